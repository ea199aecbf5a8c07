import { intlLocale } from '#shared/i18n'
import { m } from '#shared/i18n'

const formats = new Map<string, Intl.RelativeTimeFormat>()

/** The format of the page's language, made the first time it is asked for (not at import, before the language is known). */
function relative(): Intl.RelativeTimeFormat {
  const locale = intlLocale()
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
    formats.set(locale, format)
  }
  return format
}

/** Each unit, and how many of it make the next. */
const UNITS: Array<[unit: Intl.RelativeTimeFormatUnit, perNext: number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
]

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago": how long ago an ISO time was. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  let amount = (new Date(iso).getTime() - now) / 1000
  if (Math.abs(amount) < 45) return m.notification_list_texts_just_now()
  for (const [unit, perNext] of UNITS) {
    if (Math.abs(amount) < perNext) return relative().format(Math.round(amount), unit)
    amount /= perNext
  }
  return relative().format(Math.round(amount), 'year')
}
