import { z } from 'zod'
import { LoginPasswordSchema } from './fields'
import { m } from '../paraglide/messages.js'

/** A session on the sessions page, named by its public id. */
const SessionIdSchema = z.uuid({ error: () => m.field_messages_session_id_invalid() })
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
      .string({ error: () => m.field_messages_username_not_text() })
      .trim()
      .max(100, { error: () => m.field_messages_username_long() })
      .optional(),
  ),
})
export type DeleteAccountInput = z.input<typeof DeleteAccountSchema>
