import { sql } from 'kysely'
import type { DB } from '#server/db/index'
import type { GatewayPayoutStatus } from '#server/gateway/port'

export function insertOrder(
  db: DB,
  values: { gateway: string; order_id: string; user_id: string; amount_paise: number },
) {
  return db.insertInto('gateway_orders').values(values).returning(['id', 'created_at']).executeTakeFirstOrThrow()
}

export function findOrder(db: DB, gateway: string, orderId: string) {
  return db
    .selectFrom('gateway_orders')
    .selectAll()
    .where('gateway', '=', gateway)
    .where('order_id', '=', orderId)
    .executeTakeFirst()
}

export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>

export function markOrderPaid(db: DB, id: string) {
  return db.updateTable('gateway_orders').set({ status: 'paid' }).where('id', '=', id).execute()
}

/**
 * Claims the payment's key: the one row per (gateway, payment id). Undefined when it was claimed
 * already; a concurrent claim waits here until the first one's transaction ends.
 */
export function claimPayment(
  db: DB,
  values: {
    gateway: string
    payment_id: string
    order_id: string
    user_id: string
    amount_paise: number
    status: 'credited' | 'held'
    method: string | null
    source: string
  },
) {
  return db
    .insertInto('gateway_payments')
    .values(values)
    .onConflict((oc) => oc.constraint('gateway_payments_payment_key').doNothing())
    .returning('id')
    .executeTakeFirst()
}

export function findPaymentByGatewayId(db: DB, gateway: string, paymentId: string) {
  return db
    .selectFrom('gateway_payments')
    .selectAll()
    .where('gateway', '=', gateway)
    .where('payment_id', '=', paymentId)
    .executeTakeFirst()
}

export function findPayment(db: DB, id: string) {
  return db.selectFrom('gateway_payments').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The payment's row, locked until the transaction ends: refunds of one payment take turns. */
export function lockPayment(db: DB, id: string) {
  return db.selectFrom('gateway_payments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

export function setPaymentCredit(db: DB, id: string, walletTransactionId: string) {
  return db
    .updateTable('gateway_payments')
    .set({ wallet_transaction_id: walletTransactionId, updated_at: new Date() })
    .where('id', '=', id)
    .execute()
}

/** A held payment credited by an admin: only while it is held, so two admins credit it once. */
export function releaseHeld(db: DB, id: string) {
  return db
    .updateTable('gateway_payments')
    .set({ status: 'credited', updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'held')
    .returning(['id', 'user_id', 'amount_paise', 'payment_id'])
    .executeTakeFirst()
}

export function addRefunded(db: DB, id: string, amountPaise: number) {
  return db
    .updateTable('gateway_payments')
    .set({ refunded_paise: sql<number>`refunded_paise + ${amountPaise}::bigint`, updated_at: new Date() })
    .where('id', '=', id)
    .execute()
}

/** The admin's list: newest first, with who paid. */
export function listPayments(
  db: DB,
  page: { limit: number; offset: number; status?: 'credited' | 'held' | undefined },
) {
  let query = db
    .selectFrom('gateway_payments as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .innerJoin('gateway_orders as o', 'o.id', 'p.order_id')
    .select([
      'p.id',
      'p.payment_id',
      'p.user_id',
      'u.username',
      'p.amount_paise',
      'o.amount_paise as ordered_paise',
      'o.order_id',
      'p.refunded_paise',
      'p.status',
      'p.method',
      'p.source',
      'p.created_at',
    ])
  if (page.status) query = query.where('p.status', '=', page.status)
  return query.orderBy('p.created_at', 'desc').orderBy('p.id').limit(page.limit).offset(page.offset).execute()
}

export function insertRefund(
  db: DB,
  values: {
    payment_id: string
    amount_paise: number
    wallet_transaction_id: string
    reason: string
    requested_by: string
  },
) {
  return db
    .insertInto('gateway_refunds')
    .values({ ...values, status: 'pending' })
    .returning('id')
    .executeTakeFirstOrThrow()
}

export function findRefund(db: DB, id: string) {
  return db
    .selectFrom('gateway_refunds as r')
    .innerJoin('gateway_payments as p', 'p.id', 'r.payment_id')
    .select([
      'r.id',
      'r.refund_id',
      'r.amount_paise',
      'r.status',
      'r.wallet_transaction_id',
      'r.payment_id',
      'p.payment_id as gateway_payment_id',
      'p.user_id',
    ])
    .where('r.id', '=', id)
    .executeTakeFirst()
}

export function findRefundByGatewayId(db: DB, refundId: string) {
  return db.selectFrom('gateway_refunds').select('id').where('refund_id', '=', refundId).executeTakeFirst()
}

export function setRefundId(db: DB, id: string, refundId: string) {
  return db
    .updateTable('gateway_refunds')
    .set({ refund_id: refundId, updated_at: new Date() })
    .where('id', '=', id)
    .where('refund_id', 'is', null)
    .execute()
}

/** Moves a pending refund to its outcome, once: the conditional update is the lock. */
export function settleRefund(db: DB, id: string, to: 'processed' | 'failed') {
  return db
    .updateTable('gateway_refunds')
    .set({ status: to, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(['id', 'payment_id', 'amount_paise', 'wallet_transaction_id'])
    .executeTakeFirst()
}

export function listRefunds(db: DB, page: { limit: number; offset: number }) {
  return db
    .selectFrom('gateway_refunds as r')
    .innerJoin('gateway_payments as p', 'p.id', 'r.payment_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'r.id',
      'r.refund_id',
      'p.payment_id',
      'u.username',
      'r.amount_paise',
      'r.status',
      'r.reason',
      'r.created_at',
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
}

/** A withdrawal's payout, claimed once: undefined when it was claimed before. */
export function claimPayout(
  db: DB,
  values: { withdrawal_id: string; gateway: string; amount_paise: number; requested_by: string },
) {
  return db
    .insertInto('gateway_payouts')
    .values({ ...values, status: 'requested' })
    .onConflict((oc) => oc.column('withdrawal_id').doNothing())
    .returning('withdrawal_id')
    .executeTakeFirst()
}

export function findPayout(db: DB, withdrawalId: string) {
  return db.selectFrom('gateway_payouts').selectAll().where('withdrawal_id', '=', withdrawalId).executeTakeFirst()
}

export function findPayoutByGatewayId(db: DB, payoutId: string) {
  return db.selectFrom('gateway_payouts').selectAll().where('payout_id', '=', payoutId).executeTakeFirst()
}

/**
 * Moves a payout to a later state, only from the states named: a state reached once is never
 * reached again, so what it does to the wallet happens once. Undefined when it did not move.
 */
export function advancePayout(
  db: DB,
  withdrawalId: string,
  to: GatewayPayoutStatus | 'requested',
  from: ReadonlyArray<GatewayPayoutStatus | 'requested'>,
  extra: { payout_id?: string; utr?: string | null; failure_reason?: string | null } = {},
) {
  return db
    .updateTable('gateway_payouts')
    .set({ status: to, updated_at: new Date(), ...extra })
    .where('withdrawal_id', '=', withdrawalId)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst()
}

export function setPayoutId(db: DB, withdrawalId: string, payoutId: string) {
  return db
    .updateTable('gateway_payouts')
    .set({ payout_id: payoutId, updated_at: new Date() })
    .where('withdrawal_id', '=', withdrawalId)
    .where('payout_id', 'is', null)
    .execute()
}

export function listPayouts(db: DB, page: { limit: number; offset: number }) {
  return db
    .selectFrom('gateway_payouts as g')
    .innerJoin('wallet_transactions as w', 'w.id', 'g.withdrawal_id')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .select([
      'g.withdrawal_id',
      'g.payout_id',
      'u.username',
      'w.upi_id',
      'g.amount_paise',
      'g.status',
      'g.utr',
      'g.failure_reason',
      'g.created_at',
    ])
    .orderBy('g.created_at', 'desc')
    .orderBy('g.withdrawal_id')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
}

/** Whether the delivery was seen before; the first sight is recorded with the transaction that acts on it. */
export async function recordWebhookEvent(db: DB, values: { gateway: string; event_id: string; event: string }) {
  const row = await db
    .insertInto('gateway_webhook_events')
    .values(values)
    .onConflict((oc) => oc.columns(['gateway', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst()
  return row !== undefined
}

/** Deliveries older than the oldest a webhook may be: the age check refuses those on its own. */
export function forgetWebhookEvents(db: DB, olderThanHours: number) {
  return db
    .deleteFrom('gateway_webhook_events')
    .where('received_at', '<', sql<Date>`now() - make_interval(hours => ${olderThanHours})`)
    .execute()
}

/** A wallet transaction's gateway reference, once the gateway has named its money. */
export function setGatewayReference(db: DB, walletTransactionId: string, reference: string) {
  return db
    .updateTable('wallet_transactions')
    .set({ gateway_reference: reference, updated_at: new Date() })
    .where('id', '=', walletTransactionId)
    .execute()
}

/**
 * A paid withdrawal whose payout came back: completed becomes failed with the reason, once (the
 * conditional update is the lock).
 */
export function reverseCompletedWithdrawal(db: DB, id: string, reason: string) {
  return db
    .updateTable('wallet_transactions')
    .set({ status: 'failed', reason_for_rejection: reason, updated_at: new Date() })
    .where('id', '=', id)
    .where('type', '=', 'withdrawal')
    .where('status', '=', 'completed')
    .returning(['id', 'user_id', 'amount_paise'])
    .executeTakeFirst()
}

/** A gateway's payments we hold, each with what it credited (none while held or unpaid). */
function paymentsWithCredits(db: DB, gateway: string) {
  return db
    .selectFrom('gateway_payments as p')
    .leftJoin('wallet_transactions as w', 'w.id', 'p.wallet_transaction_id')
    .select(['p.id', 'p.payment_id', 'p.user_id', 'p.amount_paise', 'p.status', 'w.amount_paise as credited_paise'])
    .where('p.gateway', '=', gateway)
}

/** Gateway payments we hold for the period, for reconciliation. */
export function paymentsCreatedBetween(db: DB, gateway: string, from: Date, to: Date) {
  return paymentsWithCredits(db, gateway).where('p.created_at', '>=', from).where('p.created_at', '<', to).execute()
}

export function paymentsByGatewayIds(db: DB, gateway: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([])
  return paymentsWithCredits(db, gateway).where('p.payment_id', 'in', ids).execute()
}

export function ordersByGatewayIds(db: DB, gateway: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .selectFrom('gateway_orders')
    .select(['id', 'order_id', 'user_id', 'amount_paise'])
    .where('gateway', '=', gateway)
    .where('order_id', 'in', ids)
    .execute()
}

/** Orders of the period left unpaid for longer than the gateway keeps an authorisation. */
export function unpaidOrdersBefore(db: DB, gateway: string, from: Date, to: Date, cutoff: Date) {
  return db
    .selectFrom('gateway_orders')
    .select(['id', 'order_id', 'user_id', 'amount_paise'])
    .where('gateway', '=', gateway)
    .where('status', '=', 'created')
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .where('created_at', '<', cutoff)
    .execute()
}

export function refundsCreatedBetween(db: DB, from: Date, to: Date) {
  return db
    .selectFrom('gateway_refunds')
    .select(['id', 'refund_id', 'amount_paise', 'status'])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .execute()
}

export function refundsByGatewayIds(db: DB, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .selectFrom('gateway_refunds')
    .select(['id', 'refund_id', 'amount_paise', 'status'])
    .where('refund_id', 'in', ids)
    .execute()
}

export function payoutsByWithdrawalIds(db: DB, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .selectFrom('gateway_payouts as g')
    .innerJoin('wallet_transactions as w', 'w.id', 'g.withdrawal_id')
    .select([
      'g.withdrawal_id',
      'g.payout_id',
      'g.amount_paise',
      'g.status',
      'w.status as withdrawal_status',
      'w.user_id',
    ])
    .where('g.withdrawal_id', 'in', ids)
    .execute()
}

export function insertRun(
  db: DB,
  values: {
    gateway: string
    period_from: Date
    period_to: Date
    differences: number
    by_admin: boolean
    started_at: Date
  },
) {
  return db.insertInto('reconciliation_runs').values(values).returning('id').executeTakeFirstOrThrow()
}

export interface DifferenceValues {
  kind:
    'paid_not_credited' | 'credited_not_paid' | 'amount_differs' | 'order_expired' | 'refund_differs' | 'payout_differs'
  reference: string
  user_id: string | null
  gateway_paise: number | null
  ledger_paise: number | null
  detail: string
}

export function insertDifferences(db: DB, runId: string, rows: DifferenceValues[]) {
  if (rows.length === 0) return Promise.resolve()
  return db
    .insertInto('reconciliation_differences')
    .values(rows.map((row) => ({ ...row, run_id: runId })))
    .execute()
    .then(() => undefined)
}

export function latestRun(db: DB) {
  return db
    .selectFrom('reconciliation_runs')
    .selectAll()
    .orderBy('finished_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
}

export function findRun(db: DB, id: string) {
  return db.selectFrom('reconciliation_runs').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

export function differencesOf(db: DB, runId: string) {
  return db
    .selectFrom('reconciliation_differences')
    .selectAll()
    .where('run_id', '=', runId)
    .orderBy('kind')
    .orderBy('reference')
    .execute()
}

export function findDifference(db: DB, id: string) {
  return db.selectFrom('reconciliation_differences').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Marks every open difference about this reference fixed, in every run that reported it. */
export function markFixed(db: DB, reference: string, adminId: string) {
  return db
    .updateTable('reconciliation_differences')
    .set({ fixed_at: new Date(), fixed_by: adminId })
    .where('reference', '=', reference)
    .where('kind', '=', 'paid_not_credited')
    .where('fixed_at', 'is', null)
    .execute()
}
