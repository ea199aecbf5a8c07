import { sql } from 'kysely'
import type { DB } from '#server/db/index'
import { AppError } from '#server/errors'
import type { GatewayPayment, PaymentGateway } from '#server/gateway/port'
import { m } from '#shared/i18n'
import * as gatewayRepo from './gateway-repository'
import { requireGateway } from './gateway-service'

/**
 * The advisory lock's key: one reconciliation at a time across every instance on the database.
 * (Any number no other lock of this database uses.)
 */
const RECONCILIATION_LOCK = 7_164_107_332

/** The gateway refunds a payment authorised but not captured within 3 days; an order unpaid that long is done. */
const ORDER_EXPIRY_DAYS = 3

/** How far back the scheduled run looks: past the expiry, so an order that expired is reported once it has. */
export const SCHEDULED_PERIOD_DAYS = ORDER_EXPIRY_DAYS + 2

/** PGlite serves one process: a flag in it is the lock there. */
let runningHere = false

/**
 * Runs `work` only while no other reconciliation runs: on Postgres under a session advisory lock
 * held by a connection of its own (a killed instance's lock goes with its connection), on PGlite,
 * which one process opens, under a flag of this process. Null when another one holds it.
 */
async function underLock<T>(db: DB, driver: 'postgres' | 'pglite', work: () => Promise<T>): Promise<T | null> {
  if (driver === 'pglite') {
    if (runningHere) return null
    runningHere = true
    try {
      return await work()
    } finally {
      runningHere = false
    }
  }
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      locked: boolean
    }>`select pg_try_advisory_lock(${RECONCILIATION_LOCK}) as locked`.execute(connection)
    if (!rows[0]?.locked) return null
    try {
      return await work()
    } finally {
      await sql`select pg_advisory_unlock(${RECONCILIATION_LOCK})`.execute(connection)
    }
  })
}

export interface ReconciliationReport {
  id: string
  periodFrom: string
  periodTo: string
  startedAt: string
  finishedAt: string
  differences: Array<{
    id: string
    kind: gatewayRepo.DifferenceValues['kind']
    reference: string
    userId: string | null
    gatewayPaise: number | null
    ledgerPaise: number | null
    detail: string
    fixedAt: string | null
  }>
}

/**
 * Compares the gateway's payments, refunds and payouts of a period with our books and stores every
 * difference for the admins: paid but not credited, credited but not paid, amounts that differ,
 * orders left unpaid past the expiry, refunds and payouts whose state differs. It moves no money:
 * an admin fixes a missing credit (gateway-service creditMissingPayment). Null when another run holds
 * the lock.
 */
export async function runReconciliation(
  db: DB,
  driver: 'postgres' | 'pglite',
  gateway: PaymentGateway | null,
  options: { from: Date; to: Date; startedBy: string | null },
): Promise<ReconciliationReport | null> {
  const g = requireGateway(gateway)
  const startedAt = new Date()
  const runId = await underLock(db, driver, async () => {
    const differences = await compare(db, g, options.from, options.to)
    return db.transaction().execute(async (trx) => {
      const { id } = await gatewayRepo.insertRun(trx, {
        gateway: g.name,
        period_from: options.from,
        period_to: options.to,
        differences: differences.length,
        by_admin: options.startedBy !== null,
        started_at: startedAt,
      })
      await gatewayRepo.insertDifferences(trx, id, differences)
      return id
    })
  })
  return runId === null ? null : reportOf(db, runId)
}

/** The same, for an admin who asked: another run in progress is refused in words. */
export async function runReconciliationNow(
  db: DB,
  driver: 'postgres' | 'pglite',
  gateway: PaymentGateway | null,
  adminId: string,
) {
  const to = new Date()
  const from = new Date(to.getTime() - SCHEDULED_PERIOD_DAYS * 86_400_000)
  const report = await runReconciliation(db, driver, gateway, { from, to, startedBy: adminId })
  if (!report) throw new AppError('CONFLICT', m.payments_server_reconciliation_busy())
  return report
}

async function compare(db: DB, g: PaymentGateway, from: Date, to: Date): Promise<gatewayRepo.DifferenceValues[]> {
  const differences: gatewayRepo.DifferenceValues[] = []
  const [payments, refunds, payouts] = await Promise.all([
    g.listPayments({ from, to }),
    g.listRefunds({ from, to }),
    g.listPayouts({ from, to }),
  ])

  // Payments: every captured one of our orders is in the books at its amount.
  const paid = payments.filter((p) => p.status === 'captured' || p.status === 'refunded')
  const orders = new Map(
    (
      await gatewayRepo.ordersByGatewayIds(db, g.name, [
        ...new Set(paid.flatMap((p) => (p.orderId ? [p.orderId] : []))),
      ])
    ).map((order) => [order.order_id, order]),
  )
  const ourPaid = paid.filter((p) => p.orderId && orders.has(p.orderId))
  const recorded = new Map(
    (
      await gatewayRepo.paymentsByGatewayIds(
        db,
        g.name,
        ourPaid.map((p) => p.id),
      )
    ).map((row) => [row.payment_id, row]),
  )
  for (const payment of ourPaid) {
    const order = orders.get(payment.orderId!)!
    const row = recorded.get(payment.id)
    if (!row) {
      differences.push({
        kind: 'paid_not_credited',
        reference: payment.id,
        user_id: order.user_id,
        gateway_paise: payment.amountPaise,
        ledger_paise: 0,
        detail: `order ${order.order_id}`,
      })
    } else if (row.status === 'held' || row.credited_paise !== payment.amountPaise) {
      differences.push({
        kind: 'amount_differs',
        reference: payment.id,
        user_id: row.user_id,
        gateway_paise: payment.amountPaise,
        ledger_paise: row.credited_paise ?? 0,
        detail:
          row.status === 'held' ? `held: the order was for ${order.amount_paise} paise` : `order ${order.order_id}`,
      })
    }
  }

  // Credits of the period: each one's payment is captured at the gateway, at the amount credited.
  const byId = new Map<string, GatewayPayment>(payments.map((p) => [p.id, p]))
  for (const row of await gatewayRepo.paymentsCreatedBetween(db, g.name, from, to)) {
    if (row.status !== 'credited') continue
    let payment = byId.get(row.payment_id)
    // Captured on another day than it was credited: asked for by id.
    payment ??= await g.fetchPayment(row.payment_id).catch(() => undefined)
    if (!payment || (payment.status !== 'captured' && payment.status !== 'refunded')) {
      differences.push({
        kind: 'credited_not_paid',
        reference: row.payment_id,
        user_id: row.user_id,
        gateway_paise: payment ? 0 : null,
        ledger_paise: row.credited_paise,
        detail: payment ? `the gateway says ${payment.status}` : 'the gateway does not know it',
      })
    }
  }

  // Orders left unpaid past the expiry.
  const cutoff = new Date(Date.now() - ORDER_EXPIRY_DAYS * 86_400_000)
  for (const order of await gatewayRepo.unpaidOrdersBefore(db, g.name, from, to, cutoff)) {
    differences.push({
      kind: 'order_expired',
      reference: order.order_id,
      user_id: order.user_id,
      gateway_paise: null,
      ledger_paise: null,
      detail: `unpaid after ${ORDER_EXPIRY_DAYS} days`,
    })
  }

  // Refunds: the gateway's state is ours, and ours are all at the gateway.
  const ourRefunds = new Map(
    (
      await gatewayRepo.refundsByGatewayIds(
        db,
        refunds.map((r) => r.id),
      )
    ).map((r) => [r.refund_id, r]),
  )
  for (const refund of refunds) {
    const ours = ourRefunds.get(refund.id)
    if (!ours) {
      if (recorded.has(refund.paymentId) || (await gatewayRepo.findPaymentByGatewayId(db, g.name, refund.paymentId))) {
        differences.push({
          kind: 'refund_differs',
          reference: refund.id,
          user_id: null,
          gateway_paise: refund.amountPaise,
          ledger_paise: null,
          detail: 'a refund of our payment that our books lack',
        })
      }
    } else if (
      ours.amount_paise !== refund.amountPaise ||
      (refund.status !== 'pending' && ours.status !== refund.status)
    ) {
      differences.push({
        kind: 'refund_differs',
        reference: refund.id,
        user_id: null,
        gateway_paise: refund.amountPaise,
        ledger_paise: ours.amount_paise,
        detail: `the gateway says ${refund.status}, our books ${ours.status}`,
      })
    }
  }
  for (const ours of await gatewayRepo.refundsCreatedBetween(db, from, to)) {
    if (ours.refund_id && !refunds.some((r) => r.id === ours.refund_id)) {
      differences.push({
        kind: 'refund_differs',
        reference: ours.refund_id,
        user_id: null,
        gateway_paise: null,
        ledger_paise: ours.amount_paise,
        detail: 'a refund in our books the gateway does not list',
      })
    }
  }

  // Payouts: a processed payout paid its withdrawal, a failed or reversed one did not.
  const withdrawals = new Map(
    (
      await gatewayRepo.payoutsByWithdrawalIds(
        db,
        payouts.flatMap((p) => (p.referenceId ? [p.referenceId] : [])).filter((id) => /^[0-9a-f-]{36}$/i.test(id)),
      )
    ).map((row) => [row.withdrawal_id, row]),
  )
  for (const payout of payouts) {
    const ours = payout.referenceId ? withdrawals.get(payout.referenceId) : undefined
    if (!ours) continue
    const expected =
      payout.status === 'processed'
        ? 'completed'
        : payout.status === 'failed' || payout.status === 'reversed'
          ? 'failed'
          : 'pending'
    if (ours.withdrawal_status !== expected || ours.amount_paise !== payout.amountPaise) {
      differences.push({
        kind: 'payout_differs',
        reference: payout.id,
        user_id: ours.user_id,
        gateway_paise: payout.amountPaise,
        ledger_paise: ours.amount_paise,
        detail: `the gateway says ${payout.status}, the withdrawal is ${ours.withdrawal_status}`,
      })
    }
  }
  return differences
}

async function reportOf(db: DB, runId: string): Promise<ReconciliationReport> {
  const run = await gatewayRepo.findRun(db, runId)
  const rows = await gatewayRepo.differencesOf(db, runId)
  return {
    id: run.id,
    periodFrom: run.period_from.toISOString(),
    periodTo: run.period_to.toISOString(),
    startedAt: run.started_at.toISOString(),
    finishedAt: run.finished_at.toISOString(),
    differences: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      reference: row.reference,
      userId: row.user_id,
      gatewayPaise: row.gateway_paise,
      ledgerPaise: row.ledger_paise,
      detail: row.detail,
      fixedAt: row.fixed_at?.toISOString() ?? null,
    })),
  }
}

/** The latest run's report, or null before the first. */
export async function latestReconciliation(db: DB): Promise<ReconciliationReport | null> {
  const run = await gatewayRepo.latestRun(db)
  return run ? reportOf(db, run.id) : null
}

/** A difference of kind paid_not_credited, by its id: what the admin's fix credits. */
export async function missingCreditOf(db: DB, differenceId: string) {
  const difference = await gatewayRepo.findDifference(db, differenceId)
  if (!difference) throw new AppError('NOT_FOUND', m.payments_server_difference_not_found())
  if (difference.kind !== 'paid_not_credited')
    throw new AppError('CONFLICT', m.payments_server_difference_not_fixable())
  return difference.reference
}
