import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { RESULT_TEXTS } from '../src/shared/texts'
import { expect, expectAccessible, logIn, setTheme } from './support/fixtures'
import {
  ALL_QUESTIONS,
  choicesFor,
  QUESTIONS,
  recordViolation,
  startAttempt,
  submitAttempt,
  takeQuiz,
  test,
} from './support/results-data'
import { m } from '#shared/i18n'

const resultUrl = (quizId: string, attemptId: string) => `/quiz/${quizId}/result/${attemptId}`

async function openResult(page: Page, quizId: string, attemptId: string) {
  await page.goto(resultUrl(quizId, attemptId))
  await expect(page.getByRole('heading', { level: 1, name: m.result_texts_title() })).toBeVisible()
}

test('the result shows the score, timing, rank, breakdown, chart and analysis', async ({
  page,
  user,
  approvedQuiz,
}) => {
  const { quizId, title } = await approvedQuiz()
  await logIn(page, user)
  const { attemptId } = await takeQuiz(page.request, quizId, choicesFor(ALL_QUESTIONS, [QUESTIONS.peak.question]))

  await openResult(page, quizId, attemptId)
  await expect(page.getByText(title, { exact: true })).toBeVisible()
  // 2 + 1 of 4 points: 75 %, rated Good and shown in the yellow band.
  const score = page.getByTestId('final-score')
  await expect(score).toContainText('3 / 4')
  await expect(score).toContainText('75%')
  await expect(score).toContainText('Good')
  await expect(score).toHaveAttribute('data-color', 'yellow')
  await expect(page.getByTestId('time-taken')).toContainText('of 5m 0s (300s)')
  await expect(page.getByTestId('accuracy')).toHaveText('2 of 3 correct (66.67%)')
  await expect(page.getByTestId('rank')).toHaveText('#1')

  // The breakdown: each question, the choice, and the correct option with its explanation.
  const questions = page.getByTestId('breakdown-question')
  await expect(questions).toHaveCount(3)
  await expect(questions.nth(0)).toContainText(QUESTIONS.capital.question)
  await expect(questions.nth(0)).toContainText(m.result_texts_correct())
  await expect(questions.nth(0)).toContainText(QUESTIONS.capital.explanation)
  const missed = questions.nth(2)
  await expect(missed).toContainText(m.result_texts_incorrect())
  await expect(missed.getByRole('listitem').filter({ hasText: m.result_texts_your_answer() })).toContainText('Kamet')
  await expect(missed.getByRole('listitem').filter({ hasText: m.result_texts_correct_answer() })).toContainText(
    'Kangchenjunga',
  )
  await expect(missed).toContainText(QUESTIONS.peak.explanation)

  // The chart: an SVG image with a text alternative, and the same figures as a table.
  await expect(page.getByRole('img', { name: m.result_texts_time_chart_title() })).toBeVisible()
  await expect(page.getByTestId('time-chart-row')).toHaveCount(3)
  const chartTable = page.getByRole('table', { name: m.result_texts_time_chart_title() })
  await expect(chartTable.getByRole('row')).toHaveCount(4)
  await expect(chartTable.getByRole('row', { name: /Question 3/ })).toContainText(m.result_texts_incorrect())

  // The computed analysis, then the AI summary on request.
  await expect(page.getByRole('heading', { level: 2, name: m.result_texts_analysis_title() })).toBeVisible()
  await expect(page.getByTestId('overall-performance')).toContainText('You scored 3 of 4 points')
  await expect(page.getByText('Missed question 3.')).toBeVisible()
  await page.getByRole('button', { name: m.result_texts_generate_analysis() }).click()
  await expect(page.getByTestId('ai-summary')).not.toBeEmpty()
  await expect(page.getByRole('button', { name: m.result_texts_generate_analysis() })).toHaveCount(0)
  // It is kept: a reload shows it at once.
  await page.reload()
  await expect(page.getByTestId('ai-summary')).not.toBeEmpty()

  const actions = page.getByRole('navigation', { name: 'After the quiz' })
  await expect(actions.getByRole('link', { name: m.result_texts_home() })).toHaveAttribute('href', '/')
  await expect(actions.getByRole('link', { name: m.result_texts_more_quizzes() })).toHaveAttribute('href', '/quizzes')
  await actions.getByRole('link', { name: m.result_texts_leaderboard() }).click()
  await expect(page).toHaveURL(new RegExp(`/quiz/${quizId}/leaderboard$`))
})

test('the leaderboard orders players by score and highlights the viewer', async ({
  page,
  user,
  signIn,
  approvedQuiz,
}) => {
  const { quizId, title } = await approvedQuiz()
  const { user: best, api: bestPlayer } = await signIn()
  await logIn(page, user)
  // The viewer plays first but scores less: score comes before time and submission.
  await takeQuiz(page.request, quizId, choicesFor(ALL_QUESTIONS, [QUESTIONS.river.question]))
  await takeQuiz(bestPlayer, quizId, choicesFor(ALL_QUESTIONS))

  await page.goto(`/quiz/${quizId}/leaderboard`)
  await expect(page.getByRole('heading', { level: 1, name: m.result_texts_leaderboard() })).toBeVisible()
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible()
  const rows = page.getByRole('table').getByRole('row')
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(1)).toContainText(best.username)
  await expect(rows.nth(1)).toContainText('4 / 4')
  await expect(rows.nth(1)).toContainText('100%')
  await expect(rows.nth(1)).not.toHaveAttribute('aria-current')
  await expect(rows.nth(2)).toContainText(user.username)
  await expect(rows.nth(2)).toContainText('3 / 4')
  await expect(rows.nth(2)).toContainText('75%')
  await expect(rows.nth(2)).toContainText(RESULT_TEXTS.you)
  await expect(rows.nth(2)).toHaveAttribute('aria-current', 'true')
  await expect(page.getByRole('rowheader', { name: user.username })).toBeVisible()

  await page.getByRole('link', { name: m.result_texts_back_to_quiz() }).click()
  await expect(page).toHaveURL(new RegExp(`/quiz/${quizId}$`))
})

test('a practice retake is scored but shows rank N/A', async ({ page, user, approvedQuiz }) => {
  const { quizId } = await approvedQuiz()
  await logIn(page, user)
  const first = await takeQuiz(page.request, quizId, choicesFor(ALL_QUESTIONS, [QUESTIONS.capital.question]))
  const retake = await takeQuiz(page.request, quizId, choicesFor(ALL_QUESTIONS))

  await openResult(page, quizId, retake.attemptId)
  await expect(page.getByTestId('final-score')).toContainText('4 / 4')
  await expect(page.getByTestId('final-score')).toContainText('Excellent')
  await expect(page.getByTestId('rank')).toHaveText(m.result_texts_not_available())
  await expect(page.getByText(m.result_texts_practice_note())).toBeVisible()

  await openResult(page, quizId, first.attemptId)
  await expect(page.getByTestId('rank')).toHaveText('#1')
  await expect(page.getByTestId('final-score')).toHaveAttribute('data-color', 'red')
})

test('an empty leaderboard says nobody is ranked yet', async ({ page, user, approvedQuiz }) => {
  const { quizId } = await approvedQuiz()
  await logIn(page, user)
  await page.goto(`/quiz/${quizId}/leaderboard`)
  await expect(page.getByText(m.result_texts_leaderboard_empty())).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
})

for (const theme of ['light', 'dark'] as const) {
  test(`result and leaderboard pass axe in ${theme} mode`, async ({ page, user, signIn, approvedQuiz }) => {
    const { quizId } = await approvedQuiz()
    const { api: rival } = await signIn()
    await takeQuiz(rival, quizId, choicesFor(ALL_QUESTIONS))
    await logIn(page, user)
    // A tab switch, so the anti-cheat report is on the page too; one wrong and one unanswered.
    const attempt = await startAttempt(page.request, quizId)
    await recordViolation(page.request, attempt.attemptId, 'tab_switch', 'Left the page for 3 s')
    const choices = choicesFor(ALL_QUESTIONS, [QUESTIONS.capital.question])
    choices[QUESTIONS.river.question] = { option: null, seconds: 20 }
    await submitAttempt(page.request, attempt, choices)

    await page.goto('/')
    await setTheme(page, theme)
    await openResult(page, quizId, attempt.attemptId)
    await expect(page.getByRole('heading', { level: 2, name: m.result_texts_anti_cheat_title() })).toBeVisible()
    await expect(page.getByTestId('violation-count')).toHaveText('1')
    await expect(page.getByRole('rowheader', { name: 'Tab switch' })).toBeVisible()
    await expect(page.getByTestId('final-score')).toHaveAttribute('data-color', 'red')
    await expectAccessible(page)
    await page.getByRole('button', { name: /Show all 1 recorded event/ }).click()
    await expect(page.getByText('Left the page for 3 s')).toBeVisible()
    await expectAccessible(page)

    await page.goto(`/quiz/${quizId}/leaderboard`)
    await expect(page.getByRole('row', { name: new RegExp(user.username) })).toHaveAttribute('aria-current', 'true')
    await expectAccessible(page)
  })
}

test('an unknown attempt shows Result not found', async ({ signedInPage: page }) => {
  await page.goto(resultUrl(randomUUID(), randomUUID()))
  await expect(page.getByRole('heading', { level: 1, name: m.empty_result_not_found() })).toBeVisible()
  await expect(page).toHaveURL(/\/result\//)
})
