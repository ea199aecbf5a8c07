import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely'
import type { QuizStatus, WalletTransactionStatus, WalletTransactionType } from '#db/schema'
import { PUBLIC_USER_COLUMNS } from '#server/auth/repository'
import type { DB } from '#server/db/index'
import { selectQuizSummary, toPrefixTsQuery } from '#server/quizzes/repository'
import { TRANSACTION_COLUMNS } from '#server/wallet/repository'
import type { AuditAction, AuditTargetType } from '#shared/admin'

/**
 * The console's reads. Each list is a range of an index, newest (or most suspicious) first, read a
 * page at a time; a page asks for one row more than it shows, to know whether another follows.
 */

export interface Page {
  limit: number
  offset: number
}

/** One page of a list, and one row more, to know whether another follows. */
function onePage<D, TB extends keyof D, O>(query: SelectQueryBuilder<D, TB, O>, page: Page) {
  return query.limit(page.limit + 1).offset(page.offset)
}

export interface DayRange {
  from?: Date | undefined
  /** Exclusive. */
  until?: Date | undefined
}

/** A table's rows made in [from, until), newest first: a range of its (created_at, id) order. */
function newestFirst<D, TB extends keyof D, O>(query: SelectQueryBuilder<D, TB, O>, table: string, range: DayRange) {
  const createdAt = sql.ref<Date>(`${table}.created_at`)
  let inRange = query
  if (range.from) inRange = inRange.where(createdAt, '>=', range.from)
  if (range.until) inRange = inRange.where(createdAt, '<', range.until)
  return inRange.orderBy(createdAt, 'desc').orderBy(sql.ref(`${table}.id`), 'desc')
}

/** `abc` as a LIKE pattern for "starts with abc", the user's % and _ taken literally. */
function startsWith(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Users whose email or username starts with `search` (or whose id it is), by username. */
export function searchUsers(db: DB, search: string | undefined, page: Page) {
  return searchUsersQuery(db, search, page).execute()
}

/** A search that could be the start of a stored number: a plus sign or a digit first. */
const NUMBER_START = /^\+?\d/

export function searchUsersQuery(db: DB, search: string | undefined, page: Page) {
  let query = db
    .selectFrom('users')
    .leftJoin('ledger_accounts', 'ledger_accounts.user_id', 'users.id')
    .select([
      'users.id',
      'users.username',
      'users.email',
      'users.role',
      'users.created_at',
      sql<number>`coalesce(ledger_accounts.balance_paise, 0)`.as('balance_paise'),
    ])
  if (search) {
    const prefix = startsWith(search)
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['users.email']), 'like', prefix),
        eb(eb.fn('lower', ['users.username']), 'like', prefix),
        // A number as stored (+91…): an account made by phone may have nothing else to find it by.
        // Asked only of a search that could start one, so a name's search keeps its two indexes;
        // typed without its plus, it may start with the country's code or be an Indian number.
        ...(NUMBER_START.test(search)
          ? (search.startsWith('+') ? [search] : [`+${search}`, `+91${search}`]).map((number) =>
              eb('users.phone', 'like', startsWith(number)),
            )
          : []),
        ...(UUID.test(search) ? [eb('users.id', '=', search)] : []),
      ]),
    )
    query = query.orderBy(sql`lower(users.username)`).orderBy('users.id')
  } else {
    query = query.orderBy('users.created_at', 'desc').orderBy('users.id', 'desc')
  }
  return onePage(query, page)
}

/** One user by username (or by email when the text has an @), case-insensitively. */
export function findUserByName(db: DB, name: string) {
  const lowered = name.trim().toLowerCase()
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'role'])
    .where((eb) => eb(eb.fn('lower', [lowered.includes('@') ? 'email' : 'username']), '=', lowered))
    .executeTakeFirst()
}

/** What a user sees of themselves, and whether they sign in with Google. */
export function findUserProfile(db: DB, userId: string) {
  return db
    .selectFrom('users')
    .select([...PUBLIC_USER_COLUMNS, 'google_sub'])
    .where('id', '=', userId)
    .executeTakeFirst()
}

export function balanceOf(db: DB, userId: string) {
  return db
    .selectFrom('ledger_accounts')
    .select('balance_paise')
    .where('user_id', '=', userId)
    .executeTakeFirst()
    .then((row) => row?.balance_paise ?? 0)
}

export function quizzesByCreator(db: DB, userId: string, limit: number) {
  return selectQuizSummary(db)
    .where('quizzes.creator_id', '=', userId)
    .orderBy('quizzes.created_at', 'desc')
    .orderBy('quizzes.id', 'desc')
    .limit(limit)
    .execute()
}

export interface QuizSearch extends Page {
  status?: QuizStatus | undefined
  search?: string | undefined
  creator?: string | undefined
}

/** Quizzes of any status, by title words (prefix full-text) and creator, most recently changed first. */
export function searchQuizzes(db: DB, filters: QuizSearch) {
  let query = selectQuizSummary(db)
  if (filters.status) query = query.where('quizzes.status', '=', filters.status)
  const words = filters.search ? toPrefixTsQuery(filters.search) : null
  if (words) query = query.where(sql<boolean>`quizzes.search_vector @@ to_tsquery('simple', ${words})`)
  if (filters.creator) {
    query = query.where((eb) => eb(eb.fn('lower', ['creator.username']), 'like', startsWith(filters.creator!)))
  }
  return onePage(query.orderBy('quizzes.updated_at', 'desc').orderBy('quizzes.id', 'desc'), filters).execute()
}

export interface TransactionSearch extends Page, DayRange {
  status?: WalletTransactionStatus | undefined
  type?: WalletTransactionType | undefined
  userId?: string | undefined
}

export function searchTransactions(db: DB, filters: TransactionSearch) {
  let query = db
    .selectFrom('wallet_transactions')
    .innerJoin('users', 'users.id', 'wallet_transactions.user_id')
    .select([
      ...TRANSACTION_COLUMNS.map((column) => `wallet_transactions.${column}` as const),
      'users.username',
      'users.email',
    ])
  if (filters.status) query = query.where('wallet_transactions.status', '=', filters.status)
  if (filters.type) query = query.where('wallet_transactions.type', '=', filters.type)
  if (filters.userId) query = query.where('wallet_transactions.user_id', '=', filters.userId)
  return onePage(newestFirst(query, 'wallet_transactions', filters), filters).execute()
}

/** Every withdrawal waiting to be paid, oldest first: the bank run's sheet. */
export function pendingWithdrawals(db: DB, limit: number) {
  return db
    .selectFrom('wallet_transactions')
    .innerJoin('users', 'users.id', 'wallet_transactions.user_id')
    .select([
      'wallet_transactions.id',
      'wallet_transactions.amount_paise',
      'wallet_transactions.upi_id',
      'wallet_transactions.created_at',
      'users.username',
      'users.email',
    ])
    .where('wallet_transactions.status', '=', 'pending')
    .where('wallet_transactions.type', '=', 'withdrawal')
    .orderBy('wallet_transactions.created_at', 'asc')
    .orderBy('wallet_transactions.id', 'asc')
    .limit(limit)
    .execute()
}

/**
 * Milliseconds per question of an attempt, as the index attempts_ms_per_question has it: the
 * query must spell it the same way for the planner to read the index.
 */
const msPerQuestion = sql<number>`(attempts.duration_ms / greatest(jsonb_array_length(attempts.questions), 1))`

type FlaggedFilters = Page & { floorMs: number; includeReviewed: boolean }

/** Ranked attempts under the plausible floor per question, fastest first. */
export function flaggedAttempts(db: DB, filters: FlaggedFilters) {
  return flaggedAttemptsQuery(db, filters).execute()
}

export function flaggedAttemptsQuery(db: DB, filters: FlaggedFilters) {
  const conditions = (): Expression<SqlBool>[] => [
    sql<boolean>`attempts.is_ranked`,
    sql<boolean>`${msPerQuestion} < ${filters.floorMs}`,
  ]
  let query = db
    .selectFrom('attempts')
    .innerJoin('users', 'users.id', 'attempts.user_id')
    .innerJoin('quizzes', 'quizzes.id', 'attempts.quiz_id')
    .leftJoin('attempt_reviews', 'attempt_reviews.attempt_id', 'attempts.id')
    .leftJoin('users as reviewer', 'reviewer.id', 'attempt_reviews.reviewed_by')
    .select([
      'attempts.id',
      'attempts.quiz_id',
      'quizzes.title as quiz_title',
      'attempts.user_id',
      'users.username',
      'users.email',
      'attempts.score',
      'attempts.total_possible_score',
      'attempts.duration_ms',
      sql<number>`jsonb_array_length(attempts.questions)`.as('question_count'),
      'attempts.submitted_at',
      'attempt_reviews.reviewed_at',
      'reviewer.username as reviewed_by',
    ])
    .where((eb) => eb.and(conditions()))
  if (!filters.includeReviewed) query = query.where('attempt_reviews.attempt_id', 'is', null)
  return onePage(query.orderBy(msPerQuestion).orderBy('attempts.id'), filters)
}

/** The attempt as the flag sees it, locked while it is reviewed. */
export function findAttemptForReview(trx: DB, attemptId: string) {
  return trx
    .selectFrom('attempts')
    .select([
      'attempts.id',
      'attempts.user_id',
      'attempts.quiz_id',
      'attempts.is_ranked',
      'attempts.score',
      'attempts.duration_ms',
      sql<number>`jsonb_array_length(attempts.questions)`.as('question_count'),
    ])
    .where('attempts.id', '=', attemptId)
    .forUpdate()
    .executeTakeFirst()
}

/** Marks the attempt reviewed and kept; false when it was marked already. */
export async function markKept(trx: DB, attemptId: string, adminId: string): Promise<boolean> {
  const marked = await trx
    .insertInto('attempt_reviews')
    .values({ attempt_id: attemptId, reviewed_by: adminId, outcome: 'kept' })
    .onConflict((oc) => oc.column('attempt_id').doNothing())
    .returning('reviewed_at')
    .executeTakeFirst()
  return marked !== undefined
}

export interface AuditSearch extends Page, DayRange {
  action?: AuditAction | undefined
  /** The admin's id; `actorName` for a system path (ADMIN_EMAILS, the admin command). */
  actorId?: string | undefined
  actorName?: string | undefined
  targetType?: AuditTargetType | undefined
  targetId?: string | undefined
}

/** The usernames of these users, by id (any not there, deleted for good, left out). */
export function usernamesOf(db: DB, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('users').select(['id', 'username']).where('id', 'in', ids).execute()
}

/** The titles of these quizzes, by id (a deleted quiz left out). */
export function quizTitlesOf(db: DB, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('quizzes').select(['id', 'title']).where('id', 'in', ids).execute()
}

export function searchAuditLog(db: DB, filters: AuditSearch) {
  let query = db
    .selectFrom('admin_audit_log')
    .select(['id', 'created_at', 'actor_id', 'actor', 'action', 'target_type', 'target_id', 'before', 'after'])
  if (filters.action) query = query.where('action', '=', filters.action)
  if (filters.actorId) query = query.where('actor_id', '=', filters.actorId)
  else if (filters.actorName)
    query = query.where((eb) => eb(eb.fn('lower', ['actor']), '=', filters.actorName!.toLowerCase()))
  if (filters.targetType) query = query.where('target_type', '=', filters.targetType)
  if (filters.targetId) query = query.where('target_id', '=', filters.targetId)
  return onePage(newestFirst(query, 'admin_audit_log', filters), filters).execute()
}
