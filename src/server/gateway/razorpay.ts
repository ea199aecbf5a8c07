import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import {
  type GatewayEvent,
  GatewayError,
  type GatewayPayment,
  type GatewayPayout,
  type GatewayRefund,
  type PaymentGateway,
  type PayoutRequest,
  WebhookRefused,
} from './port'

export interface RazorpayConfig {
  keyId: string
  keySecret: string
  webhookSecret: string
  /** https://api.razorpay.com by default; a stand-in's loopback address in the tests. */
  apiUrl: string
  /** The RazorpayX account payouts are paid from; unset turns gateway payouts off. */
  payoutAccountNumber: string | undefined
}

/** How long one call to the gateway may take before it counts as unreached. */
const REQUEST_TIMEOUT_MS = 15_000
/** Razorpay's largest page of a list. */
const PAGE_SIZE = 100

const hmacHex = (secret: string, data: string | Uint8Array) => createHmac('sha256', secret).update(data).digest('hex')

/** Compares in constant time, so the time taken tells nothing of how much of a guess was right. */
function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(given, 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}

const PaymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullish(),
  amount: z.number().int(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  method: z.string().nullish(),
  amount_refunded: z.number().int().nullish(),
  error_description: z.string().nullish(),
  created_at: z.number(),
})
const RefundEntity = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number().int(),
  status: z.enum(['pending', 'processed', 'failed']),
  receipt: z.string().nullish(),
  created_at: z.number(),
})
const PayoutEntity = z.object({
  id: z.string(),
  reference_id: z.string().nullish(),
  amount: z.number().int(),
  status: z.enum(['queued', 'pending', 'rejected', 'processing', 'processed', 'cancelled', 'reversed', 'failed']),
  utr: z.string().nullish(),
  failure_reason: z.string().nullish(),
  status_details: z.object({ description: z.string().nullish() }).nullish(),
  created_at: z.number(),
})
const OrderEntity = z.object({
  id: z.string(),
  amount: z.number().int(),
  receipt: z.string().nullish(),
  status: z.string(),
  created_at: z.number(),
})
const Collection = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) })

const toPayment = (p: z.output<typeof PaymentEntity>): GatewayPayment => ({
  id: p.id,
  orderId: p.order_id ?? null,
  amountPaise: p.amount,
  status: p.status,
  method: p.method ?? null,
  amountRefundedPaise: p.amount_refunded ?? 0,
  errorDescription: p.error_description ?? null,
  createdAt: p.created_at,
})
const toRefund = (r: z.output<typeof RefundEntity>): GatewayRefund => ({
  id: r.id,
  paymentId: r.payment_id,
  amountPaise: r.amount,
  status: r.status,
  receipt: r.receipt ?? null,
  createdAt: r.created_at,
})
const toPayout = (p: z.output<typeof PayoutEntity>): GatewayPayout => ({
  id: p.id,
  referenceId: p.reference_id ?? null,
  amountPaise: p.amount,
  status: p.status,
  utr: p.utr ?? null,
  failureReason: p.failure_reason ?? p.status_details?.description ?? null,
  createdAt: p.created_at,
})

const WebhookBody = z.object({
  event: z.string(),
  created_at: z.number(),
  payload: z.record(z.string(), z.object({ entity: z.unknown() })),
})

function readEvent(body: z.output<typeof WebhookBody>): GatewayEvent {
  const entity = (name: string) => body.payload[name]?.entity
  switch (body.event) {
    case 'payment.captured':
    case 'payment.failed':
      return { type: body.event, payment: toPayment(PaymentEntity.parse(entity('payment'))) }
    case 'refund.processed':
    case 'refund.failed':
      return { type: body.event, refund: toRefund(RefundEntity.parse(entity('refund'))) }
    case 'payout.queued':
    case 'payout.processed':
    case 'payout.reversed':
    case 'payout.failed':
    case 'payout.rejected':
      return { type: body.event, payout: toPayout(PayoutEntity.parse(entity('payout'))) }
    default:
      return { type: 'other', name: body.event }
  }
}

/** Razorpay over its HTTP API: Basic auth with the key id and secret, amounts in paise. */
export function createRazorpayGateway(config: RazorpayConfig): PaymentGateway {
  const base = config.apiUrl.replace(/\/+$/, '')
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`

  async function call<T extends z.ZodType>(
    schema: T,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<z.output<T>> {
    let response: Response
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
    } catch (error) {
      throw new GatewayError(`Razorpay ${method} ${path} unreached: ${(error as Error).message}`, null)
    }
    const text = await response.text()
    if (!response.ok) {
      // Razorpay's error: { error: { code, description } }. Its words only, never our request's headers.
      let description = text.slice(0, 300)
      try {
        description = (JSON.parse(text) as { error?: { description?: string } }).error?.description ?? description
      } catch {
        // Not JSON: the start of the text.
      }
      throw new GatewayError(`Razorpay ${method} ${path} answered ${response.status}: ${description}`, response.status)
    }
    const parsed = schema.safeParse(JSON.parse(text))
    if (!parsed.success) throw new GatewayError(`Razorpay ${method} ${path}: an answer of an unknown shape`, 502)
    return parsed.data
  }

  async function everyPage<T extends z.ZodType>(schema: T, path: string, period: { from: Date; to: Date }, extra = '') {
    const items: z.output<T>[] = []
    const from = Math.floor(period.from.getTime() / 1000)
    // Razorpay's `to` takes the second itself: one short of the period's end.
    const to = Math.ceil(period.to.getTime() / 1000) - 1
    for (let skip = 0; ; skip += PAGE_SIZE) {
      const page = await call(
        Collection(schema),
        'GET',
        `${path}?from=${from}&to=${to}&count=${PAGE_SIZE}&skip=${skip}${extra}`,
      )
      items.push(...page.items)
      if (page.items.length < PAGE_SIZE) return items
    }
  }

  return {
    name: 'razorpay',
    keyId: config.keyId,
    checkoutUrl: `${base}/v1/checkout/embedded`,
    payoutsEnabled: Boolean(config.payoutAccountNumber),

    async createOrder({ amountPaise, receipt }) {
      const order = await call(OrderEntity, 'POST', '/v1/orders', { amount: amountPaise, currency: 'INR', receipt })
      return {
        id: order.id,
        amountPaise: order.amount,
        receipt: order.receipt ?? null,
        status: order.status,
        createdAt: order.created_at,
      }
    },

    verifyCheckout({ orderId, paymentId, signature }) {
      return sameHex(hmacHex(config.keySecret, `${orderId}|${paymentId}`), signature)
    },

    parseWebhook(rawBody, headers) {
      const signature = headers.get('x-razorpay-signature')
      const eventId = headers.get('x-razorpay-event-id')
      if (!signature || !eventId) throw new WebhookRefused('unsigned')
      // Over the bytes as they came: a body parsed and written again is not what was signed.
      if (!sameHex(hmacHex(config.webhookSecret, rawBody), signature)) throw new WebhookRefused('bad-signature')
      let body: z.output<typeof WebhookBody>
      let event: GatewayEvent
      try {
        body = WebhookBody.parse(JSON.parse(Buffer.from(rawBody).toString('utf8')))
        event = readEvent(body)
      } catch {
        throw new WebhookRefused('malformed')
      }
      return { eventId, createdAt: body.created_at, event }
    },

    async fetchPayment(paymentId) {
      return toPayment(await call(PaymentEntity, 'GET', `/v1/payments/${encodeURIComponent(paymentId)}`))
    },

    async refund({ paymentId, amountPaise, receipt }) {
      const refund = await call(RefundEntity, 'POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
        amount: amountPaise,
        receipt,
        notes: { receipt },
      })
      return toRefund(refund)
    },

    async listPaymentRefunds(paymentId) {
      const list = await call(Collection(RefundEntity), 'GET', `/v1/payments/${encodeURIComponent(paymentId)}/refunds`)
      return list.items.map(toRefund)
    },

    async createPayout(request: PayoutRequest) {
      if (!config.payoutAccountNumber) throw new GatewayError('Razorpay payouts are not configured', null)
      const payout = await call(
        PayoutEntity,
        'POST',
        '/v1/payouts',
        {
          account_number: config.payoutAccountNumber,
          amount: request.amountPaise,
          currency: 'INR',
          mode: 'UPI',
          purpose: 'payout',
          queue_if_low_balance: true,
          reference_id: request.idempotencyKey,
          narration: request.narration,
          fund_account: {
            account_type: 'vpa',
            vpa: { address: request.vpa },
            contact: { name: request.name, type: 'customer' },
          },
        },
        // Mandatory on payouts: the same key never pays twice, whatever retries it.
        { 'X-Payout-Idempotency': request.idempotencyKey },
      )
      return toPayout(payout)
    },

    async fetchPayout(payoutId) {
      return toPayout(await call(PayoutEntity, 'GET', `/v1/payouts/${encodeURIComponent(payoutId)}`))
    },

    async listPayments(period) {
      return (await everyPage(PaymentEntity, '/v1/payments', period)).map(toPayment)
    },
    async listRefunds(period) {
      return (await everyPage(RefundEntity, '/v1/refunds', period)).map(toRefund)
    },
    async listPayouts(period) {
      if (!config.payoutAccountNumber) return []
      const account = `&account_number=${encodeURIComponent(config.payoutAccountNumber)}`
      return (await everyPage(PayoutEntity, '/v1/payouts', period, account)).map(toPayout)
    },
  }
}
