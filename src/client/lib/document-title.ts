import { useEffect } from 'react'
import { documentTitle } from '#shared/shell-texts'

/**
 * The browser tab's title for the page on screen, set by every route (and by the not-found and
 * error views), so tabs, history and bookmarks name the page rather than only the product. A page
 * whose name comes with its data passes a placeholder until then; a page whose title names the
 * product itself (the home page's) gives the whole `tab`. Nothing is restored on leaving: the next
 * page sets its own.
 */
export function useDocumentTitle(page: string, tab = documentTitle(page)) {
  useEffect(() => {
    document.title = tab
  }, [tab])
}
