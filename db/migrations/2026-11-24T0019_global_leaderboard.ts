import { type Kysely, sql } from 'kysely'
import { applyFunctions } from '../functions/apply'

// Frozen in time: a migration never imports application code. db/functions is not application
// code: it is the schema's functions, one file each, the body in force.
//
// The global leaderboard (docs/decisions/025-global-leaderboard.md): per player, the sum of their
// first attempts' percentages on approved quizzes and how many there are, all time and over the
// last 30 UTC days, kept by triggers (attempts_global_scores, quizzes_global_scores) and read in
// order off one index. The rating is stated here, once, as a generated column:
//
//   rating = (sum of percentages + 5 × 50 %) / (quizzes + 5), in basis points (10000 = 100 %),
//            rounded to the nearest
//
// an average that starts at 50 % as if every player had five quizzes behind them, so one lucky
// quiz does not outrank a long record; the more quizzes, the closer it is to the plain average.

/** The fingerprint of db/functions when this migration was written (functionsFingerprint). */
export const functionsFingerprint = '320dd7a76ac1d6b3'

/** Each first attempt on an approved quiz, its share and its UTC day: the backfill reads these. */
const FIRST_ATTEMPTS_ON_APPROVED = sql`
  select a.user_id,
         floor(extract(epoch from a.submitted_at) / 86400)::integer as day,
         a.score * 10000 / greatest(a.total_possible_score, 1) as share
  from attempts a join quizzes q on q.id = a.quiz_id
  where a.is_ranked and q.status = 'approved'
`

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('global_score_days')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // Days since 1970-01-01 UTC of the attempt's submission.
    .addColumn('day', 'integer', (col) => col.notNull())
    .addColumn('points', 'bigint', (col) => col.notNull())
    .addColumn('quizzes', 'integer', (col) => col.notNull())
    // Still counted in the player's '30d' row; global_scores_roll clears it when the day leaves.
    .addColumn('in_window', 'boolean', (col) => col.notNull())
    .addPrimaryKeyConstraint('global_score_days_pkey', ['user_id', 'day'])
    .execute()
  await sql`create index global_score_days_window on global_score_days (day) where in_window`.execute(db)

  await db.schema
    .createTable('global_scores')
    .addColumn('period', 'text', (col) => col.notNull().check(sql`period in ('all', '30d')`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('points', 'bigint', (col) => col.notNull())
    .addColumn('quizzes', 'integer', (col) => col.notNull())
    .addColumn('rating', 'integer', (col) =>
      col
        .notNull()
        .generatedAlwaysAs(sql`round((points + 5 * 5000)::numeric / (quizzes + 5))::integer`)
        .stored(),
    )
    .addPrimaryKeyConstraint('global_scores_pkey', ['period', 'user_id'])
    .execute()
  // The board's order, read off the index with no sort: the rating, then more quizzes, then the
  // player's id so that pages never overlap. A player with no quiz left counted is not on it.
  await sql`create index global_scores_board on global_scores (period, rating desc, quizzes desc, user_id)
            where quizzes > 0`.execute(db)

  await backfillGlobalScores(db)

  // The public list's other orders: most taken (attempt_count, kept at each start) and free first.
  await sql`create index quizzes_public_popular_idx on quizzes (status, attempt_count desc, id desc)`.execute(db)
  await sql`create index quizzes_public_free_idx on quizzes (status, is_paid, created_at desc, id desc)`.execute(db)

  await applyFunctions(db, functionsFingerprint)
}

/**
 * What the triggers would have written for every first attempt on an approved quiz so far, into
 * empty tables. The ranking benchmark rebuilds the board with it after a bulk load with the
 * triggers off.
 */
export async function backfillGlobalScores(db: Kysely<any>): Promise<void> {
  await sql`
    insert into global_score_days (user_id, day, points, quizzes, in_window)
    select user_id, day, sum(share), count(*),
           day > floor(extract(epoch from now()) / 86400)::integer - 30
    from (${FIRST_ATTEMPTS_ON_APPROVED}) first_attempts
    group by user_id, day
  `.execute(db)
  await sql`
    insert into global_scores (period, user_id, points, quizzes)
    select 'all', user_id, sum(points), sum(quizzes) from global_score_days group by user_id
    union all
    select '30d', user_id, sum(points), sum(quizzes) from global_score_days where in_window group by user_id
  `.execute(db)
}

// The functions it applied are replaced by the next migration that applies them: undoing a
// function change is a new migration, not a down.
export async function down(): Promise<void> {
  throw new Error('2026-11-24T0019_global_leaderboard cannot be undone: roll forward with a new migration')
}
