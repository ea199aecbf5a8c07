import { GeneratePreviewSchema, QuizInputSchema, TranslateQuestionSchema } from '#shared/schemas/quiz'
import { StatisticsQuerySchema } from '#shared/statistics'
import { AnalyticsQuerySchema, AttemptsPageSchema } from '#shared/schemas/analytics'
import { generateQuiz } from '#server/ai/questions/index'
import { translateQuestion } from '#server/ai/translation/index'
import { IdInput } from '#server/http/ids'
import { notifyDeps } from '#server/notifications/service'
import { adminProcedure, protectedProcedure, publicProcedure, router } from '#server/trpc/init'
import {
  ExportInputSchema,
  ImportSchema,
  MyQuizzesSchema,
  PublicListSchema,
  QuizDecisionSchema,
  ReviewListSchema,
  UpdateQuizSchema,
} from './schemas'
import * as quizzes from './service'
import { getQuizStatistics } from './statistics-service'
import * as analytics from './analytics-service'
import * as importExport from './import-export-service'
import { AI_LIMIT, IMPORT_LIMIT } from './policy'

export const quizzesRouter = router({
  list: publicProcedure.input(PublicListSchema).query(async ({ ctx, input }) => {
    const session = await ctx.session()
    return quizzes.listPublicQuizzes(ctx.db, input, session?.user.id ?? null)
  }),
  byId: publicProcedure.input(IdInput).query(async ({ ctx, input }) => {
    const session = await ctx.session()
    return quizzes.getQuizForViewer(ctx.db, session?.user ?? null, input.id)
  }),
  mine: protectedProcedure
    .input(MyQuizzesSchema)
    .query(({ ctx, input }) => quizzes.listMyQuizzes(ctx.db, ctx.user.id, input.status)),
  forEdit: protectedProcedure
    .input(IdInput)
    .query(({ ctx, input }) => quizzes.getQuizForEditor(ctx.db, ctx.user, input.id)),
  /** Item statistics of a quiz, for its creator and admins. */
  statistics: protectedProcedure
    .input(IdInput.extend(StatisticsQuerySchema.shape))
    .query(({ ctx, input }) => getQuizStatistics(ctx.db, ctx.user, input.id, input.attempts)),
  /** Attempts, scores, sales and earnings per India day, for the quiz's creator and admins (paise). */
  analytics: protectedProcedure
    .input(IdInput.extend(AnalyticsQuerySchema.shape))
    .query(({ ctx, input }) => analytics.getQuizAnalytics(ctx.db, ctx.user, input.id, input.days)),
  /** The quiz's submitted attempts, a page at a time (the CSV is REST's: a file). */
  attempts: protectedProcedure
    .input(IdInput.extend(AttemptsPageSchema.shape))
    .query(({ ctx, input }) => analytics.listQuizAttempts(ctx.db, ctx.user, input.id, input.page)),
  /** The signed-in creator's earnings over their paid quizzes (paise). */
  earnings: protectedProcedure
    .input(AnalyticsQuerySchema)
    .query(({ ctx, input }) => analytics.getCreatorEarnings(ctx.db, ctx.user.id, input.days)),
  create: protectedProcedure
    .input(QuizInputSchema)
    .mutation(({ ctx, input }) => quizzes.createQuiz(ctx.db, ctx.user.id, input)),
  update: protectedProcedure
    .input(UpdateQuizSchema)
    .mutation(({ ctx, input }) => quizzes.updateQuiz(ctx.db, ctx.user, input.id, input.quiz)),
  delete: protectedProcedure
    .input(IdInput)
    .mutation(({ ctx, input }) => quizzes.deleteQuiz(ctx.db, ctx.user, input.id)),
  /** A file's questions and its problems by line, nothing saved. */
  importPreview: protectedProcedure
    .meta({ rateLimit: IMPORT_LIMIT })
    .input(ImportSchema)
    .mutation(({ ctx, input }) => importExport.previewImport(ctx.db, ctx.user, input)),
  /** A file's questions into a new draft, or appended to a draft. */
  importFile: protectedProcedure
    .meta({ rateLimit: IMPORT_LIMIT })
    .input(ImportSchema)
    .mutation(({ ctx, input }) => importExport.importQuiz(ctx.db, ctx.user, input)),
  /** A quiz with its answers as a file, for its creator and admins. */
  exportFile: protectedProcedure
    .input(ExportInputSchema)
    .query(({ ctx, input }) => importExport.exportQuiz(ctx.db, ctx.user, input.id, input.format)),
  /** AI generation for the editor: the result fills the form, nothing is saved. */
  generatePreview: protectedProcedure
    .meta({ rateLimit: AI_LIMIT })
    .input(GeneratePreviewSchema)
    .mutation(({ ctx, input }) => generateQuiz(ctx.ai, input)),
  /** AI translation of one question for the editor: a draft its creator checks, nothing saved. */
  translateQuestion: protectedProcedure
    .meta({ rateLimit: AI_LIMIT })
    .input(TranslateQuestionSchema)
    .mutation(({ ctx, input }) => translateQuestion(ctx.ai, input)),
})

export const adminQuizzesRouter = router({
  list: adminProcedure
    .input(ReviewListSchema)
    .query(({ ctx, input }) => quizzes.listQuizzesForReview(ctx.db, input.status, input)),
  detail: adminProcedure.input(IdInput).query(({ ctx, input }) => quizzes.getQuizForEditor(ctx.db, ctx.user, input.id)),
  approve: adminProcedure
    .input(IdInput)
    .mutation(({ ctx, input }) => quizzes.approveQuiz(ctx.db, notifyDeps(ctx), ctx.user.id, input.id)),
  reject: adminProcedure
    .input(QuizDecisionSchema)
    .mutation(({ ctx, input }) => quizzes.rejectQuiz(ctx.db, notifyDeps(ctx), ctx.user.id, input.id, input.reason)),
  unpublish: adminProcedure
    .input(QuizDecisionSchema)
    .mutation(({ ctx, input }) => quizzes.unpublishQuiz(ctx.db, notifyDeps(ctx), ctx.user.id, input.id, input.reason)),
})
