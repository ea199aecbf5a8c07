import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // One comparison of the gateway's books with the ledger over a period.
  await db.schema
    .createTable('reconciliation_runs')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('gateway', 'text', (col) => col.notNull())
    .addColumn('period_from', 'timestamptz', (col) => col.notNull())
    .addColumn('period_to', 'timestamptz', (col) => col.notNull())
    .addColumn('differences', 'integer', (col) => col.notNull())
    // Whether an admin asked for it, or the hourly job ran it.
    .addColumn('by_admin', 'boolean', (col) => col.notNull())
    .addColumn('started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('finished_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create index reconciliation_runs_finished_idx on reconciliation_runs (finished_at desc)`.execute(db)

  // Each difference a run found; a fixed one keeps who fixed it.
  await db.schema
    .createTable('reconciliation_differences')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('run_id', 'uuid', (col) => col.notNull().references('reconciliation_runs.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`kind in ('paid_not_credited', 'credited_not_paid', 'amount_differs', 'order_expired', 'refund_differs', 'payout_differs')`,
        ),
    )
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('gateway_paise', 'bigint')
    .addColumn('ledger_paise', 'bigint')
    .addColumn('detail', 'text', (col) => col.notNull())
    .addColumn('fixed_at', 'timestamptz')
    .addColumn('fixed_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .execute()
  await sql`create index reconciliation_differences_run_idx on reconciliation_differences (run_id)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reconciliation_differences').execute()
  await db.schema.dropTable('reconciliation_runs').execute()
}
