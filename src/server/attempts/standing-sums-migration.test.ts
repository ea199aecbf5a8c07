import { type Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#server/db/index'
import { migrateToLatest } from '#server/db/migrate'
import { migrateTo, openEmptyDatabase } from '#server/testing/empty-database'

/**
 * Migration 0037 over exam attempts finished before it: each gets its section scores by the rules
 * finalize_attempt follows (an answer saved by the deadline earns what it was marked; a question
 * without one, its section's mark for skipping), and the per-section sums are those of the ranked
 * ones; the triggers then keep them.
 */
const BEFORE = '2026-12-05T0036_attempt_palette'
let database: DatabaseHandle

beforeAll(async () => {
  database = await openEmptyDatabase()
})
afterAll(async () => {
  await database?.close()
})

/** Two sections of two questions: A at +1/−0.25, B at +2/−0.5 with 0.25 for a question left alone (hundredths). */
const EXAM = {
  sectionOrder: 'free',
  carryOver: false,
  sections: [
    { title: 'A', timeLimit: null, marking: { correct: 100, wrong: -25, skipped: 0 }, questionIndexes: [0, 1] },
    { title: 'B', timeLimit: null, marking: { correct: 200, wrong: -50, skipped: 25 }, questionIndexes: [2, 3] },
  ],
}
const QUESTIONS = [0, 0, 1, 1].map((section, index) => ({ questionId: `q${index}`, section }))

/** Each answer: the question's place, what it earned, and whether it was saved after the deadline. */
type Saved = { index: number; earned: number; late?: boolean; response?: unknown }

async function attempt(
  db: Kysely<any>,
  quiz: string,
  user: string,
  { status = 'submitted', ranked, answers }: { status?: string; ranked: boolean; answers: Saved[] },
) {
  const { rows } = await sql<{ id: string }>`
    insert into attempts (quiz_id, user_id, status, started_at, time_limit_seconds, deadline_at, submitted_at,
                          submit_reason, questions, settings, total_possible_score, score, correct_count,
                          duration_ms, is_ranked, exam)
    values (${quiz}::uuid, ${user}::uuid, ${status}, now() - interval '1 hour', 600, now() - interval '10 minutes',
            ${status === 'submitted' ? sql`now() - interval '20 minutes'` : null}, ${status === 'submitted' ? 'manual' : null},
            ${JSON.stringify(QUESTIONS)}::jsonb, '{}'::jsonb, 6, 0, 0, 60000, ${ranked}, ${JSON.stringify(EXAM)}::jsonb)
    returning id
  `.execute(db)
  const id = rows[0]!.id
  for (const answer of answers) {
    await sql`
      insert into attempt_answers (attempt_id, question_index, selected_option, response, fraction_num, fraction_den,
                                   earned, saved_at, time_spent_seconds)
      values (${id}::uuid, ${answer.index}, 0, ${answer.response === null ? null : JSON.stringify(answer.response ?? 0)}::jsonb,
              1, 1, ${answer.earned},
              ${answer.late ? sql`now() - interval '5 minutes'` : sql`now() - interval '30 minutes'`}, 10)
    `.execute(db)
  }
  return id
}

const sectionScores = async (db: Kysely<any>, id: string) =>
  (
    await sql<{
      s: number[] | null
    }>`select to_jsonb(section_scores) as s from attempts where id = ${id}::uuid`.execute(db)
  ).rows[0]!.s
const sums = async (db: Kysely<any>, quiz: string) =>
  (
    await sql<{ section: number; ranked: number; total: number }>`
      select section, sum(ranked)::int as ranked, sum(total)::float8 as total from exam_section_sums
      where quiz_id = ${quiz}::uuid group by section order by section
    `.execute(db)
  ).rows

describe('migration 0037 (exam section sums) over exam attempts finished before it', () => {
  it('scores each finished attempt by section and sums the ranked ones; the triggers keep them after', async () => {
    const db = database.db
    await migrateTo(db, BEFORE)
    const { rows: people } = await sql<{ id: string }>`
      insert into users (username, email)
      values ('setter', 'setter@example.com'), ('asha', 'asha@example.com'), ('ravi', 'ravi@example.com')
      returning id
    `.execute(db)
    const [setter, asha, ravi] = people.map((row) => row.id)
    const { rows: quizzes } = await sql<{ id: string }>`
      insert into quizzes (creator_id, title, category, difficulty, time_limit_seconds, status, settings)
      values (${setter!}::uuid, 'Mock', 'general', 'easy', 600, 'approved', '{}'::jsonb) returning id
    `.execute(db)
    const quiz = quizzes[0]!.id
    // On an empty database migrated only this far the attempts' triggers are still the first
    // migrations' (the function files are applied by the latest migration that applies them), and
    // call functions that have since changed: the rows are written without them, as the rows'
    // own columns are all this migration reads.
    await sql`alter table attempts disable trigger user`.execute(db)
    // A: 1 − 0.25; B: 2, and 0.25 for the question left alone.
    const first = await attempt(db, quiz, asha!, {
      ranked: true,
      answers: [
        { index: 0, earned: 1 },
        { index: 1, earned: -0.25 },
        { index: 2, earned: 2 },
      ],
    })
    // A: the right answer came late (nothing, and A gives nothing for a skip); B: −0.5, and a
    // question answered with nothing counts as left alone (0.25).
    const second = await attempt(db, quiz, ravi!, {
      ranked: true,
      answers: [
        { index: 0, earned: 1, late: true },
        { index: 2, earned: -0.5 },
        { index: 3, earned: 0, response: null },
      ],
    })
    // A practice retake is scored but not summed; an attempt in progress is neither.
    const retake = await attempt(db, quiz, asha!, {
      ranked: false,
      answers: [0, 1, 2, 3].map((index) => ({ index, earned: index < 2 ? 1 : 2 })),
    })
    const open = await attempt(db, quiz, ravi!, { status: 'in_progress', ranked: false, answers: [] })

    await sql`alter table attempts enable trigger user`.execute(db)
    await migrateToLatest(db)
    expect((await sectionScores(db, first))?.map(Number)).toEqual([0.75, 2.25])
    expect((await sectionScores(db, second))?.map(Number)).toEqual([0, -0.25])
    expect((await sectionScores(db, retake))?.map(Number)).toEqual([2, 4])
    expect(await sectionScores(db, open)).toBeNull()
    expect(await sums(db, quiz)).toEqual([
      { section: 0, ranked: 2, total: 0.75 },
      { section: 1, ranked: 2, total: 2 },
    ])

    // From here the triggers keep them: a ranked attempt deleted leaves the sums.
    await sql`delete from attempts where id = ${first}::uuid`.execute(db)
    expect(await sums(db, quiz)).toEqual([
      { section: 0, ranked: 1, total: 0 },
      { section: 1, ranked: 1, total: -0.25 },
    ])
  })
})
