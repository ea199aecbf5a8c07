import { Hono } from 'hono'
import { z } from 'zod'
import { paiseToRupees, rupeesToPaise } from '#shared/money'
import { SUCCESS } from '#shared/messages'
import { GeneratePreviewSchema, QUIZ_STATUSES, QuestionInputSchema, QuizInputSchema, RejectSchema } from '#shared/schemas/quiz'
import { IdSchema } from '#server/http/ids'
import { PageSchema } from '#server/http/pagination'
import { type AppBindings, type AppContext, jsonBody, ok, queryParams, requireAdmin, requireUser, validate } from '#server/http/rest'
import * as actions from './actions'
import { PublicListSchema } from './router'
import * as quizzes from './service'

/** The spec's quiz shape: `_id`, rupees, `difficultyLevel`, and the fields its cards read. */
export function toRestQuiz(quiz: quizzes.QuizSummary) {
  const { id, pricePaise, creator, difficulty, questionCount, attemptCount, ...rest } = quiz
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
    creator: { _id: creator.id, name: creator.username },
    createdBy: creator.id,
  }
}

export function toRestQuestion(question: quizzes.EditorQuestion) {
  const { id, ...rest } = question
  return { _id: id, ...rest, type: 'multiple-choice' as const }
}

const RupeesSchema = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const paise = rupeesToPaise(value)
  if (!Number.isSafeInteger(paise)) {
    ctx.addIssue({ code: 'custom', message: 'Price must be an amount in rupees with at most 2 decimals' })
    return z.NEVER
  }
  return paise
})

/** The spec's save payload (rupees, difficultyLevel, `status: 'draft'`) mapped onto the editor's schema. */
const RestQuizSchema = z
  .looseObject({
    price: RupeesSchema.optional(),
    difficultyLevel: z.unknown().optional(),
    status: z.enum(['draft', 'pending']).optional(),
  })
  .transform(({ price, difficultyLevel, status, ...rest }) => ({
    ...rest,
    ...(price !== undefined ? { pricePaise: price } : {}),
    ...(difficultyLevel !== undefined && rest.difficulty === undefined ? { difficulty: difficultyLevel } : {}),
    ...(status === 'draft' ? { asDraft: true } : {}),
  }))
  .pipe(QuizInputSchema)

const QuestionsBodySchema = z.union([
  z.object({ questions: z.array(QuestionInputSchema).min(1).max(100) }),
  QuestionInputSchema.transform((question) => ({ questions: [question] })),
])

function idParam(c: AppContext, name = 'id'): string {
  return validate(IdSchema, c.req.param(name))
}

/** `/api/v1/quizzes/*` (spec section 7). Static paths come before `/:id`. */
export const quizzesRest = new Hono<AppBindings>()
  .get('/public', async (c) => {
    const filters = queryParams(c, PublicListSchema)
    const { quizzes: list, total } = await quizzes.listPublicQuizzes(c.var.ctx.db, filters)
    return ok(c, { data: { quizzes: list.map(toRestQuiz), total, limit: filters.limit, offset: filters.offset } })
  })
  .get('/public/:id', async (c) => {
    const { quiz } = await quizzes.getQuizForViewer(c.var.ctx.db, null, idParam(c))
    return ok(c, { data: { quiz: toRestQuiz(quiz) } })
  })
  .get('/my-quizzes', async (c) => {
    const { user } = await requireUser(c)
    const { status } = queryParams(c, z.object({ status: z.enum(QUIZ_STATUSES).optional() }))
    const mine = await quizzes.listMyQuizzes(c.var.ctx.db, user.id, status)
    const list = mine.quizzes.map(toRestQuiz)
    return ok(c, { quizzes: list, data: { quizzes: list, counts: mine.counts } })
  })
  .post('/generate-preview', async (c) => {
    const { user } = await requireUser(c)
    const generated = await actions.generatePreview(c.var.ctx, user.id, await jsonBody(c, GeneratePreviewSchema))
    return ok(c, { ...generated, data: generated })
  })
  .post('/', async (c) => {
    const { user } = await requireUser(c)
    const quiz = toRestQuiz(await quizzes.createQuiz(c.var.ctx.db, user.id, await jsonBody(c, RestQuizSchema)))
    return ok(c, { message: SUCCESS.quizCreated, quiz, data: { quiz } }, 201)
  })
  .get('/:id', async (c) => {
    const { user } = await requireUser(c)
    const { quiz, questions } = await quizzes.getQuizForEditor(c.var.ctx.db, user, idParam(c))
    const body = { quiz: toRestQuiz(quiz), questions: questions.map(toRestQuestion) }
    return ok(c, { ...body, data: body })
  })
  .put('/:id', async (c) => {
    const { user } = await requireUser(c)
    const quizId = idParam(c)
    const quiz = toRestQuiz(await quizzes.updateQuiz(c.var.ctx.db, user, quizId, await jsonBody(c, RestQuizSchema)))
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
    const { questions } = await jsonBody(c, QuestionsBodySchema)
    const list = await quizzes.addQuestions(c.var.ctx.db, user, quizId, questions)
    return ok(c, { data: { questions: list.map(toRestQuestion) } }, 201)
  })
  .put('/:id/questions/:questionId', async (c) => {
    const { user } = await requireUser(c)
    const [quizId, questionId] = [idParam(c), idParam(c, 'questionId')]
    const list = await quizzes.updateQuestion(c.var.ctx.db, user, quizId, questionId, await jsonBody(c, QuestionInputSchema))
    return ok(c, { data: { questions: list.map(toRestQuestion) } })
  })
  .delete('/:id/questions/:questionId', async (c) => {
    const { user } = await requireUser(c)
    const list = await quizzes.deleteQuestion(c.var.ctx.db, user, idParam(c), idParam(c, 'questionId'))
    return ok(c, { data: { questions: list.map(toRestQuestion) } })
  })
  .post('/:id/generate', async (c) => {
    const { user } = await requireUser(c)
    const quizId = idParam(c)
    const list = await actions.generateIntoQuiz(c.var.ctx, user, quizId, await jsonBody(c, GeneratePreviewSchema))
    return ok(c, { data: { questions: list.map(toRestQuestion) } }, 201)
  })

/** `/api/v1/admin/quizzes*` (DESIGN section 7). */
export const adminQuizzesRest = new Hono<AppBindings>()
  .get('/', async (c) => {
    await requireAdmin(c)
    const { status, ...page } = queryParams(c, PageSchema.extend({ status: z.enum(QUIZ_STATUSES).default('pending') }))
    const list = await quizzes.listQuizzesForReview(c.var.ctx.db, status, page)
    return ok(c, { data: { quizzes: list.map(toRestQuiz) } })
  })
  .post('/:id/approve', async (c) => {
    const admin = await requireAdmin(c)
    const quiz = await quizzes.approveQuiz(c.var.ctx.db, admin.id, idParam(c))
    return ok(c, { message: 'Quiz approved', data: { quiz: toRestQuiz(quiz) } })
  })
  .post('/:id/reject', async (c) => {
    const admin = await requireAdmin(c)
    const quizId = idParam(c)
    const { reason } = await jsonBody(c, RejectSchema)
    const quiz = await quizzes.rejectQuiz(c.var.ctx.db, admin.id, quizId, reason)
    return ok(c, { message: 'Quiz rejected', data: { quiz: toRestQuiz(quiz) } })
  })

