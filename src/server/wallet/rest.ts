import { Hono } from 'hono'
import { paiseToRupees } from '#shared/money'
import { SUCCESS, WALLET_SERVER } from '#shared/messages'
import { AddFundsSchema, IdempotencyKeySchema, WithdrawSchema } from '#shared/schemas/wallet'
import { IdSchema } from '#server/http/ids'
import { notifyDeps } from '#server/notifications/service'
import {
  type AppBindings,
  type AppContext,
  jsonBody,
  ok,
  queryParams,
  rateLimited,
  requireAdmin,
  requireUser,
  validate,
} from '#server/http/rest'
import { MONEY_LIMIT } from './policy'
import {
  ApproveSchema,
  RejectTransactionSchema,
  restAdjustmentSchema,
  ReviewFilterSchema,
  TransactionFilterSchema,
  withRupees,
} from './schemas'
import * as wallet from './service'

export function toRestTransaction(transaction: wallet.WalletTransaction) {
  const { id, amountPaise, ...rest } = transaction
  return { _id: id, ...rest, amount: paiseToRupees(amountPaise) }
}

/** The wallet screen's figures, in rupees. */
export function toRestWallet(summary: wallet.WalletSummary) {
  return {
    balance: paiseToRupees(summary.balancePaise),
    totalEarnings: paiseToRupees(summary.totalEarnedPaise),
    totalEarned: paiseToRupees(summary.totalEarnedPaise),
    totalSpent: paiseToRupees(summary.totalSpentPaise),
    pendingAdditions: paiseToRupees(summary.pendingAdditionsPaise),
    pendingWithdrawals: paiseToRupees(summary.pendingWithdrawalsPaise),
  }
}

/** The REST contract's User's own `wallet`: its balance and totals, in rupees. */
export function toRestUserWallet(summary: wallet.WalletSummary) {
  const { balance, totalEarned, totalSpent } = toRestWallet(summary)
  return { balance, totalEarned, totalSpent }
}

/** The `Idempotency-Key` header: a money call replayed with it moves money once. */
function idempotencyKey(c: AppContext): string | undefined {
  const header = c.req.header('idempotency-key')
  return header === undefined ? undefined : validate(IdempotencyKeySchema, header)
}

const idParam = (c: AppContext) => validate(IdSchema, c.req.param('id'))

async function withdraw(c: AppContext) {
  const { user } = await requireUser(c)
  const input = await jsonBody(c, withRupees(WithdrawSchema))
  const transaction = await wallet.requestWithdrawal(
    c.var.ctx.db,
    user.id,
    { ...input, idempotencyKey: idempotencyKey(c) },
    { isMailOn: c.var.ctx.mailer.isEnabled },
  )
  return ok(c, { message: SUCCESS.withdrawalRequested, data: { transaction: toRestTransaction(transaction) } }, 201)
}

/** `/api/v1/wallet/*`: the product's wallet calls, in rupees. */
export const walletRest = new Hono<AppBindings>()
  .get('/', async (c) => {
    const { user } = await requireUser(c)
    return ok(c, { data: { wallet: toRestWallet(await wallet.getWalletSummary(c.var.ctx.db, user.id)) } })
  })
  .get('/transactions', async (c) => {
    const { user } = await requireUser(c)
    const list = await wallet.listTransactions(c.var.ctx.db, user.id, queryParams(c, TransactionFilterSchema))
    return ok(c, { data: { transactions: list.map(toRestTransaction) } })
  })
  .post('/add-funds', rateLimited(MONEY_LIMIT), async (c) => {
    const { user } = await requireUser(c)
    const input = await jsonBody(c, withRupees(AddFundsSchema))
    const transaction = await wallet.requestAddFunds(c.var.ctx.db, user.id, {
      ...input,
      idempotencyKey: idempotencyKey(c),
    })
    return ok(c, { message: SUCCESS.fundsRequested, data: { transaction: toRestTransaction(transaction) } }, 201)
  })
  .post('/withdraw', rateLimited(MONEY_LIMIT), withdraw)
  .post('/request-withdrawal', rateLimited(MONEY_LIMIT), withdraw)
  .post('/transactions/:id/cancel', async (c) => {
    const { user } = await requireUser(c)
    const transaction = await wallet.cancelRequest(c.var.ctx.db, user.id, idParam(c))
    return ok(c, { message: WALLET_SERVER.cancelled, data: { transaction: toRestTransaction(transaction) } })
  })

/** `/api/v1/admin/transactions*` and `/api/v1/admin/adjustments`: admins only. */
export const adminTransactionsRest = new Hono<AppBindings>()
  .get('/', async (c) => {
    await requireAdmin(c)
    const list = await wallet.listForReview(c.var.ctx.db, queryParams(c, ReviewFilterSchema))
    return ok(c, { data: { transactions: list.map(({ user, ...t }) => ({ ...toRestTransaction(t), user })) } })
  })
  .post('/:id/approve', async (c) => {
    const admin = await requireAdmin(c)
    const id = idParam(c)
    const { payoutReference } = await jsonBody(c, ApproveSchema)
    const transaction = await wallet.approveTransaction(
      c.var.ctx.db,
      notifyDeps(c.var.ctx),
      admin.id,
      id,
      payoutReference,
    )
    return ok(c, { message: WALLET_SERVER.approved, data: { transaction: toRestTransaction(transaction) } })
  })
  .post('/:id/reject', async (c) => {
    const admin = await requireAdmin(c)
    const id = idParam(c)
    const { reason } = await jsonBody(c, RejectTransactionSchema)
    const transaction = await wallet.rejectTransaction(c.var.ctx.db, notifyDeps(c.var.ctx), admin.id, id, reason)
    return ok(c, { message: WALLET_SERVER.rejected, data: { transaction: toRestTransaction(transaction) } })
  })

/**
 * `{ userId | user, type, amount, reason }`: the user by id, or by username or email. The key comes
 * in the `Idempotency-Key` header (or `idempotencyKey` in the body); without one the post is refused.
 */
export const adminAdjustmentsRest = new Hono<AppBindings>().post('/', async (c) => {
  const admin = await requireAdmin(c)
  const input = await jsonBody(c, restAdjustmentSchema(idempotencyKey(c)))
  const transaction = await wallet.adjust(c.var.ctx.db, admin.id, input)
  return ok(c, { message: WALLET_SERVER.adjustmentPosted, data: { transaction: toRestTransaction(transaction) } }, 201)
})
