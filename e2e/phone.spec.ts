import { checkScreen, expect, test, uniqueUser } from './support/fixtures'
import { lastSmsCode, passSmsResendWait } from './support/mailbox'
import { m } from '#shared/i18n'

/** A fresh Indian mobile number: the ten digits a person types, and the number as the app keeps it. */
function newNumber() {
  const digits = `9${String(Date.now()).slice(-9)}`
  return { typed: digits, e164: `+91${digits}` }
}

test.use({ viewport: { width: 360, height: 740 } })

test('a visitor signs up with a phone number and the code sent to it, signs out, and signs in again by phone', async ({
  page,
}) => {
  const number = newNumber()
  const { username } = uniqueUser()

  await page.goto('/signup')
  await page.getByRole('button', { name: m.phone_texts_continue() }).click()
  await page.getByLabel(m.phone_texts_number_label()).fill(number.typed)
  await page.getByRole('button', { name: m.phone_texts_send_code() }).click()
  // The code screen: another code only after 30 seconds.
  await expect(page.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled()
  await checkScreen(page, 'the code screen')
  await page.getByLabel(m.phone_texts_code_label()).fill(await lastSmsCode(number.e164))
  await page.getByRole('button', { name: m.phone_texts_verify(), exact: true }).click()

  // A number new here chooses a username.
  const phoneForm = page.getByRole('form', { name: m.phone_texts_form() })
  await phoneForm.getByLabel('Username').fill(username)
  await phoneForm.getByRole('button', { name: m.phone_texts_create_account() }).click()
  await expect(page.getByText(m.success_account_created())).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  // The profile of an account with no email address: its number, proven.
  await page.goto('/profile')
  await expect(page.getByTestId('phone-current')).toContainText(number.e164)
  await checkScreen(page, 'the profile of an account made by phone')

  await page.getByRole('button', { name: `Account menu for ${username}` }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page.getByText(m.success_logged_out())).toBeVisible()

  // In again by phone, once another code may be sent.
  await passSmsResendWait(number.e164)
  await page.goto('/login')
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.getByRole('button', { name: m.phone_texts_continue() }).click()
  await page.getByLabel(m.phone_texts_number_label()).fill(number.typed)
  await checkScreen(page, 'the phone sign-in, dark')
  await page.getByRole('button', { name: m.phone_texts_send_code() }).click()
  await expect(page.getByLabel(m.phone_texts_code_label())).toBeVisible()
  await page.getByLabel(m.phone_texts_code_label()).fill(await lastSmsCode(number.e164))
  await page.getByRole('button', { name: m.phone_texts_verify(), exact: true }).click()
  await expect(page.getByText(m.success_logged_in())).toBeVisible()
  await expect(page.getByRole('button', { name: `Account menu for ${username}` })).toBeVisible()
})

test('an account with an email address adds a phone number with its code and password, then removes it', async ({
  signedInPage: page,
  user,
}) => {
  const number = newNumber()
  await page.goto('/profile')
  await expect(page.getByTestId('phone-current')).toHaveText(m.phone_texts_settings_none())
  await page.getByRole('button', { name: m.phone_texts_settings_add() }).click()
  const form = page.getByRole('form', { name: m.phone_texts_settings_title() })
  await form.getByLabel(m.phone_texts_number_label()).fill(number.typed)
  await form.getByRole('button', { name: m.phone_texts_send_code() }).click()
  await form.getByLabel(m.phone_texts_code_label()).fill(await lastSmsCode(number.e164))
  await form.getByLabel(m.account_texts_profile_current_password()).fill(user.password)
  await form.getByRole('button', { name: m.phone_texts_settings_save() }).click()
  await expect(page.getByTestId('phone-current')).toHaveText(m.phone_texts_settings_verified({ phone: number.e164 }))

  // Removed after a question: the account signs in by its address alone.
  await page.getByRole('button', { name: m.phone_texts_settings_remove() }).click()
  const dialog = page.getByRole('alertdialog', { name: m.phone_texts_settings_remove_title() })
  await expect(dialog).toContainText(number.e164)
  await checkScreen(page, 'removing a phone number')
  await dialog.getByRole('button', { name: m.phone_texts_settings_remove() }).click()
  await expect(page.getByText(m.phone_texts_settings_removed())).toBeVisible()
  await expect(page.getByTestId('phone-current')).toHaveText(m.phone_texts_settings_none())
  await page.reload()
  await expect(page.getByTestId('phone-current')).toHaveText(m.phone_texts_settings_none())
  await expect(page.getByRole('button', { name: m.phone_texts_settings_remove() })).toHaveCount(0)
})
