import { isDeepStrictEqual } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_INPUT_DEPTH } from '#shared/constants'
import { SERVER } from '#shared/messages'
import { type QuizInput, QuizInputSchema } from '#shared/schemas/quiz'
import { MAX_BODY_BYTES } from '#server/app'
import { startAttempt, submitAttempt } from '#server/attempts/attempt-service'
import { createSession } from '#server/auth/session'
import { createQuiz, getQuizForEditor } from '#server/quizzes/service'
import { approvedQuiz, SAMPLE_QUESTIONS, signedInUser } from '#server/testing/fixtures'
import { createHarness, newUser, TEST_ORIGIN, type TestHarness } from '#server/testing/harness'
import { appRouter } from '#server/trpc/router'
import * as wallet from '#server/wallet/service'
import { notifyDeps } from '#server/notifications/service'

/**
 * Bad input never gets a 500 or a stack trace. Every mounted REST route and every
 * tRPC procedure is listed below with its fields; the cases are generated from that table, so a new
 * route is one more row.
 */
type Caller = 'guest' | 'user' | 'admin'

/** What a field holds; it decides the wrong values tried. */
type Kind = 'string' | 'id' | 'number' | 'boolean' | 'list' | 'object'

interface Field {
  /** A value that passes validation; the other fields keep theirs while one is broken. */
  valid: () => unknown
  required?: boolean
  /** A string unless told; strings and ids also get an over-long case. */
  kind?: Kind
  /** More values to refuse: an unknown choice, a bound just past its limit. */
  invalid?: unknown[]
  /** Values from the kind's wrong list that this field rightly takes (null for "no answer"). */
  accepts?: unknown[]
}

interface Route {
  name: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** `/api/v1/...` as mounted (with `:params`), or `/trpc/<procedure path>` */
  path: string
  as: Caller
  /** Where the input travels: a JSON body, REST query parameters, tRPC's `?input=`, or nowhere. */
  input: 'body' | 'query' | 'trpc-query' | 'none'
  fields?: Record<string, Field>
  /** A value for each path parameter that names something real (each also gets non-UUIDs). */
  params?: Record<string, () => string>
  /**
   * The status of a well-formed request, to show the table's valid values are valid. 412 for AI
   * calls (not configured in tests): bad input must be refused before that point.
   */
  validStatus: number
}

const ADMIN_EMAIL = 'bad-input-admin@example.com'
const admin = newUser({ email: ADMIN_EMAIL })
const member = newUser()

/**
 * What the rows point at, made in beforeAll and read lazily. A row whose valid request changes
 * something (deletes, reviews, replaces questions) has a thing of its own, so no row depends on
 * another having run, or not.
 */
const made = {
  /** Approved, the member's: read, generated into (412), ranked; it holds the submitted attempt. */
  quiz: '',
  /** Approved: the member's attempt in progress is on it (starting again resumes it). */
  quizInProgress: '',
  /** A draft replaced whole by PUT /:id and quizzes.update. */
  quizToReplace: '',
  /** A draft whose questions are added, edited and deleted one at a time. */
  quizOfQuestions: '',
  questionToEdit: '',
  questionToDelete: '',
  quizToDeleteRest: '',
  quizToDeleteTrpc: '',
  /** Pending quizzes, one per review row. */
  toApproveRest: '',
  toRejectRest: '',
  toApproveTrpc: '',
  toRejectTrpc: '',
  attemptInProgress: '',
  questionInProgress: '',
  /** Submitted: results, analysis (412) and submitting again (the same result) read it. */
  attemptSubmitted: '',
  questionSubmitted: '',
}
type Made = keyof typeof made
const the = (key: Made) => () => made[key]

const text = (value: string, required = true, invalid?: unknown[]): Field => ({
  valid: () => value,
  required,
  ...(invalid ? { invalid } : {}),
})
const fresh = (make: () => string): Field => ({ valid: make, required: true })
const choice = (value: string, invalid: string[], required = false): Field => ({
  valid: () => value,
  required,
  invalid,
})
const num = (value: number, options: Pick<Field, 'required' | 'invalid' | 'accepts'> = {}): Field => ({
  valid: () => value,
  kind: 'number',
  required: false,
  ...options,
})
const flag = (value: boolean): Field => ({ valid: () => value, kind: 'boolean', required: false })
const idOf = (key: Made, required = true): Field => ({ valid: the(key), kind: 'id', required })

const LONG = 'x'.repeat(10_000)
/** Arrays `levels` deep (inside the body's own object: one level more). */
const nested = (levels: number): unknown => {
  let value: unknown = []
  for (let level = 1; level < levels; level++) value = [value]
  return value
}
/** A well-formed UUID that names nothing. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

const signupFields = {
  username: fresh(() => newUser().username),
  email: fresh(() => newUser().email),
  password: text('Str0ng!pass'),
}
const loginFields = { email: text(member.email), password: text(member.password) }
const googleFields = { credential: text('header.payload.signature') }
const profileFields = {
  username: text(member.username),
  email: text(member.email),
  // null means "leave empty", as the profile the server sent back holds null for an unset field.
  phone: { ...text('9876543210', false), accepts: [null] },
  password: { ...text('', false), accepts: [null] },
  profilePicture: { ...text('https://example.com/me.png', false), accepts: [null] },
  currentPassword: { ...text('', false), accepts: [null] },
}
const forgotFields = { email: text('someone@example.com') }
/** Well-formed tokens that name no link: the answer is the link's own 400, after the input passed. */
const TOKEN = 'abcdefghijklmnopqrstuvwxyz234567'
const resetFields = { token: text(TOKEN), password: text('Str0ng!pass') }
const verifyFields = { token: text(TOKEN) }
const contactFields = {
  name: text('Ada'),
  email: text('ada@example.com'),
  subject: text('Hello'),
  message: text('A message long enough to pass.'),
}
const pageFields = { limit: num(10), offset: num(0) }

const publicListFields = {
  ...pageFields,
  search: text('Sample', false),
  category: choice('general-knowledge', ['business', 'nowhere']),
  difficulty: choice('medium', ['impossible']),
  sort: choice('popular', ['cheapest', 'POPULAR']),
  language: choice('hi', ['xx', 'HI', 'hindi']),
}
/** The global leaderboard: a period and a page. */
const globalBoardFields = { period: choice('30d', ['week', 'ALL']), page: num(2, { invalid: [0, 501] }) }
const myQuizzesFields = { status: choice('approved', ['published']) }
/** Which attempts the statistics read: first (the default) or all. */
const statisticsFields = { attempts: choice('all', ['every', 'FIRST']) }
const reviewListFields = { ...pageFields, status: choice('pending', ['published']) }
/** The analytics' range in India days (7, 30, 90 or 365) and the attempts list's page. */
const analyticsFields = { days: num(90, { invalid: ['14', 14, '0', 0, '365.5'] }) }
const attemptsPageFields = { page: num(2, { invalid: ['0', 0, '100001'] }) }

const QUESTION = SAMPLE_QUESTIONS[0]!
const questionFields = {
  question: text('What is 3 + 3?', true, ['   ']),
  options: {
    valid: () => ['5', '6', '7', '8'],
    kind: 'list',
    required: true,
    invalid: [
      ['5', '6', '7'],
      ['5', '6', '7', '8', '9'],
      ['a', 'A', 'b', 'c'],
      ['a', 'b', 'c', ''],
      [LONG, 'b', 'c', 'd'],
    ],
  },
  correctAnswer: num(1, { required: true, invalid: [4] }),
  explanation: text('Three and three make six.', false),
  points: num(2, { invalid: [0, 101] }),
  timeLimit: num(30, { invalid: [5, 3601] }),
  type: choice('mcq', ['essay']),
} satisfies Record<string, Field>
const questionListFields = {
  questions: {
    valid: () => [QUESTION],
    kind: 'list',
    required: true,
    invalid: [[], Array.from({ length: 101 }, () => QUESTION), [{ ...QUESTION, correctAnswer: 4 }]],
  },
} satisfies Record<string, Field>

/** An optional date: an ISO date and time, '' or null. */
const dateField = (value: string): Field => ({
  valid: () => value,
  required: false,
  accepts: [null],
  invalid: ['tomorrow', '2030-02-30T00:00:00Z', 1_900_000_000_000],
})
const quizCommonFields = {
  title: text('Bad input quiz', true, ['   ']),
  description: text('About arithmetic.', false),
  topic: text('Arithmetic', false),
  category: choice('science', ['nowhere', 'science fiction']),
  language: choice('hi', ['xx', 'HI']),
  isPaid: flag(false),
  timeLimit: num(120, { required: true, invalid: [0, 5, 125, 6 * 3600 + 10] }),
  startTime: dateField('2030-01-01T00:00:00Z'),
  endTime: dateField('2030-01-02T00:00:00Z'),
  settings: {
    valid: () => ({ allowReview: true }),
    kind: 'object',
    required: false,
    invalid: [{ shuffleQuestions: 'yes' }, { antiCheat: { maxTabSwitches: 0 } }],
  },
  // Not a draft, so it needs a question.
  questions: {
    valid: () => [QUESTION],
    kind: 'list',
    required: true,
    invalid: [[], Array.from({ length: 101 }, () => QUESTION), [{ ...QUESTION, options: ['a', 'A', 'b', 'c'] }]],
  },
} satisfies Record<string, Field>
/** The editor's quiz (tRPC): the price in paise. */
const quizFields = {
  ...quizCommonFields,
  difficulty: choice('easy', ['impossible']),
  pricePaise: num(0, { invalid: [10_000_01] }),
  asDraft: flag(false),
}
/** The REST contract's quiz: rupees with up to 2 decimals, `difficultyLevel`, `status`. */
const restQuizFields = {
  ...quizCommonFields,
  difficultyLevel: choice('hard', ['impossible']),
  price: num(0, { accepts: ['1.5', 1.5], invalid: ['1.234', '₹5', 10_001] }),
  // Only draft or pending: a creator never approves their own quiz.
  status: choice('pending', ['approved', 'published']),
}
const generateFields = {
  topic: text('Photosynthesis', true, ['   ']),
  numQuestions: num(5, { invalid: [0, 21, '0x10', ['5']] }),
  difficulty: choice('easy', ['impossible']),
  language: choice('ta', ['xx', 'tamil']),
  questionType: choice('mcq', ['essay']),
}
const rejectFields = { reason: text('Needs more questions.', true, ['   ']) }

const answerFields = {
  questionId: idOf('questionInProgress'),
  // null records a question left unanswered.
  selectedOption: num(1, { required: true, accepts: [null], invalid: [4] }),
  timeSpentSeconds: num(5, { accepts: [1.5], invalid: [86_401] }),
}
const submitFields = {
  answers: {
    valid: () => [{ questionId: made.questionSubmitted, selectedOption: 1 }],
    kind: 'list',
    required: false,
    invalid: [
      Array.from({ length: 101 }, () => ({ questionId: UNKNOWN_ID, selectedOption: 1 })),
      [{ questionId: 'abc', selectedOption: 1 }],
      [{ questionId: UNKNOWN_ID, selectedOption: 4 }],
    ],
  },
  timeSpent: num(30, { accepts: [1.5], invalid: [86_401] }),
  tabSwitches: num(0, { invalid: [10_001] }),
  reason: choice('manual', ['bored']),
} satisfies Record<string, Field>
const violationFields = {
  type: choice('tab_switch', ['cheating'], true),
  // An ISO time, or milliseconds since 1970 (so 123 is a time); past the last Date there is none.
  timestamp: {
    valid: () => new Date().toISOString(),
    required: false,
    accepts: [123],
    invalid: ['yesterday', 0, -5, 1.5, 8.64e15 + 1, Number.MAX_SAFE_INTEGER],
  },
  // Any JSON value, kept as text (at most 1 kB); only text Postgres cannot hold (U+0000) is refused.
  details: {
    valid: () => ({ key: 'c', ctrlKey: true }),
    kind: 'object' as const,
    required: false,
    accepts: ['a', 1, true, null, [], ['a']],
    invalid: ['nul\u0000byte'],
  },
}

/**
 * The wallet's and the admin console's rows point at these, made by the second beforeAll: one
 * pending request per row that settles one, one approved quiz per unpublishing row.
 */
const money = {
  memberId: '',
  approveRest: '',
  rejectRest: '',
  approveTrpc: '',
  rejectTrpc: '',
  cancelRest: '',
  cancelTrpc: '',
  unpublishRest: '',
  unpublishTrpc: '',
  /** A ranked attempt played faster than a person could: flagged for review. */
  flaggedAttempt: '',
}
type Money = keyof typeof money
const moneyId = (key: Money, required = true): Field => ({ valid: () => money[key], kind: 'id', required })
let uniques = 0
/** A value no earlier request used: an idempotency key, a UPI transaction ID. */
const unique = (prefix: string) => () => `${prefix}${Date.now().toString(36)}${++uniques}`
/** Rupees as REST takes them: never finer than a paisa, never in exponent form as text. */
const rupees = (value: number, invalid: unknown[] = []): Field =>
  num(value, { required: true, invalid: [99.999, '99.999', 1e-7, '1e2', ...invalid] })
/** A day as YYYY-MM-DD; '' means "any". */
const dayField = (value: string, invalid: unknown[] = []): Field => ({
  valid: () => value,
  required: false,
  invalid: ['yesterday', '2026-02-30', '2026/01/01', 20260101, ...invalid],
})
const transactionFilterFields = {
  ...pageFields,
  status: choice('pending', ['open']),
  type: choice('payment', ['gift']),
}
const reviewFilterFields = { ...pageFields, status: choice('pending', ['open']), type: choice('payment', ['quiz_fee']) }
const addFundsRestFields = {
  amount: rupees(10, [9.99]),
  paymentMethod: choice('upi', ['card']),
  transactionId: { valid: unique('UPI'), required: false, invalid: ['UPI 123', 'x'.repeat(65)] },
}
const withdrawRestFields = {
  amount: rupees(100, [99.99]),
  withdrawalMethod: choice('upi', ['bank']),
  upiId: text('asha@okaxis', true, ['asha at okaxis', '   ']),
  note: text('Prize money', false),
}
const adjustmentCommonFields = {
  user: text(member.username),
  type: choice('bonus', ['gift'], true),
  reason: text('Quiz of the week', true, ['   ']),
  idempotencyKey: { valid: unique('adjust-'), required: true, invalid: ['short', 'has spaces in it', 'x'.repeat(129)] },
}
const historyFields = {
  ...pageFields,
  status: choice('completed', ['open']),
  type: choice('payment', ['gift']),
  user: text(member.username, false),
  from: dayField('2026-01-01'),
  to: dayField('2099-12-31', ['2025-12-31']),
}
const userSearchFields = { ...pageFields, search: text('user_', false) }
const auditFields = {
  ...pageFields,
  action: choice('wallet.adjust', ['wallet.steal']),
  actor: text(admin.username, false),
  targetType: choice('user', ['planet']),
  // A well-formed id with no records is an empty list, and '' means "any".
  targetId: { valid: () => money.memberId, kind: 'id' as const, required: false, accepts: ['', UNKNOWN_ID] },
  from: dayField('2026-01-01'),
  to: dayField('2099-12-31', ['2025-12-31']),
}
const quizSearchFields = {
  ...pageFields,
  status: choice('approved', ['published']),
  search: text('quiz', false),
  creator: text(member.username, false),
}

/** Ids of anyone's notifications: a well-formed id that is not the caller's is ignored, not refused. */
const readByIdFields = {
  ids: {
    valid: () => [UNKNOWN_ID],
    kind: 'list',
    required: true,
    invalid: [[], Array.from({ length: 101 }, () => UNKNOWN_ID), ['abc']],
  },
} satisfies Record<string, Field>
const readAllFields = {
  all: { valid: () => true, kind: 'boolean', required: true, invalid: [false] },
} satisfies Record<string, Field>
const preferenceFields = {
  email: {
    valid: () => ({ quiz_review: false, sale: true, security: true }),
    kind: 'object',
    required: true,
    invalid: [{ funds: 'no' }, { security: false }, { withdrawal: null }],
  },
} satisfies Record<string, Field>

/** The member's other sessions, one per row that signs one out (made by the last beforeAll). */
const sessionsToEnd = { rest: '', trpc: '' }
/** The member has a password and money in the wallet: a well-formed deletion is refused (409). */
const deleteAccountFields = {
  password: { ...text(member.password, false), accepts: [null] },
  username: { ...text(member.username, false), accepts: [null] },
}

const quizPath = '/api/v1/quizzes'
/** A file to import: a well-formed one gives a new draft; a file with no question to import is a 400 too. */
const importFields = {
  format: choice('aiken', ['docx'], true),
  content: text('What is 3 + 3?\nA. 5\nB. 6\nC. 7\nD. 8\nANSWER: B'),
  title: text('Imported arithmetic', false),
  // Absent in the valid request (a new draft); a wrong id is refused, one naming nothing is not found.
  quizId: { valid: () => undefined, kind: 'id', required: false },
} satisfies Record<string, Field>
const exportFields = { format: choice('gift', ['pdf'], true) }
const quizParam = (key: Made) => ({ id: the(key) })

const ROUTES: Route[] = [
  // REST (src/server/app.ts and each rest.ts)
  { name: 'REST health', method: 'GET', path: '/api/v1/health', as: 'guest', input: 'none', validStatus: 200 },
  { name: 'REST ready', method: 'GET', path: '/api/v1/ready', as: 'guest', input: 'none', validStatus: 200 },
  {
    name: 'REST OpenAPI document',
    method: 'GET',
    path: '/api/v1/openapi.json',
    as: 'guest',
    input: 'none',
    validStatus: 200,
  },
  {
    name: 'REST signup',
    method: 'POST',
    path: '/api/v1/users/signup',
    as: 'guest',
    input: 'body',
    fields: signupFields,
    validStatus: 201,
  },
  {
    name: 'REST login',
    method: 'POST',
    path: '/api/v1/users/login',
    as: 'guest',
    input: 'body',
    fields: loginFields,
    validStatus: 200,
  },
  // Mail is off in this harness: a well-formed request reaches the "mail is off" answer (412).
  {
    name: 'REST forgot-password',
    method: 'POST',
    path: '/api/v1/users/forgot-password',
    as: 'guest',
    input: 'body',
    fields: forgotFields,
    validStatus: 412,
  },
  {
    name: 'REST reset-password',
    method: 'POST',
    path: '/api/v1/users/reset-password',
    as: 'guest',
    input: 'body',
    fields: resetFields,
    validStatus: 400,
  },
  {
    name: 'REST verify-email',
    method: 'POST',
    path: '/api/v1/users/verify-email',
    as: 'guest',
    input: 'body',
    fields: verifyFields,
    validStatus: 400,
  },
  {
    name: 'REST resend-verification',
    method: 'POST',
    path: '/api/v1/users/resend-verification',
    as: 'user',
    input: 'none',
    validStatus: 412,
  },
  // No GOOGLE_CLIENT_ID here: a well-formed body reaches the "not configured" answer.
  {
    name: 'REST google',
    method: 'POST',
    path: '/api/v1/users/google',
    as: 'guest',
    input: 'body',
    fields: googleFields,
    validStatus: 412,
  },
  { name: 'REST me', method: 'GET', path: '/api/v1/users/me', as: 'user', input: 'none', validStatus: 200 },
  {
    name: 'REST update me',
    method: 'PUT',
    path: '/api/v1/users/me',
    as: 'user',
    input: 'body',
    fields: profileFields,
    validStatus: 200,
  },
  { name: 'REST logout', method: 'POST', path: '/api/v1/users/logout', as: 'guest', input: 'none', validStatus: 200 },
  // REST sessions, download and deletion (src/server/auth/rest.ts)
  {
    name: 'REST my sessions',
    method: 'GET',
    path: '/api/v1/users/me/sessions',
    as: 'user',
    input: 'none',
    validStatus: 200,
  },
  {
    name: 'REST sign out a session',
    method: 'DELETE',
    path: '/api/v1/users/me/sessions/:id',
    as: 'user',
    input: 'none',
    params: { id: () => sessionsToEnd.rest },
    validStatus: 200,
  },
  // The admin's: the member's other sessions are the rows above and below.
  {
    name: 'REST sign out other sessions',
    method: 'DELETE',
    path: '/api/v1/users/me/sessions',
    as: 'admin',
    input: 'none',
    validStatus: 200,
  },
  {
    name: 'REST download my data',
    method: 'GET',
    path: '/api/v1/users/me/export',
    as: 'user',
    input: 'none',
    validStatus: 200,
  },
  {
    name: 'REST delete account',
    method: 'DELETE',
    path: '/api/v1/users/me',
    as: 'user',
    input: 'body',
    fields: deleteAccountFields,
    validStatus: 409,
  },
  {
    name: 'REST contact',
    method: 'POST',
    path: '/api/v1/contact',
    as: 'guest',
    input: 'body',
    fields: contactFields,
    validStatus: 201,
  },
  {
    name: 'REST admin contact messages',
    method: 'GET',
    path: '/api/v1/admin/contact-messages',
    as: 'admin',
    input: 'query',
    fields: pageFields,
    validStatus: 200,
  },
  // REST quizzes (src/server/quizzes/rest.ts)
  {
    name: 'REST public quizzes',
    method: 'GET',
    path: `${quizPath}/public`,
    as: 'guest',
    input: 'query',
    fields: publicListFields,
    validStatus: 200,
  },
  {
    name: 'REST public quiz',
    method: 'GET',
    path: `${quizPath}/public/:id`,
    as: 'guest',
    input: 'none',
    params: quizParam('quiz'),
    validStatus: 200,
  },
  {
    name: 'REST my quizzes',
    method: 'GET',
    path: `${quizPath}/my-quizzes`,
    as: 'user',
    input: 'query',
    fields: myQuizzesFields,
    validStatus: 200,
  },
  {
    name: 'REST generate preview',
    method: 'POST',
    path: `${quizPath}/generate-preview`,
    as: 'user',
    input: 'body',
    fields: generateFields,
    validStatus: 412,
  },
  {
    name: 'REST import quiz',
    method: 'POST',
    path: `${quizPath}/import`,
    as: 'user',
    input: 'body',
    fields: importFields,
    validStatus: 201,
  },
  {
    name: 'REST import template',
    method: 'GET',
    path: `${quizPath}/import/template.csv`,
    as: 'guest',
    input: 'none',
    validStatus: 200,
  },
  {
    name: 'REST export quiz',
    method: 'GET',
    path: `${quizPath}/:id/export`,
    as: 'user',
    input: 'query',
    fields: exportFields,
    params: quizParam('quiz'),
    validStatus: 200,
  },
  {
    name: 'REST quiz statistics',
    method: 'GET',
    path: `${quizPath}/:id/statistics`,
    as: 'user',
    input: 'query',
    fields: statisticsFields,
    params: quizParam('quiz'),
    validStatus: 200,
  },
  {
    name: 'REST quiz analytics',
    method: 'GET',
    path: `${quizPath}/:id/analytics`,
    as: 'user',
    input: 'query',
    fields: analyticsFields,
    params: quizParam('quiz'),
    validStatus: 200,
  },
  {
    name: 'REST quiz attempts',
    method: 'GET',
    path: `${quizPath}/:id/attempts`,
    as: 'user',
    input: 'query',
    fields: attemptsPageFields,
    params: quizParam('quiz'),
    validStatus: 200,
  },
  {
    name: 'REST quiz attempts CSV',
    method: 'GET',
    path: `${quizPath}/:id/attempts.csv`,
    as: 'user',
    input: 'none',
    params: quizParam('quiz'),
    validStatus: 200,
  },
  {
    name: 'REST my earnings',
    method: 'GET',
    path: '/api/v1/users/me/earnings',
    as: 'user',
    input: 'query',
    fields: analyticsFields,
    validStatus: 200,
  },
  {
    name: 'REST create quiz',
    method: 'POST',
    path: quizPath,
    as: 'user',
    input: 'body',
    fields: restQuizFields,
    validStatus: 201,
  },
  {
    name: 'REST quiz for the editor',
    method: 'GET',
    path: `${quizPath}/:id`,
    as: 'user',
    input: 'none',
    params: quizParam('quiz'),
    validStatus: 200,
  },
  {
    name: 'REST update quiz',
    method: 'PUT',
    path: `${quizPath}/:id`,
    as: 'user',
    input: 'body',
    fields: restQuizFields,
    params: quizParam('quizToReplace'),
    validStatus: 200,
  },
  {
    name: 'REST delete quiz',
    method: 'DELETE',
    path: `${quizPath}/:id`,
    as: 'user',
    input: 'none',
    params: quizParam('quizToDeleteRest'),
    validStatus: 200,
  },
  {
    name: 'REST add a question',
    method: 'POST',
    path: `${quizPath}/:id/questions`,
    as: 'user',
    input: 'body',
    fields: questionFields,
    params: quizParam('quizOfQuestions'),
    validStatus: 201,
  },
  {
    name: 'REST add a list of questions',
    method: 'POST',
    path: `${quizPath}/:id/questions`,
    as: 'user',
    input: 'body',
    fields: questionListFields,
    params: quizParam('quizOfQuestions'),
    validStatus: 201,
  },
  {
    name: 'REST update a question',
    method: 'PUT',
    path: `${quizPath}/:id/questions/:questionId`,
    as: 'user',
    input: 'body',
    fields: questionFields,
    params: { id: the('quizOfQuestions'), questionId: the('questionToEdit') },
    validStatus: 200,
  },
  {
    name: 'REST delete a question',
    method: 'DELETE',
    path: `${quizPath}/:id/questions/:questionId`,
    as: 'user',
    input: 'none',
    params: { id: the('quizOfQuestions'), questionId: the('questionToDelete') },
    validStatus: 200,
  },
  {
    name: 'REST generate into a quiz',
    method: 'POST',
    path: `${quizPath}/:id/generate`,
    as: 'user',
    input: 'body',
    fields: generateFields,
    params: quizParam('quiz'),
    validStatus: 412,
  },
  // REST attempts (src/server/attempts/rest.ts, also under /quizzes)
  {
    name: 'REST start (resumes)',
    method: 'POST',
    path: `${quizPath}/:id/start`,
    as: 'user',
    input: 'none',
    params: quizParam('quizInProgress'),
    validStatus: 200,
  },
  {
    name: 'REST submit by quiz',
    method: 'POST',
    path: `${quizPath}/:id/submit`,
    as: 'user',
    input: 'body',
    fields: { ...submitFields, attemptId: idOf('attemptSubmitted', false) },
    params: quizParam('quiz'),
    validStatus: 200,
  },
  {
    name: 'REST leaderboard',
    method: 'GET',
    path: `${quizPath}/:id/leaderboard`,
    as: 'guest',
    input: 'query',
    fields: { limit: num(10, { invalid: ['0', '101', ''] }) },
    params: quizParam('quiz'),
    validStatus: 200,
  },
  {
    name: 'REST global leaderboard',
    method: 'GET',
    path: '/api/v1/leaderboard',
    as: 'guest',
    input: 'query',
    fields: { ...globalBoardFields, page: num(2, { invalid: ['0', '501', ''] }) },
    validStatus: 200,
  },
  {
    name: 'REST my attempts',
    method: 'GET',
    path: `${quizPath}/attempts/my-attempts`,
    as: 'user',
    input: 'query',
    fields: pageFields,
    validStatus: 200,
  },
  {
    name: 'REST attempt result',
    method: 'GET',
    path: `${quizPath}/attempts/:id`,
    as: 'user',
    input: 'none',
    params: quizParam('attemptSubmitted'),
    validStatus: 200,
  },
  {
    name: 'REST attempt analysis',
    method: 'GET',
    path: `${quizPath}/attempts/:id/analysis`,
    as: 'user',
    input: 'none',
    params: quizParam('attemptSubmitted'),
    validStatus: 200,
  },
  {
    name: 'REST save an answer',
    method: 'POST',
    path: `${quizPath}/attempts/:id/answers`,
    as: 'user',
    input: 'body',
    fields: answerFields,
    params: quizParam('attemptInProgress'),
    validStatus: 200,
  },
  {
    name: 'REST submit an attempt',
    method: 'POST',
    path: `${quizPath}/attempts/:id/submit`,
    as: 'user',
    input: 'body',
    fields: submitFields,
    params: quizParam('attemptSubmitted'),
    validStatus: 200,
  },
  {
    name: 'REST violation',
    method: 'POST',
    path: `${quizPath}/attempts/:id/violation`,
    as: 'user',
    input: 'body',
    fields: violationFields,
    params: quizParam('attemptInProgress'),
    validStatus: 200,
  },
  // REST admin review (src/server/quizzes/rest.ts)
  {
    name: 'REST admin quizzes',
    method: 'GET',
    path: '/api/v1/admin/quizzes',
    as: 'admin',
    input: 'query',
    fields: reviewListFields,
    validStatus: 200,
  },
  {
    name: 'REST admin approve',
    method: 'POST',
    path: '/api/v1/admin/quizzes/:id/approve',
    as: 'admin',
    input: 'none',
    params: quizParam('toApproveRest'),
    validStatus: 200,
  },
  {
    name: 'REST admin reject',
    method: 'POST',
    path: '/api/v1/admin/quizzes/:id/reject',
    as: 'admin',
    input: 'body',
    fields: rejectFields,
    params: quizParam('toRejectRest'),
    validStatus: 200,
  },
  // REST wallet (src/server/wallet/rest.ts)
  { name: 'REST wallet', method: 'GET', path: '/api/v1/wallet', as: 'user', input: 'none', validStatus: 200 },
  {
    name: 'REST wallet transactions',
    method: 'GET',
    path: '/api/v1/wallet/transactions',
    as: 'user',
    input: 'query',
    fields: transactionFilterFields,
    validStatus: 200,
  },
  {
    name: 'REST add funds',
    method: 'POST',
    path: '/api/v1/wallet/add-funds',
    as: 'user',
    input: 'body',
    fields: addFundsRestFields,
    validStatus: 201,
  },
  {
    name: 'REST withdraw',
    method: 'POST',
    path: '/api/v1/wallet/withdraw',
    as: 'user',
    input: 'body',
    fields: withdrawRestFields,
    validStatus: 201,
  },
  {
    name: 'REST request withdrawal',
    method: 'POST',
    path: '/api/v1/wallet/request-withdrawal',
    as: 'user',
    input: 'body',
    fields: withdrawRestFields,
    validStatus: 201,
  },
  {
    name: 'REST cancel a request',
    method: 'POST',
    path: '/api/v1/wallet/transactions/:id/cancel',
    as: 'user',
    input: 'none',
    params: { id: () => money.cancelRest },
    validStatus: 200,
  },
  // REST admin money (src/server/wallet/rest.ts)
  {
    name: 'REST admin transactions',
    method: 'GET',
    path: '/api/v1/admin/transactions',
    as: 'admin',
    input: 'query',
    fields: reviewFilterFields,
    validStatus: 200,
  },
  {
    name: 'REST admin approve a request',
    method: 'POST',
    path: '/api/v1/admin/transactions/:id/approve',
    as: 'admin',
    input: 'body',
    fields: { payoutReference: text('UTR412345678901', false, ['   ', 'x'.repeat(65)]) },
    params: { id: () => money.approveRest },
    validStatus: 200,
  },
  {
    name: 'REST admin reject a request',
    method: 'POST',
    path: '/api/v1/admin/transactions/:id/reject',
    as: 'admin',
    input: 'body',
    fields: rejectFields,
    params: { id: () => money.rejectRest },
    validStatus: 200,
  },
  {
    name: 'REST admin adjustment',
    method: 'POST',
    path: '/api/v1/admin/adjustments',
    as: 'admin',
    input: 'body',
    fields: { ...adjustmentCommonFields, amount: { ...rupees(5), accepts: ['1.5', 1.5] } },
    validStatus: 201,
  },
  // REST admin console (src/server/admin/rest.ts)
  {
    name: 'REST admin users',
    method: 'GET',
    path: '/api/v1/admin/users',
    as: 'admin',
    input: 'query',
    fields: userSearchFields,
    validStatus: 200,
  },
  {
    name: 'REST admin user page',
    method: 'GET',
    path: '/api/v1/admin/users/:id',
    as: 'admin',
    input: 'none',
    params: { id: () => money.memberId },
    validStatus: 200,
  },
  {
    name: 'REST admin audit log',
    method: 'GET',
    path: '/api/v1/admin/audit-log',
    as: 'admin',
    input: 'query',
    fields: { ...auditFields, format: choice('json', ['xml']) },
    validStatus: 200,
  },
  {
    name: 'REST admin audit log CSV',
    method: 'GET',
    path: '/api/v1/admin/audit-log.csv',
    as: 'admin',
    input: 'query',
    fields: auditFields,
    validStatus: 200,
  },
  {
    name: 'REST admin unpublish',
    method: 'POST',
    path: '/api/v1/admin/quizzes/:id/unpublish',
    as: 'admin',
    input: 'body',
    fields: rejectFields,
    params: { id: () => money.unpublishRest },
    validStatus: 200,
  },
  {
    name: 'REST admin payout sheet',
    method: 'GET',
    path: '/api/v1/admin/payout-sheet.csv',
    as: 'admin',
    input: 'none',
    validStatus: 200,
  },
  // REST notifications (src/server/notifications/rest.ts): the caller's own only.
  {
    name: 'REST notifications',
    method: 'GET',
    path: '/api/v1/notifications',
    as: 'user',
    input: 'query',
    fields: pageFields,
    validStatus: 200,
  },
  {
    name: 'REST mark notifications read by id',
    method: 'POST',
    path: '/api/v1/notifications/read',
    as: 'user',
    input: 'body',
    fields: readByIdFields,
    validStatus: 200,
  },
  {
    name: 'REST mark every notification read',
    method: 'POST',
    path: '/api/v1/notifications/read',
    as: 'user',
    input: 'body',
    fields: readAllFields,
    validStatus: 200,
  },
  {
    name: 'REST notification preferences',
    method: 'GET',
    path: '/api/v1/notifications/preferences',
    as: 'user',
    input: 'none',
    validStatus: 200,
  },
  {
    name: 'REST save notification preferences',
    method: 'PUT',
    path: '/api/v1/notifications/preferences',
    as: 'user',
    input: 'body',
    fields: preferenceFields,
    validStatus: 200,
  },
  // tRPC (src/server/trpc/router.ts)
  { name: 'tRPC auth.me', method: 'GET', path: '/trpc/auth.me', as: 'user', input: 'none', validStatus: 200 },
  {
    name: 'tRPC auth.signup',
    method: 'POST',
    path: '/trpc/auth.signup',
    as: 'guest',
    input: 'body',
    fields: signupFields,
    validStatus: 200,
  },
  {
    name: 'tRPC auth.login',
    method: 'POST',
    path: '/trpc/auth.login',
    as: 'guest',
    input: 'body',
    fields: loginFields,
    validStatus: 200,
  },
  {
    name: 'tRPC auth.google',
    method: 'POST',
    path: '/trpc/auth.google',
    as: 'guest',
    input: 'body',
    fields: googleFields,
    validStatus: 412,
  },
  // A procedure without input, as the client's batch link calls it.
  {
    name: 'tRPC auth.logout',
    method: 'POST',
    path: '/trpc/auth.logout?batch=1',
    as: 'guest',
    input: 'body',
    fields: {},
    validStatus: 200,
  },
  {
    name: 'tRPC auth.forgotPassword',
    method: 'POST',
    path: '/trpc/auth.forgotPassword',
    as: 'guest',
    input: 'body',
    fields: forgotFields,
    validStatus: 412,
  },
  {
    name: 'tRPC auth.resetPassword',
    method: 'POST',
    path: '/trpc/auth.resetPassword',
    as: 'guest',
    input: 'body',
    fields: resetFields,
    validStatus: 400,
  },
  {
    name: 'tRPC auth.verifyEmail',
    method: 'POST',
    path: '/trpc/auth.verifyEmail',
    as: 'guest',
    input: 'body',
    fields: verifyFields,
    validStatus: 400,
  },
  {
    name: 'tRPC auth.resendVerification',
    method: 'POST',
    path: '/trpc/auth.resendVerification?batch=1',
    as: 'user',
    input: 'body',
    fields: {},
    validStatus: 412,
  },
  {
    name: 'tRPC auth.mailStatus',
    method: 'GET',
    path: '/trpc/auth.mailStatus',
    as: 'guest',
    input: 'none',
    validStatus: 200,
  },
  {
    name: 'tRPC auth.updateProfile',
    method: 'POST',
    path: '/trpc/auth.updateProfile',
    as: 'user',
    input: 'body',
    fields: profileFields,
    validStatus: 200,
  },
  {
    name: 'tRPC auth.sessions',
    method: 'GET',
    path: '/trpc/auth.sessions',
    as: 'user',
    input: 'none',
    validStatus: 200,
  },
  {
    name: 'tRPC auth.revokeSession',
    method: 'POST',
    path: '/trpc/auth.revokeSession',
    as: 'user',
    input: 'body',
    fields: { id: { valid: () => sessionsToEnd.trpc, kind: 'id', required: true } },
    validStatus: 200,
  },
  {
    name: 'tRPC auth.revokeOtherSessions',
    method: 'POST',
    path: '/trpc/auth.revokeOtherSessions?batch=1',
    as: 'admin',
    input: 'body',
    fields: {},
    validStatus: 200,
  },
  {
    name: 'tRPC auth.exportData',
    method: 'GET',
    path: '/trpc/auth.exportData',
    as: 'user',
    input: 'none',
    validStatus: 200,
  },
  {
    name: 'tRPC auth.deletionCheck',
    method: 'GET',
    path: '/trpc/auth.deletionCheck',
    as: 'user',
    input: 'none',
    validStatus: 200,
  },
  {
    name: 'tRPC auth.deleteAccount',
    method: 'POST',
    path: '/trpc/auth.deleteAccount',
    as: 'user',
    input: 'body',
    fields: deleteAccountFields,
    validStatus: 409,
  },
  {
    name: 'tRPC contact.send',
    method: 'POST',
    path: '/trpc/contact.send',
    as: 'guest',
    input: 'body',
    fields: contactFields,
    validStatus: 200,
  },
  {
    name: 'tRPC contact.list',
    method: 'GET',
    path: '/trpc/contact.list',
    as: 'admin',
    input: 'trpc-query',
    fields: pageFields,
    validStatus: 200,
  },
  {
    name: 'tRPC config.public',
    method: 'GET',
    path: '/trpc/config.public',
    as: 'guest',
    input: 'none',
    validStatus: 200,
  },
  // tRPC quizzes (src/server/quizzes/router.ts)
  {
    name: 'tRPC quizzes.list',
    method: 'GET',
    path: '/trpc/quizzes.list',
    as: 'guest',
    input: 'trpc-query',
    fields: publicListFields,
    validStatus: 200,
  },
  {
    name: 'tRPC quizzes.byId',
    method: 'GET',
    path: '/trpc/quizzes.byId',
    as: 'guest',
    input: 'trpc-query',
    fields: { id: idOf('quiz') },
    validStatus: 200,
  },
  {
    name: 'tRPC quizzes.mine',
    method: 'GET',
    path: '/trpc/quizzes.mine',
    as: 'user',
    input: 'trpc-query',
    fields: myQuizzesFields,
    validStatus: 200,
  },
  {
    name: 'tRPC quizzes.forEdit',
    method: 'GET',
    path: '/trpc/quizzes.forEdit',
    as: 'user',
    input: 'trpc-query',
    fields: { id: idOf('quiz') },
    validStatus: 200,
  },
  {
    name: 'tRPC quizzes.statistics',
    method: 'GET',
    path: '/trpc/quizzes.statistics',
    as: 'user',
    input: 'trpc-query',
    fields: { id: idOf('quiz'), ...statisticsFields },
    validStatus: 200,
  },
  {
    name: 'tRPC quizzes.analytics',
    method: 'GET',
    path: '/trpc/quizzes.analytics',
    as: 'user',
    input: 'trpc-query',
    fields: { id: idOf('quiz'), ...analyticsFields },
    validStatus: 200,
  },
  {
    name: 'tRPC quizzes.attempts',
    method: 'GET',
    path: '/trpc/quizzes.attempts',
    as: 'user',
    input: 'trpc-query',
    fields: { id: idOf('quiz'), ...attemptsPageFields },
    validStatus: 200,
  },
  {
    name: 'tRPC quizzes.earnings',
    method: 'GET',
    path: '/trpc/quizzes.earnings',
    as: 'user',
    input: 'trpc-query',
    fields: analyticsFields,
    validStatus: 200,
  },
  {
    name: 'tRPC quizzes.create',
    method: 'POST',
    path: '/trpc/quizzes.create',
    as: 'user',
    input: 'body',
    fields: quizFields,
    validStatus: 200,
  },
  {
    name: 'tRPC quizzes.update',
    method: 'POST',
    path: '/trpc/quizzes.update',
    as: 'user',
    input: 'body',
    fields: {
      id: idOf('quizToReplace'),
      quiz: {
        valid: () => validOf(quizFields),
        kind: 'object',
        required: true,
        invalid: [{}, { title: 'No time limit', questions: [QUESTION] }, { ...validOf(quizFields), timeLimit: 5 }],
      },
    },
    validStatus: 200,
  },
  {
    name: 'tRPC quizzes.delete',
    method: 'POST',
    path: '/trpc/quizzes.delete',
    as: 'user',
    input: 'body',
    fields: { id: idOf('quizToDeleteTrpc') },
    validStatus: 200,
  },
  {
    name: 'tRPC quizzes.generatePreview',
    method: 'POST',
    path: '/trpc/quizzes.generatePreview',
    as: 'user',
    input: 'body',
    fields: generateFields,
    validStatus: 412,
  },
  {
    name: 'tRPC quizzes.importPreview',
    method: 'POST',
    path: '/trpc/quizzes.importPreview',
    as: 'user',
    input: 'body',
    fields: importFields,
    validStatus: 200,
  },
  {
    name: 'tRPC quizzes.importFile',
    method: 'POST',
    path: '/trpc/quizzes.importFile',
    as: 'user',
    input: 'body',
    fields: importFields,
    validStatus: 200,
  },
  {
    name: 'tRPC quizzes.exportFile',
    method: 'GET',
    path: '/trpc/quizzes.exportFile',
    as: 'user',
    input: 'trpc-query',
    fields: { id: idOf('quiz'), ...exportFields },
    validStatus: 200,
  },
  // tRPC attempts (src/server/attempts/router.ts)
  {
    name: 'tRPC attempts.start (resumes)',
    method: 'POST',
    path: '/trpc/attempts.start',
    as: 'user',
    input: 'body',
    fields: { quizId: idOf('quizInProgress') },
    validStatus: 200,
  },
  {
    name: 'tRPC attempts.current',
    method: 'GET',
    path: '/trpc/attempts.current',
    as: 'user',
    input: 'trpc-query',
    fields: { attemptId: idOf('attemptInProgress') },
    validStatus: 200,
  },
  {
    name: 'tRPC attempts.saveAnswer',
    method: 'POST',
    path: '/trpc/attempts.saveAnswer',
    as: 'user',
    input: 'body',
    fields: { attemptId: idOf('attemptInProgress'), ...answerFields },
    validStatus: 200,
  },
  {
    name: 'tRPC attempts.submit',
    method: 'POST',
    path: '/trpc/attempts.submit',
    as: 'user',
    input: 'body',
    fields: { attemptId: idOf('attemptSubmitted'), ...submitFields },
    validStatus: 200,
  },
  {
    name: 'tRPC attempts.violation',
    method: 'POST',
    path: '/trpc/attempts.violation',
    as: 'user',
    input: 'body',
    fields: { attemptId: idOf('attemptInProgress'), ...violationFields },
    validStatus: 200,
  },
  {
    name: 'tRPC attempts.result',
    method: 'GET',
    path: '/trpc/attempts.result',
    as: 'user',
    input: 'trpc-query',
    fields: { attemptId: idOf('attemptSubmitted') },
    validStatus: 200,
  },
  {
    name: 'tRPC attempts.generateAnalysis',
    method: 'POST',
    path: '/trpc/attempts.generateAnalysis',
    as: 'user',
    input: 'body',
    fields: { attemptId: idOf('attemptSubmitted') },
    validStatus: 412,
  },
  {
    name: 'tRPC attempts.mine',
    method: 'GET',
    path: '/trpc/attempts.mine',
    as: 'user',
    input: 'trpc-query',
    fields: pageFields,
    validStatus: 200,
  },
  {
    name: 'tRPC attempts.leaderboard',
    method: 'GET',
    path: '/trpc/attempts.leaderboard',
    as: 'guest',
    input: 'trpc-query',
    fields: { quizId: idOf('quiz'), limit: num(10, { invalid: [0, 101] }) },
    validStatus: 200,
  },
  {
    name: 'tRPC attempts.globalLeaderboard',
    method: 'GET',
    path: '/trpc/attempts.globalLeaderboard',
    as: 'guest',
    input: 'trpc-query',
    fields: globalBoardFields,
    validStatus: 200,
  },
  {
    name: 'tRPC attempts.open',
    method: 'GET',
    path: '/trpc/attempts.open',
    as: 'user',
    input: 'none',
    validStatus: 200,
  },
  {
    name: 'tRPC attempts.standing',
    method: 'GET',
    path: '/trpc/attempts.standing',
    as: 'user',
    input: 'trpc-query',
    fields: { quizId: idOf('quiz') },
    validStatus: 200,
  },
  // tRPC admin review (src/server/quizzes/router.ts)
  {
    name: 'tRPC admin.quizzes.list',
    method: 'GET',
    path: '/trpc/admin.quizzes.list',
    as: 'admin',
    input: 'trpc-query',
    fields: reviewListFields,
    validStatus: 200,
  },
  {
    name: 'tRPC admin.quizzes.detail',
    method: 'GET',
    path: '/trpc/admin.quizzes.detail',
    as: 'admin',
    input: 'trpc-query',
    fields: { id: idOf('quiz') },
    validStatus: 200,
  },
  {
    name: 'tRPC admin.quizzes.approve',
    method: 'POST',
    path: '/trpc/admin.quizzes.approve',
    as: 'admin',
    input: 'body',
    fields: { id: idOf('toApproveTrpc') },
    validStatus: 200,
  },
  {
    name: 'tRPC admin.quizzes.reject',
    method: 'POST',
    path: '/trpc/admin.quizzes.reject',
    as: 'admin',
    input: 'body',
    fields: { id: idOf('toRejectTrpc'), ...rejectFields },
    validStatus: 200,
  },
  {
    name: 'tRPC admin.quizzes.search',
    method: 'GET',
    path: '/trpc/admin.quizzes.search',
    as: 'admin',
    input: 'trpc-query',
    fields: quizSearchFields,
    validStatus: 200,
  },
  {
    name: 'tRPC admin.quizzes.unpublish',
    method: 'POST',
    path: '/trpc/admin.quizzes.unpublish',
    as: 'admin',
    input: 'body',
    fields: { id: moneyId('unpublishTrpc'), ...rejectFields },
    validStatus: 200,
  },
  // tRPC wallet (src/server/wallet/router.ts)
  {
    name: 'tRPC wallet.summary',
    method: 'GET',
    path: '/trpc/wallet.summary',
    as: 'user',
    input: 'none',
    validStatus: 200,
  },
  {
    name: 'tRPC wallet.transactions',
    method: 'GET',
    path: '/trpc/wallet.transactions',
    as: 'user',
    input: 'trpc-query',
    fields: transactionFilterFields,
    validStatus: 200,
  },
  {
    name: 'tRPC wallet.addFunds',
    method: 'POST',
    path: '/trpc/wallet.addFunds',
    as: 'user',
    input: 'body',
    fields: {
      amountPaise: num(1000, { required: true, invalid: [999, 10.5, 1_00_000_01] }),
      paymentMethod: choice('upi', ['card']),
      transactionId: addFundsRestFields.transactionId,
      idempotencyKey: { valid: unique('add-'), required: false, invalid: ['short'] },
    },
    validStatus: 200,
  },
  {
    name: 'tRPC wallet.withdraw',
    method: 'POST',
    path: '/trpc/wallet.withdraw',
    as: 'user',
    input: 'body',
    fields: {
      amountPaise: num(10_000, { required: true, invalid: [9999, 10_000.5] }),
      withdrawalMethod: choice('upi', ['bank']),
      upiId: withdrawRestFields.upiId,
      note: withdrawRestFields.note,
      idempotencyKey: { valid: unique('withdraw-'), required: false, invalid: ['short'] },
    },
    validStatus: 200,
  },
  {
    name: 'tRPC wallet.cancel',
    method: 'POST',
    path: '/trpc/wallet.cancel',
    as: 'user',
    input: 'body',
    fields: { id: moneyId('cancelTrpc') },
    validStatus: 200,
  },
  // tRPC admin money (src/server/wallet/router.ts)
  {
    name: 'tRPC admin.wallet.pending',
    method: 'GET',
    path: '/trpc/admin.wallet.pending',
    as: 'admin',
    input: 'trpc-query',
    fields: reviewFilterFields,
    validStatus: 200,
  },
  {
    name: 'tRPC admin.wallet.approve',
    method: 'POST',
    path: '/trpc/admin.wallet.approve',
    as: 'admin',
    input: 'body',
    fields: { id: moneyId('approveTrpc'), payoutReference: text('UTR412345678901', false, ['   ']) },
    validStatus: 200,
  },
  {
    name: 'tRPC admin.wallet.reject',
    method: 'POST',
    path: '/trpc/admin.wallet.reject',
    as: 'admin',
    input: 'body',
    fields: { id: moneyId('rejectTrpc'), ...rejectFields },
    validStatus: 200,
  },
  {
    name: 'tRPC admin.wallet.adjust',
    method: 'POST',
    path: '/trpc/admin.wallet.adjust',
    as: 'admin',
    input: 'body',
    fields: { ...adjustmentCommonFields, amountPaise: num(500, { required: true, invalid: [0, 10.5, 1_00_000_01] }) },
    validStatus: 200,
  },
  {
    name: 'tRPC admin.wallet.history',
    method: 'GET',
    path: '/trpc/admin.wallet.history',
    as: 'admin',
    input: 'trpc-query',
    fields: historyFields,
    validStatus: 200,
  },
  {
    name: 'tRPC admin.wallet.lookup',
    method: 'GET',
    path: '/trpc/admin.wallet.lookup',
    as: 'admin',
    input: 'trpc-query',
    fields: { user: text(member.email, true, ['   ']) },
    validStatus: 200,
  },
  // tRPC notifications (src/server/notifications/router.ts)
  {
    name: 'tRPC notifications.list',
    method: 'GET',
    path: '/trpc/notifications.list',
    as: 'user',
    input: 'trpc-query',
    fields: pageFields,
    validStatus: 200,
  },
  {
    name: 'tRPC notifications.unreadCount',
    method: 'GET',
    path: '/trpc/notifications.unreadCount',
    as: 'user',
    input: 'none',
    validStatus: 200,
  },
  {
    name: 'tRPC notifications.markRead by id',
    method: 'POST',
    path: '/trpc/notifications.markRead',
    as: 'user',
    input: 'body',
    fields: readByIdFields,
    validStatus: 200,
  },
  {
    name: 'tRPC notifications.markRead all',
    method: 'POST',
    path: '/trpc/notifications.markRead',
    as: 'user',
    input: 'body',
    fields: readAllFields,
    validStatus: 200,
  },
  {
    name: 'tRPC notifications.preferences',
    method: 'GET',
    path: '/trpc/notifications.preferences',
    as: 'user',
    input: 'none',
    validStatus: 200,
  },
  {
    name: 'tRPC notifications.setPreferences',
    method: 'POST',
    path: '/trpc/notifications.setPreferences',
    as: 'user',
    input: 'body',
    fields: preferenceFields,
    validStatus: 200,
  },
  // tRPC admin console (src/server/admin/router.ts)
  {
    name: 'tRPC admin.users.search',
    method: 'GET',
    path: '/trpc/admin.users.search',
    as: 'admin',
    input: 'trpc-query',
    fields: userSearchFields,
    validStatus: 200,
  },
  {
    name: 'tRPC admin.users.byId',
    method: 'GET',
    path: '/trpc/admin.users.byId',
    as: 'admin',
    input: 'trpc-query',
    fields: { id: moneyId('memberId') },
    validStatus: 200,
  },
  {
    name: 'tRPC admin.attempts.flagged',
    method: 'GET',
    path: '/trpc/admin.attempts.flagged',
    as: 'admin',
    input: 'trpc-query',
    fields: { ...pageFields, includeReviewed: { ...flag(true), accepts: ['true'] } },
    validStatus: 200,
  },
  {
    name: 'tRPC admin.attempts.markReviewed',
    method: 'POST',
    path: '/trpc/admin.attempts.markReviewed',
    as: 'admin',
    input: 'body',
    fields: { attemptId: moneyId('flaggedAttempt') },
    validStatus: 200,
  },
  {
    name: 'tRPC admin.audit.list',
    method: 'GET',
    path: '/trpc/admin.audit.list',
    as: 'admin',
    input: 'trpc-query',
    fields: auditFields,
    validStatus: 200,
  },
]

const WRONG: Record<Kind, unknown[]> = {
  string: [123, -1.5, true, null, [], ['a'], {}, { nested: 'x' }, 'nul\u0000byte'],
  id: [123, true, null, [], ['a'], {}, 'abc', '1', '../etc', '', UNKNOWN_ID],
  number: ['abc', '1.5', '-1', -1, 1.5, true, null, [], {}, '9'.repeat(400), 1e300],
  boolean: ['true', 'yes', 1, 0, null, [], {}],
  list: ['a', 1, true, null, {}, [1], ['a'], [null], [{}], [[]]],
  object: ['a', 1, true, null, [], ['a']],
}
/** Path parameters that are not UUIDs, and one that names nothing. */
const BAD_PARAMS: Array<[label: string, value: string]> = [
  ['abc', 'abc'],
  ['1', '1'],
  ['10 000 characters', LONG],
  ['../etc', '../etc'],
  ['..', '..'],
  ['a UUID that names nothing', UNKNOWN_ID],
]
const WHOLE_BODIES: Array<[string, string]> = [
  ['malformed JSON', '{"email": "a@b.c",'],
  ['a JSON array', '[]'],
  ['an array of objects', '[{"email":"a@b.c"}]'],
  ['a number', '42'],
  ['null', 'null'],
  ['a string', '"hello"'],
  ['true', 'true'],
  ['a form body', 'email=a%40b.c&password=x'],
  ['100 000 nested arrays', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
  ['100 000 nested objects', `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`],
]

interface Case {
  label: string
  /** A raw body (sent as is), or an input value (encoded for the route), made when the case runs. */
  raw?: string
  input?: () => unknown
  /** Path parameters in place of the route's valid ones. */
  params?: Record<string, string>
  contentType?: string
  /** The statuses this case may get: 400 unless told (a 401 or a 409 would not be about the input). */
  statuses?: number[]
}

function validOf(fields: Record<string, Field> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.valid()]))
}
const validInput = (route: Route) => validOf(route.fields)

/** Every bad request the table implies for one route. */
function casesFor(route: Route): Case[] {
  const cases: Case[] = []
  const others = () => validInput(route)
  for (const name of Object.keys(route.params ?? {})) {
    for (const [label, value] of BAD_PARAMS) {
      // Where what `..` leaves is a route of its own (/api/v1/quizzes/../leaderboard is the global
      // leaderboard), that route answers, and its own row checks it.
      const resolved = new URL(route.path.replace(`:${name}`, value), 'http://app').pathname
      if (value === '..' && ROUTES.some((other) => other.method === route.method && other.path === resolved)) continue
      cases.push({
        label: `:${name} = ${label}`,
        params: { [name]: value },
        ...(route.input === 'none' ? {} : { input: others }),
        // `..` is resolved away by the URL itself, to a path that does not exist.
        statuses: value === UNKNOWN_ID ? [404] : value === '..' ? [400, 404] : [400],
      })
    }
  }
  if (route.input === 'none' || !route.fields) return cases
  if (route.input === 'body') {
    for (const [label, raw] of WHOLE_BODIES) {
      // A tRPC batch reads only its numbered keys: a procedure without input never reads an
      // object keyed "a", however deep it nests, so there is nothing to refuse.
      if (label.includes('nested objects') && route.path.includes('batch=1') && Object.keys(route.fields).length === 0)
        continue
      cases.push({
        label,
        raw,
        contentType: label === 'a form body' ? 'application/x-www-form-urlencoded' : 'application/json',
        // tRPC refuses a form body by its content type.
        ...(label === 'a form body' ? { statuses: [400, 415] } : {}),
      })
    }
  } else if (route.input === 'trpc-query') {
    for (const [label, raw] of WHOLE_BODIES.filter(([label]) => label !== 'a form body')) {
      cases.push({ label, raw })
    }
  }
  for (const [key, field] of Object.entries(route.fields)) {
    const kind = field.kind ?? 'string'
    const wrong = [...WRONG[kind], ...(field.invalid ?? [])].filter(
      (value) => !field.accepts?.some((accepted) => isDeepStrictEqual(accepted, value)),
    )
    for (const value of wrong) {
      // REST query parameters are strings by nature: only string values are meaningful there.
      if (route.input === 'query' && typeof value !== 'string') continue
      cases.push({
        label: `${key} = ${JSON.stringify(value)?.slice(0, 20)}`,
        input: () => ({ ...others(), [key]: value }),
        // A well-formed id that names nothing is not found, or not part of the attempt.
        ...(value === UNKNOWN_ID ? { statuses: [400, 404] } : {}),
      })
    }
    if (field.required) {
      cases.push({
        label: `${key} missing`,
        input: () => {
          const { [key]: _missing, ...rest } = others()
          return rest
        },
      })
    }
    if (kind === 'string' || kind === 'id') {
      cases.push({ label: `${key} of 10 000 characters`, input: () => ({ ...others(), [key]: LONG }) })
    }
    // Query parameters are flat strings: only a JSON input can nest.
    if (route.input !== 'query') {
      cases.push({
        label: `${key} nested ${MAX_INPUT_DEPTH + 1} deep`,
        input: () => ({ ...others(), [key]: nested(MAX_INPUT_DEPTH) }),
      })
    }
  }
  return cases
}

let h: TestHarness
const cookies: Record<Caller, string | undefined> = { guest: undefined, user: undefined, admin: undefined }

beforeAll(async () => {
  h = await createHarness({ env: { ADMIN_EMAILS: ADMIN_EMAIL } })
  // One after another: PGlite is a single connection.
  const creator = await signedInUser(h, member)
  const reviewer = await signedInUser(h, admin)
  cookies.user = creator.client.cookie()
  cookies.admin = reviewer.client.cookie()
  const player = { id: creator.id, username: creator.username, email: creator.email, role: creator.role }
  const save = async (title: string, overrides: Partial<QuizInput> = {}) => {
    const quiz = QuizInputSchema.parse({ title, timeLimit: 120, questions: SAMPLE_QUESTIONS, ...overrides })
    return (await createQuiz(h.db, creator.id, quiz)).id
  }

  made.quiz = (await approvedQuiz(h.db, creator.id, { title: 'Approved quiz' })).id
  made.quizInProgress = (await approvedQuiz(h.db, creator.id, { title: 'Quiz in progress' })).id
  made.quizToReplace = await save('Draft to replace', { asDraft: true })
  made.quizOfQuestions = await save('Draft of questions', { asDraft: true })
  const { questions } = await getQuizForEditor(h.db, player, made.quizOfQuestions)
  made.questionToEdit = questions[0]!.id
  made.questionToDelete = questions[1]!.id
  made.quizToDeleteRest = await save('To delete over REST', { asDraft: true })
  made.quizToDeleteTrpc = await save('To delete over tRPC', { asDraft: true })
  made.toApproveRest = await save('To approve over REST')
  made.toRejectRest = await save('To reject over REST')
  made.toApproveTrpc = await save('To approve over tRPC')
  made.toRejectTrpc = await save('To reject over tRPC')

  const submitted = await startAttempt(h.db, player, made.quiz)
  made.attemptSubmitted = submitted.attemptId
  made.questionSubmitted = submitted.questions[0]!.id
  await submitAttempt(h.db, player, submitted.attemptId, {
    answers: [{ questionId: made.questionSubmitted, selectedOption: 1 }],
  })
  const inProgress = await startAttempt(h.db, player, made.quizInProgress)
  made.attemptInProgress = inProgress.attemptId
  made.questionInProgress = inProgress.questions[0]!.id
})
afterAll(() => h.close())

/** The wallet's and the console's things (after the first beforeAll: the member and the admin exist). */
beforeAll(async () => {
  const users = await h.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', [member.email, ADMIN_EMAIL])
    .execute()
  const memberId = users.find((user) => user.email === member.email)!.id
  const adminId = users.find((user) => user.email === ADMIN_EMAIL)!.id
  money.memberId = memberId
  const request = (amountPaise = 1000) =>
    wallet.requestAddFunds(h.db, memberId, { amountPaise, paymentMethod: 'upi' }).then((t) => t.id)
  // Enough for every withdrawal row's valid request.
  await wallet.approveTransaction(h.db, notifyDeps(h.deps), adminId, await request(1_000_000))
  for (const key of ['approveRest', 'rejectRest', 'approveTrpc', 'rejectTrpc', 'cancelRest', 'cancelTrpc'] as const) {
    money[key] = await request()
  }
  money.unpublishRest = (await approvedQuiz(h.db, memberId, { title: 'To unpublish over REST' })).id
  money.unpublishTrpc = (await approvedQuiz(h.db, memberId, { title: 'To unpublish over tRPC' })).id
  // The admin plays the member's quiz and submits at once: ranked, and far faster than a person.
  const adminPlayer = { id: adminId, username: admin.username, email: ADMIN_EMAIL, role: 'admin' as const }
  const fast = await startAttempt(h.db, adminPlayer, made.quiz)
  await submitAttempt(h.db, adminPlayer, fast.attemptId, {})
  money.flaggedAttempt = fast.attemptId
})

/** Two more sessions of the member's, each signed out by one row. */
beforeAll(async () => {
  for (const key of ['rest', 'trpc'] as const) {
    const { sessionId } = await createSession(h.db, money.memberId)
    const row = await h.db
      .selectFrom('sessions')
      .select('public_id')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow()
    sessionsToEnd[key] = row.public_id
  }
})

/** The route's path with its parameters filled in: the valid ones, or those given (encoded). */
function pathOf(route: Route, params: Record<string, string> = {}) {
  return route.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? route.params?.[name]?.() ?? `:${name}`),
  )
}

function request(
  route: Route,
  kase: {
    raw?: string
    input?: unknown
    params?: Record<string, string>
    contentType?: string
    headers?: Record<string, string>
  },
) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, ...kase.headers }
  const cookie = cookies[route.as]
  if (cookie) headers.cookie = cookie
  let url = pathOf(route, kase.params)
  let body: string | undefined
  const encoded = kase.raw ?? (kase.input === undefined ? undefined : JSON.stringify(kase.input))
  if (route.input === 'query' && kase.input) {
    url += `?${new URLSearchParams(kase.input as Record<string, string>)}`
  } else if (route.input === 'trpc-query' && encoded !== undefined) {
    url += `?input=${encodeURIComponent(encoded)}`
  } else if (route.method !== 'GET' && encoded !== undefined) {
    body = encoded
    headers['content-type'] = kase.contentType ?? 'application/json'
  }
  return h.app.request(url, { method: route.method, headers, ...(body === undefined ? {} : { body }) })
}

/** A client error with a readable message, and nothing of the server's insides. */
async function expectClientError(response: Response, route: Route, status?: number) {
  const text = await response.text()
  if (status) expect(response.status, text).toBe(status)
  expect(response.status, text).toBeGreaterThanOrEqual(400)
  expect(response.status, text).toBeLessThan(500)
  const json = JSON.parse(text)
  if (route.path.startsWith('/api/') || response.status === 413) {
    expect(response.headers.get('content-type')).toContain('application/json')
    // A refused import lists its file's problems beside the message.
    const problems = 'problems' in json ? { problems: expect.any(Array) } : {}
    expect(json).toEqual({ success: false, message: expect.any(String), ...problems })
    expectWords(json.message)
  } else {
    // tRPC's shape; a batched call answers an array of them.
    const { error } = Array.isArray(json) ? json[0] : json
    expect(error.message).toEqual(expect.any(String))
    expectWords(error.message)
  }
  expectNoInsides(text)
  return json
}

/** A message in words: never a field path such as `questions.0.options.1` or `limit: …`. */
function expectWords(message: string) {
  expect(message.length).toBeGreaterThan(0)
  expect(message).not.toMatch(/\b[A-Za-z]+\.\d+\b/)
  expect(message).not.toMatch(/^[a-z][A-Za-z]*(\.[A-Za-z0-9]+)*: /)
}

function expectNoInsides(text: string) {
  expect(text).not.toMatch(/\bat [\w$.<>]+ \(|\bat (file|node):|\n\s+at /)
  expect(text).not.toContain('.ts:')
  expect(text).not.toContain('.js:')
  expect(text).not.toContain('node_modules')
  expect(text).not.toMatch(/"stack"/)
}

describe.each(ROUTES)('$name', (route) => {
  it('answers a well-formed request (the table is right), ignoring unknown fields', async () => {
    const input = route.input === 'none' ? undefined : { ...validInput(route), unknownField: 'ignored' }
    const response = await request(route, { input })
    const text = await response.text()
    expect(response.status, text).toBe(route.validStatus)
    expectNoInsides(text)
  })

  const cases = casesFor(route)
  if (cases.length > 0) {
    it.each(cases)('refuses $label with a 4xx and a message', async (kase) => {
      const response = await request(route, { ...kase, input: kase.input?.() })
      const status = response.status
      const json = await expectClientError(response, route)
      // Exactly: a route whose valid answer is a 4xx (AI or Google not configured: 412) must
      // refuse bad input before it gets that far.
      expect(kase.statuses ?? [400], JSON.stringify(json).slice(0, 300)).toContain(status)
    })
  }

  if (route.method !== 'GET') {
    it('refuses a body over 1 MiB with 413, with or without Content-Length', async () => {
      const raw = JSON.stringify({ ...validInput(route), padding: 'x'.repeat(MAX_BODY_BYTES) })
      const withLength: Record<string, string> = { 'content-length': String(Buffer.byteLength(raw)) }
      for (const headers of [withLength, {}]) {
        const json = await expectClientError(await request(route, { raw, headers }), route, 413)
        expect(json.message).toBe(SERVER.bodyTooLarge)
      }
    })

    it('refuses by Content-Length alone, before reading the body', async () => {
      // A small body declared as over 1 MiB: only the header can refuse it.
      const headers = { 'content-length': String(MAX_BODY_BYTES + 1) }
      const json = await expectClientError(
        await request(route, { raw: JSON.stringify(validInput(route)), headers }),
        route,
        413,
      )
      expect(json.message).toBe(SERVER.bodyTooLarge)
    })
  }

  if (route.input === 'none' && route.method === 'GET') {
    it('ignores a garbage query', async () => {
      const response = await h.app.request(`${pathOf(route)}?input=${encodeURIComponent('{bad')}&limit=abc`, {
        headers: { origin: TEST_ORIGIN, ...(cookies[route.as] ? { cookie: cookies[route.as]! } : {}) },
      })
      expect(response.status).toBeLessThan(500)
      expectNoInsides(await response.text())
    })
  }
})

/** Routes of work in progress beside this file: each moves into ROUTES as it settles. None now. */
const NOT_YET_IN_TABLE: RegExp[] = []

describe('the table', () => {
  it('lists every mounted REST route and every tRPC procedure', () => {
    const listed = new Set(
      ROUTES.map((route) =>
        route.path.startsWith('/trpc/')
          ? route.path.slice('/trpc/'.length).split('?')[0]
          : `${route.method} ${route.path}`,
      ),
    )
    const mounted = [
      ...h.app.routes
        .filter((r) => r.path.startsWith('/api/v1/') && r.method !== 'ALL')
        .map((r) => `${r.method} ${r.path}`),
      ...Object.keys(appRouter._def.procedures),
    ]
    const missing = mounted.filter((key) => !listed.has(key) && !NOT_YET_IN_TABLE.some((pattern) => pattern.test(key)))
    expect(missing).toEqual([])
  })
})

describe('malformed JSON', () => {
  it('says so in the same words over REST and tRPC', async () => {
    const rest = await request(
      ROUTES.find((route) => route.name === 'REST login')!,
      { raw: '{"email":' },
    )
    expect(await rest.json()).toEqual({ success: false, message: SERVER.invalidJson })
    const trpc = await request(
      ROUTES.find((route) => route.name === 'tRPC auth.login')!,
      { raw: '{"email":' },
    )
    expect((await trpc.json()).error.message).toBe(SERVER.invalidJson)
  })
})

describe('messages name fields in words', () => {
  it('says the range of a page size, not a field path', async () => {
    const rest = await request(
      ROUTES.find((route) => route.name === 'REST public quizzes')!,
      { input: { limit: '101' } },
    )
    expect((await rest.json()).message).toBe('Limit must be a whole number from 1 to 100')
    const trpc = await request(
      ROUTES.find((route) => route.name === 'tRPC quizzes.list')!,
      { input: { limit: 101 } },
    )
    const body = await trpc.json()
    expect((Array.isArray(body) ? body[0] : body).error.message).toBe('Limit must be a whole number from 1 to 100')
  })

  it('says which question and option, not questions.1.options.2', async () => {
    const questions = SAMPLE_QUESTIONS.map((question, index) =>
      index === 1 ? { ...question, options: question.options.map((option, at) => (at === 2 ? '' : option)) } : question,
    )
    const route = ROUTES.find((row) => row.name === 'REST create quiz')!
    const response = await request(route, { input: { ...validInput(route), questions } })
    expect((await response.json()).message).toBe('Question 2, option 3: Every option needs text')
  })
})

describe('deep nesting', () => {
  const deepBody = `${'['.repeat(100_000)}${']'.repeat(100_000)}`
  it.each(['REST contact', 'REST login', 'tRPC contact.send', 'tRPC auth.login'])(
    '%s: 100 000 nested arrays are a 400 that says why',
    async (name) => {
      const route = ROUTES.find((row) => row.name === name)!
      const json = await expectClientError(await request(route, { raw: deepBody }), route, 400)
      expect(route.path.startsWith('/api/') ? json.message : json.error.message).toBe(SERVER.nestedTooDeeply)
    },
  )

  it('refuses the same over a batched tRPC GET', async () => {
    const input = encodeURIComponent(
      JSON.stringify({ 0: { limit: 10, offset: 0, search: nested(MAX_INPUT_DEPTH + 1) } }),
    )
    const response = await h.app.request(`/trpc/quizzes.list?batch=1&input=${input}`, {
      headers: { origin: TEST_ORIGIN },
    })
    const [{ error }] = await response.json()
    expect(response.status).toBe(400)
    expect(error.message).toBe(SERVER.nestedTooDeeply)
  })

  it('lets nesting up to the limit through to validation', async () => {
    const route = ROUTES.find((row) => row.name === 'REST login')!
    // The body's own object is level 1: its field may hold arrays 63 deep.
    const json = await expectClientError(
      await request(route, { input: { email: nested(MAX_INPUT_DEPTH - 1), password: 'x' } }),
      route,
      400,
    )
    expect(json.message).not.toBe(SERVER.nestedTooDeeply)
  })
})

describe('unknown paths and methods', () => {
  it.each([
    ['GET', '/api/v1/nowhere'],
    ['POST', '/api/v1/users/nowhere'],
    ['PATCH', '/api/v1/users/me'],
    ['GET', '/trpc/nowhere.at.all'],
    ['GET', '/trpc/auth.login'],
    ['POST', '/trpc/auth.me'],
  ])('%s %s is a 4xx with a message', async (method, path) => {
    const response = await h.app.request(path, {
      method,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      ...(method === 'GET' ? {} : { body: '{}' }),
    })
    await expectClientError(response, { path } as Route)
  })
})
