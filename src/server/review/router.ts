import { protectedProcedure, router } from '#server/trpc/init'
import { ReviewAnswerInput } from './schemas'
import * as review from './service'

/** Practice from mistakes: the signed-in player's due cards, the menu's count, and an answer to a card. */
export const reviewRouter = router({
  due: protectedProcedure.query(({ ctx }) => review.dueCards(ctx.db, ctx.user.id)),
  count: protectedProcedure.query(({ ctx }) => review.dueCount(ctx.db, ctx.user.id)),
  answer: protectedProcedure
    .input(ReviewAnswerInput)
    .mutation(({ ctx, input }) => review.answerCard(ctx.db, ctx.user.id, input.cardId, input.response)),
})
