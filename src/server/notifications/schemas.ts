import { z } from 'zod'
import { MAX_NOTIFICATION_IDS, NOTIFICATION_SERVER, type OPTIONAL_EMAIL_KINDS } from '#shared/notifications'
import { IdSchema } from '#server/http/ids'
import { PageSchema } from '#server/http/pagination'

/** A page of one's notifications, newest first. */
export const NotificationPageSchema = PageSchema

/** Mark some of one's notifications read by id, or all of them (`all` wins when both are sent). */
export const MarkReadSchema = z
  .object({
    ids: z
      .array(IdSchema)
      .min(1, NOTIFICATION_SERVER.noIds)
      .max(MAX_NOTIFICATION_IDS, NOTIFICATION_SERVER.tooManyIds)
      .optional(),
    all: z.literal(true, NOTIFICATION_SERVER.allMustBeTrue).optional(),
  })
  .refine((input) => input.ids !== undefined || input.all === true, NOTIFICATION_SERVER.whichToMark)

const optionalChoice = z.boolean().optional()

/**
 * Email choices per optional kind; a kind left out keeps its choice. `security` may be sent as true
 * (as the settings read back), never as false.
 */
export const PreferencesSchema = z.object({
  email: z.object({
    quiz_review: optionalChoice,
    funds: optionalChoice,
    withdrawal: optionalChoice,
    sale: optionalChoice,
    security: z.literal(true, NOTIFICATION_SERVER.securityAlwaysOn).optional(),
  } satisfies Record<(typeof OPTIONAL_EMAIL_KINDS)[number] | 'security', z.ZodType>),
})
