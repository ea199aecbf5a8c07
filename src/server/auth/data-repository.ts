import { sql } from 'kysely'
import type { DB } from '#server/db/index'
import {
  EMPTIED_USER_COLUMNS,
  ERASED_BY_ADDRESS,
  ERASED_BY_USER,
  type PlainDownload,
  type ReplacedUserColumn,
  UNLINKED,
} from './personal-data'

/**
 * The queries of a person's own data: the download of everything held about them, and the
 * deletion of their account (data-service.ts). They read and write other domains' tables by their
 * owner's id, the way the person's data is spread; no other domain's rule is decided here.
 */

// The download

/** The profile as stored, less its secrets: whether there is a password or a Google link, never what. */
export function findProfileToExport(db: DB, userId: string) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'email',
      'phone',
      'profile_picture',
      'role',
      'created_at',
      'updated_at',
      'email_verified_at',
      'phone_verified_at',
      'email_opt_outs',
      'locale',
      sql<boolean>`password_hash is not null`.as('has_password'),
      sql<boolean>`google_sub is not null`.as('has_google'),
    ])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

export function listQuizzesToExport(db: DB, userId: string) {
  return db
    .selectFrom('quizzes')
    .select([
      'id',
      'title',
      'description',
      'topic',
      'category',
      'difficulty',
      'is_paid',
      'price_paise',
      'time_limit_seconds',
      'start_time',
      'end_time',
      'status',
      'rejection_reason',
      'settings',
      'question_count',
      'attempt_count',
      'created_at',
      'updated_at',
    ])
    .where('creator_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

/** The questions of the user's own quizzes, answers included: they wrote them. */
export function listQuestionsToExport(db: DB, userId: string) {
  return db
    .selectFrom('questions')
    .innerJoin('quizzes', 'quizzes.id', 'questions.quiz_id')
    .select([
      'questions.quiz_id',
      'questions.position',
      'questions.text',
      'questions.type',
      'questions.definition',
      'questions.translation',
      'questions.explanation',
      'questions.points',
      'questions.time_limit_seconds',
    ])
    .where('quizzes.creator_id', '=', userId)
    .orderBy('questions.quiz_id')
    .orderBy('questions.position')
    .execute()
}

export function listAttemptsToExport(db: DB, userId: string) {
  return db
    .selectFrom('attempts')
    .innerJoin('quizzes', 'quizzes.id', 'attempts.quiz_id')
    .select([
      'attempts.id',
      'attempts.quiz_id',
      'quizzes.title as quiz_title',
      'attempts.status',
      'attempts.started_at',
      'attempts.submitted_at',
      'attempts.submit_reason',
      'attempts.score',
      'attempts.total_possible_score',
      'attempts.correct_count',
      'attempts.duration_ms',
      'attempts.is_ranked',
      'attempts.tab_switches',
      'attempts.violation_count',
      'attempts.ai_summary',
      'attempts.questions',
    ])
    .where('attempts.user_id', '=', userId)
    .orderBy('attempts.started_at')
    .orderBy('attempts.id')
    .execute()
}

export function listAnswersToExport(db: DB, userId: string) {
  return db
    .selectFrom('attempt_answers')
    .innerJoin('attempts', 'attempts.id', 'attempt_answers.attempt_id')
    .select([
      'attempt_answers.attempt_id',
      'attempt_answers.question_index',
      'attempt_answers.selected_option',
      'attempt_answers.response',
      'attempt_answers.fraction_num',
      'attempt_answers.fraction_den',
      'attempt_answers.earned',
      'attempt_answers.time_spent_seconds',
      'attempt_answers.saved_at',
    ])
    .where('attempts.user_id', '=', userId)
    .orderBy('attempt_answers.attempt_id')
    .orderBy('attempt_answers.question_index')
    .execute()
}

/** The live games the user played signed in, each place with the game's quiz. */
export function listGamePlacesToExport(db: DB, userId: string) {
  return db
    .selectFrom('game_players')
    .innerJoin('games', 'games.id', 'game_players.game_id')
    .innerJoin('quizzes', 'quizzes.id', 'games.quiz_id')
    .select([
      'game_players.id',
      'game_players.game_id',
      'quizzes.title as quiz_title',
      'game_players.nickname',
      'game_players.joined_at',
      'game_players.kicked_at',
    ])
    .where('game_players.user_id', '=', userId)
    .orderBy('game_players.joined_at')
    .execute()
}

/** The answers of those places, each with the points the server's clock gave it. */
export function listGameAnswersToExport(db: DB, userId: string) {
  return db
    .selectFrom('game_answers')
    .innerJoin('game_players', 'game_players.id', 'game_answers.player_id')
    .select([
      'game_answers.player_id',
      'game_answers.question_index',
      'game_answers.response',
      'game_answers.received_at',
      'game_answers.elapsed_ms',
      'game_answers.points',
      'game_answers.correct',
    ])
    .where('game_players.user_id', '=', userId)
    .orderBy('game_answers.player_id')
    .orderBy('game_answers.question_index')
    .execute()
}

/** What the anti-cheat recorded in the user's attempts, as their result pages show it. */
export function listViolationsToExport(db: DB, userId: string) {
  return db
    .selectFrom('attempt_violations')
    .innerJoin('attempts', 'attempts.id', 'attempt_violations.attempt_id')
    .select([
      'attempt_violations.attempt_id',
      'attempt_violations.type',
      'attempt_violations.severity',
      'attempt_violations.details',
      'attempt_violations.created_at',
    ])
    .where('attempts.user_id', '=', userId)
    .orderBy('attempt_violations.attempt_id')
    .orderBy('attempt_violations.id')
    .execute()
}

/**
 * A table's rows of the person's as stored, where personal-data.ts says the download holds them so:
 * found by the column holding their id, in the order they were made.
 */
export async function listRowsToExport(db: DB, userId: string, where: Pick<PlainDownload, 'table' | 'user'>) {
  const { rows } = await sql<Record<string, unknown>>`
    select * from ${sql.table(where.table)} where ${sql.ref(where.user)} = ${userId}
  `.execute(db)
  return rows.sort(inOrderMade)
}

/** By when a row was made, then by its id, where the table has them. */
function inOrderMade(a: Record<string, unknown>, b: Record<string, unknown>): number {
  const made = (row: Record<string, unknown>) => (row.created_at instanceof Date ? row.created_at.getTime() : 0)
  const id = (row: Record<string, unknown>) => String(row.id ?? '')
  return made(a) - made(b) || (id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0)
}

// The deletion

/** What confirms a deletion: the password when there is one, else the username. */
export function findAccountToDelete(db: DB, userId: string) {
  return db
    .selectFrom('users')
    .select(['username', 'password_hash'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

/**
 * The user's row, locked until the deletion commits. FOR UPDATE also waits for, and then holds off,
 * every insert that points at the user (a wallet request, a purchase's earning, a quiz): each takes
 * a key-share lock on this row, so none can slip in between the checks and the erasure.
 */
export function lockAccount(db: DB, userId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'phone', 'deleted_at'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst()
}

/** The wallet's balance (its ledger account locked, with `lock`): 0 for a user who never had one. */
export async function walletBalance(db: DB, userId: string, options: { lock: boolean }): Promise<number> {
  const query = db.selectFrom('ledger_accounts').select('balance_paise').where('user_id', '=', userId)
  const account = await (options.lock ? query.forUpdate() : query).executeTakeFirst()
  return account?.balance_paise ?? 0
}

/** Requests to add funds or to withdraw that an admin has not settled yet. */
export async function countPendingRequests(db: DB, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('wallet_transactions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow()
  return Number(count)
}

/**
 * Takes the user's paid quizzes off the public list, as an unpublishing does: rejected, with the
 * reason. One still waiting for review goes too, so no later approval opens sales to a wallet
 * nobody holds.
 */
export async function unpublishPaidQuizzes(db: DB, userId: string, reason: string): Promise<void> {
  await db
    .updateTable('quizzes')
    .set({ status: 'rejected', rejection_reason: reason, reviewed_by: null, reviewed_at: new Date() })
    .where('creator_id', '=', userId)
    .where('status', 'in', ['approved', 'pending'])
    .where('is_paid', '=', true)
    .where('price_paise', '>', 0)
    .execute()
}

/**
 * Deletes the user's quizzes that are not published and that nobody has played or bought (drafts,
 * those waiting for review, rejected ones), with their questions. A quiz someone played or paid
 * for stays, so their results and purchase keep pointing at it.
 */
export async function deleteUnplayedQuizzes(db: DB, userId: string): Promise<void> {
  await db
    .deleteFrom('quizzes')
    .where('creator_id', '=', userId)
    .where('status', '!=', 'approved')
    .where((eb) =>
      eb.and([
        eb.not(
          eb.exists(eb.selectFrom('attempts').select('attempts.id').whereRef('attempts.quiz_id', '=', 'quizzes.id')),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('wallet_transactions')
              .select('wallet_transactions.id')
              .whereRef('wallet_transactions.quiz_id', '=', 'quizzes.id'),
          ),
        ),
      ]),
    )
    .execute()
}

/** Codes sent by SMS to the account's number, its own or anyone's asking. */
export async function deletePhoneCodes(db: DB, phone: string): Promise<void> {
  await db.deleteFrom('phone_codes').where('phone', '=', phone).execute()
}

/** The addresses links were sent to (a change of address waiting for its link included). */
export async function tokenAddresses(db: DB, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('account_tokens').select('email').distinct().where('user_id', '=', userId).execute()
  return rows.map((row) => row.email)
}

/**
 * What personal-data.ts says the deletion erases by an address: mail to the account's addresses,
 * sent, waiting or only asked for.
 */
export async function deleteMailTo(db: DB, addresses: string[]): Promise<void> {
  if (addresses.length === 0) return
  const lowered = addresses.map((address) => address.toLowerCase())
  for (const { table, column } of ERASED_BY_ADDRESS) {
    await sql`delete from ${sql.table(table)} where lower(${sql.ref(column)}) in (${sql.join(lowered)})`.execute(db)
  }
}

/**
 * What personal-data.ts says the deletion erases by the person's id: everything of theirs that only
 * serves them (sessions, the browsers seen, links, notifications, idempotency keys).
 */
export async function deletePersonalRows(db: DB, userId: string): Promise<void> {
  for (const { table, column } of ERASED_BY_USER) {
    await sql`delete from ${sql.table(table)} where ${sql.ref(column)} = ${userId}`.execute(db)
  }
}

/** What personal-data.ts says stays, unlinked from the account: messages to support stay with support. */
export async function unlinkRows(db: DB, userId: string): Promise<void> {
  for (const { table, column } of UNLINKED) {
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = null where ${sql.ref(column)} = ${userId}`.execute(db)
  }
}

/**
 * Empties the user's row of everything that names the person, as personal-data.ts lists it: each
 * column it empties back to its default, each it replaces to the account's placeholder. The row
 * keeps no rights and is marked deleted.
 */
export async function eraseUser(db: DB, userId: string, placeholders: Record<ReplacedUserColumn, string>) {
  const now = new Date()
  const emptied = Object.fromEntries(EMPTIED_USER_COLUMNS.map((column) => [column, sql<never>`default`]))
  await db
    .updateTable('users')
    .set({ ...emptied, ...placeholders, role: 'user', deleted_at: now, updated_at: now })
    .where('id', '=', userId)
    .execute()
}
