import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { GeneratePreviewSchema } from '#shared/schemas/quiz'
import { EDITOR_CATEGORIES } from '#shared/quiz'
import { AppError } from '#server/errors'
import { type AiClient, createAiClient } from '../client'
import { generateQuiz } from './index'
import { typePlan } from './plan'
import { correctAnswerPlan } from './prompt'
import { checkAnswer, questionsResponseFormat } from './schema'
import { m } from '#shared/i18n'

const API_KEY = 'sk-test-SECRET-0123456789abcdef'
const MODEL = 'quizdom-test-model'

interface SeenRequest {
  method: string
  url: string
  authorization: string | undefined
  body: any
}

/** What the fake answers one request with; `hang` never answers, to trigger the client's timeout. */
type Reply = { status?: number; json: unknown } | { hang: true }

/**
 * A fake OpenAI-compatible server: each test scripts the replies, in order, and reads back the
 * requests it got. It runs the real SDK and the real HTTP path: only the outside service is stood in for.
 */
class FakeOpenAi {
  readonly seen: SeenRequest[] = []
  private replies: Reply[] = []
  private server: Server = createServer((req, res) => void this.handle(req, res))

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    const { port } = this.server.address() as AddressInfo
    return `http://127.0.0.1:${port}/v1`
  }

  script(...replies: Reply[]) {
    this.seen.length = 0
    this.replies = replies
  }

  async close() {
    // Hanging requests keep their sockets open; close them or close() waits for ever.
    this.server.closeAllConnections()
    await new Promise<void>((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())))
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    this.seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization,
      body: text ? JSON.parse(text) : undefined,
    })
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      return send(res, 404, { error: { message: `No route ${req.method} ${req.url}`, type: 'invalid_request_error' } })
    }
    const reply = this.replies.shift()
    if (!reply) return send(res, 500, { error: { message: 'The test scripted no reply', type: 'server_error' } })
    if ('hang' in reply) return
    send(res, reply.status ?? 200, reply.json)
  }
}

function send(res: ServerResponse, status: number, json: unknown) {
  const body = JSON.stringify(json)
  res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': 'req_test' })
  res.end(body)
}

/** A chat completion whose message content is `content` (a string is sent as it is). */
function answer(content: unknown): Reply {
  return {
    json: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: MODEL,
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: typeof content === 'string' ? content : JSON.stringify(content),
            refusal: null,
          },
          finish_reason: 'stop',
          logprobs: null,
        },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    },
  }
}

function question(n: number, overrides: Record<string, unknown> = {}) {
  return {
    type: 'multiple-choice',
    question: `Which river is number ${n}?`,
    options: [`Ganga ${n}`, `Yamuna ${n}`, `Godavari ${n}`, `Kaveri ${n}`],
    correctAnswer: n % 4,
    explanation: `River ${n} is the answer.`,
    ...overrides,
  }
}

function quiz(questions: unknown[], overrides: Record<string, unknown> = {}) {
  return {
    questions,
    suggestedTitle: 'Rivers of India',
    suggestedDescription: 'Test your knowledge of Indian rivers.',
    suggestedCategory: 'geography',
    ...overrides,
  }
}

const input = (numQuestions: number) => GeneratePreviewSchema.parse({ topic: 'Indian rivers', numQuestions })

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => expect.unreachable('expected generateQuiz to fail'),
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

describe('generateQuiz against a fake OpenAI-compatible server', () => {
  const fake = new FakeOpenAi()
  let ai: AiClient

  beforeAll(async () => {
    const baseUrl = await fake.start()
    ai = createAiClient({ apiKey: API_KEY, baseUrl, model: MODEL })!
  })
  afterAll(() => fake.close())
  beforeEach(() => fake.script())

  it('returns the editor’s shape with the requested count, asking for strict json_schema output', async () => {
    fake.script(
      answer(
        quiz(
          [
            question(1, {
              question: '  Which river is called the Dakshina Ganga?  ',
              options: [' Godavari ', 'Krishna', 'Kaveri', 'Narmada '],
              correctAnswer: 0,
              explanation: ' It is the longest river in peninsular India. ',
            }),
            question(2),
            question(3),
          ],
          { suggestedTitle: '  Rivers of India ', suggestedDescription: ' All about rivers. ' },
        ),
      ),
    )

    const result = await generateQuiz(ai, input(3))

    expect(result).toEqual({
      questions: [
        {
          type: 'multiple-choice',
          question: 'Which river is called the Dakshina Ganga?',
          options: ['Godavari', 'Krishna', 'Kaveri', 'Narmada'],
          correctAnswer: 0,
          explanation: 'It is the longest river in peninsular India.',
        },
        question(2),
        question(3),
      ],
      suggestedTitle: 'Rivers of India',
      suggestedDescription: 'All about rivers.',
      suggestedCategory: 'geography',
    })

    expect(fake.seen).toHaveLength(1)
    const [request] = fake.seen
    expect(request?.url).toBe('/v1/chat/completions')
    expect(request?.authorization).toBe(`Bearer ${API_KEY}`)
    expect(request?.body.model).toBe(MODEL)
    expect(request?.body.response_format.type).toBe('json_schema')
    expect(request?.body.response_format.json_schema.strict).toBe(true)
    expect(request?.body.response_format.json_schema.name).toMatch(/^[A-Za-z0-9_-]{1,64}$/)
    const schema = request?.body.response_format.json_schema.schema
    expect(schema.properties.questions).toMatchObject({ type: 'array', minItems: 3, maxItems: 3 })
    expect(schema.properties.suggestedCategory.enum).toEqual([...EDITOR_CATEGORIES])
    const [system, user] = request?.body.messages ?? []
    expect(system.role).toBe('system')
    expect(user.role).toBe('user')
    expect(user.content).toContain('"Indian rivers"')
    expect(user.content).toContain('3 medium multiple-choice questions')
  })

  it('retries once when one question is invalid and uses the second answer', async () => {
    const duplicateOptions = question(2, { options: ['Ganga', 'Yamuna', ' ganga ', 'Kaveri'] })
    fake.script(answer(quiz([question(1), duplicateOptions])), answer(quiz([question(3), question(4)])))

    const result = await generateQuiz(ai, input(2))

    expect(result.questions).toEqual([question(3), question(4)])
    expect(fake.seen).toHaveLength(2)
    // The retry tells the model what was wrong, after the original conversation.
    const retryMessages = fake.seen[1]?.body.messages
    expect(retryMessages).toHaveLength(3)
    expect(retryMessages[2].content).toContain('question 2 has duplicate options')
  })

  it('fails with UPSTREAM_FAILED naming the problem after two invalid answers', async () => {
    const badAnswer = answer(quiz([question(1), question(2, { correctAnswer: 7 })]))
    fake.script(badAnswer, badAnswer)

    const error = await failure(generateQuiz(ai, input(2)))

    expect(error.code).toBe('UPSTREAM_FAILED')
    expect(error.message).toBe(
      'The AI returned invalid questions: question 2 has correctAnswer 7, which is not a whole number from 0 to 3. Please try again.',
    )
    expect(fake.seen).toHaveLength(2)
  })

  it('retries malformed JSON content, then rejects it', async () => {
    fake.script(answer('{"questions": [ {"question": "Cut'), answer('not json at all'))

    const error = await failure(generateQuiz(ai, input(1)))

    expect(error.code).toBe('UPSTREAM_FAILED')
    expect(error.message).toBe('The AI returned invalid questions: the answer was not valid JSON. Please try again.')
    expect(fake.seen).toHaveLength(2)
  })

  it('treats too few questions as invalid, and takes the first valid ones from a surplus', async () => {
    fake.script(
      answer(quiz([question(1)])),
      answer(quiz([question(1), question(2, { question: ' which river is NUMBER 1 ' }), question(3), question(4)])),
    )

    const result = await generateQuiz(ai, input(2))

    // The second answer's question 2 repeats question 1, so questions 1 and 3 are the first two valid ones.
    expect(result.questions).toEqual([question(1), question(3)])
    expect(fake.seen).toHaveLength(2)
    expect(fake.seen[1]?.body.messages[2].content).toContain('it returned 1 question where 2 were asked for')
  })

  it('answers a 401 with UPSTREAM_FAILED, without the key in the message and without retrying', async () => {
    fake.script({
      status: 401,
      json: {
        error: {
          message: `Incorrect API key provided: ${API_KEY}`,
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      },
    })

    const error = await failure(generateQuiz(ai, input(1)))

    expect(error.code).toBe('UPSTREAM_FAILED')
    expect(error.message).toBe('The AI service did not accept the configured API key.')
    expect(error.message).not.toContain(API_KEY)
    expect(JSON.stringify(error.details)).not.toContain(API_KEY)
    expect(fake.seen).toHaveLength(1)
  })

  it('answers a 429 and a 500 with UPSTREAM_FAILED, one request each (no hidden SDK retries)', async () => {
    fake.script({ status: 429, json: { error: { message: 'Rate limit reached', type: 'requests' } } })
    const rateLimited = await failure(generateQuiz(ai, input(1)))
    expect(rateLimited.code).toBe('UPSTREAM_FAILED')
    expect(rateLimited.message).toBe('The AI service is busy or out of quota. Please try again later.')
    expect(fake.seen).toHaveLength(1)

    fake.script({ status: 500, json: { error: { message: 'boom', type: 'server_error' } } })
    const broken = await failure(generateQuiz(ai, input(1)))
    expect(broken.code).toBe('UPSTREAM_FAILED')
    expect(broken.message).toBe('The AI service had an internal error. Please try again later.')
    expect(fake.seen).toHaveLength(1)
  })

  it('answers a refusal with BAD_REQUEST, without retrying', async () => {
    fake.script({
      json: {
        id: 'chatcmpl-refusal',
        object: 'chat.completion',
        created: 1_700_000_000,
        model: MODEL,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: null, refusal: 'I cannot help with that.' },
            finish_reason: 'stop',
            logprobs: null,
          },
        ],
      },
    })

    const error = await failure(generateQuiz(ai, input(1)))

    expect(error.code).toBe('BAD_REQUEST')
    expect(fake.seen).toHaveLength(1)
  })

  it('falls back to the default category and the topic as title when the suggestions are unusable', async () => {
    fake.script(answer(quiz([question(1)], { suggestedTitle: '   ', suggestedCategory: 'Rivers & Lakes' })))

    const result = await generateQuiz(ai, input(1))

    expect(result.suggestedTitle).toBe('Indian rivers')
    expect(result.suggestedCategory).toBe('general-knowledge')
  })
})

describe('generateQuiz when the AI service does not answer in time', () => {
  const fake = new FakeOpenAi()
  let ai: AiClient

  beforeAll(async () => {
    const baseUrl = await fake.start()
    ai = createAiClient({ apiKey: API_KEY, baseUrl, model: MODEL }, { timeoutMs: 300 })!
  })
  afterAll(() => fake.close())

  it('fails with UPSTREAM_TIMEOUT and does not retry', async () => {
    fake.script({ hang: true }, answer(quiz([question(1)])))

    const error = await failure(generateQuiz(ai, input(1)))

    expect(error.code).toBe('UPSTREAM_TIMEOUT')
    expect(error.message).toBe(m.ai_server_timeout())
    expect(fake.seen).toHaveLength(1)
  })
})

describe('generateQuiz when the AI service cannot be reached', () => {
  it('fails with UPSTREAM_FAILED on a refused connection', async () => {
    // A port that was just free: nothing listens there any more.
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const { port } = probe.address() as AddressInfo
    await new Promise<void>((resolve) => probe.close(() => resolve()))
    const ai = createAiClient({ apiKey: API_KEY, baseUrl: `http://127.0.0.1:${port}/v1`, model: MODEL })

    const error = await failure(generateQuiz(ai, input(1)))

    expect(error.code).toBe('UPSTREAM_FAILED')
    expect(error.message).toBe('Could not reach the AI service. Please try again later.')
  })
})

describe('generateQuiz without configuration', () => {
  it('has no client without an API key, and answers NOT_CONFIGURED with the exact message', async () => {
    const ai = createAiClient({ apiKey: undefined, baseUrl: 'http://127.0.0.1:9/v1', model: MODEL })
    expect(ai).toBeNull()

    const error = await failure(generateQuiz(ai, input(5)))

    expect(error.code).toBe('NOT_CONFIGURED')
    expect(error.message).toBe(m.server_ai_not_configured())
  })

  it('also treats an empty API key as not configured', () => {
    expect(createAiClient({ apiKey: '', model: MODEL })).toBeNull()
  })
})

describe('the structured-output schema and the answer checks', () => {
  it('is valid for OpenAI strict mode: every object lists all its properties as required, no extras', () => {
    const { json_schema } = questionsResponseFormat(Array(5).fill('multiple-choice'))
    expect(json_schema.strict).toBe(true)
    expect(json_schema.schema).not.toHaveProperty('$schema')

    const objects: Array<Record<string, any>> = []
    const walk = (node: unknown) => {
      if (!node || typeof node !== 'object') return
      const record = node as Record<string, any>
      if (record.type === 'object') objects.push(record)
      Object.values(record).forEach(walk)
    }
    walk(json_schema.schema)

    expect(objects.length).toBeGreaterThanOrEqual(2)
    for (const object of objects) {
      expect(object.additionalProperties).toBe(false)
      expect([...object.required].sort()).toEqual(Object.keys(object.properties).sort())
    }
    const questionItem = (json_schema.schema as any).properties.questions.items
    expect(questionItem.properties.options).toMatchObject({ minItems: 4, maxItems: 4 })
    expect(questionItem.properties.correctAnswer).toMatchObject({ type: 'integer', minimum: 0, maximum: 3 })
  })

  it.each([
    ['empty text', { question: '   ' }, 'question 1 has no question text'],
    ['an empty option', { options: ['A', ' ', 'C', 'D'] }, 'question 1 has an empty option'],
    ['three options', { options: ['A', 'B', 'C'] }, 'question 1 does not have exactly 4 options'],
    ['duplicate options', { options: ['Delhi', 'Mumbai', 'DELHI ', 'Chennai'] }, 'question 1 has duplicate options'],
    ['a negative answer', { correctAnswer: -1 }, 'question 1 has correctAnswer -1'],
    ['a fractional answer', { correctAnswer: 1.5 }, 'question 1 has correctAnswer 1.5'],
  ])('rejects a question with %s', (_label, overrides, problem) => {
    const check = checkAnswer(JSON.stringify(quiz([question(1, overrides)])), ['multiple-choice'])
    expect(check.ok).toBe(false)
    if (!check.ok) expect(check.problem).toContain(problem)
  })

  it('rejects an answer without the expected envelope', () => {
    const check = checkAnswer(JSON.stringify({ items: [question(1)] }), ['multiple-choice'])
    expect(check.ok).toBe(false)
    if (!check.ok) expect(check.problem).toContain('the answer did not have the expected shape')
  })

  it('plans correct-answer positions that use every position about equally', () => {
    const plan = correctAnswerPlan(8)
    expect(plan).toHaveLength(8)
    for (const position of [0, 1, 2, 3]) expect(plan.filter((p) => p === position)).toHaveLength(2)
  })
})

describe('a mix of question types', () => {
  const fake = new FakeOpenAi()
  let ai: AiClient
  beforeAll(async () => {
    ai = createAiClient({ apiKey: API_KEY, baseUrl: await fake.start(), model: MODEL })!
  })
  afterAll(() => fake.close())

  const TRUE_FALSE = {
    type: 'true-false',
    question: 'The Ganga rises at Gangotri.',
    correctAnswer: true,
    explanation: 'It does.',
  }
  const ORDERING = {
    type: 'ordering',
    question: 'Source to sea?',
    items: ['Gangotri', 'Varanasi', 'Kolkata'],
    explanation: 'Downstream.',
  }
  const NUMERIC = {
    type: 'numeric',
    question: 'Length in km?',
    answer: 2525,
    tolerance: 25,
    explanation: 'About 2525.',
  }

  it('plans the types in turn: counts per type, or a set of types sharing the number of questions', () => {
    expect(typePlan({ numQuestions: 5, questionTypes: ['numeric', 'true-false'] })).toEqual([
      'true-false',
      'numeric',
      'true-false',
      'numeric',
      'true-false',
    ])
    expect(typePlan({ numQuestions: 9, typeCounts: { ordering: 2, 'multiple-choice': 1 } })).toEqual([
      'multiple-choice',
      'ordering',
      'ordering',
    ])
    expect(typePlan({ numQuestions: 2 })).toEqual(['multiple-choice', 'multiple-choice'])
  })

  it('refuses a mix it cannot plan, in words', () => {
    const refused = (mix: Record<string, unknown>) =>
      GeneratePreviewSchema.safeParse({ topic: 'x', ...mix }).error?.issues[0]?.message
    expect(refused({ typeCounts: { essay: 2 } })).toBe(m.question_type_unknown())
    expect(refused({ typeCounts: { numeric: 0 } })).toBe(refused({ numQuestions: 0 }))
    expect(refused({ typeCounts: { numeric: 15, ordering: 15 } })).toBe(refused({ numQuestions: 0 }))
    expect(refused({ questionTypes: [] })).toBe(m.validation_ai_types_required())
  })

  it("asks for each type by its own schema, valid for strict mode, and says each type's rules", () => {
    const { json_schema } = questionsResponseFormat(['true-false', 'ordering', 'matching'])
    const items = (json_schema.schema as any).properties.questions.items
    expect(items.anyOf.map((item: any) => item.properties.type.const)).toEqual(['true-false', 'ordering', 'matching'])
    for (const item of items.anyOf) {
      expect(item.additionalProperties).toBe(false)
      expect([...item.required].sort()).toEqual(Object.keys(item.properties).sort())
    }
  })

  it('returns the planned mix, each question checked by its type, a bad one dropped and counted in words', async () => {
    const badOrdering = { ...ORDERING, question: 'One item?', items: ['Only'] }
    fake.script(answer(quiz([TRUE_FALSE, badOrdering, ORDERING, NUMERIC])))
    const result = await generateQuiz(
      ai,
      GeneratePreviewSchema.parse({ topic: 'The Ganga', typeCounts: { 'true-false': 1, ordering: 1, numeric: 1 } }),
    )
    expect(result.questions).toEqual([
      TRUE_FALSE,
      { ...NUMERIC, toleranceType: 'absolute' },
      { ...ORDERING, grading: 'all-or-nothing' },
    ])
    expect(result.dropped).toBe(m.ai_server_dropped({ count: 1 }))
    const prompt = fake.seen[0]?.body.messages.map((message: { content: string }) => message.content).join('\n')
    expect(prompt).toContain('Question types, in order: true-false, numeric, ordering.')
    expect(prompt).toContain('ordering: 3 to 6 distinct items')
    expect(prompt).not.toContain('correctAnswer positions')
  })

  it('retries when a type comes back short, naming the question and its problem in words', async () => {
    const badMatching = { type: 'matching', question: 'Match', pairs: [{ left: 'a', right: 'b' }], explanation: '' }
    const goodMatching = {
      ...badMatching,
      pairs: [
        { left: 'a', right: 'b' },
        { left: 'c', right: 'd' },
      ],
    }
    fake.script(answer(quiz([TRUE_FALSE, badMatching])), answer(quiz([TRUE_FALSE, goodMatching])))
    const result = await generateQuiz(
      ai,
      GeneratePreviewSchema.parse({ topic: 'Pairs', numQuestions: 2, questionTypes: ['true-false', 'matching'] }),
    )
    expect(result.questions.map((question) => question.type)).toEqual(['true-false', 'matching'])
    expect(result.dropped).toBeUndefined()
    expect(fake.seen[1]?.body.messages[2].content).toContain('question 2 (matching)')
  })
})

describe('a quiz written in two languages', () => {
  const fake = new FakeOpenAi()
  let ai: AiClient
  beforeAll(async () => {
    ai = createAiClient({ apiKey: API_KEY, baseUrl: await fake.start(), model: MODEL })!
  })
  afterAll(() => fake.close())

  const hindi = (n: number, options = 4) => ({
    question: `नदी ${n} कौन सी है?`,
    explanation: `नदी ${n} उत्तर है।`,
    options: Array.from({ length: options }, (_, index) => `विकल्प ${index + 1}`),
  })
  const bilingual = (numQuestions: number) =>
    GeneratePreviewSchema.parse({ topic: 'Indian rivers', numQuestions, secondLanguage: 'hi' })

  it("asks for each question's translation in the schema and the prompt, and returns it with its language", async () => {
    fake.script(answer(quiz([question(1, { translation: hindi(1) }), question(2, { translation: hindi(2) })])))
    const result = await generateQuiz(ai, bilingual(2))
    expect(result.questions.map((generated) => generated.translation)).toEqual([
      { language: 'hi', ...hindi(1) },
      { language: 'hi', ...hindi(2) },
    ])
    const body = fake.seen[0]?.body
    const item = body.response_format.json_schema.schema.properties.questions.items
    expect(item.required).toContain('translation')
    expect(Object.keys(item.properties.translation.properties).sort()).toEqual(['explanation', 'options', 'question'])
    const prompt = body.messages.map((message: { content: string }) => message.content).join('\n')
    expect(prompt).toContain('Also write every question in Hindi (हिन्दी), code hi')
    expect(prompt).toContain('$…$')
  })

  it('asks for no translation in one language, and keeps none the model sends anyway', async () => {
    fake.script(answer(quiz([question(1, { translation: hindi(1) })])))
    const result = await generateQuiz(ai, input(1))
    expect(result.questions[0]).not.toHaveProperty('translation')
    expect(
      fake.seen[0]?.body.response_format.json_schema.schema.properties.questions.items.properties,
    ).not.toHaveProperty('translation')
    expect(fake.seen[0]?.body.messages[1].content).not.toContain('Also write every question')
  })

  it('drops a question whose translation does not fit it, counted in words; too few left asks again', async () => {
    const misfit = question(2, { translation: hindi(2, 3) })
    const untranslated = question(3)
    fake.script(
      answer(
        quiz([question(1, { translation: hindi(1) }), misfit, untranslated, question(4, { translation: hindi(4) })]),
      ),
    )
    const result = await generateQuiz(ai, bilingual(2))
    expect(result.questions.map((generated) => generated.question)).toEqual([
      question(1).question,
      question(4).question,
    ])
    expect(result.dropped).toBe(m.ai_server_dropped({ count: 2 }))

    fake.script(answer(quiz([misfit])), answer(quiz([misfit])))
    const error = await failure(generateQuiz(ai, bilingual(1)))
    expect(error.code).toBe('UPSTREAM_FAILED')
    const problem = m.question_translation_parts_count({ language: 'हिन्दी', count: 4 })
    expect(error.message).toContain(problem)
    expect(fake.seen[1]?.body.messages[2].content).toContain(`question 1 (multiple-choice) has a translation`)
  })

  it("refuses a second language that is the quiz's own, in words, asking nothing", async () => {
    fake.script()
    const same = GeneratePreviewSchema.safeParse({ topic: 'x', language: 'hi', secondLanguage: 'hi' })
    expect(same.error?.issues[0]?.message).toBe(m.question_translation_same_language({ language: 'हिन्दी' }))
    // English unless told: an English second language of an English quiz is refused when it is asked.
    const error = await failure(generateQuiz(ai, GeneratePreviewSchema.parse({ topic: 'x', secondLanguage: 'en' })))
    expect(error.code).toBe('BAD_REQUEST')
    expect(error.message).toBe(m.question_translation_same_language({ language: 'English' }))
    expect(fake.seen).toHaveLength(0)
  })
})
