import { createFileRoute } from '@tanstack/react-router'
import { HEADER_TEXTS } from '#shared/shell-texts'
import { recentTransactionsQuery, summaryQuery } from '@/lib/wallet-queries'
import { WalletPage } from '@/features/wallet/wallet-page'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/_authed/wallet')({
  // Both reads start with the navigation; the screen shows its own loading and failure states.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(summaryQuery())
    void context.queryClient.prefetchQuery(recentTransactionsQuery())
  },
  component: Screen,
})

function Screen() {
  useDocumentTitle(HEADER_TEXTS.wallet)
  return <WalletPage />
}
