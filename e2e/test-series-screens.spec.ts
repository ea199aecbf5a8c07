import type { APIRequestContext, Browser, Page } from '@playwright/test'
import {
  adminPage,
  BASE_URL,
  checkScreen,
  createUser,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  logIn,
  ORIGIN,
  setTheme,
  test,
} from './support/fixtures'
import { choicesFor, createApprovedQuiz, QUESTIONS, quizData, signedInRequest, takeQuiz } from './support/results-data'
import { asAdmin } from './support/wallet-data'
import { formatINR } from '../src/shared/money'
import { m } from '#shared/i18n'

async function inHindi(page: Page) {
  await page.context().addCookies([{ name: 'PARAGLIDE_LOCALE', value: 'hi', url: BASE_URL }])
}

/** A series of the creator's one approved quiz, opened an hour ago, made through the API; it waits for review. */
async function makeSeries(creator: APIRequestContext, title: string, quizId: string, price = 0) {
  const response = await creator.post('/api/v1/series', {
    data: { title, price, mocks: [{ quizId, opensAt: new Date(Date.now() - 3_600_000).toISOString() }] },
    headers: ORIGIN,
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { data: { series: { id: string } } }).data.series.id
}

async function approveSeries(browser: Browser, seriesId: string) {
  await asAdmin(browser, async (admin) => {
    const review = await admin.request.post(`/api/v1/admin/series/${seriesId}/review`, {
      data: { decision: 'approve' },
      headers: ORIGIN,
    })
    expect(review.status(), await review.text()).toBe(200)
  })
}

test('the admin approves one series and rejects another on the console; the creator sees both in My series, a player finds the approved one through the menu', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const tag = Date.now().toString(36)
  const creator = await createUser(request)
  const creatorApi = await signedInRequest(creator)
  const { quizId } = await createApprovedQuiz(browser, creatorApi, quizData({ title: `Screens mock ${tag}` }))
  const approvedTitle = `Approved series ${tag}`
  const rejectedTitle = `Rejected series ${tag}`
  await makeSeries(creatorApi, approvedTitle, quizId, 12.5)
  await makeSeries(creatorApi, rejectedTitle, quizId)
  await creatorApi.dispose()

  // The creator finds both waiting, from My quizzes.
  const creatorContext = await browser.newContext({ viewport: { width: 360, height: 800 } })
  const creatorPage = await creatorContext.newPage()
  await logIn(creatorPage, creator)
  await creatorPage.goto('/my-quizzes')
  await creatorPage.getByRole('link', { name: m.series_mine_title() }).click()
  await expect(creatorPage).toHaveURL(/\/my-series$/)
  const mine = creatorPage.getByRole('list', { name: m.series_mine_title() })
  await expect(mine.getByRole('listitem')).toHaveCount(2)
  await expect(mine.getByText(m.series_status_pending(), { exact: true })).toHaveCount(2)
  await checkScreen(creatorPage, 'My series, in review')

  // The admin reads the queue: the mock, its opening in IST, the price; approves one, rejects the other.
  const admin = await adminPage(browser)
  await admin.goto('/admin')
  const queue = admin.getByRole('region', { name: m.series_admin_heading() })
  const approvedCard = queue.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: approvedTitle }) })
  await expect(approvedCard).toContainText(`Screens mock ${tag}`)
  await expect(approvedCard).toContainText(/ IST/)
  await expect(approvedCard).toContainText(m.series_admin_price({ price: formatINR(1250) }))
  await expectAccessible(admin)
  await admin.getByRole('button', { name: m.series_admin_approve({ title: approvedTitle }) }).click()
  await expect(admin.getByRole('heading', { name: approvedTitle })).toHaveCount(0)
  await admin.getByRole('button', { name: m.series_admin_reject({ title: rejectedTitle }) }).click()
  const dialog = admin.getByRole('dialog')
  await dialog.getByLabel(m.series_admin_reject_reason()).fill('The mock is too short for a series')
  await expectAccessible(admin)
  await dialog.getByRole('button', { name: m.series_admin_reject_confirm() }).click()
  await expect(admin.getByRole('heading', { name: rejectedTitle })).toHaveCount(0)
  await admin.context().close()

  // The creator sees the decisions, the rejection with its reason, in English and in Hindi.
  await creatorPage.reload()
  await expect(mine.getByRole('listitem').filter({ hasText: approvedTitle })).toContainText(m.series_status_approved())
  const rejected = mine.getByRole('listitem').filter({ hasText: rejectedTitle })
  await expect(rejected).toContainText(m.series_status_rejected())
  await expect(rejected).toContainText(m.series_rejected_reason({ reason: 'The mock is too short for a series' }))
  await checkScreen(creatorPage, 'My series, reviewed')
  await setTheme(creatorPage, 'dark')
  await checkScreen(creatorPage, 'My series, reviewed, dark')
  await setTheme(creatorPage, 'light')
  await inHindi(creatorPage)
  await creatorPage.reload()
  await expect(creatorPage.getByRole('heading', { level: 1, name: 'मेरी सीरीज़' })).toBeVisible()
  await checkScreen(creatorPage, 'My series in Hindi')
  await creatorContext.close()

  // A player on a phone opens the menu, goes to Test series, finds the approved one (never the rejected one).
  const player = await createUser(request)
  await page.setViewportSize({ width: 360, height: 800 })
  await logIn(page, player)
  await page.goto('/')
  await page.getByRole('button', { name: m.shell_open_menu() }).click()
  await page.getByRole('link', { name: m.series_nav(), exact: true }).click()
  await expect(page).toHaveURL(/\/series\/?$/)
  await expect(page.getByRole('link', { name: approvedTitle })).toBeVisible()
  await expect(page.getByRole('link', { name: rejectedTitle })).toHaveCount(0)
  await page.getByRole('link', { name: approvedTitle }).click()
  // Nobody has attempted its mock: the leaderboard says so.
  await expect(page.getByText(m.series_leaderboard_empty())).toBeVisible()
  await checkScreen(page, 'a series with an empty leaderboard')
})

test('the empty series screens: a new creator’s My series, in English and Hindi on a phone', async ({
  page,
  request,
}) => {
  const creator = await createUser(request)
  await page.setViewportSize({ width: 360, height: 800 })
  await logIn(page, creator)
  await page.goto('/my-series')
  await expect(page.getByText(m.series_mine_empty())).toBeVisible()
  await expect(page.getByRole('link', { name: m.series_mine_new() })).toHaveAttribute('href', '/create-series')
  await checkScreen(page, 'My series, empty')
  await setTheme(page, 'dark')
  await checkScreen(page, 'My series, empty, dark')
  await setTheme(page, 'light')
  await inHindi(page)
  await page.reload()
  await expect(page.getByText('आपकी अभी कोई टेस्ट सीरीज़ नहीं है')).toBeVisible()
  await checkScreen(page, 'My series, empty, in Hindi')
  await page.goto('/series')
  await checkScreen(page, 'the series list in Hindi')
})

test('a series leaderboard of many players reads a page at a time, the player’s own place marked', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const tag = Date.now().toString(36)
  const creator = await createUser(request)
  const creatorApi = await signedInRequest(creator)
  const questions = [QUESTIONS.capital, QUESTIONS.river, QUESTIONS.peak]
  const { quizId } = await createApprovedQuiz(browser, creatorApi, quizData({ title: `Board mock ${tag}`, questions }))
  const title = `Crowded series ${tag}`
  const seriesId = await makeSeries(creatorApi, title, quizId)
  await creatorApi.dispose()
  await approveSeries(browser, seriesId)

  // 21 first attempts: one more than a page. The last player gets everything wrong, so is last.
  const players = []
  for (let index = 0; index < 21; index += 1) {
    const player = await createUser(request)
    const api = await signedInRequest(player)
    const wrong = index === 20 ? questions.map((question) => question.question) : []
    await takeQuiz(api, quizId, choicesFor(questions, wrong))
    await api.dispose()
    players.push(player)
  }
  const last = players.at(-1)!

  await page.setViewportSize({ width: 360, height: 800 })
  await logIn(page, last)
  await page.goto(`/series/${seriesId}`)
  const board = page.getByRole('list', { name: m.series_leaderboard_heading() })
  await expect(board.getByRole('listitem')).toHaveCount(20)
  await expect(board.getByRole('listitem').first()).toContainText(m.series_rank({ rank: 1 }))
  const pages = page.getByRole('navigation', { name: m.series_leaderboard_pages() })
  await expect(pages.getByRole('button', { name: m.series_previous() })).toBeDisabled()
  await checkScreen(page, 'a crowded leaderboard')
  await pages.getByRole('button', { name: m.series_next() }).click()
  await expect(pages).toContainText(m.series_page_of({ page: 2 }))
  await expect(board.getByRole('listitem')).toHaveCount(1)
  const own = board.locator('li[aria-current="true"]')
  await expect(own).toContainText(last.username)
  await expect(own).toContainText(m.series_rank({ rank: 21 }))
  await expect(pages.getByRole('button', { name: m.series_next() })).toBeDisabled()
  await inHindi(page)
  await page.reload()
  await expect(page.getByRole('navigation', { name: 'लीडरबोर्ड के पेज' })).toBeVisible()
  await checkScreen(page, 'a crowded leaderboard in Hindi')

  // The header has room for Test series: in the menu below 1024 px, in the row from there up, in Hindi too.
  for (const width of [768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await expectNoSidewaysScroll(page, `the header at ${width} px in Hindi`)
    const inRow = page.getByRole('banner').getByRole('link', { name: 'टेस्ट सीरीज़', exact: true })
    await (width < 1024 ? expect(inRow).toBeHidden() : expect(inRow).toBeVisible())
  }
})
