import { type Kysely, sql } from 'kysely'
import { applyFunctions } from '../functions/apply'

// Frozen in time: a migration never imports application code. db/functions is not application
// code: it is the schema's functions, one file each, the body in force.
//
// Daily streaks and certificates (docs/decisions/049-streaks-and-certificates.md). A person's
// active days are one row per day in India (india_day); streaks keeps their latest day and the day
// they were last reminded (claimed with skip locked by the evening round). A quiz may have a pass
// mark (a percentage); the first attempt of a player that reaches it writes their certificate,
// whose id (random, 122 bits) is its public verification link. attempts_achievements does both in
// the attempt's transaction.

export const functionsFingerprint = '32c8ddee0cabd6fc'

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table quizzes add column pass_mark smallint check (pass_mark between 1 and 100)`.execute(db)
  await sql`
    create table activity_days (
      user_id uuid not null references users (id) on delete cascade,
      day integer not null,
      primary key (user_id, day)
    )
  `.execute(db)
  await sql`
    create table streaks (
      user_id uuid primary key references users (id) on delete cascade,
      last_day integer not null,
      reminded_day integer
    )
  `.execute(db)
  await sql`create index streaks_last_day_idx on streaks (last_day)`.execute(db)
  await sql`
    create table certificates (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      quiz_id uuid not null references quizzes (id) on delete cascade,
      attempt_id uuid not null references attempts (id) on delete cascade,
      holder_name text not null,
      quiz_title text not null,
      score numeric(12, 2) not null,
      total_score integer not null,
      percent smallint not null,
      pass_mark smallint not null,
      issued_at timestamptz not null,
      unique (user_id, quiz_id)
    )
  `.execute(db)
  await sql`create index certificates_user_idx on certificates (user_id, issued_at desc)`.execute(db)
  await sql`create index certificates_attempt_idx on certificates (attempt_id)`.execute(db)
  await sql`create index certificates_quiz_idx on certificates (quiz_id)`.execute(db)
  await applyFunctions(db, functionsFingerprint)
}

// The functions it applied are replaced by the next migration that applies them: undoing a
// function change is a new migration, not a down.
export async function down(): Promise<void> {
  throw new Error('2026-12-06T0045_streaks_certificates cannot be undone: roll forward with a new migration')
}
