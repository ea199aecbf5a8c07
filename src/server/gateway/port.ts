/**
 * A payment gateway, as the wallet uses one: orders a player pays through the gateway's checkout,
 * the checkout's signature, signed webhooks, payments, refunds and payouts. Razorpay's model is the
 * anchor (razorpay.ts); another gateway is another adapter of this interface. Money is integer paise.
 */

type GatewayName = 'razorpay'

interface GatewayOrder {
  id: string
  amountPaise: number
  receipt: string | null
  status: string
  /** Unix seconds, the gateway's clock. */
  createdAt: number
}

type GatewayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed'

export interface GatewayPayment {
  id: string
  orderId: string | null
  amountPaise: number
  status: GatewayPaymentStatus
  method: string | null
  amountRefundedPaise: number
  errorDescription: string | null
  createdAt: number
}

type GatewayRefundStatus = 'pending' | 'processed' | 'failed'

export interface GatewayRefund {
  id: string
  paymentId: string
  amountPaise: number
  status: GatewayRefundStatus
  receipt: string | null
  createdAt: number
}

export type GatewayPayoutStatus =
  'queued' | 'pending' | 'rejected' | 'processing' | 'processed' | 'cancelled' | 'reversed' | 'failed'

export interface GatewayPayout {
  id: string
  referenceId: string | null
  amountPaise: number
  status: GatewayPayoutStatus
  utr: string | null
  failureReason: string | null
  createdAt: number
}

/** The events the wallet acts on; any other is acknowledged and left alone. */
export type GatewayEvent =
  | { type: 'payment.captured' | 'payment.failed'; payment: GatewayPayment }
  | { type: 'refund.processed' | 'refund.failed'; refund: GatewayRefund }
  | {
      type: 'payout.queued' | 'payout.processed' | 'payout.reversed' | 'payout.failed' | 'payout.rejected'
      payout: GatewayPayout
    }
  | { type: 'other'; name: string }

/** A webhook whose signature held: the gateway's id for the delivery, when it was made, and what it says. */
interface WebhookDelivery {
  eventId: string
  /** Unix seconds, from the signed body. */
  createdAt: number
  event: GatewayEvent
}

/** Why a webhook was refused: never anything of a secret, only what was wrong with the request. */
export class WebhookRefused extends Error {
  override name = 'WebhookRefused'
  constructor(readonly reason: 'unsigned' | 'bad-signature' | 'malformed') {
    super(reason)
  }
}

/** The gateway answered with an error, or could not be reached: its words, for the log only. */
export class GatewayError extends Error {
  override name = 'GatewayError'
  constructor(
    message: string,
    /** The HTTP status of the gateway's answer; null when it was not reached. */
    readonly status: number | null,
  ) {
    super(message)
  }
  /** A refusal of the request itself (4xx): sending it again would be refused again. */
  get isRefusal(): boolean {
    return this.status !== null && this.status >= 400 && this.status < 500
  }
}

export interface PayoutRequest {
  /** Sent as the gateway's idempotency key: the withdrawal's id, so a retry never pays twice. */
  idempotencyKey: string
  amountPaise: number
  /** The payee's UPI ID. */
  vpa: string
  name: string
  narration: string
}

export interface PaymentGateway {
  readonly name: GatewayName
  /** The public key the checkout is opened with. */
  readonly keyId: string
  /** Where the browser's checkout form is posted (the gateway's hosted checkout). */
  readonly checkoutUrl: string
  /** Whether withdrawals may be paid by the gateway's payouts (an account to pay from is configured). */
  readonly payoutsEnabled: boolean
  createOrder(input: { amountPaise: number; receipt: string }): Promise<GatewayOrder>
  /** The browser's callback: the signature over OUR order id and the payment id the browser names. */
  verifyCheckout(input: { orderId: string; paymentId: string; signature: string }): boolean
  /** Checks the signature over the raw body, then reads it; throws WebhookRefused. */
  parseWebhook(rawBody: Uint8Array, headers: Headers): WebhookDelivery
  fetchPayment(paymentId: string): Promise<GatewayPayment>
  refund(input: { paymentId: string; amountPaise: number; receipt: string }): Promise<GatewayRefund>
  listPaymentRefunds(paymentId: string): Promise<GatewayRefund[]>
  createPayout(input: PayoutRequest): Promise<GatewayPayout>
  fetchPayout(payoutId: string): Promise<GatewayPayout>
  /** Everything made in [from, to), every page of it. */
  listPayments(period: { from: Date; to: Date }): Promise<GatewayPayment[]>
  listRefunds(period: { from: Date; to: Date }): Promise<GatewayRefund[]>
  listPayouts(period: { from: Date; to: Date }): Promise<GatewayPayout[]>
}
