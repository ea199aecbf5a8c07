import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // Mail asked for by a request and written after its answer by the outbox's sender: a reset link
  // is one for an address with an account, nothing for one without, and the request does the same
  // work either way. A row lives until the sender has written its mail (in the same transaction).
  await db.schema
    .createTable('mail_requests')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('reset_password')`))
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()

  // The browsers each account has been signed in from, to tell its owner of a new one once: a hash
  // of the browser's device cookie's own name, and one of its User-Agent and address (what a client
  // that keeps no cookies is known by).
  await db.schema
    .createTable('known_browsers')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key_hash', 'bytea', (col) => col.notNull())
    .addColumn('first_seen_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('known_browsers_pkey', ['user_id', 'key_hash'])
    .execute()

  // Logins slowed rather than shut, on PostgreSQL (PGlite's one process keeps them in memory): per
  // key (an email address), the failures in a row, when the last one came and when the next turn
  // is, in epoch milliseconds of the servers' clocks, as the rate limits' table counts.
  await db.schema
    .createTable('login_delays')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('last_failure_ms', 'bigint', (col) => col.notNull())
    .addColumn('next_turn_ms', 'bigint', (col) => col.notNull())
    .execute()
  // Keys with no failure for long are forgotten by it.
  await db.schema.createIndex('login_delays_last_failure').on('login_delays').column('last_failure_ms').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_delays').execute()
  await db.schema.dropTable('known_browsers').execute()
  await db.schema.dropTable('mail_requests').execute()
}
