import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // A withdrawal paid by the gateway's payout, one per withdrawal (its id is the payout's idempotency key).
  await db.schema
    .createTable('gateway_payouts')
    .addColumn('withdrawal_id', 'uuid', (col) =>
      col.primaryKey().references('wallet_transactions.id').onDelete('restrict'),
    )
    .addColumn('gateway', 'text', (col) => col.notNull())
    .addColumn('payout_id', 'text', (col) => col.unique())
    .addColumn('amount_paise', 'bigint', (col) => col.notNull().check(sql`amount_paise > 0`))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`status in ('requested', 'queued', 'pending', 'processing', 'processed', 'reversed', 'failed', 'rejected', 'cancelled')`,
        ),
    )
    .addColumn('utr', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('requested_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()

  // Each webhook delivery acted on, by the gateway's event id: a delivery seen before changes nothing.
  await db.schema
    .createTable('gateway_webhook_events')
    .addColumn('gateway', 'text', (col) => col.notNull())
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('gateway_webhook_events_pkey', ['gateway', 'event_id'])
    .execute()
  await sql`create index gateway_webhook_events_received_idx on gateway_webhook_events (received_at)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gateway_webhook_events').execute()
  await db.schema.dropTable('gateway_payouts').execute()
}
