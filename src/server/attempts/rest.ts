import { Hono } from 'hono'
import { SUCCESS } from '#shared/messages'
import { IdSchema } from '#server/http/ids'
import { PageSchema } from '#server/http/pagination'
import { type AppBindings, type AppContext, jsonBody, ok, queryParams, requireUser, validate } from '#server/http/rest'
import {
  AnswerSchema,
  GlobalLeaderboardSchema,
  RestLeaderboardSchema,
  RestQuizSubmitSchema,
  SubmitSchema,
  ViolationSchema,
} from './schemas'
import { getGlobalLeaderboard } from './standing-service'
import * as attempts from './attempt-service'
import { listMyAttemptsWithDetails } from './history-service'
import { getLeaderboard } from './leaderboard-service'
import { type AttemptResult, getResult } from './result-service'

const idParam = (c: AppContext, name = 'id') => validate(IdSchema, c.req.param(name))

const QUESTION_TYPE = 'multiple-choice' as const

/**
 * The attempt screen's questions (`_id`, `question`, `options`, `timeLimit`) with the rest of
 * the REST contract's Question. The answer and explanation keys are there, and null: nothing served before
 * the result may carry them.
 */
function toRestAttempt(view: attempts.AttemptView) {
  return {
    ...view,
    _id: view.attemptId,
    questions: view.questions.map(({ id, ...rest }) => ({
      _id: id,
      text: rest.question,
      ...rest,
      type: QUESTION_TYPE,
      correctAnswer: null,
      explanation: null,
    })),
  }
}

/** The result: the REST contract's Attempt (`_id`, `duration` in seconds) and its questions in its names. */
function toRestResult(result: AttemptResult) {
  const { attempt, detailedAnswers, ...rest } = result
  return {
    ...rest,
    attempt: { ...attempt, _id: attempt.id, attemptId: attempt.id, duration: attempt.durationSeconds },
    detailedAnswers:
      detailedAnswers?.map((answer) => ({
        _id: answer.questionId,
        text: answer.question,
        type: QUESTION_TYPE,
        timeLimit: answer.timeLimitSeconds,
        ...answer,
      })) ?? null,
  }
}

/** One of the player's attempts as the REST contract's Attempt, with its quiz's title. */
export function toRestMyAttempt(attempt: Awaited<ReturnType<typeof listMyAttemptsWithDetails>>[number]) {
  return {
    _id: attempt.attemptId,
    ...attempt,
    quiz: { _id: attempt.quizId, title: attempt.quizTitle },
    duration: attempt.durationSeconds,
  }
}

/** The product's attempt calls, under `/api/v1/quizzes`. */
export const attemptsRest = new Hono<AppBindings>()
  .get('/attempts/my-attempts', async (c) => {
    const { user } = await requireUser(c)
    const list = await listMyAttemptsWithDetails(c.var.ctx.db, user.id, queryParams(c, PageSchema))
    return ok(c, { data: { attempts: list.map(toRestMyAttempt) } })
  })
  .get('/attempts/:id/analysis', async (c) => {
    const { user } = await requireUser(c)
    const result = toRestResult(await getResult(c.var.ctx.db, user, idParam(c)))
    return ok(c, { ...result, data: result })
  })
  .get('/attempts/:id', async (c) => {
    const { user } = await requireUser(c)
    const result = toRestResult(await getResult(c.var.ctx.db, user, idParam(c)))
    return ok(c, { ...result, data: result })
  })
  .post('/attempts/:id/answers', async (c) => {
    const { user } = await requireUser(c)
    const attemptId = idParam(c)
    const saved = await attempts.saveAnswer(c.var.ctx.db, user, attemptId, await jsonBody(c, AnswerSchema))
    return ok(c, { data: saved })
  })
  .post('/attempts/:id/submit', async (c) => {
    const { user } = await requireUser(c)
    const attemptId = idParam(c)
    const result = toRestResult(
      await attempts.submitAttempt(c.var.ctx.db, user, attemptId, await jsonBody(c, SubmitSchema)),
    )
    return ok(c, { message: SUCCESS.quizSubmitted, ...result, data: result })
  })
  .post('/attempts/:id/violation', async (c) => {
    const { user } = await requireUser(c)
    const attemptId = idParam(c)
    const outcome = await attempts.recordViolation(c.var.ctx.db, user, attemptId, await jsonBody(c, ViolationSchema))
    return ok(c, { data: { ...outcome, result: outcome.result ? toRestResult(outcome.result) : null } })
  })
  .post('/:id/start', async (c) => {
    const { user } = await requireUser(c)
    const options = attempts.startOptions(c.var.ctx)
    const view = toRestAttempt(await attempts.startAttempt(c.var.ctx.db, user, idParam(c), options))
    return ok(c, { message: SUCCESS.quizStarted, ...view, data: view })
  })
  .post('/:id/submit', async (c) => {
    const { user } = await requireUser(c)
    const quizId = idParam(c)
    const body = await jsonBody(c, RestQuizSubmitSchema)
    const result = toRestResult(await attempts.submitOnQuiz(c.var.ctx.db, user, quizId, body))
    return ok(c, { message: SUCCESS.quizSubmitted, ...result, data: result })
  })
  .get('/:id/leaderboard', async (c) => {
    const quizId = idParam(c)
    const { limit } = queryParams(c, RestLeaderboardSchema)
    const session = await c.var.ctx.session()
    const board = await getLeaderboard(c.var.ctx.db, session?.user ?? null, quizId, limit)
    return ok(c, { data: board })
  })

/** `/api/v1/leaderboard`: the global leaderboard, all time or the last 30 days (decision 025). */
export const globalLeaderboardRest = new Hono<AppBindings>().get('/', async (c) => {
  const input = queryParams(c, GlobalLeaderboardSchema)
  const session = await c.var.ctx.session()
  return ok(c, { data: await getGlobalLeaderboard(c.var.ctx.db, session?.user.id ?? null, input) })
})
