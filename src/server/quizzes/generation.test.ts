import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAiClient } from '#server/ai/client'
import { createHarness, type TestHarness } from '#server/testing/harness'
import { approvedQuiz, signedInUser } from '#server/testing/fixtures'
// The same local stand-in for an OpenAI-compatible API that the browser tests use.
import { fakeOpenAiRequests, startFakeOpenAi } from '../../../e2e/support/fake-openai.mjs'
import { m } from '#shared/i18n'

let h: TestHarness
let unconfigured: TestHarness
beforeAll(async () => {
  const baseUrl = await startFakeOpenAi()
  h = await createHarness({ ai: createAiClient({ apiKey: 'test-key', baseUrl, model: 'fake-model' }) })
  unconfigured = await createHarness({ ai: null })
})
afterAll(async () => {
  await h.close()
  await unconfigured.close()
})

describe('AI generation over /api/v1 (against a local fake provider)', () => {
  it('fills the editor: questions, suggested title, description and category', async () => {
    const user = await signedInUser(h)
    const response = await user.client.post('/api/v1/quizzes/generate-preview', {
      topic: 'Indian Railways',
      numQuestions: 3,
      difficulty: 'easy',
    })
    expect(response.status).toBe(200)
    expect(response.json).toMatchObject({
      success: true,
      suggestedTitle: 'Indian Railways Challenge',
      suggestedCategory: 'general-knowledge',
      suggestedDescription: expect.any(String),
    })
    expect(response.json.questions).toHaveLength(3)
    for (const question of response.json.questions) {
      expect(question).toEqual({
        type: 'multiple-choice',
        question: expect.stringContaining('Indian Railways'),
        options: expect.any(Array),
        correctAnswer: expect.any(Number),
        explanation: expect.any(String),
      })
      expect(new Set(question.options).size).toBe(4)
    }
  })

  it('asks the model to write in the quiz language, English unless told', async () => {
    const user = await signedInUser(h)
    const lastPrompt = () => {
      const request = fakeOpenAiRequests.at(-1)
      return (request?.messages ?? []).map((message) => message.content).join('\n')
    }
    const hindi = await user.client.post('/api/v1/quizzes/generate-preview', {
      topic: 'भारत का इतिहास',
      numQuestions: 2,
      language: 'hi',
    })
    expect(hindi.status).toBe(200)
    expect(lastPrompt()).toContain(
      'Write the questions, options, explanations, suggested title and suggested description in Hindi (हिन्दी)',
    )
    expect(lastPrompt()).toContain('"भारत का इतिहास"')

    await user.caller.quizzes.generatePreview({ topic: 'Tamil literature', numQuestions: 1, language: 'ta' })
    expect(lastPrompt()).toContain('in Tamil (தமிழ்)')

    await user.client.post('/api/v1/quizzes/generate-preview', { topic: 'Cricket', numQuestions: 1 })
    expect(lastPrompt()).toContain('suggested description in English,')
    // Into a saved quiz: its own language, unless the request names another.
    const quiz = await approvedQuiz(h.db, user.id, { language: 'mr' })
    await user.client.post(`/api/v1/quizzes/${quiz.id}/generate`, { topic: 'Cricket', numQuestions: 1 })
    expect(lastPrompt()).toContain('in Marathi (मराठी)')
    await user.client.post(`/api/v1/quizzes/${quiz.id}/generate`, { topic: 'Cricket', numQuestions: 1, language: 'en' })
    expect(lastPrompt()).toContain('suggested description in English,')

    const unknown = await user.client.post('/api/v1/quizzes/generate-preview', { topic: 'Cricket', language: 'xx' })
    expect(unknown.status).toBe(400)
    expect(unknown.json.message).toContain(m.quiz_language_texts_unknown())
  })

  it('adds generated questions to a quiz, which goes back to review', async () => {
    const user = await signedInUser(h)
    const quiz = await approvedQuiz(h.db, user.id)
    const response = await user.client.post(`/api/v1/quizzes/${quiz.id}/generate`, {
      topic: 'Monsoon',
      numQuestions: 2,
    })
    expect(response.status).toBe(201)
    expect(response.json.data.questions).toHaveLength(3 + 2)
    const row = await h.db
      .selectFrom('quizzes')
      .select(['status', 'question_count'])
      .where('id', '=', quiz.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'pending', question_count: 5 })
    // In review now, so to a stranger it is not there.
    const stranger = await signedInUser(h)
    expect((await stranger.client.post(`/api/v1/quizzes/${quiz.id}/generate`, { topic: 'x' })).status).toBe(404)
  })

  it('writes the mix the creator chose, over REST and tRPC, and saves it into a quiz', async () => {
    const user = await signedInUser(h)
    const typeCounts = {
      'multiple-choice': 1,
      'multiple-answers': 1,
      'true-false': 1,
      numeric: 1,
      'short-answer': 1,
      ordering: 1,
      matching: 1,
    }
    const response = await user.client.post('/api/v1/quizzes/generate-preview', { topic: 'Rivers', typeCounts })
    expect(response.status, response.text).toBe(200)
    expect(response.json.questions.map((question: { type: string }) => question.type)).toEqual(Object.keys(typeCounts))
    const overTrpc = await user.caller.quizzes.generatePreview({
      topic: 'Rivers',
      numQuestions: 4,
      questionTypes: ['true-false', 'numeric'],
    })
    expect(overTrpc.questions.map((question) => question.type)).toEqual([
      'true-false',
      'numeric',
      'true-false',
      'numeric',
    ])
    const quiz = await approvedQuiz(h.db, user.id)
    const saved = await user.client.post(`/api/v1/quizzes/${quiz.id}/generate`, { topic: 'Rivers', typeCounts })
    expect(saved.status, saved.text).toBe(201)
    expect(saved.json.data.questions.slice(3).map((question: { type: string }) => question.type)).toEqual(
      Object.keys(typeCounts),
    )
    const unknown = await user.client.post('/api/v1/quizzes/generate-preview', { topic: 'x', typeCounts: { essay: 1 } })
    expect(unknown.status).toBe(400)
    expect(unknown.json.message).toContain(m.question_type_unknown())
  })

  it('writes both languages when asked: every type translated, saved into a quiz of its paper', async () => {
    const user = await signedInUser(h)
    const typeCounts = {
      'multiple-choice': 1,
      'multiple-answers': 1,
      'true-false': 1,
      numeric: 1,
      'short-answer': 1,
      ordering: 1,
      matching: 1,
    }
    const response = await user.client.post('/api/v1/quizzes/generate-preview', {
      topic: 'Rivers',
      typeCounts,
      secondLanguage: 'hi',
    })
    expect(response.status, response.text).toBe(200)
    for (const question of response.json.questions) {
      expect(question.translation).toMatchObject({ language: 'hi', question: `[hi] ${question.question}` })
      expect(question.translation.options).toEqual(question.options?.map((text: string) => `[hi] ${text}`))
      expect(question.translation.items).toEqual(question.items?.map((text: string) => `[hi] ${text}`))
      expect(question.translation.pairs?.length).toBe(question.pairs?.length)
    }
    const quiz = await approvedQuiz(h.db, user.id)
    const saved = await user.client.post(`/api/v1/quizzes/${quiz.id}/generate`, {
      topic: 'Rivers',
      numQuestions: 2,
      secondLanguage: 'ta',
    })
    expect(saved.status, saved.text).toBe(201)
    const added = saved.json.data.questions.slice(3)
    expect(added.map((question: { translation: { language: string } }) => question.translation.language)).toEqual([
      'ta',
      'ta',
    ])
    // The paper has one second language: another is refused, naming the question it would have been.
    const other = await user.client.post(`/api/v1/quizzes/${quiz.id}/generate`, {
      topic: 'Rivers',
      numQuestions: 1,
      secondLanguage: 'bn',
    })
    expect(other.status).toBe(400)
    expect(other.json.message).toBe(
      `Question 6: ${m.question_translation_one_language({ language: 'বাংলা', first: 'தமிழ்' })}`,
    )
    // Nor the quiz's own language (English here, the quiz's, though the request names none).
    const own = await user.client.post(`/api/v1/quizzes/${quiz.id}/generate`, { topic: 'x', secondLanguage: 'en' })
    expect(own.status).toBe(400)
    expect(own.json.message).toBe(m.question_translation_same_language({ language: 'English' }))
  })

  it('says clearly when AI is not configured, with a 4xx', async () => {
    const user = await signedInUser(unconfigured)
    const response = await user.client.post('/api/v1/quizzes/generate-preview', { topic: 'Cricket' })
    expect(response.status).toBe(412)
    expect(response.json).toEqual({ success: false, message: m.server_ai_not_configured() })
    await expect(user.caller.quizzes.generatePreview({ topic: 'Cricket' })).rejects.toMatchObject({
      code: 'PRECONDITION_FAILED',
    })
  })
})
