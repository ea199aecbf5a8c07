import { sql } from 'kysely'
import type { WalletTransactionStatus, WalletTransactionType } from '#db/schema'
import type { DB } from '#server/db/index'

/** A wallet transaction's columns, as its owner and the admins read it. */
export const TRANSACTION_COLUMNS = [
  'id',
  'user_id',
  'type',
  'amount_paise',
  'status',
  'payment_method',
  'upi_transaction_id',
  'payment_reference',
  'gateway_reference',
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

export function findTransaction(db: DB, id: string) {
  return db.selectFrom('wallet_transactions').select(TRANSACTION_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow()
}

export type TransactionRow = Awaited<ReturnType<typeof findTransaction>>

/** Whose transaction it is, what kind, and how much: what a settlement checks before it moves. */
export function findTransactionParty(db: DB, id: string) {
  return db
    .selectFrom('wallet_transactions')
    .select(['type', 'status', 'user_id', 'amount_paise'])
    .where('id', '=', id)
    .executeTakeFirst()
}

export async function insertTransaction(
  trx: DB,
  values: {
    user_id: string
    type: WalletTransactionType
    amount_paise: number
    status: WalletTransactionStatus
    payment_method?: string | null
    upi_transaction_id?: string | null
    payment_reference?: string | null
    gateway_reference?: string | null
    upi_id?: string | null
    note?: string | null
    reason?: string | null
    quiz_id?: string | null
    quiz_title?: string | null
    reviewed_by?: string | null
    reviewed_at?: Date | null
  },
): Promise<string> {
  const { id } = await trx.insertInto('wallet_transactions').values(values).returning('id').executeTakeFirstOrThrow()
  return id
}

/** The cached balance of the user's wallet: 0 before their first posting. */
export async function balanceOf(db: DB, userId: string): Promise<number> {
  const account = await db
    .selectFrom('ledger_accounts')
    .select('balance_paise')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return account?.balance_paise ?? 0
}

/** The balance of one ledger account, by its id. */
export async function accountBalance(db: DB, accountId: string): Promise<number> {
  const { balance_paise } = await db
    .selectFrom('ledger_accounts')
    .select('balance_paise')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow()
  return balance_paise
}

/** The wallet screen's totals: what the user earned and spent, and what waits for an admin. */
export async function walletTotals(db: DB, userId: string) {
  const totals = await db
    .selectFrom('wallet_transactions')
    .select([
      sql<string>`coalesce(sum(amount_paise) filter (where type = 'quiz_earning' and status = 'completed'), 0)::int8`.as(
        'earned',
      ),
      sql<string>`coalesce(sum(amount_paise) filter (where type = 'quiz_fee' and status = 'completed'), 0)::int8`.as(
        'spent',
      ),
      sql<string>`coalesce(sum(amount_paise) filter (where type = 'payment' and status = 'pending'), 0)::int8`.as(
        'pending_in',
      ),
      sql<string>`coalesce(sum(amount_paise) filter (where type = 'withdrawal' and status = 'pending'), 0)::int8`.as(
        'pending_out',
      ),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return {
    earned: Number(totals.earned),
    spent: Number(totals.spent),
    pendingIn: Number(totals.pending_in),
    pendingOut: Number(totals.pending_out),
  }
}

/** One page of a user's transactions, optionally of one status or type. */
export interface TransactionPage {
  limit: number
  offset: number
  status?: WalletTransactionStatus | undefined
  type?: WalletTransactionType | undefined
}

/** A user's transactions, newest first. */
export function listTransactions(db: DB, userId: string, page: TransactionPage) {
  let query = db.selectFrom('wallet_transactions').select(TRANSACTION_COLUMNS).where('user_id', '=', userId)
  if (page.status) query = query.where('status', '=', page.status)
  if (page.type) query = query.where('type', '=', page.type)
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute()
}

/**
 * Moves a pending request to its final status, only if it is pending still (and, with `userId`,
 * only if it is that user's): the conditional update is the lock. Undefined when it did not move.
 */
export function settlePending(
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
  return query.returning(TRANSACTION_COLUMNS).executeTakeFirst()
}

/** A user named the way people name each other: by username or email (or, over REST, by id). */
export function findUserByRef(db: DB, ref: { userId?: string | undefined; user?: string | undefined }) {
  let query = db.selectFrom('users').select(['id', 'username', 'email', 'role'])
  if (ref.userId) query = query.where('id', '=', ref.userId)
  else {
    const name = (ref.user ?? '').trim().toLowerCase()
    query = query.where((eb) => eb(eb.fn('lower', [name.includes('@') ? 'email' : 'username']), '=', name))
  }
  return query.executeTakeFirst()
}

/** The admins' queue: requests of one status, oldest first, with who made them. */
export function listRequests(
  db: DB,
  filter: {
    status: WalletTransactionStatus
    type?: 'payment' | 'withdrawal' | undefined
    limit: number
    offset: number
  },
) {
  return db
    .selectFrom('wallet_transactions')
    .innerJoin('users', 'users.id', 'wallet_transactions.user_id')
    .select([
      ...TRANSACTION_COLUMNS.map((column) => `wallet_transactions.${column}` as const),
      'users.username',
      'users.email',
    ])
    .where('wallet_transactions.status', '=', filter.status)
    .where('wallet_transactions.type', 'in', filter.type ? [filter.type] : ['payment', 'withdrawal'])
    .orderBy('wallet_transactions.created_at', 'asc')
    .orderBy('wallet_transactions.id', 'asc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute()
}

/** Whether the user's address is proven (a withdrawal needs it while mail is on). */
export function findEmailVerification(db: DB, userId: string) {
  return db.selectFrom('users').select('email_verified_at').where('id', '=', userId).executeTakeFirst()
}
