import type { Locator } from '@playwright/test'
import { ANALYTICS_TEXTS } from '../src/client/texts/analytics-texts'
import { PAYMENTS_TEXTS } from '../src/client/texts/payments-texts'
import { ATTEMPT_TEXTS, WALLET_TEXTS } from '../src/shared/texts'
import { ADMIN, createUser, expect, logIn, ORIGIN, signUpAdmin, test, expectNoSidewaysScroll } from './support/fixtures'
import { createApprovedQuiz } from './support/quizzes'
import {
  ALL_QUESTIONS,
  choicesFor,
  createApprovedQuiz as createQuizByApi,
  quizData,
  signedInRequest,
  takeQuiz,
} from './support/results-data'
import { approveRequest, asAdmin, fundWallet, rejectRequest, requestWithdrawal } from './support/wallet-data'
import { m } from '#shared/i18n'

// Long references and long words wrap on a small phone instead of widening the page: UPI IDs,
// UPI transaction ids, payout UTRs, rejection reasons, and unbroken words in a quiz's title,
// description, question and options. The page must never scroll sideways.
const PHONE = { width: 360, height: 740 }
test.use({ viewport: PHONE })

/** The shadow a sideways-scrolling row shows on a side (start or end) with content out of view. */
const shadow = (box: Locator, edge: 'start' | 'end') => box.locator(`[data-slot="scroll-shadow"][data-edge="${edge}"]`)

/** A word no line can break without help. */
const LONG_WORD = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(2)

test('the wallet with long references fits a 360 px screen', async ({ page, browser, request }) => {
  const player = await createUser(request)
  await logIn(page, player)
  const upiId = `${'averyveryverylongupihandlewithoutbreaks'.repeat(2)}@okicicibankofindia`
  const utr = `UTR${'9'.repeat(60)}`

  await fundWallet(browser, page.request, 500)
  const paidOut = await requestWithdrawal(page.request, 100, upiId)
  await asAdmin(browser, (admin) => approveRequest(admin.request, paidOut, utr))
  const refused = await page.request.post('/api/v1/wallet/add-funds', {
    data: { amount: 50, paymentMethod: 'upi', transactionId: 'T'.repeat(64) },
    headers: ORIGIN,
  })
  expect(refused.status(), await refused.text()).toBe(201)
  const { data } = (await refused.json()) as { data: { transaction: { _id: string } } }
  await asAdmin(browser, (admin) => rejectRequest(admin.request, data.transaction._id, `Unmatched:${LONG_WORD}`))

  await page.goto('/wallet')
  const transactions = page.getByRole('list', { name: WALLET_TEXTS.recentTransactions })
  await expect(transactions.getByText(WALLET_TEXTS.toUpi(upiId))).toBeVisible()
  await expect(transactions.getByText(WALLET_TEXTS.payoutReference(utr))).toBeVisible()
  await expect(transactions.getByText(WALLET_TEXTS.upiReference('T'.repeat(64)))).toBeVisible()
  await expectNoSidewaysScroll(page, 'the wallet')
})

test('Add Funds, with the gateway beside the manual request, fits a 360 px screen', async ({ page, request }) => {
  await logIn(page, await createUser(request))
  await page.goto('/wallet')
  await page.getByRole('button', { name: WALLET_TEXTS.addFunds }).click()
  const dialog = page.getByRole('dialog', { name: WALLET_TEXTS.addFunds })
  await expect(dialog.getByRole('heading', { name: PAYMENTS_TEXTS.payOnline })).toBeVisible()
  await dialog.getByLabel(WALLET_TEXTS.amount).fill('250')
  const box = await dialog.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, `the dialog spans ${JSON.stringify(box)}`).toBe(true)
  // Both ways are there, each reachable on the small screen.
  for (const name of [PAYMENTS_TEXTS.payOnlineButton, WALLET_TEXTS.submitRequest]) {
    const button = dialog.getByRole('button', { name })
    await button.scrollIntoViewIfNeeded()
    await expect(button).toBeInViewport()
  }
  await expectNoSidewaysScroll(page, 'Add Funds')
})

test("a quiz's details and its attempt screen fit a 360 px screen with long words", async ({
  signedInPage: page,
  browser,
}) => {
  const question = `Which of these is ${LONG_WORD}?`
  const quizId = await createApprovedQuiz(page, browser, {
    title: `Lung ${LONG_WORD}`,
    description: `About ${LONG_WORD} and more.`,
    timeLimit: 600,
    questions: [
      {
        question,
        options: [`A${LONG_WORD}`, `B${LONG_WORD}`, `C${LONG_WORD}`, `D${LONG_WORD}`],
        correctAnswer: 0,
        timeLimit: 60,
      },
    ],
  })

  await page.goto(`/quiz/${quizId}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(LONG_WORD)
  await expectNoSidewaysScroll(page, "the quiz's details")

  await page.goto(`/quiz/${quizId}/attempt`)
  await expect(page.getByRole('radiogroup', { name: question })).toBeVisible()
  await expect(page.getByText(ATTEMPT_TEXTS.questionOf(1, 1))).toBeVisible()
  await expectNoSidewaysScroll(page, 'the attempt screen')
})

test('a toast on a phone leaves the page title in view', async ({ page }) => {
  // A guest opening the wallet is sent to log in, and a toast says why.
  await page.goto('/wallet')
  await expect(page).toHaveURL(/\/login/)
  const toast = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: m.failure_guarded_route() })
  await expect(toast).toBeVisible()
  const title = page.getByRole('heading', { level: 1 })
  await expect(title).toBeInViewport()
  const toastBox = (await toast.boundingBox())!
  const titleBox = (await title.boundingBox())!
  const apart = toastBox.y >= titleBox.y + titleBox.height || toastBox.y + toastBox.height <= titleBox.y
  expect(apart, `the toast (${toastBox.y}–${toastBox.y + toastBox.height} px) over the title (${titleBox.y} px)`).toBe(
    true,
  )
  await expect(toast).toBeInViewport({ ratio: 1 })
})

test('a table wider than the phone says so, and shows which side has more', async ({ page, browser, request }) => {
  const creator = await createUser(request)
  const creatorApi = await signedInRequest(creator)
  const { quizId } = await createQuizByApi(browser, creatorApi, quizData())
  await creatorApi.dispose()
  const player = await signedInRequest(await createUser(request))
  await takeQuiz(player, quizId, choicesFor(ALL_QUESTIONS))
  await player.dispose()

  await logIn(page, creator)
  await page.goto(`/quiz/${quizId}/analytics`)
  const attempts = page.getByRole('table', { name: ANALYTICS_TEXTS.attemptsCaption(1) })
  await expect(attempts.getByRole('row')).toHaveCount(2)
  const scroller = attempts.locator('xpath=..')
  const frame = scroller.locator('xpath=..')
  await scroller.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  // Its last columns are past the screen's edge: a shadow on that side, and a line saying to scroll.
  await expect(frame.getByText(m.table_scroll_for_more())).toBeVisible()
  await expect(shadow(frame, 'end')).toBeVisible()
  await expect(shadow(frame, 'start')).toHaveCount(0)
  await expect(
    attempts.getByRole('columnheader', { name: ANALYTICS_TEXTS.attemptColumns.violations }),
  ).not.toBeInViewport()

  // Scrolled to its end, the shadow moves to the side now out of view.
  await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
  await expect(shadow(frame, 'start')).toBeVisible()
  await expect(shadow(frame, 'end')).toHaveCount(0)
  await expect(attempts.getByRole('columnheader', { name: ANALYTICS_TEXTS.attemptColumns.violations })).toBeInViewport()
  await expectNoSidewaysScroll(page, 'the analytics')
})

test("the admin console's sections scroll sideways, with the current one in view", async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE })
  const page = await context.newPage()
  await signUpAdmin(page.request)
  await logIn(page, ADMIN)

  await page.goto('/admin/contact')
  const sections = page.getByRole('navigation', { name: m.admin_texts_sections_label() })
  const current = sections.getByRole('link', { name: m.admin_texts_sections_contact() })
  await expect(current).toHaveAttribute('aria-current', 'page')
  // The last section, brought into view; the first ones are out of view, and a shadow says so.
  await expect(current).toBeInViewport({ ratio: 1 })
  await expect(sections.getByRole('link', { name: m.admin_texts_sections_quizzes() })).not.toBeInViewport()
  await expect(shadow(sections.locator('xpath=..'), 'start')).toBeVisible()
  await expectNoSidewaysScroll(page, 'the admin console')

  // The first section: the row starts at its beginning, with more to the end.
  await page.goto('/admin')
  await expect(sections.getByRole('link', { name: m.admin_texts_sections_quizzes() })).toBeInViewport({ ratio: 1 })
  await expect(shadow(sections.locator('xpath=..'), 'end')).toBeVisible()
  await expect(shadow(sections.locator('xpath=..'), 'start')).toHaveCount(0)
  await context.close()
})
