// A local stand-in for Razorpay: the same HTTP API (orders, payments, refunds, payouts, the hosted
// checkout), Basic auth with the key id and secret, and webhooks signed with the webhook secret and
// POSTed to the app's endpoint, as the gateway does. The tests and the browser tests' server start it
// on a loopback port; nothing of ours knows it is not the gateway.
import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StandInOptions {
  keyId: string
  keySecret: string
  webhookSecret: string
  /** Where webhooks are POSTed; none are sent until it is set. */
  webhookUrl?: string
}

type Json = Record<string, unknown>

interface Order {
  id: string
  entity: 'order'
  amount: number
  amount_paid: number
  amount_due: number
  currency: string
  receipt: string | null
  status: 'created' | 'attempted' | 'paid'
  attempts: number
  notes: Json
  created_at: number
}
interface Payment {
  id: string
  entity: 'payment'
  amount: number
  currency: string
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed'
  order_id: string
  method: string
  amount_refunded: number
  refund_status: string | null
  captured: boolean
  error_description: string | null
  created_at: number
}
interface Refund {
  id: string
  entity: 'refund'
  amount: number
  currency: string
  payment_id: string
  receipt: string | null
  notes: Json
  status: 'pending' | 'processed' | 'failed'
  created_at: number
}
interface Payout {
  id: string
  entity: 'payout'
  fund_account_id: string
  amount: number
  currency: string
  status: 'queued' | 'pending' | 'processing' | 'processed' | 'reversed' | 'failed' | 'cancelled' | 'rejected'
  utr: string | null
  mode: string
  purpose: string
  reference_id: string | null
  narration: string | null
  failure_reason: string | null
  status_details: { description: string | null } | null
  created_at: number
}

/** A webhook as sent: its id, the exact bytes signed, and what our endpoint answered. */
export interface Delivery {
  eventId: string
  event: string
  body: string
  signature: string
  status: number | null
}

const now = () => Math.floor(Date.now() / 1000)
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
/** Razorpay's ids: a prefix and 14 letters and digits. */
const newId = (prefix: string) =>
  `${prefix}_${[...randomBytes(14)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}
const refuse = (response: ServerResponse, status: number, description: string) =>
  send(response, status, {
    error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', reason: 'input_validation_failed' },
  })

export async function startRazorpayStandIn(options: StandInOptions) {
  const orders = new Map<string, Order>()
  const payments = new Map<string, Payment>()
  const refunds = new Map<string, Refund>()
  const payouts = new Map<string, Payout>()
  const payoutsByKey = new Map<string, Payout>()
  const deliveries: Delivery[] = []
  let webhookUrl = options.webhookUrl
  /** List calls wait on this while set: a test holds one reconciliation inside the gateway's answer. */
  let listGate: Promise<void> | null = null
  /** How many list calls have come in: a test waits for one to know a reconciliation is inside the gateway. */
  let listCalls = 0
  /** What the next refunds and payouts come to once the gateway has worked on them. */
  let refundOutcome: 'processed' | 'failed' = 'processed'
  let payoutOutcome: 'processed' | 'failed' | 'reversed' = 'processed'
  const inFlight = new Set<Promise<unknown>>()

  function sign(body: string) {
    return createHmac('sha256', options.webhookSecret).update(body).digest('hex')
  }

  /** Signs and POSTs one event, as the gateway does; the delivery is kept whatever the answer. */
  async function deliver(delivery: Delivery): Promise<Delivery> {
    if (!webhookUrl) return delivery
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': delivery.signature,
          'x-razorpay-event-id': delivery.eventId,
          'user-agent': 'Razorpay-Webhook/v1',
        },
        body: delivery.body,
      })
      delivery.status = response.status
      await response.arrayBuffer()
    } catch {
      delivery.status = null
    }
    return delivery
  }

  function event(name: string, payload: Record<string, unknown>, createdAt = now()): Delivery {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_StandIn0000001',
      event: name,
      contains: Object.keys(payload),
      payload: Object.fromEntries(Object.entries(payload).map(([key, entity]) => [key, { entity }])),
      created_at: createdAt,
    })
    const delivery: Delivery = { eventId: newId('evt'), event: name, body, signature: sign(body), status: null }
    deliveries.push(delivery)
    return delivery
  }

  /** Sends in the background, as the gateway does after its own work; `settled()` waits for them. */
  function later(work: () => Promise<unknown>) {
    const running = work().finally(() => inFlight.delete(running))
    inFlight.add(running)
  }

  /** A payment of the order captured, for its amount or another; its webhook sent unless told not to. */
  async function capture(orderId: string, opts: { amountPaise?: number; webhook?: boolean; method?: string } = {}) {
    const order = orders.get(orderId)
    if (!order) throw new Error(`no order ${orderId}`)
    const payment: Payment = {
      id: newId('pay'),
      entity: 'payment',
      amount: opts.amountPaise ?? order.amount,
      currency: 'INR',
      status: 'captured',
      order_id: order.id,
      method: opts.method ?? 'upi',
      amount_refunded: 0,
      refund_status: null,
      captured: true,
      error_description: null,
      created_at: now(),
    }
    payments.set(payment.id, payment)
    order.status = 'paid'
    order.amount_paid = payment.amount
    order.amount_due = Math.max(order.amount - payment.amount, 0)
    order.attempts += 1
    const delivery = event('payment.captured', { payment: { ...payment } })
    if (opts.webhook !== false) await deliver(delivery)
    return { payment, delivery, signature: checkoutSignature(order.id, payment.id) }
  }

  function checkoutSignature(orderId: string, paymentId: string) {
    return createHmac('sha256', options.keySecret).update(`${orderId}|${paymentId}`).digest('hex')
  }

  function settleRefund(refund: Refund) {
    later(async () => {
      const payment = payments.get(refund.payment_id)!
      refund.status = refundOutcome
      if (refund.status === 'processed') {
        payment.amount_refunded += refund.amount
        payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial'
        if (payment.amount_refunded === payment.amount) payment.status = 'refunded'
      }
      await deliver(event(`refund.${refund.status}`, { refund: { ...refund }, payment: { ...payment } }))
    })
  }

  function settlePayout(payout: Payout) {
    later(async () => {
      const outcome = payoutOutcome
      payout.status = 'processing'
      if (outcome === 'failed') {
        payout.status = 'failed'
        payout.failure_reason = 'Beneficiary bank is down'
        payout.status_details = { description: payout.failure_reason }
        await deliver(event('payout.failed', { payout: { ...payout } }))
        return
      }
      payout.status = 'processed'
      payout.utr = `${Math.floor(1e11 + Math.random() * 9e11)}`
      await deliver(event('payout.processed', { payout: { ...payout } }))
      if (outcome === 'reversed') {
        payout.status = 'reversed'
        payout.failure_reason = 'Beneficiary account closed'
        payout.status_details = { description: payout.failure_reason }
        await deliver(event('payout.reversed', { payout: { ...payout } }))
      }
    })
  }

  function inPeriod(created: number, url: URL) {
    const from = Number(url.searchParams.get('from') ?? 0)
    const to = Number(url.searchParams.get('to') ?? Number.MAX_SAFE_INTEGER)
    return created >= from && created <= to
  }
  async function page<T extends { created_at: number }>(response: ServerResponse, url: URL, items: T[]) {
    listCalls++
    if (listGate) await listGate
    const count = Math.min(Number(url.searchParams.get('count') ?? 10), 100)
    const skip = Number(url.searchParams.get('skip') ?? 0)
    const chosen = items
      .filter((item) => inPeriod(item.created_at, url))
      .sort((a, b) => b.created_at - a.created_at)
      .slice(skip, skip + count)
    send(response, 200, { entity: 'collection', count: chosen.length, items: chosen })
  }

  function checkoutPage(order: Order, form: URLSearchParams) {
    const callback = form.get('callback_url') ?? ''
    const cancel = form.get('cancel_url') ?? ''
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Razorpay stand-in checkout</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body>
<main><h1>Pay ₹${(order.amount / 100).toFixed(2)}</h1><p>${escapeHtml(form.get('name') ?? '')} · ${escapeHtml(order.id)}</p>
<form method="post" action="/v1/checkout/embedded/pay">
<input type="hidden" name="order_id" value="${escapeHtml(order.id)}">
<input type="hidden" name="callback_url" value="${escapeHtml(callback)}">
<button type="submit">Pay now</button></form>
${cancel ? `<p><a href="${escapeHtml(cancel)}">Cancel</a></p>` : ''}</main></body></html>`
  }

  /** After paying, the gateway sends the browser back to the callback with the signed result. */
  function returnPage(callback: string, fields: Record<string, string>) {
    const inputs = Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
      .join('')
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment done</title></head><body>
<form id="back" method="post" action="${escapeHtml(callback)}">${inputs}<button type="submit">Return to the merchant</button></form>
<script>document.getElementById('back').submit()</script></body></html>`
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in')
      const path = url.pathname
      const text = await readBody(request)
      // The hosted checkout is the browser's, with no API key: it names the key in its form.
      if (request.method === 'POST' && path === '/v1/checkout/embedded') {
        const form = new URLSearchParams(text)
        const order = orders.get(form.get('order_id') ?? '')
        if (form.get('key_id') !== options.keyId || !order)
          return refuse(response, 400, 'The id provided does not exist')
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage(order, form))
        return
      }
      if (request.method === 'POST' && path === '/v1/checkout/embedded/pay') {
        const form = new URLSearchParams(text)
        const orderId = form.get('order_id') ?? ''
        if (!orders.has(orderId)) return refuse(response, 400, 'The id provided does not exist')
        const { payment, delivery, signature } = await capture(orderId, { webhook: false })
        later(() => deliver(delivery))
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
          returnPage(form.get('callback_url') ?? '', {
            razorpay_payment_id: payment.id,
            razorpay_order_id: orderId,
            razorpay_signature: signature,
          }),
        )
        return
      }
      const expected = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`
      if (request.headers.authorization !== expected) {
        send(response, 401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } })
        return
      }
      const body = (text ? JSON.parse(text) : {}) as Json
      const route = `${request.method} ${path.replace(/\/(order|pay|rfnd|pout)_\w+/, '/:id')}`
      const id = path.match(/\/((?:order|pay|rfnd|pout)_\w+)/)?.[1] ?? ''
      switch (route) {
        case 'POST /v1/orders': {
          const amount = body.amount
          if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
            return refuse(response, 400, 'The amount must be atleast INR 1.00')
          }
          const order: Order = {
            id: newId('order'),
            entity: 'order',
            amount,
            amount_paid: 0,
            amount_due: amount,
            currency: String(body.currency ?? 'INR'),
            receipt: typeof body.receipt === 'string' ? body.receipt : null,
            status: 'created',
            attempts: 0,
            notes: (body.notes as Json) ?? {},
            created_at: now(),
          }
          orders.set(order.id, order)
          return send(response, 200, order)
        }
        case 'GET /v1/orders/:id': {
          const order = orders.get(id)
          return order ? send(response, 200, order) : refuse(response, 400, 'The id provided does not exist')
        }
        case 'GET /v1/payments':
          return page(response, url, [...payments.values()])
        case 'GET /v1/payments/:id': {
          const payment = payments.get(id)
          return payment ? send(response, 200, payment) : refuse(response, 400, 'The id provided does not exist')
        }
        case 'POST /v1/payments/:id/refund': {
          const payment = payments.get(id)
          if (!payment) return refuse(response, 400, 'The id provided does not exist')
          const amount = typeof body.amount === 'number' ? body.amount : payment.amount - payment.amount_refunded
          const pending = [...refunds.values()]
            .filter((r) => r.payment_id === id && r.status === 'pending')
            .reduce((sum, r) => sum + r.amount, 0)
          if (
            payment.status !== 'captured' ||
            amount <= 0 ||
            amount > payment.amount - payment.amount_refunded - pending
          ) {
            return refuse(response, 400, 'The refund amount provided is greater than amount captured')
          }
          const refund: Refund = {
            id: newId('rfnd'),
            entity: 'refund',
            amount,
            currency: 'INR',
            payment_id: id,
            receipt: typeof body.receipt === 'string' ? body.receipt : null,
            notes: (body.notes as Json) ?? {},
            status: 'pending',
            created_at: now(),
          }
          refunds.set(refund.id, refund)
          settleRefund(refund)
          return send(response, 200, { ...refund })
        }
        case 'GET /v1/payments/:id/refunds':
          return send(response, 200, {
            entity: 'collection',
            items: [...refunds.values()].filter((r) => r.payment_id === id),
          })
        case 'GET /v1/refunds':
          return page(response, url, [...refunds.values()])
        case 'POST /v1/payouts': {
          const key = request.headers['x-payout-idempotency']
          if (typeof key !== 'string' || !key) return refuse(response, 400, 'X-Payout-Idempotency header is required')
          const known = payoutsByKey.get(key)
          if (known) return send(response, 200, { ...known })
          if (typeof body.amount !== 'number' || body.amount < 100) return refuse(response, 400, 'Invalid amount')
          const payout: Payout = {
            id: newId('pout'),
            entity: 'payout',
            fund_account_id: newId('fa'),
            amount: body.amount,
            currency: 'INR',
            status: 'queued',
            utr: null,
            mode: String(body.mode ?? 'UPI'),
            purpose: String(body.purpose ?? 'payout'),
            reference_id: typeof body.reference_id === 'string' ? body.reference_id : null,
            narration: typeof body.narration === 'string' ? body.narration : null,
            failure_reason: null,
            status_details: null,
            created_at: now(),
          }
          payouts.set(payout.id, payout)
          payoutsByKey.set(key, payout)
          settlePayout(payout)
          return send(response, 200, { ...payout })
        }
        case 'GET /v1/payouts':
          return page(response, url, [...payouts.values()])
        case 'GET /v1/payouts/:id': {
          const payout = payouts.get(id)
          return payout ? send(response, 200, payout) : refuse(response, 400, 'The id provided does not exist')
        }
        default:
          return refuse(response, 404, 'The requested URL was not found on the server.')
      }
    })().catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, { error: { code: 'SERVER_ERROR', description: String(error) } })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    deliveries,
    orders,
    payments,
    refunds,
    payouts,
    /** Environment variables that point the app's adapter here. */
    env: {
      RAZORPAY_KEY_ID: options.keyId,
      RAZORPAY_KEY_SECRET: options.keySecret,
      RAZORPAY_WEBHOOK_SECRET: options.webhookSecret,
      RAZORPAY_API_URL: url,
    },
    setWebhookUrl(next: string | undefined) {
      webhookUrl = next
    },
    capture,
    checkoutSignature,
    sign,
    event,
    deliver,
    /** Sends one delivery again, byte for byte, as the gateway's retry does. */
    redeliver: (delivery: Delivery) => deliver({ ...delivery }),
    setRefundOutcome(outcome: 'processed' | 'failed') {
      refundOutcome = outcome
    },
    setPayoutOutcome(outcome: 'processed' | 'failed' | 'reversed') {
      payoutOutcome = outcome
    },
    get listCalls() {
      return listCalls
    },
    /** Holds every list call until the returned release is called. */
    holdLists() {
      let release!: () => void
      listGate = new Promise<void>((resolve) => {
        release = resolve
      })
      return () => {
        listGate = null
        release()
      }
    },
    /** Waits until every webhook the gateway's background work sends has been answered. */
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight])
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type RazorpayStandIn = Awaited<ReturnType<typeof startRazorpayStandIn>>
