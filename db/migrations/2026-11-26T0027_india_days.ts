import { type Kysely, sql } from 'kysely'
import { applyFunctions } from '../functions/apply'

// Frozen in time: a migration never imports application code. db/functions is not application
// code: it is the schema's functions, one file each, the body in force.
//
// The global leaderboard's days become India days (india_day): its 30 days were UTC days, which
// end at 05:30 in India, so a quiz finished late in the evening counted on the next day and the
// window turned over in the morning. The day rows are counted again from the attempts, as India
// days, and the window with them.

/** The fingerprint of db/functions when this migration was written (functionsFingerprint). */
export const functionsFingerprint = '1e6bb25b69669113'

/**
 * Days since 1970-01-01 in India (UTC+05:30 all year), written out here rather than calling
 * india_day: on an empty database a later migration may be the one that creates the function.
 */
const indiaDay = (moment: string) => sql.raw(`floor((extract(epoch from ${moment}) + 19800) / 86400)::integer`)

/**
 * What the triggers would have written for every first attempt on an approved quiz so far, into
 * empty tables. The ranking benchmark rebuilds the board with it after a bulk load with the
 * triggers off. A share is rounded down as the triggers round it: the same as integer division
 * on whole scores, and right on scores to the hundredth.
 */
export async function backfillGlobalScores(db: Kysely<any>): Promise<void> {
  await sql`
    insert into global_score_days (user_id, day, points, quizzes, in_window)
    select user_id, day, sum(share), count(*), day > ${indiaDay('now()')} - 30
    from (
      select a.user_id, ${indiaDay('a.submitted_at')} as day,
             floor(a.score * 10000 / greatest(a.total_possible_score, 1))::integer as share
      from attempts a join quizzes q on q.id = a.quiz_id
      where a.is_ranked and q.status = 'approved'
    ) first_attempts
    group by user_id, day
  `.execute(db)
  await sql`
    insert into global_scores (period, user_id, points, quizzes)
    select 'all', user_id, sum(points), sum(quizzes) from global_score_days group by user_id
    union all
    select '30d', user_id, sum(points), sum(quizzes) from global_score_days where in_window group by user_id
  `.execute(db)
}

export async function up(db: Kysely<any>): Promise<void> {
  await applyFunctions(db, functionsFingerprint)
  await sql`delete from global_scores`.execute(db)
  await sql`delete from global_score_days`.execute(db)
  await backfillGlobalScores(db)
}

// The functions it applied are replaced by the next migration that applies them: undoing a
// function change is a new migration, not a down.
export async function down(): Promise<void> {
  throw new Error('2026-11-26T0027_india_days cannot be undone: roll forward with a new migration')
}
