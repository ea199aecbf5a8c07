import type { z } from 'zod'
import { NOT_WHOLE_PAISE, readRupees } from '#shared/money'
import { AddFundsSchema, WithdrawSchema } from '#shared/schemas/wallet'
import { parseRupees } from './wallet-format'
import { m } from '#shared/i18n'

type FieldErrors<Field extends string> = Partial<Record<Field, string>>

/** The first message per form field; the shared schema checks the form and the procedure alike. */
function fieldErrors<Field extends string>(issues: z.core.$ZodIssue[], fields: Record<string, Field>) {
  const errors: FieldErrors<Field> = {}
  for (const issue of issues) {
    const field = fields[String(issue.path[0])]
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}

/**
 * The server's words for an amount finer than a paisa (99.999): the form says it before sending,
 * where the schema would only see "not an amount". Commas, spaces and ₹ are the typist's, as in parseRupees.
 */
function finerThanPaisa(amount: string) {
  const read = readRupees(amount.replace(/[₹,\s]/g, ''))
  return 'problem' in read && read.problem === NOT_WHOLE_PAISE
}

export interface AddFundsForm {
  amount: string
  transactionId: string
}

export function checkAddFunds(form: AddFundsForm) {
  const result = AddFundsSchema.safeParse({
    amountPaise: parseRupees(form.amount),
    paymentMethod: 'upi',
    transactionId: form.transactionId,
  })
  if (result.success) return { data: result.data, errors: {} as FieldErrors<keyof AddFundsForm> }
  const errors = fieldErrors(result.error.issues, { amountPaise: 'amount', transactionId: 'transactionId' } as const)
  if (finerThanPaisa(form.amount)) errors.amount = m.money_texts_not_whole_paise()
  return { data: null, errors }
}

export interface WithdrawForm {
  amount: string
  upiId: string
  note: string
}

/** In the product's order: a valid amount, not above the balance, at least the minimum; then the UPI ID. */
export function checkWithdrawal(form: WithdrawForm, balancePaise: number) {
  const amountPaise = parseRupees(form.amount)
  const result = WithdrawSchema.safeParse({
    amountPaise,
    withdrawalMethod: 'upi',
    upiId: form.upiId,
    note: form.note.trim() || undefined,
  })
  const errors: FieldErrors<keyof WithdrawForm> = result.success
    ? {}
    : fieldErrors(result.error.issues, { amountPaise: 'amount', upiId: 'upiId', note: 'note' } as const)
  if (Number.isSafeInteger(amountPaise) && amountPaise > 0 && amountPaise > balancePaise) {
    errors.amount = m.validation_insufficient_balance()
  }
  if (finerThanPaisa(form.amount)) errors.amount = m.money_texts_not_whole_paise()
  const isValid = result.success && Object.keys(errors).length === 0
  return { data: isValid ? result.data : null, errors }
}
