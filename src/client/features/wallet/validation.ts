import type { z } from 'zod'
import { VALIDATION } from '#shared/messages'
import { AddFundsSchema, WithdrawSchema } from '#shared/schemas/wallet'
import { parseRupees } from './wallet-format'

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>

/** The first message per form field; the shared schema checks the form and the procedure alike. */
function fieldErrors<Field extends string>(issues: z.core.$ZodIssue[], fields: Record<string, Field>) {
  const errors: FieldErrors<Field> = {}
  for (const issue of issues) {
    const field = fields[String(issue.path[0])]
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
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
  return {
    data: null,
    errors: fieldErrors(result.error.issues, { amountPaise: 'amount', transactionId: 'transactionId' } as const),
  }
}

export interface WithdrawForm {
  amount: string
  upiId: string
  note: string
}

/** Spec section 5, in its order: a valid amount, not above the balance, at least the minimum; then the UPI ID. */
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
    errors.amount = VALIDATION.insufficientBalance
  }
  const isValid = result.success && Object.keys(errors).length === 0
  return { data: isValid ? result.data : null, errors }
}
