import { getLocale, overwriteGetLocale } from '#shared/i18n'

/**
 * The page's language, read once: it is fixed for the page's life (choosing another sets the cookie
 * and reloads, src/client/features/layout/language-switch.tsx). Paraglide's own getLocale reads the
 * cookie and the address's route rules again on every message, and a first screen asks thousands
 * of times: on a slow phone that was most of the time the page was not answering. main.tsx imports
 * this module first, before any text is read.
 */
const pageLocale = getLocale()
overwriteGetLocale(() => pageLocale)
