import { AI_LIMIT } from '#server/quizzes/policy'
import { PageSchema } from '#server/http/pagination'
import { protectedProcedure, publicProcedure, router } from '#server/trpc/init'
import { z } from 'zod'
import * as attempts from './attempt-service'
import * as palette from './palette-service'
import { listMyAttempts } from './history-service'
import { getLeaderboard } from './leaderboard-service'
import { generateAnalysis, getResult } from './result-service'
import {
  AnswerSchema,
  AttemptInput,
  GlobalLeaderboardSchema,
  LeaderboardSchema,
  PaletteStateSchema,
  StandingSchema,
  StartSchema,
  SubmitSchema,
  ViolationSchema,
} from './schemas'
import { getGlobalLeaderboard, getStandingOnQuiz, listOpenAttempts } from './standing-service'

export const attemptsRouter = router({
  start: protectedProcedure
    .input(StartSchema)
    .mutation(({ ctx, input }) => attempts.startAttempt(ctx.db, ctx.user, input.quizId, attempts.startOptions(ctx))),
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
  /** Closes the open section of a fixed order early, where the paper carries unused time over. */
  closeSection: protectedProcedure
    .input(AttemptInput)
    .mutation(({ ctx, input }) => attempts.closeSection(ctx.db, ctx.user, input.attemptId)),
  /** The question palette: each question's state, as a reload or another device finds it. */
  palette: protectedProcedure
    .input(AttemptInput)
    .query(({ ctx, input }) => palette.getPalette(ctx.db, ctx.user, input.attemptId)),
  setPalette: protectedProcedure
    .input(AttemptInput.extend(PaletteStateSchema.shape).extend({ questionId: z.string() }))
    .mutation(({ ctx, input }) =>
      palette.setPaletteState(ctx.db, ctx.user, input.attemptId, input.questionId, input.state),
    ),
  violation: protectedProcedure
    .input(AttemptInput.extend(ViolationSchema.shape))
    .mutation(({ ctx, input: { attemptId, ...violation } }) =>
      attempts.recordViolation(ctx.db, ctx.user, attemptId, violation),
    ),
  result: protectedProcedure
    .input(AttemptInput)
    .query(({ ctx, input }) => getResult(ctx.db, ctx.user, input.attemptId)),
  generateAnalysis: protectedProcedure
    .meta({ rateLimit: AI_LIMIT })
    .input(AttemptInput)
    .mutation(({ ctx, input }) => generateAnalysis(ctx.db, ctx.ai, ctx.user, input.attemptId)),
  mine: protectedProcedure.input(PageSchema).query(({ ctx, input }) => listMyAttempts(ctx.db, ctx.user.id, input)),
  leaderboard: publicProcedure.input(LeaderboardSchema).query(async ({ ctx, input }) => {
    const session = await ctx.session()
    return getLeaderboard(ctx.db, session?.user ?? null, input.quizId, input.limit)
  }),
  open: protectedProcedure.query(({ ctx }) => listOpenAttempts(ctx.db, ctx.user.id)),
  standing: protectedProcedure
    .input(StandingSchema)
    .query(({ ctx, input }) => getStandingOnQuiz(ctx.db, ctx.user, input.quizId)),
  globalLeaderboard: publicProcedure.input(GlobalLeaderboardSchema).query(async ({ ctx, input }) => {
    const session = await ctx.session()
    return getGlobalLeaderboard(ctx.db, session?.user.id ?? null, input)
  }),
})
