import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // A deleted account's row stays, emptied of everything that names the person, so the ledger's
  // accounts, the transactions and the attempts that point at it keep their foreign keys.
  await db.schema.alterTable('users').addColumn('deleted_at', 'timestamptz').execute()

  // What the sessions page names a session by. The session's own id is half of its cookie's token,
  // so the page never sees it.
  await db.schema
    .alterTable('sessions')
    .addColumn('public_id', 'uuid', (col) => col.notNull().defaultTo(sql`gen_random_uuid()`))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('public_id').execute()
  await db.schema.alterTable('users').dropColumn('deleted_at').execute()
}
