import { z } from 'zod'
import { ProfileUpdateSchema } from '#shared/schemas/auth'
import { EmailSchema } from '#shared/schemas/fields'
import { m } from '#shared/i18n'

/**
 * The account as the form needs it: its address now (none for an account made by phone), and
 * whether it has a password to ask for.
 */
export interface CurrentAccount {
  email: string | null
  hasPassword: boolean
}

/**
 * Whether the profile's change needs the current password: a new password, or a new address, on
 * an account that has a password (one made with Google has none to give). The server checks the
 * same, so the form asks before sending.
 */
export function needsCurrentPassword(
  values: { password?: unknown; email?: unknown },
  account: CurrentAccount,
): boolean {
  if (!account.hasPassword) return false
  const password = typeof values.password === 'string' ? values.password.trim() : ''
  const email = typeof values.email === 'string' ? values.email.trim().toLowerCase() : ''
  return password !== '' || (email !== '' && email !== (account.email ?? '').toLowerCase())
}

/** The procedure's schema, and the current password when the change needs it. */
export function profileFormSchema(account: CurrentAccount) {
  // An account made by phone may leave the address empty: it adds one when it wants to.
  // The same fields and output either way, so the form keeps the procedure's types.
  const schema = account.email
    ? ProfileUpdateSchema
    : (ProfileUpdateSchema.extend({
        email: z.preprocess((value) => (value === '' ? undefined : value), EmailSchema.optional()),
      }) as unknown as typeof ProfileUpdateSchema)
  return schema.superRefine((profile, context) => {
    if (needsCurrentPassword(profile, account) && !profile.currentPassword) {
      context.addIssue({
        code: 'custom',
        path: ['currentPassword'],
        message: m.account_server_current_password_required(),
      })
    }
  })
}

/** The server's refusals that concern one field of the form, and that field. */
export const SERVER_REFUSAL_FIELD: Partial<Record<string, 'currentPassword' | 'password'>> = {
  [m.account_server_current_password_required()]: 'currentPassword',
  [m.account_server_current_password_wrong()]: 'currentPassword',
  [m.account_server_common_password()]: 'password',
}
