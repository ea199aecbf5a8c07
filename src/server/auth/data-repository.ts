import { sql } from 'kysely'
import type { DB } from '#server/db/index'

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
      'questions.options',
      'questions.correct_answer',
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
      'attempt_answers.time_spent_seconds',
      'attempt_answers.saved_at',
    ])
    .where('attempts.user_id', '=', userId)
    .orderBy('attempt_answers.attempt_id')
    .orderBy('attempt_answers.question_index')
    .execute()
}

/** The user's money records; who reviewed them (an admin's id) is not theirs to download. */
export function listTransactionsToExport(db: DB, userId: string) {
  return db
    .selectFrom('wallet_transactions')
    .select([
      'id',
      'type',
      'amount_paise',
      'status',
      'payment_method',
      'upi_transaction_id',
      'payment_reference',
      'upi_id',
      'note',
      'quiz_id',
      'quiz_title',
      'reason',
      'reason_for_rejection',
      'payout_reference',
      'created_at',
      'updated_at',
      'reviewed_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

export function listNotificationsToExport(db: DB, userId: string) {
  return db
    .selectFrom('notifications')
    .select(['id', 'kind', 'title', 'body', 'link', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
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
  return db.selectFrom('users').select(['email', 'deleted_at']).where('id', '=', userId).forUpdate().executeTakeFirst()
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

/** The addresses links were sent to (a change of address waiting for its link included). */
export async function tokenAddresses(db: DB, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('account_tokens').select('email').distinct().where('user_id', '=', userId).execute()
  return rows.map((row) => row.email)
}

/** Mail to these addresses, sent or waiting: its text is theirs. */
export async function deleteMailTo(db: DB, addresses: string[]): Promise<void> {
  if (addresses.length === 0) return
  const lowered = addresses.map((address) => address.toLowerCase())
  await db
    .deleteFrom('mail_outbox')
    .where((eb) => eb(eb.fn('lower', ['to_address']), 'in', lowered))
    .execute()
}

/** Everything of the user's that only serves the person: sessions, links, notifications, idempotency keys. */
export async function deletePersonalRows(db: DB, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute()
  await db.deleteFrom('account_tokens').where('user_id', '=', userId).execute()
  await db.deleteFrom('notifications').where('user_id', '=', userId).execute()
  await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).execute()
}

/** Messages to support stay with support, no longer linked to the account. */
export async function unlinkContactMessages(db: DB, userId: string): Promise<void> {
  await db.updateTable('contact_messages').set({ user_id: null }).where('user_id', '=', userId).execute()
}

/** Empties the user's row of everything that names the person, and marks it deleted. */
export async function eraseUser(db: DB, userId: string, placeholders: { username: string; email: string }) {
  const now = new Date()
  await db
    .updateTable('users')
    .set({
      username: placeholders.username,
      email: placeholders.email,
      phone: null,
      profile_picture: null,
      password_hash: null,
      google_sub: null,
      email_verified_at: null,
      email_opt_outs: sql<string[]>`'{}'::text[]`,
      role: 'user',
      deleted_at: now,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute()
}
