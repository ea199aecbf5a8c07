import type { z } from 'zod'
import type { DB } from '#server/db/index'
import { AppError } from '#server/errors'
import { listMyAttemptsWithDetails } from '#server/attempts/history-service'
import { toPublicUser } from '#server/auth/service'
import { toQuizSummary } from '#server/quizzes/service'
import { getWalletSummary, listTransactions, toTransaction } from '#server/wallet/service'
import { ADMIN_LIMITS, type AuditAction, type AuditTargetType } from '#shared/admin'
import { PLAUSIBLE_MS_PER_QUESTION } from '#shared/constants'
import { shownUsername } from '#shared/account-data-texts'
import { IST_OFFSET } from '#shared/india-time'
import { paiseToRupeeText } from '#shared/money'
import { recordAudit } from '#server/audit/log'
import { toCsv } from '#server/http/csv'
import * as repo from './repository'
import type {
  AuditFilterSchema,
  FlaggedFilterSchema,
  QuizSearchSchema,
  TransactionHistorySchema,
  UserSearchSchema,
} from './schemas'
import { m } from '#shared/i18n'

/** A page of a list, and whether another follows (each query reads one row more than it shows). */
function paged<Row, Item>(rows: Row[], limit: number, map: (row: Row) => Item) {
  return { items: rows.slice(0, limit).map(map), hasMore: rows.length > limit }
}

/** A YYYY-MM-DD range in India's time, as [start of the first day, start of the day after the last). */
function dayRange(range: { from?: string | undefined; to?: string | undefined }) {
  const from = range.from ? new Date(`${range.from}T00:00:00${IST_OFFSET}`) : undefined
  const until = range.to ? new Date(new Date(`${range.to}T00:00:00${IST_OFFSET}`).getTime() + 86_400_000) : undefined
  return { from, until }
}

// Users

export async function searchUsers(db: DB, input: z.output<typeof UserSearchSchema>) {
  const rows = await repo.searchUsers(db, input.search, input)
  const { items, hasMore } = paged(rows, input.limit, (row) => ({
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    balancePaise: Number(row.balance_paise),
    createdAt: row.created_at.toISOString(),
  }))
  return { users: items, hasMore }
}

/**
 * The user page: profile, role, wallet, and their latest transactions, quizzes and attempts, each
 * shaped as its own domain shapes it for the user themselves.
 */
export async function getUserDetail(db: DB, userId: string) {
  const profile = await repo.findUserProfile(db, userId)
  if (!profile) throw new AppError('NOT_FOUND', m.admin_messages_user_not_found())
  const page = { limit: ADMIN_LIMITS.detailRows, offset: 0 }
  const [wallet, transactions, quizzes, attempts] = await Promise.all([
    getWalletSummary(db, userId),
    listTransactions(db, userId, page),
    repo.quizzesByCreator(db, userId, page.limit),
    listMyAttemptsWithDetails(db, userId, page),
  ])
  return {
    user: { ...toPublicUser(profile), hasGoogle: profile.google_sub !== null },
    wallet,
    transactions,
    quizzes: quizzes.map(toQuizSummary),
    attempts,
  }
}

/** Whose wallet an adjustment is for, with the balance it would change: shown before the admin confirms. */
export async function lookupUser(db: DB, name: string) {
  const user = await repo.findUserByName(db, name)
  if (!user) throw new AppError('NOT_FOUND', m.wallet_messages_user_not_found())
  return { ...user, balancePaise: await repo.balanceOf(db, user.id) }
}

// Quizzes and money

export async function searchQuizzes(db: DB, input: z.output<typeof QuizSearchSchema>) {
  const rows = await repo.searchQuizzes(db, input)
  const { items, hasMore } = paged(rows, input.limit, toQuizSummary)
  return { quizzes: items, hasMore }
}

/** Every user's transactions, filtered; a user named who does not exist has none. */
export async function transactionHistory(db: DB, input: z.output<typeof TransactionHistorySchema>) {
  const user = input.user ? await repo.findUserByName(db, input.user) : undefined
  if (input.user && !user) return { transactions: [], hasMore: false }
  const rows = await repo.searchTransactions(db, {
    ...input,
    ...dayRange(input),
    userId: user?.id,
  })
  const { items, hasMore } = paged(rows, input.limit, (row) => ({
    ...toTransaction(row),
    user: { username: row.username, email: row.email },
  }))
  return { transactions: items, hasMore }
}

const PAYOUT_SHEET_HEADER = ['user', 'email', 'upi_id', 'amount_rupees', 'request_id', 'requested_at'] as const

/** Pending withdrawals for the bank run, oldest first, amounts in rupees with two decimals. */
export async function payoutSheetCsv(db: DB): Promise<string> {
  const rows = await repo.pendingWithdrawals(db, ADMIN_LIMITS.csvMaxRows)
  return toCsv(
    PAYOUT_SHEET_HEADER,
    rows.map((row) => [
      row.username,
      row.email,
      row.upi_id,
      paiseToRupeeText(row.amount_paise),
      row.id,
      row.created_at,
    ]),
  )
}

// Flagged attempts

export async function listFlaggedAttempts(db: DB, input: z.output<typeof FlaggedFilterSchema>) {
  const rows = await repo.flaggedAttempts(db, { ...input, floorMs: PLAUSIBLE_MS_PER_QUESTION })
  const { items, hasMore } = paged(rows, input.limit, (row) => ({
    id: row.id,
    quizId: row.quiz_id,
    quizTitle: row.quiz_title,
    userId: row.user_id,
    username: row.username,
    email: row.email,
    score: row.score,
    totalPossibleScore: row.total_possible_score,
    durationMs: row.duration_ms,
    questionCount: Number(row.question_count),
    submittedAt: row.submitted_at?.toISOString() ?? null,
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
    reviewedBy: row.reviewed_by,
  }))
  return { attempts: items, hasMore, floorMsPerQuestion: PLAUSIBLE_MS_PER_QUESTION }
}

/**
 * An admin looked at a flagged attempt and keeps it on the leaderboard. Once: a second mark is a
 * no-op, and writes no second record.
 */
export async function markAttemptReviewed(db: DB, adminId: string, attemptId: string) {
  return db.transaction().execute(async (trx) => {
    const attempt = await repo.findAttemptForReview(trx, attemptId)
    if (!attempt) throw new AppError('NOT_FOUND', m.admin_messages_attempt_not_found())
    const questionCount = Math.max(Number(attempt.question_count), 1)
    const isFlagged =
      attempt.is_ranked &&
      attempt.duration_ms !== null &&
      Math.floor(attempt.duration_ms / questionCount) < PLAUSIBLE_MS_PER_QUESTION
    if (!isFlagged) throw new AppError('CONFLICT', m.admin_messages_not_flagged())
    if (await repo.markKept(trx, attemptId, adminId)) {
      const state = {
        userId: attempt.user_id,
        quizId: attempt.quiz_id,
        score: attempt.score,
        durationMs: attempt.duration_ms,
      }
      await recordAudit(trx, {
        actorId: adminId,
        action: 'attempt.review',
        targetType: 'attempt',
        targetId: attemptId,
        before: { ...state, reviewed: false },
        after: { ...state, reviewed: true, outcome: 'kept' },
      })
    }
    return { attemptId, reviewed: true }
  })
}

// The audit log

interface AuditEntry {
  id: number
  createdAt: string
  actorId: string | null
  actor: string
  action: AuditAction
  targetType: AuditTargetType
  targetId: string
  before: unknown
  after: unknown
}

/** The admin filter names a user; a name that is none is a system path's (ADMIN_EMAILS, the command). */
async function auditSearch(db: DB, input: z.output<typeof AuditFilterSchema>): Promise<repo.AuditSearch> {
  const actor = input.actor ? await repo.findUserByName(db, input.actor) : undefined
  return {
    ...input,
    ...dayRange(input),
    actorId: actor?.id,
    actorName: input.actor && !actor ? input.actor : undefined,
  }
}

function toAuditEntry(row: Awaited<ReturnType<typeof repo.searchAuditLog>>[number]): AuditEntry {
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    actorId: row.actor_id,
    actor: row.actor,
    action: row.action as AuditAction,
    targetType: row.target_type as AuditTargetType,
    targetId: row.target_id,
    before: row.before,
    after: row.after,
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The ids an entry names of a kind: its target's, and a state's field of that name (`userId`). */
function idsNamed(entries: AuditEntry[], targetType: 'user' | 'quiz', field: string): string[] {
  const ids = new Set<string>()
  for (const entry of entries) {
    if (entry.targetType === targetType) ids.add(entry.targetId)
    for (const state of [entry.before, entry.after]) {
      const value = state !== null && typeof state === 'object' ? (state as Record<string, unknown>)[field] : undefined
      if (typeof value === 'string') ids.add(value)
    }
  }
  return [...ids].filter((id) => UUID.test(id))
}

/**
 * A page of the log, with the names of the users and quizzes its entries name by id (as they are
 * now; one deleted since has none), for the console to show names rather than ids.
 */
export async function listAuditLog(db: DB, input: z.output<typeof AuditFilterSchema>) {
  const rows = await repo.searchAuditLog(db, await auditSearch(db, input))
  const { items, hasMore } = paged(rows, input.limit, toAuditEntry)
  const [users, quizzes] = await Promise.all([
    repo.usernamesOf(db, idsNamed(items, 'user', 'userId')),
    repo.quizTitlesOf(db, idsNamed(items, 'quiz', 'quizId')),
  ])
  return {
    entries: items,
    hasMore,
    usernames: Object.fromEntries(users.map((user) => [user.id, shownUsername(user.username)])),
    quizTitles: Object.fromEntries(quizzes.map((quiz) => [quiz.id, quiz.title])),
  }
}

const AUDIT_CSV_HEADER = [
  'id',
  'at',
  'actor',
  'actor_id',
  'action',
  'target_type',
  'target_id',
  'before',
  'after',
] as const

/** The filtered log as CSV, newest first, up to the download's row limit (the page fields are ignored). */
export async function auditLogCsv(db: DB, input: z.output<typeof AuditFilterSchema>): Promise<string> {
  const search = await auditSearch(db, input)
  const rows = await repo.searchAuditLog(db, { ...search, limit: ADMIN_LIMITS.csvMaxRows - 1, offset: 0 })
  return toCsv(
    AUDIT_CSV_HEADER,
    rows
      .map(toAuditEntry)
      .map((entry) => [
        entry.id,
        entry.createdAt,
        entry.actor,
        entry.actorId,
        entry.action,
        entry.targetType,
        entry.targetId,
        entry.before === null ? '' : JSON.stringify(entry.before),
        entry.after === null ? '' : JSON.stringify(entry.after),
      ]),
  )
}
