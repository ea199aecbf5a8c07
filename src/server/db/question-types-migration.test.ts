import { type Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backfillGlobalScores } from '#db/migrations/2026-11-26T0027_india_days'
import { attemptRank, leaderboardTopQuery, rankedTotal, resultRecord } from '#server/attempts/repository'
import type { DatabaseHandle } from '#server/db/index'
import { migrateToLatest } from '#server/db/migrate'
import { foldStatistics } from '#server/quizzes/statistics-service'
import { migrateTo, openEmptyDatabase } from '#server/testing/empty-database'

/**
 * Migration 0028 (question types) on a database that already holds quizzes, attempts, answers,
 * leaderboards and global scores written in the shape before it: every score, result, rank and
 * statistic reads afterwards as the rules before it gave them. The rows are written at 0027 as the
 * server wrote them then: each score and verdict by the rules of scored_answers before 0028,
 * the leaderboard counts by the triggers the migrations up to 0027 made.
 */
const BEFORE = '2026-11-26T0027_india_days'
let database: DatabaseHandle

beforeAll(async () => {
  database = await openEmptyDatabase()
})
afterAll(async () => {
  await database?.close()
})

const OPTIONS = [
  ['Delhi', 'Mumbai', 'Chennai', 'Kolkata'],
  ['2', '3', '4', '5'],
  ['Red', 'Green', 'Blue', 'Yellow'],
]
const CORRECT = [0, 2, 3]
const POINTS = [1, 2, 5]

/** One player's attempt as it was written: the order its options were served in, and each pick. */
interface OldAttempt {
  user: string
  /** For each question, the option order served (indexes into the question's options). */
  orders: number[][]
  /** For each question, the served position picked, null for none saved, and whether it came late. */
  picks: ({ served: number | null; late?: boolean } | undefined)[]
  durationMs: number
  /** What the functions before 0028 gave it. */
  score: number
  correct: number
}

const ATTEMPTS: OldAttempt[] = [
  {
    // All three right, options served in order: 1 + 2 + 5.
    user: 'asha',
    orders: [
      [0, 1, 2, 3],
      [0, 1, 2, 3],
      [0, 1, 2, 3],
    ],
    picks: [{ served: 0 }, { served: 2 }, { served: 3 }],
    durationMs: 90_000,
    score: 8,
    correct: 3,
  },
  {
    // Shuffled options: right on the first and third by their served places, wrong on the second.
    user: 'bilal',
    orders: [
      [3, 2, 1, 0],
      [1, 0, 3, 2],
      [3, 0, 1, 2],
    ],
    picks: [{ served: 3 }, { served: 0 }, { served: 0 }],
    durationMs: 60_000,
    score: 6,
    correct: 2,
  },
  {
    // The right option for the last question, but saved past the deadline: it does not count.
    // The first one has no answer saved, the second a row with no option chosen.
    user: 'chitra',
    orders: [
      [0, 1, 2, 3],
      [2, 3, 0, 1],
      [0, 1, 2, 3],
    ],
    picks: [undefined, { served: null }, { served: 3, late: true }],
    durationMs: 30_000,
    score: 0,
    correct: 0,
  },
  {
    // Right on the second only: 2 points, ties nobody.
    user: 'dev',
    orders: [
      [1, 2, 3, 0],
      [0, 1, 2, 3],
      [0, 1, 2, 3],
    ],
    picks: [{ served: 0 }, { served: 2 }, { served: 1 }],
    durationMs: 45_000,
    score: 2,
    correct: 1,
  },
]

/** Writes the quiz and its attempts as the server did before 0028; returns their ids. */
async function writeOldShape(db: Kysely<any>) {
  const users: Record<string, string> = {}
  for (const username of ['author', ...ATTEMPTS.map((attempt) => attempt.user)]) {
    const { rows } = await sql<{ id: string }>`
      insert into users (username, email) values (${username}, ${`${username}@example.com`}) returning id
    `.execute(db)
    users[username] = rows[0]!.id
  }
  const settings = JSON.stringify({ shuffleQuestions: false, shuffleOptions: true })
  const { rows: quizRows } = await sql<{ id: string }>`
    insert into quizzes (creator_id, title, category, difficulty, settings, time_limit_seconds, status)
    values (${users.author}, 'Before types', 'general', 'easy', ${settings}::jsonb, 300, 'approved')
    returning id
  `.execute(db)
  const quizId = quizRows[0]!.id
  const questionIds: string[] = []
  for (const [position, options] of OPTIONS.entries()) {
    const { rows } = await sql<{ id: string }>`
      insert into questions (quiz_id, position, text, options, correct_answer, points, time_limit_seconds)
      values (${quizId}, ${position}, ${`Question ${position + 1}`}, ${JSON.stringify(options)}::jsonb,
              ${CORRECT[position]}, ${POINTS[position]}, 60)
      returning id
    `.execute(db)
    questionIds.push(rows[0]!.id)
  }

  const attemptIds: string[] = []
  for (const [n, attempt] of ATTEMPTS.entries()) {
    const served = attempt.orders.map((order, index) => ({
      questionId: questionIds[index],
      question: `Question ${index + 1}`,
      options: order.map((option) => OPTIONS[index]![option]),
      correctIndex: order.indexOf(CORRECT[index]!),
      explanation: '',
      points: POINTS[index],
      timeLimit: 60,
    }))
    const startedAt = new Date(Date.UTC(2026, 10, 20, 10, n))
    const deadline = new Date(startedAt.getTime() + 300_000)
    const submitted = new Date(startedAt.getTime() + attempt.durationMs)
    const { rows } = await sql<{ id: string }>`
      insert into attempts (quiz_id, user_id, questions, settings, time_limit_seconds, total_possible_score,
                            started_at, deadline_at, submitted_at, status, submit_reason, score, correct_count,
                            duration_ms, is_ranked)
      values (${quizId}, ${users[attempt.user]}, ${JSON.stringify(served)}::jsonb, ${settings}::jsonb, 300, 8,
              ${startedAt.toISOString()}, ${deadline.toISOString()}, ${submitted.toISOString()}, 'submitted', 'manual',
              ${attempt.score}, ${attempt.correct}, ${attempt.durationMs}, true)
      returning id
    `.execute(db)
    const attemptId = rows[0]!.id
    attemptIds.push(attemptId)
    for (const [index, pick] of attempt.picks.entries()) {
      if (!pick) continue
      const savedAt = pick.late ? new Date(deadline.getTime() + 5_000) : new Date(startedAt.getTime() + 10_000)
      await sql`
        insert into attempt_answers (attempt_id, question_index, selected_option, time_spent_seconds, saved_at)
        values (${attemptId}, ${index}, ${pick.served}, ${7 + index}, ${savedAt.toISOString()})
      `.execute(db)
    }
  }

  // The leaderboard counts are the trigger's (it stands at 0027); the global scores are 0027's
  // backfill when no trigger of that time wrote them.
  const { rows: global } = await sql<{ n: number }>`select count(*)::integer as n from global_scores`.execute(db)
  if (global[0]!.n === 0) await backfillGlobalScores(db)
  return { quizId, questionIds, attemptIds, users }
}

/** Derived rows as numbers (a numeric column reads as text), in a fixed order. */
async function derived(db: Kysely<any>) {
  const read = async (query: ReturnType<typeof sql>) =>
    (await query.execute(db)).rows.map((row) =>
      Object.fromEntries(
        Object.entries(row as Record<string, unknown>).map(([key, value]) => [
          key,
          typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value,
        ]),
      ),
    )
  return {
    attempts: await read(
      sql`select id, score, total_possible_score, correct_count, duration_ms, is_ranked from attempts order by id`,
    ),
    counts: await read(sql`select * from leaderboard_counts order by quiz_id, grain, score, bucket, shard`),
    globalScores: await read(sql`select period, user_id, points, quizzes from global_scores order by period, user_id`),
    globalDays: await read(sql`select * from global_score_days order by user_id, day`),
  }
}

describe('migration 0028 (question types) over data written before it', () => {
  it('keeps every score, result, rank, leaderboard count, global score and statistic', async () => {
    const db = database.db
    await migrateTo(db, BEFORE)
    const written = await writeOldShape(db)
    const before = await derived(db)
    expect(before.counts.length).toBeGreaterThan(0)
    expect(before.globalScores.length).toBeGreaterThan(0)

    await migrateToLatest(db)
    expect(await derived(db)).toEqual(before)

    // Each question keeps its options and right option, now as its definition.
    const { rows: questions } = await sql<{ type: string; definition: unknown }>`
      select type, definition from questions order by position
    `.execute(db)
    expect(questions).toEqual(
      OPTIONS.map((options, index) => ({
        type: 'multiple-choice',
        definition: { options, correctAnswer: CORRECT[index] },
      })),
    )

    // Every result reads as the rules before gave it: the same score, and each answer right or
    // wrong, counted or not, with the same points.
    for (const [n, attempt] of ATTEMPTS.entries()) {
      const result = await resultRecord(db, written.attemptIds[n]!)
      expect(Number(result!.score)).toBe(attempt.score)
      const answers = [...result!.answers].sort((a, b) => a.index - b.index)
      const expected = attempt.picks.flatMap((pick, index) => {
        if (!pick) return []
        const isCorrect = !pick.late && pick.served === attempt.orders[index]!.indexOf(CORRECT[index]!)
        return [
          {
            index,
            selectedOption: pick.served,
            counted: !pick.late,
            isCorrect,
            earned: isCorrect ? POINTS[index] : 0,
          },
        ]
      })
      expect(
        answers.map(({ index, selectedOption, counted, isCorrect, earned }) => ({
          index,
          selectedOption,
          counted,
          isCorrect,
          earned: Number(earned),
        })),
      ).toEqual(expected)
      expect(answers.filter((answer) => answer.isCorrect)).toHaveLength(attempt.correct)
    }

    // The leaderboard: the same order (score, then time), ranks and total.
    const top = await leaderboardTopQuery(db, written.quizId, 10).execute()
    expect(top.map((row) => [row.username, Number(row.score)])).toEqual([
      ['asha', 8],
      ['bilal', 6],
      ['dev', 2],
      ['chitra', 0],
    ])
    expect(await rankedTotal(db, written.quizId)).toBe(ATTEMPTS.length)
    const ranks = await Promise.all(written.attemptIds.map((id) => attemptRank(db, id)))
    expect(ranks).toEqual([1, 2, 4, 3])

    // Statistics folded from the old attempts: each question right as often, with the same points.
    await foldStatistics(db)
    const { rows: scores } = await sql<{ score: string; attempts: number }>`
      select score, sum(attempts)::integer as attempts from statistics_scores where first group by score order by score
    `.execute(db)
    expect(scores.map((row) => [Number(row.score), row.attempts])).toEqual([
      [0, 1],
      [2, 1],
      [6, 1],
      [8, 1],
    ])
    const { rows: items } = await sql<{ question_id: string; correct: number; sum_earned: string; attempts: number }>`
      select question_id, sum(correct)::integer as correct, sum(sum_earned) as sum_earned,
             sum(attempts)::integer as attempts
      from statistics_items where first group by question_id
    `.execute(db)
    const byQuestion = new Map(items.map((row) => [row.question_id, row]))
    const rightCounts = written.questionIds.map(
      (_, index) =>
        ATTEMPTS.filter((attempt) => {
          const pick = attempt.picks[index]
          return pick && !pick.late && pick.served === attempt.orders[index]!.indexOf(CORRECT[index]!)
        }).length,
    )
    expect(
      written.questionIds.map((id) => {
        const row = byQuestion.get(id)!
        return [row.attempts, row.correct, Number(row.sum_earned)]
      }),
    ).toEqual(rightCounts.map((right, index) => [ATTEMPTS.length, right, right * POINTS[index]!]))
  })
})
