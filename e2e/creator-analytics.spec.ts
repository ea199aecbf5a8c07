import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { ANALYTICS_TEXTS, CHART_TEXTS, STATISTICS_TEXTS } from '../src/client/texts/analytics-texts'
import { attemptKind, attemptsCsvColumns } from '../src/shared/analytics-words'
import { formatINR } from '../src/shared/money'
import { createUser, expect, expectAccessible, logIn, setTheme } from './support/fixtures'
import {
  ALL_QUESTIONS,
  choicesFor,
  createApprovedQuiz,
  QUESTIONS,
  quizData,
  signedInRequest,
  takeQuiz,
  test,
} from './support/results-data'
import { fundWallet } from './support/wallet-data'
import { m } from '#shared/i18n'

/** The visually hidden table behind a chart: what a screen reader reads of it. */
const chartTable = (page: Page, title: string) => page.getByRole('table', { name: CHART_TEXTS.dataTable(title) })

/** axe over the page as it is, in light and then in dark. */
async function accessibleInBothThemes(page: Page) {
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme)
    await expectAccessible(page)
  }
  await setTheme(page, 'light')
}

test('a creator reads the statistics, analytics and earnings of a quiz players bought and took', async ({
  page,
  browser,
  request,
}) => {
  // Two purchases and attempts, then three pages each read by axe in both themes: several pages'
  // worth of work, which took 55-60 s of the default 60 on a busy host.
  test.setTimeout(150_000)
  // A paid quiz at ₹20 (the creator earns ₹18 of each sale: the platform keeps 10 %), out of 4 points.
  const creator = await createUser(request)
  const creatorApi = await signedInRequest(creator)
  const title = `Analytics Geography ${Date.now().toString(36)}`
  const { quizId } = await createApprovedQuiz(browser, creatorApi, quizData({ title, isPaid: true, price: 20 }))
  // Two players buy it: one gets all right (4/4, 100 %), the other misses the capital (2 points): 2/4, 50 %.
  const players = [await createUser(request), await createUser(request)]
  for (const [index, player] of players.entries()) {
    const api = await signedInRequest(player)
    await fundWallet(browser, api, 50)
    await takeQuiz(api, quizId, choicesFor(ALL_QUESTIONS, index === 1 ? [QUESTIONS.capital.question] : []))
    await api.dispose()
  }
  await creatorApi.dispose()

  await logIn(page, creator)
  await page.goto('/my-quizzes')
  await page.getByRole('link', { name: `${m.analytics_nav_statistics()} ${title}` }).click()

  // Statistics: two attempts, a warning that so few say little, the scores' histogram.
  await expect(page.getByRole('heading', { level: 1, name: m.statistics_texts_title() })).toBeVisible()
  await expect(page.getByRole('note')).toHaveText(STATISTICS_TEXTS.few(2))
  await expect(page.getByRole('img', { name: m.statistics_texts_histogram_title() })).toBeVisible()
  const histogram = chartTable(page, m.statistics_texts_histogram_title())
  await expect(histogram.getByRole('row', { name: STATISTICS_TEXTS.histogramBin(50, 60) })).toContainText('1')
  await expect(histogram.getByRole('row', { name: STATISTICS_TEXTS.histogramBin(90, 100) })).toContainText('1')
  await expect(histogram.getByRole('row', { name: STATISTICS_TEXTS.histogramBin(0, 10) })).toContainText('0')
  // The capital: right for one of the two players.
  const capital = page.getByTestId('question-row').filter({ hasText: QUESTIONS.capital.question })
  await expect(capital.getByRole('cell').first()).toHaveText(STATISTICS_TEXTS.percent(50))
  await page.getByRole('button', { name: STATISTICS_TEXTS.scopes.all }).click()
  await expect(page.getByRole('button', { name: STATISTICS_TEXTS.scopes.all })).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(/attempts=all/)
  await page.getByText(`${STATISTICS_TEXTS.questionLabel(1)}: ${QUESTIONS.capital.question}`).click()
  await accessibleInBothThemes(page)

  // Analytics: today's attempts, completion, mean score, sales and earnings.
  await page.getByRole('link', { name: m.analytics_nav_analytics() }).click()
  await expect(page.getByRole('heading', { level: 1, name: m.analytics_texts_title() })).toBeVisible()
  await expect(page.getByRole('img', { name: m.analytics_texts_attempts_chart() })).toBeVisible()
  await expect(page.getByRole('img', { name: m.analytics_texts_score_chart() })).toBeVisible()
  await expect(page.getByRole('img', { name: m.analytics_texts_earnings_chart() })).toBeVisible()
  const perDay = chartTable(page, m.analytics_texts_attempts_chart()).getByRole('row')
  // The header, then 30 days; today last, with both attempts started and submitted.
  await expect(perDay).toHaveCount(31)
  await expect(perDay.last().getByRole('cell')).toHaveText(['2', '2'])
  await expect(chartTable(page, m.analytics_texts_score_chart()).getByRole('row').last().getByRole('cell')).toHaveText(
    '75',
  )
  const figure = (label: string) =>
    page
      .getByTestId('figure')
      .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
      .getByRole('definition')
      .first()
  await expect(figure(m.analytics_texts_figures_completion())).toHaveText(ANALYTICS_TEXTS.percent(100))
  await expect(figure(m.analytics_texts_figures_mean_percent())).toHaveText(ANALYTICS_TEXTS.percent(75))
  await expect(figure(m.analytics_texts_figures_sales())).toHaveText('2')
  await expect(figure(m.analytics_texts_figures_earnings())).toHaveText(formatINR(3600))
  const rows = page.getByTestId('attempt-row')
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ hasText: players[1]!.username })).toContainText(ANALYTICS_TEXTS.percent(50))
  // Each player's first attempt: ranked, and the list says so.
  await expect(page.getByRole('columnheader', { name: ANALYTICS_TEXTS.attemptColumns.kind })).toBeVisible()
  for (const player of players) await expect(rows.filter({ hasText: player.username })).toContainText(attemptKind(true))
  await page.getByRole('button', { name: ANALYTICS_TEXTS.range(7) }).click()
  await expect(page).toHaveURL(/days=7/)
  await expect(chartTable(page, m.analytics_texts_attempts_chart()).getByRole('row')).toHaveCount(8)
  await accessibleInBothThemes(page)

  // The CSV: a byte-order mark, the header, one row per attempt.
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: m.analytics_texts_download_csv() }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`quiz-attempts-${quizId}.csv`)
  const bytes = readFileSync((await download.path())!)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = bytes.subarray(3).toString('utf8').split('\r\n')
  expect(lines[0]).toBe(attemptsCsvColumns().join(','))
  expect(lines.slice(1, 3).sort()).toEqual(
    [
      expect.stringMatching(new RegExp(`^${players[0]!.username},${attemptKind(true)},4,4,100,\\d+,`)),
      expect.stringMatching(new RegExp(`^${players[1]!.username},${attemptKind(true)},2,4,50,\\d+,`)),
    ].sort(),
  )
  expect(lines[3]).toBe('')

  // Earnings, from My quizzes.
  await page.goto('/my-quizzes')
  await page.getByRole('link', { name: m.analytics_nav_my_earnings() }).click()
  await expect(page.getByRole('heading', { level: 1, name: m.earnings_texts_title() })).toBeVisible()
  const row = page.getByTestId('earnings-row').filter({ hasText: title })
  await expect(row.getByRole('cell')).toHaveText([formatINR(2000), '2', formatINR(3600), '2', formatINR(3600)])
  await expect(page.getByRole('img', { name: m.earnings_texts_chart() })).toBeVisible()
  await expect(chartTable(page, m.earnings_texts_chart()).getByRole('row').last().getByRole('cell')).toHaveText(
    formatINR(3600).replace(/\.00$/, ''),
  )
  await accessibleInBothThemes(page)
})

test('a creator with no sales opens My earnings, and a quiz with no attempts its analytics', async ({
  page,
  browser,
  request,
}) => {
  // Every value of every chart is zero (or, for the mean score, missing): each chart says the range
  // is empty over its axes, and the page answers at once.
  const creator = await createUser(request)
  const creatorApi = await signedInRequest(creator)
  const title = `Unsold Geography ${Date.now().toString(36)}`
  const { quizId } = await createApprovedQuiz(browser, creatorApi, quizData({ title, isPaid: true, price: 20 }))
  await creatorApi.dispose()
  await logIn(page, creator)

  await page.goto('/earnings')
  await expect(page.getByRole('heading', { level: 1, name: m.earnings_texts_title() })).toBeVisible()
  const earningsChart = page.getByTestId('earnings-chart')
  await expect(earningsChart.getByRole('img', { name: m.earnings_texts_chart() })).toBeVisible()
  await expect(earningsChart.getByText(m.chart_texts_empty())).toBeVisible()
  await expect(chartTable(page, m.earnings_texts_chart()).getByRole('row')).toHaveCount(31)

  await page.goto(`/quiz/${quizId}/analytics`)
  await expect(page.getByRole('heading', { level: 1, name: m.analytics_texts_title() })).toBeVisible()
  for (const [testId, name] of [
    ['attempts-chart', m.analytics_texts_attempts_chart()],
    ['score-chart', m.analytics_texts_score_chart()],
    ['earnings-chart', m.analytics_texts_earnings_chart()],
  ] as const) {
    const chart = page.getByTestId(testId)
    await expect(chart.getByRole('img', { name })).toBeVisible()
    await expect(chart.getByText(m.chart_texts_empty())).toBeVisible()
  }
  await expect(page.getByText(m.analytics_texts_attempts_empty())).toBeVisible()
  // Another range is drawn as quickly.
  await page.getByRole('button', { name: ANALYTICS_TEXTS.range(7) }).click()
  await expect(chartTable(page, m.analytics_texts_attempts_chart()).getByRole('row')).toHaveCount(8)
  await accessibleInBothThemes(page)
})
