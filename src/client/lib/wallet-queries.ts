import { WALLET } from '#shared/constants'
import { trpc } from '@/trpc'

export const summaryQuery = () => trpc.wallet.summary.queryOptions()

/** The latest WALLET.recentTransactions, newest first. */
export const recentTransactionsQuery = () =>
  trpc.wallet.transactions.queryOptions({ limit: WALLET.recentTransactions, offset: 0 })
