import type { Page } from '@playwright/test'

/**
 * The page's layout shift so far: the sum of every layout-shift entry Chromium has recorded since
 * the page loaded (they are buffered). Stricter than CLS, which takes the worst burst of shifts.
 */
export function layoutShiftSoFar(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 100)
      }),
  )
}
