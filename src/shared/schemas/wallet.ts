import { z } from 'zod'
import { EMAIL_MAX_LENGTH, WALLET } from '../constants'
import { VALIDATION, WALLET_SERVER } from '../messages'
import { AMOUNT_NOT_WHOLE_PAISE } from '../money'

/** A UPI ID: letters, digits, underscore, dot or hyphen, then @, then the same. */
const UPI_ID_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9._-]+$/
export const WALLET_BOUNDS = {
  maxAmountPaise: 1_00_000_00, // ₹1,00,000 per request
  upiIdMax: 100,
  upiTransactionIdMax: 64,
  noteMax: 200,
  reasonMax: 500,
  payoutReferenceMax: 64,
  idempotencyKeyMax: 128,
} as const

/** What the money calls answer when they refuse, beyond the product's own messages. */
export const WALLET_MESSAGES = {
  /** Money requests need a second person: an admin never settles their own. */
  ownRequest: 'An admin cannot approve or reject their own request: another admin must review it',
  ownWallet: 'An admin cannot post an adjustment to their own wallet',
  idempotencyKeyRequired:
    'An adjustment needs an idempotency key (the Idempotency-Key header, or idempotencyKey), so a retry never posts it twice',
  /** Also for another user's transaction: whether it exists is not theirs to learn. */
  transactionNotFound: 'Transaction not found',
  userNotFound: 'No user with that username or email',
  adjustmentUserRequired: 'Say whose wallet: a username or an email',
  reasonRequired: 'A reason is required',
} as const

const AMOUNT_ABOVE_LIMIT = 'The amount is above the limit for one request'

const amountPaise = (minimum: number, minimumMessage: string) =>
  z
    .number({ error: VALIDATION.invalidAmount })
    .int(AMOUNT_NOT_WHOLE_PAISE)
    .positive(VALIDATION.invalidAmount)
    .min(minimum, minimumMessage)
    .max(WALLET_BOUNDS.maxAmountPaise, AMOUNT_ABOVE_LIMIT)

const idempotencyKey = (missing: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : 'An idempotency key is text') })
    .trim()
    .min(8, 'An idempotency key needs at least 8 characters')
    .max(
      WALLET_BOUNDS.idempotencyKeyMax,
      `An idempotency key has at most ${WALLET_BOUNDS.idempotencyKeyMax} characters`,
    )
    .regex(/^[A-Za-z0-9_.:-]+$/, 'An idempotency key may use letters, digits and _ . : - only')

export const IdempotencyKeySchema = idempotencyKey('An idempotency key is required')

const UpiIdSchema = z
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

/** Whose wallet an admin means: a username or an email, as people name each other. */
export const UserRefSchema = z
  .string({ error: WALLET_MESSAGES.adjustmentUserRequired })
  .trim()
  .min(1, WALLET_MESSAGES.adjustmentUserRequired)
  .max(EMAIL_MAX_LENGTH, WALLET_MESSAGES.userNotFound)

/**
 * A refund, bonus or penalty. The user is named by `user` (username or email); `userId` is kept for
 * REST callers that send the id. A key is required: without one, a retried or doubled request would
 * post the money twice.
 */
/** Why an admin rejects a request or posts an adjustment: the user reads it. */
export const ReasonSchema = z
  .string({ error: WALLET_MESSAGES.reasonRequired })
  .trim()
  .min(1, WALLET_MESSAGES.reasonRequired)
  .max(WALLET_BOUNDS.reasonMax, `A reason has at most ${WALLET_BOUNDS.reasonMax} characters`)

/** A withdrawal's payout reference (the UPI UTR): paying out without one leaves nothing to trace. */
export const PayoutReferenceSchema = z
  .string({ error: WALLET_SERVER.payoutReferenceRequired })
  .trim()
  .min(1, WALLET_SERVER.payoutReferenceRequired)
  .max(
    WALLET_BOUNDS.payoutReferenceMax,
    `A payout reference has at most ${WALLET_BOUNDS.payoutReferenceMax} characters`,
  )

export const AdjustmentSchema = z
  .object({
    userId: z.uuid({ error: 'Invalid user id' }).optional(),
    user: UserRefSchema.optional(),
    type: z.enum(ADJUSTMENT_TYPES, { error: 'The type is refund, bonus or penalty' }),
    amountPaise: z
      .number({ error: VALIDATION.invalidAmount })
      .int(AMOUNT_NOT_WHOLE_PAISE)
      .positive(VALIDATION.invalidAmount)
      .max(WALLET_BOUNDS.maxAmountPaise, AMOUNT_ABOVE_LIMIT),
    reason: ReasonSchema,
    idempotencyKey: idempotencyKey(WALLET_MESSAGES.idempotencyKeyRequired),
  })
  .refine((input) => input.userId !== undefined || input.user !== undefined, {
    message: WALLET_MESSAGES.adjustmentUserRequired,
    path: ['user'],
  })

export const TRANSACTION_TYPES = [
  'payment',
  'withdrawal',
  'quiz_fee',
  'quiz_earning',
  'refund',
  'bonus',
  'penalty',
] as const
export type TransactionType = (typeof TRANSACTION_TYPES)[number]
export const TRANSACTION_STATUSES = ['pending', 'completed', 'failed', 'cancelled'] as const
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number]

/** The product's type labels; payment, earning, refund and bonus are credits (+), the rest debits (-). */
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
