import { sql } from 'kysely'
import type { AccountKind } from '#db/schema'
import type { DB } from '#server/db/index'
import { AppError } from '#server/errors'
import { countMoneyMovement } from '#server/metrics'
import { m } from '#shared/i18n'

export type SystemAccount = Exclude<AccountKind, 'user_wallet'>

export async function systemAccountId(trx: DB, kind: SystemAccount): Promise<string> {
  const row = await trx
    .selectFrom('ledger_accounts')
    .select('id')
    .where('kind', '=', kind)
    .where('user_id', 'is', null)
    .executeTakeFirstOrThrow()
  return row.id
}

/** The user's wallet account, created on first use. */
export async function walletAccountId(trx: DB, userId: string): Promise<string> {
  await trx
    .insertInto('ledger_accounts')
    .values({ kind: 'user_wallet', user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute()
  const row = await trx
    .selectFrom('ledger_accounts')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return row.id
}

export interface Posting {
  accountId: string
  /** Positive credits the account, negative debits it. */
  amountPaise: number
}

/**
 * Posts one ledger transaction: entries that sum to zero, and each account's cached balance
 * changed in the same database transaction. Accounts are updated in a fixed order (by id), so
 * concurrent postings never deadlock; a wallet that would go below zero refuses the whole posting.
 */
export async function post(
  trx: DB,
  posting: { kind: string; walletTransactionId: string | null; entries: Posting[] },
): Promise<string> {
  const entries = posting.entries.filter((entry) => entry.amountPaise !== 0)
  const sum = entries.reduce((total, entry) => total + entry.amountPaise, 0)
  if (entries.length < 2 || sum !== 0) throw new Error(`Unbalanced ledger posting ${posting.kind}: ${sum}`)
  for (const entry of [...entries].sort((a, b) => (a.accountId < b.accountId ? -1 : 1))) {
    const updated = await trx
      .updateTable('ledger_accounts')
      .set({ balance_paise: sql<number>`balance_paise + ${entry.amountPaise}::bigint` })
      .where('id', '=', entry.accountId)
      .where(sql<boolean>`(kind <> 'user_wallet' or balance_paise + ${entry.amountPaise}::bigint >= 0)`)
      .executeTakeFirst()
    if (updated.numUpdatedRows === 0n) throw new AppError('UNPROCESSABLE', m.validation_insufficient_balance())
  }
  const { id } = await trx
    .insertInto('ledger_transactions')
    .values({ kind: posting.kind, wallet_transaction_id: posting.walletTransactionId })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('ledger_entries')
    .values(
      entries.map((entry) => ({
        ledger_transaction_id: id,
        account_id: entry.accountId,
        amount_paise: entry.amountPaise,
      })),
    )
    .execute()
  countMoneyMovement(
    posting.kind,
    entries.reduce((credited, entry) => credited + Math.max(entry.amountPaise, 0), 0),
  )
  return id
}
