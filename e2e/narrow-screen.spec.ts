import type { Page } from '@playwright/test'
import { ATTEMPT_TEXTS, WALLET_TEXTS } from '../src/shared/texts'
import { createUser, expect, logIn, ORIGIN, test } from './support/fixtures'
import { createApprovedQuiz } from './support/quizzes'
import { approveRequest, asAdmin, fundWallet, rejectRequest, requestWithdrawal } from './support/wallet-data'

// Long references and long words wrap on a small phone instead of widening the page: UPI IDs,
// UPI transaction ids, payout UTRs, rejection reasons, and unbroken words in a quiz's title,
// description, question and options. The page must never scroll sideways.
test.use({ viewport: { width: 360, height: 740 } })

async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }))
  expect(scrollWidth, `${what}: the page is ${scrollWidth} px wide on a ${clientWidth} px screen`).toBeLessThanOrEqual(
    clientWidth,
  )
}

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
