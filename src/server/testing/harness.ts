import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { createApp } from '#server/app'
import { accountDeps, accountMailWriters } from '#server/auth/account-service'
import { createGoogleVerifier, type GoogleVerifier } from '#server/identity/google'
import { type AiClient, createAiClient } from '#server/ai/client'
import { type AppDeps, createRequestContext, type RequestContext } from '#server/context'
import { type DatabaseHandle, openDatabase } from '#server/db/index'
import { createDatabaseListener } from '#server/db/listener'
import { GAME_EVENTS_CHANNEL } from '#server/live/events'
import { parseEnv } from '#server/env'
import { createRateLimiterFor } from '#server/http/rate-limit'
import { createLogger } from '#server/logger'
import { createMailDelivery } from '#server/mail/delivery'
import { createGateway } from '#server/gateway/index'
import { createMailer } from '#server/mail/outbox'
import { checkLedger } from '#server/wallet/ledger-check'
import { appRouter } from '#server/trpc/router'
import { createCallerFactory } from '#server/trpc/init'
import { checkContract } from './contract'
import { pgRunPrefix, pgTemplateDb, testDatabaseUrl, withDatabase } from './template'

export const TEST_ORIGIN = 'http://localhost:3000'

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a Postgres copy of the template
 * (then `url` names it, for server processes a test starts on it).
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const url = testDatabaseUrl()
  if (url) {
    const runId = inject('pgRunId')
    const name = `${pgRunPrefix(runId)}${randomUUID().replaceAll('-', '').slice(0, 12)}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${name} template ${pgTemplateDb(runId)}`)
    await admin.end()
    const handle = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 20 })
    return {
      ...handle,
      url: withDatabase(url, name),
      close: async () => {
        await handle.close()
        const cleanup = new pg.Client({ connectionString: url })
        await cleanup.connect()
        await cleanup.query(`drop database if exists ${name} with (force)`)
        await cleanup.end()
      },
    }
  }
  const dump = readFileSync(inject('pgliteTemplatePath'))
  return openDatabase({ kind: 'pglite-memory', loadDataDir: new Blob([dump]) })
}

/**
 * A migrated PGlite in a directory on disk, as a server keeps DATA_DIR: an empty directory starts
 * from the run's template dump (a third of the time initdb and the migrations take); one that holds
 * a database opens it.
 */
export function openPgliteDirectory(dataDir: string): Promise<DatabaseHandle> {
  const loadDataDir = new Blob([readFileSync(inject('pgliteTemplatePath'))])
  return openDatabase({ kind: 'pglite', dataDir, loadDataDir })
}

export interface HarnessOptions {
  env?: Record<string, string>
  /** The database to serve (a PGlite directory, say); by default a fresh one of its own. */
  database?: DatabaseHandle
  google?: GoogleVerifier
  ai?: AiClient | null
}

export type TestHarness = Awaited<ReturnType<typeof createHarness>>

/** The app over a real database, for createCaller and app.request() tests. */
export async function createHarness(options: HarnessOptions = {}) {
  const database = options.database ?? (await openTestDatabase())
  const env = parseEnv({
    NODE_ENV: 'test',
    APP_ORIGIN: TEST_ORIGIN,
    RATE_LIMITS: 'off',
    // Tests send requests all at once on purpose: admission control has its own tests.
    ADMISSION_LIMIT: '0',
    LOG_LEVEL: 'silent',
    ...options.env,
  })
  // With SMTP_URL set, mail goes through the outbox to that server when a test drains it.
  // Nothing wakes the sender: a test drains it when it wants the mail sent.
  const mailer = createMailer({ isEnabled: env.mail !== null, logger: createLogger(env.logLevel) })
  const writers = accountMailWriters(accountDeps({ mailer, env }))
  const mail = env.mail
    ? createMailDelivery(database.db, { ...env, mail: env.mail }, createLogger(env.logLevel), { writers })
    : null
  // Not waited for: a subscriber reads what it missed once the listener listens (and a test of a
  // database out of reach has it trying again in the background).
  const listener = createDatabaseListener(database, [GAME_EVENTS_CHANNEL])
  const deps: AppDeps = {
    mailer,
    db: database.db,
    driver: database.driver,
    env,
    logger: createLogger(env.logLevel),
    // Counted where the server would count them: in Postgres's table, or in memory beside PGlite.
    limiter: await createRateLimiterFor(env.rateLimits, database.pgPool),
    google: options.google ?? createGoogleVerifier(),
    ai: options.ai === undefined ? createAiClient(env.ai) : options.ai,
    gateway: createGateway(env.razorpay),
    listener,
  }
  const app = createApp(deps)
  // Every answer the tests see, by app.request or a client, is held to the OpenAPI document.
  const fetchApp = app.fetch
  app.fetch = async (request, ...rest) => {
    const response = await fetchApp(request, ...rest)
    await checkContract(request, response)
    return response
  }
  const createCaller = createCallerFactory(appRouter)

  /** A tRPC caller acting as a browser with its own cookie. */
  function caller(initialToken?: string) {
    let token = initialToken
    const ctx: RequestContext = createRequestContext(deps, {
      requestId: randomUUID(),
      ip: '127.0.0.1',
      cookies: {
        read: () => token,
        write: (value) => {
          token = value
        },
        clear: () => {
          token = undefined
        },
      },
    })
    const trpc = createCaller(ctx)
    const readToken = () => token
    // A caller is a proxy that reads every property as a procedure path (Object.assign would only
    // add a procedure call named "token"), so the token reader is layered on top of it.
    return new Proxy(trpc, {
      get: (target, key, receiver) => (key === 'token' ? readToken : Reflect.get(target, key, receiver)),
    }) as typeof trpc & { token: () => string | undefined }
  }

  /** A REST client that keeps its session cookie, like a browser, and sends our Origin. */
  function client() {
    // Every cookie the server set, by name, as a browser keeps them (the session and the device).
    const jar = new Map<string, string>()
    const cookieHeader = () => (jar.size ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : undefined)
    const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      const response = await app.request(path, {
        method,
        headers: {
          origin: TEST_ORIGIN,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(jar.size ? { cookie: cookieHeader()! } : {}),
          ...headers,
        },
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      })
      return readAnswer(response, jar)
    }
    return {
      get: (path: string, headers?: Record<string, string>) => send('GET', path, undefined, headers),
      post: (path: string, body?: unknown, headers?: Record<string, string>) => send('POST', path, body ?? {}, headers),
      put: (path: string, body?: unknown, headers?: Record<string, string>) => send('PUT', path, body ?? {}, headers),
      delete: (path: string, headers?: Record<string, string>) => send('DELETE', path, undefined, headers),
      cookie: cookieHeader,
      cookieValue: (name: string) => jar.get(name),
      /** Takes a cookie header as a browser would hold it (another client's, or none). */
      setCookies: (header: string | undefined) => {
        jar.clear()
        for (const pair of header?.split('; ') ?? []) {
          const [name, value] = pair.split('=')
          if (name && value) jar.set(name, value)
        }
      },
    }
  }

  /** Every suite ends with the ledger check: a breach fails the suite. */
  async function close() {
    try {
      const breaches = await checkLedger(database.db)
      if (breaches.length) throw new Error(`Ledger check failed after the suite:\n${breaches.join('\n')}`)
    } finally {
      await mail?.stop()
      await listener.close()
      await database.close()
    }
  }

  /** Sends what the outbox holds now (to SMTP_URL's server); resolves with how many were sent. */
  const drainMail = () => {
    if (!mail) throw new Error('drainMail needs SMTP_URL in the harness env')
    return mail.sender.drain()
  }

  return { db: database.db, driver: database.driver, deps, env, app, caller, client, close, drainMail }
}

let counter = 0
/** A unique, valid signup payload. */
export function newUser(overrides: Partial<{ username: string; email: string; password: string }> = {}) {
  counter++
  const tag = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`
  return {
    username: `user_${tag}`,
    email: `user_${tag}@example.com`,
    password: 'Str0ng!pass',
    ...overrides,
  }
}

/**
 * Reads an answer as a browser does: the cookies it sets into `jar` (an empty value deletes one),
 * its body as text and, where the text parses, as JSON.
 */
export async function readAnswer(response: Response, jar: Map<string, string>) {
  for (const setCookie of response.headers.getSetCookie()) {
    const [pair] = setCookie.split(';')
    const [name, value] = (pair ?? '').split('=')
    if (!name) continue
    if (value) jar.set(name, value)
    else jar.delete(name)
  }
  const text = await response.text()
  let json: any
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    json = undefined
  }
  return { status: response.status, headers: response.headers, json, text }
}
