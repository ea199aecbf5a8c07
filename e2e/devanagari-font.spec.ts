import type { Page } from '@playwright/test'
import { BASE_URL, expect, test } from './support/fixtures'

/**
 * Hindi's letters come in a font of the site's own (src/client/fonts/, declared in styles.css), so a
 * phone without a Devanagari font shows Hindi, not boxes; an English page never downloads it.
 */
const isDevanagariFont = (url: string) => /\/assets\/noto-sans-devanagari-[\w-]+\.woff2$/.test(new URL(url).pathname)

/** Every font file the page asked for, from the moment it is opened. */
function fontRequests(page: Page) {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') urls.push(request.url())
  })
  return urls
}

/** The fonts Chromium drew the element's text with (DevTools' "Rendered Fonts"). */
async function renderedFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts
}

test('a Hindi page draws its Devanagari in the site’s own font, loaded from the site', async ({ page }) => {
  await page.context().addCookies([{ name: 'PARAGLIDE_LOCALE', value: 'hi', url: BASE_URL }])
  const requested = fontRequests(page)
  const response = await page.goto('/about-us')
  // Asked for with the page, so the words are drawn in it from the start and never move.
  expect(await response!.text()).toMatch(
    /<link rel="preload" href="\/assets\/noto-sans-devanagari-[\w-]+\.woff2" as="font"/,
  )
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(/\p{Script=Devanagari}/u)

  const face = await page.evaluate(async () => {
    await document.fonts.ready
    const faces = [...document.fonts].filter((font) => font.family.replace(/"/g, '') === 'Quizdom Devanagari')
    return {
      statuses: faces.map((font) => font.status),
      drawsHindi: document.fonts.check(
        '700 32px "Quizdom Devanagari"',
        document.querySelector('h1')?.textContent ?? '',
      ),
    }
  })
  expect(face).toEqual({ statuses: ['loaded'], drawsHindi: true })
  expect(requested.filter(isDevanagariFont)).toHaveLength(1)

  // Chromium drew the heading's letters from the downloaded file, not from a font of the machine.
  const fonts = await renderedFonts(page, 'h1')
  const devanagari = fonts.filter((font) => font.isCustomFont && /Devanagari/.test(font.familyName))
  expect(devanagari, JSON.stringify(fonts)).toHaveLength(1)
  expect(devanagari[0]!.glyphCount).toBeGreaterThan(0)
})

test('an English page never asks for the Devanagari font', async ({ page }) => {
  const requested = fontRequests(page)
  for (const path of ['/', '/about-us', '/quizzes', '/terms-and-conditions']) {
    const response = await page.goto(path)
    expect(await response!.text()).not.toMatch(/<link rel="preload"[^>]*noto-sans-devanagari/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.evaluate(() => document.fonts.ready)
  }
  // The face is declared on every page, and stays unloaded where no Devanagari letter is.
  const statuses = await page.evaluate(() =>
    [...document.fonts].filter((font) => font.family.replace(/"/g, '') === 'Quizdom Devanagari').map((f) => f.status),
  )
  expect(statuses).toEqual(['unloaded'])
  expect(requested.filter(isDevanagariFont)).toEqual([])
})
