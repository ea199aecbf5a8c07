import { APP_ICONS, BRAND_COLOR } from '../src/shared/page-meta'
import { LANDING, PRODUCT_NAME, STATIC_PAGE_TEXTS, WALLET_TEXTS } from '../src/shared/texts'
import { createUser, expect, expectAccessible, logIn, test } from './support/fixtures'
import { m } from '#shared/i18n'

test.use({ serviceWorkers: 'allow' })

test('the app is installable: a manifest with its icons, and a service worker', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', BRAND_COLOR)
  const response = await page.request.get('/manifest.webmanifest')
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/)
  const manifest = await response.json()
  expect(manifest).toMatchObject({ name: PRODUCT_NAME, start_url: '/', display: 'standalone' })
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
    APP_ICONS.map(({ size }) => `${size}x${size}`),
  )
  for (const icon of APP_ICONS) {
    const image = await page.request.get(icon.src)
    expect(image.status(), icon.src).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
  }
  const registration = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)
  expect(registration).toMatch(/\/sw\.js$/)
})

test('the service worker keeps the app shell, opens the app offline, and keeps no API answer', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  // Controlled from the next load on: visit pages that call the API while the worker watches.
  await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await page.goto('/quizzes')
  await page.goto('/leaderboard')
  const kept = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname)
    }
    return urls
  })
  expect(kept).toContain('/')
  expect(kept.some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true)
  expect(kept.filter((path) => path.startsWith('/api/') || path.startsWith('/trpc/'))).toEqual([])

  // Offline, the app still opens: the shell from the cache, the landing page's own words.
  const hydrationErrors: string[] = []
  page.on('console', (message) => {
    // React's hydration errors, minified: #418 and its kin.
    if (message.type() === 'error' && /hydrat|react\.dev\/errors\/4(1[89]|2[0-5])/i.test(message.text())) {
      hydrationErrors.push(message.text())
    }
  })
  await page.context().setOffline(true)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(LANDING.headline.split(', ')[0]!)
  // The cached / is the prerendered landing page: at another path the app draws that path's page
  // over it rather than taking the landing page over.
  await page.goto('/quizzes')
  await expect(page.getByRole('heading', { level: 1, name: LANDING.headline })).toHaveCount(0)
  expect(hydrationErrors).toEqual([])
  await page.context().setOffline(false)
})

test('offline, a page opens as its own copy or says it is offline, and loads once the network is back', async ({
  page,
  request,
}) => {
  await logIn(page, await createUser(request))
  await page.goto('/')
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  // Online first: the about page (from the footer, without loading a page), the quiz list, the wallet.
  await page.getByRole('contentinfo').getByRole('link', { name: m.static_about() }).click()
  await expect(page.getByRole('heading', { level: 1, name: STATIC_PAGE_TEXTS.aboutTitle })).toBeVisible()
  await expect.poll(() => page.evaluate(async () => (await caches.match('/about-us')) !== undefined)).toBe(true)
  await page.goto('/quizzes')
  await page.goto('/wallet')
  await expect(page.getByRole('heading', { level: 1, name: WALLET_TEXTS.title })).toBeVisible()

  await page.context().setOffline(true)
  const landing = page.getByRole('heading', { name: LANDING.headline })
  const offline = page.getByText(m.offline(), { exact: true })

  // A public page opens as itself, in its own words, not as the landing page.
  await page.goto('/about-us')
  await expect(page.getByRole('heading', { level: 1, name: STATIC_PAGE_TEXTS.aboutTitle })).toBeVisible()
  await expect(landing).toHaveCount(0)
  await expect(offline).toHaveCount(0)

  // The quiz list: its frame, and where the list would load, that it needs the network.
  await page.goto('/quizzes')
  await expect(page.getByRole('heading', { level: 1, name: m.quiz_texts_available_title() })).toBeVisible()
  await expect(offline).toBeVisible()
  await expect(page.getByText(m.empty_loading_quizzes())).toHaveCount(0)

  // The wallet stays at its address (no login page, no landing page) and says it is offline.
  await page.goto('/wallet')
  await expect(offline).toBeVisible()
  await expect(page).toHaveURL(/\/wallet$/)
  await expect(landing).toHaveCount(0)

  // A page never opened, whose code is not here: a page saying it is offline, with a retry.
  await page.goto('/leaderboard')
  await expect(page.getByRole('heading', { level: 1, name: m.offline() })).toBeVisible()
  await expect(page.getByRole('button', { name: m.retry() })).toBeVisible()
  await expect(landing).toHaveCount(0)
  await expectAccessible(page)

  // Back online, it loads by itself.
  await page.context().setOffline(false)
  await expect(page.getByRole('heading', { level: 1, name: m.nav_leaderboard() })).toBeVisible()
  await expect(offline).toHaveCount(0)
})
