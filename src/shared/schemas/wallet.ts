import { z } from 'zod'
import { WALLET } from '../constants'
import { VALIDATION } from '../messages'

/** Spec section 5: letters, digits, underscore, dot or hyphen, then @, then the same. */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9._-]+$/
export const WALLET_BOUNDS = {
  maxAmountPaise: 1_00_000_00, // ₹1,00,000 per request
  upiIdMax: 100,
  upiTransactionIdMax: 64,
  noteMax: 200,
  reasonMax: 500,
  payoutReferenceMax: 64,
  idempotencyKeyMax: 128,
} as const

const amountPaise = (minimum: number, minimumMessage: string) =>
  z
    .number({ error: VALIDATION.invalidAmount })
    .int(VALIDATION.invalidAmount)
    .positive(VALIDATION.invalidAmount)
    .min(minimum, minimumMessage)
    .max(WALLET_BOUNDS.maxAmountPaise, 'The amount is above the limit for one request')

export const IdempotencyKeySchema = z
  .string()
  .trim()
  .min(8, 'An idempotency key needs at least 8 characters')
  .max(WALLET_BOUNDS.idempotencyKeyMax)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'An idempotency key may use letters, digits and _ . : - only')

export const UpiIdSchema = z
  .string({ error: VALIDATION.upiRequired })
  .trim()
  .min(1, VALIDATION.upiRequired)
  .max(WALLET_BOUNDS.upiIdMax, VALIDATION.upiInvalid)
  .regex(UPI_ID_PATTERN, VALIDATION.upiInvalid)

export const AddFundsSchema = z.object({
  amountPaise: amountPaise(WALLET.minAddPaise, VALIDATION.minAddFunds),
  paymentMethod: z.literal('upi').default('upi'),
  /** The UPI reference the payer's app showed (optional; claimable once). */
  transactionId: z
    .string()
    .trim()
    .max(WALLET_BOUNDS.upiTransactionIdMax)
    .regex(/^[A-Za-z0-9-]*$/, 'A UPI transaction ID has letters and digits only')
    .optional()
    .transform((value) => (value ? value : undefined)),
  idempotencyKey: IdempotencyKeySchema.optional(),
})

export const WithdrawSchema = z.object({
  amountPaise: amountPaise(WALLET.minWithdrawalPaise, VALIDATION.minWithdrawal),
  withdrawalMethod: z.literal('upi').default('upi'),
  upiId: UpiIdSchema,
  note: z.string().trim().max(WALLET_BOUNDS.noteMax).optional(),
  idempotencyKey: IdempotencyKeySchema.optional(),
})

export const ADJUSTMENT_TYPES = ['refund', 'bonus', 'penalty'] as const
export const AdjustmentSchema = z.object({
  userId: z.uuid({ error: 'Invalid user id' }),
  type: z.enum(ADJUSTMENT_TYPES),
  amountPaise: z.number().int().positive(VALIDATION.invalidAmount).max(WALLET_BOUNDS.maxAmountPaise),
  reason: z.string().trim().min(1, 'A reason is required').max(WALLET_BOUNDS.reasonMax),
  idempotencyKey: IdempotencyKeySchema.optional(),
})

export const TRANSACTION_TYPES = ['payment', 'withdrawal', 'quiz_fee', 'quiz_earning', 'refund', 'bonus', 'penalty'] as const
export type TransactionType = (typeof TRANSACTION_TYPES)[number]
export const TRANSACTION_STATUSES = ['pending', 'completed', 'failed', 'cancelled'] as const
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number]

/** Spec section 3: type labels; payment, earning, refund and bonus are credits (+), the rest debits (-). */
export const TRANSACTION_LABELS: Record<TransactionType | 'earning', string> = {
  payment: 'Fund Addition',
  earning: 'Quiz Earning',
  quiz_earning: 'Quiz Earning',
  withdrawal: 'Withdrawal',
  quiz_fee: 'Quiz Fee',
  refund: 'Refund',
  bonus: 'Bonus',
  penalty: 'Penalty',
}
const CREDIT_TYPES = new Set<string>(['payment', 'earning', 'quiz_earning', 'refund', 'bonus'])
export const isCredit = (type: string) => CREDIT_TYPES.has(type)
