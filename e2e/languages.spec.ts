import { readFileSync } from 'node:fs'
import type { Cookie, Page } from '@playwright/test'
import { BASE_URL, checkScreen, createUser, expect, test } from './support/fixtures'
import { createApprovedQuiz, quizData, signedInRequest } from './support/results-data'
import { fundWallet } from './support/wallet-data'

/**
 * Every language of the interface on a 360 px phone: the landing page and its menu, the quiz list, an
 * attempt, the wallet and the profile, as one signed-in person sees them. Each screen passes axe, cuts off no text, shows no
 * message left in English, no placeholder and no message's name; the landing page asks for its own
 * script's font and no other's; and each screen is saved as a screenshot in the test's output for a person to look over.
 */
const PHONE = { width: 360, height: 740 }
test.use({ viewport: PHONE })

const readJson = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'))
const LOCALES: string[] = readJson('../project.inlang/settings.json').locales
const catalog = (locale: string): Record<string, unknown> => readJson(`../messages/${locale}.json`)
const english = catalog('en')

/** The fonts of the scripts (scripts/fonts.ts) as the build names them, and the language each is for. */
const SCRIPT_FONTS: Record<string, string[]> = {
  'noto-sans-devanagari': ['hi', 'mr'],
  'noto-sans-bengali': ['bn'],
  'noto-sans-telugu': ['te'],
  'noto-sans-tamil': ['ta'],
}

/**
 * The English messages a language says otherwise, as patterns matching a whole text: each
 * {parameter} stands for any words. Not language_name (each catalog's own name), nor texts of one
 * or two letters, which codes can spell too.
 */
function untranslatedPatterns(locale: string): { exact: string[]; patterns: string[] } {
  const translated = catalog(locale)
  const exact: string[] = []
  const patterns: string[] = []
  for (const [key, text] of Object.entries(english)) {
    if (key === '$schema' || key === 'language_name' || typeof text !== 'string') continue
    if (text.length <= 2 || translated[key] === text) continue
    const normalised = text.replace(/\s+/g, ' ').trim()
    if (!/\{\w+\}/.test(normalised)) exact.push(normalised)
    else {
      const parts = normalised.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      // A pattern of parameters alone ("{count}") would match anything.
      if (parts.join('').replace(/\W/g, '').length >= 3) patterns.push(`^${parts.join('.+')}$`)
    }
  }
  return { exact, patterns }
}

interface Finding {
  what: string
  text: string
}

/**
 * What the page shows wrongly for a language: an element or attribute whose whole text is an English
 * message the language translates; a {placeholder} or a message's name (nav_home) shown as text; an
 * element whose text is cut off or spills out of its box. People's own words (`data-user-content`),
 * names not to be translated (`translate="no"`) and text marked as another language are skipped.
 */
async function findings(page: Page, locale: string): Promise<Finding[]> {
  const { exact, patterns } = locale === 'en' ? { exact: [], patterns: [] } : untranslatedPatterns(locale)
  return page.evaluate(
    ({ exact, patterns, locale }) => {
      const englishTexts = new Set(exact)
      const englishPatterns = patterns.map((pattern) => new RegExp(pattern, 's'))
      const found: Array<{ what: string; text: string }> = []
      const isSkipped = (element: Element) =>
        element.closest('[data-user-content], [translate="no"], script, style, noscript, template, svg') !== null ||
        (element.closest('[lang]')?.getAttribute('lang') ?? locale) !== locale
      const describe = (element: Element) =>
        `<${element.localName}${element.getAttribute('data-testid') ? ` ${element.getAttribute('data-testid')}` : ''}>`
      const checkWords = (raw: string, where: string) => {
        const text = raw.replace(/\s+/g, ' ').trim()
        if (!text) return
        if (
          /\p{Script=Latin}{3}/u.test(text) &&
          (englishTexts.has(text) || englishPatterns.some((p) => p.test(text)))
        ) {
          found.push({ what: `English in ${where}`, text })
        }
        if (/\{\w+\}/.test(text)) found.push({ what: `a placeholder in ${where}`, text })
        if (/\b[a-z]+(?:_[a-z0-9]+){2,}\b/.test(text)) found.push({ what: `a message's name in ${where}`, text })
      }
      for (const element of document.body.querySelectorAll('*')) {
        if (isSkipped(element) || !element.checkVisibility()) continue
        const ownText = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? '')
          .join('')
          .trim()
        if (ownText) {
          checkWords((element as HTMLElement).innerText ?? ownText, describe(element))
          const style = getComputedStyle(element)
          const box = element.getBoundingClientRect()
          // Visually hidden text (for screen readers) is clipped on purpose.
          const hidden = box.width <= 1 || box.height <= 1 || style.clip !== 'auto' || style.clipPath !== 'none'
          if (!hidden && style.display !== 'inline') {
            const html = element as HTMLElement
            const wide = html.scrollWidth > html.clientWidth + 1
            const tall = style.overflowY !== 'visible' && html.scrollHeight > html.clientHeight + 1
            if (wide || tall) {
              found.push({
                what: `text cut off or spilling out of ${describe(element)} (${html.scrollWidth}×${html.scrollHeight} in ${html.clientWidth}×${html.clientHeight})`,
                text: ownText.slice(0, 80),
              })
            }
            // A wide table scrolls sideways in a box of its own (ScrollShadows), on purpose.
            const scrollsSideways = (from: Element) => {
              for (let box = from.parentElement; box; box = box.parentElement) {
                if (/auto|scroll/.test(getComputedStyle(box).overflowX)) return true
              }
              return false
            }
            const pastEdge = box.right > document.documentElement.clientWidth + 1 || box.left < -1
            if (pastEdge && !scrollsSideways(element)) {
              found.push({ what: `text past the screen's edge in ${describe(element)}`, text: ownText.slice(0, 80) })
            }
          }
        }
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = element.getAttribute(name)
          if (value) checkWords(value, `${describe(element)} ${name}`)
        }
      }
      checkWords(document.title, '<title>')
      return found
    },
    { exact, patterns, locale },
  )
}

/**
 * The scripts' fonts the page has downloaded, and the words on it that are people's own or marked as
 * another language's (a quiz written in Hindi, made by another test, or its language's name, brings
 * the Devanagari font to any page listing it).
 */
const fontsOnPage = (page: Page) =>
  page.evaluate(() => ({
    fonts: performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.woff2')),
    otherWords: [
      ...document.querySelectorAll(`[data-user-content], [lang]:not([lang="${document.documentElement.lang}"])`),
    ]
      .map((element) => element.textContent)
      .join(' '),
  }))

/** Fails (softly) on a font of another script than the page's, unless such words on it are in that script. */
async function expectOwnScriptFont(page: Page, locale: string, screen: string) {
  const { fonts, otherWords } = await fontsOnPage(page)
  for (const [font, languages] of Object.entries(SCRIPT_FONTS)) {
    const came = fonts.some((url) => new RegExp(`/assets/${font}-[\\w-]+\\.woff2$`).test(url))
    const script = font.replace('noto-sans-', '').replace(/^./, (first) => first.toUpperCase())
    const wanted = languages.includes(locale) || new RegExp(`\\p{Script=${script}}`, 'u').test(otherWords)
    if (came) expect.soft(wanted, `${font} on ${screen} in ${locale}`).toBe(true)
    // The page's own script's font comes with its first screen.
    else if (screen === 'landing')
      expect.soft(languages.includes(locale), `${font} on ${screen} in ${locale}`).toBe(false)
  }
}

let sessionCookies: Cookie[]
let quizId: string

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL })
  const user = await createUser(context.request)
  const player = await signedInRequest(user)
  try {
    ;({ quizId } = await createApprovedQuiz(browser, player, quizData()))
    await fundWallet(browser, player, 1500)
    sessionCookies = (await player.storageState()).cookies
  } finally {
    await player.dispose()
    await context.close()
  }
})

for (const locale of LOCALES) {
  test(`${locale}: the landing page, the quiz list, an attempt, the wallet and the profile on a phone`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000)
    await context.addCookies([...sessionCookies, { name: 'PARAGLIDE_LOCALE', value: locale, url: BASE_URL }])
    const screens: Array<[name: string, path: string, ready: (page: Page) => Promise<void>]> = [
      ['landing', '/', (page) => expect(page.locator('#main h1')).toBeVisible()],
      // The menu, open: the main navigation, and the switch offering every language by its own name.
      [
        'menu',
        '/',
        async (page) => {
          await page.getByRole('button', { name: String(catalog(locale).shell_open_menu) }).click()
          const options = page.getByTestId('language-switch-menu').locator('option')
          await expect(options).toHaveText(LOCALES.map((each) => String(catalog(each).language_name)))
          expect(await options.evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value))).toEqual(
            LOCALES,
          )
        },
      ],
      ['quizzes', '/quizzes', (page) => expect(page.locator('#main a[href^="/quiz/"]').first()).toBeVisible()],
      ['attempt', `/quiz/${quizId}/attempt`, (page) => expect(page.getByRole('radiogroup')).toBeVisible()],
      ['wallet', '/wallet', (page) => expect(page.locator('#main h1')).toBeVisible()],
      // The profile with its phone number card (no number yet).
      ['profile', '/profile', (page) => expect(page.getByTestId('phone-current')).toBeVisible()],
    ]
    for (const [name, path, ready] of screens) {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await ready(page)
      await checkScreen(page, `${name} (${locale})`)
      const wrong = await findings(page, locale)
      expect
        .soft(
          wrong.map(({ what, text }) => `${what}: ${text}`),
          `${name} (${locale})`,
        )
        .toEqual([])
      // The other screens can show quizzes other tests write in any script, and load their fonts.
      if (name === 'landing' || name === 'menu') await expectOwnScriptFont(page, locale, name)
      await page.screenshot({ path: test.info().outputPath(`${locale}-${name}.png`), fullPage: true })
    }
  })
}
