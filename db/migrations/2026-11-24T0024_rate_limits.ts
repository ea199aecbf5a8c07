import type { Kysely } from 'kysely'

// Frozen in time: a migration never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // The rate limits' counts on PostgreSQL, shared by every instance (rate-limiter-flexible's
  // RateLimiterPostgres reads and writes it: its own columns, made here rather than by the library at
  // start, so the application's role needs no CREATE). One row per bucket and key: how many calls
  // counted, and when the window ends (epoch milliseconds). The key is text, not the library's
  // varchar(255): a key holds an email address, which may be 254 characters on its own. PGlite's
  // single process counts in memory and leaves the table empty.
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('points', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute()
  // Expired rows are deleted by their expiry.
  await db.schema.createIndex('rate_limits_expire').on('rate_limits').column('expire').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute()
}
