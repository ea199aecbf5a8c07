/**
 * The languages of the interface. Every word a person reads comes from the catalogs in messages/
 * (one JSON file per language), compiled by Paraglide into one function per message; this module
 * turns them into the text objects the code reads (`NAV_LABELS.home`), each read in the language
 * of the moment: the browser's page on the client, the request's on the server.
 */
import { INDIA_TIME_ZONE } from './india-time'
import { QUIZ_LANGUAGE_NAMES } from './quiz-language-names'
import { m } from './paraglide/messages.js'
import {
  baseLocale,
  extractLocaleFromRequest,
  getLocale,
  isLocale,
  type Locale,
  locales,
  overwriteGetLocale,
  setLocale,
} from './paraglide/runtime.js'

/**
 * The compiled messages, for code outside src/shared that reads one directly (a test asking for a
 * message in a given language): the generated folder is reached through this module, never by a
 * relative path into it, since #shared/* names only TypeScript files.
 */
export { m }

export {
  baseLocale,
  extractLocaleFromRequest,
  getLocale,
  isLocale,
  type Locale,
  locales,
  overwriteGetLocale,
  setLocale,
}

/** What `words()` makes of its entries: a function taking nothing is read as its value. */
type Words<T> = { readonly [K in keyof T]: T[K] extends () => infer R ? R : T[K] }

/** A message's words are a plain string to the code that reads them (Paraglide brands them LocalizedString). */
type Texts<T> = {
  readonly [K in keyof T]: T[K] extends (...values: infer V) => string ? (...values: V) => string : T[K]
}

/**
 * An object of texts whose words are read when they are used, so the same object speaks each
 * request's language on the server and the page's in the browser. A message without a value
 * (`m.nav_home`, any function taking nothing) becomes a property read anew each time; a function
 * taking values (`(name) => m.greeting({ name })`) and a nested object stay as they are. To add
 * functions that take nothing, `withWords(words({...}), { fn })` keeps the words live.
 *
 * Never spread the result (`{ ...words({...}) }`): a spread reads each property once, and the copy
 * keeps the language of that moment. Put every entry in the one call instead.
 */
/* @__NO_SIDE_EFFECTS__ */
export function words<const T extends Record<string, unknown>>(entries: T): Words<T> {
  const texts = {}
  for (const [key, entry] of Object.entries(entries)) {
    if (typeof entry === 'function' && entry.length === 0) {
      Object.defineProperty(texts, key, { get: entry as () => string, enumerable: true })
    } else {
      Object.defineProperty(texts, key, { value: entry, enumerable: true })
    }
  }
  return texts as Words<T>
}

/**
 * A words() object with more members beside its words: texts with values in them (functions),
 * nested groups, lists read through getters. The members are copied as property descriptors, so
 * every getter stays a getter and each text is read when used.
 *
 * Both are free of side effects (the annotations tell the bundler), so a page's JavaScript keeps
 * only the text objects it reads, and their messages, in every language.
 */
/* @__NO_SIDE_EFFECTS__ */
export function withWords<W extends object, More extends object>(texts: W, more: More): W & Texts<More> {
  return Object.defineProperties(texts, Object.getOwnPropertyDescriptors(more)) as W & Texts<More>
}

/**
 * Each language with India's conventions (lakh grouping, ₹, the date order): en-IN, hi-IN, bn-IN
 * and so on, all with Latin digits (decision 052). CLDR gives Bengali and Marathi their own digits
 * (১২৩, १२३) by default; the amounts a person types, and finds on a UPI receipt or a bank's message,
 * are in Latin digits, and a wallet that showed ₹১২ beside a payment of ₹12 would read as two sums.
 */
export const intlLocale = (locale: Locale = getLocale()) => `${locale}-IN-u-nu-latn`

/**
 * The languages a person can choose, each named in its own words (the switch shows "हिन्दी", not
 * "Hindi"): from the names of the quizzes' languages, not the catalogs, since a page's client
 * carries its own language's messages only (decision 052). Each catalog's language_name is the same
 * name (i18n.test.ts).
 */
export const languages = () => locales.map((locale) => ({ locale, name: QUIZ_LANGUAGE_NAMES[locale] }))

const formats = new Map<string, unknown>()

/** One Intl formatter per kind, language and options, made the first time it is asked for. */
function kept<T>(kind: string, options: object, make: (locale: string) => T, locale = intlLocale()): T {
  const key = `${kind}:${locale}:${JSON.stringify(options)}`
  if (!formats.has(key)) formats.set(key, make(locale))
  return formats.get(key) as T
}

/**
 * Languages whose rupees CLDR writes otherwise than India's convention: Marathi's currency pattern
 * groups by thousands (₹1,234,567.50) though its numbers group by lakhs. Their money is written as
 * Indian English writes it (₹12,34,567.50), which has no words in it.
 */
const CURRENCY_LOCALES: Partial<Record<string, string>> = { mr: 'en-IN-u-nu-latn' }

/** An Intl number format for the current language. */
export const numberFormat = (options: Intl.NumberFormatOptions) =>
  kept(
    'number',
    options,
    (locale) => new Intl.NumberFormat(locale, options),
    options.style === 'currency' ? (CURRENCY_LOCALES[getLocale()] ?? intlLocale()) : intlLocale(),
  )

/**
 * How a language writes the time of day, where India's own convention differs from Intl's: CLDR
 * writes the Indian languages' am and pm in Latin letters ('10:39 pm', '10:39 PM'), so a page in
 * one of them shows the 24-hour clock ('22:39'), as Indian timetables do.
 */
const CLOCKS: Partial<Record<string, Intl.DateTimeFormatOptions>> = {
  hi: { hourCycle: 'h23' },
  bn: { hourCycle: 'h23' },
  mr: { hourCycle: 'h23' },
  te: { hourCycle: 'h23' },
  ta: { hourCycle: 'h23' },
}

/**
 * An Intl date format for the current language, in India Standard Time unless the options name
 * another zone (a calendar date sent as `YYYY-MM-DD` is read in UTC, where it is midnight).
 */
export const dateFormat = (options: Intl.DateTimeFormatOptions) =>
  kept(
    'date',
    options,
    (locale) => new Intl.DateTimeFormat(locale, { timeZone: INDIA_TIME_ZONE, ...CLOCKS[getLocale()], ...options }),
  )

/** The day a page (a policy, the terms) last changed: its ISO date, and its words when shown. */
export const lastUpdated = (iso: string, prefix: () => string) => ({
  iso,
  get label() {
    return dateFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso))
  },
  get prefix() {
    return prefix()
  },
})
