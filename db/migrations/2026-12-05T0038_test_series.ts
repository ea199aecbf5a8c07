import { type Kysely, sql } from 'kysely'
import { applyFunctions } from '../functions/apply'

// Frozen in time: a migration never imports application code. db/functions is not application
// code: it is the schema's functions, one file each, the body in force.
//
// Test series (docs/decisions/042-test-series.md): a creator's bundle of their own approved mocks,
// each opening at its time, free or at a price, reviewed by an admin as quizzes are. A purchase is
// one row per buyer and series (the key refuses a second); the leaderboard's totals are kept by
// attempts_series_scores from first attempts; a mock's opening is told to its buyers once
// (notified_at, claimed by one instance with skip locked).

/** The fingerprint of db/functions when this migration was written (functionsFingerprint). */
export const functionsFingerprint = 'b47b0b20d63b1637'

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table series (
      id uuid primary key default gen_random_uuid(),
      creator_id uuid not null references users (id) on delete cascade,
      title text not null,
      description text not null default '',
      price_paise integer not null default 0 check (price_paise >= 0),
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
      rejection_reason text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `.execute(db)
  await sql`create index series_approved_idx on series (created_at desc, id desc) where status = 'approved'`.execute(db)
  await sql`create index series_creator_idx on series (creator_id, created_at desc)`.execute(db)
  await sql`
    create table series_mocks (
      series_id uuid not null references series (id) on delete cascade,
      quiz_id uuid not null references quizzes (id) on delete cascade,
      position smallint not null check (position >= 0),
      opens_at timestamptz not null,
      notified_at timestamptz,
      primary key (series_id, quiz_id),
      unique (series_id, position)
    )
  `.execute(db)
  await sql`create index series_mocks_quiz_idx on series_mocks (quiz_id)`.execute(db)
  await sql`create index series_mocks_to_notify_idx on series_mocks (opens_at) where notified_at is null`.execute(db)
  await sql`
    create table series_purchases (
      series_id uuid not null references series (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      price_paise integer not null check (price_paise >= 0),
      wallet_transaction_id uuid references wallet_transactions (id),
      created_at timestamptz not null default now(),
      primary key (series_id, user_id)
    )
  `.execute(db)
  await sql`create index series_purchases_user_idx on series_purchases (user_id, created_at desc)`.execute(db)
  await sql`
    create table series_scores (
      series_id uuid not null references series (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      score numeric(12, 2) not null default 0,
      mocks integer not null default 0,
      primary key (series_id, user_id)
    )
  `.execute(db)
  await sql`create index series_scores_rank_idx on series_scores (series_id, score desc, user_id)`.execute(db)
  await applyFunctions(db, functionsFingerprint)
}

// The functions it applied are replaced by the next migration that applies them: undoing a
// function change is a new migration, not a down.
export async function down(): Promise<void> {
  throw new Error('2026-12-05T0038_test_series cannot be undone: roll forward with a new migration')
}
