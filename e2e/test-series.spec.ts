import type { APIRequestContext } from '@playwright/test'
import { indiaWallClock } from '../src/shared/india-time'
import { formatINR } from '../src/shared/money'
import { BASE_URL, checkScreen, createUser, expect, logIn, ORIGIN, setTheme, test } from './support/fixtures'
import { createApprovedQuiz } from './support/quizzes'
import { asAdmin, fundWallet } from './support/wallet-data'
import { m } from '#shared/i18n'

const QUESTION = {
  question: 'How many states does India have?',
  options: ['26', '27', '28', '29'] as [string, string, string, string],
  correctAnswer: 2,
}

/** The wallet's balance in paise, as the API says it. */
async function balancePaise(request: APIRequestContext) {
  const answer = await request.get('/api/v1/wallet', { headers: ORIGIN })
  return Math.round((await answer.json()).data.wallet.balance * 100)
}

/** An IST wall-clock time an hour ago, as a datetime-local field takes it. */
const anHourAgo = () => indiaWallClock(new Date(Date.now() - 3_600_000)).slice(0, 16)

test('a test series: made by its creator, bought once, its paid mock started without a second charge', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const tag = Date.now().toString(36)
  const creator = await createUser(request)
  const creatorContext = await browser.newContext({ viewport: { width: 360, height: 800 } })
  const creatorPage = await creatorContext.newPage()
  await logIn(creatorPage, creator)
  await createApprovedQuiz(creatorPage, browser, { title: `Mock one ${tag}`, timeLimit: 60, questions: [QUESTION] })
  // The second mock is also sold alone, at ₹25.
  const aloneId = await createApprovedQuiz(creatorPage, browser, {
    title: `Mock two ${tag}`,
    timeLimit: 60,
    isPaid: true,
    price: 25,
    questions: [QUESTION],
  })

  // The creator's form: both mocks, open since an hour ago (IST), at ₹40.
  await creatorPage.goto('/create-series')
  await checkScreen(creatorPage, 'the new series form')
  await creatorPage.getByLabel(m.series_field_title()).fill(`SSC series ${tag}`)
  await creatorPage.getByLabel(m.series_field_price()).fill('40')
  for (const title of [`Mock one ${tag}`, `Mock two ${tag}`]) {
    await creatorPage.getByRole('checkbox', { name: title }).check()
    await creatorPage.getByLabel(m.series_field_opens({ title })).fill(anHourAgo())
  }
  await creatorPage.getByRole('button', { name: m.series_new_submit() }).click()
  await expect(creatorPage).toHaveURL(/\/series\/[0-9a-f-]{36}$/)
  const seriesId = creatorPage.url().split('/').at(-1)!
  await asAdmin(browser, async (admin) => {
    const review = await admin.request.post(`/api/v1/admin/series/${seriesId}/review`, {
      data: { decision: 'approve' },
      headers: ORIGIN,
    })
    expect(review.status(), await review.text()).toBe(200)
  })

  // A player with ₹100 buys it once, through the confirmation.
  const player = await createUser(request)
  await page.setViewportSize({ width: 360, height: 800 })
  await logIn(page, player)
  await fundWallet(browser, page.request, 100)
  await page.goto(`/series/${seriesId}`)
  await checkScreen(page, 'the series page')
  await page.getByRole('button', { name: m.series_buy({ price: formatINR(4000) }) }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(formatINR(4000))
  await confirm.getByRole('button', { name: m.series_proceed() }).click()
  await expect(page.getByText(m.series_bought_badge(), { exact: true })).toBeVisible()
  expect(await balancePaise(page.request)).toBe(6000)

  // A second purchase is refused in words, and charges nothing.
  const again = await page.request.post(`/api/v1/series/${seriesId}/purchase`, { headers: ORIGIN })
  expect(again.status()).toBe(409)
  expect((await again.json()).message).toBe(m.series_already_bought())

  // The mock sold alone starts without its own price: no confirmation, no charge.
  await page.getByRole('link', { name: m.series_start_mock({ title: `Mock two ${tag}` }) }).click()
  await expect(page).toHaveURL(new RegExp(`/quiz/${aloneId}$`))
  await page.getByRole('link', { name: m.quiz_texts_start_quiz() }).click()
  await expect(page.getByText(m.success_quiz_started())).toBeVisible()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  expect(await balancePaise(page.request)).toBe(6000)

  // Progress shows on the series page, in English and in Hindi.
  await page.goto(`/series/${seriesId}`)
  await expect(page.getByTestId('series-progress-summary')).toBeVisible()
  await checkScreen(page, 'the series page, bought')
  await setTheme(page, 'dark')
  await checkScreen(page, 'the series page, dark')
  await setTheme(page, 'light')
  await page.context().addCookies([{ name: 'PARAGLIDE_LOCALE', value: 'hi', url: BASE_URL }])
  await page.goto(`/series/${seriesId}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('heading', { name: 'आपकी प्रगति' })).toBeVisible()
  await checkScreen(page, 'the series page in Hindi')
  await page.goto('/series')
  await checkScreen(page, 'the series list in Hindi')
  await creatorContext.close()
})
