import { onlineManager, QueryClient } from '@tanstack/react-query'
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client'
import type { inferRouterOutputs } from '@trpc/server'
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query'
import { MAX_TRPC_BATCH } from '#shared/constants'
import type { AppRouter } from '#server/trpc/router'
import { isRefusal } from '@/lib/errors'

/** 4xx answers are final: retrying a refused request only repeats the refusal. */
function shouldRetry(failureCount: number, error: unknown) {
  return !isRefusal(error) && failureCount < 2
}

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}

export const queryClient = createQueryClient()

// React Query takes the network as there until the browser says it went: a page opened offline
// would send every call, fail each after its retries and show an error. Known from the start, its
// calls wait for the network instead (the page says it is offline) and go once it is back.
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false)

/** What each procedure answers, as the client receives it. */
export type RouterOutputs = inferRouterOutputs<AppRouter>

/**
 * Queries and mutations go in batches; a subscription (a live game's events) is its own stream of
 * server-sent events, which the browser's EventSource reopens with the last event's id.
 */
export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: httpSubscriptionLink({ url: '/trpc' }),
      false: httpBatchLink({ url: '/trpc', maxURLLength: 2000, maxItems: MAX_TRPC_BATCH }),
    }),
  ],
})

/** Typed query and mutation options for every procedure, inferred from the server's routers. */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient })
