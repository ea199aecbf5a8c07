import AxeBuilder from '@axe-core/playwright'
import { type Browser, test as base, expect, type Page } from '@playwright/test'
import { ADMIN, createUser, ORIGIN, signUpAdmin, type TestUser } from './accounts'
import { takeContractFailures } from './mailbox'

export { ADMIN, BASE_URL, createUser, ORIGIN, signUpAdmin, type TestUser, uniqueUser } from './accounts'

/** Logs in through the API with the page's own cookie jar, so the browser is signed in. */
export async function logIn(page: Page, user: TestUser) {
  const response = await page.request.post('/api/v1/users/login', {
    data: { email: user.email, password: user.password },
    headers: ORIGIN,
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** A page in its own browser context, signed in as the admin (signed up on first use). */
export async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signUpAdmin(page.request)
  await logIn(page, ADMIN)
  return page
}

/**
 * No serious or critical axe violations on the page as it settles: transitions under way on what is
 * drawn end first (a button fading in from disabled reads, halfway, as text of too little contrast).
 * Endless animations, such as a spinner, and those in a part not drawn (a closed <details>, where
 * they never run) are not waited for, and the wait gives up after 2 s.
 *
 * Toasts are left out: one leaves on its own timer, so it can start fading while axe reads it and
 * read, halfway, as too little contrast. expectToastsAccessible checks them, held on screen.
 */
/** Nothing on the page is wider than the screen: no sideways scroll on a phone. */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }))
  expect(scrollWidth, `${what}: the page is ${scrollWidth} px wide on a ${clientWidth} px screen`).toBeLessThanOrEqual(
    clientWidth,
  )
}

/** A screen as a person on a phone meets it: axe finds nothing serious, and nothing scrolls sideways. */
export async function checkScreen(page: Page, what: string) {
  await expectAccessible(page)
  await expectNoSidewaysScroll(page, what)
}

export async function expectAccessible(page: Page) {
  await untilSettled(page)
  await expectNoBlockingViolations(new AxeBuilder({ page }).exclude('[data-sonner-toaster]'))
}

/**
 * Keeps toasts on screen from now on: sonner stops their timers while the page is hidden (its
 * person in another tab), and the page is told it is. A toast then stays for as long as a check
 * needs it, however busy the machine; a pointer resting on it came too late when it was.
 */
export async function holdToasts(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

/** No serious or critical axe violations in the toasts on screen (held by holdToasts), their entrance ended. */
export async function expectToastsAccessible(page: Page) {
  await expect(page.locator('[data-sonner-toast][data-mounted="true"]').first()).toBeVisible()
  await untilSettled(page)
  await expectNoBlockingViolations(new AxeBuilder({ page }).include('[data-sonner-toaster]'))
}

/** Transitions under way on what is drawn end (see expectAccessible), or 2 s pass. */
async function untilSettled(page: Page) {
  await page.evaluate(async () => {
    const settling = document.getAnimations().filter((animation) => {
      const effect = animation.effect
      const target = effect instanceof KeyframeEffect ? effect.target : null
      return (
        animation.playState === 'running' &&
        effect?.getComputedTiming().endTime !== Infinity &&
        target?.checkVisibility() !== false
      )
    })
    const ended = Promise.all(settling.map((animation) => animation.finished.catch(() => undefined)))
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2000))])
  })
}

async function expectNoBlockingViolations(axe: AxeBuilder) {
  const results = await axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const summary = blocking.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  )
  expect(summary, summary.join('\n')).toEqual([])
}

/**
 * Waits until React has taken over a prerendered page: hydrateRoot was called, and the page's own
 * part (its heading, inside the router's Suspense boundary, which React hydrates after the shell) is
 * React's. A tap before that reaches no handler, as on a slow phone, and words typed into a field
 * are the page's own business (useValueTypedBeforeHydration). A page that was not prerendered (or
 * no page of the app) has nothing to wait for.
 */
export async function untilInteractive(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root')
    if (root?.dataset.prerendered === undefined) return true
    const isReacts = (element: Element | null, prefix: string) =>
      element !== null && Object.keys(element).some((key) => key.startsWith(prefix))
    if (!isReacts(root, '__reactContainer')) return false
    // Prerendered HTML of another path is drawn over, not taken over (src/client/main.tsx).
    const isThisPage = root.dataset.prerendered === (location.pathname.replace(/(.)\/$/, '$1') || '/')
    return !isThisPage || isReacts(document.querySelector('#main h1'), '__reactFiber')
  })
}

/**
 * Holds the page's scripts back, as a slow connection does, until the returned function is called:
 * the prerendered page is on screen and nobody has taken it over yet.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const scriptsMayCome = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/*.js', async (route) => {
    await scriptsMayCome
    await route.continue()
  })
  return release
}

export async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((value) => {
    localStorage.setItem('quizdom-theme', value)
    document.documentElement.classList.toggle('dark', value === 'dark')
  }, theme)
}

export const test = base.extend<{ user: TestUser; signedInPage: Page; apiContract: undefined }>({
  // A person's next step after opening a page meets a page that answers it: goto waits, as for
  // 'load', until a prerendered page is React's too (a test that opens one with 'commit' does not).
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (options?.waitUntil !== 'commit') await untilInteractive(page)
      return response
    }
    await use(page)
  },
  // The contract test (decision 031), in the browser tests too: a test fails when an /api/v1 answer
  // it caused, from the page or from a helper's request, broke the OpenAPI document.
  apiContract: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture needs from this pattern; it needs nothing.
    async ({}, use) => {
      await use(undefined)
      expect(await takeContractFailures(), 'answers that break /api/v1/openapi.json').toEqual([])
    },
    { auto: true },
  ],
  user: async ({ request }, use) => {
    await use(await createUser(request))
  },
  signedInPage: async ({ page, user }, use) => {
    await logIn(page, user)
    await use(page)
  },
})

export { expect }
