import { afterEach, describe, expect, it } from 'vitest'
import { dateFormat, type Locale, numberFormat } from './i18n'
import { formatINR } from './money'
import { readIn } from './i18n-testing'
import { indiaWallClock } from './india-time'

/** Formats as a page in that language does. */
const inLocale = readIn

const savedZone = process.env.TZ
afterEach(() => {
  process.env.TZ = savedZone
})

/** 23:30 in India on 4 December 2026: 18:00 UTC, still the 4th in London, the 4th at 13:00 in New York. */
const LATE_EVENING = new Date('2026-12-04T18:00:00Z')
/** 00:30 in India on 5 December 2026: 19:00 UTC on the 4th. */
const JUST_AFTER_MIDNIGHT = new Date('2026-12-04T19:00:00Z')

describe('dates on screen', () => {
  it('are India Standard Time whatever the zone of the machine showing them', () => {
    for (const zone of ['UTC', 'America/New_York', 'Asia/Kolkata']) {
      process.env.TZ = zone
      const long = { dateStyle: 'medium', timeStyle: 'short' } as const
      expect(
        inLocale('en', () => dateFormat(long).format(LATE_EVENING)),
        zone,
      ).toBe('4 Dec 2026, 11:30 pm')
      expect(
        inLocale('en', () => dateFormat(long).format(JUST_AFTER_MIDNIGHT)),
        zone,
      ).toBe('5 Dec 2026, 12:30 am')
      expect(
        inLocale('en', () => dateFormat({ dateStyle: 'medium' }).format(JUST_AFTER_MIDNIGHT)),
        zone,
      ).toBe('5 Dec 2026')
    }
  })

  it('read the time in Hindi on the 24-hour clock, with no am or pm in Latin letters', () => {
    const long = { dateStyle: 'medium', timeStyle: 'short' } as const
    expect(inLocale('hi', () => dateFormat(long).format(LATE_EVENING))).toBe('4 दिस॰ 2026, 23:30')
    expect(inLocale('hi', () => dateFormat(long).format(JUST_AFTER_MIDNIGHT))).toBe('5 दिस॰ 2026, 00:30')
    expect(inLocale('hi', () => dateFormat(long).format(LATE_EVENING))).not.toMatch(/\p{Script=Latin}/u)
  })

  it('read each Indian language in its Indian form: the 24-hour clock, Latin digits, lakhs and ₹', () => {
    const long = { dateStyle: 'medium', timeStyle: 'short' } as const
    const expected: Record<string, string> = {
      bn: '4 ডিসেঃ, 2026, 23:30',
      mr: '4 डिसें, 2026, 23:30',
      te: '4, డిసెం 2026 23:30',
      ta: '4 டிச., 2026, 23:30',
    }
    for (const [locale, date] of Object.entries(expected)) {
      const read = <T>(work: () => T) => inLocale(locale as Locale, work)
      expect(
        read(() => dateFormat(long).format(LATE_EVENING)),
        locale,
      ).toBe(date)
      expect(
        read(() => numberFormat({}).format(12345678.5)),
        locale,
      ).toBe('1,23,45,678.5')
      expect(
        read(() => formatINR(123456750)),
        locale,
      ).toBe('₹12,34,567.50')
    }
    for (const locale of ['en', 'hi'] as const) {
      expect(
        inLocale(locale, () => formatINR(123456750)),
        locale,
      ).toBe('₹12,34,567.50')
    }
  })

  it('keep a zone the caller names: a calendar date sent as YYYY-MM-DD is read where it is midnight', () => {
    const day = new Date('2026-12-05T00:00:00Z')
    expect(inLocale('en', () => dateFormat({ dateStyle: 'medium', timeZone: 'UTC' }).format(day))).toBe('5 Dec 2026')
  })

  it('and India’s wall clock as text, for a spreadsheet or a date-and-time field', () => {
    expect(indiaWallClock(LATE_EVENING)).toBe('2026-12-04T23:30:00')
    expect(indiaWallClock(JUST_AFTER_MIDNIGHT.toISOString())).toBe('2026-12-05T00:30:00')
  })
})
