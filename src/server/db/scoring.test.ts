import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { functionSource, functionsDir, statementsOf } from '#db/functions/apply'
import { approvedQuiz, SAMPLE_QUESTIONS, suiteWithCreator } from '#server/testing/fixtures'

/**
 * Correctness, points and the deadline are decided by the database (scored_answers,
 * past_deadline), and the server reads its verdicts, checked against the shape it expects.
 */
const suite = suiteWithCreator()

// Tests below replace a function to see who reads it; every other test sees the files' own.
afterEach(async () => {
  await sql`drop function if exists attempt_result_as_written(uuid)`.execute(suite.h.db)
  for (const name of ['scored_answers', 'attempt_result'] as const) {
    for (const statement of statementsOf(functionSource(name))) await sql.raw(statement).execute(suite.h.db)
  }
})

/**
 * A finished attempt: the first question right, the second wrong, and the third answered right
 * but saved after the deadline, so it never counted.
 */
async function finishedAttempt() {
  const quiz = await approvedQuiz(suite.h.db, suite.creator.id, { settings: { allowReview: true } })
  const player = await suite.player()
  const view = await player.caller.attempts.start({ quizId: quiz.id })
  const byText = (index: number, text: string) => view.questions[index]!.options.indexOf(text)
  const correct = (index: number) => {
    const sample = SAMPLE_QUESTIONS.find((question) => question.question === view.questions[index]!.question)!
    return byText(index, sample.options[sample.correctAnswer]!)
  }
  const answer = (index: number, selectedOption: number) =>
    player.caller.attempts.saveAnswer({
      attemptId: view.attemptId,
      questionId: view.questions[index]!.id,
      selectedOption,
    })
  await answer(0, correct(0))
  await answer(1, (correct(1) + 1) % 4)
  await answer(2, correct(2))
  await sql`
    update attempt_answers set saved_at = (select deadline_at from attempts where id = ${view.attemptId}::uuid) + interval '1 millisecond'
    where attempt_id = ${view.attemptId}::uuid and question_index = 2
  `.execute(suite.h.db)
  const points = view.questions.map((question) => question.points)
  return { quiz, player, view, points }
}

describe('scored_answers, for finalize_attempt and attempt_result alike', () => {
  it('says of each answer whether it counted, was right, and what it earned, and the score is their sum', async () => {
    const { player, view, points } = await finishedAttempt()
    const result = await player.caller.attempts.submit({ attemptId: view.attemptId, answers: [] })
    const { rows } = await sql<{ record: { answers: unknown[]; score: number; correctCount: number } }>`
      select attempt_result(${view.attemptId}::uuid) as record
    `.execute(suite.h.db)
    const record = rows[0]!.record
    const byIndex = [...record.answers].sort((a: any, b: any) => a.index - b.index)
    expect(byIndex).toMatchObject([
      { index: 0, counted: true, isCorrect: true, earned: points[0] },
      { index: 1, counted: true, isCorrect: false, earned: 0 },
      { index: 2, counted: false, isCorrect: false, earned: 0 },
    ])
    expect([record.score, record.correctCount]).toEqual([points[0], 1])
    expect([result.attempt.score, result.attempt.correctAnswers]).toEqual([points[0], 1])
  })

  it('is what the result screen shows: the server reads each verdict, it does not judge an answer itself', async () => {
    const { player, view, points } = await finishedAttempt()
    await player.caller.attempts.submit({ attemptId: view.attemptId, answers: [] })
    // The database's verdict turned around: whatever it says is what the breakdown must say.
    const [create] = statementsOf(functionSource('scored_answers'))
    const reversed = create!
      .replace(
        'judged.counted and s.fraction_num = s.fraction_den',
        'judged.counted and s.fraction_num <> s.fraction_den',
      )
      .replace(
        'case when judged.counted then s.earned else 0 end',
        'case when judged.counted then 7 - s.earned else 0 end',
      )
    expect(reversed).not.toBe(create)
    await sql.raw(reversed).execute(suite.h.db)
    const result = await player.caller.attempts.result({ attemptId: view.attemptId })
    expect(result.detailedAnswers?.map((answer) => [answer.isCorrect, answer.earned])).toEqual([
      [false, 7 - points[0]!],
      [true, 7],
      [false, 0],
    ])
  })
})

describe('what a function returns', () => {
  /** attempt_result as its file writes it, under another name, so a test can alter what it returns. */
  async function alterResult(change: string) {
    const [create] = statementsOf(functionSource('attempt_result'))
    await sql
      .raw(create!.replace('function attempt_result(', 'function attempt_result_as_written('))
      .execute(suite.h.db)
    await sql
      .raw(
        `create or replace function attempt_result(p_attempt_id uuid) returns jsonb language sql stable
         as $$ select attempt_result_as_written(p_attempt_id) ${change} $$`,
      )
      .execute(suite.h.db)
  }

  it('is checked where the server reads it: a record of another shape is refused, naming the function', async () => {
    const { player, view } = await finishedAttempt()
    await player.caller.attempts.submit({ attemptId: view.attemptId, answers: [] })
    await alterResult(`|| jsonb_build_object('score', '1')`)
    await expect(player.caller.attempts.result({ attemptId: view.attemptId })).rejects.toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      cause: { message: expect.stringMatching(/^attempt_result returned what the server cannot read/) },
    })
  })

  it('checks the rank too: a place below 1 is no place', async () => {
    const { player, view } = await finishedAttempt()
    await player.caller.attempts.submit({ attemptId: view.attemptId, answers: [] })
    await alterResult(`|| jsonb_build_object('rank', 0)`)
    await expect(player.caller.attempts.result({ attemptId: view.attemptId })).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/^attempt_result returned .*\n.*rank/s) },
    })
  })
})

describe('past_deadline', () => {
  it('holds strictly after the deadline: at the deadline itself an answer still counts', async () => {
    const { rows } = await sql<{ at: boolean; after: boolean; before: boolean }>`
      select past_deadline(t, t) as at, past_deadline(t + interval '1 microsecond', t) as after,
             past_deadline(t - interval '1 microsecond', t) as before
      from (select now() as t) as moment
    `.execute(suite.h.db)
    expect(rows[0]).toEqual({ at: false, after: true, before: false })
  })

  it('is the only deadline comparison in the database’s functions', async () => {
    const { rows } = await sql<{ name: string; body: string }>`
      select proname as name, prosrc as body from pg_proc
      where pronamespace = 'public'::regnamespace and proname <> 'past_deadline'
    `.execute(suite.h.db)
    const comparing = rows.filter(({ body }) => /deadline_at\s*(<|>)|(<|>)=?\s*[\w.]*deadline_at/i.test(body))
    expect(comparing.map((row) => row.name)).toEqual([])
  })

  it('is the only deadline comparison in the server: its code reads the verdict', () => {
    const server = join(functionsDir(), '..', '..', 'src', 'server')
    const sources = readdirSync(server, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    )
    const comparing = sources.flatMap((file) =>
      readFileSync(join(server, file), 'utf8')
        .split('\n')
        .map((line, index) => ({ where: `${file}:${index + 1}`, line }))
        .filter(({ line }) => /deadline/i.test(line))
        // Type arguments (sql<Date>) and arrows are not comparisons.
        .filter(({ line }) => /[<>]/.test(line.replace(/<[\w\s|[\],.]*>/g, '').replace(/=>/g, ''))),
    )
    expect(comparing).toEqual([])
  })
})
