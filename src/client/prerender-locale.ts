import { baseLocale, isLocale, overwriteGetLocale } from '#shared/i18n'

/**
 * The language of the prerender being made, fixed before any other module of it is evaluated (this
 * module is prerender.tsx's first import): some texts are read once, when their module loads, as
 * they are in a browser, which loads the page in one language. The build evaluates the prerender
 * once per language, with the language in this global.
 */
const wanted: unknown = (globalThis as { QUIZDOM_PRERENDER_LOCALE?: unknown }).QUIZDOM_PRERENDER_LOCALE
export const prerenderLocale = typeof wanted === 'string' && isLocale(wanted) ? wanted : baseLocale
overwriteGetLocale(() => prerenderLocale)
