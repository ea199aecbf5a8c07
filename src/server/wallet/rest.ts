import { z } from 'zod'
import { AppError } from '#server/errors'
import { AddFundsSchema, AdjustmentSchema, IdempotencyKeySchema, WithdrawSchema } from '#shared/schemas/wallet'
import { notifyDeps } from '#server/notifications/service'
import { ok, validate } from '#server/http/rest'
import { route } from '#server/http/route'
import { MONEY_LIMIT } from './policy'
import { toRestTransaction, toRestWallet } from './rest-shapes'
import {
  ApproveSchema,
  RejectTransactionSchema,
  restAdjustmentSchema,
  ReviewFilterSchema,
  ReviewTransactionsReplySchema,
  sentInRupees,
  TransactionFilterSchema,
  TransactionOneReplySchema,
  TransactionsReplySchema,
  WalletSummaryReplySchema,
  withRupees,
} from './schemas'
import * as wallet from './service'
import * as payments from './gateway-service'
import {
  GatewayOrderIdSchema,
  RAZORPAY_WEBHOOK_PATH,
  TopUpOrderReplySchema,
  TopUpOrderSchema,
  VerifyCheckoutReplySchema,
  VerifyCheckoutSchema,
} from './schemas'
import { MessageOnlySchema } from '#server/http/openapi'
import { paiseToRupees } from '#shared/money'
import { m } from '#shared/i18n'

/** A money call may carry its idempotency key in this header: replayed with it, it moves money once. */
const IDEMPOTENCY = { 'Idempotency-Key': IdempotencyKeySchema }

/** Asking to withdraw, which the API also answers under a second name. */
function withdrawRoute(path: '/api/v1/wallet/withdraw' | '/api/v1/wallet/request-withdrawal', summary: string) {
  return route({
    method: 'post',
    path,
    tag: 'wallet',
    summary,
    access: 'user',
    headers: IDEMPOTENCY,
    body: withRupees(WithdrawSchema),
    sent: sentInRupees(WithdrawSchema),
    responses: { 201: TransactionOneReplySchema },
    errors: [403, 409, 422],
    rateLimit: MONEY_LIMIT,
    async handle({ c, user, body, headers }) {
      const transaction = await wallet.requestWithdrawal(
        c.var.ctx.db,
        user.id,
        { ...body, idempotencyKey: headers['Idempotency-Key'] },
        { isMailOn: c.var.ctx.mailer.isEnabled },
      )
      return ok(
        c,
        { message: m.success_withdrawal_requested(), data: { transaction: toRestTransaction(transaction) } },
        201,
      )
    },
  })
}

/** `/api/v1/wallet/*`, the product's wallet calls in rupees, and the admins' review of them. */
export const walletRoutes = [
  route({
    method: 'get',
    path: '/api/v1/wallet',
    tag: 'wallet',
    summary: 'The balance and totals, in rupees',
    access: 'user',
    responses: { 200: WalletSummaryReplySchema },
    async handle({ c, user }) {
      return ok(c, { data: { wallet: toRestWallet(await wallet.getWalletSummary(c.var.ctx.db, user.id)) } })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/wallet/transactions',
    tag: 'wallet',
    summary: 'The wallet’s transactions, newest first',
    access: 'user',
    query: TransactionFilterSchema,
    responses: { 200: TransactionsReplySchema },
    async handle({ c, user, query }) {
      const list = await wallet.listTransactions(c.var.ctx.db, user.id, query)
      return ok(c, { data: { transactions: list.map(toRestTransaction) } })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/wallet/add-funds',
    tag: 'wallet',
    summary: 'Ask to add funds paid by UPI (an admin checks the payment)',
    access: 'user',
    headers: IDEMPOTENCY,
    body: withRupees(AddFundsSchema),
    sent: sentInRupees(AddFundsSchema),
    responses: { 201: TransactionOneReplySchema },
    errors: [409],
    rateLimit: MONEY_LIMIT,
    async handle({ c, user, body, headers }) {
      const transaction = await wallet.requestAddFunds(c.var.ctx.db, user.id, {
        ...body,
        idempotencyKey: headers['Idempotency-Key'],
      })
      return ok(c, { message: m.success_funds_requested(), data: { transaction: toRestTransaction(transaction) } }, 201)
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/wallet/orders',
    tag: 'wallet',
    summary: 'An order at the payment gateway for a top-up, to open its checkout with',
    access: 'user',
    body: withRupees(TopUpOrderSchema),
    sent: sentInRupees(TopUpOrderSchema),
    responses: { 201: TopUpOrderReplySchema },
    errors: [412, 502],
    rateLimit: MONEY_LIMIT,
    async handle({ c, user, body }) {
      const order = await payments.createTopUpOrder(c.var.ctx.db, c.var.ctx.gateway, user.id, body.amountPaise)
      const { amountPaise, ...rest } = order
      return ok(c, { data: { order: { ...rest, amount: paiseToRupees(amountPaise), currency: 'INR' } } }, 201)
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/wallet/orders/:orderId/verify',
    tag: 'wallet',
    summary: 'The checkout’s answer: credits the wallet once the signature and the payment hold',
    access: 'user',
    params: { orderId: GatewayOrderIdSchema },
    body: VerifyCheckoutSchema,
    responses: { 200: VerifyCheckoutReplySchema },
    errors: [404, 409, 412, 502],
    async handle({ c, user, params, body }) {
      const { ctx } = c.var
      const outcome = await payments.verifyCheckout(
        ctx.db,
        notifyDeps(ctx),
        ctx.gateway,
        { orderId: params.orderId, ...body },
        user.id,
      )
      return ok(c, {
        message: outcome.status === 'credited' ? m.payments_server_credited() : m.payments_server_held(),
        data: { status: outcome.status, transaction: outcome.transaction && toRestTransaction(outcome.transaction) },
      })
    },
  }),
  route({
    method: 'post',
    path: RAZORPAY_WEBHOOK_PATH,
    tag: 'wallet',
    summary: 'Razorpay’s webhook: signed over the raw body (X-Razorpay-Signature), one event id each',
    access: 'guest',
    responses: { 200: MessageOnlySchema },
    errors: [400, 401, 412],
    async handle({ c }) {
      const { ctx } = c.var
      // The bytes as sent: the signature is over them, not over any parse of them.
      const raw = new Uint8Array(await c.req.arrayBuffer())
      try {
        const outcome = await payments.handleWebhook(ctx.db, notifyDeps(ctx), ctx.gateway, raw, c.req.raw.headers)
        return ok(c, {
          message: outcome === 'seen' ? m.payments_server_webhook_seen() : m.payments_server_webhook_done(),
        })
      } catch (error) {
        if (error instanceof AppError && error.details?.webhookRefused) {
          // Who sent it and why it was refused; never the body or its signature.
          ctx.logger.warn('webhook refused', { reqId: ctx.requestId, reason: error.details.webhookRefused, ip: ctx.ip })
        }
        throw error
      }
    },
  }),
  withdrawRoute('/api/v1/wallet/withdraw', 'Ask to withdraw to a UPI ID'),
  withdrawRoute('/api/v1/wallet/request-withdrawal', 'The same as /wallet/withdraw'),
  route({
    method: 'post',
    path: '/api/v1/wallet/transactions/:id/cancel',
    tag: 'wallet',
    summary: 'Cancel one’s own pending request',
    access: 'user',
    responses: { 200: TransactionOneReplySchema },
    errors: [404, 409],
    async handle({ c, user, params }) {
      const transaction = await wallet.cancelRequest(c.var.ctx.db, user.id, params.id)
      return ok(c, { message: m.wallet_server_cancelled(), data: { transaction: toRestTransaction(transaction) } })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/admin/transactions',
    tag: 'admin',
    summary: 'Wallet requests to review',
    access: 'admin',
    query: ReviewFilterSchema,
    responses: { 200: ReviewTransactionsReplySchema },
    async handle({ c, query }) {
      const list = await wallet.listForReview(c.var.ctx.db, query)
      return ok(c, { data: { transactions: list.map(({ user, ...t }) => ({ ...toRestTransaction(t), user })) } })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/admin/transactions/:id/approve',
    tag: 'admin',
    summary: 'Approve a request (a withdrawal with its payout reference)',
    access: 'admin',
    body: ApproveSchema,
    responses: { 200: TransactionOneReplySchema },
    errors: [404, 409],
    async handle({ c, user, params, body }) {
      const { ctx } = c.var
      const transaction = await wallet.approveTransaction(
        ctx.db,
        notifyDeps(ctx),
        user.id,
        params.id,
        body.payoutReference,
      )
      return ok(c, { message: m.wallet_server_approved(), data: { transaction: toRestTransaction(transaction) } })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/admin/transactions/:id/reject',
    tag: 'admin',
    summary: 'Reject a request with a reason',
    access: 'admin',
    body: RejectTransactionSchema,
    responses: { 200: TransactionOneReplySchema },
    errors: [404, 409],
    async handle({ c, user, params, body }) {
      const { ctx } = c.var
      const transaction = await wallet.rejectTransaction(ctx.db, notifyDeps(ctx), user.id, params.id, body.reason)
      return ok(c, { message: m.wallet_server_rejected(), data: { transaction: toRestTransaction(transaction) } })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/admin/adjustments',
    tag: 'admin',
    summary: 'Post a refund, bonus or penalty (an idempotency key is required)',
    access: 'admin',
    headers: IDEMPOTENCY,
    // `{ userId | user, type, amount, reason }`: the user by id, or by username or email. The key
    // comes in the header, or as `idempotencyKey` in the body; without one the post is refused. So
    // the body is read once the header is known.
    body: z.looseObject({}),
    sent: sentInRupees(AdjustmentSchema).extend({ idempotencyKey: IdempotencyKeySchema.optional() }),
    responses: { 201: TransactionOneReplySchema },
    errors: [404, 409, 422],
    async handle({ c, user, body, headers }) {
      const input = validate(restAdjustmentSchema(headers['Idempotency-Key']), body)
      const transaction = await wallet.adjust(c.var.ctx.db, user.id, input)
      return ok(
        c,
        { message: m.wallet_server_adjustment_posted(), data: { transaction: toRestTransaction(transaction) } },
        201,
      )
    },
  }),
]
