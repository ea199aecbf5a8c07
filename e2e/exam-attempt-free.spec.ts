import type { Browser, Page } from '@playwright/test'
import { BASE_URL, createUser, expect, expectAccessible, logIn, setTheme, test } from './support/fixtures'
import { createApprovedQuiz, type QuizData } from './support/quizzes'
import { m } from '#shared/i18n'

// A paper whose sections are taken in any order (issue 35, decision 041): SSC CGL's pattern, one
// clock for the whole paper, marked +2/−0.5. Sections are chosen with the tabs, by pointer or by
// keyboard alone, and Save & Next runs on from one section into the next.

const OPTIONS = ['Right', 'Wrong one', 'Wrong two', 'Wrong three'] as [string, string, string, string]
const MARKING = { correct: 2, wrong: -0.5 }
const TITLES = ['General Intelligence', 'General Awareness', 'Quantitative Aptitude'] as const

/** Five questions in three sections (2, 2, 1), with no clocks of their own. */
async function createFreeMock(browser: Browser): Promise<string> {
  const context = await browser.newContext()
  const creator = await context.newPage()
  try {
    await logIn(creator, await createUser(creator.request))
    const quiz = {
      title: `SSC CGL free-order mock ${Date.now().toString(36)}`,
      timeLimit: 900,
      questions: [1, 2, 3, 4, 5].map((n) => ({
        question: `Free question ${n}: which is right?`,
        options: OPTIONS,
        correctAnswer: 0,
      })),
      sections: [
        { title: TITLES[0], marking: MARKING, questionIndexes: [0, 1] },
        { title: TITLES[1], marking: MARKING, questionIndexes: [2, 3] },
        { title: TITLES[2], marking: MARKING, questionIndexes: [4] },
      ],
      sectionOrder: 'free',
    } as unknown as QuizData
    return await createApprovedQuiz(creator, browser, quiz)
  } finally {
    await context.close()
  }
}

const tab = (page: Page, n: number) =>
  page
    .getByRole('tablist')
    .getByRole('tab')
    .nth(n - 1)
const paletteButton = (page: Page, n: number) =>
  page.getByTestId('exam-palette').getByRole('button', { name: new RegExp(`^Question ${n}: `) })
const heading = (page: Page) => page.getByRole('heading', { level: 2, name: /question \d|प्रश्न \d/ })
const right = (page: Page) => page.getByRole('radio', { name: 'Right', exact: true })

/** The chosen tab is the n-th, and the panel it controls is the one labelled by it. */
async function expectChosen(page: Page, n: number) {
  for (let other = 1; other <= 3; other++) {
    await expect(tab(page, other)).toHaveAttribute('aria-selected', String(other === n))
  }
  await expect(page.getByRole('tabpanel', { name: TITLES[n - 1] })).toBeVisible()
}

test('a free-order paper: sections in any order by the tabs and the keyboard, one clock, Save & Next across sections, the summary, negative marks', async ({
  signedInPage: page,
  browser,
}) => {
  const quizId = await createFreeMock(browser)
  await page.goto(`/quiz/${quizId}/attempt`)

  // Every section open, on the paper's one clock: no section counts down on its own.
  for (let n = 1; n <= 3; n++) await expect(tab(page, n)).toHaveAttribute('data-status', 'open')
  await expect(page.getByRole('timer', { name: m.attempt_texts_total_time() })).toBeVisible()
  await expect(page.getByRole('timer', { name: m.exam_screen_section_time() })).toHaveCount(0)
  await expectChosen(page, 1)
  await expect(heading(page)).toContainText('Free question 1')

  // The last section first, by pointer; Save & Next from its last question goes round to the first section.
  await tab(page, 3).click()
  await expectChosen(page, 3)
  await expect(heading(page)).toContainText('Free question 5')
  await right(page).check()
  await page.getByRole('button', { name: m.exam_screen_save_next() }).click()
  await expectChosen(page, 1)
  await expect(heading(page)).toContainText('Free question 1')

  // The tabs from the keyboard alone: one tab stop, arrows (wrapping), Home and End.
  await tab(page, 1).focus()
  await page.keyboard.press('ArrowRight')
  await expectChosen(page, 2)
  await expect(tab(page, 2)).toBeFocused()
  await expect(heading(page)).toContainText('Free question 3')
  await page.keyboard.press('End')
  await expectChosen(page, 3)
  await expect(tab(page, 3)).toBeFocused()
  await page.keyboard.press('Home')
  await expectChosen(page, 1)
  await page.keyboard.press('ArrowLeft')
  await expectChosen(page, 3)
  await expect(tab(page, 3)).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expectChosen(page, 1)
  await expect(tab(page, 1)).toHaveAttribute('tabindex', '0')
  await expect(tab(page, 2)).toHaveAttribute('tabindex', '-1')
  await expect(heading(page)).toContainText('Free question 1')

  // Section 1: question 1 wrong, question 2 right; Save & Next crosses into section 2.
  await page.getByRole('radio', { name: 'Wrong one', exact: true }).check()
  await page.getByRole('button', { name: m.exam_screen_save_next() }).click()
  await expect(heading(page)).toContainText('Free question 2')
  await right(page).check()
  await page.getByRole('button', { name: m.exam_screen_save_next() }).click()
  await expectChosen(page, 2)
  await expect(heading(page)).toContainText('Free question 3')

  // Section 2: question 3 right and marked for review (it counts), question 4 left unanswered.
  await right(page).check()
  await page.getByRole('button', { name: m.exam_screen_mark_next() }).click()
  await expect(heading(page)).toContainText('Free question 4')
  await expect(paletteButton(page, 3)).toHaveAttribute('data-state', 'answered-marked')
  await page.getByRole('button', { name: m.exam_screen_save_next() }).click()
  await expectChosen(page, 3)
  await expect(heading(page)).toContainText('Free question 5')
  await expect(right(page)).toBeChecked()

  // The summary: each section's counts.
  await page.getByRole('button', { name: m.attempt_texts_submit_quiz() }).click()
  const summary = page.getByTestId('exam-summary-section')
  await expect(summary).toHaveCount(3)
  const count = (n: number, state: string) => summary.nth(n - 1).locator(`[data-state="${state}"] dd`)
  await expect(count(1, 'answered')).toHaveText('2')
  await expect(count(2, 'answered-marked')).toHaveText('1')
  await expect(count(2, 'not-answered')).toHaveText('1')
  await expect(count(3, 'answered')).toHaveText('1')
  await expect(count(3, 'not-visited')).toHaveText('0')
  await page.getByRole('button', { name: m.attempt_texts_confirm_submit(), exact: true }).click()

  // +2 (question 5) −0.5 +2 (section 1) +2 (section 2; question 4 skipped, 0): 5.5 of 10.
  await page.waitForURL(/\/result\//)
  await expect(page.getByTestId('final-score')).toContainText('5.5 / 10')
})

test('the desktop exam screen in the Hindi interface and the dark theme: axe clean on the tabs, a chosen section and the summary', async ({
  page,
  browser,
}) => {
  const quizId = await createFreeMock(browser)
  await page.context().addCookies([{ name: 'PARAGLIDE_LOCALE', value: 'hi', url: BASE_URL }])
  await logIn(page, await createUser(page.request))
  await page.goto(`/quiz/${quizId}/attempt`)
  await setTheme(page, 'dark')
  await expect(page.getByRole('tablist', { name: m.exam_screen_sections({}, { locale: 'hi' }) })).toBeVisible()
  await expectChosen(page, 1)
  await expectAccessible(page)

  await tab(page, 1).focus()
  await page.keyboard.press('ArrowRight')
  await expectChosen(page, 2)
  await expectAccessible(page)

  await page.getByRole('button', { name: m.attempt_texts_submit_quiz({}, { locale: 'hi' }) }).click()
  await expect(page.getByTestId('exam-summary')).toBeVisible()
  await expectAccessible(page)
})
