import { sql } from 'kysely'
import type { GlobalPeriod } from '#shared/global-leaderboard'
import type { DB } from '#server/db/index'

/**
 * Queries of where a player stands: their attempts still open, their best on a quiz, and the
 * global leaderboard (global_scores, kept by the triggers of db/functions; decision 025).
 */

/**
 * The player's attempts still open, newest first: started, not submitted, and not past their
 * deadline (the time limit with its grace), by the database's past_deadline. A handful of rows of
 * attempts_user_history.
 */
export function listOpenAttempts(db: DB, userId: string, options: { quizId?: string; limit: number }) {
  let query = db
    .selectFrom('attempts')
    .innerJoin('quizzes', 'quizzes.id', 'attempts.quiz_id')
    .select(['attempts.id', 'attempts.quiz_id', 'quizzes.title', 'attempts.started_at', 'attempts.deadline_at'])
    .where('attempts.user_id', '=', userId)
    .where('attempts.status', '=', 'in_progress')
    .where(sql<boolean>`not past_deadline(now(), attempts.deadline_at)`)
  if (options.quizId) query = query.where('attempts.quiz_id', '=', options.quizId)
  return query.orderBy('attempts.started_at', 'desc').orderBy('attempts.id', 'desc').limit(options.limit).execute()
}

/** Who may see a quiz is decided on these. */
export function findQuizVisibility(db: DB, quizId: string) {
  return db.selectFrom('quizzes').select(['id', 'status', 'creator_id']).where('id', '=', quizId).executeTakeFirst()
}

/** The player's best finished attempt on a quiz, by its share of the most it could score; the earliest of equals. */
export function bestFinishedAttempt(db: DB, userId: string, quizId: string) {
  return db
    .selectFrom('attempts')
    .select(['id', 'score', 'total_possible_score', 'submitted_at'])
    .select((eb) => eb.fn.countAll<number>().over().as('finished'))
    .where('user_id', '=', userId)
    .where('quiz_id', '=', quizId)
    .where('status', '=', 'submitted')
    .orderBy(sql`score::numeric / greatest(total_possible_score, 1)`, 'desc')
    .orderBy('submitted_at', 'asc')
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst()
}

/**
 * Takes the days that left the rolling 30 days out of the '30d' rows (global_scores_roll): one
 * probe of an index when there are none, as on every call but the first of a day.
 */
export async function rollGlobalWindow(db: DB): Promise<void> {
  await sql`select global_scores_roll()`.execute(db)
}

const BOARD_COLUMNS = [
  'global_scores.user_id',
  'users.username',
  'global_scores.rating',
  'global_scores.points',
  'global_scores.quizzes',
] as const

/**
 * A page of the board in its order, read off global_scores_board with no sort: the rating, then
 * more quizzes, then the player's id, so pages never overlap.
 */
export function globalBoardPageQuery(db: DB, period: GlobalPeriod, page: { limit: number; offset: number }) {
  return db
    .selectFrom('global_scores')
    .innerJoin('users', 'users.id', 'global_scores.user_id')
    .select(BOARD_COLUMNS)
    .where('global_scores.period', '=', period)
    .where('global_scores.quizzes', '>', 0)
    .orderBy('global_scores.rating', 'desc')
    .orderBy('global_scores.quizzes', 'desc')
    .orderBy('global_scores.user_id', 'asc')
    .limit(page.limit)
    .offset(page.offset)
}

export function globalBoardPage(db: DB, period: GlobalPeriod, page: { limit: number; offset: number }) {
  return globalBoardPageQuery(db, period, page).execute()
}

export type GlobalBoardRow = Awaited<ReturnType<typeof globalBoardPage>>[number]

/** One player's row of the board, if they are on it. */
export function globalBoardRow(db: DB, period: GlobalPeriod, userId: string) {
  return db
    .selectFrom('global_scores')
    .innerJoin('users', 'users.id', 'global_scores.user_id')
    .select(BOARD_COLUMNS)
    .where('global_scores.period', '=', period)
    .where('global_scores.user_id', '=', userId)
    .where('global_scores.quizzes', '>', 0)
    .executeTakeFirst()
}

/**
 * A place on the board: 1 + the players strictly ahead (a higher rating, or the same rating over
 * more quizzes). Players equal in both share the place. Two ranges of global_scores_board.
 */
export async function globalPlace(
  db: DB,
  period: GlobalPeriod,
  standing: { rating: number; quizzes: number },
): Promise<number> {
  const { ahead } = await db
    .selectFrom('global_scores')
    .select((eb) => eb.fn.countAll<number>().as('ahead'))
    .where('period', '=', period)
    .where('quizzes', '>', 0)
    .where('rating', '>=', standing.rating)
    .where((eb) =>
      eb.or([
        eb('rating', '>', standing.rating),
        eb.and([eb('rating', '=', standing.rating), eb('quizzes', '>', standing.quizzes)]),
      ]),
    )
    .executeTakeFirstOrThrow()
  return Number(ahead) + 1
}

/**
 * Where a first attempt stands among all first attempts on its quiz by score alone, as an exam
 * ranks: how many scored higher and how many there are, both sums of the per-score counts that
 * the leaderboard's triggers keep (leaderboard_counts, grain 0; decision 008), so a few hundred
 * rows at a million attempts, never a count of the attempts. Null when the attempt is not ranked
 * (a practice retake, or not submitted).
 */
export function examStandingQuery(attemptId: string) {
  return sql<{ higher: string | number; candidates: string | number }>`
    select
      (select coalesce(sum(c.ranked), 0) from leaderboard_counts c
        where c.quiz_id = a.quiz_id and c.grain = 0 and c.score > a.score) as higher,
      (select coalesce(sum(c.ranked), 0) from leaderboard_counts c
        where c.quiz_id = a.quiz_id and c.grain = 0) as candidates
    from attempts a
    where a.id = ${attemptId}::uuid and a.is_ranked
  `
}

export async function examStanding(db: DB, attemptId: string) {
  const row = (await examStandingQuery(attemptId).execute(db)).rows[0]
  return row ? { higher: Number(row.higher), candidates: Number(row.candidates) } : null
}

/**
 * The best and the mean score of a quiz's first attempts, from the same per-score counts as the
 * standing: the topper and the average an exam's result compares with. Nulls before anyone is ranked.
 */
export async function examField(db: DB, quizId: string) {
  const row = (
    await sql<{ topper: string | number | null; average: string | number | null }>`
      select max(c.score) filter (where c.ranked > 0) as topper,
             round(sum(c.score * c.ranked) / nullif(sum(c.ranked), 0), 2) as average
      from leaderboard_counts c
      where c.quiz_id = ${quizId}::uuid and c.grain = 0
    `.execute(db)
  ).rows[0]
  const read = (value: string | number | null | undefined) =>
    value === null || value === undefined ? null : Number(value)
  return { topper: read(row?.topper), average: read(row?.average) }
}

/**
 * Each section's mean over a quiz's first attempts, to the hundredth, from the sums the triggers
 * keep (exam_section_sums, at most 8 rows a section), in the paper's order; null for a section no
 * ranked attempt has yet.
 */
export async function examSectionAverages(db: DB, quizId: string): Promise<Map<number, number>> {
  const { rows } = await sql<{ section: number; average: string | number | null }>`
    select section, round(sum(total) / nullif(sum(ranked), 0), 2) as average
    from exam_section_sums
    where quiz_id = ${quizId}::uuid
    group by section
  `.execute(db)
  const averages = new Map<number, number>()
  for (const row of rows) if (row.average !== null) averages.set(row.section, Number(row.average))
  return averages
}

/**
 * The topper's section scores: those of the quiz's first attempt at the top of the leaderboard
 * (score, then time), the first row of attempts_leaderboard. Null before anyone is ranked. Read
 * as JSON so both drivers give numbers.
 */
export async function examTopperSections(db: DB, quizId: string): Promise<number[] | null> {
  const row = (
    await sql<{ sections: Array<number | string> | null }>`
      select to_jsonb(section_scores) as sections
      from attempts
      where quiz_id = ${quizId}::uuid and is_ranked
      order by (-score), duration_ms, submitted_at, id
      limit 1
    `.execute(db)
  ).rows[0]
  return row?.sections ? row.sections.map(Number) : null
}
