import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type z, ZodType } from 'zod'
import type * as core from 'zod/v4/core'
import { SettingsSchema } from '#shared/schemas/quiz'
import { createAiClient } from '#server/ai/client'
import { API_ROUTES } from '#server/api'
import { AttemptResultReplySchema, AttemptStartedReplySchema, ViolationReplySchema } from '#server/attempts/schemas'
import { ContactSentReplySchema } from '#server/contact/schemas'
import { createGoogleVerifier } from '#server/identity/google'
import { createHarness, newUser, type TestHarness } from '#server/testing/harness'
import { STAND_IN_KEYS } from '#server/testing/gateway-suite'
import { type RazorpayStandIn, startRazorpayStandIn } from '#server/testing/razorpay-stand-in'
import { type SmsStandIn, startSmsStandIn } from '#server/testing/sms-stand-in'
import { SAMPLE_QUESTIONS, type SignedInUser, signedInUser } from '#server/testing/fixtures'
// The same local stand-in for an OpenAI-compatible API that the browser tests use.
import { startFakeOpenAi } from '../../../e2e/support/fake-openai.mjs'
import { ENTITIES } from './openapi'
import type { ApiRoute } from './route'

/**
 * The contract of /api/v1: every field the contract lists for an entity is present, under its name,
 * wherever that entity is returned. FIELDS below is the contract's list. Where each entity sits in
 * an answer is read from the route's declared answer schemas (API_ROUTES): the schema registered or
 * named as the entity, or one made from it; so a new route that returns one is checked once CALLS
 * says how to call it, and a test fails until it does. A field may be null where the caller may not
 * see it (a creator's email, a quiz's questions, an answer before the result): the key is there, its
 * value withheld.
 */
const FIELDS = {
  User: [
    '_id',
    'username',
    'email',
    'phone',
    'profilePicture',
    'wallet.balance',
    'wallet.totalEarned',
    'wallet.totalSpent',
  ],
  Quiz: [
    '_id',
    'title',
    'description',
    'topic',
    'category',
    'difficultyLevel',
    'difficulty',
    // The language it is written in (BCP 47): not in the original contract, present wherever a quiz is.
    'language',
    'isPaid',
    'price',
    'timeLimit',
    'duration',
    'startTime',
    'endTime',
    'status',
    'rejectionReason',
    'attemptCount',
    'analytics.totalAttempts',
    'totalQuestions',
    'questionCount',
    'createdAt',
    'creator._id',
    'creator.name',
    'creator.email',
    'createdBy',
    'settings',
    'questions',
  ],
  Settings: [
    'shuffleQuestions',
    'shuffleOptions',
    'showCorrectAnswers',
    'allowReview',
    'antiCheat.enabled',
    'antiCheat.detectTabSwitch',
    'antiCheat.detectCopyPaste',
    'antiCheat.timeLimit',
    'antiCheat.randomizeQuestions',
    // The attempt screen also reads these three.
    'antiCheat.forceFullscreen',
    'antiCheat.maxTabSwitches',
    'antiCheat.autoSubmitOnViolation',
  ],
  Question: ['_id', 'text', 'question', 'type', 'options', 'correctAnswer', 'explanation', 'points', 'timeLimit'],
  Attempt: [
    '_id',
    'attemptId',
    'quizId',
    'score',
    'totalPossibleScore',
    'percentage',
    'correctAnswers',
    'totalQuestions',
    'duration',
    'status',
    'answers',
    'antiCheatViolations',
  ],
  'Answer submission': ['questionId', 'selectedOption'],
  Violation: ['type', 'timestamp', 'details'],
  /** An attempt's record of a violation: the Violation, and its severity (as antiCheatViolations). */
  'Attempt violation': ['type', 'severity', 'timestamp', 'details'],
  Wallet: ['balance', 'totalEarnings'],
  Transaction: ['_id', 'type', 'amount', 'status', 'createdAt', 'reasonForRejection'],
  'Contact message': ['name', 'email', 'subject', 'message'],
  'AI analysis': [
    'overallPerformance',
    'strengths',
    'weaknesses',
    'recommendations',
    'studyRecommendations',
    'timeManagement',
  ],
} as const
type Entity = keyof typeof FIELDS

/** Keys an entity never carries: the password is write-only. */
const NEVER: Partial<Record<Entity, string[]>> = { User: ['password', 'passwordHash', 'password_hash'] }

function hasPath(value: unknown, path: string): boolean {
  let current: unknown = value
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || !(key in current)) return false
    current = (current as Record<string, unknown>)[key]
  }
  return true
}

function at(body: unknown, path: string): unknown {
  return path === ''
    ? body
    : path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], body)
}

/** Every field of the entity, by name; what it must never carry, absent. */
function expectEntity(value: unknown, entity: Entity, where: string) {
  expect(value, `${where}: a ${entity}`).toEqual(expect.any(Object))
  const missing = FIELDS[entity].filter((field) => !hasPath(value, field))
  expect(missing, `${where}: ${entity} fields missing`).toEqual([])
  for (const key of NEVER[entity] ?? [])
    expect(value, `${where}: ${entity} must not carry ${key}`).not.toHaveProperty(key)
}

/** Entities that hold others: a quiz its settings and questions, an attempt its answers and violations. */
const CHECK: Record<string, (value: any, where: string) => void> = {
  User: (user, where) => expectEntity(user, 'User', where),
  Quiz: (quiz, where) => {
    expectEntity(quiz, 'Quiz', where)
    expectEntity(quiz.settings, 'Settings', `${where}.settings`)
    for (const [i, question] of (quiz.questions ?? []).entries())
      expectEntity(question, 'Question', `${where}.questions[${i}]`)
  },
  Settings: (settings, where) => expectEntity(settings, 'Settings', where),
  Question: (question, where) => expectEntity(question, 'Question', where),
  Attempt: (attempt, where) => {
    expectEntity(attempt, 'Attempt', where)
    for (const [i, answer] of attempt.answers.entries())
      expectEntity(answer, 'Answer submission', `${where}.answers[${i}]`)
    for (const [i, violation] of attempt.antiCheatViolations.entries()) {
      expectEntity(violation, 'Attempt violation', `${where}.antiCheatViolations[${i}]`)
    }
  },
  'Answer submission': (answer, where) => expectEntity(answer, 'Answer submission', where),
  Violation: (violation, where) => expectEntity(violation, 'Violation', where),
  Wallet: (wallet, where) => expectEntity(wallet, 'Wallet', where),
  Transaction: (transaction, where) => expectEntity(transaction, 'Transaction', where),
  'Contact message': (message, where) => expectEntity(message, 'Contact message', where),
  /** An attempt's details as the product's client reads them: attempt, analysis, detailedAnswers and quiz (duration, totalQuestions). */
  Result: (result, where) => {
    CHECK.Attempt!(result.attempt, `${where}.attempt`)
    expectEntity(result.analysis, 'AI analysis', `${where}.analysis`)
    expect(result.detailedAnswers, `${where}.detailedAnswers`).toEqual(expect.any(Array))
    for (const [i, answer] of result.detailedAnswers.entries())
      expectEntity(answer, 'Question', `${where}.detailedAnswers[${i}]`)
    expect(result.quiz, `${where}.quiz`).toMatchObject({
      duration: expect.any(Number),
      totalQuestions: expect.any(Number),
    })
  },
  /** The attempt screen's start (attemptId, questions, settings, timeLimit in milliseconds). */
  Start: (view, where) => {
    expect(view, where).toMatchObject({ attemptId: expect.any(String), timeLimit: expect.any(Number) })
    expectEntity(view.settings, 'Settings', `${where}.settings`)
    for (const [i, question] of view.questions.entries()) expectEntity(question, 'Question', `${where}.questions[${i}]`)
    for (const [i, answer] of view.answers.entries())
      expectEntity(answer, 'Answer submission', `${where}.answers[${i}]`)
  },
}
type Check = keyof typeof CHECK

/**
 * The declared schemas that are the contract's entities: those registered in ENTITIES by their
 * id, and the ones the contract names that have no id of their own.
 */
const BY_ID: Record<string, Check> = {
  User: 'User',
  Quiz: 'Quiz',
  Question: 'Question',
  // The attempt screen's question: the Question, its answer and explanation there and null.
  AttemptQuestion: 'Question',
  Attempt: 'Attempt',
  Transaction: 'Transaction',
  Wallet: 'Wallet',
}
/** Registered entities the contract does not list. */
// A question's second language is this platform's own, held inside the contract's Question.
const NOT_IN_THE_CONTRACT = new Set(['Notification', 'QuestionTranslation'])
const NAMED = new Map<z.ZodType, Check>([
  [SettingsSchema, 'Settings'],
  [AttemptStartedReplySchema.shape.data, 'Start'],
  [AttemptResultReplySchema.shape.data, 'Result'],
  [ViolationReplySchema.shape.data.shape.violation.unwrap(), 'Violation'],
  [ContactSentReplySchema.shape.data, 'Contact message'],
])

/**
 * Where an answer holds an entity: `data.quizzes[]`. Required (a value there, a list not empty)
 * unless, inside another entity, its schema lets it be null or left out.
 */
interface Place {
  path: string
  check: Check
  required: boolean
}

const defOf = (schema: core.$ZodType) => (schema as core.$ZodTypes)._zod.def
const answersOf = (route: ApiRoute) =>
  Object.entries(route.responses).flatMap(([status, answer]): Array<[number, core.$ZodType]> => {
    if (answer instanceof ZodType) return [[Number(status), answer]]
    return answer.json ? [[Number(status), answer.json]] : []
  })

/** Every schema registered in ENTITIES that an answer holds, with its id. */
const registered = new Map<core.$ZodType, string>()
function collect(schema: core.$ZodType, seen = new Set<core.$ZodType>()) {
  if (seen.has(schema)) return
  seen.add(schema)
  const id = ENTITIES.get(schema as z.ZodType)?.id
  if (id) registered.set(schema, id)
  const def = defOf(schema)
  if (def.type === 'object') for (const child of Object.values(def.shape)) collect(child as core.$ZodType, seen)
  if (def.type === 'array') collect(def.element, seen)
  if (def.type === 'pipe') collect(def.out, seen)
  if (def.type === 'union') for (const option of def.options) collect(option, seen)
  if ('innerType' in def) collect(def.innerType, seen)
}
for (const route of API_ROUTES) for (const [, answer] of answersOf(route)) collect(answer)

/**
 * The entity an object schema is: one registered or named, or an object made from one (`extend`,
 * or its fields spread beside the envelope's), which holds every field of it, the same schemas.
 */
function entityOf(schema: core.$ZodType): Check | undefined {
  const id = ENTITIES.get(schema as z.ZodType)?.id
  if (id && BY_ID[id]) return BY_ID[id]
  const named = NAMED.get(schema as z.ZodType)
  if (named) return named
  const def = defOf(schema)
  if (def.type !== 'object') return undefined
  const candidates: Array<[core.$ZodType, Check | undefined]> = [
    ...[...registered].map(([entity, entityId]): [core.$ZodType, Check | undefined] => [entity, BY_ID[entityId]]),
    ...NAMED,
  ]
  for (const [entity, check] of candidates) {
    const entityDef = defOf(entity)
    if (!check || entityDef.type !== 'object') continue
    const fields = Object.entries(entityDef.shape)
    if (fields.length > 1 && fields.every(([key, field]) => def.shape[key] === field)) return check
  }
  return undefined
}

/** Every place an answer's schema holds an entity, inside entities too. */
function placesIn(schema: core.$ZodType, path = '', maybe = false, inEntity = false): Place[] {
  const def = defOf(schema)
  const join = (key: string) => (path ? `${path}.${key}` : key)
  switch (def.type) {
    case 'optional':
    case 'nullable':
      // Inside an entity the contract says what may be null; outside, a call's fixture says where it is.
      return placesIn(def.innerType, path, maybe || inEntity, inEntity)
    case 'default':
    case 'readonly':
      return placesIn(def.innerType, path, maybe, inEntity)
    case 'pipe':
      return placesIn(def.out, path, maybe, inEntity)
    case 'union': {
      // An entity may be a union itself (a Question is one object per type): the place is the union's.
      const check = entityOf(schema)
      if (check) {
        const inner = def.options.flatMap((option) => placesIn(option, path, maybe, true))
        return [{ path, check, required: !maybe }, ...inner.filter((place) => place.path !== path)]
      }
      return def.options.flatMap((option) => placesIn(option, path, maybe || inEntity, inEntity))
    }
    case 'array':
      return placesIn(def.element, `${path}[]`, maybe, inEntity)
    case 'object': {
      const check = entityOf(schema)
      const here = check ? [{ path, check, required: !maybe }] : []
      const inner = Object.entries(def.shape).flatMap(([key, child]) =>
        placesIn(child as core.$ZodType, join(key), maybe, inEntity || check !== undefined),
      )
      return [...here, ...inner]
    }
    default:
      return []
  }
}

const routeKey = (route: ApiRoute) => `${route.method.toUpperCase()} ${route.path}`
/** Each route's places per success status, for the routes whose answers hold an entity. */
const PLACES = new Map(
  API_ROUTES.map((route) => [
    routeKey(route),
    new Map(
      answersOf(route)
        .filter(([status]) => status < 300)
        .map(([status, answer]) => [status, placesIn(answer)] as const)
        .filter(([, places]) => places.length > 0),
    ),
  ]),
)
const RETURNING = [...PLACES].filter(([, byStatus]) => byStatus.size > 0).map(([key]) => key)

interface Call {
  send: () => Promise<{ status: number; json: any; text: string }>
  /** Places its answer leaves empty, though the route may fill them. */
  absent?: string[]
}

let h: TestHarness
let googleKey: CryptoKey
const GOOGLE_CLIENT_ID = 'spec-fields.apps.googleusercontent.com'
const ADMIN_EMAIL = 'spec-fields-admin@example.com'

let creator: SignedInUser
let player: SignedInUser
let admin: SignedInUser
/** The payment gateway's stand-in: a top-up's verified checkout answers with its transaction. */
let standIn: RazorpayStandIn
/** The SMS provider's stand-in: the codes that sign in by phone are read from it. */
let sms: SmsStandIn

/** Ids made along the way, read by later calls (the calls run in the table's order). */
const ids: Record<string, string> = {}

const QUIZ = {
  title: 'Contract quiz',
  description: 'Every field of the contract.',
  category: 'science',
  difficultyLevel: 'easy',
  timeLimit: 120,
  questions: SAMPLE_QUESTIONS,
}

beforeAll(async () => {
  const keys = await generateKeyPair('RS256')
  googleKey = keys.privateKey
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'spec-key', alg: 'RS256', use: 'sig' }
  const baseUrl = await startFakeOpenAi()
  standIn = await startRazorpayStandIn(STAND_IN_KEYS)
  sms = await startSmsStandIn()
  h = await createHarness({
    google: createGoogleVerifier(createLocalJWKSet({ keys: [jwk] })),
    ai: createAiClient({ apiKey: 'test-key', baseUrl, model: 'fake-model' }),
    env: { GOOGLE_CLIENT_ID, ADMIN_EMAILS: ADMIN_EMAIL, ...standIn.env, ...sms.env('msg91') },
  })
  creator = await signedInUser(h)
  player = await signedInUser(h)
  admin = await signedInUser(h, { email: ADMIN_EMAIL })
})
afterAll(async () => {
  await sms.close()
  await standIn.close()
  await h.close()
})

async function googleCredential() {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({
    iss: 'https://accounts.google.com',
    aud: GOOGLE_CLIENT_ID,
    sub: `spec-${Date.now()}`,
    email: `spec_google_${Date.now().toString(36)}@example.com`,
    email_verified: true,
    name: 'Spec Reader',
    iat: now - 10,
    exp: now + 3600,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'spec-key', typ: 'JWT' })
    .sign(googleKey)
}

const quizPath = '/api/v1/quizzes'
const id = (key: string) => ids[key]!

/**
 * A request to each route whose answers hold one of the contract's entities, in the order they run
 * (later ones read what earlier ones made). Where each entity sits comes from the route's answer
 * schemas.
 */
const CALLS: Record<string, Call> = {
  // Users (src/server/auth/rest.ts)
  'POST /api/v1/users/signup': { send: () => h.client().post('/api/v1/users/signup', newUser()) },
  'POST /api/v1/users/login': {
    send: () => h.client().post('/api/v1/users/login', { email: player.email, password: player.password }),
  },
  'POST /api/v1/users/google': {
    send: async () => h.client().post('/api/v1/users/google', { credential: await googleCredential() }),
  },
  'GET /api/v1/users/me': { send: () => player.client.get('/api/v1/users/me') },
  'PUT /api/v1/users/me': {
    send: () =>
      player.client.put('/api/v1/users/me', { username: player.username, email: player.email, phone: '9876543210' }),
  },
  'POST /api/v1/users/phone/sign-in': {
    send: async () => {
      const browser = h.client()
      await browser.post('/api/v1/users/phone/code', { phone: '9000000051' })
      const code = sms.lastCode('+919000000051')
      return browser.post('/api/v1/users/phone/sign-in', { phone: '9000000051', code, username: newUser().username })
    },
  },
  'PUT /api/v1/users/me/phone': {
    send: async () => {
      await player.client.post('/api/v1/users/me/phone/code', { phone: '9000000052' })
      const code = sms.lastCode('+919000000052')
      return player.client.put('/api/v1/users/me/phone', {
        phone: '9000000052',
        code,
        currentPassword: player.password,
      })
    },
  },

  // Quizzes (src/server/quizzes/rest.ts)
  [`POST ${quizPath}`]: {
    send: async () => {
      const response = await creator.client.post(quizPath, QUIZ)
      ids.quiz = response.json.quiz._id
      ids.question = response.json.quiz.questions[0]._id
      return response
    },
  },
  [`POST ${quizPath}/import`]: {
    send: () =>
      creator.client.post(`${quizPath}/import`, {
        format: 'aiken',
        content: 'What is 3 + 3?\nA. 5\nB. 6\nC. 7\nD. 8\nANSWER: B\n',
      }),
  },
  [`PUT ${quizPath}/:id`]: {
    send: () => creator.client.put(`${quizPath}/${id('quiz')}`, { ...QUIZ, description: 'Changed.' }),
  },
  [`POST ${quizPath}/:id/questions`]: {
    send: async () => {
      const response = await creator.client.post(`${quizPath}/${id('quiz')}/questions`, SAMPLE_QUESTIONS[0])
      ids.question = response.json.data.questions[0]._id
      ids.lastQuestion = response.json.data.questions.at(-1)._id
      return response
    },
  },
  [`PUT ${quizPath}/:id/questions/:questionId`]: {
    send: () => creator.client.put(`${quizPath}/${id('quiz')}/questions/${id('question')}`, SAMPLE_QUESTIONS[1]),
  },
  [`DELETE ${quizPath}/:id/questions/:questionId`]: {
    send: () => creator.client.delete(`${quizPath}/${id('quiz')}/questions/${id('lastQuestion')}`),
  },
  [`POST ${quizPath}/:id/generate`]: {
    send: () => creator.client.post(`${quizPath}/${id('quiz')}/generate`, { topic: 'Monsoon', numQuestions: 1 }),
  },
  [`GET ${quizPath}/:id`]: { send: () => creator.client.get(`${quizPath}/${id('quiz')}`) },
  [`GET ${quizPath}/my-quizzes`]: { send: () => creator.client.get(`${quizPath}/my-quizzes`) },
  'GET /api/v1/admin/quizzes': { send: () => admin.client.get('/api/v1/admin/quizzes?status=pending') },
  'POST /api/v1/admin/quizzes/:id/approve': {
    send: () => admin.client.post(`/api/v1/admin/quizzes/${id('quiz')}/approve`),
  },
  'POST /api/v1/admin/quizzes/:id/reject': {
    send: async () => {
      const other = await creator.client.post(quizPath, { ...QUIZ, title: 'To reject' })
      return admin.client.post(`/api/v1/admin/quizzes/${other.json.quiz._id}/reject`, {
        reason: 'Needs more questions.',
      })
    },
  },
  [`GET ${quizPath}/public`]: { send: () => h.client().get(`${quizPath}/public`) },
  [`GET ${quizPath}/public/:id`]: { send: () => h.client().get(`${quizPath}/public/${id('quiz')}`) },

  // Attempts (src/server/attempts/rest.ts)
  [`POST ${quizPath}/:id/start`]: {
    send: async () => {
      const response = await player.client.post(`${quizPath}/${id('quiz')}/start`)
      ids.attempt = response.json.attemptId
      // An answer saved before the start is read again: the resumed view holds it.
      await player.client.post(`${quizPath}/attempts/${ids.attempt}/answers`, {
        questionId: response.json.questions[0]._id,
        selectedOption: 1,
      })
      return player.client.post(`${quizPath}/${id('quiz')}/start`)
    },
  },
  // An exam paper with two sections back to back that carries time over: its first closed early.
  [`POST ${quizPath}/attempts/:id/sections/close`]: {
    send: async () => {
      const exam = await creator.client.post(quizPath, {
        ...QUIZ,
        title: 'Exam paper',
        timeLimit: 120,
        questions: SAMPLE_QUESTIONS,
        sections: [
          { title: 'Part A', timeLimit: 60, marking: { correct: 1, wrong: -0.25 }, questionIndexes: [0] },
          { title: 'Part B', timeLimit: 60, marking: { correct: 1, wrong: -0.25 }, questionIndexes: [1, 2] },
        ],
        sectionOrder: 'fixed',
        carryOver: true,
      })
      await admin.client.post(`/api/v1/admin/quizzes/${exam.json.quiz._id}/approve`)
      const started = await player.client.post(`${quizPath}/${exam.json.quiz._id}/start`)
      ids.examAttempt = started.json.attemptId
      return player.client.post(`${quizPath}/attempts/${ids.examAttempt}/sections/close`)
    },
  },
  [`POST ${quizPath}/attempts/:id/violation`]: {
    send: () =>
      player.client.post(`${quizPath}/attempts/${id('attempt')}/violation`, {
        type: 'keyboard_shortcut',
        timestamp: new Date().toISOString(),
        details: { key: 'c', ctrlKey: true },
      }),
    // The result only when the violation ends the attempt.
    absent: ['data.result'],
  },
  [`POST ${quizPath}/attempts/:id/submit`]: {
    send: () =>
      player.client.post(`${quizPath}/attempts/${id('attempt')}/submit`, {
        answers: [],
        timeSpent: 30,
        tabSwitches: 0,
      }),
  },
  [`POST ${quizPath}/:id/submit`]: {
    send: () => player.client.post(`${quizPath}/${id('quiz')}/submit`, { answers: [] }),
  },
  [`GET ${quizPath}/attempts/:id`]: { send: () => player.client.get(`${quizPath}/attempts/${id('attempt')}`) },
  [`GET ${quizPath}/attempts/:id/analysis`]: {
    send: () => player.client.get(`${quizPath}/attempts/${id('attempt')}/analysis`),
  },
  [`GET ${quizPath}/attempts/my-attempts`]: { send: () => player.client.get(`${quizPath}/attempts/my-attempts`) },

  // Wallet (src/server/wallet/rest.ts)
  'POST /api/v1/wallet/add-funds': {
    send: async () => {
      const response = await player.client.post('/api/v1/wallet/add-funds', { amount: 500, paymentMethod: 'upi' })
      ids.payment = response.json.data.transaction._id
      return response
    },
  },
  'POST /api/v1/wallet/orders/:orderId/verify': {
    send: async () => {
      const order = await player.client.post('/api/v1/wallet/orders', { amount: 25 })
      const orderId = order.json.data.order.orderId as string
      const { payment, signature } = await standIn.capture(orderId, { webhook: false })
      return player.client.post(`/api/v1/wallet/orders/${orderId}/verify`, { paymentId: payment.id, signature })
    },
  },
  'POST /api/v1/admin/transactions/:id/approve': {
    send: () => admin.client.post(`/api/v1/admin/transactions/${id('payment')}/approve`, {}),
  },
  'POST /api/v1/wallet/withdraw': {
    send: async () => {
      const response = await player.client.post('/api/v1/wallet/withdraw', {
        amount: 100,
        withdrawalMethod: 'upi',
        upiId: 'reader@upi',
      })
      ids.withdrawal = response.json.data.transaction._id
      return response
    },
  },
  'POST /api/v1/wallet/request-withdrawal': {
    send: async () => {
      const response = await player.client.post('/api/v1/wallet/request-withdrawal', {
        amount: 100,
        upiId: 'reader@upi',
      })
      ids.secondWithdrawal = response.json.data.transaction._id
      return response
    },
  },
  'POST /api/v1/wallet/transactions/:id/cancel': {
    send: () => player.client.post(`/api/v1/wallet/transactions/${id('secondWithdrawal')}/cancel`),
  },
  'GET /api/v1/admin/transactions': { send: () => admin.client.get('/api/v1/admin/transactions?status=pending') },
  'POST /api/v1/admin/transactions/:id/reject': {
    send: () => admin.client.post(`/api/v1/admin/transactions/${id('withdrawal')}/reject`, { reason: 'Wrong UPI ID' }),
  },
  'POST /api/v1/admin/adjustments': {
    send: () =>
      admin.client.post(
        '/api/v1/admin/adjustments',
        { userId: player.id, type: 'bonus', amount: 1, reason: 'Contract check' },
        { 'idempotency-key': 'spec-fields-adjustment' },
      ),
  },
  'GET /api/v1/wallet': { send: () => player.client.get('/api/v1/wallet') },
  'GET /api/v1/wallet/transactions': { send: () => player.client.get('/api/v1/wallet/transactions?limit=10') },

  // The admin's console (src/server/admin/rest.ts)
  'GET /api/v1/admin/users/:id': {
    send: async () => {
      // The player has attempts and transactions by now; a quiz of their own fills the last list.
      await player.client.post(quizPath, { ...QUIZ, title: 'The player’s own' })
      return admin.client.get(`/api/v1/admin/users/${player.id}`)
    },
  },
  'POST /api/v1/admin/quizzes/:id/unpublish': {
    send: async () => {
      const other = await creator.client.post(quizPath, { ...QUIZ, title: 'To unpublish' })
      await admin.client.post(`/api/v1/admin/quizzes/${other.json.quiz._id}/approve`)
      return admin.client.post(`/api/v1/admin/quizzes/${other.json.quiz._id}/unpublish`, { reason: 'Answers leaked.' })
    },
  },

  // Contact (src/server/contact/rest.ts)
  'POST /api/v1/contact': {
    send: () =>
      h.client().post('/api/v1/contact', {
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'Hello',
        message: 'A message long enough.',
      }),
  },
  'GET /api/v1/admin/contact-messages': { send: () => admin.client.get('/api/v1/admin/contact-messages') },
}

/** Each value at a path; `name[]` steps into every item of a list. */
function valuesAt(body: unknown, path: string): unknown[] {
  if (path === '') return [body]
  const [head, ...rest] = path.split('.')
  const isList = head!.endsWith('[]')
  const value = at(body, isList ? head!.slice(0, -2) : head!)
  const items = isList ? (Array.isArray(value) ? value : [undefined]) : [value]
  return rest.length === 0 ? items : items.flatMap((item) => valuesAt(item, rest.join('.')))
}

describe('every field of the contract’s entities, wherever an /api/v1 answer holds one', () => {
  // One after another: later calls read what earlier ones made, and PGlite is one connection.
  for (const [key, call] of Object.entries(CALLS)) {
    it(key, async () => {
      const byStatus = PLACES.get(key)
      if (!byStatus?.size) throw new Error(`${key}: its answers hold none of the contract’s entities`)
      const response = await call.send()
      expect([...byStatus.keys()], response.text).toContain(response.status)
      for (const place of byStatus.get(response.status)!) {
        const required = place.required && !call.absent?.includes(place.path)
        const values = valuesAt(response.json, place.path).filter((value) => required || value != null)
        if (required) expect(values.length, `${place.path}: nothing there`).toBeGreaterThan(0)
        for (const [i, value] of values.entries()) CHECK[place.check]!(value, `${place.path || 'body'}#${i}`)
      }
    })
  }

  it('calls every route whose answers hold one', () => {
    expect(RETURNING.filter((key) => !(key in CALLS))).toEqual([])
  })

  it('knows every entity the answers hold: the contract’s, or named as none of its', () => {
    const unknown = [...new Set(registered.values())].filter(
      (entity) => !BY_ID[entity] && !NOT_IN_THE_CONTRACT.has(entity),
    )
    expect(unknown).toEqual([])
  })
})

describe('fields that are there but withheld', () => {
  it('fills a quiz creator’s email only for the creator and admins', async () => {
    const created = await creator.client.post(quizPath, { ...QUIZ, title: 'Whose email' })
    const quizId = created.json.quiz._id
    await admin.client.post(`/api/v1/admin/quizzes/${quizId}/approve`)
    const emailOn = async (client: ReturnType<TestHarness['client']>) => {
      const one = await client.get(`${quizPath}/public/${quizId}`)
      const list = await client.get(`${quizPath}/public?search=${encodeURIComponent('Whose email')}`)
      const listed = list.json.data.quizzes.find((quiz: { _id: string }) => quiz._id === quizId)
      return [one.json.data.quiz.creator.email, listed.creator.email]
    }
    expect(await emailOn(h.client())).toEqual([null, null])
    expect(await emailOn(player.client)).toEqual([null, null])
    expect(await emailOn(creator.client)).toEqual([creator.email, creator.email])
    expect(await emailOn(admin.client)).toEqual([creator.email, creator.email])
    expect(created.json.quiz.creator.email).toBe(creator.email)
    const reviewed = await admin.client.get('/api/v1/admin/quizzes?status=approved&limit=100')
    const entry = reviewed.json.data.quizzes.find((quiz: { _id: string }) => quiz._id === quizId)
    expect(entry.creator).toEqual({ _id: creator.id, name: creator.username, email: creator.email })
    const userPage = await admin.client.get(`/api/v1/admin/users/${creator.id}`)
    expect(userPage.json.data.quizzes.find((quiz: { _id: string }) => quiz._id === quizId).creator.email).toBe(
      creator.email,
    )
    const unpublished = await admin.client.post(`/api/v1/admin/quizzes/${quizId}/unpublish`, {
      reason: 'Checked the emails.',
    })
    expect(unpublished.json.data.quiz.creator.email).toBe(creator.email)
  })

  it('never puts questions in a public quiz, nor an answer in a question served before the result', async () => {
    const created = await creator.client.post(quizPath, { ...QUIZ, title: 'No answers before the end' })
    const quizId = created.json.quiz._id
    expect(created.json.quiz.questions).toHaveLength(SAMPLE_QUESTIONS.length)
    await admin.client.post(`/api/v1/admin/quizzes/${quizId}/approve`)
    const shown = await player.client.get(`${quizPath}/public/${quizId}`)
    expect(shown.json.data.quiz.questions).toBeNull()
    const started = await player.client.post(`${quizPath}/${quizId}/start`)
    for (const question of started.json.questions)
      expect(question).toMatchObject({ correctAnswer: null, explanation: null })
  })

  it('gives my attempts their score, counts, duration and quiz title', async () => {
    const mine = await player.client.get(`${quizPath}/attempts/my-attempts`)
    const attempt = mine.json.data.attempts.find((item: { _id: string }) => item._id === id('attempt'))
    expect(attempt).toMatchObject({
      quizId: id('quiz'),
      quiz: { _id: id('quiz'), title: QUIZ.title },
      quizTitle: QUIZ.title,
      status: 'submitted',
      correctAnswers: expect.any(Number),
      totalQuestions: expect.any(Number),
      duration: expect.any(Number),
      answers: [{ questionId: expect.any(String), selectedOption: 1 }].map((answer) => expect.objectContaining(answer)),
      antiCheatViolations: [
        expect.objectContaining({ type: 'keyboard_shortcut', details: '{"key":"c","ctrlKey":true}' }),
      ],
    })
    const result = await player.client.get(`${quizPath}/attempts/${id('attempt')}`)
    expect(attempt).toMatchObject({
      correctAnswers: result.json.data.attempt.correctAnswers,
      totalQuestions: result.json.data.attempt.totalQuestions,
      duration: result.json.data.attempt.duration,
    })
  })
})
