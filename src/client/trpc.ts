import { QueryClient } from '@tanstack/react-query'
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client'
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query'
import { MAX_TRPC_BATCH } from '#shared/constants'
import type { AppRouter } from '#server/trpc/router'

/** 4xx answers are final: retrying a refused request only repeats the refusal. */
function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus ?? 0
    if (status >= 400 && status < 500) return false
  }
  return failureCount < 2
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

export const trpcClient = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: '/trpc', maxURLLength: 2000, maxItems: MAX_TRPC_BATCH })],
})

/** Typed query and mutation options for every procedure, inferred from the server's routers. */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient })
