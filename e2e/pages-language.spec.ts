import { readFileSync } from 'node:fs'
import { expect, expectAccessible, test } from './support/fixtures'

/** The Hindi catalog as written, so the test reads the words from where they are defined. */
const hi: Record<string, string> = JSON.parse(readFileSync(new URL('../messages/hi.json', import.meta.url), 'utf8'))

/** Each page, and a heading of its own words (from the modules the page alone downloads). */
const PAGES = [
  ['/', hi.landing_copy_features_title!],
  ['/about-us', hi.about_copy_offer_title!],
  ['/privacy-policy', hi.privacy_copy_collect_title!],
  ['/terms-and-conditions', hi.terms_copy_acceptance_title!],
  ['/leaderboard', hi.global_leaderboard_texts_how_title!],
] as const

test.describe('the landing, static and leaderboard pages in Hindi', () => {
  test.use({ locale: 'hi-IN' })

  test('show their own words in Hindi, with no error in the console', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    for (const [path, words] of PAGES) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: words })).toBeVisible()
      await expectAccessible(page)
    }
    expect(errors).toEqual([])
  })
})
