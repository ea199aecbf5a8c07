import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { type QuizInput, QuizInputSchema } from '#shared/schemas/quiz'
import { approvedQuiz, SAMPLE_QUESTIONS, suiteWithCreator } from '#server/testing/fixtures'

const suite = suiteWithCreator()

const base = { title: 'Reveal quiz', timeLimit: 120, questions: SAMPLE_QUESTIONS }
const settingsOf = (input: Partial<QuizInput>) => QuizInputSchema.parse({ ...base, ...input }).settings
const window = { isPaid: true, pricePaise: 5000, startTime: '2030-01-01T00:00:00Z', endTime: '2030-01-02T00:00:00Z' }

describe('the choice of when the answers are shown', () => {
  it('defaults to after the quiz closes for a quiz with an end time, else after each attempt', () => {
    expect(settingsOf({})).toMatchObject({ showCorrectAnswers: true, showCorrectAnswersWhen: 'after_attempt' })
    expect(settingsOf(window)).toMatchObject({ showCorrectAnswers: true, showCorrectAnswersWhen: 'after_close' })
  })

  it('reads a client that sends only the boolean: true is the default, false is never', () => {
    expect(settingsOf({ settings: { showCorrectAnswers: true } }).showCorrectAnswersWhen).toBe('after_attempt')
    expect(settingsOf({ ...window, settings: { showCorrectAnswers: true } }).showCorrectAnswersWhen).toBe('after_close')
    expect(settingsOf({ ...window, settings: { showCorrectAnswers: false } })).toMatchObject({
      showCorrectAnswers: false,
      showCorrectAnswersWhen: 'never',
    })
  })

  it('keeps the boolean true unless the choice is never, the stricter of the two winning', () => {
    expect(settingsOf({ settings: { showCorrectAnswersWhen: 'never' } }).showCorrectAnswers).toBe(false)
    expect(settingsOf({ settings: { showCorrectAnswersWhen: 'after_close' } })).toMatchObject({
      showCorrectAnswers: true,
      showCorrectAnswersWhen: 'after_close',
    })
    expect(
      settingsOf({ settings: { showCorrectAnswers: false, showCorrectAnswersWhen: 'after_attempt' } }),
    ).toMatchObject({
      showCorrectAnswers: false,
      showCorrectAnswersWhen: 'never',
    })
  })

  it('is saved and read back over REST and tRPC, and refuses a choice that is not one', async () => {
    const rest = await suite.creator.client.post('/api/v1/quizzes', {
      ...base,
      settings: { showCorrectAnswersWhen: 'never' },
    })
    expect(rest.status, rest.text).toBe(201)
    expect(rest.json.quiz.settings).toMatchObject({ showCorrectAnswers: false, showCorrectAnswersWhen: 'never' })
    const created = await suite.creator.caller.quizzes.create({
      ...base,
      settings: { showCorrectAnswersWhen: 'after_close' },
    })
    expect(created.settings).toMatchObject({ showCorrectAnswers: true, showCorrectAnswersWhen: 'after_close' })
    const wrong = await suite.creator.client.post('/api/v1/quizzes', {
      ...base,
      settings: { showCorrectAnswersWhen: 'sometimes' },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.json.message).toContain('Show correct answers must be after each attempt')
  })
})

/** A submitted attempt on a new quiz with these settings, one question missed. */
async function submitted(settings: QuizInput['settings'], endTime: string | null = null) {
  const quiz = await approvedQuiz(suite.h.db, suite.creator.id, { settings })
  if (endTime)
    await sql`update quizzes set end_time = ${endTime}::timestamptz where id = ${quiz.id}::uuid`.execute(suite.h.db)
  const player = await suite.player()
  const view = await player.caller.attempts.start({ quizId: quiz.id })
  const answers = view.questions.map((question) => ({ questionId: question.id, selectedOption: 0 }))
  const result = await player.caller.attempts.submit({ attemptId: view.attemptId, answers })
  return { quiz, player, attemptId: view.attemptId, result }
}

function revealed(result: { detailedAnswers: Array<{ correctAnswer: unknown; explanation: string | null }> | null }) {
  return result.detailedAnswers!.map((answer) => [answer.correctAnswer !== null, answer.explanation !== null])
}
const ALL_SHOWN = SAMPLE_QUESTIONS.map(() => [true, true])
const ALL_HIDDEN = SAMPLE_QUESTIONS.map(() => [false, false])

describe('the result reveals the correct answers', () => {
  it('after each attempt, when the creator chose that', async () => {
    const { result } = await submitted({ showCorrectAnswersWhen: 'after_attempt' })
    expect(revealed(result)).toEqual(ALL_SHOWN)
    expect(result.quiz).toMatchObject({
      showCorrectAnswersWhen: 'after_attempt',
      answersShown: true,
      answersShownFrom: null,
    })
  })

  it('never, on every route that returns a result', async () => {
    const { player, attemptId, result } = await submitted({ showCorrectAnswersWhen: 'never' })
    expect(revealed(result)).toEqual(ALL_HIDDEN)
    expect(result.quiz).toMatchObject({ showCorrectAnswers: false, answersShown: false, answersShownFrom: null })
    expect(revealed(await player.caller.attempts.result({ attemptId }))).toEqual(ALL_HIDDEN)
    for (const path of [`attempts/${attemptId}`, `attempts/${attemptId}/analysis`]) {
      const response = await player.client.get(`/api/v1/quizzes/${path}`)
      expect(response.status).toBe(200)
      expect(revealed(response.json.data)).toEqual(ALL_HIDDEN)
    }
    const again = await player.client.post(`/api/v1/quizzes/attempts/${attemptId}/submit`, {})
    expect(revealed(again.json.data)).toEqual(ALL_HIDDEN)
    const text = JSON.stringify(result)
    for (const { explanation } of SAMPLE_QUESTIONS) expect(text).not.toContain(explanation)
  })

  it('after the quiz closes, by the database clock', async () => {
    const closes = new Date(Date.now() + 3_600_000).toISOString()
    const { quiz, player, attemptId, result } = await submitted({ showCorrectAnswersWhen: 'after_close' }, closes)
    expect(revealed(result)).toEqual(ALL_HIDDEN)
    expect(result.quiz).toMatchObject({
      showCorrectAnswersWhen: 'after_close',
      answersShown: false,
      answersShownFrom: closes,
    })
    // The quiz closes: the same result now shows them.
    await sql`update quizzes set end_time = now() - interval '1 second' where id = ${quiz.id}::uuid`.execute(suite.h.db)
    const later = await player.caller.attempts.result({ attemptId })
    expect(revealed(later)).toEqual(ALL_SHOWN)
    expect(later.quiz).toMatchObject({ answersShown: true, answersShownFrom: null })
  })

  it('never after the quiz closes when it has no end time', async () => {
    const { result } = await submitted({ showCorrectAnswersWhen: 'after_close' })
    expect(revealed(result)).toEqual(ALL_HIDDEN)
    expect(result.quiz).toMatchObject({ answersShown: false, answersShownFrom: null })
  })

  it('by the quiz’s setting now: a creator who hides the answers hides them from attempts already made', async () => {
    const { quiz, player, attemptId, result } = await submitted({ showCorrectAnswersWhen: 'after_attempt' })
    expect(revealed(result)).toEqual(ALL_SHOWN)
    await sql`update quizzes set settings = settings || '{"showCorrectAnswers": false, "showCorrectAnswersWhen": "never"}'::jsonb
              where id = ${quiz.id}::uuid`.execute(suite.h.db)
    expect(revealed(await player.caller.attempts.result({ attemptId }))).toEqual(ALL_HIDDEN)
  })

  it('for a quiz saved with only the boolean, as the default for its end time', async () => {
    const closes = new Date(Date.now() + 3_600_000).toISOString()
    const { quiz, player, attemptId } = await submitted({}, closes)
    await sql`update quizzes set settings = settings - 'showCorrectAnswersWhen' where id = ${quiz.id}::uuid`.execute(
      suite.h.db,
    )
    const result = await player.caller.attempts.result({ attemptId })
    expect(revealed(result)).toEqual(ALL_HIDDEN)
    expect(result.quiz.showCorrectAnswersWhen).toBe('after_close')
  })
})

describe('the analysis', () => {
  const review = (recommendations: string[]) => recommendations.find((line) => line.includes('you missed'))

  it('points to the explanations only when the player can read them', async () => {
    const shown = await submitted({ showCorrectAnswersWhen: 'after_attempt' })
    expect(review(shown.result.analysis.recommendations)).toMatch(/explanations/)
    for (const settings of [{ showCorrectAnswersWhen: 'never' as const }, { allowReview: false }]) {
      const { result } = await submitted(settings)
      const advice = review(result.analysis.recommendations)
      expect(advice).toBeDefined()
      expect(advice).not.toMatch(/explanation|correct answer/)
    }
  })

  it('points to the correct answers when the questions have no explanations', async () => {
    const quiz = await approvedQuiz(suite.h.db, suite.creator.id, {
      questions: SAMPLE_QUESTIONS.map((question) => ({ ...question, explanation: '' })),
    })
    const player = await suite.player()
    const view = await player.caller.attempts.start({ quizId: quiz.id })
    const result = await player.caller.attempts.submit({
      attemptId: view.attemptId,
      answers: view.questions.map((question) => ({ questionId: question.id, selectedOption: 0 })),
    })
    expect(review(result.analysis.recommendations)).toMatch(/correct answers/)
    expect(review(result.analysis.recommendations)).not.toMatch(/explanation/)
  })

  it('carries both of the contract’s names for its recommendations, over tRPC and REST', async () => {
    const { player, attemptId, result } = await submitted({})
    expect(result.analysis.studyRecommendations).toEqual(result.analysis.recommendations)
    const response = await player.client.get(`/api/v1/quizzes/attempts/${attemptId}/analysis`)
    expect(response.json.data.analysis.studyRecommendations).toEqual(response.json.data.analysis.recommendations)
    expect(response.json.data.analysis.recommendations.length).toBeGreaterThan(0)
  })
})

describe('which answers were right', () => {
  const rightness = (result: { detailedAnswers: Array<{ isCorrect: boolean | null; earned: number | null }> | null }) =>
    result.detailedAnswers!.map((answer) => [answer.isCorrect, answer.earned])

  it('is withheld with the answers: a second account cannot work the key out question by question', async () => {
    for (const settings of [
      { showCorrectAnswersWhen: 'never' as const },
      { showCorrectAnswersWhen: 'never' as const, allowReview: false },
    ]) {
      const { player, attemptId, result } = await submitted(settings)
      for (const shown of [
        result,
        (await player.client.get(`/api/v1/quizzes/attempts/${attemptId}/analysis`)).json.data,
      ]) {
        if (shown.detailedAnswers) expect(rightness(shown)).toEqual(SAMPLE_QUESTIONS.map(() => [null, null]))
        expect(shown.analysis.figures).toMatchObject({ missedQuestions: [], fastAccuracy: null, slowAccuracy: null })
        const said = [...shown.analysis.strengths, ...shown.analysis.weaknesses, shown.analysis.timeManagement].join(
          ' ',
        )
        expect(said).not.toMatch(/[Mm]issed questions? \d|in a row|quick answers were right|Accuracy was/)
        // The totals are the result itself, and stay.
        expect(shown.attempt).toMatchObject({ score: expect.any(Number), correctAnswers: expect.any(Number) })
        expect(shown.analysis.weaknesses.join(' ')).toMatch(/\d+ questions? missed/)
      }
    }
  })

  it('is shown with the answers', async () => {
    const { result } = await submitted({ showCorrectAnswersWhen: 'after_attempt' })
    expect(rightness(result).every(([isCorrect]) => typeof isCorrect === 'boolean')).toBe(true)
    expect(result.analysis.figures.missedQuestions.length).toBeGreaterThan(0)
    expect(result.analysis.weaknesses.join(' ')).toMatch(/Missed questions? \d/)
  })
})
