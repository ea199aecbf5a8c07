import { z } from 'zod'
import { IdSchema } from '#server/http/ids'
import { PageSchema } from '#server/http/pagination'
import { protectedProcedure, publicProcedure, router } from '#server/trpc/init'
import { generateAnalysis } from './actions'
import { AnswerSchema, SubmitSchema, ViolationSchema } from './schemas'
import * as attempts from './service'

const AttemptInput = z.object({ attemptId: IdSchema })

export const LEADERBOARD_MAX = 100

export const attemptsRouter = router({
  start: protectedProcedure
    .input(z.object({ quizId: IdSchema }))
    .mutation(({ ctx, input }) =>
      attempts.startAttempt(ctx.db, ctx.user, input.quizId, { platformFeePercent: ctx.env.platformFeePercent }),
    ),
  current: protectedProcedure
    .input(AttemptInput)
    .query(({ ctx, input }) => attempts.getAttemptInProgress(ctx.db, ctx.user, input.attemptId)),
  saveAnswer: protectedProcedure
    .input(AttemptInput.extend(AnswerSchema.shape))
    .mutation(({ ctx, input: { attemptId, ...answer } }) => attempts.saveAnswer(ctx.db, ctx.user, attemptId, answer)),
  submit: protectedProcedure
    .input(AttemptInput.extend(SubmitSchema.shape))
    .mutation(({ ctx, input: { attemptId, ...submission } }) =>
      attempts.submitAttempt(ctx.db, ctx.user, attemptId, submission),
    ),
  violation: protectedProcedure
    .input(AttemptInput.extend(ViolationSchema.shape))
    .mutation(({ ctx, input: { attemptId, ...violation } }) =>
      attempts.recordViolation(ctx.db, ctx.user, attemptId, violation),
    ),
  result: protectedProcedure
    .input(AttemptInput)
    .query(({ ctx, input }) => attempts.getResult(ctx.db, ctx.user, input.attemptId)),
  generateAnalysis: protectedProcedure
    .input(AttemptInput)
    .mutation(({ ctx, input }) => generateAnalysis(ctx, ctx.user, input.attemptId)),
  mine: protectedProcedure.input(PageSchema).query(({ ctx, input }) => attempts.listMyAttempts(ctx.db, ctx.user.id, input)),
  leaderboard: publicProcedure
    .input(z.object({ quizId: IdSchema, limit: z.number().int().min(1).max(LEADERBOARD_MAX).default(50) }))
    .query(async ({ ctx, input }) => {
      const session = await ctx.session()
      return attempts.getLeaderboard(ctx.db, session?.user.id ?? null, input.quizId, input.limit)
    }),
})
