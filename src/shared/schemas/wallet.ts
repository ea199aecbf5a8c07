import { z } from 'zod'
import { EMAIL_MAX_LENGTH, WALLET } from '../constants'
import { words } from '../i18n'
import { m } from '../paraglide/messages.js'

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
const IDEMPOTENCY_KEY_MIN = 8
/**
 * How long a money call's idempotency key is kept with its answer (as Stripe keeps one): a replay
 * within it gets that answer, a success or a refusal alike; after it the key names nothing.
 */
export const IDEMPOTENCY_KEY_HOURS = 24

/** What the money calls answer when they refuse, beyond the product's own messages. */
const WALLET_MESSAGES = words({
  idempotencyKeyTooShort: () => m.wallet_messages_idempotency_key_too_short({ min: IDEMPOTENCY_KEY_MIN }),
  idempotencyKeyTooLong: () => m.wallet_messages_idempotency_key_too_long({ max: WALLET_BOUNDS.idempotencyKeyMax }),
  reasonTooLong: () => m.wallet_messages_reason_too_long({ max: WALLET_BOUNDS.reasonMax }),
  payoutReferenceTooLong: () => m.wallet_messages_payout_reference_too_long({ max: WALLET_BOUNDS.payoutReferenceMax }),
})

// Every message here is read when a value fails (`() => …`), so each speaks the language of the
// request or page then, not English frozen when this module loaded.
const amountPaise = (minimum: number, minimumMessage: () => string) =>
  z
    .number({ error: () => m.validation_invalid_amount() })
    .int({ error: () => m.money_texts_not_whole_paise() })
    .positive({ error: () => m.validation_invalid_amount() })
    .min(minimum, { error: minimumMessage })
    .max(WALLET_BOUNDS.maxAmountPaise, { error: () => m.validation_amount_above_limit() })

const idempotencyKey = (missing: () => string) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? missing() : m.wallet_messages_idempotency_key_not_text()),
    })
    .trim()
    .min(IDEMPOTENCY_KEY_MIN, { error: () => WALLET_MESSAGES.idempotencyKeyTooShort })
    .max(WALLET_BOUNDS.idempotencyKeyMax, { error: () => WALLET_MESSAGES.idempotencyKeyTooLong })
    .regex(/^[A-Za-z0-9_.:-]+$/, { error: () => m.wallet_messages_idempotency_key_characters() })

export const IdempotencyKeySchema = idempotencyKey(() => m.wallet_messages_idempotency_key_missing())

const UpiIdSchema = z
  .string({ error: () => m.validation_upi_required() })
  .trim()
  .min(1, { error: () => m.validation_upi_required() })
  .max(WALLET_BOUNDS.upiIdMax, { error: () => m.validation_upi_invalid() })
  .regex(UPI_ID_PATTERN, { error: () => m.validation_upi_invalid() })

/**
 * The reference of one add-funds request, chosen by the player's browser before paying so the UPI
 * link and its QR carry it (`tr`, and the note the payee's statement shows): QZ and 12 characters
 * of Crockford's base32 (60 random bits, no I, L, O or U to misread).
 */
const PAYMENT_REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const PAYMENT_REFERENCE_PATTERN = /^QZ[0-9A-HJKMNP-TV-Z]{12}$/

export function newPaymentReference(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(12))
  return `QZ${Array.from(bytes, (byte) => PAYMENT_REFERENCE_ALPHABET[byte & 31]).join('')}`
}

export const AddFundsSchema = z.object({
  amountPaise: amountPaise(WALLET.minAddPaise, () => m.validation_min_add_funds()),
  paymentMethod: z.literal('upi').default('upi'),
  /** The UPI reference the payer's app showed (optional; claimable once). */
  transactionId: z
    .string()
    .trim()
    .max(WALLET_BOUNDS.upiTransactionIdMax)
    .regex(/^[A-Za-z0-9-]*$/, { error: () => m.wallet_messages_upi_transaction_id_invalid() })
    .optional()
    .transform((value) => (value ? value : undefined)),
  /** The reference the payment link carried; the server picks one when the client did not. */
  paymentReference: z
    .string()
    .trim()
    .regex(PAYMENT_REFERENCE_PATTERN, { error: () => m.validation_payment_reference_invalid() })
    .optional(),
  idempotencyKey: IdempotencyKeySchema.optional(),
})

export const WithdrawSchema = z.object({
  amountPaise: amountPaise(WALLET.minWithdrawalPaise, () => m.validation_min_withdrawal()),
  withdrawalMethod: z.literal('upi').default('upi'),
  upiId: UpiIdSchema,
  note: z.string().trim().max(WALLET_BOUNDS.noteMax).optional(),
  idempotencyKey: IdempotencyKeySchema.optional(),
})

export const ADJUSTMENT_TYPES = ['refund', 'bonus', 'penalty'] as const

/** Whose wallet an admin means: a username or an email, as people name each other. */
export const UserRefSchema = z
  .string({ error: () => m.wallet_messages_adjustment_user_required() })
  .trim()
  .min(1, { error: () => m.wallet_messages_adjustment_user_required() })
  .max(EMAIL_MAX_LENGTH, { error: () => m.wallet_messages_user_not_found() })

/**
 * A refund, bonus or penalty. The user is named by `user` (username or email); `userId` is kept for
 * REST callers that send the id. A key is required: without one, a retried or doubled request would
 * post the money twice.
 */
/** Why an admin rejects a request or posts an adjustment: the user reads it. */
export const ReasonSchema = z
  .string({ error: () => m.wallet_messages_reason_required() })
  .trim()
  .min(1, { error: () => m.wallet_messages_reason_required() })
  .max(WALLET_BOUNDS.reasonMax, { error: () => WALLET_MESSAGES.reasonTooLong })

/** A withdrawal's payout reference (the UPI UTR): paying out without one leaves nothing to trace. */
export const PayoutReferenceSchema = z
  .string({ error: () => m.wallet_server_payout_reference_required() })
  .trim()
  .min(1, { error: () => m.wallet_server_payout_reference_required() })
  .max(WALLET_BOUNDS.payoutReferenceMax, { error: () => WALLET_MESSAGES.payoutReferenceTooLong })

export const AdjustmentSchema = z
  .object({
    userId: z.uuid({ error: () => m.wallet_messages_user_id_invalid() }).optional(),
    user: UserRefSchema.optional(),
    type: z.enum(ADJUSTMENT_TYPES, { error: () => m.wallet_messages_adjustment_type() }),
    amountPaise: z
      .number({ error: () => m.validation_invalid_amount() })
      .int({ error: () => m.money_texts_not_whole_paise() })
      .positive({ error: () => m.validation_invalid_amount() })
      .max(WALLET_BOUNDS.maxAmountPaise, { error: () => m.validation_amount_above_limit() }),
    reason: ReasonSchema,
    idempotencyKey: idempotencyKey(() => m.wallet_messages_idempotency_key_required()),
  })
  .refine((input) => input.userId !== undefined || input.user !== undefined, {
    error: () => m.wallet_messages_adjustment_user_required(),
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
  'payment_refund',
] as const
export type TransactionType = (typeof TRANSACTION_TYPES)[number]
export const TRANSACTION_STATUSES = ['pending', 'completed', 'failed', 'cancelled'] as const
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number]

/** The product's type labels; payment, earning, refund and bonus are credits (+), the rest debits (-). */
export const TRANSACTION_LABELS: Record<TransactionType | 'earning', string> = words({
  payment: m.transaction_labels_payment,
  earning: m.transaction_labels_earning,
  quiz_earning: m.transaction_labels_earning,
  withdrawal: m.transaction_labels_withdrawal,
  quiz_fee: m.transaction_labels_quiz_fee,
  refund: m.transaction_labels_refund,
  bonus: m.transaction_labels_bonus,
  penalty: m.transaction_labels_penalty,
  payment_refund: m.transaction_labels_payment_refund,
})
const CREDIT_TYPES = new Set<string>(['payment', 'earning', 'quiz_earning', 'refund', 'bonus'])
export const isCredit = (type: string) => CREDIT_TYPES.has(type)

/**
 * Where the payment gateway's hosted checkout sends the browser back, with the payment's signed
 * result: the server credits the order's owner and shows the wallet.
 */
export const CHECKOUT_RETURN_PATH = '/wallet/checkout/return'
