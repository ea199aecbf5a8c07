import { AddFundsSchema, AdjustmentSchema, WithdrawSchema } from '#shared/schemas/wallet'
import { adminProcedure, protectedProcedure, router } from '#server/trpc/init'
import { notifyDeps } from '#server/notifications/service'
import { MONEY_LIMIT } from './policy'
import {
  ApproveTransactionSchema,
  CancelSchema,
  RejectTransactionByIdSchema,
  ReviewFilterSchema,
  TransactionFilterSchema,
} from './schemas'
import * as wallet from './service'

export const walletRouter = router({
  summary: protectedProcedure.query(({ ctx }) => wallet.getWalletSummary(ctx.db, ctx.user.id)),
  transactions: protectedProcedure
    .input(TransactionFilterSchema)
    .query(({ ctx, input }) => wallet.listTransactions(ctx.db, ctx.user.id, input)),
  addFunds: protectedProcedure
    .meta({ rateLimit: MONEY_LIMIT })
    .input(AddFundsSchema)
    .mutation(({ ctx, input }) => wallet.requestAddFunds(ctx.db, ctx.user.id, input)),
  withdraw: protectedProcedure
    .meta({ rateLimit: MONEY_LIMIT })
    .input(WithdrawSchema)
    .mutation(({ ctx, input }) =>
      wallet.requestWithdrawal(ctx.db, ctx.user.id, input, { isMailOn: ctx.mailer.isEnabled }),
    ),
  cancel: protectedProcedure
    .input(CancelSchema)
    .mutation(({ ctx, input }) => wallet.cancelRequest(ctx.db, ctx.user.id, input.id)),
})

export const adminWalletRouter = router({
  pending: adminProcedure.input(ReviewFilterSchema).query(({ ctx, input }) => wallet.listForReview(ctx.db, input)),
  approve: adminProcedure
    .input(ApproveTransactionSchema)
    .mutation(({ ctx, input }) =>
      wallet.approveTransaction(ctx.db, notifyDeps(ctx), ctx.user.id, input.id, input.payoutReference),
    ),
  reject: adminProcedure
    .input(RejectTransactionByIdSchema)
    .mutation(({ ctx, input }) =>
      wallet.rejectTransaction(ctx.db, notifyDeps(ctx), ctx.user.id, input.id, input.reason),
    ),
  adjust: adminProcedure
    .input(AdjustmentSchema)
    .mutation(({ ctx, input }) => wallet.adjust(ctx.db, ctx.user.id, input)),
})
