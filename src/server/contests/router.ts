import { PageSchema } from '#server/http/pagination'
import { protectedProcedure, publicProcedure, router } from '#server/trpc/init'
import { ContestIdInput, ContestListSchema, CreateContestSchema } from './schemas'
import * as contests from './service'

/** Scheduled contests, free: made by a quiz's creator, registered for, played once, ranked at the close. */
export const contestsRouter = router({
  create: protectedProcedure
    .input(CreateContestSchema)
    .mutation(({ ctx, input }) =>
      contests.createContest(ctx.db, ctx.user, { ...input, startsAt: new Date(input.startsAt) }),
    ),
  list: publicProcedure.input(ContestListSchema).query(({ ctx, input }) => contests.listContests(ctx.db, input)),
  get: publicProcedure
    .input(ContestIdInput)
    .query(async ({ ctx, input }) => contests.getContest(ctx.db, (await ctx.session())?.user ?? null, input.contestId)),
  register: protectedProcedure
    .input(ContestIdInput)
    .mutation(({ ctx, input }) => contests.register(ctx.db, ctx.user, input.contestId)),
  start: protectedProcedure
    .input(ContestIdInput)
    .mutation(({ ctx, input }) => contests.startContest(ctx.db, ctx.user, input.contestId)),
  mine: protectedProcedure.input(PageSchema).query(({ ctx, input }) => contests.myContests(ctx.db, ctx.user, input)),
  badges: protectedProcedure.query(({ ctx }) => contests.listBadges(ctx.db, ctx.user.id)),
  standings: publicProcedure
    .input(ContestIdInput.extend(PageSchema.shape))
    .query(({ ctx, input: { contestId, ...page } }) => contests.getStandings(ctx.db, contestId, page)),
})
