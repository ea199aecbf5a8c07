import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { html } from 'hono/html'
import { API_DOCS_TEXTS } from '#shared/api-docs-texts'
import { type AppBindings, fail } from '#server/http/rest'
import { m } from '#shared/i18n'

/**
 * Swagger UI's files, served from its package in node_modules (no CDN): only these, by name, so no
 * path reaches anything else on disk.
 */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
}

/**
 * Our own start-up script, a file rather than an inline script: the Content-Security-Policy allows
 * scripts from this origin only. No validator badge: it would call a server elsewhere.
 */
const INITIALIZER = `window.ui = SwaggerUIBundle({
  url: '/api/v1/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  withCredentials: true,
})
`

let packageDir: string | undefined
function swaggerUiDir(): string {
  // Resolved on first use: the bundled server finds the package in node_modules at run time.
  packageDir ??= dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
  return packageDir
}

const page = () =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${API_DOCS_TEXTS.pageTitle}</title>
        <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
        <link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png" />
      </head>
      <body>
        <noscript>${API_DOCS_TEXTS.noScript}</noscript>
        <div id="swagger-ui"></div>
        <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
        <script src="/api/docs/init.js"></script>
      </body>
    </html>`

/** `/api/docs`: the interactive documentation of /api/v1/openapi.json. */
export const apiDocsRest = new Hono<AppBindings>()
  .get('/', (c) => c.html(page()))
  .get('/init.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8')
    return c.body(INITIALIZER)
  })
  .get('/assets/:file', compress(), async (c) => {
    const name = c.req.param('file')
    const type = ASSETS[name]
    if (!type) return fail(c, 404, m.server_not_found())
    c.header('Content-Type', type)
    // The package's version is fixed by the lockfile; a day is long enough and short enough.
    c.header('Cache-Control', 'public, max-age=86400')
    return c.body(new Uint8Array(await readFile(join(swaggerUiDir(), name))))
  })
