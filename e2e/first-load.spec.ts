import { AUTH_RESTORE_TIMEOUT_MS } from '../src/shared/constants'
import { LANDING, QUIZ_TEXTS } from '../src/shared/texts'
import { expect, test } from './support/fixtures'

// The first load's network work runs side by side (docs/decisions/015-first-load-in-parallel.md).

const isSessionCall = (url: string | URL) => new URL(url).pathname === '/trpc/auth.me'

test('the page asks who is signed in while its scripts download, and asks once', async ({ page }) => {
  const sessionCalls: string[] = []
  page.on('request', (request) => {
    if (isSessionCall(request.url())) sessionCalls.push(request.url())
  })
  // No script runs until the session call has gone out, so only the page's own preload can send it.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/', { waitUntil: 'commit' })
  await expect.poll(() => sessionCalls.length).toBe(1)
  release()
  await expect(page.getByRole('heading', { level: 1, name: LANDING.headline })).toBeVisible()
  // The restore's own call took the preloaded answer instead of asking again.
  expect(sessionCalls).toHaveLength(1)
})

test("the first screen's code downloads while the session is still being restored", async ({ page, request }) => {
  const html = await (await request.get('/quizzes')).text()
  const initialScripts = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]))
  expect(initialScripts.size).toBeGreaterThan(0)
  const routeScripts: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/assets/') && path.endsWith('.js') && !initialScripts.has(path)) routeScripts.push(path)
  })
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(isSessionCall, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/quizzes', { waitUntil: 'commit' })
  // Within the restore's wait: past it the app shows the page anyway, and loads its code then.
  await expect.poll(() => routeScripts.length, { timeout: AUTH_RESTORE_TIMEOUT_MS - 1000 }).toBeGreaterThan(0)
  // Nothing is shown yet: the app still waits for the session (spec section 4).
  await expect(page.locator('main')).toHaveCount(0)
  release()
  await expect(page.getByRole('heading', { level: 1, name: QUIZ_TEXTS.availableTitle })).toBeVisible()
})

test('header, page and footer appear together when the page code arrives late', async ({ page, request }) => {
  const html = await (await request.get('/')).text()
  const initialScripts = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]))
  const isRouteScript = (url: URL) =>
    url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !initialScripts.has(url.pathname)
  // A slow network: the landing page's own code arrives a second after the session is restored.
  const sessionAnswered = page.waitForResponse((response) => isSessionCall(response.url()))
  await page.route(isRouteScript, async (route) => {
    await sessionAnswered
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await route.continue()
  })
  await page.goto('/', { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1, name: LANDING.headline })).toBeVisible()
  await expect(page.locator('footer')).toBeVisible()
  const layoutShift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 100)
      }),
  )
  // Before, the footer first showed near the top and then jumped a screen down (about 0.4 here).
  expect(layoutShift).toBeLessThan(0.1)
})
