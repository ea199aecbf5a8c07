import { z } from 'zod'
import { paiseToRupees } from '#shared/money'
import { GeneratePreviewSchema, QuestionInputSchema, RejectSchema, TranslateQuestionSchema } from '#shared/schemas/quiz'
import { StatisticsQuerySchema } from '#shared/statistics'
import { AnalyticsQuerySchema, AttemptsPageSchema } from '#shared/schemas/analytics'
import { IMPORT_TEXTS } from '#shared/import-texts'
import { generateQuiz } from '#server/ai/questions/index'
import { translateQuestion } from '#server/ai/translation/index'
import { notifyDeps } from '#server/notifications/service'
import { MessageOnlySchema } from '#server/http/openapi'
import { type AppContext, fail, ok } from '#server/http/rest'
import { route } from '#server/http/route'
import { AI_LIMIT, IMPORT_LIMIT } from './policy'
import { toRestManagedQuiz, toRestQuestion, toRestQuizWith, toRestQuizzes } from './rest-shapes'
import {
  AnalyticsReplySchema,
  EarningsReplySchema,
  EditorQuizReplySchema,
  ExportQuerySchema,
  GeneratedReplySchema,
  ImportedReplySchema,
  ImportPreviewReplySchema,
  ImportSchema,
  MyQuizzesReplySchema,
  MyQuizzesSchema,
  PublicListSchema,
  PublicQuizzesReplySchema,
  QuestionsReplySchema,
  QuizAttemptsReplySchema,
  QuizInDataReplySchema,
  QuizSavedReplySchema,
  QuizzesReplySchema,
  RestQuestionsSchema,
  RestQuizSchema,
  RestQuizSentSchema,
  ReviewListSchema,
  StatisticsReplySchema,
  TranslatedReplySchema,
} from './schemas'
import * as quizzes from './service'
import { getQuizStatistics } from './statistics-service'
import * as analytics from './analytics-service'
import * as importExport from './import-export-service'
import { m } from '#shared/i18n'

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

/** An AI call: not configured (412), no room left (422), the service failing (502) or slow (504). */
const AI_ERRORS = [403, 404, 409, 412, 422, 502, 504]
const CSV = 'text/csv'

/** `/api/v1/quizzes/*`, the product's quiz calls, the creator's earnings and the review queue. */
export const quizRoutes = [
  route({
    method: 'get',
    path: '/api/v1/quizzes/public',
    tag: 'quizzes',
    summary: 'Approved quizzes: search, filter, sort and page',
    access: 'guest',
    query: PublicListSchema,
    responses: { 200: PublicQuizzesReplySchema },
    async handle({ c, query }) {
      const { quizzes: list, total } = await quizzes.listPublicQuizzes(c.var.ctx.db, query)
      const shaped = await toRestQuizzes(c, list)
      return ok(c, { data: { quizzes: shaped, total, limit: query.limit, offset: query.offset } })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/quizzes/public/:id',
    tag: 'quizzes',
    summary: 'One approved quiz, without its questions',
    access: 'guest',
    responses: { 200: QuizInDataReplySchema },
    errors: [404],
    async handle({ c, params }) {
      const { quiz } = await quizzes.getQuizForViewer(c.var.ctx.db, null, params.id)
      const [shaped] = await toRestQuizzes(c, [quiz])
      return ok(c, { data: { quiz: shaped } })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/quizzes/my-quizzes',
    tag: 'quizzes',
    summary: 'The creator’s own quizzes, with counts per status',
    access: 'user',
    query: MyQuizzesSchema,
    responses: { 200: MyQuizzesReplySchema },
    async handle({ c, user, query }) {
      const mine = await quizzes.listMyQuizzes(c.var.ctx.db, user.id, query.status)
      const list = mine.quizzes.map((quiz) => toRestQuizWith(quiz, { creatorEmail: user.email, questions: null }))
      return ok(c, { quizzes: list, data: { quizzes: list, counts: mine.counts } })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/quizzes/generate-preview',
    tag: 'quizzes',
    summary: 'AI questions on a topic, not saved',
    access: 'user',
    body: GeneratePreviewSchema,
    responses: { 200: GeneratedReplySchema },
    errors: AI_ERRORS,
    rateLimit: AI_LIMIT,
    async handle({ c, body }) {
      const generated = await generateQuiz(c.var.ctx.ai, body)
      return ok(c, { ...generated, data: generated })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/quizzes/translate-question',
    tag: 'quizzes',
    summary: 'AI translation of one question into another language, not saved',
    access: 'user',
    body: TranslateQuestionSchema,
    responses: { 200: TranslatedReplySchema },
    errors: AI_ERRORS,
    rateLimit: AI_LIMIT,
    async handle({ c, body }) {
      return ok(c, { data: await translateQuestion(c.var.ctx.ai, body) })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/quizzes/import/template.csv',
    tag: 'quizzes',
    summary: 'The CSV import template',
    access: 'guest',
    responses: { 200: { file: CSV } },
    handle: ({ c }) => fileResponse(c, importExport.csvTemplate()),
  }),
  route({
    method: 'post',
    path: '/api/v1/quizzes/import',
    tag: 'quizzes',
    summary: 'Import a file into a new draft (or a draft named); `?preview` only reads it',
    access: 'user',
    query: z.object({ preview: z.string().optional() }),
    body: ImportSchema,
    responses: { 200: ImportPreviewReplySchema, 201: ImportedReplySchema },
    errors: [403, 404, 409, 422],
    rateLimit: IMPORT_LIMIT,
    handle: ({ c, user, query, body }) =>
      withProblems(c, async () => {
        const { db } = c.var.ctx
        if (query.preview !== undefined) return ok(c, { data: await importExport.previewImport(db, user, body) })
        const { quizId, imported, problems } = await importExport.importQuiz(db, user, body)
        const { quiz: summary, questions } = await quizzes.getQuizForEditor(db, user, quizId)
        const quiz = await toRestManagedQuiz(c, summary, questions)
        const answer = { quiz, imported, problems }
        return ok(c, { message: IMPORT_TEXTS.imported(imported), ...answer, data: answer }, 201)
      }),
  }),
  route({
    method: 'post',
    path: '/api/v1/quizzes',
    tag: 'quizzes',
    summary:
      'Create a quiz (a draft, or submitted for approval), price in rupees; `visibility: private` shares it with `groupIds` (the creator’s groups) instead',
    access: 'user',
    body: RestQuizSchema,
    sent: RestQuizSentSchema,
    responses: { 201: QuizSavedReplySchema },
    // A group named in groupIds that is not the creator's.
    errors: [404],
    async handle({ c, user, body }) {
      const created = await quizzes.createQuiz(c.var.ctx.db, user.id, body)
      const { questions } = await quizzes.getQuizForEditor(c.var.ctx.db, user, created.id)
      const quiz = toRestQuizWith(created, { creatorEmail: user.email, questions })
      return ok(c, { message: m.success_quiz_created(), quiz, data: { quiz } }, 201)
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/quizzes/:id',
    tag: 'quizzes',
    summary: 'A quiz with its questions and answers, for its creator or an admin',
    access: 'user',
    responses: { 200: EditorQuizReplySchema },
    errors: [403, 404],
    async handle({ c, user, params }) {
      const { quiz, questions } = await quizzes.getQuizForEditor(c.var.ctx.db, user, params.id)
      const body = { quiz: await toRestManagedQuiz(c, quiz, questions), questions: questions.map(toRestQuestion) }
      return ok(c, { ...body, data: body })
    },
  }),
  route({
    method: 'put',
    path: '/api/v1/quizzes/:id',
    tag: 'quizzes',
    summary: 'Replace a quiz whole',
    access: 'user',
    body: RestQuizSchema,
    sent: RestQuizSentSchema,
    responses: { 200: QuizSavedReplySchema },
    errors: [403, 404, 409],
    async handle({ c, user, params, body }) {
      const updated = await quizzes.updateQuiz(c.var.ctx.db, user, params.id, body)
      const { questions } = await quizzes.getQuizForEditor(c.var.ctx.db, user, params.id)
      const quiz = await toRestManagedQuiz(c, updated, questions)
      return ok(c, { message: m.success_quiz_updated(), quiz, data: { quiz } })
    },
  }),
  route({
    method: 'delete',
    path: '/api/v1/quizzes/:id',
    tag: 'quizzes',
    summary: 'Delete a quiz nobody has attempted',
    access: 'user',
    responses: { 200: MessageOnlySchema },
    errors: [403, 404, 409],
    async handle({ c, user, params }) {
      await quizzes.deleteQuiz(c.var.ctx.db, user, params.id)
      return ok(c, { message: m.success_quiz_deleted() })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/quizzes/:id/export',
    tag: 'quizzes',
    summary: 'Download a quiz as CSV, GIFT, Aiken or Moodle XML',
    access: 'user',
    query: ExportQuerySchema,
    // CSV, GIFT and Aiken are text; Moodle's is XML.
    responses: { 200: { file: [CSV, 'text/plain', 'application/xml'] } },
    // 422: the quiz has questions of a type the format cannot carry yet.
    errors: [403, 404, 422],
    async handle({ c, user, params, query }) {
      return fileResponse(c, await importExport.exportQuiz(c.var.ctx.db, user, params.id, query.format))
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/quizzes/:id/statistics',
    tag: 'quizzes',
    summary: 'Item statistics: figures per quiz and per question',
    access: 'user',
    query: StatisticsQuerySchema,
    responses: { 200: StatisticsReplySchema },
    errors: [403, 404],
    async handle({ c, user, params, query }) {
      const statistics = await getQuizStatistics(c.var.ctx.db, user, params.id, query.attempts)
      return ok(c, { data: { statistics } })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/quizzes/:id/analytics',
    tag: 'quizzes',
    summary: 'Counts and rupees per India day',
    access: 'user',
    query: AnalyticsQuerySchema,
    responses: { 200: AnalyticsReplySchema },
    errors: [403, 404],
    async handle({ c, user, params, query }) {
      const report = await analytics.getQuizAnalytics(c.var.ctx.db, user, params.id, query.days)
      return ok(c, { data: { analytics: toRestAnalytics(report) } })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/quizzes/:id/attempts',
    tag: 'quizzes',
    summary: 'A page of the quiz’s attempts, for its creator',
    access: 'user',
    query: AttemptsPageSchema,
    responses: { 200: QuizAttemptsReplySchema },
    errors: [403, 404],
    async handle({ c, user, params, query }) {
      const { attempts, ...paging } = await analytics.listQuizAttempts(c.var.ctx.db, user, params.id, query.page)
      return ok(c, { data: { ...paging, attempts: attempts.map(({ id, ...attempt }) => ({ _id: id, ...attempt })) } })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/quizzes/:id/attempts.csv',
    tag: 'quizzes',
    summary: 'The quiz’s attempts as CSV',
    access: 'user',
    responses: { 200: { file: CSV } },
    errors: [403, 404],
    async handle({ c, user, params }) {
      const file = await analytics.quizAttemptsCsv(c.var.ctx.db, user, params.id)
      // Player names are personal data: no cache keeps the file.
      return c.body(file.content, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${file.filename}"`,
        'Cache-Control': 'no-store',
      })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/quizzes/:id/questions',
    tag: 'quizzes',
    summary: 'Add questions (a list, or one question)',
    access: 'user',
    body: RestQuestionsSchema,
    responses: { 201: QuestionsReplySchema },
    errors: [403, 404, 409, 422],
    async handle({ c, user, params, body }) {
      const list = await quizzes.addQuestions(c.var.ctx.db, user, params.id, body.questions)
      return ok(c, { data: { questions: list.map(toRestQuestion) } }, 201)
    },
  }),
  route({
    method: 'put',
    path: '/api/v1/quizzes/:id/questions/:questionId',
    tag: 'quizzes',
    summary: 'Edit one question',
    access: 'user',
    body: QuestionInputSchema,
    responses: { 200: QuestionsReplySchema },
    errors: [403, 404, 409],
    async handle({ c, user, params, body }) {
      const list = await quizzes.updateQuestion(c.var.ctx.db, user, params.id, params.questionId, body)
      return ok(c, { data: { questions: list.map(toRestQuestion) } })
    },
  }),
  route({
    method: 'delete',
    path: '/api/v1/quizzes/:id/questions/:questionId',
    tag: 'quizzes',
    summary: 'Delete one question',
    access: 'user',
    responses: { 200: QuestionsReplySchema },
    errors: [403, 404, 409],
    async handle({ c, user, params }) {
      const list = await quizzes.deleteQuestion(c.var.ctx.db, user, params.id, params.questionId)
      return ok(c, { data: { questions: list.map(toRestQuestion) } })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/quizzes/:id/generate',
    tag: 'quizzes',
    summary: 'Add AI questions to a quiz',
    access: 'user',
    body: GeneratePreviewSchema,
    responses: { 201: QuestionsReplySchema },
    errors: AI_ERRORS,
    rateLimit: AI_LIMIT,
    async handle({ c, user, params, body }) {
      const list = await quizzes.generateIntoQuiz(c.var.ctx.db, c.var.ctx.ai, user, params.id, body)
      return ok(c, { data: { questions: list.map(toRestQuestion) } }, 201)
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/users/me/earnings',
    tag: 'users',
    summary: 'The creator’s earnings per quiz and per India day, in rupees',
    access: 'user',
    query: AnalyticsQuerySchema,
    responses: { 200: EarningsReplySchema },
    async handle({ c, user, query }) {
      const overview = await analytics.getCreatorEarnings(c.var.ctx.db, user.id, query.days)
      return ok(c, { data: { earnings: toRestEarnings(overview) } })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/admin/quizzes',
    tag: 'admin',
    summary: 'The review queue (pending unless another status is asked for)',
    access: 'admin',
    query: ReviewListSchema,
    responses: { 200: QuizzesReplySchema },
    async handle({ c, query }) {
      const { status, ...page } = query
      const list = await quizzes.listQuizzesForReview(c.var.ctx.db, status, page)
      return ok(c, { data: { quizzes: await toRestQuizzes(c, list) } })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/admin/quizzes/:id/approve',
    tag: 'admin',
    summary: 'Approve a pending quiz',
    access: 'admin',
    responses: { 200: QuizInDataReplySchema },
    errors: [404, 409],
    async handle({ c, user, params }) {
      const quiz = await quizzes.approveQuiz(c.var.ctx.db, notifyDeps(c.var.ctx), user.id, params.id)
      const [shaped] = await toRestQuizzes(c, [quiz])
      return ok(c, { message: m.quiz_server_approved(), data: { quiz: shaped } })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/admin/quizzes/:id/reject',
    tag: 'admin',
    summary: 'Reject a pending quiz with a reason',
    access: 'admin',
    body: RejectSchema,
    responses: { 200: QuizInDataReplySchema },
    errors: [404, 409],
    async handle({ c, user, params, body }) {
      const quiz = await quizzes.rejectQuiz(c.var.ctx.db, notifyDeps(c.var.ctx), user.id, params.id, body.reason)
      const [shaped] = await toRestQuizzes(c, [quiz])
      return ok(c, { message: m.quiz_server_rejected(), data: { quiz: shaped } })
    },
  }),
]
