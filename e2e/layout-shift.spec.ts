import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { choicesFor, createApprovedQuiz, QUESTIONS, takeQuiz } from './support/results-data'

// Pages hold still while their data arrives (docs/decisions/016-pages-hold-still.md): on a slow
// network each page first shows its loading state, then its content, and nothing on screen moves
// when the content comes. Before, the footer sat in view under the loading state and was pushed off
// the screen by the content: on this phone-sized screen a layout shift of 0.52 on the result screen,
// 0.26 on a quiz's details and 0.15 on the wallet; and the quiz count's line, appearing above the
// filters, pushed them down (0.012).

/** How late every API answer arrives: a slow phone network. */
const API_DELAY_MS = 1000

/** The layout shift (the sum of Chromium's layout-shift entries) while `path` loads and fills in. */
async function layoutShiftWhileLoading(page: Page, path: string) {
  await page.goto(path)
  // Every delayed call has answered and the page has had half a second to draw what they brought.
  await page.waitForLoadState('networkidle')
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

/**
 * Each page's layout shift, for the pages whose shift is not close to none. Below 0.005 is noise such
 * as a count in a button; the smallest real shift seen (the filters pushed down a line) was 0.012.
 */
async function pagesThatShift(page: Page, paths: string[]) {
  await page.route('**/trpc/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS))
    await route.continue().catch(() => {}) // the page may have gone on meanwhile
  })
  const shifts: Record<string, number> = {}
  for (const path of paths) {
    const shift = await layoutShiftWhileLoading(page, path)
    if (shift >= 0.005) shifts[path] = Number(shift.toFixed(3))
  }
  return shifts
}

// The screen Lighthouse's mobile preset measures: more of a page is below the fold on a desktop.
test.use({ viewport: { width: 412, height: 823 } })

test("a guest's pages hold still while their data arrives", async ({ page }) => {
  expect(await pagesThatShift(page, ['/quizzes', '/profile', '/leaderboard'])).toEqual({})
})

test("a player's pages hold still while their data arrives", async ({ signedInPage: page, browser }) => {
  // The player wrote the quiz too, so My Quizzes has a card to show.
  const { quizId } = await createApprovedQuiz(browser, page.request)
  const { attemptId } = await takeQuiz(
    page.request,
    quizId,
    choicesFor([QUESTIONS.capital, QUESTIONS.river, QUESTIONS.peak]),
  )
  expect(
    await pagesThatShift(page, [
      '/quizzes',
      '/my-quizzes',
      '/wallet',
      '/profile',
      `/quiz/${quizId}`,
      `/quiz/${quizId}/leaderboard`,
      `/quiz/${quizId}/result/${attemptId}`,
    ]),
  ).toEqual({})
})
