import { useSyncExternalStore } from 'react'
import { PAGE_DATA_ID } from '#shared/prerendered-pages'

/*
 * The public pages come prerendered (src/client/prerender.tsx): the server sends their HTML, made at
 * build as a signed-out visitor sees them, and React takes it over (hydrates it) instead of drawing
 * the page again. React's first render must then draw exactly that HTML, so what a visitor alone
 * knows (who is signed in, the list of the moment) waits for the render after it.
 */

const subscribeToNothing = () => () => {}

/**
 * False in the prerender and while React hydrates its HTML, true from the render after (React
 * re-renders at once when the browser's value differs from the server's), and always true in a page
 * that is drawn rather than hydrated.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}

let isShellFirst = false

/**
 * Whether the page being loaded is a prerendered shell (made at build, or taken over in the
 * browser): its route loaders then wait for no data, which the page fetches once it is on screen.
 */
export const loadsShellFirst = () => isShellFirst

export function setShellFirst(on: boolean) {
  isShellFirst = on
}

/**
 * What a person typed into the prerendered field `id` while the page's script was on its way (its
 * value, where it differs from the one the page came with), read while React takes the field over.
 * A field's state starts from it, or the next render writes the page's own value over the words.
 */
export function useValueTypedBeforeHydration(id: string): string | undefined {
  const isHydrated = useIsHydrated()
  if (isHydrated || typeof document === 'undefined') return undefined
  const field = document.getElementById(id)
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return undefined
  return field.value === field.defaultValue ? undefined : field.value
}

let pageDataInRender: unknown

/**
 * The data a page drawn with its data came with (the quiz list's first page, drawn by the server at
 * request time: src/server/app.ts): set by the server's render, read in the browser from the page's
 * JSON element. React's first render draws it, as the server did; nothing else reads it.
 */
export function pageData<T>(): T | undefined {
  if (typeof document === 'undefined') return pageDataInRender as T | undefined
  const element = document.getElementById(PAGE_DATA_ID)
  if (element?.textContent == null) return undefined
  try {
    return JSON.parse(element.textContent) as T
  } catch {
    return undefined
  }
}

/** The data the server's render of a page draws (undefined: none, the page's frame alone). */
export function setPageData(data: unknown) {
  pageDataInRender = data
}
