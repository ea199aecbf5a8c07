import { WALLET_TEXTS } from '../src/shared/texts'
import { expect, test } from './support/fixtures'
import { createApprovedQuiz } from './support/results-data'
import { m } from '#shared/i18n'

// Pages load their data in the route's loader; a failure is the router's to show: the product's
// redirect with its message where it asks for one, else the page's own words with a retry.

test("a quiz's details that cannot be fetched say so and go back to the list", async ({
  signedInPage: page,
  browser,
}) => {
  const { quizId } = await createApprovedQuiz(browser, page.request)
  // The network drops the page's one call (retries included); the session call still goes through.
  await page.route('**/trpc/quizzes.byId**', (route) => route.abort())
  await page.goto(`/quiz/${quizId}`)
  await expect(page.getByText(m.failure_details())).toBeVisible({ timeout: 15_000 })
  await expect(page).toHaveURL(/\/quizzes$/)
})

test('a wallet that cannot be loaded says so, and Try again loads it', async ({ signedInPage: page }) => {
  let failing = true
  await page.route('**/trpc/wallet.summary**', (route) => (failing ? route.abort() : route.continue()))
  await page.goto('/wallet')
  await expect(page.getByRole('heading', { level: 1, name: m.failure_wallet_load() })).toBeVisible({ timeout: 15_000 })
  failing = false
  await page.getByRole('button', { name: m.retry() }).click()
  await expect(page.getByRole('heading', { level: 1, name: WALLET_TEXTS.title })).toBeVisible()
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹0.00')
})
