import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * The page's `<meta name="description">`, kept for the page on screen as the person moves about
 * (the server writes it into the first HTML; search engines that run scripts, and the share sheet,
 * read the current one). A public page has its own words (shared/page-meta.ts); a quiz's page says
 * what its link preview says once its data is in; every other page has the product's.
 */
function setDescription(text: string) {
  document.querySelector('meta[name="description"]')?.setAttribute('content', text)
}

/** A quiz's own page, which sets its description itself once the quiz has loaded. */
const QUIZ_PAGE = /^\/quiz\/[^/]+\/?$/

/** The description a page gave for its own path, which the route's default never overwrites. */
let pageOwn: { path: string; text: string } | undefined

const samePath = (a: string, b: string) => a.replace(/(.)\/$/, '$1') === b.replace(/(.)\/$/, '$1')

/** For the root layout: follows the route. page-meta comes in its own chunk, after the first screen. */
export function useRouteDescription() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => {
    let current = true
    void import('#shared/page-meta').then(({ publicPages, defaultDescription }) => {
      if (!current) return
      // This may run after the page's own effect: the page's words stand.
      if (pageOwn && samePath(pageOwn.path, pathname)) setDescription(pageOwn.text)
      else if (!QUIZ_PAGE.test(pathname)) {
        setDescription(publicPages().find((page) => page.path === pathname)?.description ?? defaultDescription())
      }
    })
    return () => {
      current = false
    }
  }, [pathname])
}

/**
 * For a page whose description comes with its data (a quiz's, at `path`): undefined until then.
 * The router may keep the page drawn a moment while the location is already another's, and draw
 * the same instance again on Back, so the words are applied whenever the location is the page's.
 */
export function usePageDescription(text: string | undefined, path: string) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => {
    if (!text) return
    pageOwn = { path, text }
    if (samePath(pathname, path)) setDescription(text)
  }, [text, path, pathname])
}
