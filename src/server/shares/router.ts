import { protectedProcedure, publicProcedure, router } from '#server/trpc/init'
import { AttemptShareInput, ShareIdInput } from './schemas'
import * as shares from './service'

/** A result's public link, made and revoked by its player, and the shared result's page (decision 051). */
export const sharesRouter = router({
  ofAttempt: protectedProcedure
    .input(AttemptShareInput)
    .query(({ ctx, input }) => shares.shareOfAttempt(ctx.db, ctx.user.id, input.attemptId)),
  share: protectedProcedure
    .input(AttemptShareInput)
    .mutation(({ ctx, input }) => shares.shareResult(ctx.db, ctx.user.id, input.attemptId)),
  revoke: protectedProcedure
    .input(AttemptShareInput)
    .mutation(({ ctx, input }) => shares.revokeShare(ctx.db, ctx.user.id, input.attemptId)),
  result: publicProcedure.input(ShareIdInput).query(({ ctx, input }) => shares.sharedResult(ctx.db, input.shareId)),
})
