import type { Page } from '@playwright/test'
import { ACCOUNT_TEXTS } from '../src/shared/account-texts'
import { ACCOUNT_SERVER, SUCCESS } from '../src/shared/messages'
import { AUTH_TEXTS, documentTitle, FIELD_LABELS, PROFILE_TEXTS } from '../src/shared/texts'
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

// Accounts people can recover, with the e2e server's mail on: every link here is read out of the
// message the test SMTP server received, as a person would read it in their inbox.

const NEW_PASSWORD = 'N3w!harbour-lights'
const banner = (page: Page) => page.getByRole('region', { name: ACCOUNT_TEXTS.banner.label })

async function signInOnScreen(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel(FIELD_LABELS.email).fill(email)
  await page.getByLabel(FIELD_LABELS.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: AUTH_TEXTS.signIn, exact: true }).click()
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
  await page.getByRole('link', { name: ACCOUNT_TEXTS.forgotPasswordLink }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await expect(page).toHaveTitle(documentTitle(ACCOUNT_TEXTS.forgot.title))
  await expect(page.getByRole('heading', { level: 1, name: ACCOUNT_TEXTS.forgot.title })).toBeVisible()
  await expectAccessible(page)

  // An address with no account gets the same answer, and no mail goes anywhere.
  const stranger = uniqueUser('stranger').email
  await page.getByLabel(FIELD_LABELS.email).fill(stranger)
  await page.getByRole('button', { name: ACCOUNT_TEXTS.forgot.submit }).click()
  await expect(page.getByRole('status').filter({ hasText: ACCOUNT_SERVER.resetLinkSent })).toBeVisible()
  await page.getByRole('button', { name: ACCOUNT_TEXTS.forgot.sendAnother }).click()

  await page.getByLabel(FIELD_LABELS.email).fill(user.email)
  await page.getByRole('button', { name: ACCOUNT_TEXTS.forgot.submit }).click()
  await expect(page.getByRole('status').filter({ hasText: ACCOUNT_SERVER.resetLinkSent })).toBeVisible()
  const link = await waitForLink(user.email, '/reset-password')
  expect(await messagesTo(stranger)).toEqual([])

  await page.goto(link)
  await expect(page).toHaveTitle(documentTitle(ACCOUNT_TEXTS.reset.title))
  await expect(page.getByRole('heading', { level: 1, name: ACCOUNT_TEXTS.reset.title })).toBeVisible()
  const password = page.getByLabel(FIELD_LABELS.newPassword, { exact: true })
  // A common password is refused under the field, and the link stays good for a better one.
  await password.fill('Password1')
  await expect(page.getByTestId('password-strength')).toBeVisible()
  await page.getByRole('button', { name: ACCOUNT_TEXTS.reset.submit }).click()
  await expect(password).toHaveAccessibleDescription(ACCOUNT_SERVER.commonPassword)
  await expect(password).toBeFocused()
  await expectAccessible(page)

  await password.fill(NEW_PASSWORD)
  await page.getByRole('button', { name: ACCOUNT_TEXTS.reset.submit }).click()
  await expect(page.getByText(ACCOUNT_SERVER.passwordReset)).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)

  expect(await apiLogin(page, user, user.password)).toBe(401)
  await signInOnScreen(page, user.email, NEW_PASSWORD)
  await expect(page.getByText(SUCCESS.loggedIn)).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  // The link was used up: opened again, it says so and leads to asking for a new one.
  await page.goto(link)
  await page.getByLabel(FIELD_LABELS.newPassword, { exact: true }).fill('An0ther!harbour')
  await page.getByRole('button', { name: ACCOUNT_TEXTS.reset.submit }).click()
  const problem = page.getByRole('alert').filter({ hasText: ACCOUNT_SERVER.resetLinkInvalid })
  await expect(problem).toBeVisible()
  await expectAccessible(page)
  await problem.getByRole('link', { name: ACCOUNT_TEXTS.reset.askAgain }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
})

test('a reset link with no token says so before asking for a password', async ({ page }) => {
  await page.goto('/reset-password')
  await expect(page.getByRole('alert')).toContainText(ACCOUNT_TEXTS.reset.linkProblemTitle)
  await expect(page.getByLabel(FIELD_LABELS.newPassword, { exact: true })).toHaveCount(0)
  await expect(page.getByRole('link', { name: ACCOUNT_TEXTS.reset.askAgain })).toBeVisible()
})

test('with mail off, the forgot-password page says reset by email is not offered and where to get help', async ({
  page,
}) => {
  // The answer of a server without SMTP_URL (this one has mail on).
  await page.route('**/trpc/auth.mailStatus**', (route) =>
    route.fulfill({ json: [{ result: { data: { isEnabled: false } } }] }),
  )
  await page.goto('/forgot-password')
  await expect(page.getByText(ACCOUNT_TEXTS.forgot.mailOffTitle)).toBeVisible()
  await expect(page.getByText(ACCOUNT_TEXTS.forgot.mailOff)).toBeVisible()
  await expect(page.getByLabel(FIELD_LABELS.email)).toHaveCount(0)
  await expectAccessible(page)
  await page.getByRole('link', { name: ACCOUNT_TEXTS.forgot.contact }).click()
  await expect(page).toHaveURL(/\/contact-us$/)
})

test('a new account verifies its address from the mail: the banner asks, Resend sends another link, the link ends it', async ({
  page,
}) => {
  const user = uniqueUser('newcomer')
  await page.goto('/signup')
  await page.getByLabel(FIELD_LABELS.username).fill(user.username)
  await page.getByLabel(FIELD_LABELS.email).fill(user.email)
  await page.getByLabel(FIELD_LABELS.password, { exact: true }).fill(user.password)
  await page.getByRole('button', { name: AUTH_TEXTS.createAccount }).click()
  await expect(page).toHaveURL(/\/login$/)
  const first = await waitForLink(user.email, '/verify-email')

  await signInOnScreen(page, user.email, user.password)
  await expect(page).toHaveURL(/\/$/)
  await expect(banner(page)).toContainText(ACCOUNT_TEXTS.banner.text)
  // Each theme from a fresh load: right after a switch, colours are still changing.
  for (const theme of ['dark', 'light'] as const) {
    await setTheme(page, theme)
    await page.reload()
    await expect(banner(page)).toBeVisible()
    await expectAccessible(page)
  }

  await banner(page).getByRole('button', { name: ACCOUNT_TEXTS.banner.resend }).click()
  await expect(page.getByText(ACCOUNT_SERVER.verificationSent)).toBeVisible()
  const second = await waitForLink(user.email, '/verify-email', { count: 2 })
  expect(second).not.toBe(first)
  expect(await messagesTo(user.email)).toHaveLength(2)

  // The newer link voids the older: the first says so, with a way to ask again.
  let verifyCalls = 0
  page.on('request', (sent) => {
    if (sent.url().includes('/trpc/auth.verifyEmail')) verifyCalls++
  })
  await page.goto(first)
  await expect(page).toHaveTitle(documentTitle(ACCOUNT_TEXTS.verify.title))
  await expect(page.getByRole('alert')).toContainText(ACCOUNT_SERVER.verifyLinkInvalid)
  await expect(page.getByRole('button', { name: ACCOUNT_TEXTS.verify.resend })).toBeVisible()
  await expectAccessible(page)

  await page.goto(second)
  await expect(page.getByRole('status').filter({ hasText: ACCOUNT_SERVER.emailVerified })).toBeVisible()
  await expectAccessible(page)
  // Each link was sent once, however the page rendered.
  expect(verifyCalls).toBe(2)
  await page.getByRole('link', { name: ACCOUNT_TEXTS.verify.toProfile }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('heading', { level: 1, name: user.username })).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: user.username })).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
})

test('a guest who opens a used verification link is told so and how to get a new one', async ({ page, request }) => {
  const user = await createUser(request)
  // createUser opened the link already.
  await page.goto(await waitForLink(user.email, '/verify-email'))
  await expect(page.getByRole('alert')).toContainText(ACCOUNT_SERVER.verifyLinkInvalid)
  await page.getByRole('link', { name: ACCOUNT_TEXTS.verify.logInToResend }).click()
  await expect(page).toHaveURL(/\/login\?redirect=/)
})

test('the profile asks for the current password to change the password, and says why it refuses', async ({
  page,
  request,
}) => {
  const user = await createUser(request)
  await logIn(page, user)
  await page.goto('/profile')
  await page.getByRole('button', { name: PROFILE_TEXTS.editProfile }).click()
  const current = page.getByLabel(ACCOUNT_TEXTS.profile.currentPassword)
  await expect(current).toHaveCount(0)

  const password = page.getByLabel(FIELD_LABELS.newPassword, { exact: true })
  await password.fill(NEW_PASSWORD)
  await expect(current).toBeVisible()
  await page.getByRole('button', { name: PROFILE_TEXTS.saveChanges }).click()
  await expect(current).toHaveAccessibleDescription(
    `${ACCOUNT_SERVER.currentPasswordRequired} ${ACCOUNT_TEXTS.profile.currentPasswordHint}`,
  )
  await expectAccessible(page)

  await current.fill('not-my-password')
  await page.getByRole('button', { name: PROFILE_TEXTS.saveChanges }).click()
  await expect(page.getByText(ACCOUNT_SERVER.currentPasswordWrong)).toBeVisible()
  await expect(current).toBeFocused()

  await current.fill(user.password)
  await password.fill('Password1')
  await page.getByRole('button', { name: PROFILE_TEXTS.saveChanges }).click()
  await expect(page.getByText(ACCOUNT_SERVER.commonPassword)).toBeVisible()
  await expect(password).toBeFocused()

  await password.fill(NEW_PASSWORD)
  await page.getByRole('button', { name: PROFILE_TEXTS.saveChanges }).click()
  await expect(page.getByText(SUCCESS.profileUpdated)).toBeVisible()
  await expect(current).toHaveCount(0)
  expect(await apiLogin(page, user, user.password)).toBe(401)
  expect(await apiLogin(page, user, NEW_PASSWORD)).toBe(200)
})

test('a new email address takes effect once the link sent to it is opened', async ({ page, request }) => {
  const user = await createUser(request)
  const next = uniqueUser('moved').email
  await logIn(page, user)
  await page.goto('/profile')
  await page.getByRole('button', { name: PROFILE_TEXTS.editProfile }).click()
  const email = page.getByLabel(FIELD_LABELS.email)
  await email.fill(next)
  await page.getByLabel(ACCOUNT_TEXTS.profile.currentPassword).fill(user.password)
  await page.getByRole('button', { name: PROFILE_TEXTS.saveChanges }).click()
  await expect(page.getByTestId('pending-email')).toContainText(ACCOUNT_SERVER.emailChangePending(next))
  // The old address stays until the new one is proven.
  await expect(email).toHaveValue(user.email)

  await page.goto(await waitForLink(next, '/verify-email'))
  await expect(page.getByRole('status').filter({ hasText: ACCOUNT_SERVER.emailChanged })).toBeVisible()
  await page.goto('/profile')
  await expect(page.getByLabel(FIELD_LABELS.email)).toHaveValue(next)
  expect(await apiLogin(page, { ...user, email: next }, user.password)).toBe(200)
})
