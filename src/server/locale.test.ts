import { describe, expect, it } from 'vitest'
import { dateFormat, locales } from '#shared/i18n'
import { formatINR } from '#shared/money'
import { inLocale, localeOf } from './locale'
import { m } from '#shared/i18n'

describe("a request's language", () => {
  it('comes from the cookie, else Accept-Language, else English', () => {
    const request = (headers: Record<string, string>) => new Request('http://localhost/', { headers })
    expect(localeOf(request({ cookie: 'PARAGLIDE_LOCALE=hi' }))).toBe('hi')
    expect(localeOf(request({ cookie: 'PARAGLIDE_LOCALE=hi', 'accept-language': 'en-GB' }))).toBe('hi')
    expect(localeOf(request({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }))).toBe('hi')
    expect(localeOf(request({ 'accept-language': 'fr-FR' }))).toBe('en')
    expect(localeOf(request({}))).toBe('en')
  })

  it("picks each of the interface's languages from the browser's, before English, and the switch's over both", () => {
    const request = (headers: Record<string, string>) => new Request('http://localhost/', { headers })
    for (const locale of locales) {
      expect(localeOf(request({ 'accept-language': `${locale}-IN,${locale};q=0.9,en;q=0.8` })), locale).toBe(locale)
      expect(localeOf(request({ 'accept-language': `fr,${locale};q=0.5` })), locale).toBe(locale)
      expect(localeOf(request({ cookie: `PARAGLIDE_LOCALE=${locale}`, 'accept-language': 'hi,en' })), locale).toBe(
        locale,
      )
    }
  })

  it('is what every text and format read while serving it speaks', () => {
    expect(inLocale('hi', () => m.nav_home())).toBe('होम')
    expect(inLocale('en', () => m.nav_home())).toBe('Home')
    // India's grouping and the rupee in both languages; Hindi month names in Hindi.
    expect(inLocale('hi', () => formatINR(12_345_678))).toBe('₹1,23,456.78')
    expect(inLocale('en', () => formatINR(12_345_678))).toBe('₹1,23,456.78')
    const november = new Date('2026-11-24T06:30:00Z')
    const format = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' } as const
    expect(inLocale('hi', () => dateFormat(format).format(november))).toBe('24 नवंबर 2026')
    expect(inLocale('en', () => dateFormat(format).format(november))).toBe('24 November 2026')
  })
})
