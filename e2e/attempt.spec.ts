import type { Page } from '@playwright/test'
import { AUTO_SUBMIT_TEXT, autoSubmittedMessage, VIOLATION_LABELS } from '../src/shared/anti-cheat'
import { ATTEMPT_TEXTS, PRODUCT_NAME } from '../src/shared/texts'
import { expect, expectAccessible, setTheme, test } from './support/fixtures'
import { createApprovedQuiz, type QuestionData } from './support/quizzes'
import { m } from '#shared/i18n'

const PLANET: QuestionData = {
  question: 'Which planet is known as the Red Planet?',
  options: ['Venus', 'Mars', 'Jupiter', 'Saturn'],
  correctAnswer: 1,
  timeLimit: 60,
}
const GAS: QuestionData = {
  question: 'Which gas do plants take in for photosynthesis?',
  options: ['Oxygen', 'Nitrogen', 'Carbon dioxide', 'Helium'],
  correctAnswer: 2,
  // The minimum, so the test sees this question's timer run out.
  timeLimit: 10,
}
const WATER: QuestionData = {
  question: 'What is the chemical formula of water?',
  options: ['CO2', 'H2O', 'NaCl', 'O2'],
  correctAnswer: 1,
  timeLimit: 60,
}

const TEN_MINUTES = 600

const totalTimer = (page: Page) => page.getByRole('timer', { name: m.attempt_texts_total_time(), exact: true })
const questionTimer = (page: Page) => page.getByRole('timer', { name: m.attempt_texts_question_time(), exact: true })
const options = (page: Page, question: QuestionData) => page.getByRole('radiogroup', { name: question.question })

/**
 * Records every toast shown from now on (a list item of sonner's region, whatever stays on screen
 * at the end) and gives back a function that reads them: each one's last words, in order. A toast
 * replaced by another of the same id is one toast.
 */
async function recordToasts(page: Page) {
  await page.evaluate(() => {
    const region = 'section[aria-label^="Notifications"] li'
    const known = new Set(document.querySelectorAll(region))
    const shown: Element[] = []
    new MutationObserver(() => {
      for (const item of document.querySelectorAll(region)) {
        if (!known.has(item)) {
          known.add(item)
          shown.push(item)
        }
      }
    }).observe(document.body, { childList: true, subtree: true })
    Object.assign(window, { toastsShown: shown })
  })
  return () =>
    page.evaluate(() =>
      (window as unknown as { toastsShown: Element[] }).toastsShown.map((item) => item.textContent?.trim()),
    )
}

function clockSeconds(text: string | null) {
  const [minutes, seconds] = (text ?? '').split(':').map(Number)
  return (minutes ?? 0) * 60 + (seconds ?? 0)
}

test('a player takes a quiz from start to result', async ({ signedInPage: page, browser }) => {
  const title = 'Everyday Science'
  const quizId = await createApprovedQuiz(page, browser, {
    title,
    timeLimit: TEN_MINUTES,
    questions: [PLANET, GAS, WATER],
  })

  await page.goto(`/quiz/${quizId}/attempt`)
  await expect(page.getByText(m.success_quiz_started())).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText(ATTEMPT_TEXTS.questionOf(1, 3))).toBeVisible()
  await expect(totalTimer(page)).toHaveText(/^(10:00|9:5\d)$/)
  await expect(page.getByText(ATTEMPT_TEXTS.answeredOf(0, 3))).toBeVisible()

  await options(page, PLANET).getByRole('radio', { name: 'Mars' }).check()
  await expect(page.getByText(ATTEMPT_TEXTS.answeredOf(1, 3))).toBeVisible()
  await page.getByRole('button', { name: m.attempt_texts_next_question() }).click()

  // Question 2 is left alone: its 10 s run out, the product's toast shows, and the quiz moves on.
  await expect(page.getByText(ATTEMPT_TEXTS.questionOf(2, 3))).toBeVisible()
  await expect(questionTimer(page)).toHaveText(/^0:(10|0\d)$/)
  await expect(page.getByText(ATTEMPT_TEXTS.timeUp(2))).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText(ATTEMPT_TEXTS.questionOf(3, 3))).toBeVisible()
  await expect(page.getByText(ATTEMPT_TEXTS.answeredOf(1, 3))).toBeVisible()

  // The last question by keyboard: arrow keys move through the options and choose.
  // Radix checks the option it moves to only while the key is still down, as it is for a person:
  // the key stays down until the focus has moved (Radix moves it a task after the key goes down).
  await options(page, WATER).getByRole('radio').first().focus()
  await page.keyboard.down('ArrowDown')
  await expect(options(page, WATER).getByRole('radio', { name: 'H2O' })).toBeFocused()
  await page.keyboard.up('ArrowDown')
  await expect(options(page, WATER).getByRole('radio', { name: 'H2O' })).toBeChecked()
  await expect(page.getByRole('button', { name: m.attempt_texts_next_question() })).toHaveCount(0)

  await page.getByRole('button', { name: m.attempt_texts_submit_quiz() }).click()
  const dialog = page.getByRole('alertdialog', { name: m.attempt_texts_submit_title() })
  await expect(dialog).toContainText(m.attempt_texts_submit_confirm())
  await dialog.getByRole('button', { name: m.attempt_texts_confirm_submit(), exact: true }).click()

  await expect(page.getByText(m.success_quiz_submitted())).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/quiz/${quizId}/result/[0-9a-f-]+$`))
  const attemptId = new URL(page.url()).pathname.split('/').pop()
  const response = await page.request.get(`/api/v1/quizzes/attempts/${attemptId}`)
  expect(response.ok(), await response.text()).toBe(true)
  const { attempt } = await response.json()
  // Planet and water right, the timed-out gas question unanswered.
  expect(attempt).toMatchObject({ score: 2, totalPossibleScore: 3, correctAnswers: 2, status: 'submitted' })
})

test('a reload in the middle resumes the attempt where it was', async ({ signedInPage: page, browser }) => {
  const quizId = await createApprovedQuiz(page, browser, {
    title: 'Resumable Science',
    timeLimit: TEN_MINUTES,
    questions: [PLANET, { ...GAS, timeLimit: 60 }, WATER],
  })
  await page.goto(`/quiz/${quizId}/attempt`)
  await expect(page.getByText(ATTEMPT_TEXTS.questionOf(1, 3))).toBeVisible()

  const saved = page.waitForResponse((response) => response.url().includes('attempts.saveAnswer') && response.ok())
  await options(page, PLANET).getByRole('radio', { name: 'Mars' }).check()
  await saved
  // Let the clock run a little, so a clock that restarted from the limit would show.
  await expect(totalTimer(page)).toHaveText(/^9:5[0-7]$/)

  await page.reload()
  await expect(page.getByText(ATTEMPT_TEXTS.questionOf(2, 3))).toBeVisible()
  await expect(options(page, GAS)).toBeVisible()
  await expect(page.getByText(ATTEMPT_TEXTS.answeredOf(1, 3))).toBeVisible()
  expect(clockSeconds(await totalTimer(page).textContent())).toBeLessThanOrEqual(597)
  // A resumed attempt is not a new start.
  await expect(page.getByText(m.success_quiz_started())).toHaveCount(0)
})

for (const theme of ['light', 'dark'] as const) {
  test(`the attempt screen passes axe in ${theme} mode`, async ({ signedInPage: page, browser }) => {
    const quizId = await createApprovedQuiz(page, browser, {
      title: `Accessible Science (${theme})`,
      timeLimit: TEN_MINUTES,
      settings: { antiCheat: { enabled: true } },
      questions: [PLANET],
    })
    await page.goto('/')
    await setTheme(page, theme)
    await page.goto(`/quiz/${quizId}/attempt`)
    await expect(options(page, PLANET)).toBeVisible()
    await expect(page.locator('h1')).toHaveCount(1)
    await expectAccessible(page)

    // The monitoring panel, opened by keyboard.
    const badge = page.getByRole('button', { name: new RegExp(m.attempt_texts_violations()) })
    await badge.focus()
    await page.keyboard.press('Enter')
    await expect(badge).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('region', { name: m.attempt_texts_monitoring_title() })).toContainText(
      m.attempt_texts_no_violations(),
    )
    await expectAccessible(page)

    // The submit confirmation, reached with Tab.
    await options(page, PLANET).getByRole('radio', { name: 'Mars' }).check()
    const submit = page.getByRole('button', { name: m.attempt_texts_submit_quiz() })
    for (
      let presses = 0;
      presses < 10 && !(await submit.evaluate((button) => button === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab')
    }
    await expect(submit).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('alertdialog')).toBeVisible()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
  })
}

test('forced full screen shows an accessible overlay until the player enters it', async ({
  signedInPage: page,
  browser,
}) => {
  const quizId = await createApprovedQuiz(page, browser, {
    title: 'Full Screen Science',
    timeLimit: TEN_MINUTES,
    settings: { antiCheat: { enabled: true, forceFullscreen: true } },
    questions: [PLANET],
  })
  await page.goto(`/quiz/${quizId}/attempt`)
  const overlay = page.getByRole('dialog', { name: m.attempt_texts_fullscreen_title() })
  await expect(overlay).toBeVisible()
  await expectAccessible(page)
  await overlay.getByRole('button', { name: m.attempt_texts_enter_fullscreen() }).click()
  await expect(overlay).toHaveCount(0)
  expect(await page.evaluate(() => document.fullscreenElement !== null)).toBe(true)

  // Leaving full screen is reported, and the overlay comes back with the time left to return.
  const reported = page.waitForResponse((response) => response.url().includes('attempts.violation'))
  await page.evaluate(() => document.exitFullscreen())
  await expect(overlay).toContainText(/Return to full screen within \d seconds/)
  await reported
  await expect(page.getByTestId('violation-count')).toHaveText('1')
})

test('anti-cheat blocks a copy shortcut, counts it and lists it', async ({ signedInPage: page, browser }) => {
  const quizId = await createApprovedQuiz(page, browser, {
    title: 'Monitored Science',
    timeLimit: TEN_MINUTES,
    settings: { antiCheat: { enabled: true } },
    questions: [PLANET],
  })
  await page.goto(`/quiz/${quizId}/attempt`)
  await expect(options(page, PLANET)).toBeVisible()
  const count = page.getByTestId('violation-count')
  await expect(count).toHaveText('0')

  const reported = page.waitForResponse((response) => response.url().includes('attempts.violation') && response.ok())
  await page.keyboard.press('Control+c')
  await expect(count).toHaveText('1')
  await reported

  await page.getByRole('button', { name: new RegExp(m.attempt_texts_violations()) }).click()
  const panel = page.getByRole('region', { name: m.attempt_texts_monitoring_title() })
  await expect(panel.getByRole('listitem')).toHaveCount(1)
  await expect(panel.getByRole('listitem')).toContainText(VIOLATION_LABELS.keyboard_shortcut)

  // The server has it too: the result's anti-cheat report lists it.
  await options(page, PLANET).getByRole('radio', { name: 'Mars' }).check()
  await page.getByRole('button', { name: m.attempt_texts_submit_quiz() }).click()
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: m.attempt_texts_confirm_submit(), exact: true })
    .click()
  await expect(page).toHaveURL(new RegExp(`/quiz/${quizId}/result/[0-9a-f-]+$`))
  const attemptId = new URL(page.url()).pathname.split('/').pop()
  const { attempt } = await (await page.request.get(`/api/v1/quizzes/attempts/${attemptId}`)).json()
  expect(attempt.violationCount).toBe(1)
  expect(attempt.antiCheatViolations).toEqual([
    expect.objectContaining({ type: 'keyboard_shortcut', details: 'Ctrl+C pressed' }),
  ])
})

test('the total time running out keeps the time the question on screen was shown', async ({
  signedInPage: page,
  browser,
}) => {
  // Ten seconds in all, and the only question left unanswered: the clock ends the attempt on it.
  const quizId = await createApprovedQuiz(page, browser, {
    title: 'Ten Second Science',
    timeLimit: 10,
    questions: [PLANET],
  })
  await page.goto(`/quiz/${quizId}/attempt`)
  await expect(options(page, PLANET)).toBeVisible()
  // The start's own toast may mount after the question does: it is not one this test counts.
  await expect(page.getByText(m.success_quiz_started())).toBeVisible()
  const toastsShown = await recordToasts(page)
  await expect(page).toHaveURL(new RegExp(`/quiz/${quizId}/result/[0-9a-f-]+$`), { timeout: 20_000 })
  // One toast says the time ended it: not a second one saying it was submitted.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await toastsShown()).toEqual([autoSubmittedMessage(AUTO_SUBMIT_TEXT.time_expired)])

  const attemptId = new URL(page.url()).pathname.split('/').pop()
  const response = await page.request.get(`/api/v1/quizzes/attempts/${attemptId}`)
  expect(response.ok(), await response.text()).toBe(true)
  const { detailedAnswers } = await response.json()
  // On screen for the whole 10 s; before, the result said 0 s (nothing was saved for it).
  expect(detailedAnswers[0]).toMatchObject({ wasAnswered: false })
  expect(detailedAnswers[0].timeSpentSeconds).toBeGreaterThanOrEqual(9)
  expect(detailedAnswers[0].timeSpentSeconds).toBeLessThanOrEqual(10)
})

test('the last question running out of time submits the quiz with one toast', async ({
  signedInPage: page,
  browser,
}) => {
  const quizId = await createApprovedQuiz(page, browser, {
    title: 'Last Second Science',
    timeLimit: TEN_MINUTES,
    questions: [GAS],
  })
  await page.goto(`/quiz/${quizId}/attempt`)
  await expect(options(page, GAS)).toBeVisible()
  // The start's own toast may mount after the question does: it is not one this test counts.
  await expect(page.getByText(m.success_quiz_started())).toBeVisible()
  const toastsShown = await recordToasts(page)
  await expect(page).toHaveURL(new RegExp(`/quiz/${quizId}/result/[0-9a-f-]+$`), { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The question's time up became the submission's toast, which says why the quiz ended.
  expect(await toastsShown()).toEqual([autoSubmittedMessage(AUTO_SUBMIT_TEXT.all_completed)])
})

test('leaving a running attempt asks first: Stay keeps it, Leave goes, and it resumes later', async ({
  signedInPage: page,
  browser,
}) => {
  const quizId = await createApprovedQuiz(page, browser, {
    title: 'Leavable Science',
    timeLimit: TEN_MINUTES,
    questions: [PLANET, { ...GAS, timeLimit: 60 }, WATER],
  })
  await page.goto(`/quiz/${quizId}`)
  await page.getByRole('link', { name: m.quiz_texts_start_quiz() }).click()
  await expect(page.getByText(ATTEMPT_TEXTS.questionOf(1, 3))).toBeVisible()
  const attemptUrl = new RegExp(`/quiz/${quizId}/attempt$`)

  // While the clock runs, the header is only the product's name and the footer is gone.
  const header = page.getByRole('banner')
  await expect(header.getByRole('link')).toHaveCount(1)
  await expect(header.getByRole('link')).toHaveAccessibleName(PRODUCT_NAME)
  await expect(page.getByRole('navigation')).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)

  const saved = page.waitForResponse((response) => response.url().includes('attempts.saveAnswer') && response.ok())
  await options(page, PLANET).getByRole('radio', { name: 'Mars' }).check()
  await saved

  const leave = page.getByRole('alertdialog', { name: m.attempt_texts_leave_title() })
  // The header's link asks; Stay keeps the attempt as it was.
  await header.getByRole('link', { name: PRODUCT_NAME }).click()
  await expect(leave).toContainText(m.attempt_texts_leave_description())
  // Stay is the primary button, and the one with the focus: Enter keeps the attempt.
  const stay = leave.getByRole('button', { name: m.attempt_texts_stay() })
  await expect(stay).toBeFocused()
  const primary = await page.evaluate(() => {
    const probe = document.createElement('span')
    probe.className = 'bg-primary'
    document.body.append(probe)
    const colour = getComputedStyle(probe).backgroundColor
    probe.remove()
    return colour
  })
  const fill = (name: string) =>
    leave.getByRole('button', { name, exact: true }).evaluate((button) => getComputedStyle(button).backgroundColor)
  expect(await fill(m.attempt_texts_stay())).toBe(primary)
  expect(await fill(m.attempt_texts_leave())).not.toBe(primary)
  await expectAccessible(page)
  await leave.getByRole('button', { name: m.attempt_texts_stay() }).click()
  await expect(leave).toHaveCount(0)
  await expect(page).toHaveURL(attemptUrl)
  await expect(options(page, PLANET).getByRole('radio', { name: 'Mars' })).toBeChecked()

  // So does the browser's Back.
  await page.evaluate(() => window.history.back())
  await expect(leave).toBeVisible()
  await leave.getByRole('button', { name: m.attempt_texts_stay() }).click()
  await expect(leave).toHaveCount(0)
  await expect(page).toHaveURL(attemptUrl)
  await expect(page.getByText(ATTEMPT_TEXTS.questionOf(1, 3))).toBeVisible()

  // Leave goes back, and the whole header and the footer return.
  await page.evaluate(() => window.history.back())
  await leave.getByRole('button', { name: m.attempt_texts_leave(), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/quiz/${quizId}$`))
  await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeVisible()
  await expect(page.getByRole('contentinfo')).toHaveCount(1)

  // The attempt is still there: Continue resumes it after the answered question.
  await page.getByRole('link', { name: m.discovery_texts_continue_quiz(), exact: true }).click()
  await expect(page.getByText(ATTEMPT_TEXTS.questionOf(2, 3))).toBeVisible()
  await expect(page.getByText(ATTEMPT_TEXTS.answeredOf(1, 3))).toBeVisible()
})
