import { describe, expect, it } from 'vitest'
import { ageAttempt, approvedQuiz, SAMPLE_QUESTIONS, suiteWithCreator } from '#server/testing/fixtures'

const suite = suiteWithCreator()

async function started(timeLimit = 60) {
  const quiz = await approvedQuiz(suite.h.db, suite.creator.id, {
    timeLimit,
    settings: { antiCheat: { enabled: true } },
  })
  const player = await suite.player()
  const view = await player.caller.attempts.start({ quizId: quiz.id })
  return { quiz, player, view }
}

const storedReason = async (attemptId: string) =>
  (
    await suite.h.db
      .selectFrom('attempts')
      .select('submit_reason')
      .where('id', '=', attemptId)
      .executeTakeFirstOrThrow()
  ).submit_reason

describe('the reason an attempt ended', () => {
  it.each([
    ['anti_cheat', 'manual'],
    ['time_expired', 'manual'],
    ['manual', 'manual'],
    ['all_completed', 'all_completed'],
    [undefined, 'manual'],
  ] as const)('a client saying %s in time is taken as %s over tRPC', async (reason, expected) => {
    const { player, view } = await started()
    const result = await player.caller.attempts.submit({ attemptId: view.attemptId, ...(reason ? { reason } : {}) })
    expect(result.attempt.submitReason).toBe(expected)
    expect(await storedReason(view.attemptId)).toBe(expected)
  })

  it.each(['anti_cheat', 'time_expired'])('a client saying %s in time is taken as manual over REST', async (reason) => {
    const { quiz, player, view } = await started()
    const byAttempt = await player.client.post(`/api/v1/quizzes/attempts/${view.attemptId}/submit`, { reason })
    expect(byAttempt.status, byAttempt.text).toBe(200)
    expect(byAttempt.json.data.attempt.submitReason).toBe('manual')

    const other = await suite.player()
    const second = await other.caller.attempts.start({ quizId: quiz.id })
    const byQuiz = await other.client.post(`/api/v1/quizzes/${quiz.id}/submit`, { reason })
    expect(byQuiz.status, byQuiz.text).toBe(200)
    expect(byQuiz.json.data.attempt).toMatchObject({ _id: second.attemptId, submitReason: 'manual' })
  })

  it('is time_expired when the submission arrives at the time limit by the database clock, whatever the client says', async () => {
    const { player, view } = await started(60)
    // The full minute has gone by the database's clock; the grace period has not.
    await ageAttempt(suite.h.db, view.attemptId, 60)
    const right = view.questions.map((question) => {
      const original = SAMPLE_QUESTIONS.find((sample) => sample.question === question.question)!
      return {
        questionId: question.id,
        selectedOption: question.options.indexOf(original.options[original.correctAnswer]!),
      }
    })
    const result = await player.caller.attempts.submit({
      attemptId: view.attemptId,
      answers: right,
      reason: 'all_completed',
    })
    expect(result.attempt.submitReason).toBe('time_expired')
    // Inside the grace period the answers sent with it still count.
    expect(result.attempt.correctAnswers).toBe(SAMPLE_QUESTIONS.length)
  })

  it('is anti_cheat only on the server’s own violation path', async () => {
    const quiz = await approvedQuiz(suite.h.db, suite.creator.id, {
      settings: { antiCheat: { enabled: true, autoSubmitOnViolation: true } },
    })
    const player = await suite.player()
    const view = await player.caller.attempts.start({ quizId: quiz.id })
    const outcome = await player.caller.attempts.violation({ attemptId: view.attemptId, type: 'fullscreen_violation' })
    expect(outcome.result?.attempt.submitReason).toBe('anti_cheat')
    // A late submit from the client changes nothing.
    const again = await player.caller.attempts.submit({ attemptId: view.attemptId, reason: 'manual' })
    expect(again.attempt.submitReason).toBe('anti_cheat')
  })

  it('refuses a reason that is no reason at all', async () => {
    const { player, view } = await started()
    const response = await player.client.post(`/api/v1/quizzes/attempts/${view.attemptId}/submit`, { reason: 'bored' })
    expect(response.status).toBe(400)
    expect(await storedReason(view.attemptId)).toBeNull()
  })
})
