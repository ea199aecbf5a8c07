import { PageSchema } from '#server/http/pagination'
import { type AppContext, ok } from '#server/http/rest'
import type { SessionUser } from '#server/identity/session'
import { route } from '#server/http/route'
import {
  AnswerSavedReplySchema,
  AnswerSchema,
  AttemptResultReplySchema,
  AttemptStartedReplySchema,
  SectionClosedReplySchema,
  PaletteReplySchema,
  PaletteStateSchema,
  GlobalLeaderboardReplySchema,
  GlobalLeaderboardSchema,
  LeaderboardReplySchema,
  MyAttemptsReplySchema,
  RestLeaderboardSchema,
  RestQuizSubmitSchema,
  SubmitSchema,
  ViolationReplySchema,
  ViolationSchema,
} from './schemas'
import { getGlobalLeaderboard } from './standing-service'
import * as attempts from './attempt-service'
import * as palette from './palette-service'
import { listMyAttemptsWithDetails } from './history-service'
import { getLeaderboard } from './leaderboard-service'
import { toRestMyAttempt } from './rest-shapes'
import { type AttemptResult, getResult } from './result-service'
import { m } from '#shared/i18n'
import { decimalMarking } from '#shared/exam/sections'

/**
 * The attempt screen's questions (`_id`, `question`, `type`, `options`, `timeLimit`; `items` or
 * `left`/`right` by type) with the rest of the REST contract's Question. The answer and
 * explanation keys are there, and null: nothing served before the result may carry them.
 */
function toRestAttempt(view: attempts.AttemptView) {
  return {
    ...view,
    ...restExam(view),
    _id: view.attemptId,
    questions: view.questions.map(({ id, ...rest }) => ({
      _id: id,
      text: rest.question,
      ...restQuestion(rest),
      correctAnswer: null,
      explanation: null,
    })),
  }
}

/** An exam's marks as the REST payload writes them: decimals (2, −0.5), not hundredths. */
function restExam(view: attempts.AttemptView) {
  if (!('exam' in view) || !view.exam) return {}
  return {
    exam: {
      ...view.exam,
      sections: view.exam.sections.map((section) => ({ ...section, marking: decimalMarking(section.marking) })),
    },
  }
}

/** A matching question's sides under the REST names `left` and `right`, as the payload's pairs name them. */
function restSides<T extends object>(question: T) {
  if (!('lefts' in question) || !('rights' in question)) return question
  const { lefts, rights, ...rest } = question as T & { lefts: string[]; rights: string[] }
  return { ...rest, left: lefts, right: rights }
}

/** A served question in REST's names, its second language's sides too. */
function restQuestion<T extends { translation?: object | undefined }>(question: T) {
  const sided = restSides(question)
  return question.translation ? { ...sided, translation: restSides(question.translation) } : sided
}

/** The result: the REST contract's Attempt (`_id`, `duration` in seconds) and its questions in its names. */
function toRestResult(result: AttemptResult) {
  const { attempt, detailedAnswers, ...rest } = result
  return {
    ...rest,
    attempt: { ...attempt, _id: attempt.id, attemptId: attempt.id, duration: attempt.durationSeconds },
    detailedAnswers:
      // The answer key is the client's (the result screen's review); REST has `correctAnswer`.
      detailedAnswers?.map(({ answerKey: _answerKey, ...answer }) => ({
        _id: answer.questionId,
        text: answer.question,
        timeLimit: answer.timeLimitSeconds,
        ...restQuestion(answer),
      })) ?? null,
  }
}

/** The product's attempt calls, under `/api/v1/quizzes`, and the global leaderboard. */

/** An attempt's result, as both its paths answer it (the origin's analysis path sends the same). */
async function resultReply(c: AppContext, user: SessionUser, attemptId: string) {
  const result = toRestResult(await getResult(c.var.ctx.db, user, attemptId))
  return ok(c, { ...result, data: result })
}

export const attemptRoutes = [
  route({
    method: 'get',
    path: '/api/v1/quizzes/attempts/my-attempts',
    tag: 'attempts',
    summary: 'The player’s attempts, newest first',
    access: 'user',
    query: PageSchema,
    responses: { 200: MyAttemptsReplySchema },
    async handle({ c, user, query }) {
      const list = await listMyAttemptsWithDetails(c.var.ctx.db, user.id, query)
      return ok(c, { data: { attempts: list.map(toRestMyAttempt) } })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/quizzes/attempts/:id',
    tag: 'attempts',
    summary: 'An attempt’s result',
    access: 'user',
    responses: { 200: AttemptResultReplySchema },
    errors: [404, 409],
    handle: ({ c, user, params }) => resultReply(c, user, params.id),
  }),
  route({
    method: 'get',
    path: '/api/v1/quizzes/attempts/:id/analysis',
    tag: 'attempts',
    summary: 'An attempt’s result with its analysis',
    access: 'user',
    responses: { 200: AttemptResultReplySchema },
    errors: [404, 409],
    handle: ({ c, user, params }) => resultReply(c, user, params.id),
  }),
  route({
    method: 'post',
    path: '/api/v1/quizzes/attempts/:id/sections/close',
    tag: 'attempts',
    summary: 'Close the open section early (a fixed order that carries unused time over)',
    access: 'user',
    responses: { 200: SectionClosedReplySchema },
    errors: [404, 409],
    async handle({ c, user, params }) {
      const { status, attempt } = await attempts.closeSection(c.var.ctx.db, user, params.id)
      return ok(c, { data: { status, attempt: attempt ? toRestAttempt(attempt) : null } })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/quizzes/attempts/:id/palette',
    tag: 'attempts',
    summary: 'The question palette: each question’s state and the counts',
    access: 'user',
    responses: { 200: PaletteReplySchema },
    errors: [404],
    async handle({ c, user, params }) {
      return ok(c, { data: await palette.getPalette(c.var.ctx.db, user, params.id) })
    },
  }),
  route({
    method: 'put',
    path: '/api/v1/quizzes/attempts/:id/palette/:questionId',
    tag: 'attempts',
    summary: 'Set a question’s palette state (visit, mark for review, answered)',
    access: 'user',
    body: PaletteStateSchema,
    responses: { 200: PaletteReplySchema },
    errors: [404, 409],
    async handle({ c, user, params, body }) {
      const data = await palette.setPaletteState(c.var.ctx.db, user, params.id, params.questionId, body.state)
      return ok(c, { data })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/quizzes/attempts/:id/answers',
    tag: 'attempts',
    summary: 'Save an answer (autosave)',
    access: 'user',
    body: AnswerSchema,
    responses: { 200: AnswerSavedReplySchema },
    errors: [404, 409],
    async handle({ c, user, params, body }) {
      return ok(c, { data: await attempts.saveAnswer(c.var.ctx.db, user, params.id, body) })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/quizzes/attempts/:id/submit',
    tag: 'attempts',
    summary: 'Submit an attempt (again: the same result)',
    access: 'user',
    body: SubmitSchema,
    responses: { 200: AttemptResultReplySchema },
    errors: [404, 409],
    async handle({ c, user, params, body }) {
      const result = toRestResult(await attempts.submitAttempt(c.var.ctx.db, user, params.id, body))
      return ok(c, { message: m.success_quiz_submitted(), ...result, data: result })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/quizzes/attempts/:id/violation',
    tag: 'attempts',
    summary: 'Record an anti-cheat event (may submit the attempt)',
    access: 'user',
    body: ViolationSchema,
    responses: { 200: ViolationReplySchema },
    errors: [404, 409],
    async handle({ c, user, params, body }) {
      const outcome = await attempts.recordViolation(c.var.ctx.db, user, params.id, body)
      return ok(c, { data: { ...outcome, result: outcome.result ? toRestResult(outcome.result) : null } })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/quizzes/:id/start',
    tag: 'attempts',
    summary: 'Start (or resume) an attempt; a paid quiz is bought from the wallet',
    access: 'user',
    responses: { 200: AttemptStartedReplySchema },
    errors: [402, 404, 409],
    async handle({ c, user, params }) {
      const options = attempts.startOptions(c.var.ctx)
      const view = toRestAttempt(await attempts.startAttempt(c.var.ctx.db, user, params.id, options))
      return ok(c, { message: m.success_quiz_started(), ...view, data: view })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/quizzes/:id/submit',
    tag: 'attempts',
    summary: 'Submit the attempt on a quiz',
    access: 'user',
    body: RestQuizSubmitSchema,
    responses: { 200: AttemptResultReplySchema },
    errors: [404, 409],
    async handle({ c, user, params, body }) {
      const result = toRestResult(await attempts.submitOnQuiz(c.var.ctx.db, user, params.id, body))
      return ok(c, { message: m.success_quiz_submitted(), ...result, data: result })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/quizzes/:id/leaderboard',
    tag: 'attempts',
    summary: 'A quiz’s leaderboard',
    access: 'guest',
    query: RestLeaderboardSchema,
    responses: { 200: LeaderboardReplySchema },
    errors: [404],
    async handle({ c, params, query }) {
      const session = await c.var.ctx.session()
      return ok(c, { data: await getLeaderboard(c.var.ctx.db, session?.user ?? null, params.id, query.limit) })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/leaderboard',
    tag: 'attempts',
    summary: 'The global leaderboard, all time or the last 30 days',
    access: 'guest',
    query: GlobalLeaderboardSchema,
    responses: { 200: GlobalLeaderboardReplySchema },
    // All time or the last 30 days (decision 025).
    async handle({ c, query }) {
      const session = await c.var.ctx.session()
      return ok(c, { data: await getGlobalLeaderboard(c.var.ctx.db, session?.user.id ?? null, query) })
    },
  }),
]
