import { existsSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { getConnInfo } from '@hono/node-server/conninfo'
import { serveStatic } from '@hono/node-server/serve-static'
import { fetchRequestHandler } from '@trpc/server/adapters/fetch'
import { Hono, type MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { parse as parseCookies, serialize as serializeCookie } from 'hono/utils/cookie'
import { HTTPException } from 'hono/http-exception'
import { sql } from 'kysely'
import { requestId } from 'hono/request-id'
import { secureHeaders } from 'hono/secure-headers'
import { MAX_TRPC_BATCH } from '#shared/constants'
import { SERVER } from '#shared/messages'
import { usersRest } from './auth/rest'
import { adminContactRest, contactRest } from './contact/rest'
import { notificationsRest } from './notifications/rest'
import { adminQuizzesRest, quizzesRest } from './quizzes/rest'
import { attemptsRest } from './attempts/rest'
import { adminAdjustmentsRest, adminTransactionsRest, walletRest } from './wallet/rest'
import { adminRest } from './admin/rest'
import { type AppDeps, type CookieJar, createRequestContext } from './context'
import { AppError } from './errors'
import { limitBody } from './http/body-limit'
import { type AppBindings, type AppContext, fail } from './http/rest'
import { appRouter } from './trpc/router'

export const MAX_BODY_BYTES = 1024 * 1024

export interface AppOptions {
  /** The built client (dist/client); absent in tests and in development, where Vite serves it. */
  clientDir?: string
  /** Development: Vite's inline preamble needs a looser Content Security Policy. */
  isDevServer?: boolean
}

const GOOGLE_GSI = 'https://accounts.google.com/gsi/'

function sessionCookieName(isHttps: boolean) {
  // __Host- binds the cookie to this exact origin; browsers only accept it over HTTPS.
  return isHttps ? '__Host-session' : 'session'
}

function deviceCookieName(isHttps: boolean) {
  return isHttps ? '__Host-device' : 'device'
}

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
    const fetchSite = c.req.header('sec-fetch-site')
    const origin = c.req.header('origin')
    if (fetchSite === 'same-origin' || origin === appOrigin) return next()
    return fail(c, 403, SERVER.csrfRefused)
  }
}

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const { env, logger } = deps
  const app = new Hono<AppBindings>()

  app.use(requestId({ headerName: 'X-Request-Id' }))

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
            formAction: ["'self'"],
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

  for (const prefix of ['/trpc/*', '/api/*']) {
    app.use(
      prefix,
      limitBody<AppBindings>(MAX_BODY_BYTES, (c) => fail(c, 413, SERVER.bodyTooLarge)),
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
        c.res.headers.set('Cache-Control', 'no-store')
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

  const api = new Hono<AppBindings>()
    .get('/health', async (c) => {
      await sql`select 1`.execute(deps.db)
      return c.json({ success: true, data: { status: 'ok' } })
    })
    .route('/users', usersRest)
    .route('/contact', contactRest)
    .route('/quizzes', attemptsRest)
    .route('/quizzes', quizzesRest)
    .route('/admin/quizzes', adminQuizzesRest)
    .route('/wallet', walletRest)
    .route('/notifications', notificationsRest)
    .route('/admin/transactions', adminTransactionsRest)
    .route('/admin/adjustments', adminAdjustmentsRest)
    .route('/admin/contact-messages', adminContactRest)
    .route('/admin', adminRest)
  app.route('/api/v1', api)
  app.all('/api/*', (c) => fail(c, 404, SERVER.notFound))

  if (options.clientDir) mountClient(app, options.clientDir)

  app.onError((error, c) => {
    if (error instanceof AppError) {
      const retryAfter = error.details?.retryAfterSeconds
      if (typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter))
      return fail(c, error.httpStatus, error.message)
    }
    if (error instanceof HTTPException) {
      return fail(c, error.status as 400, error.message || SERVER.internal)
    }
    logger.error('unhandled error', { reqId: c.var.requestId, path: c.req.path, error })
    return fail(c, 500, SERVER.internal, { requestId: c.var.requestId })
  })

  return app
}

/** The built client: hashed assets cached for a year, and every other GET falls back to index.html. */
function mountClient(app: Hono<AppBindings>, clientDir: string) {
  const root = relative(process.cwd(), resolve(clientDir)) || '.'
  const indexPath = join(clientDir, 'index.html')
  if (!existsSync(indexPath)) throw new Error(`The client is not built: ${indexPath} is missing. Run npm run build.`)
  const indexHtml = readFileSync(indexPath, 'utf8')

  app.use('*', async (c, next) => {
    await next()
    if (c.res.status !== 200 || c.res.headers.has('Cache-Control')) return
    // Hashed assets never change; everything else (index.html, favicon) is revalidated.
    const isHashedAsset = c.req.path.startsWith('/assets/')
    c.res.headers.set('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache')
  })
  // A source map is the whole source: never served, whatever a build left in the directory.
  app.get('*', async (c, next) => (c.req.path.endsWith('.map') ? c.text('Not found', 404) : next()))
  // Scripts and styles go out compressed (gzip or deflate, as the browser accepts): a third of the bytes.
  app.use('/assets/*', compress())
  app.use('*', serveStatic({ root }))
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache')
    return c.html(indexHtml)
  })
}
