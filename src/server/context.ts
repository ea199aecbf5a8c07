import type { Env } from '#server/env'
import type { DB, PoolStats } from '#server/db/index'
import type { DatabaseListener } from '#server/db/listener'
import type { Logger } from '#server/logger'
import type { GoogleVerifier } from '#server/identity/google'
import type { AiClient } from '#server/ai/client'
import { type ValidSession, validateSessionToken } from '#server/identity/session'
import type { RateLimiter } from '#server/http/rate-limit'
import type { Mailer } from '#server/mail/outbox'
import type { PaymentGateway } from '#server/gateway/port'

/** What the whole app shares: built once at start (or once per test). */
export interface AppDeps {
  db: DB
  /** Which database serves: what is shared between instances (a Postgres advisory lock) depends on it. */
  driver: 'postgres' | 'pglite'
  env: Env
  logger: Logger
  limiter: RateLimiter
  google: GoogleVerifier
  /** The AI provider, or null when none is configured. */
  ai: AiClient | null
  /** Writes mail to the outbox (or only logs it, with mail off). */
  mailer: Mailer
  /** The payment gateway, or null when none is configured (top-ups are then the manual UPI request). */
  gateway: PaymentGateway | null
  /** This instance's one LISTEN (db/listener.ts): the live games' events reach its subscribers through it. */
  listener: DatabaseListener
  /** Postgres's pool use, for the metrics; absent on PGlite and in tests. */
  poolStats?: (() => PoolStats) | undefined
}

/** How a request's cookie is read and written; Hono's in the server, a plain object in tests. */
export interface CookieJar {
  read(): string | undefined
  write(value: string, expiresAt: Date): void
  clear(): void
}

/** For a caller with no cookie of this kind (a test's tRPC caller): nothing to read, writes dropped. */
const NO_COOKIE: CookieJar = { read: () => undefined, write: () => {}, clear: () => {} }

/**
 * One per request, shared by tRPC procedures and REST adapters alike. The session is looked up
 * at most once per request, and only when something asks for it.
 */
export interface RequestContext extends AppDeps {
  requestId: string
  ip: string
  /** The client's User-Agent header, as sent (null without one): the sessions page names browsers by it. */
  userAgent: string | null
  session(): Promise<ValidSession | null>
  startSession(token: string, expiresAt: Date): void
  endSession(): void
  /** The browser's device cookie (auth/device-cookie.ts): who signed in with it before. */
  deviceCookie: CookieJar
}

export function createRequestContext(
  deps: AppDeps,
  request: { requestId: string; ip: string; userAgent?: string | null; cookies: CookieJar; deviceCookies?: CookieJar },
): RequestContext {
  let lookup: Promise<ValidSession | null> | undefined
  return {
    ...deps,
    requestId: request.requestId,
    ip: request.ip,
    userAgent: request.userAgent ?? null,
    session() {
      lookup ??= (async () => {
        const token = request.cookies.read()
        if (!token) return null
        const session = await validateSessionToken(deps.db, token)
        // The browser's copy follows the database: a renewed session's cookie is sent again with
        // the later expiry (else it would lapse 10 days after sign-in however active the user is),
        // and a dead session's cookie is cleared.
        if (!session) request.cookies.clear()
        else if (session.isRenewed) request.cookies.write(token, session.expiresAt)
        return session
      })()
      return lookup
    },
    startSession(token, expiresAt) {
      request.cookies.write(token, expiresAt)
      lookup = undefined
    },
    endSession() {
      request.cookies.clear()
      lookup = Promise.resolve(null)
    },
    deviceCookie: request.deviceCookies ?? NO_COOKIE,
  }
}
