import { z } from 'zod'
import { ADMIN_LIMITS, AUDIT_ACTION_NAMES, AUDIT_TARGET_TYPES } from '#shared/admin'
import { ADMIN_SCHEMA_MESSAGES } from '#shared/messages'
import { QUIZ_STATUSES } from '#shared/schemas/quiz'
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, UserRefSchema } from '#shared/schemas/wallet'
import { IdSchema } from '#server/http/ids'
import { PageSchema } from '#server/http/pagination'
import { envelope } from '#server/http/openapi'
import { MyAttemptReplySchema } from '#server/attempts/schemas'
import { UserReplySchema } from '#server/auth/schemas'
import { QuizReplySchema } from '#server/quizzes/schemas'
import { TransactionReplySchema, WalletReplySchema } from '#server/wallet/schemas'
import { m } from '#shared/i18n'

/** An empty filter (`?status=`, a cleared field) means "any". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional())

const SearchText = z
  .string({ error: () => m.admin_schema_messages_search_not_text() })
  .trim()
  .max(ADMIN_LIMITS.searchMax, { error: () => ADMIN_SCHEMA_MESSAGES.searchTooLong(ADMIN_LIMITS.searchMax) })

/** A day as YYYY-MM-DD, read in India's time (the day an admin in India means). */
// The messages are read when a value fails, in the request's language (not frozen at import).
const DaySchema = z.iso.date({ error: () => m.admin_messages_date() })

/** `true` / `false` from a query string or JSON; nothing else. */
const FlagSchema = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: () => m.admin_schema_messages_true_or_false() }),
)

const dateRange = { from: optional(DaySchema), to: optional(DaySchema) }
const isOrdered = (range: { from?: string | undefined; to?: string | undefined }) =>
  !range.from || !range.to || range.from <= range.to
const ORDERED = { error: () => m.admin_messages_date_range(), path: ['to'] }

export const UserSearchSchema = PageSchema.extend({ search: optional(SearchText) })

export const UserLookupSchema = z.object({ user: UserRefSchema })

export const QuizSearchSchema = PageSchema.extend({
  status: optional(z.enum(QUIZ_STATUSES, { error: () => m.admin_schema_messages_quiz_status() })),
  search: optional(SearchText),
  creator: optional(SearchText),
})

export const TransactionHistorySchema = PageSchema.extend({
  status: optional(z.enum(TRANSACTION_STATUSES, { error: () => m.admin_schema_messages_transaction_status() })),
  type: optional(z.enum(TRANSACTION_TYPES, { error: () => m.admin_schema_messages_transaction_type() })),
  user: optional(SearchText),
  ...dateRange,
}).refine(isOrdered, ORDERED)

export const FlaggedFilterSchema = PageSchema.extend({ includeReviewed: FlagSchema.default(false) })

const auditFilter = {
  action: optional(z.enum(AUDIT_ACTION_NAMES, { error: () => m.admin_schema_messages_audit_action() })),
  actor: optional(SearchText),
  targetType: optional(z.enum(AUDIT_TARGET_TYPES, { error: () => m.admin_schema_messages_target_type() })),
  targetId: optional(IdSchema),
  ...dateRange,
}

export const AuditFilterSchema = PageSchema.extend(auditFilter).refine(isOrdered, ORDERED)

export const AttemptIdInput = z.object({ attemptId: IdSchema })

/** The audit log's filters; `format=csv` asks for the download instead of the JSON page. */
export const AuditLogQuerySchema = PageSchema.extend({
  ...auditFilter,
  format: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['json', 'csv'], { error: () => m.admin_schema_messages_export_format() }).optional(),
  ),
}).refine(isOrdered, ORDERED)

/*
 * The shapes of the REST answers, for the API's document (decision 031); the contract test holds
 * every answer the tests see to them.
 */
export const AdminUsersReplySchema = envelope(
  z.object({
    users: z.array(
      z.object({
        _id: z.uuid(),
        username: z.string(),
        /** Null for an account made by phone that has added no address. */
        email: z.string().nullable(),
        role: z.enum(['user', 'admin']),
        createdAt: z.iso.datetime(),
        balance: z.number(),
      }),
    ),
    hasMore: z.boolean(),
  }),
)
export const AdminUserReplySchema = envelope(
  z.object({
    user: UserReplySchema.extend({ hasGoogle: z.boolean() }),
    wallet: WalletReplySchema,
    transactions: z.array(TransactionReplySchema),
    quizzes: z.array(QuizReplySchema),
    attempts: z.array(MyAttemptReplySchema),
  }),
)
export const AuditLogReplySchema = envelope(
  z.object({
    entries: z.array(
      z.object({
        id: z.number().int(),
        createdAt: z.iso.datetime(),
        actorId: z.uuid().nullable(),
        actor: z.string(),
        action: z.enum(AUDIT_ACTION_NAMES),
        targetType: z.enum(AUDIT_TARGET_TYPES),
        targetId: z.string(),
        before: z.unknown(),
        after: z.unknown(),
      }),
    ),
    hasMore: z.boolean(),
  }),
)
