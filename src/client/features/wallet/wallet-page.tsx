import { useSuspenseQuery } from '@tanstack/react-query'
import { Hourglass } from 'lucide-react'
import { useEffect } from 'react'
import { PAYMENTS_TEXTS } from '@/texts/payments-texts'
import { notify } from '@/lib/notify'
import { WALLET } from '#shared/constants'
import { formatINR } from '#shared/money'
import { WALLET_TEXTS } from '#shared/texts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { PageTitle } from '@/components/empty-state'
import { AddFundsDialog } from '@/components/wallet/add-funds-dialog'
import { recentTransactionsQuery, summaryQuery } from '@/lib/wallet-queries'
import { TransactionList } from './transaction-list'
import type { WalletSummary, WalletTransaction } from '@/lib/wallet-types'
import { WithdrawDialog } from './withdraw-dialog'

function Tile({ label, paise, testId }: { label: string; paise: number; testId: string }) {
  return (
    <div className="rounded-lg border bg-muted/40 p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-3xl font-bold tracking-tight tabular-nums" data-testid={testId}>
        {formatINR(paise)}
      </dd>
    </div>
  )
}

function PendingNotes({ summary }: { summary: WalletSummary }) {
  const notes = [
    summary.pendingAdditionsPaise > 0 && WALLET_TEXTS.pendingAdditions(formatINR(summary.pendingAdditionsPaise)),
    summary.pendingWithdrawalsPaise > 0 && WALLET_TEXTS.pendingWithdrawals(formatINR(summary.pendingWithdrawalsPaise)),
  ].filter((note): note is string => Boolean(note))
  if (notes.length === 0) return null
  return (
    <ul className="space-y-1 text-sm" data-testid="wallet-pending">
      {notes.map((note) => (
        <li key={note} className="flex items-center gap-2 text-muted-foreground">
          <Hourglass aria-hidden="true" className="size-4 shrink-0" />
          {note}
        </li>
      ))}
    </ul>
  )
}

function BalanceCard({ summary }: { summary: WalletSummary }) {
  return (
    <Card>
      <CardContent className="space-y-5">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Tile label={WALLET_TEXTS.availableBalance} paise={summary.balancePaise} testId="wallet-balance" />
          <Tile label={WALLET_TEXTS.totalEarnings} paise={summary.totalEarnedPaise} testId="wallet-earnings" />
        </dl>
        <div className="flex flex-wrap items-start gap-3">
          <AddFundsDialog />
          <WithdrawDialog balancePaise={summary.balancePaise} />
        </div>
        <PendingNotes summary={summary} />
      </CardContent>
    </Card>
  )
}

function RecentTransactions({ transactions }: { transactions: WalletTransaction[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 id="recent-transactions-heading" className="text-xl">
            {WALLET_TEXTS.recentTransactions}
          </h2>
        </CardTitle>
        <CardDescription>{WALLET_TEXTS.recentHint(WALLET.recentTransactions)}</CardDescription>
      </CardHeader>
      <CardContent>
        <TransactionList transactions={transactions} labelledBy="recent-transactions-heading" />
      </CardContent>
    </Card>
  )
}

function WalletContent() {
  // The route's loader has both.
  const summary = useSuspenseQuery(summaryQuery())
  const transactions = useSuspenseQuery(recentTransactionsQuery())
  return (
    <>
      <BalanceCard summary={summary.data} />
      <RecentTransactions transactions={transactions.data} />
    </>
  )
}

/**
 * The hosted checkout's outcome, which the server's return sends as `?topup=`: said once, then taken
 * off the address so a reload does not say it again.
 */
function useTopUpOutcome() {
  useEffect(() => {
    const url = new URL(window.location.href)
    const outcome = url.searchParams.get('topup')
    if (!outcome) return
    if (outcome === 'credited') notify.success(PAYMENTS_TEXTS.credited)
    else if (outcome === 'held') notify.success(PAYMENTS_TEXTS.held)
    else notify.error(PAYMENTS_TEXTS.failed)
    url.searchParams.delete('topup')
    window.history.replaceState(window.history.state, '', url)
  }, [])
}

/** The Wallet screen: balance, earnings, add funds, withdraw, recent transactions. */
export function WalletPage() {
  useTopUpOutcome()
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <PageTitle title={WALLET_TEXTS.title} description={WALLET_TEXTS.description} />
      <WalletContent />
    </div>
  )
}
