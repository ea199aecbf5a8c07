import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { getConnInfo } from '@hono/node-server/conninfo'
import { serveStatic } from '@hono/node-server/serve-static'
import { fetchRequestHandler } from '@trpc/server/adapters/fetch'
import { Hono, type MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { parse as parseCookies, serialize as serializeCookie } from 'hono/utils/cookie'
import { HTTPException } from 'hono/http-exception'
import { requestId } from 'hono/request-id'
import { secureHeaders } from 'hono/secure-headers'
import { MAX_TRPC_BATCH } from '#shared/constants'
import { API_ROUTES } from '#server/api'
import { apiDocsRest } from '#server/api-docs'
import { type AppDeps, type CookieJar, createRequestContext } from '#server/context'
import { AppError, databaseUnavailableError } from '#server/errors'
import { deviceCookieName, sessionCookieName } from '#server/http/cookie-names'
import { limitBody } from '#server/http/body-limit'
import { UPLOAD_BODY_MAX } from '#server/images/schemas'
import { IMAGE_LIMITS, IMAGES_PATH } from '#shared/question-images'
import { IdSchema } from '#server/http/ids'
import { PROBE_PATHS } from '#server/http/probe-paths'
import { mountRoutes } from '#server/http/route'
import { inLocale, localeOf } from '#server/locale'
import { baseLocale, getLocale, type Locale, locales, m } from '#shared/i18n'
import {
  defaultPageHtml,
  publicPagesHtml,
  robotsTxt,
  sitemapXml,
  webManifest,
  withPageHead,
  withInlineStyles,
  withModulePreloads,
  withPageData,
  withPrerenderedBody,
  withFontPreload,
  withPublicConfig,
  withPublicConfigValues,
} from '#server/http/page-head'
import { publicConfig } from '#server/env'
import { findPublicQuiz, listPublicQuizzes, listSitemapQuizzes } from '#server/quizzes/service'
import { PublicListSchema } from '#server/quizzes/schemas'
import { QUIZ_LIST_PAGE_SIZE } from '#shared/quiz'
import { quizPageMeta } from '#shared/page-meta'
import { mountPreviews } from '#server/shares/previews'
import { quizCardFacts, quizCardUrl, resultCardWords, sharedResult } from '#server/shares/service'
import { PREVIEWS_PATH, resultCardPath, scoredLine, SHARE_ID_PATTERN } from '#shared/shares'
import { istDate } from '#shared/certificates'
import {
  LOCALE_CLIENTS_DIR,
  PAGE_RENDERER_FILE,
  PRERENDERED_MODULES_FILE,
  PRERENDERED_PATHS,
  prerenderedFile,
} from '#shared/prerendered-pages'
import { type AppBindings, type AppContext, fail } from '#server/http/rest'
import { appRouter } from '#server/trpc/router'
import { createAdmission } from '#server/http/admission'
import { enableMetrics, hasMetricsToken, METRICS_CONTENT_TYPE, registry, requestMetrics } from '#server/metrics'
import { outboxDepth } from '#server/mail/outbox'
import { notifyDeps } from '#server/notifications/service'
import { verifyCheckout } from '#server/wallet/gateway-service'
import { CHECKOUT_RETURN_PATH, RAZORPAY_WEBHOOK_PATH } from '#server/wallet/schemas'

export const MAX_BODY_BYTES = 1024 * 1024

const GATEWAY_POSTS = new Set([RAZORPAY_WEBHOOK_PATH, CHECKOUT_RETURN_PATH])

export interface AppOptions {
  /** The built client (dist/client); absent in tests and in development, where Vite serves it. */
  clientDir?: string
  /** Development: Vite's inline preamble needs a looser Content Security Policy. */
  isDevServer?: boolean
}

const GOOGLE_GSI = 'https://accounts.google.com/gsi/'

/**
 * One cookie of one request. Its Set-Cookie is added to whatever response the handler returns, a
 * REST reply or tRPC's own Response alike. Reads see this request's own writes, and the last write
 * wins: a renewal followed by a logout sends only the clearing.
 */
function cookieJar(cookieHeader: string | undefined, name: string, isHttps: boolean) {
  let value = cookieHeader ? parseCookies(cookieHeader, name)[name] : undefined
  let pending: string | undefined
  const options = { httpOnly: true, sameSite: 'Lax', path: '/', secure: isHttps } as const
  const jar: CookieJar = {
    read: () => value,
    write: (next, expiresAt) => {
      value = next
      pending = serializeCookie(name, next, { ...options, expires: expiresAt })
    },
    clear: () => {
      value = undefined
      pending = serializeCookie(name, '', { ...options, maxAge: 0, expires: new Date(0) })
    },
  }
  return { jar, pending: () => pending }
}

function clientIp(c: AppContext, trustProxy: boolean): string {
  if (trustProxy) {
    // The rightmost entry is the one our own proxy added; anything left of it the client can forge.
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'local'
  }
}

/**
 * CSRF: anything but GET/HEAD/OPTIONS must come from our own origin, shown by
 * `Sec-Fetch-Site: same-origin` or an `Origin` equal to APP_ORIGIN. Neither: 403. A browser sends
 * one or the other with every request it makes, so a page on another site cannot make a signed-in
 * user's browser change anything here, whatever the body's content type.
 */
function csrfGuard(appOrigin: string): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const method = c.req.method
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next()
    // Posted by the payment gateway, not by a page: each proves itself by the gateway's signature,
    // and neither acts for whoever's browser sent it.
    if (GATEWAY_POSTS.has(c.req.path)) return next()
    const fetchSite = c.req.header('sec-fetch-site')
    const origin = c.req.header('origin')
    if (fetchSite === 'same-origin' || origin === appOrigin) return next()
    return fail(c, 403, m.server_csrf_refused())
  }
}

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const { env, logger } = deps
  const app = new Hono<AppBindings>()
  const admission = createAdmission(env.admission)

  app.use(requestId({ headerName: 'X-Request-Id' }))
  if (env.metricsToken) {
    enableMetrics({
      pool: deps.poolStats,
      admission: admission.stats,
      outboxDepth: () => outboxDepth(deps.db),
    })
    app.use(requestMetrics(new Set(Object.keys(appRouter._def.procedures))))
  }
  // Every message read while serving a request speaks its language (locale.ts).
  app.use((c, next) => inLocale(localeOf(c.req.raw), next))

  app.use(async (c, next) => {
    const started = performance.now()
    await next()
    // Set again after the handler: a handler's own Response (tRPC's) drops headers set before it.
    c.res.headers.set('X-Request-Id', c.var.requestId)
    const path = c.req.path
    if (path.startsWith('/assets/')) return
    logger.info('request', {
      reqId: c.var.requestId,
      method: c.req.method,
      path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    })
  })

  // The link-preview cards are for other sites to show (decision 051): registered before the secure
  // headers so their answer's resource policy, written after it, stands.
  app.use(`${PREVIEWS_PATH}/*`, async (c, next) => {
    await next()
    c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin')
  })
  app.use(
    secureHeaders({
      contentSecurityPolicy: options.isDevServer
        ? undefined
        : {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", `${GOOGLE_GSI}client`],
            styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE_GSI}style`],
            frameSrc: [GOOGLE_GSI],
            connectSrc: ["'self'", GOOGLE_GSI],
            imgSrc: ["'self'", 'data:', 'https:'],
            fontSrc: ["'self'", 'data:'],
            objectSrc: ["'none'"],
            baseUri: ["'none'"],
            // The payment gateway's hosted checkout is a form posted to it.
            formAction: ["'self'", ...(deps.gateway ? [new URL(deps.gateway.checkoutUrl).origin] : [])],
            frameAncestors: ["'none'"],
          },
      strictTransportSecurity: env.isHttps ? 'max-age=31536000; includeSubDomains' : false,
      referrerPolicy: 'strict-origin-when-cross-origin',
      // Google's sign-in popup talks back to this window.
      crossOriginOpenerPolicy: 'same-origin-allow-popups',
      crossOriginEmbedderPolicy: false,
      xFrameOptions: 'DENY',
    }),
  )

  app.use(csrfGuard(env.appOrigin))

  // Prometheus's scrape, with its bearer token; without METRICS_TOKEN there is nothing here (404,
  // also with the client mounted, whose fallback would otherwise answer with the app's page).
  app.get('/metrics', async (c) => {
    const token = env.metricsToken
    if (!token) return c.text('Not found', 404)
    if (!hasMetricsToken(c.req.header('authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer')
      return c.text(m.ops_texts_metrics_unauthorized(), 401)
    }
    c.header('Content-Type', METRICS_CONTENT_TYPE)
    c.header('Cache-Control', 'no-store')
    return c.body(await registry.metrics())
  })

  const apiBodyLimit = limitBody<AppBindings>(MAX_BODY_BYTES, (c) => fail(c, 413, m.server_body_too_large()))
  const uploadBodyLimit = limitBody<AppBindings>(UPLOAD_BODY_MAX, (c) =>
    fail(c, 413, m.image_texts_too_large({ max: IMAGE_LIMITS.maxBytes / (1024 * 1024) })),
  )
  for (const prefix of ['/trpc/*', '/api/*']) {
    app.use(
      prefix,
      // Before anything reads the body or the session: a shed request costs next to nothing. The
      // probes are never shed: a load balancer must see a busy instance as alive and ready.
      (c, next) => (PROBE_PATHS.has(c.req.path) ? next() : admission.middleware(c, next)),
      // A picture's upload takes up to its own limit; every other call, MAX_BODY_BYTES.
      (c, next) => (c.req.path === IMAGES_PATH ? uploadBodyLimit : apiBodyLimit)(c, next),
      async (c, next) => {
        const cookieHeader = c.req.header('cookie')
        const session = cookieJar(cookieHeader, sessionCookieName(env.isHttps), env.isHttps)
        const device = cookieJar(cookieHeader, deviceCookieName(env.isHttps), env.isHttps)
        c.set(
          'ctx',
          createRequestContext(deps, {
            requestId: c.var.requestId,
            ip: clientIp(c, env.trustProxy),
            userAgent: c.req.header('user-agent') ?? null,
            cookies: session.jar,
            deviceCookies: device.jar,
          }),
        )
        await next()
        for (const setCookie of [session.pending(), device.pending()]) {
          if (setCookie) c.res.headers.append('Set-Cookie', setCookie)
        }
        // API answers are never kept; the documentation's files say their own.
        if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store')
      },
    )
  }

  app.all('/trpc/*', (c) =>
    fetchRequestHandler({
      endpoint: '/trpc',
      req: c.req.raw,
      router: appRouter,
      // One request, one bounded amount of work: a batch of hundreds of calls would run hundreds of
      // queries for one guest request. Refused with a 400 before any procedure runs.
      maxBatchSize: MAX_TRPC_BATCH,
      createContext: () => c.var.ctx,
      // A rate-limited call says when to come back, as the REST answer does.
      responseMeta: ({ errors }) => {
        const retryAfter = errors
          .map((error) => (error.cause instanceof AppError ? error.cause.details?.retryAfterSeconds : undefined))
          .find((seconds) => typeof seconds === 'number')
        return retryAfter === undefined ? {} : { headers: { 'Retry-After': String(retryAfter) } }
      },
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          logger.error('trpc error', { reqId: c.var.requestId, path, error: error.cause ?? error })
        }
      },
    }),
  )

  // The hosted checkout sends the browser back here with the payment's signed result (no session:
  // the gateway's page posts it cross-site). The signature credits the order's owner; the wallet
  // page then shows the outcome.
  app.use(
    CHECKOUT_RETURN_PATH,
    limitBody<AppBindings>(MAX_BODY_BYTES, (c) => fail(c, 413, m.server_body_too_large())),
  )
  app.post(CHECKOUT_RETURN_PATH, async (c) => {
    const form = await c.req.parseBody()
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '')
    let outcome = 'failed'
    try {
      const credited = await verifyCheckout(
        deps.db,
        notifyDeps(deps),
        deps.gateway,
        {
          orderId: field('razorpay_order_id'),
          paymentId: field('razorpay_payment_id'),
          signature: field('razorpay_signature'),
        },
        null,
      )
      outcome = credited.status
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      logger.warn('checkout return refused', { reqId: c.var.requestId, message: error.message })
    }
    return c.redirect(`/wallet?topup=${outcome}`, 303)
  })

  // Every /api/v1 route, as declared beside its handler (api.ts).
  mountRoutes(app, API_ROUTES)
  app.route('/api/docs', apiDocsRest)
  app.all('/api/*', (c) => fail(c, 404, m.server_not_found()))
  // The link-preview cards of quizzes and shared results (decision 051).
  mountPreviews(app, deps.db)

  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600')
    return c.text(robotsTxt(env.appOrigin))
  })
  app.get('/manifest.webmanifest', (c) => {
    c.header('Content-Type', 'application/manifest+json; charset=utf-8')
    c.header('Cache-Control', 'no-cache')
    return c.body(JSON.stringify(webManifest()))
  })
  app.get('/sitemap.xml', async (c) => {
    const xml = sitemapXml(env.appOrigin, await listSitemapQuizzes(deps.db))
    c.header('Content-Type', 'application/xml; charset=utf-8')
    c.header('Cache-Control', 'public, max-age=3600')
    return c.body(xml)
  })

  if (options.clientDir) mountClient(app, deps, options.clientDir)

  app.onError((error, c) => {
    const unavailable = databaseUnavailableError(error)
    if (unavailable) logger.warn('database unavailable', { reqId: c.var.requestId, path: c.req.path, error })
    const known = unavailable ?? error
    if (known instanceof AppError) {
      const retryAfter = known.details?.retryAfterSeconds
      if (typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter))
      return fail(c, known.httpStatus, known.message)
    }
    if (error instanceof HTTPException) {
      return fail(c, error.status as 400, error.message || m.server_internal())
    }
    logger.error('unhandled error', { reqId: c.var.requestId, path: c.req.path, error })
    return fail(c, 500, m.server_internal(), { requestId: c.var.requestId })
  })

  return app
}

/**
 * The fonts of the scripts the interface is written in (scripts/fonts.ts), by the name the build
 * gives them: src/client/fonts/<name>.woff2 with its hash.
 */
const SCRIPT_FONTS = {
  Devanagari: 'noto-sans-devanagari',
  Bengali: 'noto-sans-bengali',
  Telugu: 'noto-sans-telugu',
  Tamil: 'noto-sans-tamil',
} as const

/**
 * The built font of the script a language is written in, as its own name is (हिन्दी, বাংলা), if the
 * build has one: English has none.
 */
function builtScriptFont(clientDir: string, locale: Locale): string | undefined {
  const name = m.language_name({}, { locale })
  const font = Object.entries(SCRIPT_FONTS).find(([script]) => new RegExp(`\\p{Script=${script}}`, 'u').test(name))?.[1]
  const assets = join(clientDir, 'assets')
  const built = new RegExp(`^${font}-[\\w-]+\\.woff2$`)
  const file = font && existsSync(assets) ? readdirSync(assets).find((entry) => built.test(entry)) : undefined
  return file && `/assets/${file}`
}

/** The build's list of each prerendered page's route chunks (vite.config.ts), or none from an older build. */
function prerenderedRouteModules(json: string | undefined): Record<string, string[]> {
  return json === undefined ? {} : (JSON.parse(json) as Record<string, string[]>)
}

/** The built client's file the browser asks for by one path in every language: each language's own. */
const SERVICE_WORKER_FILE = 'sw.js'

/**
 * A language's client in the build (decision 052): the first language's is the build's root; each
 * other's index.html, service worker and prerendered pages' chunk list are in its own folder, and
 * its scripts in the build's assets/ beside every other's. A language the build has no folder for
 * (a build older than its catalog) gets the first language's.
 */
function localeClientDir(clientDir: string, locale: Locale): string {
  const dir = join(clientDir, LOCALE_CLIENTS_DIR, locale)
  return locale !== baseLocale && existsSync(join(dir, 'index.html')) ? dir : clientDir
}

/** The built client: hashed assets cached for a year, and every other GET falls back to index.html. */
function mountClient(app: Hono<AppBindings>, deps: AppDeps, clientDir: string) {
  const root = relative(process.cwd(), resolve(clientDir)) || '.'
  const indexPath = join(clientDir, 'index.html')
  if (!existsSync(indexPath)) throw new Error(`The client is not built: ${indexPath} is missing. Run npm run build.`)
  const origin = deps.env.appOrigin
  const readAsset = (path: string) => {
    const file = join(clientDir, path)
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined
  }
  /** The same, in a language's own client folder. */
  const readLocaleFile = (locale: Locale, path: string) => {
    const file = join(localeClientDir(clientDir, locale), path)
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined
  }
  /** The files asked for by one path whose content is the language's: its worker and its plain page. */
  const localeFiles = new Map(
    [SERVICE_WORKER_FILE, 'index.html'].map((file) => [
      `/${file}`,
      new Map(locales.map((locale) => [locale, readLocaleFile(locale, file)])),
    ]),
  )
  // Each language's pages, made once at start: the plain page and the public pages with their heads,
  // and those of them prerendered at build with their body too (decision 030).
  // Every page carries the public settings, and a prerendered one their values in its words; a page
  // in a language written in an Indian script asks for its script's font with the page.
  const config = publicConfig(deps.env)
  const pagesByLocale = new Map(
    locales.map((locale) => {
      const builtHtml = readLocaleFile(locale, 'index.html')!
      const routeModules = prerenderedRouteModules(readLocaleFile(locale, PRERENDERED_MODULES_FILE))
      const page = inLocale(locale, () => withPublicConfig(defaultPageHtml(builtHtml, locale), config))
      const font = builtScriptFont(clientDir, locale)
      const plain = font ? withFontPreload(page, font) : page
      const publics = inLocale(locale, () => publicPagesHtml(plain, origin))
      const prerendered = new Map<string, string>()
      /** A public page with a body drawn at build, or at request time (the quiz list with its data). */
      const withBody = (path: string, body: string) => {
        const page = publics.get(path)!
        const html = withPrerenderedBody(withModulePreloads(page, routeModules[path] ?? []), path, body)
        return withInlineStyles(withPublicConfigValues(html, config), readAsset)
      }
      for (const path of PRERENDERED_PATHS) {
        const file = join(clientDir, prerenderedFile(locale, path))
        if (publics.has(path) && existsSync(file)) prerendered.set(path, withBody(path, readFileSync(file, 'utf8')))
      }
      return [locale, { plain, publics, prerendered, withBody }] as const
    }),
  )
  const pages = () => pagesByLocale.get(getLocale())!
  const quizListPage = drawnQuizList(deps, clientDir, (locale, body) =>
    pagesByLocale.get(locale)!.withBody('/quizzes', body),
  )
  /** A quiz's page carries its own preview when the quiz is approved; any other id, the plain page. */
  const quizPage = async (quizId: string) => {
    const quiz = IdSchema.safeParse(quizId).success ? await findPublicQuiz(deps.db, quizId) : null
    const { plain } = pages()
    if (!quiz) return plain
    const image = {
      path: quizCardUrl(quiz),
      alt: m.share_card_quiz_alt({ title: quiz.title, facts: quizCardFacts(quiz).facts }),
    }
    return withPageHead(plain, { ...quizPageMeta(quiz), image }, `${origin}/quiz/${quiz.id}`, origin)
  }
  /** A shared result's page with its card as its preview; an unknown or revoked one, not found. */
  const sharedResultPage = async (shareId: string) => {
    if (!SHARE_ID_PATTERN.test(shareId)) return undefined
    const result = await sharedResult(deps.db, shareId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined
      throw error
    })
    if (!result) return undefined
    const scored = scoredLine({
      name: result.playerName,
      score: result.score,
      total: result.totalScore,
      quiz: result.quizTitle,
    })
    const meta = {
      title: scored,
      description: `${result.quizTitle} · ${istDate(result.submittedAt)}`,
      image: { path: resultCardPath(shareId), alt: resultCardWords(result).scored },
    }
    return withPageHead(pages().plain, meta, `${origin}/result/${shareId}`, origin)
  }

  app.use('*', async (c, next) => {
    await next()
    if (c.res.status !== 200 || c.res.headers.has('Cache-Control')) return
    // Hashed assets never change; everything else (index.html, favicon) is revalidated.
    const isHashedAsset = c.req.path.startsWith('/assets/')
    c.res.headers.set('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache')
  })
  // A source map is the whole source: never served, whatever a build left in the directory.
  // Nor is the build's page renderer, which is the server's.
  app.get('*', async (c, next) =>
    c.req.path.endsWith('.map') || c.req.path.startsWith(`/${dirname(PAGE_RENDERER_FILE)}/`)
      ? c.text('Not found', 404)
      : next(),
  )
  // Pages, scripts and styles go out compressed (gzip or deflate, as the browser accepts): a third of
  // the bytes, and a prerendered page with its styles in it a quarter.
  app.use('*', compress())
  // The service worker, and the plain page it keeps for offline, are the request's language's.
  app.get('*', async (c, next) => {
    const content = localeFiles.get(c.req.path)?.get(getLocale())
    if (content === undefined) return next()
    c.header('Cache-Control', 'no-cache')
    c.header('Vary', 'Cookie, Accept-Language')
    const type = c.req.path.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/html; charset=utf-8'
    return c.body(content, 200, { 'Content-Type': type })
  })
  // The pages with a head of their own go out before the files: '/' is index.html on disk too.
  app.get('*', async (c, next) => {
    const path = c.req.path.length > 1 ? c.req.path.replace(/\/$/, '') : c.req.path
    const quizId = /^\/quiz\/([^/]+)$/.exec(path)?.[1]
    // The quiz list's shell is the list without filters: one in the URL is drawn by the browser.
    // A signed-out visitor's comes with its first page drawn in it; a signed-in one's list says
    // what they bought, and comes after their session.
    const isShell = path !== '/quizzes' || !c.req.url.includes('?')
    const isSignedOut = !c.req.header('Cookie')?.includes(`${sessionCookieName(deps.env.isHttps)}=`)
    const drawnList = isShell && isSignedOut && path === '/quizzes' ? await quizListPage(getLocale()) : undefined
    const shareId = /^\/result\/([^/]+)$/.exec(path)?.[1]
    if (shareId) {
      const page = await sharedResultPage(shareId)
      c.header('Cache-Control', 'no-cache')
      c.header('Vary', 'Cookie, Accept-Language')
      return page ? c.html(page) : c.html(pages().plain, 404)
    }
    const html = quizId
      ? await quizPage(quizId)
      : (drawnList ?? (isShell ? pages().prerendered.get(path) : undefined) ?? pages().publics.get(path))
    if (html === undefined) return next()
    c.header('Cache-Control', 'no-cache')
    c.header('Vary', 'Cookie, Accept-Language')
    return c.html(html)
  })
  app.use('*', serveStatic({ root }))
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache')
    return c.html(pages().plain)
  })
}

interface PageRenderer {
  renderQuizList: (list: unknown) => Promise<string>
}

/**
 * The quiz list's page for a signed-out visitor with its first page of quizzes drawn in it and that
 * page's data beside it (src/client/prerender.tsx draws it, the browser hydrates it): the list paints
 * with the page instead of after the scripts, the session and a request for it. Drawn again only
 * when the list has changed; the shell alone where the build has no renderer or it fails.
 */
function drawnQuizList(deps: AppDeps, clientDir: string, page: (locale: Locale, body: string) => string) {
  const file = join(clientDir, PAGE_RENDERER_FILE)
  const renderers = new Map<Locale, Promise<PageRenderer>>()
  /** One language's module at a time: each reads its language from a global while it loads. */
  let loading: Promise<unknown> = Promise.resolve()
  const rendererIn = (locale: Locale) => {
    let renderer = renderers.get(locale)
    if (!renderer) {
      renderer = loading.then(async () => {
        const global = globalThis as { QUIZDOM_PRERENDER_LOCALE?: string }
        global.QUIZDOM_PRERENDER_LOCALE = locale
        try {
          return (await import(`${pathToFileURL(file).href}?locale=${locale}`)) as PageRenderer
        } finally {
          delete global.QUIZDOM_PRERENDER_LOCALE
        }
      })
      loading = renderer.catch(() => undefined)
      renderers.set(locale, renderer)
    }
    return renderer
  }
  const drawn = new Map<Locale, { json: string; html: string }>()
  const firstPage = PublicListSchema.parse({ limit: QUIZ_LIST_PAGE_SIZE, offset: 0 })
  return async (locale: Locale): Promise<string | undefined> => {
    if (!existsSync(file)) return undefined
    try {
      const list = await listPublicQuizzes(deps.db, firstPage, null)
      const json = JSON.stringify(list)
      const last = drawn.get(locale)
      if (last?.json === json) return last.html
      const html = withPageData(page(locale, await (await rendererIn(locale)).renderQuizList(list)), list)
      drawn.set(locale, { json, html })
      return html
    } catch (error) {
      deps.logger.warn('quiz list drawn without its data', { error })
      return undefined
    }
  }
}
