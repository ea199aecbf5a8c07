/**
 * The pages prerendered at build, in every language (src/client/prerender.tsx), as a signed-out
 * visitor sees them: the server sends their HTML, so their words paint before any script runs.
 * The quiz list is its frame, with its list loading. The service worker keeps a copy of each one
 * visited, for offline (vite.config.ts gives it this list). No imports: the build reads it too.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/quizzes',
  '/about-us',
  '/contact-us',
  '/privacy-policy',
  '/terms-and-conditions',
] as const

/** Where the build writes a prerendered page, inside the built client: prerendered/<locale>/<name>.html. */
export const prerenderedFile = (locale: string, path: string) =>
  `prerendered/${locale}/${prerenderedRouteFile(path)}.html`

/**
 * Where the build lists, for each prerendered page, the chunks its route needs beyond the first
 * screen's (its component and loader, and what they import): the server names them in the page's
 * head for the browser to fetch beside the entry (vite.config.ts).
 */
export const PRERENDERED_MODULES_FILE = 'prerendered/modules.json'

/** The route file of a prerendered page, as src/client/routes names it: '/' is index, '/about-us' about-us. */
export const prerenderedRouteFile = (path: string) => (path === '/' ? 'index' : path.slice(1))

/**
 * The build's module that draws a public page with its data at request time (the quiz list, whose
 * frame alone is made at build): the prerender, kept inside the built client with its dependencies
 * in it, so that it runs from wherever the build is. Never served (src/server/app.ts).
 */
export const PAGE_RENDERER_FILE = 'render/pages.mjs'

/** The element of a page drawn with its data that carries that data as JSON, for the browser to start from. */
export const PAGE_DATA_ID = 'page-data'

/**
 * Where the build puts each language's client but the first's (whose files are the build's own):
 * <LOCALE_CLIENTS_DIR>/<locale>/ holds its index.html, sw.js and PRERENDERED_MODULES_FILE; every
 * language's scripts and styles are in the build's assets/ (vite.config.ts).
 */
export const LOCALE_CLIENTS_DIR = 'locales'
