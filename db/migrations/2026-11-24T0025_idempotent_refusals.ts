import type { Kysely } from 'kysely'

// Frozen in time: a migration never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // A money call the service refused is kept with its key too: the error's code (its status) and
  // message, so a replay is refused the same way rather than run again once it would succeed.
  // Both null for a call that succeeded, whose answer is in `response`.
  await db.schema
    .alterTable('idempotency_keys')
    .addColumn('refusal_code', 'text')
    .addColumn('refusal_message', 'text')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').dropColumn('refusal_code').dropColumn('refusal_message').execute()
}
