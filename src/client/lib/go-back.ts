import { useRouter } from '@tanstack/react-router'

/** The Navigation API's one field used here (Chromium, recent Safari and Firefox). */
interface NavigationWithHistory {
  canGoBack?: boolean
}

type Fallback = '/' | '/quizzes'

/** How long a plain history.back() gets to leave the page before the fallback takes over. */
const BACK_GRACE_MS = 400

/**
 * A Back button that always goes somewhere: to the previous page of this site when there is one,
 * else to `fallback` (a page opened directly, from a bookmark or in a new tab has nothing behind it).
 *
 * The router knows its own entries; an earlier page load of the site (say, the 404 page reached by
 * typing a URL) is only known to the browser: the Navigation API says so where it exists. Elsewhere
 * the history length is a hint, not an answer, so if going back did not leave the page shortly the
 * fallback is used after all.
 */
export function useGoBack(fallback: Fallback) {
  const router = useRouter()
  return () => {
    const goToFallback = () => void router.navigate({ to: fallback })
    if (router.history.canGoBack()) {
      router.history.back()
      return
    }
    const navigation = (window as { navigation?: NavigationWithHistory }).navigation
    if (typeof navigation?.canGoBack === 'boolean') {
      if (navigation.canGoBack) window.history.back()
      else goToFallback()
      return
    }
    if (window.history.length <= 1) {
      goToFallback()
      return
    }
    const before = window.location.href
    const timer = window.setTimeout(() => {
      window.removeEventListener('pagehide', cancel)
      if (window.location.href === before) goToFallback()
    }, BACK_GRACE_MS)
    const cancel = () => window.clearTimeout(timer)
    window.addEventListener('pagehide', cancel, { once: true })
    window.history.back()
  }
}
