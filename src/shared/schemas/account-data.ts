import { z } from 'zod'
import { FIELD_MESSAGES } from '../messages'
import { LoginPasswordSchema } from './fields'

/** A session on the sessions page, named by its public id. */
const SessionIdSchema = z.uuid({ error: () => FIELD_MESSAGES.sessionIdInvalid })
export const SessionIdInput = z.object({ id: SessionIdSchema })

/** Empty strings mean "not given", as the dialog sends a field it did not show. */
const emptyToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value

/**
 * Deleting an account is confirmed with its password; an account that signs in only with Google
 * has none, and types its username instead (the service decides which one the account needs).
 */
export const DeleteAccountSchema = z.object({
  password: z.preprocess(emptyToUndefined, LoginPasswordSchema.optional()),
  username: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: () => FIELD_MESSAGES.usernameNotText })
      .trim()
      .max(100, { error: () => FIELD_MESSAGES.usernameLong })
      .optional(),
  ),
})
export type DeleteAccountInput = z.input<typeof DeleteAccountSchema>
