import { trpc } from '@/trpc'

/** A minute: the count is checked this often while the page is open, and whenever the window comes back. */
const UNREAD_REFRESH_MS = 60_000

/**
 * The bell's count: one small query, shared by every component that reads it, fetched again each
 * minute and whenever the window comes back (the person may have been away a second or an hour),
 * never on a render: the cache answers those.
 */
export const unreadCountQuery = () =>
  trpc.notifications.unreadCount.queryOptions(undefined, {
    staleTime: UNREAD_REFRESH_MS / 2,
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  })
