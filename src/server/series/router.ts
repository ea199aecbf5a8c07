import { PageSchema } from '#server/http/pagination'
import { notifyDeps } from '#server/notifications/service'
import { adminProcedure, protectedProcedure, publicProcedure, router } from '#server/trpc/init'
import { CreateSeriesSchema, ReviewSeriesSchema, SeriesIdInput, SeriesListInput } from './schemas'
import * as series from './service'

/** Test series: bundles of a creator's mocks, bought once, with their schedule and leaderboard. */
export const seriesRouter = router({
  list: publicProcedure
    .input(SeriesListInput)
    .query(async ({ ctx, input }) => series.listSeries(ctx.db, (await ctx.session())?.user ?? null, input)),
  get: publicProcedure
    .input(SeriesIdInput)
    .query(async ({ ctx, input }) => series.getSeries(ctx.db, (await ctx.session())?.user ?? null, input.seriesId)),
  create: protectedProcedure.input(CreateSeriesSchema).mutation(({ ctx, input }) =>
    series.createSeries(ctx.db, ctx.user, {
      ...input,
      mocks: input.mocks.map((mock) => ({ quizId: mock.quizId, opensAt: new Date(mock.opensAt) })),
    }),
  ),
  purchase: protectedProcedure.input(SeriesIdInput).mutation(({ ctx, input }) =>
    series.purchaseSeries(ctx.db, ctx.user, input.seriesId, {
      platformFeePercent: ctx.env.platformFeePercent,
      notices: notifyDeps(ctx),
    }),
  ),
  leaderboard: publicProcedure
    .input(SeriesIdInput.extend(PageSchema.shape))
    .query(async ({ ctx, input: { seriesId, ...page } }) =>
      series.getLeaderboard(ctx.db, (await ctx.session())?.user ?? null, seriesId, page),
    ),
  progress: protectedProcedure
    .input(SeriesIdInput)
    .query(({ ctx, input }) => series.getProgress(ctx.db, ctx.user, input.seriesId)),
})

/** An admin's review of a series, as quizzes are reviewed. */
export const adminSeriesRouter = router({
  pending: adminProcedure.input(PageSchema).query(({ ctx, input }) => series.listPendingSeries(ctx.db, input)),
  review: adminProcedure
    .input(SeriesIdInput.extend(ReviewSeriesSchema.shape))
    .mutation(({ ctx, input: { seriesId, ...review } }) => series.reviewSeries(ctx.db, seriesId, review)),
})
