import { ACCOUNT_SERVER } from '#shared/messages'
import { ProfileUpdateSchema } from '#shared/schemas/auth'

/**
 * Whether the profile's change needs the current password: a new password, or a new address. The
 * server checks the same (for an account that has a password), so the form asks before sending.
 */
export function needsCurrentPassword(values: { password?: unknown; email?: unknown }, currentEmail: string): boolean {
  const password = typeof values.password === 'string' ? values.password.trim() : ''
  const email = typeof values.email === 'string' ? values.email.trim().toLowerCase() : ''
  return password !== '' || (email !== '' && email !== currentEmail.toLowerCase())
}

/** The procedure's schema, and the current password when the change needs it. */
export function profileFormSchema(currentEmail: string) {
  return ProfileUpdateSchema.superRefine((profile, context) => {
    if (needsCurrentPassword(profile, currentEmail) && !profile.currentPassword) {
      context.addIssue({ code: 'custom', path: ['currentPassword'], message: ACCOUNT_SERVER.currentPasswordRequired })
    }
  })
}

/** The server's refusals that concern one field of the form, and that field. */
export const SERVER_REFUSAL_FIELD: Partial<Record<string, 'currentPassword' | 'password'>> = {
  [ACCOUNT_SERVER.currentPasswordRequired]: 'currentPassword',
  [ACCOUNT_SERVER.currentPasswordWrong]: 'currentPassword',
  [ACCOUNT_SERVER.commonPassword]: 'password',
}
