import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAiClient } from '#server/ai/client'
import { createGoogleVerifier } from '#server/auth/google'
import { createHarness, newUser, type TestHarness } from '#server/testing/harness'
import { SAMPLE_QUESTIONS, type SignedInUser, signedInUser } from '#server/testing/fixtures'
// The same local stand-in for an OpenAI-compatible API that the browser tests use.
import { startFakeOpenAi } from '../../../e2e/support/fake-openai.mjs'

/**
 * The contract of /api/v1: every field the contract lists for an entity is present, under
 * its name, wherever that entity is returned. The table below is the contract's list; each route says
 * where in its body an entity sits, and the same check runs for every route. A field may be null
 * where the caller may not see it (a creator's email, a quiz's questions, an answer before the
 * result): the key is there, its value withheld.
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

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** As mounted, with `:params` (the coverage test reads it). */
  route: string
  status: number
  send: () => Promise<{ status: number; json: any; text: string }>
  /** Where each entity sits in the body: '' for the body itself, `[]` after a list's path. */
  holds: Array<[path: string, check: Check]>
}

let h: TestHarness
let googleKey: CryptoKey
const GOOGLE_CLIENT_ID = 'spec-fields.apps.googleusercontent.com'
const ADMIN_EMAIL = 'spec-fields-admin@example.com'

let creator: SignedInUser
let player: SignedInUser
let admin: SignedInUser

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
  h = await createHarness({
    google: createGoogleVerifier(createLocalJWKSet({ keys: [jwk] })),
    ai: createAiClient({ apiKey: 'test-key', baseUrl, model: 'fake-model' }),
    env: { GOOGLE_CLIENT_ID, ADMIN_EMAILS: ADMIN_EMAIL },
  })
  creator = await signedInUser(h)
  player = await signedInUser(h)
  admin = await signedInUser(h, { email: ADMIN_EMAIL })
})
afterAll(() => h.close())

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

/** Every /api/v1 route that returns one of the contract's entities, with where each sits. */
const CALLS: Call[] = [
  // Users (src/server/auth/rest.ts)
  {
    method: 'POST',
    route: '/api/v1/users/signup',
    status: 201,
    send: () => h.client().post('/api/v1/users/signup', newUser()),
    holds: [['data', 'User']],
  },
  {
    method: 'POST',
    route: '/api/v1/users/login',
    status: 200,
    send: () => h.client().post('/api/v1/users/login', { email: player.email, password: player.password }),
    // The REST clients read the whole response as the user.
    holds: [
      ['', 'User'],
      ['data', 'User'],
    ],
  },
  {
    method: 'POST',
    route: '/api/v1/users/google',
    status: 200,
    send: async () => h.client().post('/api/v1/users/google', { credential: await googleCredential() }),
    holds: [
      ['user', 'User'],
      ['data', 'User'],
    ],
  },
  {
    method: 'GET',
    route: '/api/v1/users/me',
    status: 200,
    send: () => player.client.get('/api/v1/users/me'),
    holds: [['data', 'User']],
  },
  {
    method: 'PUT',
    route: '/api/v1/users/me',
    status: 200,
    send: () =>
      player.client.put('/api/v1/users/me', { username: player.username, email: player.email, phone: '9876543210' }),
    holds: [['data', 'User']],
  },

  // Quizzes (src/server/quizzes/rest.ts)
  {
    method: 'POST',
    route: `${quizPath}`,
    status: 201,
    send: async () => {
      const response = await creator.client.post(quizPath, QUIZ)
      ids.quiz = response.json.quiz._id
      ids.question = response.json.quiz.questions[0]._id
      return response
    },
    holds: [
      ['quiz', 'Quiz'],
      ['data.quiz', 'Quiz'],
    ],
  },
  {
    method: 'POST',
    route: `${quizPath}/import`,
    status: 201,
    send: () =>
      creator.client.post(`${quizPath}/import`, {
        format: 'aiken',
        content: 'What is 3 + 3?\nA. 5\nB. 6\nC. 7\nD. 8\nANSWER: B\n',
      }),
    holds: [
      ['quiz', 'Quiz'],
      ['data.quiz', 'Quiz'],
    ],
  },
  {
    method: 'PUT',
    route: `${quizPath}/:id`,
    status: 200,
    send: () => creator.client.put(`${quizPath}/${id('quiz')}`, { ...QUIZ, description: 'Changed.' }),
    holds: [
      ['quiz', 'Quiz'],
      ['data.quiz', 'Quiz'],
    ],
  },
  {
    method: 'POST',
    route: `${quizPath}/:id/questions`,
    status: 201,
    send: async () => {
      const response = await creator.client.post(`${quizPath}/${id('quiz')}/questions`, SAMPLE_QUESTIONS[0])
      ids.question = response.json.data.questions[0]._id
      ids.lastQuestion = response.json.data.questions.at(-1)._id
      return response
    },
    holds: [['data.questions[]', 'Question']],
  },
  {
    method: 'PUT',
    route: `${quizPath}/:id/questions/:questionId`,
    status: 200,
    send: () => creator.client.put(`${quizPath}/${id('quiz')}/questions/${id('question')}`, SAMPLE_QUESTIONS[1]),
    holds: [['data.questions[]', 'Question']],
  },
  {
    method: 'DELETE',
    route: `${quizPath}/:id/questions/:questionId`,
    status: 200,
    send: () => creator.client.delete(`${quizPath}/${id('quiz')}/questions/${id('lastQuestion')}`),
    holds: [['data.questions[]', 'Question']],
  },
  {
    method: 'POST',
    route: `${quizPath}/:id/generate`,
    status: 201,
    send: () => creator.client.post(`${quizPath}/${id('quiz')}/generate`, { topic: 'Monsoon', numQuestions: 1 }),
    holds: [['data.questions[]', 'Question']],
  },
  {
    method: 'GET',
    route: `${quizPath}/:id`,
    status: 200,
    send: () => creator.client.get(`${quizPath}/${id('quiz')}`),
    holds: [
      ['quiz', 'Quiz'],
      ['questions[]', 'Question'],
      ['data.quiz', 'Quiz'],
    ],
  },
  {
    method: 'GET',
    route: `${quizPath}/my-quizzes`,
    status: 200,
    send: () => creator.client.get(`${quizPath}/my-quizzes`),
    holds: [
      ['quizzes[]', 'Quiz'],
      ['data.quizzes[]', 'Quiz'],
    ],
  },
  {
    method: 'GET',
    route: '/api/v1/admin/quizzes',
    status: 200,
    send: () => admin.client.get('/api/v1/admin/quizzes?status=pending'),
    holds: [['data.quizzes[]', 'Quiz']],
  },
  {
    method: 'POST',
    route: '/api/v1/admin/quizzes/:id/approve',
    status: 200,
    send: () => admin.client.post(`/api/v1/admin/quizzes/${id('quiz')}/approve`),
    holds: [['data.quiz', 'Quiz']],
  },
  {
    method: 'POST',
    route: '/api/v1/admin/quizzes/:id/reject',
    status: 200,
    send: async () => {
      const other = await creator.client.post(quizPath, { ...QUIZ, title: 'To reject' })
      return admin.client.post(`/api/v1/admin/quizzes/${other.json.quiz._id}/reject`, {
        reason: 'Needs more questions.',
      })
    },
    holds: [['data.quiz', 'Quiz']],
  },
  {
    method: 'GET',
    route: `${quizPath}/public`,
    status: 200,
    send: () => h.client().get(`${quizPath}/public`),
    holds: [['data.quizzes[]', 'Quiz']],
  },
  {
    method: 'GET',
    route: `${quizPath}/public/:id`,
    status: 200,
    send: () => h.client().get(`${quizPath}/public/${id('quiz')}`),
    holds: [['data.quiz', 'Quiz']],
  },

  // Attempts (src/server/attempts/rest.ts)
  {
    method: 'POST',
    route: `${quizPath}/:id/start`,
    status: 200,
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
    holds: [
      ['', 'Start'],
      ['data', 'Start'],
    ],
  },
  {
    method: 'POST',
    route: `${quizPath}/attempts/:id/violation`,
    status: 200,
    send: () =>
      player.client.post(`${quizPath}/attempts/${id('attempt')}/violation`, {
        type: 'keyboard_shortcut',
        timestamp: new Date().toISOString(),
        details: { key: 'c', ctrlKey: true },
      }),
    holds: [['data.violation', 'Violation']],
  },
  {
    method: 'POST',
    route: `${quizPath}/attempts/:id/submit`,
    status: 200,
    send: () =>
      player.client.post(`${quizPath}/attempts/${id('attempt')}/submit`, {
        answers: [],
        timeSpent: 30,
        tabSwitches: 0,
      }),
    holds: [
      ['', 'Result'],
      ['data', 'Result'],
    ],
  },
  {
    method: 'POST',
    route: `${quizPath}/:id/submit`,
    status: 200,
    send: () => player.client.post(`${quizPath}/${id('quiz')}/submit`, { answers: [] }),
    holds: [
      ['', 'Result'],
      ['data', 'Result'],
    ],
  },
  {
    method: 'GET',
    route: `${quizPath}/attempts/:id`,
    status: 200,
    send: () => player.client.get(`${quizPath}/attempts/${id('attempt')}`),
    holds: [
      ['', 'Result'],
      ['data', 'Result'],
    ],
  },
  {
    method: 'GET',
    route: `${quizPath}/attempts/:id/analysis`,
    status: 200,
    send: () => player.client.get(`${quizPath}/attempts/${id('attempt')}/analysis`),
    holds: [
      ['', 'Result'],
      ['data', 'Result'],
    ],
  },
  {
    method: 'GET',
    route: `${quizPath}/attempts/my-attempts`,
    status: 200,
    send: () => player.client.get(`${quizPath}/attempts/my-attempts`),
    holds: [['data.attempts[]', 'Attempt']],
  },

  // Wallet (src/server/wallet/rest.ts)
  {
    method: 'POST',
    route: '/api/v1/wallet/add-funds',
    status: 201,
    send: async () => {
      const response = await player.client.post('/api/v1/wallet/add-funds', { amount: 500, paymentMethod: 'upi' })
      ids.payment = response.json.data.transaction._id
      return response
    },
    holds: [['data.transaction', 'Transaction']],
  },
  {
    method: 'POST',
    route: '/api/v1/admin/transactions/:id/approve',
    status: 200,
    send: () => admin.client.post(`/api/v1/admin/transactions/${id('payment')}/approve`, {}),
    holds: [['data.transaction', 'Transaction']],
  },
  {
    method: 'POST',
    route: '/api/v1/wallet/withdraw',
    status: 201,
    send: async () => {
      const response = await player.client.post('/api/v1/wallet/withdraw', {
        amount: 100,
        withdrawalMethod: 'upi',
        upiId: 'reader@upi',
      })
      ids.withdrawal = response.json.data.transaction._id
      return response
    },
    holds: [['data.transaction', 'Transaction']],
  },
  {
    method: 'POST',
    route: '/api/v1/wallet/request-withdrawal',
    status: 201,
    send: async () => {
      const response = await player.client.post('/api/v1/wallet/request-withdrawal', {
        amount: 100,
        upiId: 'reader@upi',
      })
      ids.secondWithdrawal = response.json.data.transaction._id
      return response
    },
    holds: [['data.transaction', 'Transaction']],
  },
  {
    method: 'POST',
    route: '/api/v1/wallet/transactions/:id/cancel',
    status: 200,
    send: () => player.client.post(`/api/v1/wallet/transactions/${id('secondWithdrawal')}/cancel`),
    holds: [['data.transaction', 'Transaction']],
  },
  {
    method: 'GET',
    route: '/api/v1/admin/transactions',
    status: 200,
    send: () => admin.client.get('/api/v1/admin/transactions?status=pending'),
    holds: [['data.transactions[]', 'Transaction']],
  },
  {
    method: 'POST',
    route: '/api/v1/admin/transactions/:id/reject',
    status: 200,
    send: () => admin.client.post(`/api/v1/admin/transactions/${id('withdrawal')}/reject`, { reason: 'Wrong UPI ID' }),
    holds: [['data.transaction', 'Transaction']],
  },
  {
    method: 'POST',
    route: '/api/v1/admin/adjustments',
    status: 201,
    send: () =>
      admin.client.post(
        '/api/v1/admin/adjustments',
        { userId: player.id, type: 'bonus', amount: 1, reason: 'Contract check' },
        { 'idempotency-key': 'spec-fields-adjustment' },
      ),
    holds: [['data.transaction', 'Transaction']],
  },
  {
    method: 'GET',
    route: '/api/v1/wallet',
    status: 200,
    send: () => player.client.get('/api/v1/wallet'),
    holds: [['data.wallet', 'Wallet']],
  },
  {
    method: 'GET',
    route: '/api/v1/wallet/transactions',
    status: 200,
    send: () => player.client.get('/api/v1/wallet/transactions?limit=10'),
    holds: [['data.transactions[]', 'Transaction']],
  },

  // The admin's console (src/server/admin/rest.ts)
  {
    method: 'GET',
    route: '/api/v1/admin/users/:id',
    status: 200,
    send: async () => {
      // The player has attempts and transactions by now; a quiz of their own fills the last list.
      await player.client.post(quizPath, { ...QUIZ, title: 'The player’s own' })
      return admin.client.get(`/api/v1/admin/users/${player.id}`)
    },
    holds: [
      ['data.user', 'User'],
      ['data.wallet', 'Wallet'],
      ['data.transactions[]', 'Transaction'],
      ['data.quizzes[]', 'Quiz'],
      ['data.attempts[]', 'Attempt'],
    ],
  },
  {
    method: 'POST',
    route: '/api/v1/admin/quizzes/:id/unpublish',
    status: 200,
    send: async () => {
      const other = await creator.client.post(quizPath, { ...QUIZ, title: 'To unpublish' })
      await admin.client.post(`/api/v1/admin/quizzes/${other.json.quiz._id}/approve`)
      return admin.client.post(`/api/v1/admin/quizzes/${other.json.quiz._id}/unpublish`, { reason: 'Answers leaked.' })
    },
    holds: [['data.quiz', 'Quiz']],
  },

  // Contact (src/server/contact/rest.ts)
  {
    method: 'POST',
    route: '/api/v1/contact',
    status: 201,
    send: () =>
      h.client().post('/api/v1/contact', {
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'Hello',
        message: 'A message long enough.',
      }),
    holds: [['data', 'Contact message']],
  },
  {
    method: 'GET',
    route: '/api/v1/admin/contact-messages',
    status: 200,
    send: () => admin.client.get('/api/v1/admin/contact-messages'),
    holds: [['data.messages[]', 'Contact message']],
  },
]

/**
 * Routes that return none of the contract's entities, and why; every other mounted route must be in
 * CALLS, so a new route is checked once it returns an entity.
 */
const NO_ENTITY: Record<string, string> = {
  'GET /api/v1/health': 'the server is up',
  'GET /api/v1/ready': 'the database answers with every migration, or a 503 with the reason',
  'GET /api/v1/openapi.json': 'the OpenAPI document of these routes',
  'POST /api/v1/users/logout': 'a message only',
  'POST /api/v1/users/forgot-password': 'a message only, the same for every address',
  'POST /api/v1/users/reset-password': 'a message only',
  'POST /api/v1/users/verify-email': 'a message, and whether the address changed',
  'POST /api/v1/users/resend-verification': 'a message only',
  'GET /api/v1/users/me/sessions':
    'sessions of its own shape: a public id, browser, IP and times; no entity of the contract',
  'DELETE /api/v1/users/me/sessions/:id': 'a message only',
  'DELETE /api/v1/users/me/sessions': 'a message, and how many sessions ended',
  'GET /api/v1/users/me/export':
    'a JSON file of its own (its `format` names it): the stored data, not the contract’s entities',
  'DELETE /api/v1/users/me': 'a message only',
  'DELETE /api/v1/quizzes/:id': 'a message only',
  'GET /api/v1/quizzes/import/template.csv': 'a CSV file',
  'GET /api/v1/quizzes/:id/export': 'a file in the format asked for (CSV, GIFT, Aiken or Moodle XML)',
  'POST /api/v1/quizzes/generate-preview':
    'its own shape: questions, suggestedTitle, suggestedDescription, suggestedCategory',
  'POST /api/v1/quizzes/attempts/:id/answers': 'whether the answer was saved',
  'GET /api/v1/quizzes/:id/leaderboard': 'ranked entries: public fields only, not an Attempt',
  'GET /api/v1/leaderboard': 'players ranked by rating: public fields only, no entity of the contract',
  'GET /api/v1/quizzes/:id/statistics': 'item statistics of its own shape: figures per quiz and per question',
  'GET /api/v1/quizzes/:id/analytics': 'counts and rupees per India day, of its own shape',
  'GET /api/v1/quizzes/:id/attempts':
    'a page of attempt rows for the creator: player name, score, percent, time, date, violations; not the Attempt',
  'GET /api/v1/quizzes/:id/attempts.csv': 'a CSV file',
  'GET /api/v1/users/me/earnings': 'earnings per quiz and per India day, in rupees, of its own shape',
  'GET /api/v1/admin/users': 'search rows to pick a user by: id, username, email, role, balance and when they joined',
  'GET /api/v1/admin/audit-log': 'audit entries: who did what to which target, before and after',
  'GET /api/v1/admin/audit-log.csv': 'a CSV file',
  'GET /api/v1/admin/payout-sheet.csv': 'a CSV file',
  'GET /api/v1/notifications': 'notifications are no entity of the contract: items, unreadCount and hasMore',
  'POST /api/v1/notifications/read': 'how many were marked read and how many stay unread',
  'GET /api/v1/notifications/preferences': 'email choices per kind of notification',
  'PUT /api/v1/notifications/preferences': 'email choices per kind of notification, as saved',
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

describe('every field of the contract’s entities, on every /api/v1 route that returns one', () => {
  // One after another: later calls read what earlier ones made, and PGlite is one connection.
  for (const call of CALLS) {
    it(`${call.method} ${call.route}`, async () => {
      const response = await call.send()
      expect(response.status, response.text).toBe(call.status)
      for (const [path, check] of call.holds) {
        const values = valuesAt(response.json, path)
        expect(values.length, `${path}: nothing there`).toBeGreaterThan(0)
        for (const [i, value] of values.entries()) CHECK[check]!(value, `${path || 'body'}#${i}`)
      }
    })
  }

  it('lists every mounted route', () => {
    const listed = new Set([...CALLS.map((call) => `${call.method} ${call.route}`), ...Object.keys(NO_ENTITY)])
    const mounted = h.app.routes
      .filter((route) => route.path.startsWith('/api/v1/') && route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path}`)
    const missing = mounted.filter((key) => !listed.has(key))
    expect(missing).toEqual([])
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
