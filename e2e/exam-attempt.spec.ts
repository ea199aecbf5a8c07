import type { Browser, Page } from '@playwright/test'
import {
  BASE_URL,
  createUser,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  logIn,
  ORIGIN,
  setTheme,
  test,
} from './support/fixtures'
import { createApprovedQuiz, type QuizData } from './support/quizzes'
import { m } from '#shared/i18n'

// The exam form of the attempt screen (issue 35, decision 041): a three-section mock taken in a
// fixed order on sectional clocks, marked +1/−0.25, with a Hindi second language on some questions.

const OPTIONS = ['Right', 'Wrong one', 'Wrong two', 'Wrong three'] as [string, string, string, string]
const OPTIONS_HI = ['सही', 'गलत एक', 'गलत दो', 'गलत तीन']
const MARKING = { correct: 1, wrong: -0.25 }

const question = (n: number, hindi: boolean) => ({
  question: `Exam question ${n}: which is right?`,
  options: OPTIONS,
  correctAnswer: 0,
  ...(hindi
    ? { translation: { language: 'hi', question: `परीक्षा प्रश्न ${n}: कौन-सा सही है?`, options: OPTIONS_HI } }
    : {}),
})

/**
 * A mock of six questions in three sections (3, 2, 1), taken in a fixed order: the first on a short
 * clock of `firstSeconds` (the test waits for the screen to move on, not for the time), the others
 * long enough never to run out during a test.
 */
async function createMock(browser: Browser, firstSeconds: number, carryOver = false): Promise<string> {
  const context = await browser.newContext()
  const creator = await context.newPage()
  try {
    await logIn(creator, await createUser(creator.request))
    const quiz = {
      title: 'Bank PO prelims mock',
      timeLimit: firstSeconds + 600,
      secondLanguage: 'hi',
      questions: [1, 2, 3, 4, 5, 6].map((n) => question(n, n <= 2 || n === 4)),
      sections: [
        { title: 'English Language', timeLimit: firstSeconds, marking: MARKING, questionIndexes: [0, 1, 2] },
        { title: 'Quantitative Aptitude', timeLimit: 300, marking: MARKING, questionIndexes: [3, 4] },
        { title: 'Reasoning Ability', timeLimit: 300, marking: MARKING, questionIndexes: [5] },
      ],
      sectionOrder: 'fixed',
      carryOver,
    } as unknown as QuizData
    return await createApprovedQuiz(creator, browser, quiz)
  } finally {
    await context.close()
  }
}

const section = (page: Page, n: number) => page.getByTestId('exam-section').nth(n - 1)
const paletteButton = (page: Page, n: number) =>
  page.getByTestId('exam-palette').getByRole('button', { name: new RegExp(`^Question ${n}: `) })
const stateOn = (page: Page, n: number) => paletteButton(page, n).getAttribute('data-state')
const right = (page: Page) => page.getByRole('radio', { name: 'Right', exact: true })
const heading = (page: Page) => page.getByRole('heading', { level: 2, name: /question \d|प्रश्न \d/ })

/** The player's one attempt in progress, and its palette as the server keeps it. */
async function serverPalette(page: Page) {
  const mine = await page.request.get('/api/v1/quizzes/attempts/my-attempts')
  const attemptId = ((await mine.json()) as { data: { attempts: { _id: string }[] } }).data.attempts[0]!._id
  const response = await page.request.get(`/api/v1/quizzes/attempts/${attemptId}/palette`)
  const palette = ((await response.json()) as { data: { palette: { questionId: string; state: string }[] } }).data
  return { attemptId, palette: palette.palette }
}

test('a sectional mock: palette, marks, the language switch and a reload; section 1 closes by itself; summary; negative marks', async ({
  signedInPage: page,
  browser,
}) => {
  // One section's clock runs out while the test waits for the screen to move on.
  test.setTimeout(240_000)
  const quizId = await createMock(browser, 50)
  await page.goto(`/quiz/${quizId}/attempt`)

  await expect(section(page, 1)).toHaveAttribute('data-status', 'open')
  await expect(section(page, 2)).toHaveAttribute('data-status', 'waiting')
  await expect(section(page, 2)).toBeDisabled()
  await expect(section(page, 1)).toContainText(m.exam_screen_marking({ correct: 1, wrong: -0.25 }))
  await expect(heading(page)).toContainText('Exam question 1')
  // Shown once, a question is "not answered"; the others are not visited yet.
  await expect(paletteButton(page, 1)).toHaveAttribute('data-state', 'not-answered')
  await expect(paletteButton(page, 2)).toHaveAttribute('data-state', 'not-visited')
  await expectAccessible(page)

  // Question 1 right, with Save & Next.
  await page.getByRole('radio', { name: 'Right', exact: true }).check()
  await page.getByRole('button', { name: m.exam_screen_save_next() }).click()
  await expect(heading(page)).toContainText('Exam question 2')
  await expect(paletteButton(page, 1)).toHaveAttribute('data-state', 'answered')

  // Question 2 in Hindi, mid-section, and wrong.
  await page.getByRole('button', { name: 'हिन्दी', exact: true }).click()
  await expect(heading(page)).toContainText('परीक्षा प्रश्न 2')
  await page.getByRole('radio', { name: 'गलत एक', exact: true }).check()
  await page.getByRole('button', { name: m.exam_screen_save_next() }).click()
  await page.getByRole('button', { name: 'English', exact: true }).click()

  // Question 3 marked for review, unanswered, from the keyboard alone.
  await expect(heading(page)).toContainText('Exam question 3')
  await page.getByRole('button', { name: m.exam_screen_mark_next() }).focus()
  await page.keyboard.press('Enter')
  await expect(paletteButton(page, 3)).toHaveAttribute('data-state', 'marked')
  await expect(heading(page)).toContainText('Exam question 1')

  // The server keeps the palette: a reload gives back the same palette, answers and place.
  await expect
    .poll(async () => (await serverPalette(page)).palette.map((item) => item.state).slice(0, 3))
    .toEqual(['answered', 'answered', 'marked'])
  await page.reload()
  await expect(heading(page)).toContainText('Exam question 1')
  expect([await stateOn(page, 1), await stateOn(page, 2), await stateOn(page, 3)]).toEqual([
    'answered',
    'answered',
    'marked',
  ])
  await expect(page.getByRole('radio', { name: 'Right', exact: true })).toBeChecked()
  await paletteButton(page, 2).click()
  await expect(page.getByRole('radio', { name: 'Wrong one', exact: true })).toBeChecked()

  // Section 1's clock runs out: the screen moves on to section 2 by itself.
  await expect(section(page, 2)).toHaveAttribute('data-status', 'open', { timeout: 90_000 })
  await expect(section(page, 1)).toHaveAttribute('data-status', 'closed')
  await expect(heading(page)).toContainText('Exam question 4')
  await expect(section(page, 3)).toBeDisabled()

  // A closed section is read only, on screen and on the server.
  await section(page, 1).click()
  await expect(page.getByTestId('exam-read-only')).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Right', exact: true })).toBeDisabled()
  const { attemptId, palette } = await serverPalette(page)
  // The server holds the line after the section's grace: an empty answer (which would change no
  // score if taken) is refused in words once the grace has passed.
  const leaveEmpty = () =>
    page.request.post(`/api/v1/quizzes/attempts/${attemptId}/answers`, {
      headers: ORIGIN,
      data: { questionId: palette[2]!.questionId, selectedOption: null },
    })
  await expect.poll(async () => (await leaveEmpty()).status(), { timeout: 30_000 }).toBe(409)
  expect(((await (await leaveEmpty()).json()) as { message: string }).message).toContain('English Language')

  // Section 2: question 4 right; question 5 right and marked for review (it counts).
  await section(page, 2).click()
  await expect(heading(page)).toContainText('Exam question 4')
  await page.getByRole('radio', { name: 'Right', exact: true }).check()
  await page.getByRole('button', { name: m.exam_screen_save_next() }).click()
  await expect(heading(page)).toContainText('Exam question 5')
  await page.getByRole('radio', { name: 'Right', exact: true }).check()
  await page.getByRole('button', { name: m.exam_screen_mark_next() }).click()
  await expect(paletteButton(page, 5)).toHaveAttribute('data-state', 'answered-marked')
  // The end of a fixed order's section, every question answered: the screen stays and says so.
  await expect(heading(page)).toContainText('Exam question 5')
  await expect(page.getByTestId('exam-section-done')).toHaveText(
    m.exam_screen_section_done({ title: 'Quantitative Aptitude' }),
  )

  // The summary before submitting: each section's counts.
  await page.getByRole('button', { name: m.attempt_texts_submit_quiz() }).click()
  const summary = page.getByTestId('exam-summary-section')
  const counts = async (n: number) =>
    Object.fromEntries(
      await Promise.all(
        ['answered', 'not-answered', 'marked', 'answered-marked', 'not-visited'].map(async (state) => [
          state,
          Number(
            await summary
              .nth(n - 1)
              .locator(`[data-state="${state}"] dd`)
              .textContent(),
          ),
        ]),
      ),
    )
  await expect(summary).toHaveCount(3)
  expect(await counts(1)).toEqual({ answered: 2, 'not-answered': 0, marked: 1, 'answered-marked': 0, 'not-visited': 0 })
  expect(await counts(2)).toEqual({ answered: 1, 'not-answered': 0, marked: 0, 'answered-marked': 1, 'not-visited': 0 })
  expect(await counts(3)).toEqual({ answered: 0, 'not-answered': 0, marked: 0, 'answered-marked': 0, 'not-visited': 1 })
  await expectAccessible(page)
  await page.getByRole('button', { name: m.attempt_texts_confirm_submit(), exact: true }).click()

  // +1 −0.25 (section 1; the marked question is not scored) +1 +1 (section 2): 2.75 of 6.
  await page.waitForURL(/\/result\//)
  await expect(page.getByTestId('final-score')).toContainText('2.75 / 6')
})

test('a mark made offline reaches the server when back online; with carry-over a section is submitted early, after a confirm, and the next opens at once', async ({
  signedInPage: page,
  browser,
}) => {
  const quizId = await createMock(browser, 300, true)
  await page.goto(`/quiz/${quizId}/attempt`)
  await expect(section(page, 1)).toHaveAttribute('data-status', 'open')
  await page.getByRole('radio', { name: 'Right', exact: true }).check()

  // Offline, Mark for Review is kept on screen, and reaches the server when the connection returns.
  await page.context().setOffline(true)
  await page.getByRole('button', { name: m.exam_screen_mark_next() }).click()
  await expect(heading(page)).toContainText('Exam question 2')
  await expect(paletteButton(page, 1)).toHaveAttribute('data-state', 'answered-marked')
  await page.context().setOffline(false)
  await expect
    .poll(async () => (await serverPalette(page)).palette.map((item) => item.state).slice(0, 3))
    .toEqual(['answered-marked', 'not-answered', 'not-visited'])

  // Save & Next on the section's last question stays in it: its first question still unanswered.
  await page.getByRole('button', { name: m.exam_screen_save_next() }).click()
  await expect(heading(page)).toContainText('Exam question 3')
  await page.getByRole('button', { name: m.exam_screen_save_next() }).click()
  await expect(heading(page)).toContainText('Exam question 2')
  await right(page).check()
  await page.getByRole('button', { name: m.exam_screen_mark_next() }).click()
  await expect(heading(page)).toContainText('Exam question 3')
  await right(page).check()
  await page.getByRole('button', { name: m.exam_screen_save_next() }).click()
  // All answered: it stays, and with carry-over says the section may be submitted.
  await expect(heading(page)).toContainText('Exam question 3')
  await expect(page.getByTestId('exam-section-done')).toHaveText(
    m.exam_screen_section_done_submit({ title: 'English Language' }),
  )

  await page.getByRole('button', { name: m.exam_screen_close_section() }).click()
  const confirm = page.getByRole('alertdialog', { name: m.exam_screen_close_title({ title: 'English Language' }) })
  await expect(confirm).toContainText(m.exam_screen_close_confirm())
  await confirm.getByRole('button', { name: m.exam_screen_close_section() }).click()
  await expect(section(page, 1)).toHaveAttribute('data-status', 'closed')
  await expect(section(page, 2)).toHaveAttribute('data-status', 'open')
  await expect(heading(page)).toContainText('Exam question 4')
  await expect(section(page, 3)).toHaveAttribute('data-status', 'waiting')
})

// English in the light theme, Hindi in the dark one.
for (const [locale, theme] of [
  ['en', 'light'],
  ['hi', 'dark'],
] as const) {
  test(`the exam screen on a 360 px phone in the ${locale} interface, ${theme}: no sideways scroll, the palette a panel, axe clean`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000)
    const quizId = await createMock(browser, 300)
    await page.context().addCookies([{ name: 'PARAGLIDE_LOCALE', value: locale, url: BASE_URL }])
    await logIn(page, await createUser(page.request))
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(`/quiz/${quizId}/attempt`)
    await setTheme(page, theme)
    await expect(section(page, 1)).toHaveAttribute('data-status', 'open')
    await expectNoSidewaysScroll(page, 'the exam screen')
    await expectAccessible(page)

    // On a phone the palette is a panel the player opens.
    const grid = page.getByTestId('exam-palette')
    await expect(grid).toBeHidden()
    await page.getByRole('button', { name: m.exam_screen_palette_show({}, { locale }) }).click()
    await expect(grid).toBeVisible()
    await expectNoSidewaysScroll(page, 'the open palette')
    await expectAccessible(page)
    await grid.getByRole('button').nth(1).click()
    await expect(grid).toBeHidden()

    await page.getByRole('button', { name: m.attempt_texts_submit_quiz({}, { locale }) }).click()
    await expect(page.getByTestId('exam-summary')).toBeVisible()
    await expectNoSidewaysScroll(page, 'the summary')
    await expectAccessible(page)
  })
}
