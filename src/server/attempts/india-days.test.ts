import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import type { DB } from '#server/db/index'
import { approvedQuiz, newUserSession, suiteWithCreator } from '#server/testing/fixtures'
import { globalScoresDrift } from './global-scores-check'

/**
 * One time zone for every day the product counts: India's. A quiz finished at 23:30 in India on a
 * day counts on that day, and so does one finished at 00:30 (19:00 UTC the day before), in a
 * creator's analytics and in the global board's 30 days alike. Days are counted from today in
 * India, by the database's clock.
 */
const suite = suiteWithCreator()

/** A moment at India wall-clock time `clock` on the India day `offset` days from today. */
const indiaTime = (offset: number, clock: string) =>
  sql<Date>`(((now() at time zone 'Asia/Kolkata')::date + ${offset}::int) + ${clock}::time)::timestamp at time zone 'Asia/Kolkata'`

/** A player straight in the database, with a finished first attempt on the quiz at that moment, 3 of 4. */
async function playerWhoFinished(db: DB, quizId: string, at: ReturnType<typeof indiaTime>) {
  const { userId } = await newUserSession(db)
  const { username } = await db
    .selectFrom('users')
    .select('username')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  await db
    .insertInto('attempts')
    .values({
      quiz_id: quizId,
      user_id: userId,
      status: 'submitted',
      started_at: sql<Date>`${at} - interval '1 minute'`,
      time_limit_seconds: 120,
      deadline_at: sql<Date>`${at} + interval '65 seconds'`,
      submitted_at: at,
      submit_reason: 'manual',
      questions: '[]',
      settings: '{}',
      total_possible_score: 4,
      score: 3,
      correct_count: 3,
      duration_ms: 60_000,
      is_ranked: true,
    })
    .execute()
  return { userId, username }
}

let quizId = ''
const players: Record<string, { userId: string; username: string }> = {}

beforeAll(async () => {
  const db = suite.h.db
  quizId = (await approvedQuiz(db, suite.creator.id, { title: 'India days' })).id
  // The window's first day (29 days before today) at both ends of an India day, and the day before it.
  players.firstDayLate = await playerWhoFinished(db, quizId, indiaTime(-29, '23:30'))
  players.firstDayEarly = await playerWhoFinished(db, quizId, indiaTime(-29, '00:30'))
  players.dayBeforeLate = await playerWhoFinished(db, quizId, indiaTime(-30, '23:30'))
  players.todayEarly = await playerWhoFinished(db, quizId, indiaTime(0, '00:30'))
})

describe('a day is an India day', () => {
  it('in the global board: 23:30 and 00:30 in India count on that day, inside the 30 days or not', async () => {
    const db = suite.h.db
    const { rows } = await sql<{ user_id: string; offset: number }>`
      select user_id, day - india_day(now()) as offset from global_score_days
      where user_id in (${sql.join(Object.values(players).map((player) => player.userId))})
    `.execute(db)
    const offsets = Object.fromEntries(rows.map((row) => [row.user_id, row.offset]))
    expect(offsets).toEqual({
      [players.firstDayLate!.userId]: -29,
      [players.firstDayEarly!.userId]: -29,
      [players.dayBeforeLate!.userId]: -30,
      [players.todayEarly!.userId]: 0,
    })

    const thirtyDays = await suite.h.caller().attempts.globalLeaderboard({ period: '30d', page: 1 })
    const allTime = await suite.h.caller().attempts.globalLeaderboard({ period: 'all', page: 1 })
    const on = (board: typeof allTime) => board.entries.map((entry) => entry.username).sort()
    const names = (...keys: string[]) => keys.map((key) => players[key]!.username).sort()
    expect(on(thirtyDays)).toEqual(names('firstDayLate', 'firstDayEarly', 'todayEarly'))
    expect(on(allTime)).toEqual(names('firstDayLate', 'firstDayEarly', 'dayBeforeLate', 'todayEarly'))
    expect(await globalScoresDrift(db)).toBe(0)
  })

  it('in a creator’s analytics: the same attempts on the same days', async () => {
    const report = await suite.creator.caller.quizzes.analytics({ id: quizId, days: 30 })
    const submittedOn = (offset: number) => report.daily[report.daily.length - 1 + offset]?.submitted
    expect(report.daily).toHaveLength(30)
    expect(submittedOn(-29)).toBe(2)
    expect(submittedOn(0)).toBe(1)
    expect(report.daily.reduce((sum, day) => sum + day.submitted, 0)).toBe(3)
  })
})
