import { z } from 'zod'
import { ADMIN_LIMITS, ADMIN_MESSAGES, AUDIT_ACTION_NAMES, AUDIT_TARGET_TYPES } from '#shared/admin'
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

/** An empty filter (`?status=`, a cleared field) means "any". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional())

const SearchText = z
  .string({ error: () => ADMIN_SCHEMA_MESSAGES.searchNotText })
  .trim()
  .max(ADMIN_LIMITS.searchMax, { error: () => ADMIN_SCHEMA_MESSAGES.searchTooLong(ADMIN_LIMITS.searchMax) })

/** A day as YYYY-MM-DD, read in India's time (the day an admin in India means). */
// The messages are read when a value fails, in the request's language (not frozen at import).
const DaySchema = z.iso.date({ error: () => ADMIN_MESSAGES.date })

/** `true` / `false` from a query string or JSON; nothing else. */
const FlagSchema = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: () => ADMIN_SCHEMA_MESSAGES.trueOrFalse }),
)

const dateRange = { from: optional(DaySchema), to: optional(DaySchema) }
const isOrdered = (range: { from?: string | undefined; to?: string | undefined }) =>
  !range.from || !range.to || range.from <= range.to
const ORDERED = { error: () => ADMIN_MESSAGES.dateRange, path: ['to'] }

export const UserSearchSchema = PageSchema.extend({ search: optional(SearchText) })

export const UserLookupSchema = z.object({ user: UserRefSchema })

export const QuizSearchSchema = PageSchema.extend({
  status: optional(z.enum(QUIZ_STATUSES, { error: () => ADMIN_SCHEMA_MESSAGES.quizStatus })),
  search: optional(SearchText),
  creator: optional(SearchText),
})

export const TransactionHistorySchema = PageSchema.extend({
  status: optional(z.enum(TRANSACTION_STATUSES, { error: () => ADMIN_SCHEMA_MESSAGES.transactionStatus })),
  type: optional(z.enum(TRANSACTION_TYPES, { error: () => ADMIN_SCHEMA_MESSAGES.transactionType })),
  user: optional(SearchText),
  ...dateRange,
}).refine(isOrdered, ORDERED)

export const FlaggedFilterSchema = PageSchema.extend({ includeReviewed: FlagSchema.default(false) })

export const AuditFilterSchema = PageSchema.extend({
  action: optional(z.enum(AUDIT_ACTION_NAMES, { error: () => ADMIN_SCHEMA_MESSAGES.auditAction })),
  actor: optional(SearchText),
  targetType: optional(z.enum(AUDIT_TARGET_TYPES, { error: () => ADMIN_SCHEMA_MESSAGES.targetType })),
  targetId: optional(IdSchema),
  ...dateRange,
}).refine(isOrdered, ORDERED)

export const AttemptIdInput = z.object({ attemptId: IdSchema })

/** The audit log's `format=csv` asks for the download instead of the JSON page. */
export const AuditFormatSchema = z.looseObject({
  format: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['json', 'csv'], { error: () => ADMIN_SCHEMA_MESSAGES.exportFormat }).optional(),
  ),
})

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
        email: z.string(),
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
