import { type QueryClient, useQuery } from '@tanstack/react-query'
import { AUTH_PERSIST_KEY, AUTH_RESTORE_TIMEOUT_MS } from '#shared/constants'
import { type RouterOutputs, trpc } from '@/trpc'
import { useIsHydrated } from './hydration'

export type CurrentUser = NonNullable<RouterOutputs['auth']['me']>

/**
 * The signed-in user is the server's `auth.me` answer, cached by React Query. The session itself
 * is an HttpOnly cookie the page cannot read, so the browser keeps only a copy of the auth state
 * (under the product's key `root`) to show the right header at once while the server confirms it.
 */
interface PersistedRoot {
  auth: { user: CurrentUser | null; isAuthenticated: boolean }
}

export const meQuery = () => trpc.auth.me.queryOptions(undefined, { staleTime: 5 * 60_000 })

function readPersisted(): CurrentUser | null {
  try {
    const raw = localStorage.getItem(AUTH_PERSIST_KEY)
    if (!raw) return null
    const parsed = JSON.parse(raw) as PersistedRoot
    return parsed.auth?.isAuthenticated ? parsed.auth.user : null
  } catch {
    return null
  }
}

function persist(user: CurrentUser | null) {
  try {
    const root: PersistedRoot = { auth: { user, isAuthenticated: user !== null } }
    localStorage.setItem(AUTH_PERSIST_KEY, JSON.stringify(root))
  } catch {
    // Storage full or blocked: the server session still works.
  }
}

export function setCurrentUser(queryClient: QueryClient, user: CurrentUser | null) {
  queryClient.setQueryData(meQuery().queryKey, user)
}

/**
 * Waits for the server to say who is signed in, at most AUTH_RESTORE_TIMEOUT_MS (not at all
 * offline); past that the app shows the persisted copy and the answer replaces it when it comes.
 * Keeps the copy in step.
 */
export async function restoreSession(queryClient: QueryClient): Promise<void> {
  queryClient.getQueryCache().subscribe((event) => {
    const key = meQuery().queryKey
    if (event.type === 'updated' && JSON.stringify(event.query.queryKey) === JSON.stringify(key)) {
      if (event.query.state.status === 'success') persist((event.query.state.data as CurrentUser | null) ?? null)
    }
  })
  const fetched = queryClient.fetchQuery(meQuery()).then(
    () => true,
    () => false,
  )
  const timedOut = new Promise<false>((resolve) => setTimeout(() => resolve(false), AUTH_RESTORE_TIMEOUT_MS))
  // Offline the call waits for the network: the page opens at once on the kept copy.
  const restored = navigator.onLine ? await Promise.race([fetched, timedOut]) : false
  if (!restored && queryClient.getQueryData(meQuery().queryKey) === undefined) {
    queryClient.setQueryData(meQuery().queryKey, readPersisted())
  }
}

/** The signed-in user; null while prerendered HTML is hydrated, which shows the signed-out page. */
export function useCurrentUser(): CurrentUser | null {
  const { data } = useQuery(meQuery())
  const isHydrated = useIsHydrated()
  return isHydrated ? (data ?? null) : null
}
