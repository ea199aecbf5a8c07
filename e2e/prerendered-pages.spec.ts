import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { BASE_URL, expect, holdScripts, logIn, test, untilInteractive } from './support/fixtures'
import { createApprovedQuiz } from './support/results-data'
import { PRERENDERED_PATHS as PRERENDERED } from '../src/shared/prerendered-pages'

// The public pages come prerendered (docs/decisions/030-prerendered-public-pages.md): their words
// are in the HTML the server sends, in the visitor's language, so they paint before any script
// runs, and React takes that HTML over without drawing it again or complaining that it differs.

const catalog = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../messages/${locale}.json`, import.meta.url), 'utf8'))
const LOCALES = { en: catalog('en'), hi: catalog('hi') }

/** Every error the page logs or throws: a hydration mismatch is one (React logs it as an error). */
function errorsOf(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** The theme toggle answers a click only once React has taken the page over. */
async function expectHydrated(page: Page) {
  const toggle = page.locator('header button[aria-pressed]')
  const before = await toggle.getAttribute('aria-pressed')
  await expect(async () => {
    await toggle.click()
    await expect(toggle).not.toHaveAttribute('aria-pressed', before ?? 'false', { timeout: 500 })
  }).toPass()
}

for (const [locale, words] of Object.entries(LOCALES)) {
  test(`without JavaScript, the landing and About pages show their words (${locale})`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    await context.addCookies([{ name: 'PARAGLIDE_LOCALE', value: locale, url: BASE_URL }])
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.getByRole('navigation', { name: words.shell_main_nav }).first()).toBeVisible()
    await expect(page.getByText(words.footer_tagline!)).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    await page.goto('/about-us')
    await expect(page.getByRole('heading', { level: 1, name: words.static_about! })).toBeVisible()
    await context.close()
  })
}

test('each prerendered page is taken over by React without an error, as a guest', async ({ page }) => {
  const errors = errorsOf(page)
  for (const path of PRERENDERED) {
    await page.goto(path)
    await expectHydrated(page)
    expect(errors, path).toEqual([])
  }
  // The quiz list's shell fills in: its count comes with the list.
  await page.goto('/quizzes')
  await expect(page.getByRole('status').filter({ hasText: /./ })).toHaveCount(0)
  expect(errors).toEqual([])
})

for (const locale of Object.keys(LOCALES)) {
  test(`a guest's quiz list comes with its first page drawn, and React takes it over as it is (${locale})`, async ({
    browser,
    signedInPage,
  }) => {
    await createApprovedQuiz(browser, signedInPage.request)
    const context = await browser.newContext()
    await context.addCookies([{ name: 'PARAGLIDE_LOCALE', value: locale, url: BASE_URL }])
    const page = await context.newPage()
    const errors = errorsOf(page)
    const listRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('quizzes.list')) listRequests.push(request.url())
    })
    const release = await holdScripts(page)
    await page.goto('/quizzes', { waitUntil: 'commit' })
    // Before any script has run: the list is on the page, with its count.
    const firstCard = page.locator('#main ul > li').first()
    await expect(firstCard).toBeVisible()
    await expect(page.locator('#main h1 + p')).not.toBeEmpty()
    await firstCard.evaluate((element) => {
      ;(window as { drawnCard?: Element }).drawnCard = element
    })
    release()
    await untilInteractive(page)
    await expectHydrated(page)
    // Taken over, not drawn again, and not asked for again.
    expect(await firstCard.evaluate((element) => (window as { drawnCard?: Element }).drawnCard === element)).toBe(true)
    expect(listRequests).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
}

/** The module scripts a page's HTML names: its entry's imports, and a prerendered page's route chunks. */
const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1]!)

test("a prerendered page's HTML names its route's code, and no script adds links for it while the page is taken over", async ({
  page,
}) => {
  const shellOnly = modulePreloads(await (await page.request.get('/login')).text())
  for (const path of PRERENDERED) {
    const html = await (await page.request.get(path)).text()
    const announced = modulePreloads(html)
    // The entry's imports, as on any page, and the route's own chunks beside them.
    expect(announced.slice(0, shellOnly.length), path).toEqual(shellOnly)
    expect(announced.length, path).toBeGreaterThan(shellOnly.length)
    for (const file of announced) expect((await page.request.get(file)).status(), file).toBe(200)
    await page.goto(path)
    await expectHydrated(page)
    // A link added from script cost a slow phone's main thread tens of milliseconds each.
    expect(await page.locator('link[rel="modulepreload"]').count(), path).toBe(announced.length)
  }
})

test('in Hindi, and signed in, the account appears in the header without moving it', async ({ page, user }) => {
  const errors = errorsOf(page)
  await page.setViewportSize({ width: 1280, height: 800 })
  await logIn(page, user)
  await page.context().addCookies([{ name: 'PARAGLIDE_LOCALE', value: 'hi', url: BASE_URL }])
  // The session call held back, so the signed-out header the page was prerendered with shows first.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/trpc/auth.me**', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/about-us')
  await expect(page.getByRole('heading', { level: 1, name: LOCALES.hi.static_about! })).toBeVisible()
  // Hindi's font takes the place of the system's once it has come, after the first paint
  // (font-display: swap, docs/languages.md): the words settle then, and are measured from there.
  const shiftsSinceNow = await countShiftsFromNow(page)
  await expectHydrated(page)
  release()
  await expect(page.getByRole('button', { name: new RegExp(user.username) })).toBeVisible()
  expect(await shiftsSinceNow()).toBeLessThan(0.005)
  expect(errors).toEqual([])
})

/** Once the page's fonts are in, counts its layout shifts from then on; the function returned reads the sum. */
async function countShiftsFromNow(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const counted = window as { shifts?: number }
    counted.shifts = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) counted.shifts! += (entry as unknown as { value: number }).value
    }).observe({ type: 'layout-shift' })
  })
  return () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => setTimeout(() => resolve((window as { shifts?: number }).shifts ?? 0), 100)),
    )
}
