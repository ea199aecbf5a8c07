import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { useCurrentUser } from '@/lib/session'
import { BellButton } from './bell-button'
import { unreadCountQuery } from './unread-count-query'

// The list, Radix's popover and the words of every notification load on their own: the first
// screen needs only the bell and its count.
const NotificationMenu = lazy(() =>
  import('./notification-menu').then((module) => ({ default: module.NotificationMenu })),
)

/** The header's bell, for a signed-in person: the unread count, and the list under it. */
export function NotificationBell() {
  const user = useCurrentUser()
  // Keyed by the user: another account signing in starts with its own list, closed.
  return user ? <SignedInBell key={user.id} /> : null
}

function SignedInBell() {
  const unread = useQuery(unreadCountQuery()).data?.unreadCount ?? 0
  const [isOpenRequested, setOpenRequested] = useState(false)
  return (
    <Suspense fallback={<BellButton unread={unread} isStandIn onClick={() => setOpenRequested(true)} />}>
      <NotificationMenu unread={unread} defaultOpen={isOpenRequested} />
    </Suspense>
  )
}
