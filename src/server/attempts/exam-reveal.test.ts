import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { approvedQuiz, suiteWithCreator } from '#server/testing/fixtures'

const suite = suiteWithCreator()

const EXPLANATION = 'Delhi became the capital in 1911'
/** Two sections, the first option right; the explanations are the secrets a response must not carry. */
const mock = {
  title: 'Mock with solutions after the window',
  timeLimit: 120,
  questions: [1, 2, 3].map((n) => ({
    question: `Question ${n}: which is right?`,
    options: ['Right', 'Wrong one', 'Wrong two', 'Wrong three'],
    correctAnswer: 0,
    explanation: `${EXPLANATION} (${n})`,
  })),
  sections: [
    { title: 'Reasoning', timeLimit: 60, marking: { correct: 1, wrong: -0.25 }, questionIndexes: [0, 1] },
    { title: 'English', timeLimit: 60, marking: { correct: 1, wrong: -0.25 }, questionIndexes: [2] },
  ],
  sectionOrder: 'fixed' as const,
  carryOver: true,
  settings: { showCorrectAnswersWhen: 'after_close' as const },
}

/** The keys that carry the answer key or a solution, anywhere in a body, with a value. */
const leaks = (body: unknown): string[] => {
  if (Array.isArray(body)) return body.flatMap(leaks)
  if (!body || typeof body !== 'object') return []
  return Object.entries(body).flatMap(([key, value]) => [
    ...(['correctAnswer', 'explanation'].includes(key) && value !== null ? [key] : []),
    ...leaks(value),
  ])
}
const expectNoSolutions = (body: unknown) => {
  expect(leaks(body)).toEqual([])
  expect(JSON.stringify(body)).not.toContain(EXPLANATION)
}

describe("an exam's solutions, shown only after the mock's window closes", () => {
  it('are in no response of the attempt, its palette, its sections or its scorecard until then, and in the result after', async () => {
    const quiz = await approvedQuiz(suite.h.db, suite.creator.id, mock)
    const closes = new Date(Date.now() + 3_600_000).toISOString()
    await sql`update quizzes set end_time = ${closes}::timestamptz where id = ${quiz.id}::uuid`.execute(suite.h.db)
    const player = await suite.player()
    const view = await player.caller.attempts.start({ quizId: quiz.id })
    const { attemptId } = view
    const right = (index: number) => view.questions[index]!.options.indexOf('Right')
    const bodies: unknown[] = [view]
    bodies.push(
      await player.caller.attempts.saveAnswer({
        attemptId,
        questionId: view.questions[0]!.id,
        selectedOption: right(0),
      }),
    )
    bodies.push(
      await player.caller.attempts.setPalette({ attemptId, questionId: view.questions[1]!.id, state: 'marked' }),
    )
    bodies.push(await player.caller.attempts.palette({ attemptId }))
    bodies.push(await player.caller.attempts.closeSection({ attemptId }))
    bodies.push(await player.caller.attempts.current({ attemptId }))
    const palette = await player.client.get(`/api/v1/quizzes/attempts/${attemptId}/palette`)
    expect(palette.status).toBe(200)
    bodies.push(palette.json)
    const submitted = await player.caller.attempts.submit({ attemptId })
    bodies.push(submitted, await player.caller.attempts.result({ attemptId }))
    for (const path of [`attempts/${attemptId}`, `attempts/${attemptId}/analysis`]) {
      const response = await player.client.get(`/api/v1/quizzes/${path}`)
      expect(response.status).toBe(200)
      bodies.push(response.json)
    }
    // The scorecard is there, without the solutions.
    expect(submitted.exam?.sections.map((section) => section.title)).toEqual(['Reasoning', 'English'])
    for (const body of bodies) expectNoSolutions(body)

    // The window closes, by the database's clock: the same result now carries them.
    await sql`update quizzes set end_time = now() - interval '1 second' where id = ${quiz.id}::uuid`.execute(suite.h.db)
    const later = await player.caller.attempts.result({ attemptId })
    expect(later.detailedAnswers!.map((answer) => answer.explanation)).toEqual(
      mock.questions.map((question) => question.explanation),
    )
    expect(later.exam?.sections.map((section) => section.title)).toEqual(['Reasoning', 'English'])
  })
})
