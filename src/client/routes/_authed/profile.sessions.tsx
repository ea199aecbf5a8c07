import { createFileRoute } from '@tanstack/react-router'
import { ACCOUNT_DATA_TEXTS } from '#shared/account-data-texts'
import { AccountDataPage } from '@/features/account/account-data-page'
import { sessionsQuery } from '@/features/account/account-queries'
import { RouteError } from '@/features/layout/route-error'
import { useDocumentTitle } from '@/lib/document-title'
import { useCurrentUser } from '@/lib/session'

export const Route = createFileRoute('/_authed/profile/sessions')({
  // Fresh each time: a session ended elsewhere must not show from the cache.
  loader: ({ context: { queryClient } }) => queryClient.fetchQuery(sessionsQuery()),
  component: Screen,
  errorComponent: (props) => <RouteError {...props} title={ACCOUNT_DATA_TEXTS.sessions.loadFailed} />,
})

function Screen() {
  useDocumentTitle(ACCOUNT_DATA_TEXTS.title)
  const user = useCurrentUser()
  // Signed out on this page (the account deleted): nothing to show while the app goes home.
  return user ? <AccountDataPage user={user} /> : null
}
