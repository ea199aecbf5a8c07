import type { Page } from '@playwright/test'
import { PAYMENTS_TEXTS } from '../src/client/texts/payments-texts'
import { WALLET_TEXTS } from '../src/shared/texts'
import { adminPage, BASE_URL, expect, expectAccessible, test } from './support/fixtures'
import { m } from '#shared/i18n'

/**
 * Add Funds through the payment gateway (issue 37): the browser's server has Razorpay's stand-in
 * configured (e2e/support/serve.mjs), whose hosted checkout the player completes; the wallet is
 * credited with no admin.
 */
const balance = (page: Page) => page.getByTestId('wallet-balance')

test('a player adds ₹250 through the gateway’s checkout and the balance moves without an admin', async ({
  signedInPage: page,
  browser,
}) => {
  // A checkout on another origin, then the admin's own sign-up and pages: more than one page's worth.
  test.setTimeout(150_000)
  await page.goto('/wallet')
  await expect(balance(page)).toHaveText('₹0.00')
  await page.getByRole('button', { name: WALLET_TEXTS.addFunds }).click()
  const dialog = page.getByRole('dialog', { name: WALLET_TEXTS.addFunds })
  await expect(dialog.getByRole('heading', { name: PAYMENTS_TEXTS.payOnline })).toBeVisible()
  // Both ways stand side by side: the manual UPI request is there too.
  await expect(dialog.getByRole('button', { name: WALLET_TEXTS.submitRequest })).toBeVisible()
  const pay = dialog.getByRole('button', { name: PAYMENTS_TEXTS.payOnlineButton })
  await expect(pay).toBeDisabled()
  await dialog.getByLabel(WALLET_TEXTS.amount).fill('250')
  await expectAccessible(page)
  await pay.click()

  // The gateway's hosted checkout, on its own origin.
  await page.getByRole('button', { name: 'Pay now' }).click()
  // Back on the wallet, credited by the checkout's signed return.
  await page.waitForURL(/\/wallet$/)
  await expect(page.getByText(PAYMENTS_TEXTS.credited)).toBeVisible()
  await expect(balance(page)).toHaveText('₹250.00')
  await expect(page.getByTestId('gateway-reference').first()).toContainText(/pay_\w+/)
  await expectAccessible(page)

  // The admin sees the payment on the gateway page; the reconciliation finds the books clean.
  const admin = await adminPage(browser)
  try {
    await admin.goto('/admin/gateway')
    const payments = admin.getByRole('table', { name: PAYMENTS_TEXTS.adminPayments })
    await expect(payments.getByRole('row').filter({ hasText: '₹250.00' }).first()).toBeVisible()
    await admin.getByRole('button', { name: PAYMENTS_TEXTS.runNow }).click()
    await expect(admin.getByText(PAYMENTS_TEXTS.neverRun)).toHaveCount(0)
    await expectAccessible(admin)
  } finally {
    await admin.context().close()
  }
})

test('Add Funds with the gateway and the admin’s gateway page pass axe in Hindi', async ({
  signedInPage: page,
  browser,
}) => {
  const hi = { locale: 'hi' } as const
  const inHindi = { name: 'PARAGLIDE_LOCALE', value: 'hi', url: BASE_URL }
  await page.context().addCookies([inHindi])
  await page.goto('/wallet')
  await page.getByRole('button', { name: m.wallet_texts_add_funds({}, hi) }).click()
  const dialog = page.getByRole('dialog', { name: m.wallet_texts_add_funds({}, hi) })
  await expect(dialog.getByRole('heading', { name: m.payments_texts_pay_online({}, hi) })).toBeVisible()
  await dialog.getByLabel(m.wallet_texts_amount({}, hi)).fill('250')
  await expect(dialog.getByRole('button', { name: m.payments_texts_pay_online_button({}, hi) })).toBeEnabled()
  await expectAccessible(page)

  const admin = await adminPage(browser)
  try {
    await admin.context().addCookies([inHindi])
    await admin.goto('/admin/gateway')
    await expect(admin.getByRole('heading', { name: m.payments_texts_admin_payments({}, hi) })).toBeVisible()
    await expect(admin.getByRole('heading', { name: m.payments_texts_admin_reconciliation({}, hi) })).toBeVisible()
    await expectAccessible(admin)
  } finally {
    await admin.context().close()
  }
})
