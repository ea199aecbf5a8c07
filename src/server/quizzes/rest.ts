import { Hono } from 'hono'
import { paiseToRupees } from '#shared/money'
import { QUIZ_SERVER, SUCCESS } from '#shared/messages'
import { GeneratePreviewSchema, QuestionInputSchema, RejectSchema } from '#shared/schemas/quiz'
import { withRevealTime } from '#shared/answer-reveal'
import { StatisticsQuerySchema } from '#shared/statistics'
import { AnalyticsQuerySchema, AttemptsPageSchema } from '#shared/schemas/analytics'
import { IMPORT_TEXTS } from '#shared/import-texts'
import { AI_LIMIT } from '#server/ai/client'
import { generateQuiz } from '#server/ai/questions/index'
import { isAdmin } from '#server/auth/policy'
import { emailsOf } from '#server/auth/repository'
import { IdSchema } from '#server/http/ids'
import { notifyDeps } from '#server/notifications/service'
import {
  type AppBindings,
  type AppContext,
  fail,
  jsonBody,
  ok,
  queryParams,
  rateLimited,
  requireAdmin,
  requireUser,
  validate,
} from '#server/http/rest'
import { canReadCreatorEmail, IMPORT_LIMIT } from './policy'
import {
  ExportQuerySchema,
  ImportSchema,
  MyQuizzesSchema,
  PublicListSchema,
  RestQuestionsSchema,
  RestQuizSchema,
  ReviewListSchema,
} from './schemas'
import * as quizzes from './service'
import { getQuizStatistics } from './statistics-service'
import * as analytics from './analytics-service'
import * as importExport from './import-export-service'

/** What of a quiz only some may see: each is null unless the caller may see it. */
export interface PrivateQuizFields {
  creatorEmail: string | null
  questions: quizzes.EditorQuestion[] | null
}

/**
 * The REST contract's quiz shape: `_id`, rupees, `difficultyLevel`, and every field of its Quiz. The
 * creator's email and the questions are always present as keys, and null unless given: a quiz's
 * public page must not hand its creator's address to strangers, nor its answers to players.
 */
function toRestQuizWith(quiz: quizzes.QuizSummary, visible: PrivateQuizFields) {
  const { id, pricePaise, creator, difficulty, questionCount, attemptCount, settings, ...rest } = quiz
  return {
    _id: id,
    ...rest,
    difficulty,
    difficultyLevel: difficulty,
    price: paiseToRupees(pricePaise),
    /** Minutes, for the cards. */
    duration: Math.ceil(quiz.timeLimit / 60),
    questionCount,
    totalQuestions: questionCount,
    attemptCount,
    analytics: { totalAttempts: attemptCount },
    creator: { _id: creator.id, name: creator.username, email: visible.creatorEmail },
    createdBy: creator.id,
    // A quiz saved before the answers' choice existed shows the one it is read with.
    settings: withRevealTime(settings, quiz.endTime),
    questions: visible.questions?.map(toRestQuestion) ?? null,
  }
}

/**
 * The REST contract's question (`text`, with `question` as its save payload names it). Only for the quiz's
 * creator and admins: it carries the answer.
 */
function toRestQuestion(question: quizzes.EditorQuestion) {
  const { id, ...rest } = question
  return { _id: id, text: rest.question, ...rest, type: 'multiple-choice' as const }
}

/** The creators' emails the caller may read (policy.ts), by creator; null for the rest. */
async function creatorEmails(
  c: AppContext,
  list: quizzes.QuizSummary[],
): Promise<(creatorId: string) => string | null> {
  const viewer = (await c.var.ctx.session())?.user ?? null
  if (!viewer) return () => null
  const emails = new Map([[viewer.id, viewer.email]])
  // Only an admin may read others' emails: only then are they worth a query.
  if (isAdmin(viewer)) {
    const others = [...new Set(list.map((quiz) => quiz.creator.id))].filter((id) => !emails.has(id))
    for (const [id, email] of await emailsOf(c.var.ctx.db, others)) emails.set(id, email)
  }
  return (creatorId) => (canReadCreatorEmail(viewer, creatorId) ? (emails.get(creatorId) ?? null) : null)
}

/** Quizzes as this caller may see them (lists never carry questions). */
export async function toRestQuizzes(c: AppContext, list: quizzes.QuizSummary[]) {
  const emailOf = await creatorEmails(c, list)
  return list.map((quiz) => toRestQuizWith(quiz, { creatorEmail: emailOf(quiz.creator.id), questions: null }))
}

/** One quiz with its questions, for its creator or an admin. */
async function toRestManagedQuiz(c: AppContext, quiz: quizzes.QuizSummary, questions: quizzes.EditorQuestion[]) {
  const emailOf = await creatorEmails(c, [quiz])
  return toRestQuizWith(quiz, { creatorEmail: emailOf(quiz.creator.id), questions })
}

/** A file to download; a quiz's file holds its answers, so no cache keeps it. */
function fileResponse(c: AppContext, file: importExport.QuizFile) {
  return c.body(file.content, 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': file.disposition,
    'Cache-Control': 'no-store',
  })
}

/** An import refused for its file's problems answers with the message and the full list of them. */
async function withProblems(c: AppContext, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    const refused = importExport.refusedImport(error)
    if (!refused) throw error
    return fail(c, refused.status, refused.message, { problems: refused.problems })
  }
}

/** A quiz's analytics in the REST layer's rupees. */
function toRestAnalytics(report: analytics.QuizAnalytics) {
  const { pricePaise, daily, totals, lifetime, ...rest } = report
  const { earningsPaise, ...counts } = totals
  return {
    ...rest,
    price: paiseToRupees(pricePaise),
    daily: daily.map(({ earningsPaise: paise, ...day }) => ({ ...day, earnings: paiseToRupees(paise) })),
    totals: { ...counts, earnings: paiseToRupees(earningsPaise) },
    lifetime: { sales: lifetime.sales, earnings: paiseToRupees(lifetime.earningsPaise) },
  }
}

function toRestEarnings(overview: analytics.EarningsOverview) {
  const { quizzes: list, totals, daily, ...rest } = overview
  return {
    ...rest,
    quizzes: list.map(({ quizId, pricePaise, earningsPaise, lifetimeEarningsPaise, ...quiz }) => ({
      _id: quizId,
      ...quiz,
      price: pricePaise === null ? null : paiseToRupees(pricePaise),
      earnings: paiseToRupees(earningsPaise),
      lifetimeEarnings: paiseToRupees(lifetimeEarningsPaise),
    })),
    totals: {
      sales: totals.sales,
      earnings: paiseToRupees(totals.earningsPaise),
      lifetimeSales: totals.lifetimeSales,
      lifetimeEarnings: paiseToRupees(totals.lifetimeEarningsPaise),
    },
    daily: daily.map(({ earningsPaise, ...day }) => ({ ...day, earnings: paiseToRupees(earningsPaise) })),
  }
}

function idParam(c: AppContext, name = 'id'): string {
  return validate(IdSchema, c.req.param(name))
}

/** `/api/v1/quizzes/*`, the product's quiz calls. Static paths come before `/:id`. */
export const quizzesRest = new Hono<AppBindings>()
  .get('/public', async (c) => {
    const filters = queryParams(c, PublicListSchema)
    const { quizzes: list, total } = await quizzes.listPublicQuizzes(c.var.ctx.db, filters)
    const shaped = await toRestQuizzes(c, list)
    return ok(c, { data: { quizzes: shaped, total, limit: filters.limit, offset: filters.offset } })
  })
  .get('/public/:id', async (c) => {
    const { quiz } = await quizzes.getQuizForViewer(c.var.ctx.db, null, idParam(c))
    const [shaped] = await toRestQuizzes(c, [quiz])
    return ok(c, { data: { quiz: shaped } })
  })
  .get('/my-quizzes', async (c) => {
    const { user } = await requireUser(c)
    const { status } = queryParams(c, MyQuizzesSchema)
    const mine = await quizzes.listMyQuizzes(c.var.ctx.db, user.id, status)
    const list = mine.quizzes.map((quiz) => toRestQuizWith(quiz, { creatorEmail: user.email, questions: null }))
    return ok(c, { quizzes: list, data: { quizzes: list, counts: mine.counts } })
  })
  .post('/generate-preview', rateLimited(AI_LIMIT), async (c) => {
    const generated = await generateQuiz(c.var.ctx.ai, await jsonBody(c, GeneratePreviewSchema))
    return ok(c, { ...generated, data: generated })
  })
  .get('/import/template.csv', (c) => fileResponse(c, importExport.csvTemplate()))
  .post('/import', rateLimited(IMPORT_LIMIT), async (c) => {
    const { user } = await requireUser(c)
    const input = await jsonBody(c, ImportSchema)
    return withProblems(c, async () => {
      if (c.req.query('preview') !== undefined) {
        const preview = await importExport.previewImport(c.var.ctx.db, user, input)
        return ok(c, { data: preview })
      }
      const { quizId, imported, problems } = await importExport.importQuiz(c.var.ctx.db, user, input)
      const { quiz: summary, questions } = await quizzes.getQuizForEditor(c.var.ctx.db, user, quizId)
      const quiz = await toRestManagedQuiz(c, summary, questions)
      const body = { quiz, imported, problems }
      return ok(c, { message: IMPORT_TEXTS.imported(imported), ...body, data: body }, 201)
    })
  })
  .post('/', async (c) => {
    const { user } = await requireUser(c)
    const created = await quizzes.createQuiz(c.var.ctx.db, user.id, await jsonBody(c, RestQuizSchema))
    const { questions } = await quizzes.getQuizForEditor(c.var.ctx.db, user, created.id)
    const quiz = toRestQuizWith(created, { creatorEmail: user.email, questions })
    return ok(c, { message: SUCCESS.quizCreated, quiz, data: { quiz } }, 201)
  })
  .get('/:id', async (c) => {
    const { user } = await requireUser(c)
    const { quiz, questions } = await quizzes.getQuizForEditor(c.var.ctx.db, user, idParam(c))
    const body = { quiz: await toRestManagedQuiz(c, quiz, questions), questions: questions.map(toRestQuestion) }
    return ok(c, { ...body, data: body })
  })
  .get('/:id/export', async (c) => {
    const { user } = await requireUser(c)
    const { format } = queryParams(c, ExportQuerySchema)
    return fileResponse(c, await importExport.exportQuiz(c.var.ctx.db, user, idParam(c), format))
  })
  .get('/:id/statistics', async (c) => {
    const { user } = await requireUser(c)
    const quizId = idParam(c)
    const { attempts } = queryParams(c, StatisticsQuerySchema)
    const statistics = await getQuizStatistics(c.var.ctx.db, user, quizId, attempts)
    return ok(c, { data: { statistics } })
  })
  .get('/:id/analytics', async (c) => {
    const { user } = await requireUser(c)
    const quizId = idParam(c)
    const { days } = queryParams(c, AnalyticsQuerySchema)
    const report = await analytics.getQuizAnalytics(c.var.ctx.db, user, quizId, days)
    return ok(c, { data: { analytics: toRestAnalytics(report) } })
  })
  .get('/:id/attempts', async (c) => {
    const { user } = await requireUser(c)
    const quizId = idParam(c)
    const { page } = queryParams(c, AttemptsPageSchema)
    const { attempts, ...paging } = await analytics.listQuizAttempts(c.var.ctx.db, user, quizId, page)
    return ok(c, { data: { ...paging, attempts: attempts.map(({ id, ...attempt }) => ({ _id: id, ...attempt })) } })
  })
  .get('/:id/attempts.csv', async (c) => {
    const { user } = await requireUser(c)
    const file = await analytics.quizAttemptsCsv(c.var.ctx.db, user, idParam(c))
    // Player names are personal data: no cache keeps the file.
    return c.body(file.content, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'no-store',
    })
  })
  .put('/:id', async (c) => {
    const { user } = await requireUser(c)
    const quizId = idParam(c)
    const updated = await quizzes.updateQuiz(c.var.ctx.db, user, quizId, await jsonBody(c, RestQuizSchema))
    const { questions } = await quizzes.getQuizForEditor(c.var.ctx.db, user, quizId)
    const quiz = await toRestManagedQuiz(c, updated, questions)
    return ok(c, { message: SUCCESS.quizUpdated, quiz, data: { quiz } })
  })
  .delete('/:id', async (c) => {
    const { user } = await requireUser(c)
    await quizzes.deleteQuiz(c.var.ctx.db, user, idParam(c))
    return ok(c, { message: SUCCESS.quizDeleted })
  })
  .post('/:id/questions', async (c) => {
    const { user } = await requireUser(c)
    const quizId = idParam(c)
    const { questions } = await jsonBody(c, RestQuestionsSchema)
    const list = await quizzes.addQuestions(c.var.ctx.db, user, quizId, questions)
    return ok(c, { data: { questions: list.map(toRestQuestion) } }, 201)
  })
  .put('/:id/questions/:questionId', async (c) => {
    const { user } = await requireUser(c)
    const [quizId, questionId] = [idParam(c), idParam(c, 'questionId')]
    const list = await quizzes.updateQuestion(
      c.var.ctx.db,
      user,
      quizId,
      questionId,
      await jsonBody(c, QuestionInputSchema),
    )
    return ok(c, { data: { questions: list.map(toRestQuestion) } })
  })
  .delete('/:id/questions/:questionId', async (c) => {
    const { user } = await requireUser(c)
    const list = await quizzes.deleteQuestion(c.var.ctx.db, user, idParam(c), idParam(c, 'questionId'))
    return ok(c, { data: { questions: list.map(toRestQuestion) } })
  })
  .post('/:id/generate', rateLimited(AI_LIMIT), async (c) => {
    const { user } = await requireUser(c)
    const quizId = idParam(c)
    const input = await jsonBody(c, GeneratePreviewSchema)
    const list = await quizzes.generateIntoQuiz(c.var.ctx.db, c.var.ctx.ai, user, quizId, input)
    return ok(c, { data: { questions: list.map(toRestQuestion) } }, 201)
  })

/** `/api/v1/users/me/earnings`: the signed-in creator's earnings from their paid quizzes, in rupees. */
export const earningsRest = new Hono<AppBindings>().get('/me/earnings', async (c) => {
  const { user } = await requireUser(c)
  const { days } = queryParams(c, AnalyticsQuerySchema)
  const overview = await analytics.getCreatorEarnings(c.var.ctx.db, user.id, days)
  return ok(c, { data: { earnings: toRestEarnings(overview) } })
})

/** `/api/v1/admin/quizzes*`: the review queue and its decisions, admins only. */
export const adminQuizzesRest = new Hono<AppBindings>()
  .get('/', async (c) => {
    await requireAdmin(c)
    const { status, ...page } = queryParams(c, ReviewListSchema)
    const list = await quizzes.listQuizzesForReview(c.var.ctx.db, status, page)
    return ok(c, { data: { quizzes: await toRestQuizzes(c, list) } })
  })
  .post('/:id/approve', async (c) => {
    const admin = await requireAdmin(c)
    const quiz = await quizzes.approveQuiz(c.var.ctx.db, notifyDeps(c.var.ctx), admin.id, idParam(c))
    const [shaped] = await toRestQuizzes(c, [quiz])
    return ok(c, { message: QUIZ_SERVER.approved, data: { quiz: shaped } })
  })
  .post('/:id/reject', async (c) => {
    const admin = await requireAdmin(c)
    const quizId = idParam(c)
    const { reason } = await jsonBody(c, RejectSchema)
    const quiz = await quizzes.rejectQuiz(c.var.ctx.db, notifyDeps(c.var.ctx), admin.id, quizId, reason)
    const [shaped] = await toRestQuizzes(c, [quiz])
    return ok(c, { message: QUIZ_SERVER.rejected, data: { quiz: shaped } })
  })
