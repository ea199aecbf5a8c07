import { ProfileUpdateSchema } from '#shared/schemas/auth'
import { m } from '#shared/i18n'

/** The account as the form needs it: its address now, and whether it has a password to ask for. */
export interface CurrentAccount {
  email: string
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
  return password !== '' || (email !== '' && email !== account.email.toLowerCase())
}

/** The procedure's schema, and the current password when the change needs it. */
export function profileFormSchema(account: CurrentAccount) {
  return ProfileUpdateSchema.superRefine((profile, context) => {
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
