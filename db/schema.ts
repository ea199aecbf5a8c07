import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'

/** The Database interface, kept in step with db/migrations. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

export type Role = 'user' | 'admin'

export interface UsersTable {
  id: Generated<string>
  username: string
  email: string
  phone: string | null
  password_hash: string | null
  google_sub: string | null
  profile_picture: string | null
  role: ColumnType<Role, Role | undefined, Role>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface SessionsTable {
  id: string
  user_id: string
  secret_hash: Uint8Array
  created_at: Timestamp
  last_verified_at: Timestamp
}

export interface ContactMessagesTable {
  id: Generated<string>
  user_id: string | null
  name: string
  email: string
  subject: string
  message: string
  created_at: Timestamp
}

export type QuizStatus = 'draft' | 'pending' | 'approved' | 'rejected'
export type Difficulty = 'easy' | 'medium' | 'hard'

export interface QuizzesTable {
  id: Generated<string>
  creator_id: string
  title: string
  description: ColumnType<string, string | undefined, string>
  topic: ColumnType<string, string | undefined, string>
  category: string
  difficulty: Difficulty
  is_paid: ColumnType<boolean, boolean | undefined, boolean>
  price_paise: ColumnType<number, number | undefined, number>
  time_limit_seconds: number
  start_time: Date | null
  end_time: Date | null
  status: ColumnType<QuizStatus, QuizStatus | undefined, QuizStatus>
  rejection_reason: string | null
  reviewed_by: string | null
  reviewed_at: Date | null
  /** QuizSettings (src/shared/schemas/quiz.ts), as JSON. */
  settings: ColumnType<unknown, string, string>
  question_count: ColumnType<number, number | undefined, number>
  attempt_count: ColumnType<number, number | undefined, number>
  created_at: Timestamp
  updated_at: Timestamp
  search_vector: ColumnType<string, never, never>
}

export interface QuestionsTable {
  id: Generated<string>
  quiz_id: string
  position: number
  text: string
  /** Four option texts, as JSON. */
  options: ColumnType<string[], string, string>
  correct_answer: number
  explanation: ColumnType<string, string | undefined, string>
  points: ColumnType<number, number | undefined, number>
  time_limit_seconds: ColumnType<number, number | undefined, number>
}

export interface AttemptsTable {
  id: Generated<string>
  quiz_id: string
  user_id: string
  status: ColumnType<'in_progress' | 'submitted', 'in_progress' | 'submitted' | undefined, 'in_progress' | 'submitted'>
  started_at: Timestamp
  time_limit_seconds: number
  deadline_at: Timestamp
  submitted_at: Date | null
  submit_reason: 'manual' | 'time_expired' | 'all_completed' | 'anti_cheat' | null
  /** ServedQuestion[] (src/server/attempts/snapshot.ts), as JSON. */
  questions: ColumnType<unknown, string, string>
  settings: ColumnType<unknown, string, string>
  total_possible_score: number
  score: number | null
  correct_count: number | null
  duration_ms: number | null
  is_ranked: ColumnType<boolean, boolean | undefined, boolean>
  tab_switches: ColumnType<number, number | undefined, number>
  violation_count: ColumnType<number, number | undefined, number>
  client_time_spent_seconds: number | null
  ai_summary: string | null
}

/**
 * Ranked attempts counted by quiz and score (grain 0), by score and minute of duration (grain 1), and
 * by score and second (grain 2). Written only by triggers on attempts (migration 0005); read for ranks.
 */
export interface LeaderboardCountsTable {
  quiz_id: string
  grain: 0 | 1 | 2
  score: number
  bucket: number
  /** One of 8 rows per count, by the attempt's id (migration 0007). */
  shard: Generated<number>
  ranked: number
}

export interface AttemptAnswersTable {
  attempt_id: string
  question_index: number
  selected_option: number | null
  time_spent_seconds: ColumnType<number, number | undefined, number>
  saved_at: Timestamp
}

export interface AttemptViolationsTable {
  id: Generated<number>
  attempt_id: string
  type: string
  severity: string
  details: ColumnType<string, string | undefined, string>
  client_timestamp: Date | null
  created_at: Timestamp
}

export type AccountKind = 'user_wallet' | 'upi_clearing' | 'withdrawals_payable' | 'platform_revenue'
export type WalletTransactionType = 'payment' | 'withdrawal' | 'quiz_fee' | 'quiz_earning' | 'refund' | 'bonus' | 'penalty'
export type WalletTransactionStatus = 'pending' | 'completed' | 'failed' | 'cancelled'

export interface LedgerAccountsTable {
  id: Generated<string>
  kind: AccountKind
  user_id: string | null
  balance_paise: ColumnType<number, number | undefined, number>
  created_at: Timestamp
}

export interface WalletTransactionsTable {
  id: Generated<string>
  user_id: string
  type: WalletTransactionType
  amount_paise: number
  status: WalletTransactionStatus
  payment_method: string | null
  upi_transaction_id: string | null
  upi_id: string | null
  note: string | null
  reason_for_rejection: string | null
  payout_reference: string | null
  reason: string | null
  quiz_id: string | null
  quiz_title: string | null
  reviewed_by: string | null
  reviewed_at: Date | null
  created_at: Timestamp
  updated_at: Timestamp
}

export interface LedgerTransactionsTable {
  id: Generated<string>
  kind: string
  wallet_transaction_id: string | null
  created_at: Timestamp
}

export interface LedgerEntriesTable {
  id: Generated<number>
  ledger_transaction_id: string
  account_id: string
  amount_paise: number
  created_at: Timestamp
}

export interface IdempotencyKeysTable {
  user_id: string
  key: string
  scope: string
  request_hash: string
  response: string
  created_at: Timestamp
}

export interface ServerKeysTable {
  name: string
  secret: Uint8Array
  created_at: Generated<Timestamp>
}

/** Written once in the same transaction as the admin action it records; never changed (migration 0013). */
export interface AdminAuditLogTable {
  id: Generated<number>
  created_at: Generated<Date>
  /** Null when the system acted (ADMIN_EMAILS at sign-in, the admin command). */
  actor_id: string | null
  actor: string
  action: string
  target_type: string
  target_id: string
  before: ColumnType<unknown, string | null, never>
  after: ColumnType<unknown, string | null, never>
}

export interface AttemptReviewsTable {
  attempt_id: string
  reviewed_by: string
  reviewed_at: Generated<Date>
  outcome: 'kept'
}

export interface Database {
  users: UsersTable
  sessions: SessionsTable
  contact_messages: ContactMessagesTable
  quizzes: QuizzesTable
  questions: QuestionsTable
  attempts: AttemptsTable
  attempt_answers: AttemptAnswersTable
  attempt_violations: AttemptViolationsTable
  leaderboard_counts: LeaderboardCountsTable
  ledger_accounts: LedgerAccountsTable
  wallet_transactions: WalletTransactionsTable
  ledger_transactions: LedgerTransactionsTable
  ledger_entries: LedgerEntriesTable
  idempotency_keys: IdempotencyKeysTable
  admin_audit_log: AdminAuditLogTable
  attempt_reviews: AttemptReviewsTable
  server_keys: ServerKeysTable
}

export type UserRow = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type UserUpdate = Updateable<UsersTable>
