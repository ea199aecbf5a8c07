import { sql } from 'kysely'
import type { z } from 'zod'
import type { WalletTransactionStatus, WalletTransactionType } from '#db/schema'
import type { DB } from '#server/db/index'
import { AppError, isUniqueViolation } from '#server/errors'
import { VALIDATION } from '#shared/messages'
import { type AddFundsSchema, type AdjustmentSchema, WALLET_MESSAGES, type WithdrawSchema } from '#shared/schemas/wallet'
import { recordAudit } from '#server/admin/audit'
import { idempotent } from './idempotency'
import { post, systemAccountId, walletAccountId } from './ledger'

export interface WalletTransaction {
  id: string
  userId: string
  type: WalletTransactionType
  amountPaise: number
  status: WalletTransactionStatus
  paymentMethod: string | null
  upiTransactionId: string | null
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

export const TRANSACTION_COLUMNS = [
  'id',
  'user_id',
  'type',
  'amount_paise',
  'status',
  'payment_method',
  'upi_transaction_id',
  'upi_id',
  'note',
  'reason_for_rejection',
  'payout_reference',
  'reason',
  'quiz_id',
  'quiz_title',
  'created_at',
  'updated_at',
] as const

export type TransactionRow = Awaited<ReturnType<typeof findTransaction>>

function findTransaction(db: DB, id: string) {
  return db.selectFrom('wallet_transactions').select(TRANSACTION_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow()
}

export function toTransaction(row: TransactionRow): WalletTransaction {
  return {
    id: row.id,
    userId: row.user_id,
    type: row.type,
    amountPaise: row.amount_paise,
    status: row.status,
    paymentMethod: row.payment_method,
    upiTransactionId: row.upi_transaction_id,
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

const transactionNotFound = () => new AppError('NOT_FOUND', WALLET_MESSAGES.transactionNotFound)

export interface WalletSummary {
  balancePaise: number
  totalEarnedPaise: number
  totalSpentPaise: number
  pendingAdditionsPaise: number
  pendingWithdrawalsPaise: number
}

/** Balance is the cached ledger balance; the totals come from completed transactions. */
export async function getWalletSummary(db: DB, userId: string): Promise<WalletSummary> {
  const [account, totals] = await Promise.all([
    db.selectFrom('ledger_accounts').select('balance_paise').where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('wallet_transactions')
      .select([
        sql<string>`coalesce(sum(amount_paise) filter (where type = 'quiz_earning' and status = 'completed'), 0)::int8`.as('earned'),
        sql<string>`coalesce(sum(amount_paise) filter (where type = 'quiz_fee' and status = 'completed'), 0)::int8`.as('spent'),
        sql<string>`coalesce(sum(amount_paise) filter (where type = 'payment' and status = 'pending'), 0)::int8`.as('pending_in'),
        sql<string>`coalesce(sum(amount_paise) filter (where type = 'withdrawal' and status = 'pending'), 0)::int8`.as('pending_out'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ])
  return {
    balancePaise: account?.balance_paise ?? 0,
    totalEarnedPaise: Number(totals.earned),
    totalSpentPaise: Number(totals.spent),
    pendingAdditionsPaise: Number(totals.pending_in),
    pendingWithdrawalsPaise: Number(totals.pending_out),
  }
}

export async function listTransactions(
  db: DB,
  userId: string,
  page: { limit: number; offset: number; status?: WalletTransactionStatus | undefined; type?: WalletTransactionType | undefined },
) {
  let query = db.selectFrom('wallet_transactions').select(TRANSACTION_COLUMNS).where('user_id', '=', userId)
  if (page.status) query = query.where('status', '=', page.status)
  if (page.type) query = query.where('type', '=', page.type)
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute()
  return rows.map(toTransaction)
}

async function insertTransaction(
  trx: DB,
  values: {
    user_id: string
    type: WalletTransactionType
    amount_paise: number
    status: WalletTransactionStatus
    payment_method?: string | null
    upi_transaction_id?: string | null
    upi_id?: string | null
    note?: string | null
    reason?: string | null
    quiz_id?: string | null
    quiz_title?: string | null
    reviewed_by?: string | null
    reviewed_at?: Date | null
  },
) {
  const { id } = await trx.insertInto('wallet_transactions').values(values).returning('id').executeTakeFirstOrThrow()
  return id
}

/** Add funds: a request, pending until an admin has seen the UPI payment arrive. Nothing moves yet. */
export async function requestAddFunds(
  db: DB,
  userId: string,
  input: Omit<z.output<typeof AddFundsSchema>, 'transactionId'> & { transactionId?: string | undefined },
) {
  const { idempotencyKey, ...params } = input
  try {
    return await idempotent(db, { userId, key: idempotencyKey, scope: 'add-funds', params }, async (trx) => {
      const id = await insertTransaction(trx, {
        user_id: userId,
        type: 'payment',
        amount_paise: input.amountPaise,
        status: 'pending',
        payment_method: input.paymentMethod,
        upi_transaction_id: input.transactionId ?? null,
      })
      return toTransaction(await findTransaction(trx, id))
    })
  } catch (error) {
    if (isUniqueViolation(error, 'wallet_transactions_upi_txn_key')) {
      throw new AppError('CONFLICT', 'This UPI transaction ID has already been submitted')
    }
    throw error
  }
}

/** Withdraw: the amount is held at once (the balance drops), so it cannot be spent twice. */
export async function requestWithdrawal(db: DB, userId: string, input: z.output<typeof WithdrawSchema>) {
  const { idempotencyKey, ...params } = input
  return idempotent(db, { userId, key: idempotencyKey, scope: 'withdraw', params }, async (trx) => {
    const id = await insertTransaction(trx, {
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
    return toTransaction(await findTransaction(trx, id))
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
  let query = trx
    .updateTable('wallet_transactions')
    .set({
      status: to,
      reason_for_rejection: extra.reason_for_rejection ?? null,
      payout_reference: extra.payout_reference ?? null,
      reviewed_by: extra.reviewed_by ?? null,
      reviewed_at: extra.reviewed_by ? new Date() : null,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
  if (extra.userId) query = query.where('user_id', '=', extra.userId)
  const row = await query.returning(TRANSACTION_COLUMNS).executeTakeFirst()
  if (!row) {
    const current = await trx.selectFrom('wallet_transactions').select(['status', 'user_id']).where('id', '=', id).executeTakeFirst()
    if (!current || (extra.userId && current.user_id !== extra.userId)) throw transactionNotFound()
    throw new AppError('CONFLICT', `This request is already ${current.status}`)
  }
  return row
}

async function releaseHold(trx: DB, row: TransactionRow) {
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
    const own = await trx
      .selectFrom('wallet_transactions')
      .select('type')
      .where('id', '=', transactionId)
      .where('user_id', '=', userId)
      .executeTakeFirst()
    if (!own) throw transactionNotFound()
    if (own.type !== 'payment' && own.type !== 'withdrawal') {
      throw new AppError('CONFLICT', 'Only fund additions and withdrawals can be cancelled')
    }
    const row = await settle(trx, transactionId, 'cancelled', { userId })
    if (row.type === 'withdrawal') await releaseHold(trx, row)
    return toTransaction(row)
  })
}

/** The request an admin is about to settle; never their own (money requests need a second person). */
async function requireOthersRequest(trx: DB, adminId: string, transactionId: string) {
  const request = await trx
    .selectFrom('wallet_transactions')
    .select(['type', 'user_id', 'amount_paise'])
    .where('id', '=', transactionId)
    .executeTakeFirst()
  if (!request) throw transactionNotFound()
  if (request.user_id === adminId) throw new AppError('FORBIDDEN', WALLET_MESSAGES.ownRequest)
  return request
}

/** What the audit log keeps of a transaction an admin settled. */
function auditState(row: Pick<TransactionRow, 'status' | 'type' | 'user_id' | 'amount_paise'>) {
  return { status: row.status, type: row.type, userId: row.user_id, amountPaise: row.amount_paise }
}

/** Admin approval: a fund addition credits the wallet; a withdrawal is paid out (with its UTR). */
export async function approveTransaction(db: DB, adminId: string, transactionId: string, payoutReference?: string) {
  return db.transaction().execute(async (trx) => {
    const pending = await requireOthersRequest(trx, adminId, transactionId)
    if (pending.type === 'withdrawal' && !payoutReference) {
      throw new AppError('BAD_REQUEST', 'A payout reference (the UPI UTR) is required to approve a withdrawal')
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
      throw new AppError('CONFLICT', 'Only fund additions and withdrawals wait for approval')
    }
    await recordAudit(trx, {
      actorId: adminId,
      action: row.type === 'withdrawal' ? 'transaction.payout' : 'transaction.approve',
      targetType: 'transaction',
      targetId: row.id,
      before: auditState({ ...row, status: 'pending' }),
      after: { ...auditState(row), ...(row.payout_reference ? { payoutReference: row.payout_reference } : {}) },
    })
    return toTransaction(row)
  })
}

/** Admin rejection with a reason: `failed`; a withdrawal's hold goes back to the wallet. */
export async function rejectTransaction(db: DB, adminId: string, transactionId: string, reason: string) {
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
    return toTransaction(row)
  })
}

/** A user named the way people name each other: by username or email (or, over REST, by id). */
export async function findUserByRef(db: DB, ref: { userId?: string | undefined; user?: string | undefined }) {
  let query = db.selectFrom('users').select(['id', 'username', 'email', 'role'])
  if (ref.userId) query = query.where('id', '=', ref.userId)
  else {
    const name = (ref.user ?? '').trim().toLowerCase()
    query = query.where((eb) => eb(eb.fn('lower', [name.includes('@') ? 'email' : 'username']), '=', name))
  }
  return query.executeTakeFirst()
}

/**
 * Admin adjustments: refunds and bonuses credit, penalties debit (never below zero). Never to the
 * admin's own wallet; always under an idempotency key, so a retried or doubled post moves money once.
 */
export async function adjust(db: DB, adminId: string, input: z.output<typeof AdjustmentSchema>) {
  const { idempotencyKey, ...params } = input
  return idempotent(db, { userId: adminId, key: idempotencyKey, scope: 'adjustment', params }, async (trx) => {
    const user = await findUserByRef(trx, input)
    if (!user) throw new AppError('NOT_FOUND', WALLET_MESSAGES.userNotFound)
    if (user.id === adminId) throw new AppError('FORBIDDEN', WALLET_MESSAGES.ownWallet)
    const id = await insertTransaction(trx, {
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
    const { balance_paise: after } = await trx
      .selectFrom('ledger_accounts')
      .select('balance_paise')
      .where('id', '=', walletId)
      .executeTakeFirstOrThrow()
    await recordAudit(trx, {
      actorId: adminId,
      action: 'wallet.adjust',
      targetType: 'user',
      targetId: user.id,
      before: { balancePaise: after - signed },
      after: { balancePaise: after, transactionId: id, type: input.type, amountPaise: input.amountPaise, reason: input.reason },
    })
    return toTransaction(await findTransaction(trx, id))
  })
}

/**
 * The paid-quiz charge, inside the attempt's start transaction: the player pays the price, the
 * creator earns it less the platform fee, the platform keeps the fee. All or nothing.
 */
export async function chargeForQuiz(
  trx: DB,
  quiz: { id: string; title: string; creatorId: string; pricePaise: number },
  playerId: string,
  platformFeePercent: number,
) {
  const feePaise = Math.floor((quiz.pricePaise * platformFeePercent) / 100)
  const earningPaise = quiz.pricePaise - feePaise
  const feeTransactionId = await insertTransaction(trx, {
    user_id: playerId,
    type: 'quiz_fee',
    amount_paise: quiz.pricePaise,
    status: 'completed',
    quiz_id: quiz.id,
    quiz_title: quiz.title,
  })
  const entries = [
    { accountId: await walletAccountId(trx, playerId), amountPaise: -quiz.pricePaise },
    { accountId: await systemAccountId(trx, 'platform_revenue'), amountPaise: feePaise },
  ]
  if (earningPaise > 0) {
    await insertTransaction(trx, {
      user_id: quiz.creatorId,
      type: 'quiz_earning',
      amount_paise: earningPaise,
      status: 'completed',
      quiz_id: quiz.id,
      quiz_title: quiz.title,
    })
    entries.push({ accountId: await walletAccountId(trx, quiz.creatorId), amountPaise: earningPaise })
  }
  try {
    await post(trx, { kind: 'quiz_purchase', walletTransactionId: feeTransactionId, entries })
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNPROCESSABLE') {
      throw new AppError('PAYMENT_REQUIRED', VALIDATION.insufficientBalance)
    }
    throw error
  }
}

/** Admin queue: requests waiting for review, oldest first. */
export async function listForReview(
  db: DB,
  filter: { status: WalletTransactionStatus; type?: 'payment' | 'withdrawal' | undefined; limit: number; offset: number },
) {
  let query = db
    .selectFrom('wallet_transactions')
    .innerJoin('users', 'users.id', 'wallet_transactions.user_id')
    .select([...TRANSACTION_COLUMNS.map((column) => `wallet_transactions.${column}` as const), 'users.username', 'users.email'])
    .where('wallet_transactions.status', '=', filter.status)
    .where('wallet_transactions.type', 'in', filter.type ? [filter.type] : ['payment', 'withdrawal'])
  query = query.orderBy('wallet_transactions.created_at', 'asc').orderBy('wallet_transactions.id', 'asc')
  const rows = await query.limit(filter.limit).offset(filter.offset).execute()
  return rows.map((row) => ({ ...toTransaction(row), user: { username: row.username, email: row.email } }))
}
