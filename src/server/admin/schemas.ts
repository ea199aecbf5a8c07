import { z } from 'zod'
import { ADMIN_LIMITS, ADMIN_MESSAGES, AUDIT_ACTION_NAMES, AUDIT_TARGET_TYPES } from '#shared/admin'
import { QUIZ_STATUSES } from '#shared/schemas/quiz'
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, UserRefSchema } from '#shared/schemas/wallet'
import { IdSchema } from '#server/http/ids'
import { PageSchema } from '#server/http/pagination'

/** An empty filter (`?status=`, a cleared field) means "any". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional())

const SearchText = z
  .string({ error: 'The search is text' })
  .trim()
  .max(ADMIN_LIMITS.searchMax, `The search has at most ${ADMIN_LIMITS.searchMax} characters`)

/** A day as YYYY-MM-DD, read in India's time (the day an admin in India means). */
const DaySchema = z.iso.date({ error: ADMIN_MESSAGES.date })

/** `true` / `false` from a query string or JSON; nothing else. */
const FlagSchema = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: 'Use true or false' }),
)

const dateRange = { from: optional(DaySchema), to: optional(DaySchema) }
const isOrdered = (range: { from?: string | undefined; to?: string | undefined }) =>
  !range.from || !range.to || range.from <= range.to
const ORDERED = { message: ADMIN_MESSAGES.dateRange, path: ['to'] }

export const UserSearchSchema = PageSchema.extend({ search: optional(SearchText) })

export const UserLookupSchema = z.object({ user: UserRefSchema })

export const QuizSearchSchema = PageSchema.extend({
  status: optional(z.enum(QUIZ_STATUSES, { error: 'The status is draft, pending, approved or rejected' })),
  search: optional(SearchText),
  creator: optional(SearchText),
})

export const TransactionHistorySchema = PageSchema.extend({
  status: optional(z.enum(TRANSACTION_STATUSES, { error: 'Unknown transaction status' })),
  type: optional(z.enum(TRANSACTION_TYPES, { error: 'Unknown transaction type' })),
  user: optional(SearchText),
  ...dateRange,
}).refine(isOrdered, ORDERED)

export const FlaggedFilterSchema = PageSchema.extend({ includeReviewed: FlagSchema.default(false) })

export const AuditFilterSchema = PageSchema.extend({
  action: optional(z.enum(AUDIT_ACTION_NAMES, { error: 'Unknown audit action' })),
  actor: optional(SearchText),
  targetType: optional(z.enum(AUDIT_TARGET_TYPES, { error: 'Unknown target type' })),
  targetId: optional(IdSchema),
  ...dateRange,
}).refine(isOrdered, ORDERED)

export const AttemptIdInput = z.object({ attemptId: IdSchema })
