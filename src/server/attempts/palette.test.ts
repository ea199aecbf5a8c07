import { describe, expect, it } from 'vitest'
import { approvedQuiz, suiteWithCreator } from '#server/testing/fixtures'

const suite = suiteWithCreator()

async function started() {
  const quiz = await approvedQuiz(suite.h.db, suite.creator.id, { title: 'Palette mock', timeLimit: 600 })
  const player = await suite.player()
  const view = await player.caller.attempts.start({ quizId: quiz.id })
  const ids = view.questions.map((question) => question.id)
  return { player, view, ids, attemptId: view.attemptId }
}

describe('the question palette', () => {
  it('keeps each question’s state on the server: seen, answered from the saved answers, marked for review', async () => {
    const { player, ids, attemptId, view } = await started()
    const states = async () => (await player.caller.attempts.palette({ attemptId })).palette.map((entry) => entry.state)
    expect(await states()).toEqual(['not-visited', 'not-visited', 'not-visited'])

    await player.caller.attempts.setPalette({ attemptId, questionId: ids[0]!, state: 'not-answered' })
    await player.caller.attempts.saveAnswer({ attemptId, questionId: ids[1]!, selectedOption: 0 })
    await player.caller.attempts.setPalette({ attemptId, questionId: ids[1]!, state: 'answered-marked' })
    await player.caller.attempts.setPalette({ attemptId, questionId: ids[2]!, state: 'marked' })
    expect(await states()).toEqual(['not-answered', 'answered-marked', 'marked'])

    // Another device of the same player finds the same palette over REST.
    const rest = await player.client.get(`/api/v1/quizzes/attempts/${attemptId}/palette`)
    expect(rest.status).toBe(200)
    expect(rest.json.data.counts).toEqual({
      'not-visited': 0,
      'not-answered': 1,
      answered: 0,
      marked: 1,
      'answered-marked': 1,
    })

    // Clearing the response leaves the mark: marked alone is not answered, and not scored.
    await player.caller.attempts.saveAnswer({ attemptId, questionId: ids[1]!, selectedOption: null })
    expect(await states()).toEqual(['not-answered', 'marked', 'marked'])
    const result = await player.caller.attempts.submit({ attemptId })
    expect(result.attempt.score).toBe(0)
    expect(view.questions).toHaveLength(3)
  })

  it('refuses what the answers do not allow, in words naming the question, and any change once the attempt is over', async () => {
    const { player, ids, attemptId } = await started()
    const set = (index: number, state: 'answered' | 'marked' | 'not-visited' | 'not-answered') =>
      player.client.put(`/api/v1/quizzes/attempts/${attemptId}/palette/${ids[index]}`, { state })
    const refused = async (answer: Promise<{ status: number; json: { message: string } }>) => {
      const { status, json } = await answer
      expect(status).toBe(409)
      return json.message
    }
    expect(await refused(set(0, 'answered'))).toBe(
      'Question 1 has no saved answer: answer it before marking it answered',
    )
    await player.caller.attempts.saveAnswer({ attemptId, questionId: ids[0]!, selectedOption: 1 })
    expect(await refused(set(0, 'marked'))).toBe('Question 1 has a saved answer: clear the response first')
    expect((await set(1, 'not-answered')).status).toBe(200)
    expect(await refused(set(1, 'not-visited'))).toBe('Question 2 has been seen already')
    const unknown = await player.client.put(`/api/v1/quizzes/attempts/${attemptId}/palette/${ids[2]}`, {
      state: 'seen',
    })
    expect(unknown.status).toBe(400)
    expect(unknown.json.message).toContain('A palette state is one of')
    await player.caller.attempts.submit({ attemptId })
    expect(await refused(set(2, 'not-answered'))).toBe('This attempt is over: its palette cannot change')
  })

  it('is the player’s own: another player finds no such attempt', async () => {
    const { attemptId, ids } = await started()
    const stranger = await suite.player()
    const answer = await stranger.client.put(`/api/v1/quizzes/attempts/${attemptId}/palette/${ids[0]}`, {
      state: 'not-answered',
    })
    expect(answer.status).toBe(404)
    expect((await stranger.client.get(`/api/v1/quizzes/attempts/${attemptId}/palette`)).status).toBe(404)
  })
})
