import type { Page } from '@playwright/test'
import {
  BASE_URL,
  createUser,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  logIn,
  setTheme,
  test,
} from './support/fixtures'
import { createApprovedQuiz } from './support/quizzes'
import { m } from '#shared/i18n'

const QUESTION = {
  question: 'Which river flows through Varanasi?',
  options: ['Yamuna', 'Ganga', 'Godavari', 'Narmada'] as [string, string, string, string],
  correctAnswer: 1,
  explanation: 'Varanasi stands on the western bank of the Ganga.',
}

async function checkScreen(page: Page, what: string) {
  await expectAccessible(page)
  await expectNoSidewaysScroll(page, what)
}

test('practice from mistakes: a question answered wrong comes back in review and is answered right', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const tag = Date.now().toString(36)
  const title = `Rivers review ${tag}`
  const creator = await createUser(request)
  const creatorContext = await browser.newContext()
  const creatorPage = await creatorContext.newPage()
  await logIn(creatorPage, creator)
  const quizId = await createApprovedQuiz(creatorPage, browser, { title, timeLimit: 120, questions: [QUESTION] })
  await creatorContext.close()

  // A new player on a phone: nothing to review yet.
  const player = await createUser(request)
  await page.setViewportSize({ width: 360, height: 800 })
  await logIn(page, player)
  await page.goto('/review')
  await expect(page.getByRole('heading', { level: 1, name: m.review_screen_title() })).toBeVisible()
  await expect(page.getByText(m.review_screen_nothing_due())).toBeVisible()
  await expect(page.getByText(m.review_screen_no_cards())).toBeVisible()
  await checkScreen(page, 'the empty review')

  // The player gets the question wrong in an attempt.
  await page.goto(`/quiz/${quizId}/attempt`)
  await page.getByRole('radiogroup', { name: QUESTION.question }).getByRole('radio', { name: 'Yamuna' }).check()
  await page.getByRole('button', { name: m.attempt_texts_submit_quiz() }).click()
  await page
    .getByRole('alertdialog', { name: m.attempt_texts_submit_title() })
    .getByRole('button', { name: m.attempt_texts_confirm_submit(), exact: true })
    .click()
  await expect(page.getByText(m.success_quiz_submitted())).toBeVisible()

  // The account menu offers the review with one card due.
  await page.getByRole('button', { name: /Account menu/ }).click()
  await page.getByRole('menuitem', { name: m.review_screen_menu({ count: 1 }) }).click()
  await expect(page).toHaveURL(/\/review$/)
  await expect(page.getByText(m.review_screen_card_of({ number: 1, total: 1 }))).toBeVisible()
  await expect(page.getByText(title)).toBeVisible()
  await checkScreen(page, 'a review card')
  await setTheme(page, 'dark')
  await checkScreen(page, 'a review card in dark mode')
  await setTheme(page, 'light')

  // Right this time: the feedback shows the answer and explanation, then the summary.
  await page.getByRole('radiogroup', { name: QUESTION.question }).getByRole('radio', { name: 'Ganga' }).check()
  await page.getByRole('button', { name: m.review_screen_check() }).click()
  const feedback = page.getByRole('status').filter({ hasText: m.review_screen_right() })
  await expect(feedback).toBeVisible()
  await expect(feedback).toContainText(QUESTION.explanation)
  await expect(feedback).toContainText(m.review_screen_right_answer())
  await checkScreen(page, 'the feedback')
  await page.getByRole('button', { name: m.review_screen_finish() }).click()
  await expect(page.getByRole('heading', { name: m.review_screen_summary_title() })).toBeVisible()
  await expect(page.getByText(m.review_screen_summary({ right: 1, partial: 0, wrong: 0 }))).toBeVisible()
  await checkScreen(page, 'the summary')

  // Done for now: the empty state says when the card is next due, in Hindi too.
  await page.getByRole('button', { name: m.review_screen_more() }).click()
  await expect(page.getByText(m.review_screen_nothing_due())).toBeVisible()
  await expect(page.getByText(/IST/)).toBeVisible()
  await page.context().addCookies([{ name: 'PARAGLIDE_LOCALE', value: 'hi', url: BASE_URL }])
  await page.goto('/review')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('heading', { level: 1, name: 'दोहराव' })).toBeVisible()
  await expect(page.getByText('अभी दोहराने के लिए कुछ नहीं है।')).toBeVisible()
  await checkScreen(page, 'the empty review in Hindi')
  await setTheme(page, 'dark')
  await checkScreen(page, 'the empty review in Hindi, dark')
})
