import type { Page } from '@playwright/test'
import { ACCOUNT_SERVER } from '../src/shared/messages'
import { documentTitle } from '../src/shared/texts'
import {
  createUser,
  expect,
  expectAccessible,
  logIn,
  ORIGIN,
  setTheme,
  test,
  type TestUser,
  uniqueUser,
} from './support/fixtures'
import { messagesTo, waitForLink } from './support/mailbox'
import { m } from '#shared/i18n'

// Accounts people can recover, with the e2e server's mail on: every link here is read out of the
// message the test SMTP server received, as a person would read it in their inbox.

const NEW_PASSWORD = 'N3w!harbour-lights'
const banner = (page: Page) => page.getByRole('region', { name: m.account_texts_banner_label() })

async function signInOnScreen(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel(m.field_labels_email()).fill(email)
  await page.getByLabel(m.field_labels_password(), { exact: true }).fill(password)
  await page.getByRole('button', { name: m.auth_texts_sign_in(), exact: true }).click()
}

async function apiLogin(page: Page, user: TestUser, password: string) {
  const response = await page.request.post('/api/v1/users/login', {
    data: { email: user.email, password },
    headers: ORIGIN,
  })
  return response.status()
}

test('forgot password: the mail’s link sets a new password, which signs in; the old one no longer does', async ({
  page,
  request,
}) => {
  const user = await createUser(request)
  await page.goto('/login')
  await page.getByRole('link', { name: m.account_texts_forgot_password_link() }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await expect(page).toHaveTitle(documentTitle(m.account_texts_forgot_title()))
  await expect(page.getByRole('heading', { level: 1, name: m.account_texts_forgot_title() })).toBeVisible()
  await expectAccessible(page)

  // An address with no account gets the same answer, and no mail goes anywhere.
  const stranger = uniqueUser('stranger').email
  await page.getByLabel(m.field_labels_email()).fill(stranger)
  await page.getByRole('button', { name: m.account_texts_forgot_submit() }).click()
  await expect(page.getByRole('status').filter({ hasText: m.account_server_reset_link_sent() })).toBeVisible()
  await page.getByRole('button', { name: m.account_texts_forgot_send_another() }).click()

  await page.getByLabel(m.field_labels_email()).fill(user.email)
  await page.getByRole('button', { name: m.account_texts_forgot_submit() }).click()
  await expect(page.getByRole('status').filter({ hasText: m.account_server_reset_link_sent() })).toBeVisible()
  const link = await waitForLink(user.email, '/reset-password')
  expect(await messagesTo(stranger)).toEqual([])

  await page.goto(link)
  await expect(page).toHaveTitle(documentTitle(m.account_texts_reset_title()))
  await expect(page.getByRole('heading', { level: 1, name: m.account_texts_reset_title() })).toBeVisible()
  const password = page.getByLabel(m.field_labels_new_password(), { exact: true })
  // A common password is refused under the field, and the link stays good for a better one.
  await password.fill('Password1')
  await expect(page.getByTestId('password-strength')).toBeVisible()
  await page.getByRole('button', { name: m.account_texts_reset_submit() }).click()
  await expect(password).toHaveAccessibleDescription(m.account_server_common_password())
  await expect(password).toBeFocused()
  await expectAccessible(page)

  await password.fill(NEW_PASSWORD)
  await page.getByRole('button', { name: m.account_texts_reset_submit() }).click()
  await expect(page.getByText(m.account_server_password_reset())).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)

  expect(await apiLogin(page, user, user.password)).toBe(401)
  await signInOnScreen(page, user.email, NEW_PASSWORD)
  await expect(page.getByText(m.success_logged_in())).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  // The link was used up: opened again, it says so and leads to asking for a new one.
  await page.goto(link)
  await page.getByLabel(m.field_labels_new_password(), { exact: true }).fill('An0ther!harbour')
  await page.getByRole('button', { name: m.account_texts_reset_submit() }).click()
  const problem = page.getByRole('alert').filter({ hasText: m.account_server_reset_link_invalid() })
  await expect(problem).toBeVisible()
  await expectAccessible(page)
  await problem.getByRole('link', { name: m.account_texts_reset_ask_again() }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
})

test('a reset link with no token says so before asking for a password', async ({ page }) => {
  await page.goto('/reset-password')
  await expect(page.getByRole('alert')).toContainText(m.account_texts_reset_link_problem_title())
  await expect(page.getByLabel(m.field_labels_new_password(), { exact: true })).toHaveCount(0)
  await expect(page.getByRole('link', { name: m.account_texts_reset_ask_again() })).toBeVisible()
})

test('with mail off, the forgot-password page says reset by email is not offered and where to get help', async ({
  page,
}) => {
  // The answer of a server without SMTP_URL (this one has mail on).
  await page.route('**/trpc/auth.mailStatus**', (route) =>
    route.fulfill({ json: [{ result: { data: { isEnabled: false } } }] }),
  )
  await page.goto('/forgot-password')
  await expect(page.getByText(m.account_texts_forgot_mail_off_title())).toBeVisible()
  await expect(page.getByText(m.account_texts_forgot_mail_off())).toBeVisible()
  await expect(page.getByLabel(m.field_labels_email())).toHaveCount(0)
  await expectAccessible(page)
  await page.getByRole('link', { name: m.account_texts_forgot_contact() }).click()
  await expect(page).toHaveURL(/\/contact-us$/)
})

test('a new account verifies its address from the mail: the banner asks, Resend sends another link, the link ends it', async ({
  page,
}) => {
  const user = uniqueUser('newcomer')
  await page.goto('/signup')
  await page.getByLabel(m.field_labels_username()).fill(user.username)
  await page.getByLabel(m.field_labels_email()).fill(user.email)
  await page.getByLabel(m.field_labels_password(), { exact: true }).fill(user.password)
  await page.getByRole('button', { name: m.auth_texts_create_account() }).click()
  await expect(page).toHaveURL(/\/login$/)
  const first = await waitForLink(user.email, '/verify-email')

  await signInOnScreen(page, user.email, user.password)
  await expect(page).toHaveURL(/\/$/)
  await expect(banner(page)).toContainText(m.account_texts_banner_text())
  // Each theme from a fresh load: right after a switch, colours are still changing.
  for (const theme of ['dark', 'light'] as const) {
    await setTheme(page, theme)
    await page.reload()
    await expect(banner(page)).toBeVisible()
    await expectAccessible(page)
  }

  await banner(page).getByRole('button', { name: m.account_texts_banner_resend() }).click()
  await expect(page.getByText(m.account_server_verification_sent())).toBeVisible()
  const second = await waitForLink(user.email, '/verify-email', { count: 2 })
  expect(second).not.toBe(first)
  expect(await messagesTo(user.email)).toHaveLength(2)

  // The newer link voids the older: the first says so, with a way to ask again.
  let verifyCalls = 0
  page.on('request', (sent) => {
    if (sent.url().includes('/trpc/auth.verifyEmail')) verifyCalls++
  })
  await page.goto(first)
  await expect(page).toHaveTitle(documentTitle(m.account_texts_verify_title()))
  await expect(page.getByRole('alert')).toContainText(m.account_server_verify_link_invalid())
  await expect(page.getByRole('button', { name: m.account_texts_verify_resend() })).toBeVisible()
  await expectAccessible(page)

  await page.goto(second)
  await expect(page.getByRole('status').filter({ hasText: m.account_server_email_verified() })).toBeVisible()
  await expectAccessible(page)
  // Each link was sent once, however the page rendered.
  expect(verifyCalls).toBe(2)
  await page.getByRole('link', { name: m.account_texts_verify_to_profile() }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('heading', { level: 1, name: user.username })).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: user.username })).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
})

test('a guest who opens a verification link again is told the address is verified already', async ({
  page,
  request,
}) => {
  const user = await createUser(request)
  // createUser opened the link already.
  await page.goto(await waitForLink(user.email, '/verify-email'))
  await expect(
    page.getByRole('status').filter({ hasText: m.account_server_verify_link_already_verified() }),
  ).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expectAccessible(page)
  await page.getByRole('link', { name: m.account_texts_verify_to_login() }).click()
  await expect(page).toHaveURL(/\/login$/)
})

test('the profile takes a picture only from https:// on a public host, and no password of spaces, and says why', async ({
  page,
  request,
}) => {
  const user = await createUser(request)
  await logIn(page, user)
  await page.goto('/profile')
  await page.getByRole('button', { name: m.profile_texts_edit_profile() }).click()
  const picture = page.getByLabel(m.field_labels_profile_picture())
  const save = page.getByRole('button', { name: m.profile_texts_save_changes() })
  for (const [address, message] of [
    ['http://example.com/me.png', m.field_messages_picture_not_https()],
    ['https://192.168.1.1/me.png', m.field_messages_picture_private_host()],
    ['https://localhost/me.png', m.field_messages_picture_private_host()],
  ] as const) {
    await picture.fill(address)
    await save.click()
    await expect(picture).toHaveAccessibleDescription(message)
    await expect(picture).toBeFocused()
  }
  await expectAccessible(page)
  await picture.fill('')

  const password = page.getByLabel(m.field_labels_new_password(), { exact: true })
  await password.fill('        ')
  await save.click()
  await expect(password).toHaveAccessibleDescription(m.field_messages_password_blank())
  expect(await apiLogin(page, user, user.password)).toBe(200)
})

test('the profile asks for the current password to change the password, and says why it refuses', async ({
  page,
  request,
}) => {
  const user = await createUser(request)
  await logIn(page, user)
  await page.goto('/profile')
  await page.getByRole('button', { name: m.profile_texts_edit_profile() }).click()
  const current = page.getByLabel(m.account_texts_profile_current_password())
  await expect(current).toHaveCount(0)

  const password = page.getByLabel(m.field_labels_new_password(), { exact: true })
  await password.fill(NEW_PASSWORD)
  await expect(current).toBeVisible()
  await page.getByRole('button', { name: m.profile_texts_save_changes() }).click()
  await expect(current).toHaveAccessibleDescription(
    `${m.account_server_current_password_required()} ${m.account_texts_profile_current_password_hint()}`,
  )
  await expectAccessible(page)

  await current.fill('not-my-password')
  await page.getByRole('button', { name: m.profile_texts_save_changes() }).click()
  await expect(page.getByText(m.account_server_current_password_wrong())).toBeVisible()
  await expect(current).toBeFocused()

  await current.fill(user.password)
  await password.fill('Password1')
  await page.getByRole('button', { name: m.profile_texts_save_changes() }).click()
  await expect(page.getByText(m.account_server_common_password())).toBeVisible()
  await expect(password).toBeFocused()

  await password.fill(NEW_PASSWORD)
  await page.getByRole('button', { name: m.profile_texts_save_changes() }).click()
  await expect(page.getByText(m.success_profile_updated())).toBeVisible()
  await expect(current).toHaveCount(0)
  expect(await apiLogin(page, user, user.password)).toBe(401)
  expect(await apiLogin(page, user, NEW_PASSWORD)).toBe(200)
})

test('a new email address takes effect once the link sent to it is opened', async ({ page, request }) => {
  const user = await createUser(request)
  const next = uniqueUser('moved').email
  await logIn(page, user)
  await page.goto('/profile')
  await page.getByRole('button', { name: m.profile_texts_edit_profile() }).click()
  const email = page.getByLabel(m.field_labels_email())
  await email.fill(next)
  await page.getByLabel(m.account_texts_profile_current_password()).fill(user.password)
  await page.getByRole('button', { name: m.profile_texts_save_changes() }).click()
  await expect(page.getByTestId('pending-email')).toContainText(ACCOUNT_SERVER.emailChangePending(next))
  // The old address stays until the new one is proven.
  await expect(email).toHaveValue(user.email)

  await page.goto(await waitForLink(next, '/verify-email'))
  await expect(page.getByRole('status').filter({ hasText: m.account_server_email_changed() })).toBeVisible()
  await page.goto('/profile')
  await expect(page.getByLabel(m.field_labels_email())).toHaveValue(next)
  expect(await apiLogin(page, { ...user, email: next }, user.password)).toBe(200)
})
