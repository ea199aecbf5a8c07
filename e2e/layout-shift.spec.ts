import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test'
import { createUser, expect, test } from './support/fixtures'
import { layoutShiftSoFar } from './support/layout-shift'
import { isSessionCall } from './support/session-call'
import { choicesFor, createApprovedQuiz, QUESTIONS, signedInRequest, takeQuiz } from './support/results-data'
import { m } from '#shared/i18n'

// Pages hold still while their data arrives (docs/decisions/016-pages-hold-still.md): on a slow
// network each page first shows its loading state, then its content, and nothing on screen moves
// when the content comes. Before, the footer sat in view under the loading state and was pushed off
// the screen by the content: on this phone-sized screen a layout shift of 0.52 on the result screen,
// 0.26 on a quiz's details and 0.15 on the wallet; and the quiz count's line, appearing above the
// filters, pushed them down (0.012).

/** How late every API answer arrives: a slow phone network. */
const API_DELAY_MS = 1000

/** A page, and what it shows once its data has come. */
interface PageUnderTest {
  path: string
  content: Locator
  /** False for a page whose data comes drawn in it: a guest's quiz list (decision 030). */
  asksForData?: boolean
}

/**
 * Each page's layout shift while it loads and fills in, for the pages whose shift is not close to
 * none. Below 0.005 is noise such as a count in a button; the smallest real shift seen (the
 * filters pushed down a line) was 0.012.
 */
async function pagesThatShift(page: Page, pages: PageUnderTest[]) {
  let held = 0
  let waiting = 0
  await page.route('**/trpc/**', async (route) => {
    // The session call goes out with every page; count the page's own calls.
    if (!isSessionCall(route.request().url())) held++
    waiting++
    await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS))
    await route.continue()
    waiting--
  })
  const shifts: Record<string, number> = {}
  for (const { path, content, asksForData = true } of pages) {
    held = 0
    await page.goto(path)
    await expect(content).toBeVisible({ timeout: API_DELAY_MS * 5 })
    // The page asked for its data (or came with it), every call has been answered, and what came
    // has been drawn.
    if (asksForData) expect(held, `${path} loads data`).toBeGreaterThan(0)
    else expect(held, `${path} came with its data`).toBe(0)
    await expect.poll(() => waiting).toBe(0)
    await page.waitForTimeout(300)
    const shift = await layoutShiftSoFar(page)
    if (shift >= 0.005) shifts[path] = Number(shift.toFixed(3))
  }
  return shifts
}

/** A quiz written by someone else, approved: the one the players below take. */
async function someonesQuiz(browser: Browser, request: APIRequestContext) {
  const creator = await signedInRequest(await createUser(request))
  const quiz = await createApprovedQuiz(browser, creator)
  await creator.dispose()
  return quiz
}

// The screen Lighthouse's mobile preset measures: more of a page is below the fold on a desktop.
test.use({ viewport: { width: 412, height: 823 } })

test('the public quiz list holds still while it loads for a guest, its first page drawn in it', async ({
  page,
  browser,
  request,
}) => {
  const { title } = await someonesQuiz(browser, request)
  const list = { path: '/quizzes', content: page.getByText(title, { exact: true }), asksForData: false }
  expect(await pagesThatShift(page, [list])).toEqual({})
})

test("a player's pages hold still while their data arrives", async ({ signedInPage: page, user, browser, request }) => {
  const quiz = await someonesQuiz(browser, request)
  // One of the player's own, so My Quizzes has a card to show.
  const own = await createApprovedQuiz(browser, page.request)
  const { attemptId } = await takeQuiz(
    page.request,
    quiz.quizId,
    choicesFor([QUESTIONS.capital, QUESTIONS.river, QUESTIONS.peak]),
  )
  expect(
    await pagesThatShift(page, [
      { path: '/quizzes', content: page.getByText(quiz.title, { exact: true }) },
      { path: '/my-quizzes', content: page.getByText(own.title, { exact: true }) },
      { path: '/wallet', content: page.getByTestId('wallet-balance') },
      { path: '/profile', content: page.getByRole('definition').filter({ hasText: '₹' }).first() },
      {
        path: `/quiz/${quiz.quizId}`,
        content: page.getByRole('link', { name: m.quiz_texts_start_quiz() }),
      },
      { path: `/quiz/${quiz.quizId}/leaderboard`, content: page.getByRole('rowheader', { name: user.username }) },
      { path: `/quiz/${quiz.quizId}/result/${attemptId}`, content: page.getByTestId('final-score') },
    ]),
  ).toEqual({})
})
