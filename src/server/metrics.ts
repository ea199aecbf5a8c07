import { timingSafeEqual } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/**
 * Prometheus metrics (issue 26): one registry of our own per process, served at /metrics only
 * when METRICS_TOKEN is set. The counters below cost an increment where they are counted, so the
 * services count whether or not anyone scrapes; the process's own metrics (event-loop lag, heap,
 * CPU) and the request histogram start only when metrics are turned on.
 */
export const registry = new Registry()

export const METRICS_CONTENT_TYPE = registry.contentType

const requestDuration = new Histogram({
  name: 'quizdom_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status, with their duration',
  labelNames: ['method', 'route', 'status'] as const,
  // From a cached page to the 2 s that admission control keeps answers under, and past it.
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
  registers: [registry],
})

const attemptsStarted = new Counter({
  name: 'quizdom_attempts_started_total',
  help: 'Attempts started (a resumed attempt is not counted again)',
  registers: [registry],
})

const attemptsSubmitted = new Counter({
  name: 'quizdom_attempts_submitted_total',
  help: 'Submit calls answered with a result (a repeated submit of the same attempt counts again)',
  registers: [registry],
})

const moneyMovements = new Counter({
  name: 'quizdom_money_movements_total',
  help: 'Ledger postings written, by kind (counted as written: one whose transaction then rolls back counts too)',
  labelNames: ['kind'] as const,
  registers: [registry],
})

const moneyPaise = new Counter({
  name: 'quizdom_money_moved_paise_total',
  help: 'Paise moved by ledger postings, by kind (the sum of their credits)',
  labelNames: ['kind'] as const,
  registers: [registry],
})

const admissionWait = new Histogram({
  name: 'quizdom_admission_wait_seconds',
  help: 'How long requests waited under admission control, from arrival to their start or their 503, by outcome',
  labelNames: ['outcome'] as const,
  // Around ADMISSION_WAIT_MS's default of 1 s: a refusal past it is late.
  buckets: [0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 0.75, 1, 1.05, 1.1, 1.25, 1.5, 2, 5],
  registers: [registry],
})

/** A request's wait for its turn, in milliseconds: it started, or was answered 503. */
export const observeAdmissionWait = (outcome: 'started' | 'shed', waitedMs: number) =>
  admissionWait.observe({ outcome }, waitedMs / 1000)

export const countAttemptStarted = () => attemptsStarted.inc()
export const countAttemptSubmitted = () => attemptsSubmitted.inc()
export function countMoneyMovement(kind: string, creditedPaise: number) {
  moneyMovements.inc({ kind })
  moneyPaise.inc({ kind }, creditedPaise)
}

/** What a scrape reads from the running app: set once by createApp (the last app made, in tests). */
export interface MetricSources {
  /** Postgres's pool, or undefined on PGlite (one connection, no pool). */
  pool?: (() => { total: number; idle: number; waiting: number }) | undefined
  admission: () => { limit: number; inFlight: number; queued: number; shed: number }
  outboxDepth: () => Promise<number>
}

let sources: MetricSources | undefined

new Gauge({
  name: 'quizdom_db_pool_connections',
  help: 'Postgres pool connections by state (total, idle, waiting for a connection); absent on PGlite',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.reset()
    const pool = sources?.pool?.()
    if (!pool) return
    this.set({ state: 'total' }, pool.total)
    this.set({ state: 'idle' }, pool.idle)
    this.set({ state: 'waiting' }, pool.waiting)
  },
})

new Gauge({
  name: 'quizdom_admission_requests',
  help: 'Database-bound requests running and waiting under admission control, and its limit (0: off)',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const stats = sources?.admission()
    if (!stats) return
    this.set({ state: 'in_flight' }, stats.inFlight)
    this.set({ state: 'queued' }, stats.queued)
    this.set({ state: 'limit' }, stats.limit)
  },
})

new Counter({
  name: 'quizdom_admission_shed_total',
  help: 'Requests answered 503 by admission control',
  registers: [registry],
  collect() {
    const stats = sources?.admission()
    if (!stats) return
    this.reset()
    this.inc(stats.shed)
  },
})

new Gauge({
  name: 'quizdom_mail_outbox_depth',
  help: 'Mail in the outbox not yet sent (a count query at each scrape)',
  registers: [registry],
  async collect() {
    if (sources) this.set(await sources.outboxDepth())
  },
})

let defaultsStarted = false

/** Turns metrics on for this process's app: the scrape's sources, and the process's own metrics. */
export function enableMetrics(next: MetricSources) {
  sources = next
  if (defaultsStarted) return
  defaultsStarted = true
  // Includes nodejs_eventloop_lag_seconds and its percentiles (perf_hooks' event-loop monitor).
  collectDefaultMetrics({ register: registry })
}

/**
 * The route a request matched, as its pattern (`/api/v1/quizzes/:id`), never the raw path: one
 * series per route, whatever ids or junk the paths carry. A tRPC call is named by its procedure
 * when it is one of ours (a batch of several is `/trpc/(batch)`); anything else by its pattern.
 */
export function routeLabel(path: string, pattern: string, procedures: ReadonlySet<string>): string {
  if (pattern === '/trpc/*') {
    const names = path.slice('/trpc/'.length).split(',')
    if (names.length > 1) return names.every((name) => procedures.has(name)) ? '/trpc/(batch)' : '/trpc/(unknown)'
    return procedures.has(names[0]!) ? `/trpc/${names[0]}` : '/trpc/(unknown)'
  }
  return pattern
}

/** Times every request into the histogram, labelled by its route pattern. */
export function requestMetrics(procedures: ReadonlySet<string>): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    try {
      await next()
    } finally {
      const route = routeLabel(c.req.path, routePath(c), procedures)
      requestDuration.observe(
        { method: c.req.method, route, status: String(c.res.status) },
        (performance.now() - started) / 1000,
      )
    }
  }
}

/** Is this Authorization header the bearer token? Compared in constant time. */
export function hasMetricsToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim() ?? '')
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
