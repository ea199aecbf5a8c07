import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // Keys the server signs with (the device cookie's, first): made at random by the first server
  // that needs one and shared by every instance on this database. Never made here: a migrated
  // database is copied as the template of new ones, and each must have keys of its own.
  await db.schema
    .createTable('server_keys')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('secret', 'bytea', (col) => col.notNull().check(sql`octet_length(secret) >= 32`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('server_keys').execute()
}
