import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // Money at the payment gateway: top-ups paid through it come from here, refunds and payouts go back.
  await sql`alter table ledger_accounts drop constraint ledger_accounts_kind_check`.execute(db)
  await sql`alter table ledger_accounts add constraint ledger_accounts_kind_check check (kind in ('user_wallet', 'upi_clearing', 'withdrawals_payable', 'platform_revenue', 'gateway_clearing'))`.execute(
    db,
  )
  await sql`insert into ledger_accounts (kind) values ('gateway_clearing')`.execute(db)

  // A refund of a gateway top-up to the card or UPI account it came from.
  await sql`alter table wallet_transactions drop constraint wallet_transactions_type_check`.execute(db)
  await sql`alter table wallet_transactions add constraint wallet_transactions_type_check check (type in ('payment', 'withdrawal', 'quiz_fee', 'quiz_earning', 'refund', 'bonus', 'penalty', 'payment_refund'))`.execute(
    db,
  )
  // The gateway's own id for the money (its payment, refund or payout), shown beside the transaction.
  await db.schema.alterTable('wallet_transactions').addColumn('gateway_reference', 'text').execute()

  // An order made for a top-up: the amount the player chose, before the gateway's checkout.
  await db.schema
    .createTable('gateway_orders')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('gateway', 'text', (col) => col.notNull())
    .addColumn('order_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('restrict'))
    .addColumn('amount_paise', 'bigint', (col) => col.notNull().check(sql`amount_paise > 0`))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('created')
        .check(sql`status in ('created', 'paid')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('gateway_orders_order_key', ['gateway', 'order_id'])
    .execute()
  await sql`create index gateway_orders_user_idx on gateway_orders (user_id, created_at desc)`.execute(db)

  // A payment the gateway captured, once per (gateway, payment id): the key that makes the credit
  // happen once whichever of the browser's callback, the webhook or an admin's fix comes first.
  await db.schema
    .createTable('gateway_payments')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('gateway', 'text', (col) => col.notNull())
    .addColumn('payment_id', 'text', (col) => col.notNull())
    .addColumn('order_id', 'uuid', (col) => col.notNull().references('gateway_orders.id').onDelete('restrict'))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('restrict'))
    .addColumn('amount_paise', 'bigint', (col) => col.notNull().check(sql`amount_paise > 0`))
    // credited: in the wallet; held: the amount differs from the order's, waiting for an admin.
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('credited', 'held')`))
    .addColumn('method', 'text')
    .addColumn('refunded_paise', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('wallet_transaction_id', 'uuid', (col) => col.references('wallet_transactions.id').onDelete('restrict'))
    // Which way it came in: the browser's callback, the webhook, or an admin's fix.
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('gateway_payments_payment_key', ['gateway', 'payment_id'])
    .addCheckConstraint('gateway_payments_refund_within', sql`refunded_paise >= 0 and refunded_paise <= amount_paise`)
    .execute()
  await sql`create index gateway_payments_created_idx on gateway_payments (created_at desc)`.execute(db)

  // An admin's refund of a gateway payment: the wallet is debited at once, the gateway's event settles it.
  await db.schema
    .createTable('gateway_refunds')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('payment_id', 'uuid', (col) => col.notNull().references('gateway_payments.id').onDelete('restrict'))
    .addColumn('refund_id', 'text', (col) => col.unique())
    .addColumn('amount_paise', 'bigint', (col) => col.notNull().check(sql`amount_paise > 0`))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('pending', 'processed', 'failed')`))
    .addColumn('wallet_transaction_id', 'uuid', (col) =>
      col.notNull().unique().references('wallet_transactions.id').onDelete('restrict'),
    )
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('requested_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gateway_refunds').execute()
  await db.schema.dropTable('gateway_payments').execute()
  await db.schema.dropTable('gateway_orders').execute()
  await db.schema.alterTable('wallet_transactions').dropColumn('gateway_reference').execute()
  await sql`alter table wallet_transactions drop constraint wallet_transactions_type_check`.execute(db)
  await sql`alter table wallet_transactions add constraint wallet_transactions_type_check check (type in ('payment', 'withdrawal', 'quiz_fee', 'quiz_earning', 'refund', 'bonus', 'penalty'))`.execute(
    db,
  )
  await sql`delete from ledger_accounts where kind = 'gateway_clearing' and balance_paise = 0`.execute(db)
  await sql`alter table ledger_accounts drop constraint ledger_accounts_kind_check`.execute(db)
  await sql`alter table ledger_accounts add constraint ledger_accounts_kind_check check (kind in ('user_wallet', 'upi_clearing', 'withdrawals_payable', 'platform_revenue'))`.execute(
    db,
  )
}
