import {
  APP_ICONS,
  APPLE_TOUCH_ICON,
  BRAND_COLOR,
  defaultDescription,
  type PageMeta,
  PREVIEW_IMAGE,
  publicPages,
} from '#shared/page-meta'
import type { Locale } from '#shared/i18n'
import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig, slotValues } from '#shared/public-config'
import { PAGE_DATA_ID } from '#shared/prerendered-pages'
import { documentTitle, PRODUCT_NAME } from '#shared/shell-texts'

/**
 * The HTML the server sends for a page: the built client's index.html with the page's own title,
 * description and link-preview tags (Open Graph, and Twitter's cards, which WhatsApp, Telegram and
 * LinkedIn also read) written into its head. Crawlers that build previews run no JavaScript, and a
 * browser shows the right title before the scripts arrive.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const TITLE = /<title>[^<]*<\/title>/
const DESCRIPTION = /<meta name="description" content="[^"]*" \/>/

export function withPageHead(indexHtml: string, meta: PageMeta, url: string, origin: string): string {
  const title = escapeHtml(meta.tabTitle ?? documentTitle(meta.title))
  const description = escapeHtml(meta.description)
  const image = `${origin}${meta.image?.path ?? PREVIEW_IMAGE.path}`
  const imageAlt = meta.image?.alt ?? PREVIEW_IMAGE.alt
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}" />`
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    property('og:type', 'website'),
    property('og:site_name', PRODUCT_NAME),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', url),
    property('og:image', image),
    property('og:image:width', String(PREVIEW_IMAGE.width)),
    property('og:image:height', String(PREVIEW_IMAGE.height)),
    property('og:image:alt', imageAlt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', image),
  ]
  if (!TITLE.test(indexHtml) || !DESCRIPTION.test(indexHtml)) {
    throw new Error('index.html has no <title> or description meta to replace')
  }
  return indexHtml
    .replace(TITLE, `<title>${title}</title>`)
    .replace(DESCRIPTION, `<meta name="description" content="${description}" />`)
    .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`)
}

/**
 * Any other page: the product's name and description until the page's script names it; and on
 * every page, what makes the app installable (the manifest, the colour of the phone's bar, the
 * iOS home-screen icon).
 */
export function defaultPageHtml(indexHtml: string, locale: Locale): string {
  if (!TITLE.test(indexHtml) || !DESCRIPTION.test(indexHtml)) {
    throw new Error('index.html has no <title> or description meta to replace')
  }
  const installable = [
    '<link rel="manifest" href="/manifest.webmanifest" />',
    `<meta name="theme-color" content="${BRAND_COLOR}" />`,
    `<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON.src}" />`,
  ]
  return indexHtml
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
    .replace(TITLE, `<title>${escapeHtml(PRODUCT_NAME)}</title>`)
    .replace(DESCRIPTION, `<meta name="description" content="${escapeHtml(defaultDescription())}" />`)
    .replace('</head>', `    ${installable.join('\n    ')}\n  </head>`)
}

/**
 * The public settings written into a page, for the app to read without asking
 * (src/client/components/grievance-officer.tsx): JSON in a script element the browser never runs
 * (no Content Security Policy stands in its way), with every `<` escaped so no value can end it.
 */
export function withPublicConfig(pageHtml: string, config: PublicConfig): string {
  return pageHtml.replace('</head>', () => `    ${jsonElement(PUBLIC_CONFIG_ELEMENT_ID, config)}\n  </head>`)
}

/** Data for the page's script as an element it reads, not runs, with every `<` escaped so no value can end it. */
const jsonElement = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`

/**
 * A page drawn with its data (the quiz list's first page, src/client/prerender.tsx) and that data
 * beside it, for the browser's first render to draw the same (src/client/lib/hydration.ts).
 */
export function withPageData(pageHtml: string, data: unknown): string {
  return pageHtml.replace('</body>', () => `  ${jsonElement(PAGE_DATA_ID, data)}\n  </body>`)
}

/**
 * A page in a language written in an Indian script, with its font asked for with the page
 * (`href`, the built file): otherwise the browser finds it needs the font only once it lays the
 * text out, draws it in another font first, and the words move when the font arrives.
 */
export function withFontPreload(pageHtml: string, href: string): string {
  const link = `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin />`
  return pageHtml.replace('</head>', () => `    ${link}\n  </head>`)
}

/**
 * The page with its route's chunks announced in its head (the build's list for a prerendered page):
 * the browser fetches them beside the entry, and the page is taken over one trip sooner.
 */
export function withModulePreloads(pageHtml: string, files: readonly string[]): string {
  if (files.length === 0) return pageHtml
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`)
  return pageHtml.replace('</head>', () => `    ${links.join('\n    ')}\n  </head>`)
}

/** A body prerendered at build with the settings' values written into their slots, escaped as HTML. */
export function withPublicConfigValues(body: string, config: PublicConfig): string {
  let filled = body
  for (const [slot, value] of Object.entries(slotValues(config))) filled = filled.replaceAll(slot, escapeHtml(value))
  return filled
}

const EMPTY_ROOT = '<div id="root"></div>'

/**
 * A page with its body prerendered at build (src/client/prerender.tsx) inside the root element, for
 * its words to paint before the scripts arrive; the client then hydrates it (decision 030). The root
 * names the page's path: the service worker's offline copy of `/` is opened at other paths too, and
 * the client hydrates only the page it is on.
 */
export function withPrerenderedBody(pageHtml: string, path: string, body: string): string {
  if (!pageHtml.includes(EMPTY_ROOT)) throw new Error('index.html has no empty <div id="root"></div>')
  return pageHtml.replace(EMPTY_ROOT, () => `<div id="root" data-prerendered="${escapeHtml(path)}">${body}</div>`)
}

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g

/**
 * The page with its stylesheets written into it: a prerendered page then paints as soon as its HTML
 * has arrived, without a second trip over a slow network first (decision 030). `readAsset` gives a
 * built file's text, or undefined to keep its link.
 */
export function withInlineStyles(pageHtml: string, readAsset: (path: string) => string | undefined): string {
  return pageHtml.replace(STYLESHEET, (link, path: string) => {
    const css = readAsset(path)
    return css === undefined || /<\/style/i.test(css) ? link : `<style>${css}</style>`
  })
}

/** The web app manifest: what a phone needs to install the app on its home screen. */
export function webManifest() {
  return {
    name: PRODUCT_NAME,
    short_name: PRODUCT_NAME,
    description: defaultDescription(),
    lang: 'en-IN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: BRAND_COLOR,
    categories: ['education'],
    icons: APP_ICONS.map(({ src, size, purpose }) => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose })),
  }
}

/** The public pages' HTML, made once at start: path → HTML. */
export function publicPagesHtml(indexHtml: string, origin: string): Map<string, string> {
  return new Map(
    publicPages().map((page) => [page.path, withPageHead(indexHtml, page, `${origin}${page.path}`, origin)]),
  )
}

/** What crawlers may read: the public pages and the quizzes, not the signed-in screens or the API. */
export function robotsTxt(origin: string): string {
  const closed = ['/api/', '/trpc/', '/admin', '/wallet', '/profile', '/my-quizzes', '/create-quiz']
  return [
    'User-agent: *',
    'Allow: /',
    ...closed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

/** sitemaps.org's XML: the public pages, then each approved quiz's page with when it last changed. */
export function sitemapXml(origin: string, quizzes: Array<{ id: string; updatedAt: Date }>): string {
  const entry = (path: string, lastModified?: Date) =>
    `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}</url>`
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicPages().map((page) => entry(page.path)),
    ...quizzes.map((quiz) => entry(`/quiz/${quiz.id}`, quiz.updatedAt)),
    '</urlset>',
    '',
  ].join('\n')
}
