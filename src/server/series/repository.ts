import { sql } from 'kysely'
import type { DB } from '#server/db/index'

const SERIES_COLUMNS = [
  'series.id',
  'series.creator_id',
  'series.title',
  'series.description',
  'series.price_paise',
  'series.status',
  'series.rejection_reason',
  'series.created_at',
] as const

export function findSeries(db: DB, seriesId: string) {
  return db
    .selectFrom('series')
    .innerJoin('users', 'users.id', 'series.creator_id')
    .select([...SERIES_COLUMNS, 'users.username as creator_name'])
    .where('series.id', '=', seriesId)
    .executeTakeFirst()
}
export type SeriesRow = NonNullable<Awaited<ReturnType<typeof findSeries>>>

/** Approved series, newest first; or one creator's own, whatever their status. */
export function listSeries(db: DB, filter: { creatorId?: string | undefined; limit: number; offset: number }) {
  let query = db
    .selectFrom('series')
    .innerJoin('users', 'users.id', 'series.creator_id')
    .select([...SERIES_COLUMNS, 'users.username as creator_name'])
  query = filter.creatorId
    ? query.where('series.creator_id', '=', filter.creatorId)
    : query.where('series.status', '=', 'approved')
  return query
    .orderBy('series.created_at', 'desc')
    .orderBy('series.id', 'desc')
    .limit(filter.limit + 1)
    .offset(filter.offset)
    .execute()
}

/** Series waiting for an admin's review, oldest first: the queue is read in the order it filled. */
export function pendingSeries(db: DB, page: { limit: number; offset: number }) {
  return db
    .selectFrom('series')
    .innerJoin('users', 'users.id', 'series.creator_id')
    .select([...SERIES_COLUMNS, 'users.username as creator_name'])
    .where('series.status', '=', 'pending')
    .orderBy('series.created_at')
    .orderBy('series.id')
    .limit(page.limit + 1)
    .offset(page.offset)
    .execute()
}

/** The mocks of several series in one read, each series' in order, for the review queue. */
export async function mocksOf(db: DB, seriesIds: string[]) {
  if (seriesIds.length === 0) return []
  return db
    .selectFrom('series_mocks')
    .innerJoin('quizzes', 'quizzes.id', 'series_mocks.quiz_id')
    .select([
      'series_mocks.series_id',
      'series_mocks.quiz_id',
      'series_mocks.opens_at',
      'quizzes.title',
      'quizzes.is_paid',
      'quizzes.price_paise',
    ])
    .where('series_mocks.series_id', 'in', seriesIds)
    .orderBy('series_mocks.series_id')
    .orderBy('series_mocks.position')
    .execute()
}

/** Each series' number of mocks, for a page of the list. */
export async function mockCounts(db: DB, seriesIds: string[]): Promise<Map<string, number>> {
  if (seriesIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('series_mocks')
    .select(['series_id', sql<string>`count(*)::int8`.as('mocks')])
    .where('series_id', 'in', seriesIds)
    .groupBy('series_id')
    .execute()
  return new Map(rows.map((row) => [row.series_id, Number(row.mocks)]))
}

/** A series' mocks in order, with the database's clock to tell which are open. */
export function listMocks(db: DB, seriesId: string) {
  return db
    .selectFrom('series_mocks')
    .innerJoin('quizzes', 'quizzes.id', 'series_mocks.quiz_id')
    .select([
      'series_mocks.quiz_id',
      'series_mocks.position',
      'series_mocks.opens_at',
      'quizzes.title',
      'quizzes.is_paid',
      'quizzes.price_paise',
      sql<Date>`now()`.as('db_now'),
    ])
    .where('series_mocks.series_id', '=', seriesId)
    .orderBy('series_mocks.position')
    .execute()
}

/** The quizzes named for a new series, as far as the rules for a mock need them. */
export function findQuizzes(db: DB, quizIds: string[]) {
  return db.selectFrom('quizzes').select(['id', 'creator_id', 'status', 'title']).where('id', 'in', quizIds).execute()
}

export async function insertSeries(
  trx: DB,
  values: { creator_id: string; title: string; description: string; price_paise: number },
): Promise<string> {
  const { id } = await trx.insertInto('series').values(values).returning('id').executeTakeFirstOrThrow()
  return id
}

/**
 * The mocks of a new series, and their first attempts counted into its leaderboard. Each mock's
 * quiz is locked as quizzes_global_scores locks it (attempts_series_scores takes the shared side),
 * so a first attempt finalised meanwhile is counted once: by this backfill or by the trigger.
 */
export async function insertMocks(
  trx: DB,
  seriesId: string,
  mocks: { quizId: string; opensAt: Date }[],
): Promise<void> {
  for (const quizId of mocks.map((mock) => mock.quizId).sort()) {
    await sql`select pg_advisory_xact_lock(8019, hashtext(${quizId}::text))`.execute(trx)
  }
  await trx
    .insertInto('series_mocks')
    .values(
      mocks.map((mock, position) => ({
        series_id: seriesId,
        quiz_id: mock.quizId,
        position,
        opens_at: mock.opensAt,
        // A mock open already when the series is made has nobody to tell.
        notified_at: sql<Date>`case when ${mock.opensAt}::timestamptz <= now() then now() end`,
      })),
    )
    .execute()
  await sql`
    insert into series_scores (series_id, user_id, score, mocks)
    select ${seriesId}::uuid, a.user_id, sum(coalesce(a.score, 0)), count(*)
    from attempts a
    where a.quiz_id in (${sql.join(mocks.map((mock) => mock.quizId))}) and a.is_ranked
    group by a.user_id
  `.execute(trx)
}

export function setStatus(trx: DB, seriesId: string, status: 'approved' | 'rejected', reason: string | null) {
  return trx
    .updateTable('series')
    .set({ status, rejection_reason: reason, updated_at: new Date() })
    .where('id', '=', seriesId)
    .executeTakeFirst()
}

/** One purchase at a time per buyer and series: a concurrent second waits, then finds the first. */
export async function lockPurchase(trx: DB, userId: string, seriesId: string) {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`series:${seriesId}:${userId}`}, 0))`.execute(trx)
}

export async function hasBought(db: DB, userId: string, seriesId: string): Promise<boolean> {
  const row = await db
    .selectFrom('series_purchases')
    .select('series_id')
    .where('series_id', '=', seriesId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row !== undefined
}

export async function insertPurchase(
  trx: DB,
  values: { series_id: string; user_id: string; price_paise: number; wallet_transaction_id: string | null },
) {
  await trx.insertInto('series_purchases').values(values).execute()
}

/**
 * The series this player bought that hold this quiz, with the mock's opening time there and the
 * database's clock: what decides whether a series covers a start.
 */
export function boughtMockOpenings(db: DB, userId: string, quizId: string) {
  return db
    .selectFrom('series_purchases')
    .innerJoin('series_mocks', 'series_mocks.series_id', 'series_purchases.series_id')
    .select(['series_mocks.opens_at', sql<Date>`now()`.as('db_now')])
    .where('series_purchases.user_id', '=', userId)
    .where('series_mocks.quiz_id', '=', quizId)
    .orderBy('series_mocks.opens_at')
    .execute()
}

/** A page of a series' leaderboard: totals of first attempts, by the rank index. */
export function leaderboardPage(db: DB, seriesId: string, page: { limit: number; offset: number }) {
  return db
    .selectFrom('series_scores')
    .innerJoin('users', 'users.id', 'series_scores.user_id')
    .select(['series_scores.user_id', 'series_scores.score', 'series_scores.mocks', 'users.username'])
    .where('series_scores.series_id', '=', seriesId)
    .where('series_scores.mocks', '>', 0)
    .orderBy('series_scores.score', 'desc')
    .orderBy('series_scores.user_id')
    .limit(page.limit + 1)
    .offset(page.offset)
    .execute()
}

/** How many totals are above a score: its rank less one (ties share a rank). */
export async function countAbove(db: DB, seriesId: string, score: string | number): Promise<number> {
  const row = await db
    .selectFrom('series_scores')
    .select(sql<string>`count(*)::int8`.as('above'))
    .where('series_id', '=', seriesId)
    .where('mocks', '>', 0)
    .where('score', '>', sql<number>`${score}::numeric`)
    .executeTakeFirstOrThrow()
  return Number(row.above)
}

/** A player's first attempt on each of these quizzes: its score, from the one-ranked index. */
export function firstAttempts(db: DB, userId: string, quizIds: string[]) {
  if (quizIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('attempts')
    .select(['quiz_id', 'score', 'total_possible_score'])
    .where('user_id', '=', userId)
    .where('quiz_id', 'in', quizIds)
    .where('is_ranked', '=', true)
    .execute()
}

/**
 * Claims mocks whose time has come and whose buyers were not told yet, marking them told in the
 * caller's transaction: skip locked lets each instance take different ones, and a rollback leaves
 * them for the next sweep.
 */
export async function claimOpenedMocks(trx: DB, limit: number) {
  const { rows } = await sql<{ series_id: string; quiz_id: string; series_title: string; quiz_title: string }>`
    with due as (
      select series_id, quiz_id from series_mocks
      where notified_at is null and opens_at <= now()
      order by opens_at
      limit ${limit}
      for update skip locked
    )
    update series_mocks sm set notified_at = now()
    from due, series s, quizzes q
    where sm.series_id = due.series_id and sm.quiz_id = due.quiz_id and s.id = sm.series_id and q.id = sm.quiz_id
    returning sm.series_id, sm.quiz_id, s.title as series_title, q.title as quiz_title
  `.execute(trx)
  return rows
}

export async function buyersOf(db: DB, seriesId: string): Promise<string[]> {
  const rows = await db.selectFrom('series_purchases').select('user_id').where('series_id', '=', seriesId).execute()
  return rows.map((row) => row.user_id)
}
