import { createFileRoute } from '@tanstack/react-router'
import { RouteError } from '@/features/layout/route-error'
import { WalletPage } from '@/features/wallet/wallet-page'
import { useDocumentTitle } from '@/lib/document-title'
import { recentTransactionsQuery, summaryQuery } from '@/lib/wallet-queries'
import { m } from '#shared/i18n'

export const Route = createFileRoute('/_authed/wallet')({
  // Both reads go out together; either failing is the wallet's failure to load, with a retry.
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureQueryData(summaryQuery()), queryClient.ensureQueryData(recentTransactionsQuery())]),
  component: Screen,
  errorComponent: (props) => <RouteError {...props} title={m.failure_wallet_load()} />,
})

function Screen() {
  useDocumentTitle(m.header_wallet())
  return <WalletPage />
}
