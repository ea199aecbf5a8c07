import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // An address is proven by opening a link sent to it. Google proves the addresses it signs in.
  await db.schema.alterTable('users').addColumn('email_verified_at', 'timestamptz').execute()
  await sql`update users set email_verified_at = created_at where google_sub is not null`.execute(db)
  // The kinds of notification the user does not want by email (security notices ignore it).
  await db.schema
    .alterTable('users')
    .addColumn('email_opt_outs', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .execute()

  // What the sessions page shows of each session: the browser and address it was made from.
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').addColumn('ip', 'text').execute()

  // Links sent by mail: only a SHA-256 of the token is kept, each is used once, and each expires.
  // `email` is the address the link proves (for a change of address, the new one).
  await db.schema
    .createTable('account_tokens')
    .addColumn('token_hash', 'bytea', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('verify_email', 'reset_password')`))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute()
  await db.schema
    .createIndex('account_tokens_user_purpose_idx')
    .on('account_tokens')
    .columns(['user_id', 'purpose'])
    .execute()

  // Mail waiting to go out, written in the same transaction as the event that causes it. A sender
  // claims a row by leasing it (FOR UPDATE SKIP LOCKED, so instances never claim the same row),
  // sends it outside any transaction, then marks it sent.
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('leased_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'timestamptz')
    .execute()
  await sql`create index mail_outbox_due_idx on mail_outbox (next_attempt_at, id) where sent_at is null`.execute(db)

  // The in-app notification centre.
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('link', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute()
  await sql`create index notifications_user_created_idx on notifications (user_id, created_at desc, id desc)`.execute(
    db,
  )
  await sql`create index notifications_user_unread_idx on notifications (user_id) where read_at is null`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notifications').execute()
  await db.schema.dropTable('mail_outbox').execute()
  await db.schema.dropTable('account_tokens').execute()
  await db.schema.alterTable('sessions').dropColumn('user_agent').dropColumn('ip').execute()
  await db.schema.alterTable('users').dropColumn('email_opt_outs').dropColumn('email_verified_at').execute()
}
