/**
 * Paraglide's compiler settings, read by vite.config.ts (builds and the dev server) and by
 * scripts/i18n.ts (`npm run i18n`, after every install and before the checks), so both compile the
 * catalogs in messages/ the same way into src/shared/paraglide (generated, not in git).
 *
 * The language is found in this order: the cookie the language switch sets (the server reads it
 * too), the browser's languages (Accept-Language on the server), English.
 */
/**
 * The expression Paraglide's messages read their language from first: Paraglide's own for a build
 * per language (its per-locale build plugin defines the same global), so its compiled messages use
 * it inline and the bundler can fold it.
 */
const STATIC_LOCALE_EXPRESSION = '/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__'

/** What a client build defines to fix its language: the same global, as Vite's `define` spells it. */
export const STATIC_LOCALE_DEFINE = 'globalThis.__PARAGLIDE_STATIC_LOCALE__'

export const PARAGLIDE = {
  project: './project.inlang',
  outdir: './src/shared/paraglide',
  strategy: ['cookie', 'preferredLanguage', 'baseLocale'],
  // One shape of output for every compile: the Vite plugin's default differs by NODE_ENV (one module
  // per locale outside production), so a dev server started by a test would rewrite the folder
  // in the other shape while another process imports from it.
  outputStructure: 'message-modules',
  emitTsDeclarations: true,
  // Each client build carries one language (vite.config.ts defines this global as its locale, and
  // the bundler drops every other language's strings); on the server it is undefined, and each
  // message reads the request's language.
  experimentalStaticLocale: STATIC_LOCALE_EXPRESSION,
  emitReadme: false,
} as const
