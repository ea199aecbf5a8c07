import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from './route-tree.gen'
import { queryClient, trpc } from './trpc'
import { RouteError } from '@/features/layout/route-error'
import { PageLoading } from '@/components/page-loading'

/**
 * The app's router: the browser's, and (with a memory history, on the server side) the one that
 * prerenders the public pages at build (src/client/prerender.tsx), so both render the same tree.
 */
export function createAppRouter(prerender?: { history: RouterHistory }) {
  return createRouter({
    routeTree,
    context: { queryClient, trpc },
    defaultPreload: 'intent',
    // React Query owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    // On the server the router would write its scroll script into the page: the browser's does it.
    scrollRestoration: !prerender,
    // Rarely seen, so not in the first screen's JavaScript.
    defaultNotFoundComponent: lazyRouteComponent(() => import('@/features/static/not-found-page'), 'NotFoundPage'),
    defaultErrorComponent: RouteError,
    defaultPendingComponent: PageLoading,
    ...(prerender && { history: prerender.history, isServer: true }),
  })
}

export const router = createAppRouter()

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
