import './page-locale'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import './styles.css'
import { router } from './router'
import { queryClient } from './trpc'
import { AUTH_RESTORE_TIMEOUT_MS } from '#shared/constants'
import { restoreSession } from '@/lib/session'
import { getLocale } from '#shared/i18n'
import { prepareVerificationBanner } from '@/features/layout/verification-banner'
import { applyLanguageChosenEarly } from '@/features/layout/language-switch'
import { setShellFirst } from '@/lib/hydration'

const container = document.getElementById('root')!
// A public page comes prerendered in the language the server read (decision 030): React takes it
// over when it is this path's and the catalogs here speak the same language (a copy the service
// worker kept offline may be in the language of its day), and draws the page again otherwise.
const isPrerendered =
  container.dataset.prerendered === (location.pathname.replace(/(.)\/$/, '$1') || '/') &&
  document.documentElement.lang === getLocale()

// The page speaks the language the catalogs were read in (the switch's cookie, else the browser's).
// Written only when it differs (a prerendered page has it right): a write restyles the whole page.
if (document.documentElement.lang !== getLocale()) document.documentElement.lang = getLocale()

// The service worker keeps the app shell for slow and lost connections (src/client/service-worker.js),
// registered once the page has loaded so it never competes with the first screen for the network.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the app works as before, online.
    })
  })
  // Each page shown is named to the worker, which keeps a copy of the public ones for offline: the
  // app moves between pages without loading them, so the worker would not see them otherwise.
  router.subscribe('onResolved', ({ toLocation }) => {
    navigator.serviceWorker.controller?.postMessage({ keepPage: toLocation.pathname })
  })
}

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
)

if (isPrerendered) void hydratePrerendered()
else renderWhenReady()

/**
 * The prerendered page is on screen already: React takes it over as soon as the route's code is
 * here, without waiting for the session, as the signed-out page it is; the header shows the account
 * in the render after, in the room kept for it (src/client/lib/hydration.ts).
 *
 * Each step is a task of its own (evaluating the modules, asking for the session, loading the route,
 * hydrating in slices): a slow phone then never holds the page unanswering for one long stretch.
 */
async function hydratePrerendered() {
  // The router renders as it did at build, where it had no dehydrated state of its own to send:
  // TanStack Router's own hydration sets the same.
  router.ssr = { manifest: undefined }
  setShellFirst(true)
  await nextTask()
  void restoreSession(queryClient).then(() => prepareVerificationBanner(queryClient))
  await nextTask()
  try {
    await router.load()
  } catch {
    // A route's code failed to load: the router shows its error screen, as when it renders.
  }
  setShellFirst(false)
  if (applyLanguageChosenEarly()) return
  await nextTask()
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (the phone's Total Blocking Time); the page is on screen.
  startTransition(() => {
    hydrateRoot(container, app)
  })
}

/** Lets the browser answer input and paint before what follows (scheduler.yield where it exists). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

function renderWhenReady() {
  const root = createRoot(container)
  // The first screen's route code downloads while the session is restored, and the first render waits
  // for both, so that header, page and footer appear together: the footer never shows at the top and
  // then jumps down as the page arrives (decision 015). The code gets the restore's time limit too; a
  // page still loading then shows the router's pending screen.
  const firstScreenCode: unknown[] = []
  try {
    for (const match of router.matchRoutes(router.latestLocation)) {
      firstScreenCode.push(router.loadRouteChunk(router.routesById[match.routeId as keyof typeof router.routesById]))
    }
  } catch {
    // Only a head start: the router loads the page's code itself when it renders.
  }
  const codeTimeLimit = new Promise<void>((resolve) => setTimeout(resolve, AUTH_RESTORE_TIMEOUT_MS))
  const codeLoaded = Promise.race([Promise.allSettled(firstScreenCode), codeTimeLimit])

  // The app waits for the session to be restored (at most 5 s) before showing content; for a player
  // whose address is unverified, also for whether mail is on, so the banner comes with the screen.
  const sessionRestored = restoreSession(queryClient).then(() => prepareVerificationBanner(queryClient))
  Promise.all([sessionRestored, codeLoaded]).finally(() => root.render(app))
}
