import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
//
// The admin's console: an append-only audit log of every admin action, the review of attempts
// flagged as faster than a person could play, and indexes for the console's searches.
export async function up(db: Kysely<any>): Promise<void> {
  // Who did what to what, when, with the state before and after. Written in the same transaction
  // as the action. No foreign keys: the record outlives the quiz, transaction or user it names,
  // and a cascade would have to change or delete a row here, which the trigger below refuses.
  await sql`
    create table admin_audit_log (
      id bigint generated always as identity primary key,
      created_at timestamptz not null default now(),
      -- null when the system acted: ADMIN_EMAILS at sign-in, or the admin command on the server.
      actor_id uuid,
      -- The admin's username at the time, or the path the system took.
      actor text not null,
      action text not null,
      target_type text not null,
      target_id uuid not null,
      before jsonb,
      after jsonb
    )
  `.execute(db)
  // Newest first, whole or by one filter: each list is a range of one of these.
  await sql`create index admin_audit_log_recent on admin_audit_log (created_at desc, id desc)`.execute(db)
  await sql`create index admin_audit_log_by_action on admin_audit_log (action, created_at desc, id desc)`.execute(db)
  await sql`create index admin_audit_log_by_actor on admin_audit_log (actor_id, created_at desc, id desc)`.execute(db)
  await sql`create index admin_audit_log_by_target on admin_audit_log (target_id, created_at desc, id desc)`.execute(db)

  // As the ledger's entries: a record is never changed or removed, by the application or by hand.
  await sql`
    create function admin_audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'the admin audit log is append-only';
    end
    $$
  `.execute(db)
  await sql`
    create trigger admin_audit_log_no_change before update or delete on admin_audit_log
    for each row execute function admin_audit_log_append_only()
  `.execute(db)
  await sql`
    create trigger admin_audit_log_no_truncate before truncate on admin_audit_log
    for each statement execute function admin_audit_log_append_only()
  `.execute(db)

  // An admin looked at a flagged attempt and kept it.
  await sql`
    create table attempt_reviews (
      attempt_id uuid primary key references attempts (id) on delete cascade,
      reviewed_by uuid not null,
      reviewed_at timestamptz not null default now(),
      outcome text not null check (outcome in ('kept'))
    )
  `.execute(db)
  // Ranked attempts by milliseconds per question, fastest first: the flagged list is the range
  // below the plausible floor, read in order off this index. (d < floor × n exactly when
  // d / n < floor in integer division, for positive n.)
  await sql`
    create index attempts_ms_per_question on attempts
    ((duration_ms / greatest(jsonb_array_length(questions), 1)), id) where is_ranked
  `.execute(db)

  // User search by the start of an email or username: a prefix LIKE on lower(...) needs
  // text_pattern_ops (the unique indexes use the database's collation, which LIKE cannot use).
  await sql`create index users_email_prefix on users (lower(email) text_pattern_ops)`.execute(db)
  await sql`create index users_username_prefix on users (lower(username) text_pattern_ops)`.execute(db)
  // The console's user list before anything is typed: newest first.
  await sql`create index users_recent on users (created_at desc, id desc)`.execute(db)

  // Transaction history for every user at once, newest first (per user, wallet_transactions_user_idx).
  await sql`create index wallet_transactions_recent on wallet_transactions (created_at desc, id desc)`.execute(db)
  await sql`create index wallet_transactions_by_status on wallet_transactions (status, created_at desc, id desc)`.execute(
    db,
  )
  // The console's quizzes, of one status or all, most recently changed first.
  await sql`create index quizzes_by_status_updated on quizzes (status, updated_at desc, id desc)`.execute(db)
  await sql`create index quizzes_recent_updated on quizzes (updated_at desc, id desc)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists quizzes_recent_updated`.execute(db)
  await sql`drop index if exists quizzes_by_status_updated`.execute(db)
  await sql`drop index if exists wallet_transactions_by_status`.execute(db)
  await sql`drop index if exists wallet_transactions_recent`.execute(db)
  await sql`drop index if exists users_recent`.execute(db)
  await sql`drop index if exists users_username_prefix`.execute(db)
  await sql`drop index if exists users_email_prefix`.execute(db)
  await sql`drop index if exists attempts_ms_per_question`.execute(db)
  await sql`drop table if exists attempt_reviews`.execute(db)
  await sql`drop table if exists admin_audit_log`.execute(db)
  await sql`drop function if exists admin_audit_log_append_only()`.execute(db)
}
