import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
//
// A result its owner chose to share (docs/decisions/051-sharing-and-link-previews.md): the public
// link's id is 128 random bits written as 22 base64url letters, so it cannot be guessed from the
// attempt or from another share; one live link per attempt, and revoking it deletes the row, so
// the old link is as unknown as one never made.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table result_shares (
      id text primary key check (id ~ '^[A-Za-z0-9_-]{22}$'),
      user_id uuid not null references users (id) on delete cascade,
      attempt_id uuid not null unique references attempts (id) on delete cascade,
      created_at timestamptz not null default now()
    )
  `.execute(db)
  await sql`create index result_shares_user_idx on result_shares (user_id)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table result_shares`.execute(db)
}
