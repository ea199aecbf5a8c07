import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { BASE_URL, expect, expectAccessible, expectNoSidewaysScroll, logIn, ORIGIN, setTheme } from './support/fixtures'
import { quizData, startAttempt, test } from './support/results-data'
import { m } from '#shared/i18n'

// An exam's scorecard on the result page: three sections with their own negative marking, two
// candidates, and the second's result: each section's figures, the totals, the rank and NTA
// percentile, and the topper and the average beside them; on a phone as cards; axe in both languages.

const question = (n: number) => ({
  question: `Exam question ${n}: which is right?`,
  options: ['Right', 'Wrong one', 'Wrong two', 'Wrong three'],
  correctAnswer: 0,
  points: 1,
  timeLimit: 60,
})

const paper = () =>
  quizData({
    title: `Bank PO mock ${Date.now().toString(36)}`,
    timeLimit: 600,
    questions: [0, 1, 2, 3, 4, 5, 6].map(question),
    sectionOrder: 'free',
    sections: [
      { title: 'Reasoning', marking: { correct: 1, wrong: -0.25 }, questionIndexes: [0, 1, 2] },
      { title: 'Quantitative Aptitude', marking: { correct: 2, wrong: -0.5 }, questionIndexes: [3, 4] },
      { title: 'English Language', marking: { correct: 1, wrong: -0.33 }, questionIndexes: [5, 6] },
    ],
  })

type Answer = 'right' | 'wrong' | null

/** Starts and submits over REST, each answer 10 seconds. */
async function sit(player: APIRequestContext, quizId: string, answers: Answer[]) {
  const attempt = await startAttempt(player, quizId)
  const response = await player.post(`/api/v1/quizzes/attempts/${attempt.attemptId}/submit`, {
    data: {
      answers: attempt.questions.map((served, index) => {
        const answer = answers[index] ?? null
        return {
          questionId: served._id,
          selectedOption: answer === null ? null : served.options.indexOf(answer === 'right' ? 'Right' : 'Wrong one'),
          timeSpentSeconds: answer === null ? 0 : 10,
        }
      }),
    },
    headers: ORIGIN,
  })
  expect(response.status(), await response.text()).toBe(200)
  return attempt.attemptId
}

const figure = (row: Locator, name: string) => row.locator(`[data-figure="${name}"]`)

async function expectRow(row: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await expect(figure(row, name)).toHaveText(value)
}

const SECTIONS = [
  // −0.75: three wrong at −0.25.
  {
    correct: '0',
    partial: '0',
    wrong: '3',
    skipped: '0',
    gained: '0.00',
    lost: '0.75',
    score: '-0.75 of 3.00',
    accuracy: '0%',
    time: '30s',
    'per-question': '10s',
  },
  {
    correct: '1',
    partial: '0',
    wrong: '1',
    skipped: '0',
    gained: '2.00',
    lost: '0.50',
    score: '1.50 of 4.00',
    accuracy: '50%',
    time: '20s',
    'per-question': '10s',
  },
  {
    correct: '2',
    partial: '0',
    wrong: '0',
    skipped: '0',
    gained: '2.00',
    lost: '0.00',
    score: '2.00 of 2.00',
    accuracy: '100%',
    time: '20s',
    'per-question': '10s',
  },
]
const TOTALS = {
  correct: '3',
  wrong: '4',
  gained: '4.00',
  lost: '1.25',
  score: '2.75 of 9.00',
  accuracy: '42.9%',
  time: '1m 10s (70s)',
  'per-question': '10s',
}
/** Whole paper, then each section: the player, the topper (the first candidate), the average to the hundredth. */
const COMPARISON = [
  { you: '2.75', topper: '5.42', average: '4.09' }, // (5.42 + 2.75) / 2 = 4.085
  { you: '-0.75', topper: '1.75', average: '0.50' },
  { you: '1.50', topper: '4.00', average: '2.75' },
  { you: '2.00', topper: '-0.33', average: '0.84' }, // (−0.33 + 2) / 2 = 0.835
]

async function openResult(page: Page, quizId: string, attemptId: string) {
  await page.goto(`/quiz/${quizId}/result/${attemptId}`)
  await expect(page.getByTestId('exam-scorecard')).toBeVisible()
}

test('the result page shows an exam’s scorecard by section, the rank, the percentile, the topper and the average', async ({
  page,
  signIn,
  approvedQuiz,
}) => {
  const { quizId } = await approvedQuiz(paper())
  const topper = await signIn()
  // 1.75 | 4 | −0.33 = 5.42
  await sit(topper.api, quizId, ['right', 'right', 'wrong', 'right', 'right', 'wrong', null])
  // −0.75 | 1.5 | 2 = 2.75
  const second = await signIn()
  const attemptId = await sit(second.api, quizId, ['wrong', 'wrong', 'wrong', 'right', 'wrong', 'right', 'right'])

  await logIn(page, second.user)
  await page.setViewportSize({ width: 1280, height: 900 })
  await openResult(page, quizId, attemptId)
  const card = page.getByTestId('exam-scorecard')
  await expect(card.getByRole('heading', { level: 2, name: m.exam_result_heading() })).toBeVisible()
  await expect(page.getByTestId('exam-rank')).toHaveText(m.exam_result_rank_of({ rank: '2', candidates: '2' }))
  await expect(page.getByTestId('exam-percentile')).toHaveText('50.0000000')

  const table = page.getByTestId('exam-sections-table')
  await expect(table).toBeVisible()
  const rows = table.getByTestId('exam-section-row')
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText('Quantitative Aptitude')
  for (const [place, values] of SECTIONS.entries()) await expectRow(rows.nth(place), values)
  await expectRow(table.getByTestId('exam-total-row'), TOTALS)

  const comparison = page.getByTestId('exam-comparison').getByTestId('exam-comparison-row')
  await expect(comparison).toHaveCount(4)
  await expect(comparison.first().getByRole('rowheader')).toHaveText(m.exam_result_overall())
  for (const [place, values] of COMPARISON.entries()) await expectRow(comparison.nth(place), values)
  await expectAccessible(page)

  // A phone: the sections as cards with the same figures, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 800 })
  await expect(table).toBeHidden()
  const cards = page.getByTestId('exam-section-card')
  await expect(cards).toHaveCount(3)
  await expect(page.getByTestId('exam-comparison')).toBeHidden()
  // Each card has the topper's marks and the average beside its own; the totals, the whole paper's.
  const besides = ({ topper, average }: { topper: string; average: string }) => ({ topper, average })
  for (const [place, values] of SECTIONS.entries()) {
    await expectRow(cards.nth(place), { ...values, ...besides(COMPARISON[place + 1]!) })
  }
  await expectRow(page.getByTestId('exam-total-card'), { ...TOTALS, ...besides(COMPARISON[0]!) })
  await expectNoSidewaysScroll(page, 'the exam scorecard on a phone')
  await expectAccessible(page)
  await setTheme(page, 'dark')
  await expectAccessible(page)
  await setTheme(page, 'light')

  // In Hindi.
  const hi = { locale: 'hi' } as const
  await page.context().addCookies([{ name: 'PARAGLIDE_LOCALE', value: 'hi', url: BASE_URL }])
  await openResult(page, quizId, attemptId)
  await expect(page.getByRole('heading', { level: 2, name: m.exam_result_heading({}, hi) })).toBeVisible()
  await expect(page.getByTestId('exam-rank')).toHaveText(m.exam_result_rank_of({ rank: '2', candidates: '2' }, hi))
  await expect(figure(page.getByTestId('exam-total-card'), 'score')).toHaveText(
    m.exam_result_score_of({ score: '2.75', full: '9.00' }, hi),
  )
  await expectNoSidewaysScroll(page, 'the exam scorecard in Hindi on a phone')
  await expectAccessible(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(page.getByTestId('exam-sections-table')).toBeVisible()
  await expectAccessible(page)
})

test('a practice retake shows “Not ranked yet” with the field it is compared with', async ({
  page,
  signIn,
  approvedQuiz,
}) => {
  const { quizId } = await approvedQuiz(paper())
  const player = await signIn()
  await sit(player.api, quizId, ['right', 'right', 'right', null, null, null, null])
  const retake = await sit(player.api, quizId, ['right', 'right', 'right', 'right', 'right', 'right', 'right'])
  await logIn(page, player.user)
  await openResult(page, quizId, retake)
  await expect(page.getByTestId('exam-rank')).toHaveText(m.exam_result_not_ranked())
  await expect(page.getByTestId('exam-percentile')).toHaveText(m.exam_result_not_ranked())
  // The field is the first attempt alone: 3 in all, 3 in Reasoning.
  const comparison = page.getByTestId('exam-comparison-row')
  await expectRow(comparison.first(), { you: '9.00', topper: '3.00', average: '3.00' })
  await expectRow(comparison.nth(1), { you: '3.00', topper: '3.00', average: '3.00' })
  await expectAccessible(page)
})
