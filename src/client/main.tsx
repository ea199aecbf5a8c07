import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import './styles.css'
import { router } from './router'
import { queryClient } from './trpc'
import { AUTH_RESTORE_TIMEOUT_MS } from '#shared/constants'
import { restoreSession } from '@/lib/session'
import { prepareVerificationBanner } from '@/features/layout/verification-banner'

const root = createRoot(document.getElementById('root')!)

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
Promise.all([sessionRestored, codeLoaded]).finally(() => {
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
})
