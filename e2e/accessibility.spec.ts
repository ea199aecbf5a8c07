import {
  createUser,
  expect,
  expectAccessible,
  expectToastsAccessible,
  holdToasts,
  logIn,
  setTheme,
  test,
} from './support/fixtures'
import { m } from '#shared/i18n'

const PUBLIC_PAGES = [
  '/',
  '/login',
  '/signup',
  '/quizzes',
  '/profile',
  '/privacy-policy',
  '/terms-and-conditions',
  '/about-us',
  '/contact-us',
  '/leaderboard',
  '/no-such-page',
]
const SIGNED_IN_PAGES = ['/profile', '/create-quiz', '/my-quizzes', '/wallet']

for (const theme of ['light', 'dark'] as const) {
  // A test a page: axe over eleven pages in one test came near the time limit on a busy host.
  for (const path of PUBLIC_PAGES) {
    test(`${path} passes axe in ${theme} mode`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('quizdom-theme', value), theme)
      await page.goto(path)
      await expect(page.locator('h1').first()).toBeVisible()
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark).*$/)
      await expectAccessible(page)
    })
  }

  // A test a page here too: five pages and the menu in one test ran out of time on a busy host.
  for (const path of SIGNED_IN_PAGES) {
    test(`${path}, signed in, passes axe in ${theme} mode`, async ({ page, request }) => {
      await logIn(page, await createUser(request))
      await page.addInitScript((value) => localStorage.setItem('quizdom-theme', value), theme)
      await page.goto(path)
      await expect(page.locator('h1').first()).toBeVisible()
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark).*$/)
      await expectAccessible(page)
    })
  }

  test(`the open account menu passes axe in ${theme} mode`, async ({ page, request }) => {
    await logIn(page, await createUser(request))
    await page.addInitScript((value) => localStorage.setItem('quizdom-theme', value), theme)
    await page.goto('/')
    await page.getByRole('button', { name: /Account menu/ }).click()
    await expect(page.getByRole('menu')).toBeVisible()
    await expectAccessible(page)
  })

  test(`an error toast and a success toast pass axe in ${theme} mode`, async ({ page, request }) => {
    const user = await createUser(request)
    await page.addInitScript((value) => localStorage.setItem('quizdom-theme', value), theme)
    await page.goto('/login')
    await holdToasts(page)
    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill(`${user.password}-wrong`)
    await page.getByRole('button', { name: m.auth_texts_sign_in(), exact: true }).click()
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible()
    await expectToastsAccessible(page)
    await page.getByLabel('Password', { exact: true }).fill(user.password)
    await page.getByRole('button', { name: m.auth_texts_sign_in(), exact: true }).click()
    await expect(page.getByText(m.success_logged_in())).toBeVisible()
    await expectToastsAccessible(page)
  })
}

test('the theme toggle switches the dark class and remembers it', async ({ page }) => {
  await page.goto('/')
  await setTheme(page, 'light')
  await page.reload()
  await page.getByRole('button', { name: 'Switch to dark mode' }).click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.getByRole('button', { name: 'Switch to light mode' }).click()
  await expect(page.locator('html')).not.toHaveClass(/dark/)
})

test('a person logs in, opens the menu and logs out by keyboard alone', async ({ page, request }) => {
  const user = await createUser(request)
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The skip link comes first and jumps past the header into the form.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Email')).toBeFocused()
  await page.keyboard.type(user.email)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused()
  await page.keyboard.type(user.password)
  await page.keyboard.press('Enter')
  await expect(page.getByText(m.success_logged_in())).toBeVisible()

  // Tab from the top of the page to the account menu.
  const menuButton = page.getByRole('button', { name: `Account menu for ${user.username}` })
  for (let step = 0; step < 80 && !(await menuButton.evaluate((el) => el === document.activeElement)); step++) {
    await page.keyboard.press('Tab')
  }
  await expect(menuButton).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menu')).toBeVisible()
  await page.keyboard.press('ArrowDown')
  // Walk to Logout with the arrow keys and choose it with Enter.
  const logout = page.getByRole('menuitem', { name: 'Logout' })
  for (let step = 0; step < 6 && !(await logout.evaluate((el) => el === document.activeElement)); step++) {
    await page.keyboard.press('ArrowDown')
  }
  await expect(logout).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByText(m.success_logged_out())).toBeVisible()
})

test('the terms page navigates by its anchors, by keyboard', async ({ page }) => {
  await page.goto('/terms-and-conditions')
  const toc = page.getByRole('navigation', { name: /contents/i })
  const link = toc.getByRole('link').nth(2)
  const target = (await link.getAttribute('href'))!
  await link.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${target}$`))
  await expect(page.locator(target)).toBeInViewport()
})

test('the 404 page offers Go Home and Go Back', async ({ page }) => {
  await page.goto('/about-us')
  await page.goto('/this/does/not/exist')
  await expect(page.getByRole('heading', { level: 1, name: m.not_found_title() })).toBeVisible()
  await expect(page.getByText(m.not_found_hint())).toBeVisible()
  await page.getByRole('button', { name: m.not_found_go_back() }).click()
  await expect(page).toHaveURL(/\/about-us$/)
  await page.goto('/this/does/not/exist')
  await page.getByRole('link', { name: m.not_found_go_home() }).click()
  await expect(page).toHaveURL(/\/$/)
})
