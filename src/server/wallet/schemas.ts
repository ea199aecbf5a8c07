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
 * An adjustment over REST: `{ userId | user, type, amount, reason }`, its idempotency key from the
 * `Idempotency-Key` header when one was sent (else `idempotencyKey` in the body).
 */
export function restAdjustmentSchema(headerKey: string | undefined) {
  return z
    .looseObject({})
    .transform((body) => (headerKey === undefined ? body : { ...body, idempotencyKey: headerKey }))
    .pipe(withRupees(AdjustmentSchema))
}
