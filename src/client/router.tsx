import { createRouter } from '@tanstack/react-router'
import { routeTree } from './route-tree.gen'
import { queryClient, trpc } from './trpc'
import { NotFoundPage } from '@/features/static/not-found-page'
import { RouteError } from '@/features/layout/route-error'
import { PageLoading } from '@/components/page-loading'

export const router = createRouter({
  routeTree,
  context: { queryClient, trpc },
  defaultPreload: 'intent',
  // React Query owns caching; the router always asks it.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultNotFoundComponent: NotFoundPage,
  defaultErrorComponent: RouteError,
  defaultPendingComponent: PageLoading,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
