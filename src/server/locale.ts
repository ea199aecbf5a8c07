import { AsyncLocalStorage } from 'node:async_hooks'
import { baseLocale, extractLocaleFromRequest, type Locale, overwriteGetLocale } from '#shared/i18n'

/**
 * The language of the request being served: what every message read while serving it speaks. It
 * comes from the language switch's cookie, else Accept-Language, else English (i18n.config.ts).
 * Outside a request (a start-up log, the mail sender), English.
 */
const requestLocale = new AsyncLocalStorage<Locale>()
overwriteGetLocale(() => requestLocale.getStore() ?? baseLocale)

export const localeOf = (request: Request): Locale => extractLocaleFromRequest(request)

/** Runs `work` with every message read in `locale`. */
export const inLocale = <T>(locale: Locale, work: () => T): T => requestLocale.run(locale, work)
