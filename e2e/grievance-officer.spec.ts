import { GRIEVANCE_TEXTS } from '../src/client/texts/grievance-texts'
import { baseLocale, overwriteGetLocale } from '../src/shared/i18n'
import { BASE_URL, expect, test } from './support/fixtures'
import { m } from '#shared/i18n'

/** The server's configuration in playwright.config.ts: not the defaults, so the pages must read it. */
const OFFICER = { name: 'Meera Iyer', email: 'grievance@e2e.test' }

/** Texts read as a page in that language reads them. */
function inLocale<T>(locale: 'en' | 'hi', read: () => T): T {
  overwriteGetLocale(() => locale)
  try {
    return read()
  } finally {
    overwriteGetLocale(() => baseLocale)
  }
}

for (const locale of ['en', 'hi'] as const) {
  test(`the terms and the contact page name the grievance officer and how to reach them (${locale})`, async ({
    page,
    browser,
  }) => {
    const words = inLocale(locale, () => ({ title: m.grievance_title(), timeline: GRIEVANCE_TEXTS.timeline }))
    await page.context().addCookies([{ name: 'PARAGLIDE_LOCALE', value: locale, url: BASE_URL }])
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    for (const path of ['/terms-and-conditions', '/contact-us']) {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { name: words.title })).toBeVisible()
      const officer = page.getByTestId('grievance-officer')
      await expect(officer).toContainText(OFFICER.name)
      await expect(officer.getByRole('link', { name: OFFICER.email })).toHaveAttribute(
        'href',
        `mailto:${OFFICER.email}`,
      )
      await expect(page.getByText(words.timeline)).toBeVisible()
    }
    // Taken over without a mismatch: the app drew the officer as the server's HTML had them.
    expect(errors.filter((error) => /hydrat|did not match/i.test(error))).toEqual([])

    // And before any script: in the HTML the server sent.
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    await noScript.addCookies([{ name: 'PARAGLIDE_LOCALE', value: locale, url: BASE_URL }])
    const plain = await noScript.newPage()
    for (const path of ['/terms-and-conditions', '/contact-us']) {
      await plain.goto(path)
      await expect(plain.getByTestId('grievance-officer')).toContainText(OFFICER.name)
      await expect(plain.getByTestId('grievance-officer')).toContainText(OFFICER.email)
    }
    await noScript.close()
  })
}
