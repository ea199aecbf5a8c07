import { sql } from 'kysely'
import type { DB } from '#server/db/index'

/**
 * Proves the ledger's invariants on the live database. Returns one line per
 * breach; an empty list means every invariant holds.
 */
export async function checkLedger(db: DB): Promise<string[]> {
  const breaches: string[] = []

  const unbalanced = await sql<{ id: string; total: string; entries: string }>`
    select t.id, coalesce(sum(e.amount_paise), 0)::text as total, count(e.id)::text as entries
    from ledger_transactions t left join ledger_entries e on e.ledger_transaction_id = t.id
    group by t.id
    having coalesce(sum(e.amount_paise), 0) <> 0 or count(e.id) < 2
  `.execute(db)
  for (const row of unbalanced.rows) {
    breaches.push(`ledger transaction ${row.id} sums to ${row.total} over ${row.entries} entries`)
  }

  const drifted = await sql<{ id: string; kind: string; cached: string; entries: string }>`
    select a.id, a.kind, a.balance_paise::text as cached, coalesce(sum(e.amount_paise), 0)::text as entries
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    group by a.id
    having a.balance_paise <> coalesce(sum(e.amount_paise), 0)
  `.execute(db)
  for (const row of drifted.rows) {
    breaches.push(`account ${row.id} (${row.kind}) caches ${row.cached} but its entries sum to ${row.entries}`)
  }

  const negative = await sql<{ id: string; balance: string }>`
    select id, balance_paise::text as balance from ledger_accounts where kind = 'user_wallet' and balance_paise < 0
  `.execute(db)
  for (const row of negative.rows) breaches.push(`wallet ${row.id} is negative: ${row.balance}`)

  const total = await sql<{
    total: string
  }>`select coalesce(sum(balance_paise), 0)::text as total from ledger_accounts`.execute(db)
  if (total.rows[0]?.total !== '0') breaches.push(`all accounts together sum to ${total.rows[0]?.total}, not 0`)

  const payable = await sql<{ held: string; pending: string }>`
    select
      (select balance_paise from ledger_accounts where kind = 'withdrawals_payable' and user_id is null)::text as held,
      (select coalesce(sum(amount_paise), 0) from wallet_transactions where type = 'withdrawal' and status = 'pending')::text as pending
  `.execute(db)
  const { held, pending } = payable.rows[0] ?? { held: '0', pending: '0' }
  if (held !== pending) breaches.push(`withdrawals payable holds ${held} but pending withdrawals total ${pending}`)

  // Every settled request moved money exactly as its status says.
  const unmatched = await sql<{ id: string; type: string; status: string; postings: string }>`
    select w.id, w.type, w.status, count(t.id)::text as postings
    from wallet_transactions w left join ledger_transactions t on t.wallet_transaction_id = w.id
    group by w.id
    having
      (w.type = 'payment' and w.status = 'completed' and count(t.id) <> 1) or
      (w.type = 'payment' and w.status <> 'completed' and count(t.id) <> 0) or
      (w.type = 'withdrawal' and w.status = 'pending' and count(t.id) <> 1) or
      (w.type = 'withdrawal' and w.status in ('completed', 'failed', 'cancelled') and count(t.id) <> 2
        -- A gateway payout reversed after it paid: held, paid, then back in the wallet.
        and not (w.status = 'failed' and count(t.id) = 3 and bool_or(t.kind = 'withdrawal_reversed'))) or
      (w.type = 'payment_refund' and w.status in ('pending', 'completed') and count(t.id) <> 1) or
      (w.type = 'payment_refund' and w.status = 'failed' and count(t.id) <> 2) or
      (w.type in ('refund', 'bonus', 'penalty') and count(t.id) <> 1) or
      (w.type = 'quiz_fee' and count(t.id) <> 1) or
      (w.type = 'quiz_earning' and count(t.id) <> 0)
  `.execute(db)
  for (const row of unmatched.rows) {
    breaches.push(`${row.type} ${row.id} is ${row.status} with ${row.postings} ledger postings`)
  }

  // Each posting moved the right amount on the right user's wallet.
  const misposted = await sql<{ id: string; kind: string; expected: string | null; actual: string }>`
    with postings as (
      select t.id, t.kind, w.user_id,
        (case t.kind
          when 'funds_added' then w.amount_paise
          when 'withdrawal_hold' then -w.amount_paise
          when 'withdrawal_release' then w.amount_paise
          when 'withdrawal_paid' then 0
          when 'withdrawal_reversed' then w.amount_paise
          when 'payment_refund' then -w.amount_paise
          when 'payment_refund_release' then w.amount_paise
          when 'adjustment_refund' then w.amount_paise
          when 'adjustment_bonus' then w.amount_paise
          when 'adjustment_penalty' then -w.amount_paise
          when 'quiz_purchase' then -w.amount_paise
        end) as expected,
        coalesce(sum(e.amount_paise) filter (where a.user_id = w.user_id), 0) as actual
      from ledger_transactions t
      left join wallet_transactions w on w.id = t.wallet_transaction_id
      left join ledger_entries e on e.ledger_transaction_id = t.id
      left join ledger_accounts a on a.id = e.account_id
      group by t.id, t.kind, w.amount_paise, w.user_id
    )
    select id, kind, expected::text as expected, actual::text as actual
    from postings
    where user_id is null or actual is distinct from expected
  `.execute(db)
  for (const row of misposted.rows) {
    breaches.push(
      `ledger transaction ${row.id} (${row.kind}) moved ${row.actual} on its user's wallet, expected ${row.expected ?? 'a known kind with a request'}`,
    )
  }

  // Creators were credited exactly their recorded earnings.
  const earnings = await sql<{ recorded: string; credited: string }>`
    select
      (select coalesce(sum(amount_paise), 0) from wallet_transactions where type = 'quiz_earning')::text as recorded,
      (select coalesce(sum(e.amount_paise), 0)
         from ledger_entries e
         join ledger_transactions t on t.id = e.ledger_transaction_id
         join ledger_accounts a on a.id = e.account_id
        where t.kind = 'quiz_purchase' and a.kind = 'user_wallet' and e.amount_paise > 0)::text as credited
  `.execute(db)
  const { recorded, credited } = earnings.rows[0] ?? { recorded: '0', credited: '0' }
  if (recorded !== credited) breaches.push(`quiz earnings recorded ${recorded} but creators were credited ${credited}`)
  return breaches
}
