import { sql } from 'kysely'
import type { DB } from '#server/db/index'
import { LEADERBOARD_ORDER } from '#server/db/leaderboard-order'
import { badgeOfPlace, type ContestBadge } from '#shared/contests'

const CONTEST_COLUMNS = [
  'contests.id',
  'contests.quiz_id',
  'contests.creator_id',
  'contests.title',
  'contests.starts_at',
  'contests.closes_at',
  'contests.ranked_at',
  'contests.created_at',
] as const

/** Contests with their quiz's title, their creator's name, how many registered, and the database's clock. */
function contestsQuery(db: DB) {
  return db
    .selectFrom('contests')
    .innerJoin('quizzes', 'quizzes.id', 'contests.quiz_id')
    .innerJoin('users', 'users.id', 'contests.creator_id')
    .select([
      ...CONTEST_COLUMNS,
      'quizzes.title as quiz_title',
      'users.username as creator_name',
      sql<string>`(select count(*) from contest_entries e where e.contest_id = contests.id)::int8`.as('registered'),
      sql<Date>`now()`.as('db_now'),
    ])
}

export function findContest(db: DB, contestId: string) {
  return contestsQuery(db).where('contests.id', '=', contestId).executeTakeFirst()
}
export type ContestRow = NonNullable<Awaited<ReturnType<typeof findContest>>>

/** Upcoming (not closed yet, soonest first) or past (closed, latest first) contests, a page at a time. */
export function listContests(db: DB, filter: { when: 'upcoming' | 'past'; limit: number; offset: number }) {
  const query =
    filter.when === 'upcoming'
      ? contestsQuery(db)
          .where('contests.closes_at', '>', sql<Date>`now()`)
          .orderBy('contests.starts_at')
          .orderBy('contests.id')
      : contestsQuery(db)
          .where('contests.closes_at', '<=', sql<Date>`now()`)
          .orderBy('contests.closes_at', 'desc')
          .orderBy('contests.id', 'desc')
  return query
    .limit(filter.limit + 1)
    .offset(filter.offset)
    .execute()
}

/** The contests a player registered for, latest start first, with their entry. */
export function myContests(db: DB, userId: string, page: { limit: number; offset: number }) {
  return contestsQuery(db)
    .innerJoin('contest_entries', 'contest_entries.contest_id', 'contests.id')
    .leftJoin('attempts', 'attempts.id', 'contest_entries.attempt_id')
    .select([
      'contest_entries.final_rank',
      'contest_entries.badge',
      'contest_entries.attempt_id',
      'attempts.status as attempt_status',
      'attempts.score',
      'attempts.total_possible_score',
      'attempts.duration_ms',
    ])
    .where('contest_entries.user_id', '=', userId)
    .orderBy('contests.starts_at', 'desc')
    .orderBy('contests.id', 'desc')
    .limit(page.limit + 1)
    .offset(page.offset)
    .execute()
}

/** A player's badges, the latest first: what the profile lists. */
export function badgesOf(db: DB, userId: string) {
  return db
    .selectFrom('contest_entries')
    .innerJoin('contests', 'contests.id', 'contest_entries.contest_id')
    .select([
      'contests.id',
      'contests.title',
      'contests.closes_at',
      'contest_entries.final_rank',
      sql<ContestBadge>`contest_entries.badge`.as('badge'),
    ])
    .where('contest_entries.user_id', '=', userId)
    .where('contest_entries.badge', 'is not', null)
    .orderBy('contests.closes_at', 'desc')
    .orderBy('contests.id', 'desc')
    .execute()
}

/** What scheduling a contest needs of its quiz, with the database's clock. */
export function findQuiz(db: DB, quizId: string) {
  return db
    .selectFrom('quizzes')
    .select(['id', 'creator_id', 'status', 'title', 'is_paid', 'price_paise', sql<Date>`now()`.as('db_now')])
    .where('id', '=', quizId)
    .executeTakeFirst()
}

export async function insertContest(
  trx: DB,
  values: { quiz_id: string; creator_id: string; title: string; starts_at: Date; closes_at: Date },
): Promise<string> {
  const { id } = await trx.insertInto('contests').values(values).returning('id').executeTakeFirstOrThrow()
  return id
}

/** A player's entry, with their contest attempt's state; locked when asked, for a start. */
export function findEntry(db: DB, contestId: string, userId: string, options: { forUpdate?: boolean } = {}) {
  let query = db
    .selectFrom('contest_entries')
    .leftJoin('attempts', 'attempts.id', 'contest_entries.attempt_id')
    .select([
      'contest_entries.attempt_id',
      'contest_entries.final_rank',
      'contest_entries.badge',
      'attempts.status as attempt_status',
      'attempts.score',
      'attempts.total_possible_score',
      'attempts.duration_ms',
    ])
    .where('contest_entries.contest_id', '=', contestId)
    .where('contest_entries.user_id', '=', userId)
  if (options.forUpdate) query = query.forUpdate('contest_entries')
  return query.executeTakeFirst()
}

/** Registers a player, once: a second registration finds the first. */
export async function insertEntry(trx: DB, contestId: string, userId: string) {
  await trx
    .insertInto('contest_entries')
    .values({ contest_id: contestId, user_id: userId })
    .onConflict((oc) => oc.columns(['contest_id', 'user_id']).doNothing())
    .execute()
}

export async function setEntryAttempt(trx: DB, contestId: string, userId: string, attemptId: string) {
  await trx
    .updateTable('contest_entries')
    .set({ attempt_id: attemptId })
    .where('contest_id', '=', contestId)
    .where('user_id', '=', userId)
    .execute()
}

/** A page of a ranked contest's final places, with each player's score and time. */
export function standingsPage(db: DB, contestId: string, page: { limit: number; offset: number }) {
  return db
    .selectFrom('contest_entries')
    .innerJoin('users', 'users.id', 'contest_entries.user_id')
    .innerJoin('attempts', 'attempts.id', 'contest_entries.attempt_id')
    .select([
      'contest_entries.user_id',
      'contest_entries.final_rank',
      sql<ContestBadge>`contest_entries.badge`.as('badge'),
      'users.username',
      'attempts.score',
      'attempts.total_possible_score',
      'attempts.duration_ms',
    ])
    .where('contest_entries.contest_id', '=', contestId)
    .where('contest_entries.final_rank', 'is not', null)
    .orderBy('contest_entries.final_rank')
    .limit(page.limit + 1)
    .offset(page.offset)
    .execute()
}

/**
 * Claims contests whose reminder is due (the start ten minutes away or less) and marks them
 * reminded in the caller's transaction: skip locked lets each instance take different ones, and a
 * rollback leaves them for the next round.
 */
export async function claimDueReminders(trx: DB, reminderMinutes: number, limit: number) {
  const { rows } = await sql<{ id: string; title: string; starts_at: Date; still_open: boolean }>`
    with due as (
      select id from contests
      where reminded_at is null and starts_at <= now() + make_interval(mins => ${reminderMinutes})
      order by starts_at
      limit ${limit}
      for update skip locked
    )
    update contests c set reminded_at = now()
    from due
    where c.id = due.id
    returning c.id, c.title, c.starts_at, c.closes_at > now() as still_open
  `.execute(trx)
  return rows
}

export async function registeredPlayers(db: DB, contestId: string): Promise<string[]> {
  const rows = await db.selectFrom('contest_entries').select('user_id').where('contest_id', '=', contestId).execute()
  return rows.map((row) => row.user_id)
}

/** The leaderboard's order (score, then time, then submission), as SQL over `attempts a`. */
const RANK_ORDER = sql.raw(
  LEADERBOARD_ORDER.map(
    ({ column, direction }) => `a.${column} ${direction}${direction === 'desc' ? ' nulls last' : ''}`,
  ).join(', '),
)

/**
 * Ranks the contests that have closed and whose attempts have all ended, once: each is claimed with
 * skip locked, its submitted attempts are placed in the leaderboard's order with their badges, and
 * it is marked ranked, all in the caller's transaction. Returns the contests ranked.
 */
export async function rankClosedContests(trx: DB, limit: number): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select c.id from contests c
    where c.ranked_at is null and c.closes_at <= now()
      and not exists (
        select 1 from contest_entries e join attempts a on a.id = e.attempt_id
        where e.contest_id = c.id and a.status = 'in_progress')
    order by c.closes_at
    limit ${limit}
    for update of c skip locked
  `.execute(trx)
  const ids = rows.map((row) => row.id)
  if (ids.length === 0) return []
  await sql`
    with placed as (
      select e.contest_id, e.user_id,
             row_number() over (partition by e.contest_id order by ${RANK_ORDER}) as place
      from contest_entries e join attempts a on a.id = e.attempt_id
      where e.contest_id in (${sql.join(ids)}) and a.status = 'submitted'
    )
    update contest_entries e
       set final_rank = p.place,
           badge = case p.place when 1 then ${badgeOfPlace(1)} when 2 then ${badgeOfPlace(2)}
                   when 3 then ${badgeOfPlace(3)} else ${badgeOfPlace(4)} end
      from placed p
     where e.contest_id = p.contest_id and e.user_id = p.user_id
  `.execute(trx)
  await trx
    .updateTable('contests')
    .set({ ranked_at: sql<Date>`now()` })
    .where('id', 'in', ids)
    .execute()
  return ids
}
