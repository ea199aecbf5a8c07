import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import type { trpc } from '@/trpc'
import { SiteHeader } from '@/features/layout/site-header'
import { SiteFooter } from '@/features/layout/site-footer'
import { NotificationBell } from '@/features/notifications/notification-bell'
import { VerificationBanner } from '@/features/layout/verification-banner'
import { useIsFocusMode } from '@/lib/focus-mode'
import { useRouteDescription } from '@/lib/page-description'
import { useIsHydrated } from '@/lib/hydration'
import { m } from '#shared/i18n'

// The toasts' container is invisible until a toast comes: it loads after the first screen.
const Toaster = lazy(() => import('@/components/toasts').then((module) => ({ default: module.Toasts })))

export interface RouterContext {
  queryClient: QueryClient
  trpc: typeof trpc
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
})

/**
 * Not in a prerendered page's HTML: the toasts' container comes once the page is taken over, in a
 * component of its own so that only it renders again then, not the whole layout.
 */
function ToasterAfterHydration() {
  const isHydrated = useIsHydrated()
  return isHydrated ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null
}

function RootLayout() {
  // A running quiz keeps the shell out of the way: the header shows only the product's name, and
  // the footer's links are gone (features/layout/focus-mode.ts).
  const isFocused = useIsFocusMode()
  useRouteDescription()
  return (
    <div>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {m.shell_skip_to_content()}
      </a>
      <SiteHeader isMinimal={isFocused} bell={<NotificationBell />} />
      {!isFocused && <VerificationBanner />}
      {/*
        At least a screen tall, so with the header above it the footer always starts below the first
        screen, whatever the header's height: a page's content arriving never moves it in view
        (docs/decisions/016-pages-hold-still.md). On a phone, vh is the screen with the address bar
        hidden, so the footer stays below the screen then too.
      */}
      <main id="main" tabIndex={-1} className="min-h-screen outline-none">
        <Outlet />
      </main>
      {!isFocused && <SiteFooter />}
      <ToasterAfterHydration />
    </div>
  )
}
