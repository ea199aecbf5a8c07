// Payments through the gateway: how many signed webhooks one instance verifies and credits per
// second on Postgres, and the CPU each costs this process, beside the manual top-up's approval in
// the same run. The gateway is the Razorpay stand-in on a loopback port; each webhook is a real
// payment.captured delivery (a fresh order, a captured payment), handled as the endpoint handles it
// (signature over the raw body, age, event id, the credit under the unique payment key), C at once.
//
//   node --import tsx bench/payments.ts [--webhooks 2000] [--concurrency 16]
//
// Prints progress on stderr and one JSON line on stdout.
import { checkLedger } from '#server/wallet/ledger-check'
import { createRazorpayGateway } from '#server/gateway/razorpay'
import { createLogger } from '#server/logger'
import { createMailer } from '#server/mail/outbox'
import { createTopUpOrder, handleWebhook } from '#server/wallet/gateway-service'
import { approveTransaction, requestAddFunds } from '#server/wallet/service'
import { STAND_IN_KEYS } from '#server/testing/gateway-suite'
import { type Delivery, startRazorpayStandIn } from '#server/testing/razorpay-stand-in'
import { benchArgs } from './lib/args'
import { round, runBench } from './lib/common'
import { benchUser, openAppDatabase, scratchTarget, seedUsers } from './lib/seed'

const { webhooks, concurrency } = benchArgs({ webhooks: 2_000, concurrency: 16 })
const log = (message: string) => process.stderr.write(`[payments] ${message}\n`)

/** Runs `work(i)` for 0..count-1, `concurrency` at a time; the wall time and this process's CPU. */
async function measure(count: number, work: (i: number) => Promise<unknown>) {
  let next = 0
  const cpu = process.cpuUsage()
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await work(next++)
    }),
  )
  const ms = performance.now() - started
  const used = process.cpuUsage(cpu)
  return { ms, perSecond: round((count / ms) * 1000, 1), cpuMsEach: round((used.user + used.system) / 1000 / count, 3) }
}

async function main() {
  const scratch = await scratchTarget('postgres', 'payments')
  const handle = await openAppDatabase(scratch.target)
  const standIn = await startRazorpayStandIn(STAND_IN_KEYS)
  const { db } = handle
  try {
    const gateway = createRazorpayGateway({
      ...STAND_IN_KEYS,
      apiUrl: standIn.url,
      payoutAccountNumber: undefined,
    })
    const deps = {
      mailer: createMailer({ isEnabled: false, logger: createLogger('silent') }),
      appOrigin: 'http://localhost',
    }
    const players = webhooks + 1
    await seedUsers(db, players)
    const admin = benchUser(players)

    log(`making ${webhooks} orders and their captured payments at the stand-in`)
    const deliveries: Delivery[] = []
    for (let i = 0; i < webhooks; i++) {
      const order = await createTopUpOrder(db, gateway, benchUser(i + 1).id, 10_000)
      deliveries.push((await standIn.capture(order.orderId, { webhook: false })).delivery)
    }
    log(`handling ${webhooks} webhooks, ${concurrency} at a time`)
    const credited = await measure(webhooks, (i) => {
      const delivery = deliveries[i]!
      const headers = new Headers({
        'x-razorpay-signature': delivery.signature,
        'x-razorpay-event-id': delivery.eventId,
      })
      return handleWebhook(db, deps, gateway, new TextEncoder().encode(delivery.body), headers)
    })

    log(`requesting and approving ${webhooks} manual top-ups, the approvals ${concurrency} at a time`)
    const requests: string[] = []
    for (let i = 0; i < webhooks; i++) {
      requests.push((await requestAddFunds(db, benchUser(i + 1).id, { amountPaise: 10_000, paymentMethod: 'upi' })).id)
    }
    const approved = await measure(webhooks, (i) => approveTransaction(db, deps, admin.id, requests[i]!))

    const breaches = await checkLedger(db)
    if (breaches.length) throw new Error(`ledger check failed:\n${breaches.join('\n')}`)
    process.stdout.write(
      `${JSON.stringify({
        webhooks,
        concurrency,
        webhook: { perSecond: credited.perSecond, cpuMsEach: credited.cpuMsEach },
        approval: { perSecond: approved.perSecond, cpuMsEach: approved.cpuMsEach },
      })}\n`,
    )
  } finally {
    await standIn.close()
    await handle.close()
    await scratch.dispose()
  }
}

runBench(main)
