import { z } from 'zod'
import { AddFundsSchema, AdjustmentSchema, TRANSACTION_STATUSES, TRANSACTION_TYPES, WALLET_BOUNDS, WithdrawSchema } from '#shared/schemas/wallet'
import { IdSchema } from '#server/http/ids'
import { PageSchema } from '#server/http/pagination'
import { adminProcedure, protectedProcedure, router } from '#server/trpc/init'
import { TransactionHistorySchema, UserLookupSchema } from '#server/admin/schemas'
import { lookupUser, transactionHistory } from '#server/admin/service'
import * as actions from './actions'
import * as wallet from './service'

export const TransactionFilterSchema = PageSchema.extend({
  status: z.enum(TRANSACTION_STATUSES).optional(),
  type: z.enum(TRANSACTION_TYPES).optional(),
})

export const ReviewFilterSchema = PageSchema.extend({
  status: z.enum(TRANSACTION_STATUSES).default('pending'),
  type: z.enum(['payment', 'withdrawal']).optional(),
})

export const ApproveSchema = z.object({
  payoutReference: z.string().trim().min(1).max(WALLET_BOUNDS.payoutReferenceMax).optional(),
})
export const RejectTransactionSchema = z.object({
  reason: z.string({ error: 'A reason is required' }).trim().min(1, 'A reason is required').max(WALLET_BOUNDS.reasonMax),
})

export const walletRouter = router({
  summary: protectedProcedure.query(({ ctx }) => wallet.getWalletSummary(ctx.db, ctx.user.id)),
  transactions: protectedProcedure
    .input(TransactionFilterSchema)
    .query(({ ctx, input }) => wallet.listTransactions(ctx.db, ctx.user.id, input)),
  addFunds: protectedProcedure.input(AddFundsSchema).mutation(({ ctx, input }) => actions.addFunds(ctx, ctx.user.id, input)),
  withdraw: protectedProcedure.input(WithdrawSchema).mutation(({ ctx, input }) => actions.withdraw(ctx, ctx.user.id, input)),
  cancel: protectedProcedure
    .input(z.object({ id: IdSchema }))
    .mutation(({ ctx, input }) => wallet.cancelRequest(ctx.db, ctx.user.id, input.id)),
})

export const adminWalletRouter = router({
  pending: adminProcedure.input(ReviewFilterSchema).query(({ ctx, input }) => wallet.listForReview(ctx.db, input)),
  approve: adminProcedure
    .input(ApproveSchema.extend({ id: IdSchema }))
    .mutation(({ ctx, input }) => wallet.approveTransaction(ctx.db, ctx.user.id, input.id, input.payoutReference)),
  reject: adminProcedure
    .input(RejectTransactionSchema.extend({ id: IdSchema }))
    .mutation(({ ctx, input }) => wallet.rejectTransaction(ctx.db, ctx.user.id, input.id, input.reason)),
  adjust: adminProcedure.input(AdjustmentSchema).mutation(({ ctx, input }) => wallet.adjust(ctx.db, ctx.user.id, input)),
  history: adminProcedure.input(TransactionHistorySchema).query(({ ctx, input }) => transactionHistory(ctx.db, input)),
  /** Whose wallet, with its balance: what the admin sees before confirming an adjustment. */
  lookup: adminProcedure.input(UserLookupSchema).query(({ ctx, input }) => lookupUser(ctx.db, input.user)),
})
