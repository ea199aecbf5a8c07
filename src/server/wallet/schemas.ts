import { z } from 'zod'
import { RupeesSchema } from '#server/http/rupees'
import {
  AdjustmentSchema,
  PayoutReferenceSchema,
  ReasonSchema,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from '#shared/schemas/wallet'
import { IdInput, IdSchema } from '#server/http/ids'
import { PageSchema } from '#server/http/pagination'
import { ENTITIES, envelope } from '#server/http/openapi'

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
      TransactionReplySchema.extend({ user: z.object({ username: z.string(), email: z.string() }) }),
    ),
  }),
)
