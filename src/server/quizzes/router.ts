import { z } from 'zod'
import { QUIZ_STATUSES, GeneratePreviewSchema, QuizInputSchema, RejectSchema } from '#shared/schemas/quiz'
import { DIFFICULTIES, PUBLIC_CATEGORIES } from '#shared/quiz'
import { IdInput, IdSchema } from '#server/http/ids'
import { PageSchema } from '#server/http/pagination'
import { adminProcedure, protectedProcedure, publicProcedure, router } from '#server/trpc/init'
import { QuizSearchSchema } from '#server/admin/schemas'
import { searchQuizzes } from '#server/admin/service'
import * as actions from './actions'
import * as quizzes from './service'

/** An empty filter (`?category=`) means "all". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

export const PublicListSchema = PageSchema.extend({
  search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  category: z.preprocess(blankToUndefined, z.enum(PUBLIC_CATEGORIES).optional()),
  difficulty: z.preprocess(blankToUndefined, z.enum(DIFFICULTIES).optional()),
})

export const quizzesRouter = router({
  list: publicProcedure.input(PublicListSchema).query(({ ctx, input }) => quizzes.listPublicQuizzes(ctx.db, input)),
  byId: publicProcedure.input(IdInput).query(async ({ ctx, input }) => {
    const session = await ctx.session()
    return quizzes.getQuizForViewer(ctx.db, session?.user ?? null, input.id)
  }),
  mine: protectedProcedure
    .input(z.object({ status: z.enum(QUIZ_STATUSES).optional() }))
    .query(({ ctx, input }) => quizzes.listMyQuizzes(ctx.db, ctx.user.id, input.status)),
  forEdit: protectedProcedure.input(IdInput).query(({ ctx, input }) => quizzes.getQuizForEditor(ctx.db, ctx.user, input.id)),
  create: protectedProcedure.input(QuizInputSchema).mutation(({ ctx, input }) => quizzes.createQuiz(ctx.db, ctx.user.id, input)),
  update: protectedProcedure
    .input(z.object({ id: IdSchema, quiz: QuizInputSchema }))
    .mutation(({ ctx, input }) => quizzes.updateQuiz(ctx.db, ctx.user, input.id, input.quiz)),
  delete: protectedProcedure.input(IdInput).mutation(({ ctx, input }) => quizzes.deleteQuiz(ctx.db, ctx.user, input.id)),
  generatePreview: protectedProcedure
    .input(GeneratePreviewSchema)
    .mutation(({ ctx, input }) => actions.generatePreview(ctx, ctx.user.id, input)),
})

export const adminQuizzesRouter = router({
  list: adminProcedure
    .input(PageSchema.extend({ status: z.enum(QUIZ_STATUSES).default('pending') }))
    .query(({ ctx, input }) => quizzes.listQuizzesForReview(ctx.db, input.status, input)),
  detail: adminProcedure.input(IdInput).query(({ ctx, input }) => quizzes.getQuizForEditor(ctx.db, ctx.user, input.id)),
  approve: adminProcedure.input(IdInput).mutation(({ ctx, input }) => quizzes.approveQuiz(ctx.db, ctx.user.id, input.id)),
  reject: adminProcedure
    .input(IdInput.extend(RejectSchema.shape))
    .mutation(({ ctx, input }) => quizzes.rejectQuiz(ctx.db, ctx.user.id, input.id, input.reason)),
  search: adminProcedure.input(QuizSearchSchema).query(({ ctx, input }) => searchQuizzes(ctx.db, input)),
  unpublish: adminProcedure
    .input(IdInput.extend(RejectSchema.shape))
    .mutation(({ ctx, input }) => quizzes.unpublishQuiz(ctx.db, ctx.user.id, input.id, input.reason)),
})
