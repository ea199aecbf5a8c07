import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAiClient } from '#server/ai/client'
import { createHarness, type TestHarness } from '#server/testing/harness'
import { signedInUser } from '#server/testing/fixtures'
// The same local stand-in for an OpenAI-compatible API that the browser tests use: it translates
// by prefixing each text with the language's code, and a question saying MISFIT with one text too many.
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

/** What the stand-in was sent, as far as these tests read it. */
interface AskedFor {
  messages: { content: string }[]
  response_format: { type: string; json_schema: { strict: boolean; schema: { properties: Record<string, unknown> } } }
}

const single = {
  question: 'What is $x$ if $2x = 10$?',
  options: ['5', '10', '2', '20'],
  correctAnswer: 0,
  explanation: 'Divide both sides by 2.',
}
const matching = {
  type: 'matching' as const,
  question: 'Match each state to its capital',
  pairs: [
    { left: 'Kerala', right: 'Thiruvananthapuram' },
    { left: 'Assam', right: 'Dispur' },
  ],
}

describe('AI translation of one question (against the local stand-in)', () => {
  it('translates the text, explanation and each option over REST, asking for strict JSON', async () => {
    const user = await signedInUser(h)
    const response = await user.client.post('/api/v1/quizzes/translate-question', { question: single, language: 'hi' })
    expect(response.status, response.text).toBe(200)
    expect(response.json).toEqual({
      success: true,
      data: {
        translation: {
          language: 'hi',
          question: '[hi] What is $x$ if $2x = 10$?',
          explanation: '[hi] Divide both sides by 2.',
          options: ['[hi] 5', '[hi] 10', '[hi] 2', '[hi] 20'],
        },
      },
    })
    const request = fakeOpenAiRequests.at(-1) as unknown as AskedFor
    expect(request.response_format.type).toBe('json_schema')
    expect(request.response_format.json_schema.strict).toBe(true)
    // The options' count is part of the contract, and the answer key is never sent.
    expect(request.response_format.json_schema.schema.properties.options).toMatchObject({ minItems: 4, maxItems: 4 })
    const prompt = request.messages.map((message) => message.content).join('\n')
    expect(prompt).toContain('into Hindi (हिन्दी), code hi')
    expect(prompt).toContain('$…$')
    expect(prompt).not.toContain('correctAnswer')
  })

  it('translates every type over tRPC: a matching question pair by pair, a true/false one with no options', async () => {
    const user = await signedInUser(h)
    const pairs = await user.caller.quizzes.translateQuestion({ question: matching, language: 'ta' })
    expect(pairs.translation).toEqual({
      language: 'ta',
      question: '[ta] Match each state to its capital',
      explanation: '',
      pairs: [
        { left: '[ta] Kerala', right: '[ta] Thiruvananthapuram' },
        { left: '[ta] Assam', right: '[ta] Dispur' },
      ],
    })
    const statement = await user.caller.quizzes.translateQuestion({
      question: { type: 'true-false', question: 'The Ganga flows into the Bay of Bengal.', correctAnswer: true },
      language: 'hi',
    })
    expect(statement.translation).toEqual({
      language: 'hi',
      question: '[hi] The Ganga flows into the Bay of Bengal.',
      explanation: '',
    })
    const order = await user.caller.quizzes.translateQuestion({
      question: {
        type: 'ordering',
        question: 'Oldest first',
        items: ['Dandi March', 'Quit India', 'Partition'],
        grading: 'all-or-nothing',
      },
      language: 'bn',
    })
    expect(order.translation.items).toEqual(['[bn] Dandi March', '[bn] Quit India', '[bn] Partition'])
  })

  it('asks again when the translation does not fit its question, then refuses in words', async () => {
    const user = await signedInUser(h)
    const before = fakeOpenAiRequests.length
    const response = await user.client.post('/api/v1/quizzes/translate-question', {
      question: { ...single, question: 'MISFIT: what is 2 + 3?' },
      language: 'hi',
    })
    expect(response.status).toBe(502)
    expect(response.json.message).toBe(
      m.ai_server_invalid_translation({
        problem: m.question_translation_parts_count({ language: 'हिन्दी', count: 4 }),
      }),
    )
    // The first answer and one retry that names what was wrong.
    expect(fakeOpenAiRequests.length - before).toBe(2)
    const retry = fakeOpenAiRequests.at(-1)?.messages.at(-1)?.content
    expect(retry).toContain(m.question_translation_parts_count({ language: 'हिन्दी', count: 4 }))
  })

  it('refuses a question that is not one, or an unknown language, in words', async () => {
    const user = await signedInUser(h)
    const noOptions = await user.client.post('/api/v1/quizzes/translate-question', {
      question: { ...single, options: ['5', '10'] },
      language: 'hi',
    })
    expect(noOptions.status).toBe(400)
    expect(noOptions.json.message).not.toMatch(/question\.options|\.\d+\./)
    const unknown = await user.client.post('/api/v1/quizzes/translate-question', { question: single, language: 'xx' })
    expect(unknown.status).toBe(400)
    expect(unknown.json.message).toContain(m.quiz_language_texts_unknown())
  })

  it('says clearly when AI is not configured, with a 4xx', async () => {
    const user = await signedInUser(unconfigured)
    const response = await user.client.post('/api/v1/quizzes/translate-question', { question: single, language: 'hi' })
    expect(response.status).toBe(412)
    expect(response.json).toEqual({ success: false, message: m.server_ai_not_configured() })
    await expect(user.caller.quizzes.translateQuestion({ question: single, language: 'hi' })).rejects.toMatchObject({
      code: 'PRECONDITION_FAILED',
    })
  })
})
