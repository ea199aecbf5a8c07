import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // Accounts of the double-entry ledger. A user's wallet can never go below zero; the system
  // accounts (money at the bank, money owed out, the platform's revenue) carry signed balances.
  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('user_wallet', 'upi_clearing', 'withdrawals_payable', 'platform_revenue')`),
    )
    .addColumn('user_id', 'uuid', (col) => col.unique().references('users.id').onDelete('restrict'))
    .addColumn('balance_paise', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('ledger_accounts_wallet_not_negative', sql`kind <> 'user_wallet' or balance_paise >= 0`)
    .addCheckConstraint('ledger_accounts_wallet_has_user', sql`(kind = 'user_wallet') = (user_id is not null)`)
    .execute()
  await sql`create unique index ledger_accounts_system_kind on ledger_accounts (kind) where user_id is null`.execute(db)
  await sql`insert into ledger_accounts (kind) values ('upi_clearing'), ('withdrawals_payable'), ('platform_revenue')`.execute(
    db,
  )

  // What a user sees of a transaction, carrying the workflow status.
  await db.schema
    .createTable('wallet_transactions')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('restrict'))
    .addColumn('type', 'text', (col) =>
      col
        .notNull()
        .check(sql`type in ('payment', 'withdrawal', 'quiz_fee', 'quiz_earning', 'refund', 'bonus', 'penalty')`),
    )
    .addColumn('amount_paise', 'bigint', (col) => col.notNull().check(sql`amount_paise > 0`))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'completed', 'failed', 'cancelled')`),
    )
    .addColumn('payment_method', 'text')
    .addColumn('upi_transaction_id', 'text')
    .addColumn('upi_id', 'text')
    .addColumn('note', 'text')
    .addColumn('reason_for_rejection', 'text')
    .addColumn('payout_reference', 'text')
    .addColumn('reason', 'text')
    .addColumn('quiz_id', 'uuid', (col) => col.references('quizzes.id').onDelete('set null'))
    // Kept when the quiz is deleted: money already moved stays explained.
    .addColumn('quiz_title', 'text')
    .addColumn('reviewed_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create index wallet_transactions_user_idx on wallet_transactions (user_id, created_at desc, id desc)`.execute(
    db,
  )
  await sql`create index wallet_transactions_review_idx on wallet_transactions (status, type, created_at) where status = 'pending'`.execute(
    db,
  )
  // A UPI transaction ID can be claimed by one live request: once cancelled or rejected it is free again.
  await sql`create unique index wallet_transactions_upi_txn_key on wallet_transactions (lower(upi_transaction_id)) where upi_transaction_id is not null and status in ('pending', 'completed')`.execute(
    db,
  )

  await db.schema
    .createTable('ledger_transactions')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('wallet_transaction_id', 'uuid', (col) => col.references('wallet_transactions.id').onDelete('restrict'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('ledger_transaction_id', 'uuid', (col) =>
      col.notNull().references('ledger_transactions.id').onDelete('restrict'),
    )
    .addColumn('account_id', 'uuid', (col) => col.notNull().references('ledger_accounts.id').onDelete('restrict'))
    .addColumn('amount_paise', 'bigint', (col) => col.notNull().check(sql`amount_paise <> 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('ledger_entries_account_idx').on('ledger_entries').column('account_id').execute()
  await db.schema.createIndex('ledger_entries_txn_idx').on('ledger_entries').column('ledger_transaction_id').execute()

  // Entries are append-only: a mistake is corrected by a new entry, never by UPDATE or DELETE.
  await sql`
    create function ledger_entries_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger entries are append-only';
    end
    $$
  `.execute(db)
  await sql`
    create trigger ledger_entries_no_change before update or delete on ledger_entries
    for each row execute function ledger_entries_append_only()
  `.execute(db)

  // The first response of a money-changing call, kept with its parameters for replays.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    // Text, not jsonb: a replay must return the first response byte for byte (jsonb reorders keys).
    .addColumn('response', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['user_id', 'key'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute()
  await sql`drop trigger if exists ledger_entries_no_change on ledger_entries`.execute(db)
  await sql`drop function if exists ledger_entries_append_only()`.execute(db)
  await db.schema.dropTable('ledger_entries').execute()
  await db.schema.dropTable('ledger_transactions').execute()
  await db.schema.dropTable('wallet_transactions').execute()
  await db.schema.dropTable('ledger_accounts').execute()
}
