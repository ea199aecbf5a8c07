import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#server/db/index'
import { inLeaderboardOrder, LEADERBOARD_ORDER } from '#server/db/leaderboard-order'
import { openTestDatabase } from '#server/testing/harness'

/**
 * Every statement of the leaderboard's order agrees with LEADERBOARD_ORDER: the index the top is
 * read from, the rank attempt_rank computes from the counts the triggers keep, and the order the
 * queries ask for.
 */
let database: DatabaseHandle
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

interface Ranked {
  id: string
  score: number
  duration_ms: number
  submitted_at: Date
}

/** LEADERBOARD_ORDER as a comparison, written from the list alone. */
function compare(a: Ranked, b: Ranked): number {
  for (const { column, direction } of LEADERBOARD_ORDER) {
    const [x, y] = [a[column], b[column]]
    const order = x instanceof Date && y instanceof Date ? x.getTime() - y.getTime() : x < y ? -1 : x > y ? 1 : 0
    if (order !== 0) return direction === 'desc' ? -order : order
  }
  return 0
}

describe('the leaderboard order', () => {
  it('is the key of the index a quiz’s top is read from, after the quiz', async () => {
    const { rows } = await sql<{ definition: string }>`
      select pg_get_indexdef('attempts_leaderboard'::regclass) as definition
    `.execute(database.db)
    const keys = /\((.*)\) WHERE/.exec(rows[0]!.definition)?.[1]?.split(', ')
    expect(keys).toEqual([
      'quiz_id',
      ...LEADERBOARD_ORDER.map(({ column, direction }) => (direction === 'desc' ? `((- ${column}))` : column)),
    ])
  })

  it('is the order of the queries and the rank of attempt_rank, through ties, score changes and deletions', async () => {
    const { db } = database
    const { rows: made } = await sql<{ creator: string; quiz: string }>`
      with creator as (insert into users (username, email) values ('order_creator', 'order_creator@example.test') returning id)
      insert into quizzes (creator_id, title, category, difficulty, time_limit_seconds, status, settings)
      select id, 'Order', 'general', 'easy', 600, 'approved', '{}'::jsonb from creator
      returning creator_id as creator, id as quiz
    `.execute(db)
    const { quiz } = made[0]!
    // Few scores, durations a few milliseconds, seconds and minutes apart, and submissions that
    // share their moment: ties at every level of the order and every grain of the counts.
    let seed = 7
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
      return seed % n
    }
    const players = 180
    const rows = Array.from({ length: players }, (_, i) => ({
      i,
      score: next(3),
      duration: 30_000 + next(2) * 60_000 + next(3) * 1_000 + next(2) * 3,
      offset: next(3),
    }))
    await sql`
      insert into users (username, email)
      select 'order_' || i, 'order_' || i || '@example.test' from generate_series(0, ${players - 1}::int) as i
    `.execute(db)
    await sql`
      insert into attempts (quiz_id, user_id, status, started_at, time_limit_seconds, deadline_at, submitted_at,
                            submit_reason, questions, settings, total_possible_score, score, correct_count,
                            duration_ms, is_ranked)
      select ${quiz}::uuid, u.id, 'submitted', t - interval '1 hour', 600, t, t, 'manual', '[]'::jsonb, '{}'::jsonb,
             3, r.score, r.score, r.duration, true
      from unnest(${rows.map((r) => r.i)}::int[], ${rows.map((r) => r.score)}::int[],
                  ${rows.map((r) => r.duration)}::int[], ${rows.map((r) => r.offset)}::int[]) as r (i, score, duration, off)
      join users u on u.username = 'order_' || r.i,
      lateral (select timestamptz '2026-06-01 00:00:00+00' + make_interval(secs => r.off) as t) as at
    `.execute(db)
    // The counts move with a changed score or time, and with an attempt gone with its player.
    await sql`
      update attempts set score = (score + 1) % 3, duration_ms = duration_ms + 1000
      where quiz_id = ${quiz}::uuid and get_byte(uuid_send(id), 2) % 4 = 0
    `.execute(db)
    await sql`
      delete from users where id in (select user_id from attempts
                                     where quiz_id = ${quiz}::uuid and get_byte(uuid_send(id), 5) % 7 = 0)
    `.execute(db)

    const attempts = db
      .selectFrom('attempts')
      .select(['id', 'score', 'duration_ms', 'submitted_at', sql<number>`attempt_rank(id)`.as('rank')])
      .where('quiz_id', '=', quiz)
      .where('is_ranked', '=', true)
    const ordered = (await inLeaderboardOrder(attempts, 'attempts').execute()) as (Ranked & { rank: number })[]
    expect(ordered.length).toBeGreaterThan(players / 2)
    const expected = [...ordered].sort(compare)
    expect(ordered.map((row) => row.id)).toEqual(expected.map((row) => row.id))
    expect(ordered.map((row) => row.rank)).toEqual(ordered.map((_, index) => index + 1))
  })
})
