import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ntaPercentile } from '#shared/exam/percentile'
import type { DatabaseHandle } from '#server/db/index'
import { openTestDatabase } from '#server/testing/harness'
import { getExamStanding } from './standing-service'

let database: DatabaseHandle
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

/** Players 0…n−1 of a new quiz, each with a first attempt of the score given (hundredths allowed, below zero too). */
async function firstAttempts(tag: string, scores: number[]) {
  const { db } = database
  const { rows } = await sql<{ quiz: string }>`
    with creator as (insert into users (username, email) values (${`${tag}_creator`}, ${`${tag}_creator@example.test`}) returning id)
    insert into quizzes (creator_id, title, category, difficulty, time_limit_seconds, status, settings)
    select id, 'Mock', 'general', 'easy', 600, 'approved', '{}'::jsonb from creator
    returning id as quiz
  `.execute(db)
  const { quiz } = rows[0]!
  await sql`
    insert into users (username, email)
    select ${tag} || '_' || i, ${tag} || '_' || i || '@example.test' from generate_series(0, ${scores.length - 1}::int) as i
  `.execute(db)
  await sql`
    insert into attempts (quiz_id, user_id, status, started_at, time_limit_seconds, deadline_at, submitted_at,
                          submit_reason, questions, settings, total_possible_score, score, correct_count,
                          duration_ms, is_ranked)
    select ${quiz}::uuid, u.id, 'submitted', now() - interval '1 hour', 600, now(), now() - make_interval(secs => r.i),
           'manual', '[]'::jsonb, '{}'::jsonb, 100, r.score, 0, 60000 + r.i * 1000, true
    from unnest(${scores.map((_, i) => i)}::int[], ${scores.map(String)}::numeric[]) as r (i, score)
    join users u on u.username = ${tag} || '_' || r.i
  `.execute(db)
  const made = await db
    .selectFrom('attempts')
    .innerJoin('users', 'users.id', 'attempts.user_id')
    .select(['attempts.id', 'users.username'])
    .where('attempts.quiz_id', '=', quiz)
    .execute()
  const ids: string[] = []
  for (const row of made) ids[Number(row.username.slice(tag.length + 1))] = row.id
  return ids
}

describe("a first attempt's exam standing", () => {
  it('ranks by score alone with ties sharing, and gives the NTA percentile over first attempts', async () => {
    // Durations differ (the leaderboard breaks ties by them); an exam's rank does not.
    const scores = [47.5, 92, 92, -3.25, 60, 92, 0, 47.5]
    const ids = await firstAttempts('standing', scores)
    for (const [i, score] of scores.entries()) {
      const standing = await getExamStanding(database.db, ids[i]!)
      const higher = scores.filter((other) => other > score).length
      const atOrBelow = scores.filter((other) => other <= score).length
      expect(standing).toEqual({
        rank: higher + 1,
        percentile: ntaPercentile(atOrBelow, scores.length),
        candidates: scores.length,
      })
    }
    expect((await getExamStanding(database.db, ids[1]!))?.rank).toBe(1)
    expect(await getExamStanding(database.db, ids[3]!)).toMatchObject({ rank: 8, percentile: '12.5000000' })

    // A practice retake is not ranked: it has no standing and moves no one's.
    const before = await getExamStanding(database.db, ids[4]!)
    const { rows } = await sql<{ id: string }>`
      insert into attempts (quiz_id, user_id, status, started_at, time_limit_seconds, deadline_at, submitted_at,
                            submit_reason, questions, settings, total_possible_score, score, correct_count,
                            duration_ms, is_ranked)
      select quiz_id, user_id, 'submitted', now() - interval '1 hour', 600, now(), now(), 'manual', '[]'::jsonb,
             '{}'::jsonb, 100, 99, 0, 1000, false
      from attempts where id = ${ids[6]!}::uuid
      returning id
    `.execute(database.db)
    expect(await getExamStanding(database.db, rows[0]!.id)).toBeNull()
    expect(await getExamStanding(database.db, ids[4]!)).toEqual(before)
  })

  it('has none for an attempt that does not exist', async () => {
    expect(await getExamStanding(database.db, '00000000-0000-4000-8000-000000000000')).toBeNull()
  })
})
