import { createFileRoute } from '@tanstack/react-router'
import { recentTransactionsQuery, summaryQuery } from '@/features/wallet/queries'
import { WalletPage } from '@/features/wallet/wallet-page'

export const Route = createFileRoute('/_authed/wallet')({
  // Both reads start with the navigation; the screen shows its own loading and failure states.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(summaryQuery())
    void context.queryClient.prefetchQuery(recentTransactionsQuery())
  },
  component: WalletPage,
})
