/**
 * Paraglide's compiler settings, read by vite.config.ts (builds and the dev server) and by
 * scripts/i18n.ts (`npm run i18n`, after every install and before the checks), so both compile the
 * catalogs in messages/ the same way into src/shared/paraglide (generated, not in git).
 *
 * The language is found in this order: the cookie the language switch sets (the server reads it
 * too), the browser's languages (Accept-Language on the server), English.
 */
export const PARAGLIDE = {
  project: './project.inlang',
  outdir: './src/shared/paraglide',
  strategy: ['cookie', 'preferredLanguage', 'baseLocale'],
  // One shape of output for every compile: the Vite plugin's default differs by NODE_ENV (one module
  // per locale outside production), so a dev server started by a test would rewrite the folder
  // in the other shape while another process imports from it.
  outputStructure: 'message-modules',
  emitTsDeclarations: true,
  emitReadme: false,
} as const
