import { z } from 'zod'
import { envelope } from '#server/http/openapi'

/**
 * The shapes of contact's REST answers, for the API's document (decision 031). The message it
 * takes is the client form's, in src/shared/schemas/fields.ts.
 */
const ContactMessageReplySchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
})

export const ContactSentReplySchema = envelope(ContactMessageReplySchema)
export const ContactMessagesReplySchema = envelope(
  z.object({
    messages: z.array(ContactMessageReplySchema.extend({ userId: z.uuid().nullable(), createdAt: z.iso.datetime() })),
  }),
)
