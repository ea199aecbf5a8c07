import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { baseLocale, overwriteGetLocale } from '../src/shared/i18n'
import { documentTitle, PRODUCT_NAME } from '../src/shared/shell-texts'
import { BASE_URL, expect, expectAccessible, holdScripts, setTheme, test, untilInteractive } from './support/fixtures'
import { createApprovedQuiz, type QuestionData } from './support/quizzes'
import { m } from '#shared/i18n'

/** The catalogs as written, so the test reads each language's words from where they are defined. */
const catalog = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../messages/${locale}.json`, import.meta.url), 'utf8'))
const en = catalog('en')
const hi = catalog('hi')

const mainNav = (page: Page, words: Record<string, string>) =>
  page.getByRole('navigation', { name: words.shell_main_nav }).first()

async function choose(page: Page, locale: string) {
  await Promise.all([page.waitForEvent('load'), page.getByTestId('language-switch').selectOption(locale)])
}

test('switch to Hindi and back: the shell speaks it, the page says so, and the choice is remembered', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(mainNav(page, en).getByRole('link', { name: en.nav_quizzes!, exact: true })).toBeVisible()

  await choose(page, 'hi')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(mainNav(page, hi).getByRole('link', { name: hi.nav_quizzes!, exact: true })).toBeVisible()
  await expect(page.getByText(hi.footer_tagline!)).toBeVisible()
  await expect(page).toHaveTitle(hi.home_title!.replace('{product}', PRODUCT_NAME))
  await expect(page.getByTestId('language-switch')).toHaveValue('hi')
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme)
    await expectAccessible(page)
  }

  // Remembered: another page, and the server's own HTML, come in Hindi.
  await page.goto('/about-us')
  await expect(page.getByRole('heading', { level: 1, name: hi.static_about! })).toBeVisible()
  const html = await (await page.request.get('/about-us')).text()
  expect(html).toContain('<html lang="hi">')
  expect(html).toContain(`<title>${documentTitle(hi.static_about!)}</title>`)
  const notFound = await page.request.get('/no-such-page')
  expect(await notFound.text()).toContain('<html lang="hi">')

  await choose(page, 'en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1, name: en.static_about! })).toBeVisible()
  await expect(mainNav(page, en).getByRole('link', { name: en.nav_quizzes!, exact: true })).toBeVisible()
})

test("a language chosen before the page's script has run is applied when it runs", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  // The prerendered page is on screen while its script is still on the way (a slow connection).
  const release = await holdScripts(page)
  await page.goto('/', { waitUntil: 'commit' })
  await page.getByTestId('language-switch').selectOption('hi')
  release()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(mainNav(page, hi).getByRole('link', { name: hi.nav_quizzes!, exact: true })).toBeVisible()
  await expect(page.getByTestId('language-switch')).toHaveValue('hi')
})

test.describe('a first visit from a browser set to Hindi', () => {
  test.use({ locale: 'hi-IN' })

  test('follows Accept-Language on the server and in the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const response = await page.goto('/')
    expect(await response!.text()).toContain('<html lang="hi">')
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(mainNav(page, hi).getByRole('link', { name: hi.nav_leaderboard!, exact: true })).toBeVisible()
  })
})

test('on a phone the switch is in the menu, and the header still fits', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/')
  await expect(page.getByTestId('language-switch')).toBeHidden()
  await untilInteractive(page)
  await page.getByRole('button', { name: en.shell_open_menu! }).click()
  await Promise.all([page.waitForEvent('load'), page.getByTestId('language-switch-menu').selectOption('hi')])
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  await untilInteractive(page)
  await page.getByRole('button', { name: hi.shell_open_menu! }).click()
  await expect(page.getByRole('navigation', { name: hi.shell_main_nav! }).last()).toContainText(hi.nav_create_quiz!)
})

/** Reads texts as a Hindi page would. */
function inHindi<T>(read: () => T): T {
  overwriteGetLocale(() => 'hi')
  try {
    return read()
  } finally {
    overwriteGetLocale(() => baseLocale)
  }
}

/**
 * The catalog's English phrases that Hindi says otherwise: none may be on a Hindi screen. A text
 * with a value in it is checked by its longest fixed part.
 */
const ENGLISH_ONLY = Object.entries(en).flatMap(([key, value]) => {
  if (key.startsWith('$') || value === hi[key]) return []
  const longest = value
    .split(/\{[^}]*\}/)
    .sort((a, b) => b.length - a.length)[0]!
    .trim()
  return /\p{L}{2,}\s+\p{L}{2,}/u.test(longest) ? [[key, longest] as const] : []
})

async function expectHindiScreen(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  const text = await page.locator('body').innerText()
  expect(ENGLISH_ONLY.filter(([, phrase]) => text.includes(phrase)).map(([key]) => key)).toEqual([])
  await expectAccessible(page)
}

test('a journey in Hindi: every screen speaks it, passes axe, and a quiz is taken to its result', async ({
  signedInPage: page,
  browser,
}) => {
  test.slow()
  await page.setViewportSize({ width: 1280, height: 800 })
  const question: QuestionData = {
    question: 'लाल ग्रह किसे कहते हैं?',
    options: ['शुक्र', 'मंगल', 'बृहस्पति', 'शनि'],
    correctAnswer: 1,
  }
  const quizId = await createApprovedQuiz(page, browser, {
    title: 'सौर मंडल',
    timeLimit: 600,
    questions: [question],
  })
  await page.context().addCookies([{ name: 'PARAGLIDE_LOCALE', value: 'hi', url: BASE_URL }])
  for (const path of [
    '/',
    '/quizzes',
    `/quiz/${quizId}`,
    '/leaderboard',
    '/create-quiz',
    '/my-quizzes',
    '/wallet',
    '/profile',
  ]) {
    await page.goto(path)
    await expectHindiScreen(page)
  }

  await page.goto(`/quiz/${quizId}/attempt`)
  await page.getByRole('radiogroup', { name: question.question }).getByRole('radio', { name: 'मंगल' }).check()
  await expectHindiScreen(page)
  await page.getByRole('button', { name: inHindi(() => m.attempt_texts_submit_quiz()) }).click()
  const dialog = page.getByRole('alertdialog', { name: inHindi(() => m.attempt_texts_submit_title()) })
  await dialog.getByRole('button', { name: inHindi(() => m.attempt_texts_confirm_submit()), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/quiz/${quizId}/result/[0-9a-f-]+$`))
  await expectHindiScreen(page)

  // And back: the same account, in English again.
  await Promise.all([page.waitForEvent('load'), page.getByTestId('language-switch').selectOption('en')])
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('button', { name: m.attempt_texts_submit_quiz() })).toHaveCount(0)
  await expect(mainNav(page, en).getByRole('link', { name: en.nav_quizzes!, exact: true })).toBeVisible()
})
