import { sql } from 'kysely'
import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { MAX_INPUT_DEPTH } from '#shared/constants'
import { m } from '#shared/i18n'
import { SERVER } from '#shared/messages'
import { QUIZ_BOUNDS, type QuizInput, QuizInputSchema } from '#shared/schemas/quiz'
import { API_ROUTES } from '#server/api'
import { MAX_BODY_BYTES } from '#server/app'
import { startAttempt, submitAttempt } from '#server/attempts/attempt-service'
import { createSession } from '#server/identity/session'
import { uploadImage } from '#server/images/service'
import { notifyDeps } from '#server/notifications/service'
import { createQuiz, getQuizForEditor } from '#server/quizzes/service'
import { createSeries, reviewSeries } from '#server/series/service'
import * as live from '#server/live/service'
import { createContest } from '#server/contests/service'
import * as groups from '#server/groups/service'
import { shareResult } from '#server/shares/service'
import { approvedQuiz, SAMPLE_QUESTIONS, signedInUser } from '#server/testing/fixtures'
import { createHarness, newUser, TEST_ORIGIN, type TestHarness } from '#server/testing/harness'
import {
  exampleOf,
  fieldsOf,
  isId,
  type Path,
  type Refusal,
  refusals,
  ruleHolder,
  UNKNOWN_ID,
  withValue,
} from '#server/testing/refusals'
import { adminProcedure, protectedProcedure } from '#server/trpc/init'
import { appRouter } from '#server/trpc/router'
import { restAdjustmentSchema } from '#server/wallet/schemas'
import * as wallet from '#server/wallet/service'
import { IdSchema } from './ids'
import { inputShapeProblem } from './input-shape'
import { matchRoute } from './openapi'
import { describeZodError } from './zod-words'

/**
 * Bad input never gets a 500 or a stack trace, and is refused in words. Every REST route of
 * API_ROUTES and every tRPC procedure is tested from its declaration: the zod schemas it reads say
 * which values are bad (testing/refusals.ts reads them), field by field and inside every object and
 * list. FIXTURES below holds only what a schema cannot say: a request the route takes where its
 * schemas cannot make one (the ids of rows, a pattern, a rule of code), a caller other than the
 * route's own, the answer to a well-formed request where it is not the declared success, and bad
 * input only the service knows to refuse.
 */
type Caller = 'guest' | 'user' | 'admin'
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** A request's parts; a tRPC input is its `body`, sent as the JSON body or as `?input=`. */
interface Parts {
  params?: Record<string, string>
  query?: Record<string, string>
  body?: unknown
  headers?: Record<string, string>
}

/** A REST route or a tRPC procedure, as its declaration says it reads. */
interface Target {
  /** `POST /api/v1/users/signup`, or a procedure's path: `auth.signup`. */
  key: string
  method: Method
  /** As mounted, with `:params`: `/api/v1/quizzes/:id`, or `/trpc/auth.signup`. */
  path: string
  trpc: boolean
  tier: Caller
  /** Where a body goes: a JSON body, tRPC's `?input=`, a tRPC batch (a procedure with no input), or nowhere. */
  body: 'json' | 'trpc-query' | 'trpc-batch' | 'none'
  params: Record<string, z.ZodType>
  query: z.ZodType[]
  bodySchema?: z.ZodType
  /** The body as a client sends it, where the schema that reads it renames fields (OpenAPI's `sent`). */
  sentSchema?: z.ZodType
  headers: Record<string, z.ZodType>
  /** The declared successes. */
  successes: number[]
}

interface Fixture {
  /** A request the route takes, one per shape it takes; parts left out are made from its schemas. */
  examples?: Parts[]
  /** Who sends, where not the route's own tier. */
  as?: Caller
  /** A well-formed request's answer, where not the declared success (AI and mail are off here: 412). */
  status?: number
  /** The body as the handler reads it, where that is more than the declared body. */
  readBody?: (parts: Parts) => z.ZodType
  /** Fields where an id that names nothing finds nothing, rather than being refused. */
  anyId?: string[]
  /** Body values its schemas take and its service refuses all the same, as bad input: 400. */
  refuses?: Record<string, unknown>
}

const ADMIN_EMAIL = 'bad-input-admin@example.com'
const admin = newUser({ email: ADMIN_EMAIL })
const member = newUser()

/**
 * The rows the examples name, made in beforeAll. Until then each is a UUID of its own, which the
 * schemas read as any id; every request swaps it for the row's id. A request whose well-formed form
 * changes something (deletes, reviews, settles, signs out) has a row of its own, so no case depends
 * on another having run, or not.
 */
const ROWS = [
  /** Approved, the member's: read, generated into (412), ranked; it holds the submitted attempt. */
  'quiz',
  /** Approved: the member's attempt in progress is on it (starting again resumes it). */
  'quizInProgress',
  /** Drafts replaced whole, and one whose questions are added, edited and deleted one at a time. */
  'quizToReplace',
  'quizOfQuestions',
  'questionToEdit',
  'questionToDelete',
  'quizToDeleteRest',
  'quizToDeleteTrpc',
  /** Pending quizzes, one per review. */
  'toApproveRest',
  'toRejectRest',
  'toApproveTrpc',
  'toRejectTrpc',
  'attemptInProgress',
  'questionInProgress',
  'otherQuestionInProgress',
  /** Submitted: results, analysis (412) and submitting again (the same result) read it. */
  'attemptSubmitted',
  'questionSubmitted',
  'memberId',
  /** Pending wallet requests, one per settling or cancelling; approved quizzes to unpublish. */
  'approveRest',
  'rejectRest',
  'approveTrpc',
  'rejectTrpc',
  'cancelRest',
  'cancelTrpc',
  'unpublishRest',
  'unpublishTrpc',
  /** A ranked attempt played faster than a person could: flagged for review. */
  'flaggedAttempt',
  /** The member's other sessions, each signed out by one request. */
  'sessionRest',
  'sessionTrpc',
  /** A picture the member uploaded (unused: only they and admins see it). */
  'image',
  /** The member's approved paid test series (its creator may not buy it: 409). */
  'series',
  /** Free approved series the admin joins, one per request; pending ones, one per review. */
  'seriesToJoinRest',
  'seriesToJoinTrpc',
  'seriesToReviewRest',
  'seriesToReviewTrpc',
  /** The member's live games, one per host step; an open one the admin plays, and a player to kick. */
  'gameOpen',
  'gameQuestion',
  'gameToStart',
  'gameToNext',
  'gameToSkip',
  'gameToReveal',
  'gameToEnd',
  'gameToKick',
  /** Ended: its event stream sends what it holds and ends, so a well-formed request is read to its end. */
  'gameEnded',
  'playerToKick',
  /** The same over REST. */
  'gameToStartRest',
  'gameToNextRest',
  'gameToSkipRest',
  'gameToRevealRest',
  'gameToEndRest',
  'gameToKickRest',
  'playerToKickRest',
  /** The member's contest, starting tomorrow: a start or the standings before then are refused (409). */
  'contest',
  /** The member's certificate for their submitted attempt (decision 049). */
  'certificate',
  /** The member's group (the admin is in it), one to renew the invite of, one to delete; an assignment opening tomorrow. */
  'group',
  'groupToRenew',
  'groupToDeleteTrpc',
  'assignment',
] as const
type Row = (typeof ROWS)[number]
const row = Object.fromEntries(ROWS.map((name) => [name, randomUUID()])) as Record<Row, string>
const rowIds = new Map<string, string>()
const made = (name: Row, id: string) => rowIds.set(row[name], id)

let uniques = 0
/** Stand-ins for values no earlier request used (an idempotency key, a UPI transaction ID), by prefix. */
const fresh = new Map<string, string>()
/** A value no earlier request used: its stand-in, swapped for a new value in every request. */
function unique(prefix: string) {
  const standIn = `${prefix}${randomUUID().replaceAll('-', '').slice(0, 12)}`
  fresh.set(standIn, prefix)
  return standIn
}

/** The value with every row's stand-in replaced by the row's id, and every fresh one by a new value. */
function real<T>(value: T): T {
  if (typeof value === 'string') {
    let text: string = value
    for (const [standIn, id] of rowIds) text = text.replaceAll(standIn, id)
    for (const [standIn, prefix] of fresh)
      if (text.includes(standIn)) text = text.replaceAll(standIn, `${prefix}${Date.now().toString(36)}${++uniques}`)
    return text as T
  }
  if (Array.isArray(value)) return value.map(real) as T
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, real(inner)])) as T
  return value
}

/** Well-formed tokens that name no link: the answer is the link's own 400, after the input passed. */
const TOKEN = 'abcdefghijklmnopqrstuvwxyz234567'
const QUESTION = { ...SAMPLE_QUESTIONS[0]!, timeLimit: 30, type: 'mcq' }
const QUIZ = {
  title: 'Bad input quiz',
  description: 'About arithmetic.',
  category: 'science',
  language: 'hi',
  isPaid: false,
  timeLimit: 120,
  startTime: '2030-01-01T00:00:00Z',
  endTime: '2030-01-02T00:00:00Z',
  settings: { allowReview: true, antiCheat: { enabled: true, maxTabSwitches: 3 } },
  questions: [QUESTION],
}
const IMPORTED = {
  format: 'aiken',
  content: 'What is 3 + 3?\nA. 5\nB. 6\nC. 7\nD. 8\nANSWER: B',
  title: 'Imported arithmetic',
}
/** A file with no question in it (any length the body limit lets through) is refused by the importer. */
const NO_QUESTION = { content: 'x'.repeat(10_000) }
const ANSWER = { questionId: row.questionInProgress, selectedOption: 1, timeSpentSeconds: 5 }
/** A question left unanswered (ANSWER answers the first), marked for review: always allowed. */
const MARKED = { state: 'marked' }
const SUBMIT = {
  answers: [{ questionId: row.questionSubmitted, selectedOption: 1 }],
  timeSpent: 30,
  tabSwitches: 0,
  reason: 'manual',
}
const VIOLATION = { type: 'tab_switch', timestamp: new Date().toISOString(), details: { key: 'c', ctrlKey: true } }
const WITHDRAWAL = { withdrawalMethod: 'upi', upiId: 'asha@okaxis', note: 'Prize money' }
const REASON = { reason: 'Needs more questions.' }
const DAYS = { from: '2026-01-01', to: '2099-12-31' }
const byId = (name: Row) => ({ examples: [{ params: { id: row[name] } }] })
/** An id of the right form that names no row: the gateway's calls are refused before they look. */
const ABSENT_ID = '00000000-0000-4000-8000-000000000035'

/** A checkout's answer of the right form: a payment id and a signature (HMAC-SHA256, hex). */
const CHECKOUT_ANSWER = { paymentId: 'pay_Example000001', signature: 'a'.repeat(64) }

const input = (body: unknown, more: Omit<Fixture, 'examples'> = {}): Fixture => ({ examples: [{ body }], ...more })

/** A number no code was sent to, and a code never sent (neither holds a stand-in's text). */
const PHONE = '9000012345'
const PHONE_CODE = '246810'

/** The open game's PIN, as its stand-in: a PIN is not an id, so it is swapped as the rows' ids are. */
const PIN = '987654'

/** The member's group's invite code, as its stand-in: a code is not an id, so it is swapped as the rows' ids are. */
const GROUP_CODE = 'GRPCDE234567'
/** An assignment opening a day ahead and due two days ahead. */
const ASSIGNMENT = {
  quizId: row.quiz,
  opensAt: new Date(Date.now() + 24 * 3_600_000).toISOString(),
  dueAt: new Date(Date.now() + 48 * 3_600_000).toISOString(),
  attemptsAllowed: 2,
}

/** The shared result's link id, as its stand-in: a share's id is not a UUID, so it is swapped as the rows' ids are. */
const SHARE = 'ShareStandIn0000000000'

/** A contest's start a day ahead: within how far ahead one may be scheduled. */
const TOMORROW = new Date(Date.now() + 24 * 3_600_000).toISOString()

const FIXTURES: Record<string, Fixture> = {
  'POST /api/v1/users/signup': input(newUser()),
  'POST /api/v1/users/login': input({ email: member.email, password: member.password }),
  // Mail is off in this harness: a well-formed request reaches the "mail is off" answer (412).
  'POST /api/v1/users/forgot-password': { status: 412 },
  'POST /api/v1/users/reset-password': input({ token: TOKEN, password: 'Str0ng!pass' }, { status: 400 }),
  'POST /api/v1/users/verify-email': input({ token: TOKEN }, { status: 400 }),
  'POST /api/v1/users/resend-verification': { status: 412 },
  // No SMS provider here: a well-formed request for a code reaches the "not configured" answer
  // (412); a code entered is one never sent (400); the member has no number to send one to (400).
  'POST /api/v1/users/phone/code': input({ phone: PHONE }, { status: 412 }),
  'POST /api/v1/users/phone/sign-in': input({ phone: PHONE, code: PHONE_CODE }, { status: 400 }),
  'POST /api/v1/users/phone/reset-password': input(
    { phone: PHONE, code: PHONE_CODE, password: 'Str0ng!pass' },
    { status: 400 },
  ),
  'POST /api/v1/users/me/phone/code': input({ phone: PHONE }, { status: 412 }),
  'POST /api/v1/users/me/phone/confirm-code': { status: 400 },
  'PUT /api/v1/users/me/phone': input(
    { phone: PHONE, code: PHONE_CODE, currentPassword: member.password },
    { status: 400 },
  ),
  // No GOOGLE_CLIENT_ID here: a well-formed body reaches the "not configured" answer.
  'POST /api/v1/users/google': { status: 412 },
  // The member has money in the wallet: a well-formed deletion is refused.
  'DELETE /api/v1/users/me': input({ password: member.password }, { status: 409 }),
  'DELETE /api/v1/users/me/sessions/:id': byId('sessionRest'),
  // The admin's: the member's other sessions are signed out one at a time, by their own requests.
  'DELETE /api/v1/users/me/sessions': { as: 'admin' },
  'GET /api/v1/quizzes/public/:id': byId('quiz'),
  // AI is off in this harness: bad input must be refused before that answer (412).
  'POST /api/v1/quizzes/generate-preview': { status: 412 },
  'POST /api/v1/quizzes/translate-question': input({ question: QUESTION, language: 'en' }, { status: 412 }),
  'POST /api/v1/quizzes/import': input(IMPORTED, { status: 201, refuses: NO_QUESTION }),
  'POST /api/v1/quizzes': input({ ...QUIZ, difficultyLevel: 'hard', price: 0, status: 'pending' }),
  'PUT /api/v1/quizzes/:id': {
    examples: [
      { params: { id: row.quizToReplace }, body: { ...QUIZ, difficultyLevel: 'hard', price: 0, status: 'pending' } },
    ],
  },
  'DELETE /api/v1/quizzes/:id': byId('quizToDeleteRest'),
  // One question, or a list of them.
  'POST /api/v1/quizzes/:id/questions': {
    examples: [
      { params: { id: row.quizOfQuestions }, body: QUESTION },
      { params: { id: row.quizOfQuestions }, body: { questions: [QUESTION] } },
    ],
  },
  'PUT /api/v1/quizzes/:id/questions/:questionId': {
    examples: [{ params: { id: row.quizOfQuestions, questionId: row.questionToEdit }, body: QUESTION }],
  },
  'DELETE /api/v1/quizzes/:id/questions/:questionId': {
    examples: [{ params: { id: row.quizOfQuestions, questionId: row.questionToDelete } }],
  },
  'POST /api/v1/quizzes/:id/generate': { ...byId('quiz'), status: 412 },
  'POST /api/v1/quizzes/:id/start': byId('quizInProgress'),
  'POST /api/v1/quizzes/:id/submit': {
    examples: [{ params: { id: row.quiz }, body: { ...SUBMIT, attemptId: row.attemptSubmitted } }],
  },
  'GET /api/v1/quizzes/attempts/:id': byId('attemptSubmitted'),
  'GET /api/v1/quizzes/attempts/:id/analysis': byId('attemptSubmitted'),
  'POST /api/v1/quizzes/attempts/:id/answers': { examples: [{ params: { id: row.attemptInProgress }, body: ANSWER }] },
  'POST /api/v1/quizzes/attempts/:id/submit': { examples: [{ params: { id: row.attemptSubmitted }, body: SUBMIT }] },
  // Not an exam that carries time over: a well-formed close is refused (409).
  'POST /api/v1/quizzes/attempts/:id/sections/close': { ...byId('attemptInProgress'), status: 409 },
  'GET /api/v1/quizzes/attempts/:id/palette': byId('attemptInProgress'),
  'PUT /api/v1/quizzes/attempts/:id/palette/:questionId': {
    examples: [{ params: { id: row.attemptInProgress, questionId: row.otherQuestionInProgress }, body: MARKED }],
  },
  'POST /api/v1/quizzes/attempts/:id/violation': {
    examples: [{ params: { id: row.attemptInProgress }, body: VIOLATION }],
  },
  'POST /api/v1/series': input({
    title: 'Bad input series',
    description: 'Two mocks.',
    price: 49,
    mocks: [{ quizId: row.quiz, opensAt: '2030-01-01T10:00:00+05:30' }],
  }),
  'GET /api/v1/series/:id': byId('series'),
  // The member made it: buying one's own is refused (409); the admin joins free ones.
  'POST /api/v1/series/:id/purchase': { ...byId('seriesToJoinRest'), as: 'admin' },
  'GET /api/v1/series/:id/leaderboard': byId('series'),
  'GET /api/v1/series/:id/progress': byId('series'),
  // Any entry price or money reward is refused by the money rule, in words (decision 046).
  'POST /api/v1/contests': input(
    { quizId: row.quiz, title: 'Bad input contest', startsAt: TOMORROW, windowMinutes: 60 },
    { refuses: { entryPrice: 10 } },
  ),
  'GET /api/v1/contests/:id': byId('contest'),
  'POST /api/v1/contests/:id/register': byId('contest'),
  // Before the start: refused with its time; the standings before the close with theirs.
  'POST /api/v1/contests/:id/start': { ...byId('contest'), status: 409 },
  'GET /api/v1/contests/:id/standings': { ...byId('contest'), status: 409 },
  // The member has no review card: a well-formed answer to one that names nothing finds nothing.
  'POST /api/v1/review/:cardId': { examples: [{ params: { cardId: ABSENT_ID }, body: { response: 1 } }], status: 404 },
  'GET /api/v1/certificates/:id': byId('certificate'),
  // The member shares and revokes their submitted attempt's result; another of theirs stays shared.
  'GET /api/v1/attempts/:id/share': byId('attemptSubmitted'),
  'POST /api/v1/attempts/:id/share': byId('attemptSubmitted'),
  'DELETE /api/v1/attempts/:id/share': byId('attemptSubmitted'),
  'GET /api/v1/shared-results/:shareId': { examples: [{ params: { shareId: SHARE } }] },
  // The admin joins the member's group (again: no change).
  'POST /api/v1/groups/join': { ...input({ code: GROUP_CODE }), as: 'admin' },
  'GET /api/v1/groups/:id': byId('group'),
  'DELETE /api/v1/groups/:id/invite': byId('groupToRenew'),
  // Due before it opens is refused by the service, in words (400).
  'POST /api/v1/groups/:id/assignments': {
    examples: [{ params: { id: row.group }, body: ASSIGNMENT }],
    refuses: { dueAt: '2020-01-01T00:00:00Z' },
  },
  'GET /api/v1/groups/:id/gradebook': byId('group'),
  // The admin is a member; the assignment opens tomorrow: refused with its time.
  'POST /api/v1/assignments/:id/start': { ...byId('assignment'), as: 'admin', status: 409 },
  'POST /api/v1/admin/series/:id/review': {
    examples: [{ params: { id: row.seriesToReviewRest }, body: { decision: 'reject', ...REASON } }],
  },
  'POST /api/v1/admin/quizzes/:id/approve': byId('toApproveRest'),
  'POST /api/v1/admin/quizzes/:id/reject': byId('toRejectRest'),
  'POST /api/v1/wallet/add-funds': {
    examples: [
      {
        body: { amount: 10, paymentMethod: 'upi', transactionId: unique('UPI') },
        headers: { 'Idempotency-Key': unique('add-') },
      },
    ],
  },
  // No payment gateway in this harness: a well-formed request reaches the "not configured" answer.
  'POST /api/v1/wallet/orders': input({ amount: 10 }, { status: 412 }),
  'POST /api/v1/wallet/orders/:orderId/verify': {
    examples: [{ params: { orderId: 'order_Example000001' }, body: CHECKOUT_ANSWER }],
    status: 412,
  },
  'POST /api/v1/payments/razorpay/webhook': { status: 412 },
  'POST /api/v1/wallet/withdraw': input({ ...WITHDRAWAL, amount: 100 }),
  'POST /api/v1/wallet/request-withdrawal': input({ ...WITHDRAWAL, amount: 100 }),
  'POST /api/v1/wallet/transactions/:id/cancel': byId('cancelRest'),
  'POST /api/v1/admin/transactions/:id/approve': byId('approveRest'),
  'POST /api/v1/admin/transactions/:id/reject': byId('rejectRest'),
  // The adjustment reads its body once its Idempotency-Key header is known (wallet/rest.ts).
  'POST /api/v1/admin/adjustments': {
    ...input({
      user: member.username,
      type: 'bonus',
      amount: 5,
      reason: 'Quiz of the week',
      idempotencyKey: unique('adjust-'),
    }),
    readBody: (parts) => restAdjustmentSchema(parts.headers?.['Idempotency-Key']),
  },
  'GET /api/v1/admin/users/:id': byId('memberId'),
  // Unused, so shown to its uploader only.
  'GET /api/v1/images/:id': { ...byId('image'), as: 'user' },
  // A well-formed target id with no records is an empty list; the days of a range are in order.
  'GET /api/v1/admin/audit-log': { examples: [{ query: DAYS }], anyId: ['targetId'] },
  'GET /api/v1/admin/audit-log.csv': { examples: [{ query: DAYS }], anyId: ['targetId'] },
  'POST /api/v1/admin/quizzes/:id/unpublish': byId('unpublishRest'),
  // By id (anyone's: an id that is not the caller's is ignored), or all.
  'POST /api/v1/notifications/read': { examples: [{ body: { ids: [UNKNOWN_ID] } }, { body: { all: true } }] },

  'auth.signup': input(newUser()),
  'auth.login': input({ email: member.email, password: member.password }),
  'auth.google': { status: 412 },
  'auth.forgotPassword': { status: 412 },
  'auth.resetPassword': input({ token: TOKEN, password: 'Str0ng!pass' }, { status: 400 }),
  'auth.verifyEmail': input({ token: TOKEN }, { status: 400 }),
  'auth.resendVerification': { status: 412 },
  'auth.revokeSession': input({ id: row.sessionTrpc }),
  'auth.revokeOtherSessions': { as: 'admin' },
  'auth.deleteAccount': input({ password: member.password }, { status: 409 }),
  'auth.phoneCode': input({ phone: PHONE }, { status: 412 }),
  'auth.phoneSignIn': input({ phone: PHONE, code: PHONE_CODE }, { status: 400 }),
  'auth.phoneResetPassword': input({ phone: PHONE, code: PHONE_CODE, password: 'Str0ng!pass' }, { status: 400 }),
  'auth.phoneLinkCode': input({ phone: PHONE }, { status: 412 }),
  'auth.phoneConfirmCode': { status: 400 },
  'auth.changePhone': input({ phone: PHONE, code: PHONE_CODE, currentPassword: member.password }, { status: 400 }),
  'quizzes.statistics': input({ id: row.quiz, attempts: 'all' }),
  'quizzes.analytics': input({ id: row.quiz, days: 90 }),
  'quizzes.attempts': input({ id: row.quiz, page: 2 }),
  'quizzes.create': input({ ...QUIZ, difficulty: 'easy', pricePaise: 0, asDraft: false }),
  'quizzes.update': input({ id: row.quizToReplace, quiz: { ...QUIZ, difficulty: 'easy', pricePaise: 0 } }),
  'quizzes.delete': input({ id: row.quizToDeleteTrpc }),
  'quizzes.generatePreview': { status: 412 },
  'quizzes.translateQuestion': input({ question: QUESTION, language: 'en' }, { status: 412 }),
  'quizzes.importPreview': input(IMPORTED, { refuses: NO_QUESTION }),
  'quizzes.importFile': input(IMPORTED, { refuses: NO_QUESTION }),
  'quizzes.exportFile': input({ id: row.quiz, format: 'gift' }),
  'attempts.start': input({ quizId: row.quizInProgress }),
  'attempts.current': input({ attemptId: row.attemptInProgress }),
  'attempts.saveAnswer': input({ attemptId: row.attemptInProgress, ...ANSWER }),
  'attempts.submit': input({ attemptId: row.attemptSubmitted, ...SUBMIT }),
  'attempts.violation': input({ attemptId: row.attemptInProgress, ...VIOLATION }),
  'attempts.closeSection': input({ attemptId: row.attemptInProgress }, { status: 409 }),
  'attempts.palette': input({ attemptId: row.attemptInProgress }),
  'attempts.setPalette': input({
    attemptId: row.attemptInProgress,
    questionId: row.otherQuestionInProgress,
    ...MARKED,
  }),
  'attempts.result': input({ attemptId: row.attemptSubmitted }),
  'attempts.generateAnalysis': input({ attemptId: row.attemptSubmitted }, { status: 412 }),
  'attempts.leaderboard': input({ quizId: row.quiz, limit: 10 }),
  'attempts.standing': input({ quizId: row.quiz }),
  'admin.quizzes.detail': input({ id: row.quiz }),
  'admin.quizzes.approve': input({ id: row.toApproveTrpc }),
  'admin.quizzes.reject': input({ id: row.toRejectTrpc, ...REASON }),
  'series.get': input({ seriesId: row.series }),
  'series.create': input({
    title: 'Bad input series',
    pricePaise: 4900,
    mocks: [{ quizId: row.quiz, opensAt: '2030-01-01T10:00:00+05:30' }],
  }),
  'series.purchase': { ...input({ seriesId: row.seriesToJoinTrpc }), as: 'admin' },
  'series.leaderboard': input({ seriesId: row.series, limit: 10 }),
  'series.progress': input({ seriesId: row.series }),
  'admin.series.review': input({ seriesId: row.seriesToReviewTrpc, decision: 'approve' }),
  'live.create': input({ quizId: row.quiz }),
  'contests.create': input(
    { quizId: row.quiz, startsAt: TOMORROW, windowMinutes: 60 },
    { refuses: { moneyRewardPaise: 100 } },
  ),
  'contests.get': input({ contestId: row.contest }),
  'contests.register': input({ contestId: row.contest }),
  'contests.start': input({ contestId: row.contest }, { status: 409 }),
  'contests.standings': input({ contestId: row.contest }, { status: 409 }),
  'review.answer': input({ cardId: ABSENT_ID, response: 1 }, { status: 404, anyId: ['cardId'] }),
  'certificates.verify': input({ certificateId: row.certificate }),
  'certificates.download': input({ certificateId: row.certificate }),
  'shares.ofAttempt': input({ attemptId: row.attemptSubmitted }),
  'shares.share': input({ attemptId: row.attemptSubmitted }),
  'shares.revoke': input({ attemptId: row.attemptSubmitted }),
  'shares.result': input({ shareId: SHARE }),
  'groups.get': input({ groupId: row.group }),
  'groups.join': { ...input({ code: GROUP_CODE }), as: 'admin' },
  // The owner does not leave: they delete the group instead (409).
  'groups.leave': input({ groupId: row.group }, { status: 409 }),
  'groups.delete': input({ groupId: row.groupToDeleteTrpc }),
  'groups.renewInvite': input({ groupId: row.groupToRenew }),
  // Not a member of the group: 404.
  'groups.removeMember': input({ groupId: row.group, userId: row.quiz }, { status: 404 }),
  'groups.setRole': input({ groupId: row.group, userId: row.quiz, role: 'member' }, { status: 404 }),
  'groups.assign': input({ groupId: row.group, ...ASSIGNMENT }, { refuses: { dueAt: '2020-01-01T00:00:00Z' } }),
  'groups.startAssignment': { ...input({ assignmentId: row.assignment }, { status: 409 }), as: 'admin' },
  'groups.gradebook': input({ groupId: row.group }),
  'groups.leaderboard': input({ groupId: row.group }),
  'groups.assignmentStatistics': input({ groupId: row.group, assignmentId: row.assignment }),
  'live.join': input({ pin: PIN, nickname: unique('Nick') }),
  'live.start': input({ gameId: row.gameToStart }),
  'live.next': input({ gameId: row.gameToNext }),
  'live.skip': input({ gameId: row.gameToSkip }),
  'live.reveal': input({ gameId: row.gameToReveal }),
  'live.end': input({ gameId: row.gameToEnd }),
  'live.kick': input({ gameId: row.gameToKick, playerId: row.playerToKick }),
  // The host (the member) reads the game; the admin, who joined it, answers its open question.
  'live.state': { ...input({ gameId: row.gameOpen }), as: 'user' },
  'live.standings': { ...input({ gameId: row.gameOpen }), as: 'user' },
  'live.results': { ...input({ gameId: row.gameOpen }), as: 'user' },
  'live.answer': { ...input({ gameId: row.gameOpen, questionId: row.gameQuestion, response: 1 }), as: 'admin' },
  'live.events': { ...input({ gameId: row.gameEnded }), as: 'user' },
  'GET /api/v1/games/:id/events': { ...byId('gameEnded'), as: 'user' },
  'admin.quizzes.unpublish': input({ id: row.unpublishTrpc, ...REASON }),
  'POST /api/v1/games': input({ quizId: row.quiz }),
  'POST /api/v1/games/join': input({ pin: PIN, nickname: unique('Nick') }),
  // The host (the member) takes each step on a game of its own; the admin answers the open question.
  'GET /api/v1/games/:id': { ...byId('gameOpen'), as: 'user' },
  'POST /api/v1/games/:id/start': { ...byId('gameToStartRest'), as: 'user' },
  'POST /api/v1/games/:id/next': { ...byId('gameToNextRest'), as: 'user' },
  'POST /api/v1/games/:id/skip': { ...byId('gameToSkipRest'), as: 'user' },
  'POST /api/v1/games/:id/reveal': { ...byId('gameToRevealRest'), as: 'user' },
  'POST /api/v1/games/:id/end': { ...byId('gameToEndRest'), as: 'user' },
  'POST /api/v1/games/:id/kick': {
    examples: [{ params: { id: row.gameToKickRest }, body: { playerId: row.playerToKickRest } }],
    as: 'user',
  },
  'POST /api/v1/games/:id/answers': {
    examples: [{ params: { id: row.gameOpen }, body: { questionId: row.gameQuestion, response: 1 } }],
    as: 'admin',
  },
  'GET /api/v1/games/:id/results': { ...byId('gameOpen'), as: 'user' },
  'wallet.addFunds': input({
    amountPaise: 1000,
    paymentMethod: 'upi',
    transactionId: unique('UPI'),
    idempotencyKey: unique('add-'),
  }),
  'wallet.createOrder': input({ amountPaise: 1_000 }, { status: 412 }),
  'wallet.verifyCheckout': input({ orderId: 'order_Example000001', ...CHECKOUT_ANSWER }, { status: 412 }),
  // With no gateway, any payment or withdrawal is answered "not configured" before it is looked up.
  'admin.wallet.refundPayment': input(
    { id: ABSENT_ID, amountPaise: 1_000, reason: 'Asked for', idempotencyKey: unique('refund-') },
    { status: 412, anyId: ['id'] },
  ),
  'admin.wallet.payByGateway': input({ id: ABSENT_ID }, { status: 412, anyId: ['id'] }),
  'admin.wallet.runReconciliation': { status: 412 },
  // Ids that name nothing: the held payment and the difference are not found.
  'admin.wallet.creditHeld': input({ id: ABSENT_ID }, { status: 404 }),
  'admin.wallet.fixMissingCredit': input({ id: ABSENT_ID }, { status: 404 }),
  'wallet.withdraw': input({ ...WITHDRAWAL, amountPaise: 10_000, idempotencyKey: unique('withdraw-') }),
  'wallet.cancel': input({ id: row.cancelTrpc }),
  'admin.wallet.approve': input({ id: row.approveTrpc, payoutReference: 'UTR412345678901' }),
  'admin.wallet.reject': input({ id: row.rejectTrpc, ...REASON }),
  'admin.wallet.adjust': input({
    user: member.username,
    type: 'bonus',
    amountPaise: 500,
    reason: 'Quiz of the week',
    idempotencyKey: unique('adjust-'),
  }),
  'admin.wallet.lookup': input({ user: member.email }),
  'notifications.markRead': { examples: [{ body: { ids: [UNKNOWN_ID] } }, { body: { all: true } }] },
  'admin.users.byId': input({ id: row.memberId }),
  'admin.attempts.markReviewed': input({ attemptId: row.flaggedAttempt }),
  'admin.audit.list': { ...input(DAYS), anyId: ['targetId'] },
  'admin.wallet.history': input(DAYS),
}

const tierOf = (access: string): Caller => (access === 'admin' ? 'admin' : access === 'user' ? 'user' : 'guest')

/**
 * Each REST route as API_ROUTES declares it. A file posted as a form (`form`: a picture) is no
 * JSON body: its refusals are tested with real files, in its domain (images/images.test.ts).
 */
const restTargets: Target[] = API_ROUTES.filter((route) => !route.form).map((route) => ({
  key: `${route.method.toUpperCase()} ${route.path}`,
  method: route.method.toUpperCase() as Method,
  path: route.path,
  trpc: false,
  tier: tierOf(route.access),
  body: route.body ? 'json' : 'none',
  params: Object.fromEntries(
    [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, route.params?.[name!] ?? IdSchema]),
  ),
  query: route.query === undefined ? [] : [route.query].flat(),
  ...(route.body ? { bodySchema: route.body } : {}),
  ...(route.sent ? { sentSchema: route.sent } : {}),
  headers: route.headers ?? {},
  successes: Object.keys(route.responses)
    .map(Number)
    .filter((status) => status < 300),
}))

interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription'
  inputs: z.ZodType[]
  middlewares: unknown[]
}
const lastMiddleware = (procedure: unknown) => (procedure as { _def: ProcedureDef })._def.middlewares.at(-1)
const ADMIN_TIER = lastMiddleware(adminProcedure)
const USER_TIER = lastMiddleware(protectedProcedure)

/** Each tRPC procedure as the router declares it: its tier, its kind and its input's schema. */
const trpcTargets: Target[] = Object.entries(appRouter._def.procedures).map(([path, procedure]) => {
  const def = (procedure as unknown as { _def: ProcedureDef })._def
  const schema = def.inputs[0]
  const takesInput = schema !== undefined && schema._zod.def.type !== 'void'
  // A subscription is read as a query is, by GET with `?input=` (its stream: server-sent events).
  const read = def.type !== 'mutation'
  return {
    key: path,
    method: read ? 'GET' : 'POST',
    // A procedure without input is called as the client's batch link calls it.
    path: `/trpc/${path}${def.type === 'mutation' && !takesInput ? '?batch=1' : ''}`,
    trpc: true,
    tier: def.middlewares.includes(ADMIN_TIER) ? 'admin' : def.middlewares.includes(USER_TIER) ? 'user' : 'guest',
    body: read ? (takesInput ? 'trpc-query' : 'none') : takesInput ? 'json' : 'trpc-batch',
    params: {},
    query: [],
    ...(takesInput ? { bodySchema: schema } : {}),
    headers: {},
    successes: [200],
  }
})

const TARGETS = [...restTargets, ...trpcTargets]

const failed = (schema: z.ZodType, value: unknown) => !schema.safeParse(value).success
const objectOf = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/**
 * A route's fixture; without one, a route on one quiz (`/api/v1/quizzes/:id…`, or a quizzes
 * procedure whose input names it by `id`) is called with the approved quiz every caller may see, the
 * rest of its input made from its schemas, so a new call on a quiz needs no fixture of its own.
 */
function fixtureOf(target: Target): Fixture | undefined {
  if (FIXTURES[target.key]) return FIXTURES[target.key]
  if (!defaults.has(target.key)) defaults.set(target.key, onTheQuiz(target))
  return defaults.get(target.key)
}

const defaults = new Map<string, Fixture | undefined>()
function onTheQuiz(target: Target): Fixture | undefined {
  if (/^[A-Z]+ \/api\/v1\/quizzes\/:id(\/[\w.-]+)?$/.test(target.key)) return byId('quiz')
  const id = target.bodySchema && fieldsOf(target.bodySchema).id
  if (!target.trpc || !target.key.startsWith('quizzes.') || !id || !isId(id)) return undefined
  const made = exampleOf(target.bodySchema!, 'json', { anyId: true })
  return made && objectOf(made.value) ? input({ ...made.value, id: row.quiz }) : undefined
}

function readBodyOf(target: Target, parts: Parts): z.ZodType | undefined {
  return fixtureOf(target)?.readBody?.(parts) ?? target.bodySchema
}

/** Whether the route refuses these parts by its schemas, or by the input checks every route makes first. */
function refused(target: Target, parts: Parts): boolean {
  for (const [name, schema] of Object.entries(target.params)) {
    const value = parts.params?.[name]
    if (value === undefined || inputShapeProblem(value) || failed(schema, value)) return true
  }
  if (target.query.length > 0) {
    const query = parts.query ?? {}
    if (inputShapeProblem(query) || target.query.some((schema) => failed(schema, query))) return true
  }
  const bodySchema = readBodyOf(target, parts)
  if (bodySchema && (inputShapeProblem(parts.body) || failed(bodySchema, parts.body))) return true
  for (const [name, schema] of Object.entries(target.headers)) {
    const value = parts.headers?.[name]
    if (value !== undefined && failed(schema, value)) return true
  }
  return false
}

/** Why the route's schemas refuse these parts, in the words a client would read. */
function whyRefused(target: Target, parts: Parts): string {
  const bodySchema = readBodyOf(target, parts)
  const checks: Array<[z.ZodType, unknown]> = [
    ...Object.entries(target.params).map(([name, schema]): [z.ZodType, unknown] => [schema, parts.params?.[name]]),
    ...target.query.map((schema): [z.ZodType, unknown] => [schema, parts.query ?? {}]),
    ...(bodySchema ? [[bodySchema, parts.body] as [z.ZodType, unknown]] : []),
  ]
  for (const [schema, value] of checks) {
    const result = schema.safeParse(value)
    if (!result.success) return describeZodError(result.error)
  }
  return 'the input checks'
}

/**
 * The requests a route takes: its fixture's, with each part the fixture leaves out made from the
 * route's schemas; or why there is none, where the route needs a fixture.
 */
function examplesOf(target: Target): Parts[] | string {
  const examples: Parts[] = []
  for (const given of fixtureOf(target)?.examples ?? [{}]) {
    const parts: Parts = { ...given }
    const unnamed = Object.keys(target.params).find((name) => given.params?.[name] === undefined)
    if (unnamed) return `an id for :${unnamed} (a row's)`
    if (target.query.length > 0 && !given.query) {
      const made = target.query.map((schema) => exampleOf(schema, 'text'))
      if (made.some((query) => !query)) return 'a query its schemas take (they cannot make one)'
      parts.query = Object.assign({}, ...made.map((query) => query!.value))
    }
    if (target.body === 'trpc-batch' && !('body' in given)) parts.body = {}
    if (target.bodySchema && !('body' in given)) {
      const made = exampleOf(target.bodySchema, 'json')
      if (!made) return 'a body its schema takes (it cannot make one)'
      parts.body = made.value ?? {}
    }
    examples.push(parts)
  }
  return examples
}

/** Arrays `levels` deep (inside the body's own object: one level more). */
const nested = (levels: number): unknown => {
  let value: unknown = []
  for (let level = 1; level < levels; level++) value = [value]
  return value
}
/** Text Postgres cannot store, refused in any field before the schema reads it (http/input-shape.ts). */
const UNSTORABLE = ['nul\u0000byte', 'lone \uD800 surrogate']

/**
 * Whether the id placed in a body reaches the handler: a field of one shape of a union (a question's
 * picture) placed in a body of another shape (a list of questions) is an unknown field there, dropped.
 */
function reaches(schema: z.ZodType, parts: Parts): boolean {
  const read = schema.safeParse(parts.body)
  return !read.success || JSON.stringify(read.data).includes(UNKNOWN_ID)
}

/** Path parameters that are not UUIDs, and one that names nothing. */
const PARAM_EXTRAS: Array<[label: string, value: string]> = [
  ['..', '..'],
  ['a UUID that names nothing', UNKNOWN_ID],
  ['text Postgres cannot store', 'nul\u0000byte'],
]
/**
 * Whole bodies of the wrong kind. Those the body's reader refuses before any schema (not JSON, or
 * nested past the limit) are refused by the same code on every route of a kind: sent to the first.
 */
const WHOLE_BODIES: Array<[label: string, raw: string, refusedBy: 'reader' | 'schema']> = [
  ['malformed JSON', '{"email": "a@b.c",', 'reader'],
  ['a JSON array', '[]', 'schema'],
  ['an array of objects', '[{"email":"a@b.c"}]', 'schema'],
  ['a number', '42', 'schema'],
  ['null', 'null', 'schema'],
  ['a string', '"hello"', 'schema'],
  ['true', 'true', 'schema'],
  ['a form body', 'email=a%40b.c&password=x', 'reader'],
  ['100 000 nested arrays', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, 'reader'],
  ['100 000 nested objects', `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`, 'reader'],
]

interface Case {
  label: string
  parts: Parts
  /** A raw body (sent as is) in place of `parts.body`. */
  raw?: string
  contentType?: string
  /** The statuses this case may get: 400 unless told (a 401 or a 409 would not be about the input). */
  statuses: number[]
  /** The generator read a rule of the schema as refusing this, and the schema takes it. */
  takenBySchema?: boolean
}

const show = (path: Path) => path.join('.') || '(the whole value)'

/** A number for each schema object, so a rule is known by the object that holds it. */
const schemaIds = new Map<object, number>()
const schemaId = (schema: object) => {
  if (!schemaIds.has(schema)) schemaIds.set(schema, schemaIds.size + 1)
  return schemaIds.get(schema)!
}

/**
 * The rules already exercised: a value at a place of a schema object, sent the same way. Routes read
 * their input by the same code (route(), tRPC's input), so another route reading it with the same
 * schema object refuses it the same way; the first route to have it sends it.
 */
const exercised = new Set<string>()

/** Every bad request the declaration implies for one of the route's examples. */
function casesFor(target: Target, example: Parts): Case[] {
  const fixture = fixtureOf(target)
  const cases: Case[] = []
  const seen = new Set<string>()
  const sentAs = `${target.trpc ? 'trpc' : 'rest'} ${target.body}`
  /** `rule`: where the value goes and the schema that reads it, when no other route may have sent it. */
  const push = (label: string, parts: Parts, sure: boolean, rule?: string) => {
    const key = JSON.stringify(parts)
    if (seen.has(key) || (rule && exercised.has(`${sentAs} ${rule}`))) return
    const isRefused = refused(target, parts)
    if (!sure && !isRefused) return
    seen.add(key)
    if (rule) exercised.add(`${sentAs} ${rule}`)
    cases.push({ label, parts, statuses: [400], ...(sure && !isRefused ? { takenBySchema: true } : {}) })
  }
  /** A value at a place of the schemas that read it (a query may have several), as `exercised` knows it. */
  const ruleOf = (where: string, schemas: z.ZodType[], path: Path, value: unknown) => {
    const held = schemas.map((schema) => ruleHolder(schema, path))
    const shown = typeof value === 'symbol' ? 'left out' : JSON.stringify(value)
    return `${where} ${held.map(({ holder }) => schemaId(holder)).join('+')} ${JSON.stringify(held[0]!.rest)} ${shown}`
  }
  const fromRefusals = (
    where: string,
    schemas: z.ZodType[],
    found: Refusal[],
    place: (path: Path, value: unknown) => Parts,
  ) => {
    for (const item of found)
      push(
        `${where} ${show(item.path)}: ${item.label}`,
        place(item.path, item.value),
        item.sure,
        ruleOf(where.startsWith(':') ? 'param' : where, schemas, item.path, item.value),
      )
  }

  for (const [name, schema] of Object.entries(target.params)) {
    const place = (_: Path, value: unknown) => ({ ...example, params: { ...example.params, [name]: value as string } })
    // An empty segment is another path, answered by whatever route it names.
    const found = refusals(schema, example.params?.[name], 'text').filter((item) => item.value !== '')
    fromRefusals(`:${name}`, [schema], found, place)
    for (const [label, value] of PARAM_EXTRAS) {
      // Where what `..` leaves is a route of its own (/api/v1/quizzes/../leaderboard is the global
      // leaderboard), that route answers, and its own cases check it.
      const resolved = new URL(target.path.replace(`:${name}`, value), 'http://app').pathname
      if (value === '..' && matchRoute(API_ROUTES, target.method, resolved)?.path === resolved) continue
      if (value === UNKNOWN_ID && !isId(schema)) continue
      const statuses = value === UNKNOWN_ID ? [404] : value === '..' ? [400, 404] : [400]
      cases.push({ label: `:${name} = ${label}`, parts: place([], value), statuses })
    }
  }

  if (target.query.length > 0) {
    const query = example.query ?? {}
    const place = (path: Path, value: unknown) => ({
      ...example,
      query: withValue(query, path, value) as Record<string, string>,
    })
    for (const schema of target.query) fromRefusals('query', target.query, refusals(schema, query, 'text'), place)
    const fields = Object.assign({}, ...target.query.map(fieldsOf)) as ReturnType<typeof fieldsOf>
    for (const [key, field] of Object.entries(fields)) {
      const value = UNSTORABLE[0]
      push(
        `query ${key}: text Postgres cannot store`,
        place([key], value),
        true,
        ruleOf('query', target.query, [key], value),
      )
      if (isId(field) && !fixture?.anyId?.includes(key))
        cases.push({
          label: `query ${key}: an id that names nothing`,
          parts: place([key], UNKNOWN_ID),
          statuses: [400, 404],
        })
    }
  }

  const bodySchema = readBodyOf(target, example)
  if (target.body !== 'none') {
    for (const [label, raw, refusedBy] of WHOLE_BODIES) {
      if (label === 'a form body' && target.body === 'trpc-query') continue
      // A tRPC batch reads only its numbered keys: a procedure without input never reads an object
      // keyed "a", however deep it nests, so there is nothing to refuse.
      if (label.includes('nested objects') && target.body === 'trpc-batch') continue
      const reader = refusedBy === 'reader' || !bodySchema ? 'the reader' : schemaId(bodySchema)
      const rule = `${sentAs} body ${reader} ${label}`
      if (exercised.has(rule)) continue
      exercised.add(rule)
      cases.push({
        label: `body: ${label}`,
        parts: example,
        raw,
        contentType: label === 'a form body' ? 'application/x-www-form-urlencoded' : 'application/json',
        // tRPC refuses a form body by its content type.
        statuses: label === 'a form body' ? [400, 415] : [400],
      })
    }
  }
  if (bodySchema && target.body !== 'trpc-batch') {
    const place = (path: Path, value: unknown) => ({ ...example, body: withValue(example.body, path, value) })
    fromRefusals('body', [bodySchema], refusals(bodySchema, example.body, 'json'), place)
    // The fields a client sends under other names than the schema reads: guesses, asked of the schema.
    if (target.sentSchema) {
      const sent = refusals(target.sentSchema, example.body, 'json').map((item) => ({ ...item, sure: false }))
      // Refused, where they are, by the schema that reads them: the one they are known by.
      fromRefusals('body', [bodySchema], sent, place)
    }
    for (const [key, value] of Object.entries(fixture?.refuses ?? {}))
      cases.push({ label: `body ${key}: refused by the service`, parts: place([key], value), statuses: [400] })
    const fields = fieldsOf(bodySchema)
    const keys = new Set([...Object.keys(fields), ...(objectOf(example.body) ? Object.keys(example.body) : [])])
    for (const key of keys) {
      const deep = nested(MAX_INPUT_DEPTH)
      push(
        `body ${key}: nested ${MAX_INPUT_DEPTH + 1} deep`,
        place([key], deep),
        true,
        ruleOf('body', [bodySchema], [key], deep),
      )
      for (const text of UNSTORABLE)
        push(
          `body ${key}: text Postgres cannot store`,
          place([key], text),
          true,
          ruleOf('body', [bodySchema], [key], text),
        )
      // A well-formed id that names nothing is not found, or not part of the attempt.
      if (
        fields[key] &&
        isId(fields[key]) &&
        !fixture?.anyId?.includes(key) &&
        reaches(bodySchema, place([key], UNKNOWN_ID))
      )
        cases.push({
          label: `body ${key}: an id that names nothing`,
          parts: place([key], UNKNOWN_ID),
          statuses: [400, 404],
        })
    }
  }

  for (const [name, schema] of Object.entries(target.headers)) {
    const place = (_: Path, value: unknown) => ({
      ...example,
      headers: { ...example.headers, [name]: value as string },
    })
    fromRefusals(`header ${name}`, [schema], refusals(schema, example.headers?.[name], 'text'), place)
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
  const adminPlayer = { id: reviewer.id, username: admin.username, email: ADMIN_EMAIL, role: 'admin' as const }
  made('memberId', creator.id)
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
    .png()
    .toBuffer()
  made('image', (await uploadImage(h.db, player, png, 'A black square')).id)
  const save = async (title: string, overrides: Partial<QuizInput> = {}) => {
    const quiz = QuizInputSchema.parse({ title, timeLimit: 120, questions: SAMPLE_QUESTIONS, ...overrides })
    return (await createQuiz(h.db, creator.id, quiz)).id
  }
  const approved = async (title: string, overrides: Partial<QuizInput> = {}) =>
    (await approvedQuiz(h.db, creator.id, { title, ...overrides })).id

  made('quiz', await approved('Approved quiz'))
  // The longest time a quiz may have: its attempt stays in progress however long the file runs.
  made('quizInProgress', await approved('Quiz in progress', { timeLimit: QUIZ_BOUNDS.maxTotalTimeSeconds }))
  made('quizToReplace', await save('Draft to replace', { asDraft: true }))
  const ofQuestions = await save('Draft of questions', { asDraft: true })
  made('quizOfQuestions', ofQuestions)
  const { questions } = await getQuizForEditor(h.db, player, ofQuestions)
  made('questionToEdit', questions[0]!.id)
  made('questionToDelete', questions[1]!.id)
  made('quizToDeleteRest', await save('To delete over REST', { asDraft: true }))
  made('quizToDeleteTrpc', await save('To delete over tRPC', { asDraft: true }))
  for (const name of ['toApproveRest', 'toRejectRest', 'toApproveTrpc', 'toRejectTrpc'] as const)
    made(name, await save(name))
  made('unpublishRest', await approved('To unpublish over REST'))
  made('unpublishTrpc', await approved('To unpublish over tRPC'))

  const submitted = await startAttempt(h.db, player, rowIds.get(row.quiz)!)
  made('attemptSubmitted', submitted.attemptId)
  made('questionSubmitted', submitted.questions[0]!.id)
  await submitAttempt(h.db, player, submitted.attemptId, {
    answers: [{ questionId: submitted.questions[0]!.id, selectedOption: 1 }],
  })
  const inProgress = await startAttempt(h.db, player, rowIds.get(row.quizInProgress)!)
  made('attemptInProgress', inProgress.attemptId)
  made('questionInProgress', inProgress.questions[0]!.id)
  made('otherQuestionInProgress', inProgress.questions[1]!.id)

  const request = (amountPaise = 1000) =>
    wallet.requestAddFunds(h.db, creator.id, { amountPaise, paymentMethod: 'upi' }).then((t) => t.id)
  // Enough for every withdrawal's well-formed request.
  await wallet.approveTransaction(h.db, notifyDeps(h.deps), reviewer.id, await request(1_000_000))
  for (const name of ['approveRest', 'rejectRest', 'approveTrpc', 'rejectTrpc', 'cancelRest', 'cancelTrpc'] as const)
    made(name, await request())
  // The admin plays the member's quiz and submits at once: ranked, and far faster than a person.
  const fast = await startAttempt(h.db, adminPlayer, rowIds.get(row.quiz)!)
  await submitAttempt(h.db, adminPlayer, fast.attemptId, {})
  made('flaggedAttempt', fast.attemptId)

  const series = async (title: string, pricePaise: number, approve: boolean) => {
    const made = await createSeries(h.db, player, {
      title,
      description: '',
      pricePaise,
      mocks: [{ quizId: rowIds.get(row.quiz)!, opensAt: new Date('2030-01-01T04:30:00Z') }],
    })
    if (approve) await reviewSeries(h.db, made.series.id, { decision: 'approve' })
    return made.series.id
  }
  made('series', await series('Paid series', 4900, true))
  made('seriesToJoinRest', await series('Free series to join over REST', 0, true))
  made('seriesToJoinTrpc', await series('Free series to join over tRPC', 0, true))
  made('seriesToReviewRest', await series('Series to review over REST', 0, false))
  made('seriesToReviewTrpc', await series('Series to review over tRPC', 0, false))

  const game = async (steps: ('start' | 'reveal')[] = []) => {
    const made = await live.createGame(h.db, player, {
      quizId: rowIds.get(row.quiz)!,
      hostScreenOnly: false,
      streakBonus: false,
    })
    for (const step of steps) await live.hostAction(h.db, player, made.gameId, step)
    return made
  }
  const open = await game(['start'])
  made('gameOpen', open.gameId)
  // Open for as long as the file runs: its answer is sent whenever its turn comes.
  await h.db
    .updateTable('games')
    .set({ question_closes_at: sql`now() + interval '1 day'` })
    .where('id', '=', open.gameId)
    .execute()
  rowIds.set(PIN, open.pin)
  await live.joinGame(h.db, { user: adminPlayer }, { pin: open.pin, nickname: 'Admin player' })
  made('gameQuestion', (await live.gameState(h.db, { user: player }, open.gameId)).question!.id)
  made('gameToStart', (await game()).gameId)
  made('gameToNext', (await game(['start', 'reveal'])).gameId)
  made('gameToSkip', (await game(['start'])).gameId)
  made('gameToReveal', (await game(['start'])).gameId)
  made('gameToEnd', (await game()).gameId)
  const ended = await game()
  await live.hostAction(h.db, player, ended.gameId, 'end')
  made('gameEnded', ended.gameId)
  const toKick = await game()
  made('gameToKick', toKick.gameId)
  made('playerToKick', (await live.joinGame(h.db, { user: null }, { pin: toKick.pin, nickname: 'Kicked' })).playerId)
  made('gameToStartRest', (await game()).gameId)
  made('gameToNextRest', (await game(['start', 'reveal'])).gameId)
  made('gameToSkipRest', (await game(['start'])).gameId)
  made('gameToRevealRest', (await game(['start'])).gameId)
  made('gameToEndRest', (await game()).gameId)
  const toKickRest = await game()
  made('gameToKickRest', toKickRest.gameId)
  made(
    'playerToKickRest',
    (await live.joinGame(h.db, { user: null }, { pin: toKickRest.pin, nickname: 'Kicked' })).playerId,
  )
  const contest = await createContest(h.db, player, {
    quizId: rowIds.get(row.quiz)!,
    startsAt: new Date(TOMORROW),
    windowMinutes: 60,
  })
  made('contest', contest.contest.id)
  const certificate = await sql<{ id: string }>`
    insert into certificates (user_id, quiz_id, attempt_id, holder_name, quiz_title, score, total_score, percent,
                              pass_mark, issued_at)
    select user_id, quiz_id, id, 'member', 'Bad input quiz', 1, 1, 100, 50, now() from attempts
    where id = ${rowIds.get(row.attemptSubmitted)!}
    returning id
  `.execute(h.db)
  made('certificate', certificate.rows[0]!.id)
  // Another of the member's submitted attempts, its result shared: its public page (decision 051).
  const shared = await startAttempt(h.db, player, rowIds.get(row.quiz)!)
  await submitAttempt(h.db, player, shared.attemptId, {})
  rowIds.set(SHARE, (await shareResult(h.db, player.id, shared.attemptId)).shareId!)
  const group = await groups.createGroup(h.db, player, { name: 'Bad input class' })
  made('group', group.group.id)
  rowIds.set(GROUP_CODE, group.invite!.code)
  await groups.joinGroup(h.db, adminPlayer, group.invite!.code)
  made('groupToRenew', (await groups.createGroup(h.db, player, { name: 'Bad input renewals' })).group.id)
  made('groupToDeleteTrpc', (await groups.createGroup(h.db, player, { name: 'Bad input deletion' })).group.id)
  const assignment = await groups.createAssignment(h.db, player, group.group.id, {
    quizId: rowIds.get(row.quiz)!,
    opensAt: new Date(ASSIGNMENT.opensAt),
    dueAt: new Date(ASSIGNMENT.dueAt),
    attemptsAllowed: 1,
    allowLate: false,
  })
  made('assignment', assignment.id)

  for (const name of ['sessionRest', 'sessionTrpc'] as const) {
    const { sessionId } = await createSession(h.db, creator.id)
    const session = await h.db
      .selectFrom('sessions')
      .select('public_id')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow()
    made(name, session.public_id)
  }
  expect([...rowIds.keys()].sort()).toEqual([...Object.values(row), PIN, GROUP_CODE, SHARE].sort())
})
afterAll(() => h.close())

/** The route's path with its parameters filled in. */
function pathOf(target: Target, params: Record<string, string> = {}) {
  return target.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(real(params[name] ?? `:${name}`)))
}

/**
 * The connection a request came over, as Node's server hands it to the app: without one, reading the
 * client's address throws and is caught, a cost every one of thousands of requests would pay.
 */
const CONNECTION = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 40_000, remoteFamily: 'IPv4' } } }

function send(
  target: Target,
  as: Caller,
  kase: { parts: Parts; raw?: string; contentType?: string; headers?: Record<string, string> },
) {
  const parts = real(kase.parts)
  const headers: Record<string, string> = { origin: TEST_ORIGIN, ...parts.headers, ...kase.headers }
  const cookie = cookies[as]
  if (cookie) headers.cookie = cookie
  let url = pathOf(target, parts.params)
  if (parts.query && Object.keys(parts.query).length > 0) url += `?${new URLSearchParams(parts.query)}`
  const encoded = kase.raw ?? (parts.body === undefined ? undefined : JSON.stringify(parts.body))
  let body: string | undefined
  if (target.body === 'trpc-query') {
    if (encoded !== undefined) url += `?input=${encodeURIComponent(encoded)}`
  } else if (target.method !== 'GET' && encoded !== undefined) {
    body = encoded
    headers['content-type'] = kase.contentType ?? 'application/json'
  }
  return h.app.request(url, { method: target.method, headers, ...(body === undefined ? {} : { body }) }, CONNECTION)
}

/** A client error with a readable message, and nothing of the server's insides. */
async function expectClientError(response: Response, trpc: boolean, status?: number) {
  const text = await response.text()
  if (trpc && response.headers.get('content-type')?.startsWith('text/event-stream'))
    return expectStreamedError(text, status)
  if (status) expect(response.status, text).toBe(status)
  expect(response.status, text).toBeGreaterThanOrEqual(400)
  expect(response.status, text).toBeLessThan(500)
  const json = JSON.parse(text)
  if (!trpc || response.status === 413) {
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

/**
 * A subscription's refusal (tRPC over server-sent events): the browser's EventSource reads no body of
 * a 4xx, so the stream opens and its one event, `serialized-error`, carries the error's shape: a
 * client error's status and its message in words.
 */
function expectStreamedError(text: string, status?: number) {
  const data = /^event: serialized-error\ndata: (.*)$/m.exec(text)?.[1]
  expect(data, text).toBeDefined()
  const error = JSON.parse(data!) as { message: string; data: { httpStatus: number } }
  if (status) expect(error.data.httpStatus, text).toBe(status)
  expect(error.data.httpStatus, text).toBeGreaterThanOrEqual(400)
  expect(error.data.httpStatus, text).toBeLessThan(500)
  expectWords(error.message)
  expectNoInsides(text)
  return { error, streamedStatus: error.data.httpStatus }
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

/** A well-formed request with a field the route does not know, which it ignores. */
function withUnknownField(target: Target, parts: Parts): Parts {
  return {
    ...parts,
    ...(target.query.length > 0 ? { query: { ...parts.query, unknownField: 'ignored' } } : {}),
    ...(target.bodySchema && objectOf(parts.body) ? { body: { ...parts.body, unknownField: 'ignored' } } : {}),
  }
}

/** How many of a route's bad requests are in flight at once. */
const IN_FLIGHT = 8

/** Runs `run` over the items, at most IN_FLIGHT at a time. */
async function inFlight<T>(items: T[], run: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await run(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, items.length) }, worker))
}

const TARGET_CASES = TARGETS.map((target) => {
  const examples = examplesOf(target)
  return {
    target,
    examples,
    cases: typeof examples === 'string' ? [] : examples.flatMap((example) => casesFor(target, example)),
  }
})

describe.each(TARGET_CASES)('$target.key', ({ target, examples, cases }) => {
  const fixture = fixtureOf(target)
  const as = fixture?.as ?? target.tier
  const status = fixture?.status ?? (target.successes.length === 1 ? target.successes[0] : undefined)

  it('has a well-formed request, from its fixture or its schemas', () => {
    if (typeof examples === 'string')
      throw new Error(`${target.key} needs a fixture in FIXTURES (bad-input.test.ts): ${examples}`)
    if (status === undefined)
      throw new Error(`${target.key} declares several successes: its fixture names the one a request gets`)
    for (const example of examples) {
      if (refused(target, example))
        throw new Error(`${target.key}: its example is refused by its own schemas: ${whyRefused(target, example)}`)
    }
  })

  if (typeof examples === 'string') return

  it.each(examples.map((parts, index) => ({ parts, index })))(
    'answers a well-formed request (#$index), ignoring unknown fields',
    async ({ parts }) => {
      const response = await send(target, as, { parts: withUnknownField(target, parts) })
      const text = await response.text()
      expect(response.status, text).toBe(status)
      expectNoInsides(text)
    },
  )

  if (cases.length > 0) {
    // One test per route, its cases sent a few at a time; a failure names each case that failed.
    it(`refuses each of its ${cases.length} bad inputs with a 4xx and a message`, async () => {
      const failed: string[] = []
      await inFlight(cases, async (kase) => {
        try {
          if (kase.takenBySchema) throw new Error('testing/refusals.ts reads it as refused; the schema takes it')
          const response = await send(target, as, kase)
          const json = await expectClientError(response, target.trpc)
          // A subscription's refusal comes in its stream, with the status the error would have had.
          const answered = (json as { streamedStatus?: number }).streamedStatus ?? response.status
          // Exactly: a route whose valid answer is a 4xx (AI or Google not configured: 412) must
          // refuse bad input before it gets that far.
          expect(kase.statuses, JSON.stringify(json).slice(0, 300)).toContain(answered)
        } catch (error) {
          failed.push(`${kase.label}: ${(error as Error).message}`)
        }
      })
      expect(failed).toEqual([])
    })
  }

  if (target.method !== 'GET') {
    const example = examples[0]!
    it('refuses a body over 1 MiB with 413, with or without Content-Length', async () => {
      const raw = JSON.stringify({
        ...(objectOf(example.body) ? example.body : {}),
        padding: 'x'.repeat(MAX_BODY_BYTES),
      })
      const withLength: Record<string, string> = { 'content-length': String(Buffer.byteLength(raw)) }
      for (const headers of [withLength, {}]) {
        const json = await expectClientError(await send(target, as, { parts: example, raw, headers }), target.trpc, 413)
        expect(json.message).toBe(m.server_body_too_large())
      }
    })

    it('refuses by Content-Length alone, before reading the body', async () => {
      // A small body declared as over 1 MiB: only the header can refuse it.
      const headers = { 'content-length': String(MAX_BODY_BYTES + 1) }
      const raw = JSON.stringify(example.body ?? {})
      const json = await expectClientError(await send(target, as, { parts: example, raw, headers }), target.trpc, 413)
      expect(json.message).toBe(m.server_body_too_large())
    })
  }

  if (target.method === 'GET' && target.body === 'none' && target.query.length === 0) {
    it('ignores a garbage query', async () => {
      const response = await h.app.request(
        `${pathOf(target, examples[0]!.params)}?input=${encodeURIComponent('{bad')}&limit=abc`,
        {
          headers: { origin: TEST_ORIGIN, ...(cookies[as] ? { cookie: cookies[as]! } : {}) },
        },
      )
      expect(response.status).toBeLessThan(500)
      expectNoInsides(await response.text())
    })
  }
})

describe('the declarations', () => {
  it('cover every mounted REST route and every tRPC procedure', () => {
    // A form's upload is tested in its domain (restTargets says why), and declared all the same.
    const forms = API_ROUTES.filter((route) => route.form).map((route) => `${route.method.toUpperCase()} ${route.path}`)
    const declared = new Set([...TARGETS.map((target) => target.key), ...forms])
    const mounted = [
      ...h.app.routes
        .filter((r) => r.path.startsWith('/api/v1/') && r.method !== 'ALL')
        .map((r) => `${r.method} ${r.path}`),
      ...Object.keys(appRouter._def.procedures),
    ]
    expect(mounted.filter((key) => !declared.has(key))).toEqual([])
  })

  it('name every fixture’s route', () => {
    const declared = new Set(TARGETS.map((target) => target.key))
    expect(Object.keys(FIXTURES).filter((key) => !declared.has(key))).toEqual([])
  })
})

const targetOf = (key: string) => TARGETS.find((target) => target.key === key)!
const exampleOfTarget = (key: string) => (examplesOf(targetOf(key)) as Parts[])[0]!

describe('malformed JSON', () => {
  it('says so in the same words over REST and tRPC', async () => {
    const rest = await send(targetOf('POST /api/v1/users/login'), 'guest', { parts: {}, raw: '{"email":' })
    expect(await rest.json()).toEqual({ success: false, message: m.server_invalid_json() })
    const trpc = await send(targetOf('auth.login'), 'guest', { parts: {}, raw: '{"email":' })
    expect((await trpc.json()).error.message).toBe(m.server_invalid_json())
  })
})

describe('messages name fields in words', () => {
  it('says the range of a page size, not a field path', async () => {
    const rest = await send(targetOf('GET /api/v1/quizzes/public'), 'guest', { parts: { query: { limit: '101' } } })
    expect((await rest.json()).message).toBe('Limit must be a whole number from 1 to 100')
    const trpc = await send(targetOf('quizzes.list'), 'guest', { parts: { body: { limit: 101 } } })
    const body = await trpc.json()
    expect((Array.isArray(body) ? body[0] : body).error.message).toBe('Limit must be a whole number from 1 to 100')
  })

  it('says which question and option, not questions.1.options.2', async () => {
    const questions = SAMPLE_QUESTIONS.map((question, index) =>
      index === 1 ? { ...question, options: question.options.map((option, at) => (at === 2 ? '' : option)) } : question,
    )
    const key = 'POST /api/v1/quizzes'
    const example = exampleOfTarget(key)
    const response = await send(targetOf(key), 'user', {
      parts: { body: { ...(example.body as object), questions } },
    })
    expect((await response.json()).message).toBe('Question 2, option 3: Every option needs text')
  })
})

describe('deep nesting', () => {
  const deepBody = `${'['.repeat(100_000)}${']'.repeat(100_000)}`
  it.each(['POST /api/v1/contact', 'POST /api/v1/users/login', 'contact.send', 'auth.login'])(
    '%s: 100 000 nested arrays are a 400 that says why',
    async (key) => {
      const target = targetOf(key)
      const json = await expectClientError(await send(target, 'guest', { parts: {}, raw: deepBody }), target.trpc, 400)
      expect(target.trpc ? json.error.message : json.message).toBe(SERVER.nestedTooDeeply)
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
    // The body's own object is level 1: its field may hold arrays 63 deep.
    const json = await expectClientError(
      await send(targetOf('POST /api/v1/users/login'), 'guest', {
        parts: { body: { email: nested(MAX_INPUT_DEPTH - 1), password: 'x' } },
      }),
      false,
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
    await expectClientError(response, path.startsWith('/trpc/'))
  })
})
