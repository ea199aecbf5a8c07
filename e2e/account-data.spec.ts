import { readFileSync } from 'node:fs'
import { ACCOUNT_DATA_TEXTS } from '../src/shared/account-data-texts'
import { createUser, expect, expectAccessible, logIn, ORIGIN, test } from './support/fixtures'
import { requestFunds } from './support/wallet-data'
import { m } from '#shared/i18n'

const TEXTS = ACCOUNT_DATA_TEXTS
const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

test('the sessions page signs out another browser, downloads the data, and deletes the account', async ({
  browser,
  request,
}) => {
  const user = await createUser(request)
  // Two browsers signed in to the same account: a phone, and this laptop (Desktop Chrome on Windows).
  const phoneContext = await browser.newContext({ userAgent: CHROME_ON_ANDROID })
  const phone = await phoneContext.newPage()
  await logIn(phone, user)
  const laptopContext = await browser.newContext()
  const laptop = await laptopContext.newPage()
  await logIn(laptop, user)

  await laptop.goto('/profile')
  await laptop.getByRole('link', { name: TEXTS.profileLink }).click()
  await expect(laptop).toHaveURL(/\/profile\/sessions$/)
  await expect(laptop.getByRole('heading', { level: 1, name: TEXTS.title })).toBeVisible()
  const sessions = laptop.getByRole('list', { name: TEXTS.sessions.list })
  await expect(sessions.getByRole('listitem')).toHaveCount(2)
  const thisBrowser = sessions.getByRole('listitem').filter({ hasText: TEXTS.sessions.current })
  await expect(thisBrowser).toHaveCount(1)
  await expect(thisBrowser).toContainText('Chrome on Windows')
  await expect(thisBrowser.getByRole('button')).toHaveCount(0)
  await expect(sessions.getByRole('listitem').filter({ hasText: 'Chrome on Android' })).toBeVisible()
  await expectAccessible(laptop)

  // Sign out the phone: it is signed out, the laptop stays.
  await laptop.getByRole('button', { name: TEXTS.sessions.signOutNamed('Chrome on Android') }).click()
  await expect(laptop.getByText(m.account_data_server_session_ended())).toBeVisible()
  await expect(sessions.getByRole('listitem')).toHaveCount(1)
  await expect(laptop.getByText(TEXTS.sessions.noOthers)).toBeVisible()
  expect((await phone.request.get('/api/v1/users/me')).status()).toBe(401)
  await phone.goto('/profile/sessions')
  await expect(phone).toHaveURL(/\/login/)
  await phoneContext.close()

  // Download my data: a JSON file named for today, holding the profile.
  const downloading = laptop.waitForEvent('download')
  await laptop.getByRole('link', { name: TEXTS.download.action }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^quizdom-data-\d{4}-\d\d-\d\d\.json$/)
  const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'))
  expect(exported.profile).toMatchObject({ username: user.username, email: user.email })
  expect(exported.sessions).toHaveLength(1)

  // Delete: refused with the server's reason while a request waits; a wrong password is said under
  // the field; then the account goes, and the browser is signed out and sent home.
  const pending = await requestFunds(laptop.request, 50)
  await laptop.getByRole('button', { name: TEXTS.deletion.action }).click()
  const dialog = laptop.getByRole('dialog', { name: TEXTS.deletion.dialogTitle })
  await expect(dialog.getByRole('alert')).toHaveText(m.account_data_server_request_pending())
  await expectAccessible(laptop)
  await dialog.getByLabel(TEXTS.deletion.passwordLabel).fill(user.password)
  const refused = laptop.waitForResponse((response) => response.url().includes('/trpc/auth.deleteAccount'))
  await dialog.getByRole('button', { name: TEXTS.deletion.confirm }).click()
  expect((await refused).status()).toBe(409)
  await expect(dialog.getByRole('alert')).toHaveText(m.account_data_server_request_pending())
  const cancel = await laptop.request.post(`/api/v1/wallet/transactions/${pending}/cancel`, { headers: ORIGIN })
  expect(cancel.status()).toBe(200)
  await dialog.getByRole('button', { name: TEXTS.deletion.cancel }).click()

  await laptop.getByRole('button', { name: TEXTS.deletion.action }).click()
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await dialog.getByLabel(TEXTS.deletion.passwordLabel).fill('not-my-password')
  await dialog.getByRole('button', { name: TEXTS.deletion.confirm }).click()
  await expect(dialog.getByText(m.account_data_server_password_wrong())).toBeVisible()
  await dialog.getByLabel(TEXTS.deletion.passwordLabel).fill(user.password)
  await dialog.getByRole('button', { name: TEXTS.deletion.confirm }).click()
  await expect(laptop.getByText(m.account_data_server_account_deleted())).toBeVisible()
  await expect(laptop).toHaveURL(/\/$/)
  await expect(laptop.getByRole('link', { name: 'Login' })).toBeVisible()

  // Nobody signs in as them again.
  await laptop.goto('/login')
  await laptop.getByLabel('Email').fill(user.email)
  await laptop.getByLabel('Password', { exact: true }).fill(user.password)
  await laptop.getByRole('button', { name: m.auth_texts_sign_in(), exact: true }).click()
  await expect(laptop.getByText(m.server_invalid_credentials()).first()).toBeVisible()
  await laptopContext.close()
})
