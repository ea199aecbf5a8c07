import { sql } from 'kysely'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '#server/db/index'
import { gatewaySuite } from '#server/testing/gateway-suite'
import { openTestDatabase } from '#server/testing/harness'
import type { SignedInUser } from '#server/testing/fixtures'
import { m } from '#shared/i18n'
import { checkLedger } from './ledger-check'
import { runReconciliation } from './reconciliation-service'
import * as wallet from './service'

/**
 * Reconciliation (issue 37): the gateway's payments, refunds and payouts against the ledger, under
 * one lock for every instance; it reports and never moves money, and an admin fixes a missing credit.
 */
let database: (DatabaseHandle & { url?: string }) | undefined
const suite = gatewaySuite({
  database: async () => {
    database = await openTestDatabase()
    return database
  },
})
/** A second instance's own connection pool on the same Postgres database (PGlite is one process's). */
let second: DatabaseHandle | undefined
afterAll(() => second?.close())

afterEach(async () => {
  await suite.standIn.settled()
  expect(await checkLedger(suite.h.db)).toEqual([])
})

const balanceOf = async (userId: string) => (await wallet.getWalletSummary(suite.h.db, userId)).balancePaise

async function order(player: SignedInUser, rupees: number) {
  const answer = await player.client.post('/api/v1/wallet/orders', { amount: rupees })
  expect(answer.status, answer.text).toBe(201)
  return answer.json.data.order.orderId as string
}

const runNow = () => suite.admin.caller.admin.wallet.runReconciliation()

describe('reconciliation', () => {
  it('reports nothing on clean books: credited top-ups, a refund, a paid and a reversed payout, an unpaid order', async () => {
    const player = await suite.player()
    await suite.standIn.capture(await order(player, 1_000))
    await order(player, 50)
    const [payment] = await suite.admin.caller.admin.wallet.gatewayPayments({ limit: 1, offset: 0 })
    await suite.admin.caller.admin.wallet.refundPayment({
      id: payment!.id,
      amountPaise: 10_000,
      reason: 'Asked for',
      idempotencyKey: crypto.randomUUID(),
    })
    for (const outcome of ['processed', 'reversed'] as const) {
      const withdrawal = await player.client.post('/api/v1/wallet/withdraw', { amount: 100, upiId: 'asha@okaxis' })
      suite.standIn.setPayoutOutcome(outcome)
      await suite.admin.caller.admin.wallet.payByGateway({ id: withdrawal.json.data.transaction._id })
      await suite.standIn.settled()
    }
    suite.standIn.setPayoutOutcome('processed')
    const report = await runNow()
    expect(report.differences).toEqual([])
    expect(await suite.admin.caller.admin.wallet.reconciliation()).toMatchObject({ id: report.id, differences: [] })
  })

  it('finds a captured payment missing from the wallet; the admin’s fix credits it once, audited', async () => {
    const player = await suite.player()
    const { payment } = await suite.standIn.capture(await order(player, 123), { webhook: false })
    const report = await runNow()
    expect(report.differences).toEqual([
      expect.objectContaining({
        kind: 'paid_not_credited',
        reference: payment.id,
        userId: player.id,
        gatewayPaise: 12_300,
        ledgerPaise: 0,
        fixedAt: null,
      }),
    ])
    // The job itself moved nothing.
    expect(await balanceOf(player.id)).toBe(0)
    const id = report.differences[0]!.id
    const [first, again] = await Promise.all([
      suite.admin.caller.admin.wallet.fixMissingCredit({ id }),
      suite.admin.caller.admin.wallet.fixMissingCredit({ id }),
    ])
    expect(first.status).toBe('credited')
    expect(again.transaction?.id).toBe(first.transaction?.id)
    expect(await balanceOf(player.id)).toBe(12_300)
    const audit = await suite.admin.caller.admin.audit.list({ limit: 50, offset: 0, action: 'payment.credit_missing' })
    expect(JSON.stringify(audit).split(payment.id).length - 1).toBeGreaterThanOrEqual(1)
    const fixed = await suite.admin.caller.admin.wallet.reconciliation()
    expect(fixed?.differences[0]?.fixedAt).not.toBeNull()
    expect((await runNow()).differences).toEqual([])
    // The webhook that comes late finds it credited.
    await suite.standIn.deliver(suite.standIn.event('payment.captured', { payment }))
    expect(await balanceOf(player.id)).toBe(12_300)
  })

  it('refuses to fix a difference that is not a missing credit', async () => {
    const player = await suite.player()
    const orderId = await order(player, 20)
    await sql`update gateway_orders set created_at = now() - interval '4 days' where order_id = ${orderId}`.execute(
      suite.h.db,
    )
    const report = await runNow()
    const expired = report.differences.find((d) => d.reference === orderId)
    expect(expired).toMatchObject({ kind: 'order_expired', userId: player.id })
    await expect(suite.admin.caller.admin.wallet.fixMissingCredit({ id: expired!.id })).rejects.toThrow(
      m.payments_server_difference_not_fixable(),
    )
    await sql`update gateway_orders set created_at = now() where order_id = ${orderId}`.execute(suite.h.db)
  })

  it('never runs on two instances at once', async () => {
    const db = suite.h.db
    if (suite.h.driver === 'postgres')
      second = await openDatabase({ kind: 'postgres', url: database!.url!, poolSize: 2 })
    const other = second?.db ?? db
    const period = { from: new Date(Date.now() - 86_400_000), to: new Date(), startedBy: null }
    const release = suite.standIn.holdLists()
    const calls = suite.standIn.listCalls
    const first = runReconciliation(db, suite.h.driver, suite.h.deps.gateway, period)
    // The first run is inside the gateway's answer, holding the lock.
    while (suite.standIn.listCalls === calls) await new Promise((resolve) => setImmediate(resolve))
    expect(await runReconciliation(other, suite.h.driver, suite.h.deps.gateway, period)).toBeNull()
    await expect(suite.admin.caller.admin.wallet.runReconciliation()).rejects.toThrow(
      m.payments_server_reconciliation_busy(),
    )
    release()
    expect(await first).toMatchObject({ differences: [] })
    // Once it has finished, the other instance runs.
    expect(await runReconciliation(other, suite.h.driver, suite.h.deps.gateway, period)).not.toBeNull()
  })
})
