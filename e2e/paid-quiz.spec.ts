import type { Page } from '@playwright/test'
import { SUCCESS } from '../src/shared/messages'
import { formatINR } from '../src/shared/money'
import { ATTEMPT_TEXTS, PROFILE_TEXTS, WALLET_TEXTS } from '../src/shared/texts'
import { createUser, expect, logIn, test } from './support/fixtures'
import { createApprovedQuiz } from './support/quizzes'
import { asAdmin, requestFunds, requestWithdrawal } from './support/wallet-data'

const balance = (page: Page) => page.getByTestId('wallet-balance')
const earnings = (page: Page) => page.getByTestId('wallet-earnings')
const transactions = (page: Page) => page.getByRole('list', { name: WALLET_TEXTS.recentTransactions })

/** The admin approves a pending request on the admin screen (a withdrawal with its UTR). */
async function approveOnAdminScreen(admin: Page, label: string, amount: string, username: string, utr?: string) {
  await admin.goto('/admin')
  await admin.getByRole('tab', { name: /wallet/i }).click()
  await admin.getByRole('button', { name: WALLET_TEXTS.approveLabel(label, amount, username) }).click()
  if (utr) {
    const dialog = admin.getByRole('dialog', { name: WALLET_TEXTS.approveWithdrawalTitle })
    await dialog.getByLabel(WALLET_TEXTS.payoutReferenceLabel).fill(utr)
    await dialog.getByRole('button', { name: WALLET_TEXTS.approve }).click()
  }
  await expect(admin.getByText(WALLET_TEXTS.approved)).toBeVisible()
}

test('money moves end to end: funds, a paid quiz, the creator’s earning and withdrawal', async ({ page, browser, request }) => {
  const creator = await createUser(request)
  const player = await createUser(request)
  const creatorContext = await browser.newContext()
  const creatorPage = await creatorContext.newPage()
  await logIn(creatorPage, creator)
  const quizId = await createApprovedQuiz(creatorPage, browser, {
    title: `Paid Polity ${Date.now().toString(36)}`,
    timeLimit: 60,
    isPaid: true,
    price: 49,
    questions: [
      {
        question: 'How many fundamental duties does the Indian Constitution list today?',
        options: ['10', '11', '12', '9'],
        correctAnswer: 1,
      },
    ],
  })

  // The player asks to add ₹100 through the dialog; the admin verifies it on /admin.
  await logIn(page, player)
  await page.goto('/wallet')
  await page.getByRole('button', { name: WALLET_TEXTS.addFunds }).click()
  const addFunds = page.getByRole('dialog', { name: WALLET_TEXTS.addFunds })
  await addFunds.getByLabel(WALLET_TEXTS.amount).fill('100')
  await addFunds.getByRole('button', { name: WALLET_TEXTS.submitRequest }).click()
  await expect(page.getByText(SUCCESS.fundsRequested)).toBeVisible()
  await asAdmin(browser, async (admin) => approveOnAdminScreen(await admin.newPage(), 'Fund Addition', formatINR(10_000), player.username))
  await page.reload()
  await expect(balance(page)).toHaveText(formatINR(10_000))

  // The player buys the quiz: the confirmation first, then the charge.
  await page.goto(`/quiz/${quizId}`)
  await page.getByRole('link', { name: 'Start Quiz' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(ATTEMPT_TEXTS.paidConfirm(formatINR(4900)))
  await confirm.getByRole('button', { name: ATTEMPT_TEXTS.proceed }).click()
  await expect(page.getByText(SUCCESS.quizStarted)).toBeVisible()
  await page.getByRole('radio', { name: '11' }).check()
  await page.getByRole('button', { name: 'Submit Quiz' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: /submit/i }).click()
  await expect(page).toHaveURL(/\/result\//)

  await page.goto('/wallet')
  await expect(balance(page)).toHaveText(formatINR(5100))
  await expect(transactions(page).getByRole('listitem').filter({ hasText: 'Quiz Fee' })).toContainText(formatINR(4900))
  await page.goto('/profile')
  await expect(page.getByText(PROFILE_TEXTS.totalSpent, { exact: true }).locator('..')).toContainText(formatINR(4900))

  // The creator earns the price less the 10 % platform fee.
  await creatorPage.goto('/wallet')
  await expect(earnings(creatorPage)).toHaveText(formatINR(4410))
  await expect(balance(creatorPage)).toHaveText(formatINR(4410))
  await expect(transactions(creatorPage).getByRole('listitem').filter({ hasText: 'Quiz Earning' })).toContainText(formatINR(4410))

  // With ₹100 more, the creator withdraws ₹100; the admin pays it out with a UTR.
  await requestFunds(creatorPage.request, 100)
  await asAdmin(browser, async (admin) => approveOnAdminScreen(await admin.newPage(), 'Fund Addition', formatINR(10_000), creator.username))
  await requestWithdrawal(creatorPage.request, 100, 'creator@okicici')
  await creatorPage.reload()
  await expect(balance(creatorPage)).toHaveText(formatINR(4410))
  await asAdmin(browser, async (admin) =>
    approveOnAdminScreen(await admin.newPage(), 'Withdrawal', formatINR(10_000), creator.username, 'UTR550011223344'),
  )
  await creatorPage.reload()
  await expect(balance(creatorPage)).toHaveText(formatINR(4410))
  await expect(transactions(creatorPage).getByRole('listitem').filter({ hasText: 'Withdrawal' })).toContainText('Completed')
  await creatorPage.goto('/profile')
  await expect(creatorPage.getByText(PROFILE_TEXTS.totalEarned, { exact: true }).locator('..')).toContainText(formatINR(4410))
  await expect(creatorPage.getByText(PROFILE_TEXTS.balance, { exact: true }).locator('..')).toContainText(formatINR(4410))
  await creatorContext.close()
})
