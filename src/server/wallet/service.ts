import type { z } from 'zod'
import type { WalletTransactionStatus, WalletTransactionType } from '#db/schema'
import type { DB } from '#server/db/index'
import { AppError, isUniqueViolation } from '#server/errors'
import { WALLET_SERVER } from '#shared/messages'
import { WALLET_TEXTS } from '#shared/texts'
import {
  type AddFundsSchema,
  type AdjustmentSchema,
  newPaymentReference,
  type WithdrawSchema,
} from '#shared/schemas/wallet'
import { recordAudit } from '#server/audit/log'
import { type NotifyDeps, notify } from '#server/notifications/service'
import { FUNDS_NOTICES, NOTIFICATION_LINKS, SALE_NOTICES, WITHDRAWAL_NOTICES } from '#shared/notifications'
import { idempotent } from './idempotency'
import { post, systemAccountId, walletAccountId } from './ledger'
import { assertMayWithdraw, assertNotOwnRequest, assertNotOwnWallet, isOwnTransaction } from './policy'
import * as repo from './repository'
import { m } from '#shared/i18n'

export interface WalletTransaction {
  id: string
  userId: string
  type: WalletTransactionType
  amountPaise: number
  status: WalletTransactionStatus
  paymentMethod: string | null
  upiTransactionId: string | null
  /** An add-funds request's reference, carried by its UPI link. */
  paymentReference: string | null
  /** The gateway's id for the money: its payment, refund or payout. */
  gatewayReference: string | null
  upiId: string | null
  note: string | null
  reasonForRejection: string | null
  payoutReference: string | null
  reason: string | null
  quizId: string | null
  quizTitle: string | null
  createdAt: string
  updatedAt: string
}

export function toTransaction(row: repo.TransactionRow): WalletTransaction {
  return {
    id: row.id,
    userId: row.user_id,
    type: row.type,
    amountPaise: row.amount_paise,
    status: row.status,
    paymentMethod: row.payment_method,
    upiTransactionId: row.upi_transaction_id,
    paymentReference: row.payment_reference,
    gatewayReference: row.gateway_reference,
    upiId: row.upi_id,
    note: row.note,
    reasonForRejection: row.reason_for_rejection,
    payoutReference: row.payout_reference,
    reason: row.reason,
    quizId: row.quiz_id,
    quizTitle: row.quiz_title,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }
}

const transactionNotFound = () => new AppError('NOT_FOUND', m.wallet_messages_transaction_not_found())

export interface WalletSummary {
  balancePaise: number
  totalEarnedPaise: number
  totalSpentPaise: number
  pendingAdditionsPaise: number
  pendingWithdrawalsPaise: number
}

/** Balance is the cached ledger balance; the totals come from completed transactions. */
export async function getWalletSummary(db: DB, userId: string): Promise<WalletSummary> {
  const [balancePaise, totals] = await Promise.all([repo.balanceOf(db, userId), repo.walletTotals(db, userId)])
  return {
    balancePaise,
    totalEarnedPaise: totals.earned,
    totalSpentPaise: totals.spent,
    pendingAdditionsPaise: totals.pendingIn,
    pendingWithdrawalsPaise: totals.pendingOut,
  }
}

export async function listTransactions(db: DB, userId: string, page: repo.TransactionPage) {
  return (await repo.listTransactions(db, userId, page)).map(toTransaction)
}

/** A second live request naming the same UPI payment, or reference, refused in words. */
function refusingDuplicates(error: unknown): unknown {
  if (isUniqueViolation(error, 'wallet_transactions_upi_txn_key')) {
    return new AppError('CONFLICT', m.wallet_server_upi_transaction_taken())
  }
  if (isUniqueViolation(error, 'wallet_transactions_payment_reference_key')) {
    return new AppError('CONFLICT', m.wallet_server_payment_reference_taken())
  }
  return error
}

/** Add funds: a request, pending until an admin has seen the UPI payment arrive. Nothing moves yet. */
export async function requestAddFunds(
  db: DB,
  userId: string,
  input: Omit<z.output<typeof AddFundsSchema>, 'transactionId'> & { transactionId?: string | undefined },
) {
  const { idempotencyKey, ...params } = input
  const paymentReference = input.paymentReference ?? newPaymentReference()
  return idempotent(db, { userId, key: idempotencyKey, scope: 'add-funds', params }, async (trx) => {
    // Refused inside the call, so the key keeps the refusal (idempotency.ts).
    const id = await repo
      .insertTransaction(trx, {
        user_id: userId,
        type: 'payment',
        amount_paise: input.amountPaise,
        status: 'pending',
        payment_method: input.paymentMethod,
        upi_transaction_id: input.transactionId ?? null,
        payment_reference: paymentReference,
      })
      .catch((error: unknown) => {
        throw refusingDuplicates(error)
      })
    return toTransaction(await repo.findTransaction(trx, id))
  })
}

/** Withdraw: the amount is held at once (the balance drops), so it cannot be spent twice. */
export async function requestWithdrawal(
  db: DB,
  userId: string,
  input: z.output<typeof WithdrawSchema>,
  options: { isMailOn: boolean },
) {
  const { idempotencyKey, ...params } = input
  return idempotent(db, { userId, key: idempotencyKey, scope: 'withdraw', params }, async (trx) => {
    const user = await repo.findEmailVerification(trx, userId)
    if (user) assertMayWithdraw(user, options.isMailOn)
    const id = await repo.insertTransaction(trx, {
      user_id: userId,
      type: 'withdrawal',
      amount_paise: input.amountPaise,
      status: 'pending',
      payment_method: input.withdrawalMethod,
      upi_id: input.upiId,
      note: input.note ?? null,
    })
    await post(trx, {
      kind: 'withdrawal_hold',
      walletTransactionId: id,
      entries: [
        { accountId: await walletAccountId(trx, userId), amountPaise: -input.amountPaise },
        { accountId: await systemAccountId(trx, 'withdrawals_payable'), amountPaise: input.amountPaise },
      ],
    })
    return toTransaction(await repo.findTransaction(trx, id))
  })
}

/**
 * Moves a pending request to its final status, once: the conditional update is the lock, so a
 * double click or ten admins at once change it one time only.
 */
async function settle(
  trx: DB,
  id: string,
  to: WalletTransactionStatus,
  extra: { reason_for_rejection?: string; payout_reference?: string; reviewed_by?: string; userId?: string },
) {
  const row = await repo.settlePending(trx, id, to, extra)
  if (!row) {
    const current = await repo.findTransactionParty(trx, id)
    if (!current || (extra.userId && !isOwnTransaction(extra.userId, current))) throw transactionNotFound()
    throw new AppError(
      'CONFLICT',
      WALLET_SERVER.alreadySettled(WALLET_TEXTS.statusLabels[current.status].toLocaleLowerCase()),
    )
  }
  return row
}

async function releaseHold(trx: DB, row: repo.TransactionRow) {
  await post(trx, {
    kind: 'withdrawal_release',
    walletTransactionId: row.id,
    entries: [
      { accountId: await systemAccountId(trx, 'withdrawals_payable'), amountPaise: -row.amount_paise },
      { accountId: await walletAccountId(trx, row.user_id), amountPaise: row.amount_paise },
    ],
  })
}

/**
 * The user's own cancel of a pending request; a withdrawal's hold is released. Someone else's
 * transaction is answered as an unknown one: its type and status are not the caller's to learn.
 */
export async function cancelRequest(db: DB, userId: string, transactionId: string) {
  return db.transaction().execute(async (trx) => {
    const own = await repo.findTransactionParty(trx, transactionId)
    if (!own || !isOwnTransaction(userId, own)) throw transactionNotFound()
    if (own.type !== 'payment' && own.type !== 'withdrawal')
      throw new AppError('CONFLICT', m.wallet_server_only_requests_cancel())
    const row = await settle(trx, transactionId, 'cancelled', { userId })
    if (row.type === 'withdrawal') await releaseHold(trx, row)
    return toTransaction(row)
  })
}

/** The request an admin is about to settle; never their own (money requests need a second person). */
async function requireOthersRequest(trx: DB, adminId: string, transactionId: string) {
  const request = await repo.findTransactionParty(trx, transactionId)
  if (!request) throw transactionNotFound()
  assertNotOwnRequest(adminId, request)
  return request
}

/** What the audit log keeps of a transaction an admin settled. */
function auditState(row: Pick<repo.TransactionRow, 'status' | 'type' | 'user_id' | 'amount_paise'>) {
  return { status: row.status, type: row.type, userId: row.user_id, amountPaise: row.amount_paise }
}

/**
 * Admin approval: a fund addition credits the wallet; a withdrawal is paid out (with its UTR). The
 * requester is told in the same transaction.
 */
export async function approveTransaction(
  db: DB,
  deps: NotifyDeps,
  adminId: string,
  transactionId: string,
  payoutReference?: string,
) {
  return db.transaction().execute(async (trx) => {
    const pending = await requireOthersRequest(trx, adminId, transactionId)
    if (pending.type === 'withdrawal' && !payoutReference) {
      throw new AppError('BAD_REQUEST', m.wallet_server_payout_reference_required())
    }
    const row = await settle(trx, transactionId, 'completed', {
      reviewed_by: adminId,
      ...(pending.type === 'withdrawal' && payoutReference ? { payout_reference: payoutReference } : {}),
    })
    if (row.type === 'payment') {
      await post(trx, {
        kind: 'funds_added',
        walletTransactionId: row.id,
        entries: [
          { accountId: await systemAccountId(trx, 'upi_clearing'), amountPaise: -row.amount_paise },
          { accountId: await walletAccountId(trx, row.user_id), amountPaise: row.amount_paise },
        ],
      })
    } else if (row.type === 'withdrawal') {
      await post(trx, {
        kind: 'withdrawal_paid',
        walletTransactionId: row.id,
        entries: [
          { accountId: await systemAccountId(trx, 'withdrawals_payable'), amountPaise: -row.amount_paise },
          { accountId: await systemAccountId(trx, 'upi_clearing'), amountPaise: row.amount_paise },
        ],
      })
    } else {
      throw new AppError('CONFLICT', m.wallet_server_only_requests_approve())
    }
    await recordAudit(trx, {
      actorId: adminId,
      action: row.type === 'withdrawal' ? 'transaction.payout' : 'transaction.approve',
      targetType: 'transaction',
      targetId: row.id,
      before: auditState({ ...row, status: 'pending' }),
      after: { ...auditState(row), ...(row.payout_reference ? { payoutReference: row.payout_reference } : {}) },
    })
    await notify(trx, deps, {
      userId: row.user_id,
      ...(row.type === 'withdrawal'
        ? { kind: 'withdrawal', ...WITHDRAWAL_NOTICES.paid(row.amount_paise, row.payout_reference ?? '') }
        : { kind: 'funds', ...FUNDS_NOTICES.credited(row.amount_paise) }),
      link: NOTIFICATION_LINKS.wallet,
    })
    return toTransaction(row)
  })
}

/**
 * Admin rejection with a reason: `failed`; a withdrawal's hold goes back to the wallet. The
 * requester is told why, in the same transaction.
 */
export async function rejectTransaction(
  db: DB,
  deps: NotifyDeps,
  adminId: string,
  transactionId: string,
  reason: string,
) {
  return db.transaction().execute(async (trx) => {
    await requireOthersRequest(trx, adminId, transactionId)
    const row = await settle(trx, transactionId, 'failed', { reviewed_by: adminId, reason_for_rejection: reason })
    if (row.type === 'withdrawal') await releaseHold(trx, row)
    await recordAudit(trx, {
      actorId: adminId,
      action: 'transaction.reject',
      targetType: 'transaction',
      targetId: row.id,
      before: auditState({ ...row, status: 'pending' }),
      after: { ...auditState(row), reasonForRejection: reason },
    })
    await notify(trx, deps, {
      userId: row.user_id,
      ...(row.type === 'withdrawal'
        ? { kind: 'withdrawal', ...WITHDRAWAL_NOTICES.rejected(row.amount_paise, reason) }
        : { kind: 'funds', ...FUNDS_NOTICES.rejected(row.amount_paise, reason) }),
      link: NOTIFICATION_LINKS.wallet,
    })
    return toTransaction(row)
  })
}

/**
 * Admin adjustments: refunds and bonuses credit, penalties debit (never below zero). Never to the
 * admin's own wallet; always under an idempotency key, so a retried or doubled post moves money once.
 */
export async function adjust(db: DB, adminId: string, input: z.output<typeof AdjustmentSchema>) {
  const { idempotencyKey, ...params } = input
  return idempotent(db, { userId: adminId, key: idempotencyKey, scope: 'adjustment', params }, async (trx) => {
    const user = await repo.findUserByRef(trx, input)
    if (!user) throw new AppError('NOT_FOUND', m.wallet_messages_user_not_found())
    assertNotOwnWallet(adminId, user.id)
    const id = await repo.insertTransaction(trx, {
      user_id: user.id,
      type: input.type,
      amount_paise: input.amountPaise,
      status: 'completed',
      reason: input.reason,
      reviewed_by: adminId,
      reviewed_at: new Date(),
    })
    const signed = input.type === 'penalty' ? -input.amountPaise : input.amountPaise
    const walletId = await walletAccountId(trx, user.id)
    await post(trx, {
      kind: `adjustment_${input.type}`,
      walletTransactionId: id,
      entries: [
        { accountId: walletId, amountPaise: signed },
        { accountId: await systemAccountId(trx, 'platform_revenue'), amountPaise: -signed },
      ],
    })
    // The posting holds the wallet's row lock until commit, so this is the balance it left.
    const after = await repo.accountBalance(trx, walletId)
    await recordAudit(trx, {
      actorId: adminId,
      action: 'wallet.adjust',
      targetType: 'user',
      targetId: user.id,
      before: { balancePaise: after - signed },
      after: {
        balancePaise: after,
        transactionId: id,
        type: input.type,
        amountPaise: input.amountPaise,
        reason: input.reason,
      },
    })
    return toTransaction(await repo.findTransaction(trx, id))
  })
}

/**
 * The paid-quiz charge, inside the attempt's start transaction: the player pays the price, the
 * creator earns it less the platform fee (and is told of the sale), the platform keeps the fee.
 * All or nothing.
 */
export async function chargeForQuiz(
  trx: DB,
  deps: NotifyDeps,
  quiz: { id: string; title: string; creatorId: string; pricePaise: number },
  playerId: string,
  platformFeePercent: number,
) {
  await chargeForSale(trx, deps, { ...quiz, quizId: quiz.id }, playerId, platformFeePercent)
}

/**
 * The same sale for a test series (decision 042): one ledger transaction of the same kind, its fee
 * and earning named by the series' title, with no quiz. Returns the buyer's fee transaction.
 */
export function chargeForSeries(
  trx: DB,
  deps: NotifyDeps,
  series: { title: string; creatorId: string; pricePaise: number },
  playerId: string,
  platformFeePercent: number,
): Promise<string> {
  return chargeForSale(trx, deps, { ...series, quizId: null }, playerId, platformFeePercent)
}

async function chargeForSale(
  trx: DB,
  deps: NotifyDeps,
  sale: { quizId: string | null; title: string; creatorId: string; pricePaise: number },
  playerId: string,
  platformFeePercent: number,
): Promise<string> {
  const feePaise = Math.floor((sale.pricePaise * platformFeePercent) / 100)
  const earningPaise = sale.pricePaise - feePaise
  const feeTransactionId = await repo.insertTransaction(trx, {
    user_id: playerId,
    type: 'quiz_fee',
    amount_paise: sale.pricePaise,
    status: 'completed',
    quiz_id: sale.quizId,
    quiz_title: sale.title,
  })
  const entries = [
    { accountId: await walletAccountId(trx, playerId), amountPaise: -sale.pricePaise },
    { accountId: await systemAccountId(trx, 'platform_revenue'), amountPaise: feePaise },
  ]
  if (earningPaise > 0) {
    await repo.insertTransaction(trx, {
      user_id: sale.creatorId,
      type: 'quiz_earning',
      amount_paise: earningPaise,
      status: 'completed',
      quiz_id: sale.quizId,
      quiz_title: sale.title,
    })
    entries.push({ accountId: await walletAccountId(trx, sale.creatorId), amountPaise: earningPaise })
  }
  try {
    await post(trx, { kind: 'quiz_purchase', walletTransactionId: feeTransactionId, entries })
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNPROCESSABLE') {
      throw new AppError('PAYMENT_REQUIRED', m.validation_insufficient_balance())
    }
    throw error
  }
  await notify(trx, deps, {
    userId: sale.creatorId,
    kind: 'sale',
    ...SALE_NOTICES.sold(sale.title, earningPaise),
    link: NOTIFICATION_LINKS.wallet,
  })
  return feeTransactionId
}

/** Admin queue: requests waiting for review, oldest first. */
export async function listForReview(
  db: DB,
  filter: {
    status: WalletTransactionStatus
    type?: 'payment' | 'withdrawal' | undefined
    limit: number
    offset: number
  },
) {
  const rows = await repo.listRequests(db, filter)
  return rows.map((row) => ({ ...toTransaction(row), user: { username: row.username, email: row.email } }))
}
