import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
//
// Sign-in by phone (docs/decisions/050-phone-sign-in.md). A number is kept in E.164 (the ten-digit
// Indian numbers the profile held become +91…); one proven by a code has phone_verified_at, and
// only a proven number signs in, so no two live accounts share one. An account made by phone has
// no email address. A code sent by SMS is a row of phone_codes holding its salted hash, never the
// code; the rows also count what each number and each client was sent, for the limits.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users alter column email drop not null`.execute(db)
  await sql`alter table users add column phone_verified_at timestamptz`.execute(db)
  await sql`update users set phone = '+91' || phone where phone ~ '^[0-9]{10}$'`.execute(db)
  await sql`
    create unique index users_phone_key on users (phone) where phone_verified_at is not null
  `.execute(db)
  // The admins' user search finds an account by the start of its number, as by its name or email.
  await sql`create index users_phone_prefix on users (phone text_pattern_ops)`.execute(db)
  await sql`create type phone_code_purpose as enum ('sign_in', 'link', 'confirm')`.execute(db)
  await sql`
    create table phone_codes (
      id uuid primary key default gen_random_uuid(),
      phone text not null,
      purpose phone_code_purpose not null,
      user_id uuid references users (id) on delete cascade,
      code_hash bytea not null,
      client_hash bytea not null,
      tries smallint not null default 0,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz
    )
  `.execute(db)
  await sql`create index phone_codes_phone_idx on phone_codes (phone, created_at)`.execute(db)
  await sql`create index phone_codes_client_idx on phone_codes (client_hash, created_at)`.execute(db)
  await sql`create index phone_codes_user_idx on phone_codes (user_id) where user_id is not null`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table phone_codes`.execute(db)
  await sql`drop type phone_code_purpose`.execute(db)
  await sql`drop index users_phone_prefix`.execute(db)
  await sql`drop index users_phone_key`.execute(db)
  await sql`alter table users drop column phone_verified_at`.execute(db)
}
