import { createHmac, randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { gatewaySuite, STAND_IN_KEYS } from '#server/testing/gateway-suite'
import type { SignedInUser } from '#server/testing/fixtures'
import { m } from '#shared/i18n'
import { checkLedger } from './ledger-check'
import { RAZORPAY_WEBHOOK_PATH } from './schemas'
import * as wallet from './service'

/**
 * Top-ups, refunds and payouts through the payment gateway, against a stand-in that speaks
 * Razorpay's HTTP API and signs its webhooks as Razorpay does (issue 37).
 */
const suite = gatewaySuite()

afterEach(async () => {
  await suite.standIn.settled()
  expect(await checkLedger(suite.h.db)).toEqual([])
})

const balanceOf = async (userId: string) => (await wallet.getWalletSummary(suite.h.db, userId)).balancePaise

async function order(player: SignedInUser, rupees: number) {
  const answer = await player.client.post('/api/v1/wallet/orders', { amount: rupees })
  expect(answer.status, answer.text).toBe(201)
  expect(answer.json.data.order).toMatchObject({ amount: rupees, currency: 'INR', keyId: STAND_IN_KEYS.keyId })
  return answer.json.data.order.orderId as string
}

/** Posts a body to the webhook endpoint over HTTP, as the gateway would, with the headers given. */
function postWebhook(body: string, headers: Record<string, string>) {
  return fetch(`${suite.base}${RAZORPAY_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })
}

const hmac = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex')

describe('a top-up through the gateway', () => {
  it('credits the wallet from the checkout’s callback, once, and the webhook after it changes nothing', async () => {
    const player = await suite.player()
    const orderId = await order(player, 250.5)
    const { payment, delivery, signature } = await suite.standIn.capture(orderId, { webhook: false })
    const verify = await player.client.post(`/api/v1/wallet/orders/${orderId}/verify`, {
      paymentId: payment.id,
      signature,
    })
    expect(verify.status, verify.text).toBe(200)
    expect(verify.json).toMatchObject({
      message: m.payments_server_credited(),
      data: { status: 'credited', transaction: { type: 'payment', status: 'completed', gatewayReference: payment.id } },
    })
    expect(await balanceOf(player.id)).toBe(25_050)
    await suite.standIn.deliver(delivery)
    expect(delivery.status).toBe(200)
    const again = await player.client.post(`/api/v1/wallet/orders/${orderId}/verify`, {
      paymentId: payment.id,
      signature,
    })
    expect(again.json.data.status).toBe('credited')
    expect(await balanceOf(player.id)).toBe(25_050)
    const list = await player.client.get('/api/v1/wallet/transactions')
    expect(list.json.data.transactions).toHaveLength(1)
    expect(list.json.data.transactions[0]).toMatchObject({ gatewayReference: payment.id, amount: 250.5 })
  })

  it('credits from the webhook alone, with no callback and no admin', async () => {
    const player = await suite.player()
    const orderId = await order(player, 40)
    const { delivery } = await suite.standIn.capture(orderId)
    expect(delivery.status).toBe(200)
    expect(await balanceOf(player.id)).toBe(4_000)
    const notices = await player.caller.notifications.list({ limit: 10, offset: 0 })
    expect(JSON.stringify(notices)).toContain(m.funds_notices_credited_title())
  })

  it('keeps the manual minimum and refuses another player’s order, a wrong signature and another order’s payment', async () => {
    const player = await suite.player()
    const small = await player.client.post('/api/v1/wallet/orders', { amount: 9.99 })
    expect(small.status).toBe(400)
    expect(small.json.message).toContain(m.validation_min_add_funds())
    const orderId = await order(player, 20)
    const other = await order(player, 30)
    const { payment, signature } = await suite.standIn.capture(orderId, { webhook: false })
    const stranger = await suite.player()
    const notTheirs = await stranger.client.post(`/api/v1/wallet/orders/${orderId}/verify`, {
      paymentId: payment.id,
      signature,
    })
    expect(notTheirs.status).toBe(404)
    const tampered = signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0')
    const bad = await player.client.post(`/api/v1/wallet/orders/${orderId}/verify`, {
      paymentId: payment.id,
      signature: tampered,
    })
    expect(bad.status).toBe(400)
    expect(bad.json.message).toBe(m.payments_server_bad_signature())
    // The signature holds for the order it was made for, never for another one the browser names.
    const swapped = await player.client.post(`/api/v1/wallet/orders/${other}/verify`, {
      paymentId: payment.id,
      signature,
    })
    expect(swapped.status).toBe(400)
    const byKeySecretOfAnother = hmac('not-the-key-secret', `${orderId}|${payment.id}`)
    const wrongSecret = await player.client.post(`/api/v1/wallet/orders/${orderId}/verify`, {
      paymentId: payment.id,
      signature: byKeySecretOfAnother,
    })
    expect(wrongSecret.status).toBe(400)
    expect(await balanceOf(player.id)).toBe(0)
    const malformed = await player.client.post('/api/v1/wallet/orders/not-an-order/verify', {
      paymentId: payment.id,
      signature,
    })
    expect(malformed.status).toBe(400)
    expect(malformed.json.message).not.toMatch(/orderId|paymentId/)
  })

  it('holds a payment whose amount differs from the order for an admin, who credits what arrived, once', async () => {
    const player = await suite.player()
    const orderId = await order(player, 100)
    const { payment, signature } = await suite.standIn.capture(orderId, { amountPaise: 9_000 })
    expect(await balanceOf(player.id)).toBe(0)
    const verify = await player.client.post(`/api/v1/wallet/orders/${orderId}/verify`, {
      paymentId: payment.id,
      signature,
    })
    expect(verify.json.data).toEqual({ status: 'held', transaction: null })
    const held = await suite.admin.caller.admin.wallet.gatewayPayments({ limit: 10, offset: 0, status: 'held' })
    const row = held.find((p) => p.paymentId === payment.id)!
    expect(row).toMatchObject({ amountPaise: 9_000, orderedPaise: 10_000 })
    const credited = await suite.admin.caller.admin.wallet.creditHeld({ id: row.id })
    expect(credited).toMatchObject({ amountPaise: 9_000, gatewayReference: payment.id })
    await expect(suite.admin.caller.admin.wallet.creditHeld({ id: row.id })).rejects.toThrow(
      m.payments_server_not_held(),
    )
    expect(await balanceOf(player.id)).toBe(9_000)
  })

  it('credits once under a parallel storm of webhooks and callbacks', async () => {
    const player = await suite.player()
    const orderId = await order(player, 75)
    const { payment, delivery, signature } = await suite.standIn.capture(orderId, { webhook: false })
    // The same delivery ten times, ten deliveries of their own of the same payment, ten callbacks.
    const fresh = Array.from({ length: 10 }, () => suite.standIn.event('payment.captured', { payment: { ...payment } }))
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => suite.standIn.redeliver(delivery)),
      ...fresh.map((one) => suite.standIn.deliver(one)),
      ...Array.from({ length: 10 }, () =>
        player.client.post(`/api/v1/wallet/orders/${orderId}/verify`, { paymentId: payment.id, signature }),
      ),
    ])
    for (const answer of answers) expect(answer.status).toBe(200)
    expect(await balanceOf(player.id)).toBe(7_500)
    const payments = await suite.admin.caller.admin.wallet.gatewayPayments({ limit: 100, offset: 0 })
    expect(payments.filter((p) => p.paymentId === payment.id)).toHaveLength(1)
  })
})

describe('the webhook’s signature', () => {
  async function captured() {
    const player = await suite.player()
    const orderId = await order(player, 60)
    const made = await suite.standIn.capture(orderId, { webhook: false })
    return { player, ...made }
  }

  it('refuses a changed byte, a wrong secret, a body parsed and written again, and no signature, in words', async () => {
    const { player, delivery } = await captured()
    const headers = { 'x-razorpay-signature': delivery.signature, 'x-razorpay-event-id': delivery.eventId }
    const changed = delivery.body.replace('"amount":6000', '"amount":6001')
    expect(changed).not.toBe(delivery.body)
    const refusals = [
      await postWebhook(changed, headers),
      await postWebhook(delivery.body, { ...headers, 'x-razorpay-signature': hmac('wrong-secret', delivery.body) }),
      await postWebhook(JSON.stringify(JSON.parse(delivery.body), null, 2), headers),
    ]
    for (const refusal of refusals) {
      expect(refusal.status).toBe(400)
      expect(((await refusal.json()) as { message: string }).message).toBe(m.payments_server_webhook_bad_signature())
    }
    const unsigned = await postWebhook(delivery.body, { 'x-razorpay-event-id': delivery.eventId })
    expect(unsigned.status).toBe(401)
    expect(await balanceOf(player.id)).toBe(0)
    // The right bytes with the right signature: credited.
    const good = await postWebhook(delivery.body, headers)
    expect(good.status).toBe(200)
    expect(await balanceOf(player.id)).toBe(6_000)
  })

  it('refuses an event replayed from last week, and answers a delivery seen before without acting again', async () => {
    const { player, payment, delivery } = await captured()
    const lastWeek = suite.standIn.event('payment.captured', { payment }, Math.floor(Date.now() / 1000) - 7 * 86_400)
    await suite.standIn.deliver(lastWeek)
    expect(lastWeek.status).toBe(400)
    expect(await balanceOf(player.id)).toBe(0)
    await suite.standIn.deliver(delivery)
    expect(delivery.status).toBe(200)
    const replay = await postWebhook(delivery.body, {
      'x-razorpay-signature': delivery.signature,
      'x-razorpay-event-id': delivery.eventId,
    })
    expect(replay.status).toBe(200)
    expect(((await replay.json()) as { message: string }).message).toBe(m.payments_server_webhook_seen())
    expect(await balanceOf(player.id)).toBe(6_000)
  })

  it('never puts a secret in an answer', async () => {
    const { delivery } = await captured()
    const refusal = await postWebhook(`${delivery.body} `, {
      'x-razorpay-signature': delivery.signature,
      'x-razorpay-event-id': delivery.eventId,
    })
    const text = await refusal.text()
    for (const secret of [STAND_IN_KEYS.keySecret, STAND_IN_KEYS.webhookSecret]) expect(text).not.toContain(secret)
  })
})

describe('refunds', () => {
  async function toppedUp(rupees: number) {
    const player = await suite.player()
    const orderId = await order(player, rupees)
    const { payment } = await suite.standIn.capture(orderId)
    const [row] = (await suite.admin.caller.admin.wallet.gatewayPayments({ limit: 100, offset: 0 })).filter(
      (p) => p.paymentId === payment.id,
    )
    return { player, payment, row: row! }
  }

  it('refunds part of a payment from unspent balance, once per key, settled by the gateway’s event', async () => {
    const { player, payment, row } = await toppedUp(500)
    const key = randomUUID()
    const refund = { id: row.id, amountPaise: 20_000, reason: 'Asked to cancel', idempotencyKey: key }
    const first = await suite.admin.caller.admin.wallet.refundPayment(refund)
    expect(first).toMatchObject({ type: 'payment_refund', amountPaise: 20_000 })
    // Pending until the gateway's event, which may have come already.
    expect(['pending', 'completed']).toContain(first.status)
    expect(await balanceOf(player.id)).toBe(30_000)
    const replay = await suite.admin.caller.admin.wallet.refundPayment(refund)
    expect(replay.id).toBe(first.id)
    await suite.standIn.settled()
    expect([...suite.standIn.refunds.values()].filter((r) => r.payment_id === payment.id)).toHaveLength(1)
    const settled = await player.client.get('/api/v1/wallet/transactions?type=payment_refund')
    expect(settled.json.data.transactions[0]).toMatchObject({ status: 'completed', amount: 200 })
    expect(settled.json.data.transactions[0].gatewayReference).toMatch(/^rfnd_/)
    expect(await balanceOf(player.id)).toBe(30_000)
    // More than is left of the payment.
    await expect(
      suite.admin.caller.admin.wallet.refundPayment({ ...refund, amountPaise: 30_001, idempotencyKey: randomUUID() }),
    ).rejects.toThrow(m.payments_server_refund_too_much({ amount: '₹300.00' }))
  })

  it('refunds only what the player has not spent', async () => {
    const { player, row } = await toppedUp(100)
    await wallet.adjust(suite.h.db, suite.admin.id, {
      userId: player.id,
      type: 'penalty',
      amountPaise: 8_000,
      reason: 'Spent',
      idempotencyKey: randomUUID(),
    })
    await expect(
      suite.admin.caller.admin.wallet.refundPayment({
        id: row.id,
        amountPaise: 5_000,
        reason: 'Refund',
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toThrow(m.payments_server_refund_unspent_only())
    expect(await balanceOf(player.id)).toBe(2_000)
  })

  it('puts the money back when the gateway’s refund fails', async () => {
    const { player, row } = await toppedUp(100)
    suite.standIn.setRefundOutcome('failed')
    try {
      await suite.admin.caller.admin.wallet.refundPayment({
        id: row.id,
        amountPaise: 10_000,
        reason: 'Refund',
        idempotencyKey: randomUUID(),
      })
      await suite.standIn.settled()
    } finally {
      suite.standIn.setRefundOutcome('processed')
    }
    expect(await balanceOf(player.id)).toBe(10_000)
    const list = await player.client.get('/api/v1/wallet/transactions?type=payment_refund')
    expect(list.json.data.transactions[0].status).toBe('failed')
  })
})

describe('withdrawals paid by gateway payouts', () => {
  async function withdrawal(rupees: number) {
    const player = await suite.player()
    const orderId = await order(player, 1_000)
    await suite.standIn.capture(orderId)
    const answer = await player.client.post('/api/v1/wallet/withdraw', { amount: rupees, upiId: 'asha@okaxis' })
    expect(answer.status).toBe(201)
    return { player, id: answer.json.data.transaction._id as string }
  }

  it('pays once per withdrawal (its id the idempotency key), completed by the processed event', async () => {
    const { player, id } = await withdrawal(200)
    const first = await suite.admin.caller.admin.wallet.payByGateway({ id })
    expect(['pending', 'completed']).toContain(first.status)
    expect(first.gatewayReference).toMatch(/^pout_/)
    const before = suite.standIn.payouts.size
    await suite.admin.caller.admin.wallet.payByGateway({ id }).catch(() => undefined)
    expect(suite.standIn.payouts.size).toBe(before)
    await suite.standIn.settled()
    const list = await player.client.get('/api/v1/wallet/transactions?type=withdrawal')
    expect(list.json.data.transactions[0]).toMatchObject({ status: 'completed' })
    expect(list.json.data.transactions[0].payoutReference).toMatch(/^\d{12}$/)
    expect(await balanceOf(player.id)).toBe(80_000)
  })

  it('re-credits a reversed payout once, with a notification, however often the event comes', async () => {
    const { player, id } = await withdrawal(300)
    suite.standIn.setPayoutOutcome('reversed')
    try {
      await suite.admin.caller.admin.wallet.payByGateway({ id })
      await suite.standIn.settled()
    } finally {
      suite.standIn.setPayoutOutcome('processed')
    }
    expect(await balanceOf(player.id)).toBe(100_000)
    const reversed = suite.standIn.deliveries.filter((d) => d.event === 'payout.reversed').at(-1)!
    expect(reversed.status).toBe(200)
    await suite.standIn.redeliver(reversed)
    // A delivery of its own of the same reversal, as a second event id would bring it.
    const entity = JSON.parse(reversed.body).payload.payout.entity
    await suite.standIn.deliver(suite.standIn.event('payout.reversed', { payout: entity }))
    expect(await balanceOf(player.id)).toBe(100_000)
    const notices = JSON.stringify(await player.caller.notifications.list({ limit: 10, offset: 0 }))
    expect(notices.split(m.withdrawal_notices_reversed_title()).length - 1).toBe(1)
    const list = await player.client.get('/api/v1/wallet/transactions?type=withdrawal')
    expect(list.json.data.transactions[0].status).toBe('failed')
  })

  it('releases the hold when the payout fails, and manual payout stays', async () => {
    const { player, id } = await withdrawal(150)
    suite.standIn.setPayoutOutcome('failed')
    try {
      await suite.admin.caller.admin.wallet.payByGateway({ id })
      await suite.standIn.settled()
    } finally {
      suite.standIn.setPayoutOutcome('processed')
    }
    expect(await balanceOf(player.id)).toBe(100_000)
    const manual = await withdrawal(100)
    await suite.admin.caller.admin.wallet.approve({ id: manual.id, payoutReference: 'UTR123456' })
    expect(await balanceOf(manual.player.id)).toBe(90_000)
  })
})
