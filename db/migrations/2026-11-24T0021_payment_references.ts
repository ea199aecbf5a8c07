import type { Kysely } from 'kysely'

// Frozen in time: a migration never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // The reference a UPI payment link carries (its `tr` and its note), chosen before the player pays,
  // so an admin matches the money that arrives to the request without guesswork. Unique across all
  // requests; older requests have none.
  await db.schema.alterTable('wallet_transactions').addColumn('payment_reference', 'text').execute()
  await db.schema
    .createIndex('wallet_transactions_payment_reference_key')
    .unique()
    .on('wallet_transactions')
    .column('payment_reference')
    .where('payment_reference', 'is not', null)
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('wallet_transactions_payment_reference_key').execute()
  await db.schema.alterTable('wallet_transactions').dropColumn('payment_reference').execute()
}
