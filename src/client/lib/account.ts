import type { QueryClient } from '@tanstack/react-query'
import { AUTH_RESTORE_TIMEOUT_MS } from '#shared/constants'
import { meQuery } from '@/lib/session'
import { trpc } from '@/trpc'

/** Whether this server sends mail: it does not change while the page is open. */
export const mailStatusQuery = () => trpc.auth.mailStatus.queryOptions(undefined, { staleTime: Infinity })

/**
 * For a signed-in player whose address is not verified, whether mail is on, so the verification
 * banner is there with the first screen instead of pushing it down a moment later. Nobody else
 * asks. When the session's own answer is still on its way (the restore gave up waiting), the
 * server is slow: the banner then comes when it comes rather than hold the screen back longer.
 */
export async function prefetchVerificationStatus(queryClient: QueryClient): Promise<void> {
  const user = queryClient.getQueryData(meQuery().queryKey)
  if (!user || user.emailVerified || queryClient.isFetching({ queryKey: meQuery().queryKey }) > 0) return
  const limit = new Promise<void>((resolve) => setTimeout(resolve, AUTH_RESTORE_TIMEOUT_MS))
  await Promise.race([queryClient.prefetchQuery(mailStatusQuery()), limit])
}
