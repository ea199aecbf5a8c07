import type { Page } from '@playwright/test'
import { WALLET } from '../src/shared/constants'
import { formatINR } from '../src/shared/money'
import * as QRCode from 'qrcode'
import { PRODUCT_NAME, WALLET_TEXTS } from '../src/shared/texts'
import { UPI_QR_OPTIONS } from '../src/client/lib/wallet-format'
import { expect, expectAccessible, setTheme, test } from './support/fixtures'
import {
  approveRequest,
  asAdmin,
  fundsRequest,
  fundWallet,
  pendingRequestId,
  rejectRequest,
  requestFunds,
  requestWithdrawal,
} from './support/wallet-data'
import { m } from '#shared/i18n'

const balance = (page: Page) => page.getByTestId('wallet-balance')
const transactions = (page: Page) => page.getByRole('list', { name: WALLET_TEXTS.recentTransactions })
const transaction = (page: Page, text: string) => transactions(page).getByRole('listitem').filter({ hasText: text })

async function openAddFunds(page: Page) {
  await page.getByRole('button', { name: WALLET_TEXTS.addFunds }).click()
  const dialog = page.getByRole('dialog', { name: WALLET_TEXTS.addFunds })
  await expect(dialog).toBeVisible()
  return dialog
}

async function openWithdrawal(page: Page) {
  await page.getByRole('button', { name: WALLET_TEXTS.requestWithdrawal }).click()
  const dialog = page.getByRole('dialog', { name: WALLET_TEXTS.requestWithdrawal })
  await expect(dialog).toBeVisible()
  return dialog
}

test('a user adds ₹500, the admin approves it, the user withdraws ₹150 and cancels', async ({
  signedInPage: page,
  browser,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/wallet')
  await expect(page.getByRole('heading', { level: 1, name: WALLET_TEXTS.title })).toBeVisible()
  await expect(balance(page)).toHaveText('₹0.00')
  await expect(page.getByText(m.empty_no_transactions())).toBeVisible()
  // Under the minimum the withdrawal button is disabled, and the page says why.
  await expect(page.getByRole('button', { name: WALLET_TEXTS.requestWithdrawal })).toBeDisabled()
  await expect(page.getByText(WALLET_TEXTS.withdrawalHint(formatINR(WALLET.minWithdrawalPaise)))).toBeVisible()

  // Add Funds: instructions, the platform's UPI ID with a copy button, a QR code made for the amount.
  const dialog = await openAddFunds(page)
  await expect(dialog).toContainText(WALLET_TEXTS.verificationTime)
  const upiId = (await dialog.getByTestId('platform-upi-id').textContent())!.trim()
  expect(upiId).toMatch(/^[\w.-]+@[\w.-]+$/)
  await dialog.getByRole('button', { name: WALLET_TEXTS.copyUpiId }).click()
  await expect(page.getByText(m.success_upi_copied())).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(upiId)

  const submit = dialog.getByRole('button', { name: WALLET_TEXTS.submitRequest })
  await expect(submit).toBeDisabled()
  const qr = dialog.getByRole('img', { name: WALLET_TEXTS.qrAlt(upiId, null) })
  await expect(qr).toBeVisible()
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/)
  const qrWithoutAmount = await qr.getAttribute('src')
  await dialog.getByLabel(WALLET_TEXTS.amount).fill('500')
  const qrFor500 = dialog.getByRole('img', { name: WALLET_TEXTS.qrAlt(upiId, '₹500.00') })
  await expect(qrFor500).toBeVisible()
  await expect(qrFor500).not.toHaveAttribute('src', qrWithoutAmount!)
  // "Pay with a UPI app": a upi://pay link with the payee, the amount, INR and this request's
  // reference, and the QR code encodes that very link.
  const reference = (await dialog.getByTestId('payment-reference').textContent())!.replace(
    WALLET_TEXTS.paymentReference(''),
    '',
  )
  expect(reference).toMatch(/^QZ[0-9A-Z]{12}$/)
  const payLink = dialog.getByRole('link', { name: WALLET_TEXTS.payWithApp })
  const href = (await payLink.getAttribute('href'))!
  const link = new URL(href)
  expect(link.protocol).toBe('upi:')
  expect(Object.fromEntries(link.searchParams)).toEqual({
    pa: upiId,
    pn: PRODUCT_NAME,
    am: '500.00',
    cu: 'INR',
    tr: reference,
    tn: WALLET_TEXTS.upiNote(reference),
  })
  const qrSvg = await QRCode.toString(href, UPI_QR_OPTIONS)
  await expect(qrFor500).toHaveAttribute('src', `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`)
  await dialog.getByLabel(WALLET_TEXTS.transactionId).fill('412345678901')
  await expect(submit).toBeEnabled()
  await submit.click()
  await expect(page.getByText(m.success_funds_requested())).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(transaction(page, 'Fund Addition')).toContainText('+₹500.00')
  await expect(transaction(page, 'Fund Addition')).toContainText(WALLET_TEXTS.statusLabels.pending)
  await expect(transaction(page, 'Fund Addition')).toContainText(WALLET_TEXTS.paymentReference(reference))
  await expect(page.getByText(WALLET_TEXTS.pendingAdditions('₹500.00'))).toBeVisible()
  await expect(balance(page)).toHaveText('₹0.00')

  // The admin, in a browser context of its own, approves the payment. The admin screen's wallet
  // tab has its own test below; this journey approves through the REST call.
  const paymentId = await pendingRequestId(page.request, 'payment', 500)
  await asAdmin(browser, (admin) => approveRequest(admin.request, paymentId))

  await page.reload()
  await expect(balance(page)).toHaveText('₹500.00')
  await expect(transaction(page, 'Fund Addition')).toContainText(WALLET_TEXTS.statusLabels.completed)

  // Withdrawal: the product's messages first, then a valid request of ₹150 to asha@okaxis.
  const withdrawal = await openWithdrawal(page)
  await expect(withdrawal).toContainText(WALLET_TEXTS.withdrawalTime)
  await withdrawal.getByLabel(WALLET_TEXTS.amount).fill('600')
  await withdrawal.getByRole('button', { name: WALLET_TEXTS.requestWithdrawal }).click()
  await expect(withdrawal.getByText(m.validation_insufficient_balance())).toBeVisible()
  await expect(withdrawal.getByText(m.validation_upi_required())).toBeVisible()
  await withdrawal.getByLabel(WALLET_TEXTS.amount).fill('99.999')
  await expect(withdrawal.getByText(m.money_texts_not_whole_paise())).toBeVisible()
  // The field's hint names the minimum until an amount under it is typed: then the error says it, once.
  const minimumHint = withdrawal.getByText(WALLET_TEXTS.minimumHint(formatINR(WALLET.minWithdrawalPaise)))
  await withdrawal.getByLabel(WALLET_TEXTS.amount).fill('50')
  await expect(withdrawal.getByText(m.validation_min_withdrawal())).toBeVisible()
  await expect(minimumHint).toHaveCount(0)
  await withdrawal.getByLabel(WALLET_TEXTS.upiId).fill('asha at okaxis')
  await expect(withdrawal.getByText(m.validation_upi_invalid())).toBeVisible()
  await expect(withdrawal.getByLabel(WALLET_TEXTS.upiId)).toHaveAttribute('aria-invalid', 'true')

  await withdrawal.getByLabel(WALLET_TEXTS.amount).fill('150')
  await expect(minimumHint).toBeVisible()
  await withdrawal.getByLabel(WALLET_TEXTS.upiId).fill('asha@okaxis')
  await withdrawal.getByLabel(WALLET_TEXTS.note).fill('Prize money')
  await withdrawal.getByRole('button', { name: WALLET_TEXTS.requestWithdrawal }).click()
  await expect(page.getByText(m.success_withdrawal_requested())).toBeVisible()
  await expect(withdrawal).toBeHidden()

  // The amount is held at once.
  await expect(balance(page)).toHaveText('₹350.00')
  const pending = transaction(page, 'Withdrawal')
  await expect(pending).toContainText('-₹150.00')
  await expect(pending).toContainText(WALLET_TEXTS.toUpi('asha@okaxis'))
  await expect(pending).toContainText(WALLET_TEXTS.statusLabels.pending)
  await expect(page.getByText(WALLET_TEXTS.pendingWithdrawals('₹150.00'))).toBeVisible()

  // The user cancels it; the hold is released.
  await pending.getByRole('button', { name: WALLET_TEXTS.cancelLabel('Withdrawal', '₹150.00') }).click()
  await expect(page.getByText(WALLET_TEXTS.requestCancelled)).toBeVisible()
  await expect(balance(page)).toHaveText('₹500.00')
  await expect(pending).toContainText(WALLET_TEXTS.statusLabels.cancelled)
  await expect(pending.getByRole('button')).toHaveCount(0)
  await expect(page.getByTestId('wallet-pending')).toHaveCount(0)
})

test('Add Funds checks the amount with the spec messages', async ({ signedInPage: page }) => {
  await page.goto('/wallet')
  const dialog = await openAddFunds(page)
  const amount = dialog.getByLabel(WALLET_TEXTS.amount)
  const submit = dialog.getByRole('button', { name: WALLET_TEXTS.submitRequest })

  await amount.fill('5')
  await amount.blur()
  await expect(dialog.getByText(m.validation_min_add_funds())).toBeVisible()
  await expect(amount).toHaveAttribute('aria-invalid', 'true')
  await expect(submit).toBeDisabled()

  await amount.fill('abc')
  await expect(dialog.getByText(m.validation_invalid_amount())).toBeVisible()
  await expect(submit).toBeDisabled()
  await amount.fill('0')
  await expect(dialog.getByText(m.validation_invalid_amount())).toBeVisible()
  // Finer than a paisa: refused with the server's own words, never rounded up to ₹10.01.
  await amount.fill('10.005')
  await expect(dialog.getByText(m.money_texts_not_whole_paise())).toBeVisible()
  await expect(submit).toBeDisabled()

  await amount.fill('10')
  await expect(dialog.getByText(m.validation_min_add_funds())).toHaveCount(0)
  await expect(submit).toBeEnabled()

  // Cancel closes without a request.
  await dialog.getByRole('button', { name: WALLET_TEXTS.close, exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(m.empty_no_transactions())).toBeVisible()
})

test('a rejected request shows its reason', async ({ signedInPage: page, browser }) => {
  const id = await requestFunds(page.request, 20)
  await asAdmin(browser, (admin) => rejectRequest(admin.request, id, 'No payment arrived for this request'))
  await page.goto('/wallet')
  const rejected = transaction(page, 'Fund Addition')
  await expect(rejected).toContainText(WALLET_TEXTS.statusLabels.failed)
  await expect(rejected).toContainText('No payment arrived for this request')
  await expect(rejected.getByRole('button')).toHaveCount(0)
  await expect(balance(page)).toHaveText('₹0.00')
})

for (const theme of ['light', 'dark'] as const) {
  test(`the wallet and its dialogs pass axe in ${theme} mode`, async ({ signedInPage: page, browser }) => {
    await fundWallet(browser, page.request, 1234.5)
    const rejected = await requestFunds(page.request, 15)
    await asAdmin(browser, (admin) => rejectRequest(admin.request, rejected, 'The UPI reference did not match'))
    await requestWithdrawal(page.request, 100, 'asha@okaxis')

    await page.goto('/')
    await setTheme(page, theme)
    await page.goto('/wallet')
    await expect(balance(page)).toHaveText('₹1,134.50')
    await expect(transactions(page).getByRole('listitem')).toHaveCount(3)
    await expectAccessible(page)

    const addFunds = await openAddFunds(page)
    await addFunds.getByLabel(WALLET_TEXTS.amount).fill('5')
    await addFunds.getByLabel(WALLET_TEXTS.amount).blur()
    await expect(addFunds.getByText(m.validation_min_add_funds())).toBeVisible()
    await expect(addFunds.getByTestId('upi-qr')).toBeVisible()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect(addFunds).toBeHidden()

    const withdrawal = await openWithdrawal(page)
    await withdrawal.getByLabel(WALLET_TEXTS.upiId).fill('not a upi id')
    await withdrawal.getByRole('button', { name: WALLET_TEXTS.requestWithdrawal }).click()
    await expect(withdrawal.getByText(m.validation_upi_invalid())).toBeVisible()
    await expectAccessible(page)
  })
}

test('the admin approves and rejects wallet requests in the admin screen', async ({
  signedInPage: page,
  user,
  browser,
}) => {
  const fiveHundred = await fundsRequest(page.request, 500)
  await requestFunds(page.request, 25)

  await asAdmin(browser, async (admin) => {
    const adminPage = await admin.newPage()
    await adminPage.goto('/admin/money')
    const queue = adminPage.getByRole('list', { name: WALLET_TEXTS.reviewTitle })
    await expect(queue).toBeVisible()
    await expectAccessible(adminPage)
    // Each fund addition shows the reference its UPI link carried, to match the money that arrived.
    await expect(
      queue.getByRole('listitem').filter({ hasText: '₹500.00' }).filter({ hasText: user.username }),
    ).toContainText(`${WALLET_TEXTS.facts.paymentReference}${fiveHundred.paymentReference}`)

    // A fund addition is approved with one click.
    await adminPage
      .getByRole('button', { name: WALLET_TEXTS.approveLabel('Fund Addition', '₹500.00', user.username) })
      .click()
    await expect(adminPage.getByText(WALLET_TEXTS.approved)).toBeVisible()
    await expect(
      adminPage.getByRole('button', { name: WALLET_TEXTS.approveLabel('Fund Addition', '₹500.00', user.username) }),
    ).toHaveCount(0)

    // A rejection needs a reason.
    await adminPage
      .getByRole('button', { name: WALLET_TEXTS.rejectLabel('Fund Addition', '₹25.00', user.username) })
      .click()
    const reject = adminPage.getByRole('dialog', { name: WALLET_TEXTS.rejectTitle })
    await expect(reject.getByRole('button', { name: WALLET_TEXTS.reject })).toBeDisabled()
    await reject.getByLabel(WALLET_TEXTS.rejectReason).fill('No payment arrived')
    await reject.getByRole('button', { name: WALLET_TEXTS.reject }).click()
    await expect(adminPage.getByText(WALLET_TEXTS.rejected)).toBeVisible()

    // A withdrawal needs the payout reference (the UPI UTR).
    // The rest in dark mode.
    await requestWithdrawal(page.request, 150, 'asha@okaxis')
    await setTheme(adminPage, 'dark')
    await adminPage.reload()
    await expectAccessible(adminPage)

    // An adjustment for the user of a request: the form takes their username and shows their balance.
    await adminPage.getByRole('button', { name: WALLET_TEXTS.adjustUser(user.username) }).click()
    const adjustment = adminPage.getByRole('form', { name: WALLET_TEXTS.adjustTitle })
    await expect(adjustment.getByLabel(m.admin_texts_adjust_user())).toHaveValue(user.username)
    await expect(adjustment.getByTestId('adjust-balance')).toHaveText('₹350.00')
    await adjustment.getByLabel(WALLET_TEXTS.adjustType).selectOption('bonus')
    await adjustment.getByLabel(WALLET_TEXTS.amount).fill('50')
    await adjustment.getByLabel(WALLET_TEXTS.adjustReason).fill('Quiz of the week prize')
    await adjustment.getByRole('button', { name: m.admin_texts_adjust_review() }).click()
    await adminPage
      .getByRole('dialog', { name: m.admin_texts_adjust_confirm_title() })
      .getByRole('button', { name: WALLET_TEXTS.adjustSubmit })
      .click()
    await expect(adminPage.getByText(WALLET_TEXTS.adjustPosted)).toBeVisible()

    await adminPage
      .getByRole('button', { name: WALLET_TEXTS.approveLabel('Withdrawal', '₹150.00', user.username) })
      .click()
    const approve = adminPage.getByRole('dialog', { name: WALLET_TEXTS.approveWithdrawalTitle })
    await expect(approve).toContainText('asha@okaxis')
    await approve.getByLabel(WALLET_TEXTS.payoutReferenceLabel).fill('UTR412345678901')
    await expectAccessible(adminPage)
    await approve.getByRole('button', { name: WALLET_TEXTS.approve }).click()
    await expect(adminPage.getByText(WALLET_TEXTS.approved)).toBeVisible()
    await expect(
      adminPage.getByRole('button', { name: WALLET_TEXTS.approveLabel('Withdrawal', '₹150.00', user.username) }),
    ).toHaveCount(0)
  })

  await page.goto('/wallet')
  await expect(balance(page)).toHaveText('₹400.00')
  await expect(transaction(page, 'Bonus')).toContainText('+₹50.00')
  await expect(transaction(page, 'Bonus')).toContainText('Quiz of the week prize')
  await expect(transaction(page, 'Withdrawal')).toContainText(WALLET_TEXTS.payoutReference('UTR412345678901'))
  await expect(transaction(page, 'Withdrawal')).toContainText(WALLET_TEXTS.statusLabels.completed)
  await expect(page.getByText('No payment arrived')).toBeVisible()
})
