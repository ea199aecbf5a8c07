import { z } from 'zod'
import { RupeesSchema } from '#server/http/rupees'
import {
  AddFundsSchema,
  AdjustmentSchema,
  IdempotencyKeySchema,
  PayoutReferenceSchema,
  ReasonSchema,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from '#shared/schemas/wallet'
import { IdInput, IdSchema } from '#server/http/ids'
import { PageSchema } from '#server/http/pagination'
import { ENTITIES, envelope } from '#server/http/openapi'
import { m } from '#shared/i18n'

/** The user's own history, of one status or type or all. */
export const TransactionFilterSchema = PageSchema.extend({
  status: z.enum(TRANSACTION_STATUSES).optional(),
  type: z.enum(TRANSACTION_TYPES).optional(),
})

/** The admins' queue: pending requests unless another status is asked for. */
export const ReviewFilterSchema = PageSchema.extend({
  status: z.enum(TRANSACTION_STATUSES).default('pending'),
  type: z.enum(['payment', 'withdrawal']).optional(),
})

/** An approval; a withdrawal's carries the payout's reference (the service requires it there). */
export const ApproveSchema = z.object({ payoutReference: PayoutReferenceSchema.optional() })
export const RejectTransactionSchema = z.object({ reason: ReasonSchema })
export const ApproveTransactionSchema = ApproveSchema.extend({ id: IdSchema })
export const RejectTransactionByIdSchema = RejectTransactionSchema.extend({ id: IdSchema })
export const CancelSchema = IdInput

/** Over REST, an amount comes in rupees as `amount`: read into the schema's `amountPaise`, never rounded. */
export function withRupees<S extends z.ZodType<unknown, { amountPaise: number }>>(schema: S) {
  return z
    .looseObject({ amount: RupeesSchema })
    .transform(({ amount, ...rest }) => ({ ...rest, amountPaise: amount }))
    .pipe(schema)
}

/**
 * What a client sends where `withRupees(schema)` reads: the schema's fields with `amount` in rupees
 * for `amountPaise` (the API's document; a rename has no JSON Schema of its own).
 */
export function sentInRupees<Shape extends { amountPaise: z.ZodType }>(schema: { shape: Shape }) {
  const { amountPaise: _paise, ...rest } = schema.shape
  return z.object({ ...rest, amount: RupeesSchema })
}

/**
 * An adjustment over REST: `{ userId | user, type, amount, reason }`, its idempotency key from the
 * `Idempotency-Key` header when one was sent (else `idempotencyKey` in the body).
 */
export function restAdjustmentSchema(headerKey: string | undefined) {
  return z
    .looseObject({})
    .transform((body) => (headerKey === undefined ? body : { ...body, idempotencyKey: headerKey }))
    .pipe(withRupees(AdjustmentSchema))
}

/*
 * The shapes of the REST answers, for the API's document (decision 031); the contract test holds
 * every answer the tests see to them.
 */

/** The REST contract's Transaction: `_id`, the amount in rupees. */
export const TransactionReplySchema = z
  .object({
    _id: z.uuid(),
    userId: z.uuid(),
    type: z.enum(TRANSACTION_TYPES),
    status: z.enum(TRANSACTION_STATUSES),
    paymentMethod: z.string().nullable(),
    upiTransactionId: z.string().nullable(),
    paymentReference: z.string().nullable(),
    gatewayReference: z.string().nullable(),
    upiId: z.string().nullable(),
    note: z.string().nullable(),
    reasonForRejection: z.string().nullable(),
    payoutReference: z.string().nullable(),
    reason: z.string().nullable(),
    quizId: z.uuid().nullable(),
    quizTitle: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    amount: z.number(),
  })
  .register(ENTITIES, { id: 'Transaction' })

/** The wallet screen's figures, in rupees. */
export const WalletReplySchema = z
  .object({
    balance: z.number(),
    totalEarnings: z.number(),
    totalEarned: z.number(),
    totalSpent: z.number(),
    pendingAdditions: z.number(),
    pendingWithdrawals: z.number(),
  })
  .register(ENTITIES, { id: 'Wallet' })

export const WalletSummaryReplySchema = envelope(z.object({ wallet: WalletReplySchema }))
export const TransactionOneReplySchema = envelope(z.object({ transaction: TransactionReplySchema }))
export const TransactionsReplySchema = envelope(z.object({ transactions: z.array(TransactionReplySchema) }))
/** The review queue: each request with who made it. */
export const ReviewTransactionsReplySchema = envelope(
  z.object({
    transactions: z.array(
      TransactionReplySchema.extend({ user: z.object({ username: z.string(), email: z.string().nullable() }) }),
    ),
  }),
)

/*
 * Top-ups through the payment gateway (gateway-service.ts).
 */

/** The gateway's webhook and the hosted checkout's return: posted by the gateway, not our pages. */
export const RAZORPAY_WEBHOOK_PATH = '/api/v1/payments/razorpay/webhook'
export { CHECKOUT_RETURN_PATH } from '#shared/schemas/wallet'

/** A gateway's own id: letters, digits and underscores (Razorpay's `order_…`, `pay_…`). */
const gatewayId = (prefix: string) =>
  z
    .string({ error: () => m.payments_server_order_not_found() })
    .trim()
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]{1,40}$`), { error: () => m.payments_server_order_not_found() })

export const GatewayOrderIdSchema = gatewayId('order')
const GatewayPaymentIdSchema = z
  .string({ error: () => m.payments_server_payment_not_found() })
  .trim()
  .regex(/^pay_[A-Za-z0-9]{1,40}$/, { error: () => m.payments_server_payment_not_found() })
/** An HMAC-SHA256 in hex. */
const SignatureSchema = z
  .string({ error: () => m.payments_server_bad_signature() })
  .trim()
  .regex(/^[0-9a-f]{64}$/i, { error: () => m.payments_server_bad_signature() })

/** A top-up's amount: the same minimum and maximum as a manual request. */
export const TopUpOrderSchema = AddFundsSchema.pick({ amountPaise: true })
export const VerifyCheckoutSchema = z.object({ paymentId: GatewayPaymentIdSchema, signature: SignatureSchema })
export const VerifyCheckoutInputSchema = VerifyCheckoutSchema.extend({ orderId: GatewayOrderIdSchema })

export const GatewayPaymentsFilterSchema = PageSchema.extend({ status: z.enum(['credited', 'held']).optional() })
export const GatewayRefundSchema = z.object({
  id: IdSchema,
  amountPaise: AdjustmentSchema.shape.amountPaise,
  reason: ReasonSchema,
  idempotencyKey: IdempotencyKeySchema,
})
export const DifferenceIdSchema = z.object({ id: IdSchema })

export const TopUpOrderReplySchema = envelope(
  z.object({
    order: z.object({
      orderId: z.string(),
      amount: z.number(),
      currency: z.literal('INR'),
      keyId: z.string(),
      checkoutUrl: z.string(),
    }),
  }),
)
export const VerifyCheckoutReplySchema = envelope(
  z.object({ status: z.enum(['credited', 'held']), transaction: TransactionReplySchema.nullable() }),
)
