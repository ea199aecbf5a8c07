import { AUTH_PERSIST_KEY, AUTH_RESTORE_TIMEOUT_MS } from '../src/shared/constants'
import { LANDING } from '../src/shared/texts'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, holdScripts, test } from './support/fixtures'
import { layoutShiftSoFar } from './support/layout-shift'
import { isSessionCall } from './support/session-call'
import { m } from '#shared/i18n'

// The first load's network work runs side by side (docs/decisions/015-first-load-in-parallel.md).

/** The session call index.html preloads (its href). */
async function preloadedSessionCall(request: APIRequestContext) {
  const html = await (await request.get('/')).text()
  return /<link rel="preload" href="([^"]+)" as="fetch"/.exec(html)?.[1]?.replaceAll('&amp;', '&')
}

/**
 * Whether a URL is a script not every page loads up front: a route's own code. (A page that is not
 * prerendered names only those; a prerendered one names its route's code too.)
 */
async function routeScriptTest(request: APIRequestContext) {
  const html = await (await request.get('/login')).text()
  const initialScripts = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]))
  expect(initialScripts.size).toBeGreaterThan(0)
  return (url: string | URL) => {
    const { pathname } = new URL(url)
    return pathname.startsWith('/assets/') && pathname.endsWith('.js') && !initialScripts.has(pathname)
  }
}

/**
 * Loads / with every script held back until the session call has gone out (so only the page's own
 * preload can have sent it), and returns every request that asked for auth.me, and the preload's href.
 */
async function firstLoadSessionCalls(page: Page, request: APIRequestContext) {
  const preloaded = await preloadedSessionCall(request)
  const sessionCalls: string[] = []
  page.on('request', (sent) => {
    const url = new URL(sent.url())
    if (isSessionCall(url)) sessionCalls.push(url.pathname + url.search)
  })
  const release = await holdScripts(page)
  await page.goto('/', { waitUntil: 'commit' })
  await expect.poll(() => sessionCalls.length).toBe(1)
  release()
  await expect(page.getByRole('heading', { level: 1, name: LANDING.headline })).toBeVisible()
  return { sessionCalls, preloaded }
}

test('the page asks who is signed in while its scripts download, and asks once', async ({ page, request }) => {
  const { sessionCalls, preloaded } = await firstLoadSessionCalls(page, request)
  // The restore's own call took the preloaded answer instead of asking again.
  expect(sessionCalls).toEqual([preloaded])
  await expect(page.getByRole('link', { name: m.header_login() })).toBeVisible()
})

test("a signed-in player's preloaded session call carries the session", async ({ signedInPage, user, request }) => {
  const { sessionCalls, preloaded } = await firstLoadSessionCalls(signedInPage, request)
  expect(sessionCalls).toEqual([preloaded])
  await expect(signedInPage.getByText(user.username)).toBeVisible()
})

test("the first screen's code downloads while the session is still being restored", async ({ page, request }) => {
  const isRouteScript = await routeScriptTest(request)
  const routeScripts: string[] = []
  page.on('request', (sent) => {
    if (isRouteScript(sent.url())) routeScripts.push(sent.url())
  })
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(isSessionCall, async (route) => {
    await held
    await route.continue()
  })
  // A list with a filter: the list without one comes prerendered, on screen before any script
  // (e2e/prerendered-pages.spec.ts), and is taken over without waiting for the session.
  await page.goto('/quizzes?search=maths', { waitUntil: 'commit' })
  // Within the restore's wait: past it the app shows the page anyway, and loads its code then.
  await expect.poll(() => routeScripts.length, { timeout: AUTH_RESTORE_TIMEOUT_MS - 1000 }).toBeGreaterThan(0)
  // Nothing is shown yet: the app still waits for the session.
  await expect(page.locator('main')).toHaveCount(0)
  release()
  await expect(page.getByRole('heading', { level: 1, name: m.quiz_texts_available_title() })).toBeVisible()
})

test('header, page and footer appear together when the page code arrives late', async ({ page, request }) => {
  const isRouteScript = await routeScriptTest(request)
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
  // Every shift so far counts, including any before the heading showed: a footer that first shows
  // near the top and then jumps a screen down scores about 0.4 here.
  const layoutShift = await layoutShiftSoFar(page)
  expect(layoutShift).toBeLessThan(0.1)
})

test('a session call slower than the restore limit: the page shows with the saved sign-in', async ({
  signedInPage: page,
  user,
  request,
}) => {
  const answer = await page.request.get((await preloadedSessionCall(request))!)
  const saved = (await answer.json())[0].result.data
  expect(saved.username).toBe(user.username)
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    AUTH_PERSIST_KEY,
    JSON.stringify({ auth: { user: saved, isAuthenticated: true } }),
  ] as const)
  // The server never answers while the page loads.
  await page.route(isSessionCall, () => {})
  await page.goto('/', { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1, name: LANDING.headline })).toBeVisible({
    timeout: AUTH_RESTORE_TIMEOUT_MS + 5000,
  })
  await expect(page.getByText(user.username)).toBeVisible()
  await expect(page.getByRole('link', { name: m.header_login() })).toHaveCount(0)
})
