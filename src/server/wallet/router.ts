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
import * as payments from './gateway-service'
import * as reconciliation from './reconciliation-service'
import {
  DifferenceIdSchema,
  GatewayPaymentsFilterSchema,
  GatewayRefundSchema,
  TopUpOrderSchema,
  VerifyCheckoutInputSchema,
} from './schemas'
import { IdInput } from '#server/http/ids'
import { PageSchema } from '#server/http/pagination'

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
  createOrder: protectedProcedure
    .meta({ rateLimit: MONEY_LIMIT })
    .input(TopUpOrderSchema)
    .mutation(({ ctx, input }) => payments.createTopUpOrder(ctx.db, ctx.gateway, ctx.user.id, input.amountPaise)),
  verifyCheckout: protectedProcedure
    .input(VerifyCheckoutInputSchema)
    .mutation(({ ctx, input }) => payments.verifyCheckout(ctx.db, notifyDeps(ctx), ctx.gateway, input, ctx.user.id)),
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
  gatewayPayments: adminProcedure
    .input(GatewayPaymentsFilterSchema)
    .query(({ ctx, input }) => payments.listGatewayPayments(ctx.db, input)),
  gatewayRefunds: adminProcedure
    .input(PageSchema)
    .query(({ ctx, input }) => payments.listGatewayRefunds(ctx.db, input)),
  gatewayPayouts: adminProcedure
    .input(PageSchema)
    .query(({ ctx, input }) => payments.listGatewayPayouts(ctx.db, input)),
  refundPayment: adminProcedure
    .input(GatewayRefundSchema)
    .mutation(({ ctx, input }) =>
      payments.refundPayment(ctx.db, notifyDeps(ctx), ctx.gateway, ctx.user.id, { ...input, paymentId: input.id }),
    ),
  creditHeld: adminProcedure
    .input(IdInput)
    .mutation(({ ctx, input }) => payments.creditHeldPayment(ctx.db, notifyDeps(ctx), ctx.user.id, input.id)),
  payByGateway: adminProcedure
    .input(IdInput)
    .mutation(({ ctx, input }) =>
      payments.payWithdrawalByGateway(ctx.db, notifyDeps(ctx), ctx.gateway, ctx.user.id, input.id),
    ),
  reconciliation: adminProcedure.query(({ ctx }) => reconciliation.latestReconciliation(ctx.db)),
  runReconciliation: adminProcedure.mutation(({ ctx }) =>
    reconciliation.runReconciliationNow(ctx.db, ctx.driver, ctx.gateway, ctx.user.id),
  ),
  fixMissingCredit: adminProcedure.input(DifferenceIdSchema).mutation(async ({ ctx, input }) => {
    const paymentId = await reconciliation.missingCreditOf(ctx.db, input.id)
    return payments.creditMissingPayment(ctx.db, notifyDeps(ctx), ctx.gateway, ctx.user.id, paymentId)
  }),
})
