import { z } from 'zod'
import {
  MAX_NOTIFICATION_IDS,
  NOTIFICATION_KINDS,
  NOTIFICATION_SERVER,
  type OPTIONAL_EMAIL_KINDS,
} from '#shared/notifications'
import { IdSchema } from '#server/http/ids'
import { PageSchema } from '#server/http/pagination'
import { ENTITIES, envelope } from '#server/http/openapi'
import { m } from '#shared/i18n'

// The messages are read when a value fails (`() => …`), in the request's language.

/** A page of one's notifications, newest first. */
export const NotificationPageSchema = PageSchema

/** Mark some of one's notifications read by id, or all of them (`all` wins when both are sent). */
export const MarkReadSchema = z
  .object({
    ids: z
      .array(IdSchema)
      .min(1, { error: () => m.notification_server_no_ids() })
      .max(MAX_NOTIFICATION_IDS, { error: () => NOTIFICATION_SERVER.tooManyIds })
      .optional(),
    all: z.literal(true, { error: () => m.notification_server_all_must_be_true() }).optional(),
  })
  .refine((input) => input.ids !== undefined || input.all === true, {
    error: () => m.notification_server_which_to_mark(),
  })

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
    series: optionalChoice,
    contest: optionalChoice,
    streak: optionalChoice,
    assignment: optionalChoice,
    security: z.literal(true, { error: () => m.notification_server_security_always_on() }).optional(),
  } satisfies Record<(typeof OPTIONAL_EMAIL_KINDS)[number] | 'security', z.ZodType>),
})

/*
 * The shapes of the REST answers, for the API's document (decision 031); the contract test holds
 * every answer the tests see to them.
 */
const NotificationReplySchema = z
  .object({
    _id: z.uuid(),
    kind: z.enum(NOTIFICATION_KINDS),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable(),
    createdAt: z.iso.datetime(),
    readAt: z.iso.datetime().nullable(),
  })
  .register(ENTITIES, { id: 'Notification' })
export const NotificationsReplySchema = envelope(
  z.object({ items: z.array(NotificationReplySchema), hasMore: z.boolean(), unreadCount: z.number().int() }),
)
export const MarkedReadReplySchema = envelope(z.object({ marked: z.number().int(), unreadCount: z.number().int() }))
export const PreferencesReplySchema = envelope(
  z.object({
    email: z.object({
      quiz_review: z.boolean(),
      funds: z.boolean(),
      withdrawal: z.boolean(),
      sale: z.boolean(),
      series: z.boolean(),
      contest: z.boolean(),
      streak: z.boolean(),
      assignment: z.boolean(),
      security: z.literal(true),
    }),
    alwaysEmailed: z.array(z.literal('security')),
  }),
)
