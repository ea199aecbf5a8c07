import { z } from 'zod'
import { EMAIL_MAX_LENGTH, WALLET } from '../constants'
import { VALIDATION, WALLET_SERVER } from '../messages'
import { words } from '../i18n'
import { MONEY_TEXTS } from '../money'
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

/** What the money calls answer when they refuse, beyond the product's own messages. */
export const WALLET_MESSAGES = words({
  /** Money requests need a second person: an admin never settles their own. */
  ownRequest: m.wallet_messages_own_request,
  ownWallet: m.wallet_messages_own_wallet,
  idempotencyKeyRequired: m.wallet_messages_idempotency_key_required,
  /** Also for another user's transaction: whether it exists is not theirs to learn. */
  transactionNotFound: m.wallet_messages_transaction_not_found,
  userNotFound: m.wallet_messages_user_not_found,
  adjustmentUserRequired: m.wallet_messages_adjustment_user_required,
  reasonRequired: m.wallet_messages_reason_required,
  idempotencyKeyMissing: m.wallet_messages_idempotency_key_missing,
  idempotencyKeyNotText: m.wallet_messages_idempotency_key_not_text,
  idempotencyKeyTooShort: () => m.wallet_messages_idempotency_key_too_short({ min: IDEMPOTENCY_KEY_MIN }),
  idempotencyKeyTooLong: () => m.wallet_messages_idempotency_key_too_long({ max: WALLET_BOUNDS.idempotencyKeyMax }),
  idempotencyKeyCharacters: m.wallet_messages_idempotency_key_characters,
  upiTransactionIdInvalid: m.wallet_messages_upi_transaction_id_invalid,
  reasonTooLong: () => m.wallet_messages_reason_too_long({ max: WALLET_BOUNDS.reasonMax }),
  payoutReferenceTooLong: () => m.wallet_messages_payout_reference_too_long({ max: WALLET_BOUNDS.payoutReferenceMax }),
  userIdInvalid: m.wallet_messages_user_id_invalid,
  adjustmentType: m.wallet_messages_adjustment_type,
})

// Every message here is read when a value fails (`() => …`), so each speaks the language of the
// request or page then, not English frozen when this module loaded.
const amountPaise = (minimum: number, minimumMessage: () => string) =>
  z
    .number({ error: () => VALIDATION.invalidAmount })
    .int({ error: () => MONEY_TEXTS.notWholePaise })
    .positive({ error: () => VALIDATION.invalidAmount })
    .min(minimum, { error: minimumMessage })
    .max(WALLET_BOUNDS.maxAmountPaise, { error: () => VALIDATION.amountAboveLimit })

const idempotencyKey = (missing: () => string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing() : WALLET_MESSAGES.idempotencyKeyNotText) })
    .trim()
    .min(IDEMPOTENCY_KEY_MIN, { error: () => WALLET_MESSAGES.idempotencyKeyTooShort })
    .max(WALLET_BOUNDS.idempotencyKeyMax, { error: () => WALLET_MESSAGES.idempotencyKeyTooLong })
    .regex(/^[A-Za-z0-9_.:-]+$/, { error: () => WALLET_MESSAGES.idempotencyKeyCharacters })

export const IdempotencyKeySchema = idempotencyKey(() => WALLET_MESSAGES.idempotencyKeyMissing)

const UpiIdSchema = z
  .string({ error: () => VALIDATION.upiRequired })
  .trim()
  .min(1, { error: () => VALIDATION.upiRequired })
  .max(WALLET_BOUNDS.upiIdMax, { error: () => VALIDATION.upiInvalid })
  .regex(UPI_ID_PATTERN, { error: () => VALIDATION.upiInvalid })

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
  amountPaise: amountPaise(WALLET.minAddPaise, () => VALIDATION.minAddFunds),
  paymentMethod: z.literal('upi').default('upi'),
  /** The UPI reference the payer's app showed (optional; claimable once). */
  transactionId: z
    .string()
    .trim()
    .max(WALLET_BOUNDS.upiTransactionIdMax)
    .regex(/^[A-Za-z0-9-]*$/, { error: () => WALLET_MESSAGES.upiTransactionIdInvalid })
    .optional()
    .transform((value) => (value ? value : undefined)),
  /** The reference the payment link carried; the server picks one when the client did not. */
  paymentReference: z
    .string()
    .trim()
    .regex(PAYMENT_REFERENCE_PATTERN, { error: () => VALIDATION.paymentReferenceInvalid })
    .optional(),
  idempotencyKey: IdempotencyKeySchema.optional(),
})

export const WithdrawSchema = z.object({
  amountPaise: amountPaise(WALLET.minWithdrawalPaise, () => VALIDATION.minWithdrawal),
  withdrawalMethod: z.literal('upi').default('upi'),
  upiId: UpiIdSchema,
  note: z.string().trim().max(WALLET_BOUNDS.noteMax).optional(),
  idempotencyKey: IdempotencyKeySchema.optional(),
})

export const ADJUSTMENT_TYPES = ['refund', 'bonus', 'penalty'] as const

/** Whose wallet an admin means: a username or an email, as people name each other. */
export const UserRefSchema = z
  .string({ error: () => WALLET_MESSAGES.adjustmentUserRequired })
  .trim()
  .min(1, { error: () => WALLET_MESSAGES.adjustmentUserRequired })
  .max(EMAIL_MAX_LENGTH, { error: () => WALLET_MESSAGES.userNotFound })

/**
 * A refund, bonus or penalty. The user is named by `user` (username or email); `userId` is kept for
 * REST callers that send the id. A key is required: without one, a retried or doubled request would
 * post the money twice.
 */
/** Why an admin rejects a request or posts an adjustment: the user reads it. */
export const ReasonSchema = z
  .string({ error: () => WALLET_MESSAGES.reasonRequired })
  .trim()
  .min(1, { error: () => WALLET_MESSAGES.reasonRequired })
  .max(WALLET_BOUNDS.reasonMax, { error: () => WALLET_MESSAGES.reasonTooLong })

/** A withdrawal's payout reference (the UPI UTR): paying out without one leaves nothing to trace. */
export const PayoutReferenceSchema = z
  .string({ error: () => WALLET_SERVER.payoutReferenceRequired })
  .trim()
  .min(1, { error: () => WALLET_SERVER.payoutReferenceRequired })
  .max(WALLET_BOUNDS.payoutReferenceMax, { error: () => WALLET_MESSAGES.payoutReferenceTooLong })

export const AdjustmentSchema = z
  .object({
    userId: z.uuid({ error: () => WALLET_MESSAGES.userIdInvalid }).optional(),
    user: UserRefSchema.optional(),
    type: z.enum(ADJUSTMENT_TYPES, { error: () => WALLET_MESSAGES.adjustmentType }),
    amountPaise: z
      .number({ error: () => VALIDATION.invalidAmount })
      .int({ error: () => MONEY_TEXTS.notWholePaise })
      .positive({ error: () => VALIDATION.invalidAmount })
      .max(WALLET_BOUNDS.maxAmountPaise, { error: () => VALIDATION.amountAboveLimit }),
    reason: ReasonSchema,
    idempotencyKey: idempotencyKey(() => WALLET_MESSAGES.idempotencyKeyRequired),
  })
  .refine((input) => input.userId !== undefined || input.user !== undefined, {
    error: () => WALLET_MESSAGES.adjustmentUserRequired,
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
export const TRANSACTION_LABELS: Record<TransactionType | 'earning', string> = words({
  payment: m.transaction_labels_payment,
  earning: m.transaction_labels_earning,
  quiz_earning: m.transaction_labels_earning,
  withdrawal: m.transaction_labels_withdrawal,
  quiz_fee: m.transaction_labels_quiz_fee,
  refund: m.transaction_labels_refund,
  bonus: m.transaction_labels_bonus,
  penalty: m.transaction_labels_penalty,
})
const CREDIT_TYPES = new Set<string>(['payment', 'earning', 'quiz_earning', 'refund', 'bonus'])
export const isCredit = (type: string) => CREDIT_TYPES.has(type)
