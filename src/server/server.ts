import cluster, { type Worker } from 'node:cluster'
import { serve } from '@hono/node-server'
import { seedDemoContent } from '#server/demo/seed'
import { createApp } from '#server/app'
import { listenForBackups } from '#server/db/backup'
import { finalizeExpiredAttempts } from '#server/attempts/attempt-service'
import type { DB } from '#server/db/index'
import { DataDirLockedError } from '#server/db/data-dir-lock'
import { type Env, EnvError, parseEnv } from '#server/env'
import { createLogger, type Logger } from '#server/logger'
import { startStatisticsFolding } from '#server/quizzes/statistics-service'
import { notifyOpenedMocks } from '#server/series/service'
import { closeContests, remindContests } from '#server/contests/service'
import { remindStreaks } from '#server/streaks/service'
import { remindAssignments } from '#server/groups/service'
import { notifyDeps } from '#server/notifications/service'
import { openConfiguredDatabase } from '#server/db/configured'
import { createRuntime } from '#server/runtime'
import type { AppDeps } from '#server/context'
import { forgetOldWebhookEvents } from '#server/wallet/gateway-service'
import { forgetOldGameEvents } from '#server/live/events'
import { runReconciliation, SCHEDULED_PERIOD_DAYS } from '#server/wallet/reconciliation-service'

export interface ServerOptions {
  /** The built client (dist/client); absent in the tests' server processes, which serve the API only. */
  clientDir?: string
  /** How often the attempt sweep runs: a minute, or less in the tests that watch it. */
  sweepIntervalMs?: number
  /**
   * Shown every request and its answer as it goes out: the browser tests hold each /api/v1 answer
   * to the OpenAPI document, as the other tests do (e2e/support/serve.mjs).
   */
  onAnswer?: (request: Request, response: Response) => void
  /** Given the app's parts once it serves: the browser tests move a contest's clock with them (e2e/support/serve.mjs). */
  onStarted?: (deps: AppDeps) => void
}

/** How long a stopping process lets requests in flight finish before it exits anyway. */
const DRAIN_TIMEOUT_MS = 10_000

/**
 * The server as `npm start` runs it: one process serving PORT, or with WEB_CONCURRENCY=N (Postgres
 * only, env.ts refuses it on PGlite) a primary that migrates once and forks N workers, each serving
 * the same port (node:cluster hands each connection to one of them). Whatever stops it (SIGTERM,
 * SIGINT), requests in flight finish first. Exits 1 with one clear line on bad configuration.
 */
export async function startServerFromEnvironment(options: ServerOptions = {}): Promise<void> {
  try {
    const env = parseEnv()
    if (env.webConcurrency > 1 && cluster.isPrimary) await runPrimary(env)
    else await runInstance(env, options)
  } catch (error) {
    if (error instanceof EnvError || error instanceof DataDirLockedError) {
      process.stderr.write(`${error.message}\n`)
    } else {
      process.stderr.write(`Quizdom failed to start: ${error instanceof Error ? error.stack : String(error)}\n`)
    }
    process.exit(1)
  }
}

/**
 * The primary of WEB_CONCURRENCY workers: it serves nothing itself. It applies the migrations (and
 * the demo seed) once, before any worker starts, so workers never race to do it; then keeps N
 * workers alive, replacing one that dies. A worker that dies before it ever listened is a start-up
 * failure every replacement would repeat: then everything stops, exit code 1. On SIGTERM or SIGINT
 * each worker drains and exits, then the primary.
 */
async function runPrimary(env: Env) {
  const logger = createLogger(env.logLevel)
  const database = await openConfiguredDatabase(env, logger)
  try {
    if (env.seedDemo) {
      const seeded = await seedDemoContent(database.db)
      if (seeded > 0) logger.info('seeded demo content', { quizzes: seeded })
    }
  } finally {
    await database.close()
  }

  let stopping = false
  let exitCode = 0
  const alive = new Set<Worker>()
  const listened = new WeakSet<Worker>()
  const fork = () => {
    const worker = cluster.fork()
    alive.add(worker)
    worker.once('listening', () => listened.add(worker))
  }
  const stopAll = (reason: string) => {
    if (stopping) return
    stopping = true
    logger.info('stopping workers', { reason, workers: alive.size })
    for (const worker of alive) worker.process.kill('SIGTERM')
    // Workers force their own exit after the drain timeout; this is for one that hangs harder.
    setTimeout(() => process.exit(exitCode || 1), DRAIN_TIMEOUT_MS + 5_000).unref()
  }

  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker)
    if (!stopping && !listened.has(worker)) {
      logger.error('a worker stopped before it could serve; stopping', { worker: worker.process.pid, code, signal })
      exitCode = 1
      stopAll('a worker failed to start')
    }
    if (stopping) {
      if (alive.size === 0) process.exit(exitCode)
      return
    }
    logger.warn('worker died; starting another', { worker: worker.process.pid, code, signal })
    fork()
  })
  process.on('SIGINT', () => stopAll('SIGINT'))
  process.on('SIGTERM', () => stopAll('SIGTERM'))

  logger.info('starting workers', { workers: env.webConcurrency, port: env.port })
  for (let n = 0; n < env.webConcurrency; n++) fork()
}

/**
 * Background work every `intervalMs`, in this instance: a round does not start while the last
 * still runs, a failure is logged and the next round tries again, and `stop` waits for the round
 * under way. What each does is safe in every instance at once (each says how).
 */
function every(intervalMs: number, logger: Logger, name: string, round: () => Promise<unknown>) {
  let running: Promise<unknown> | undefined
  const timer = setInterval(() => {
    if (running) return
    running = round()
      .catch((error: unknown) => logger.error(`${name} failed`, { error }))
      .finally(() => {
        running = undefined
      })
  }, intervalMs)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}

/**
 * The attempt sweep: attempts left open past their deadline are finalised with what they saved.
 * Every instance sweeps; the rows are taken with SKIP LOCKED.
 */
const startAttemptSweep = (db: DB, logger: Logger, intervalMs: number) =>
  every(intervalMs, logger, 'attempt sweep', async () => {
    const finalized = await finalizeExpiredAttempts(db)
    if (finalized > 0) logger.info('attempt sweep', { finalized })
  })

/**
 * The series openings: each mock whose time has come is told to its series' buyers once (in the
 * app, and by mail as each chose). Every instance tries: mocks are claimed with SKIP LOCKED and
 * marked told in the notices' transaction. Runs with the attempt sweep's interval.
 */
const startSeriesOpenings = (deps: AppDeps, intervalMs: number) =>
  every(intervalMs, deps.logger, 'series openings', async () => {
    const told = await notifyOpenedMocks(deps.db, notifyDeps(deps))
    if (told > 0) deps.logger.info('series openings', { told })
  })

/**
 * Scheduled contests: each registered player is reminded once, ten minutes before the start, and
 * each contest is ranked once after its close (decision 046). Every instance tries: contests are
 * claimed with SKIP LOCKED and marked in the transaction that writes the notices or the ranks.
 */
const startContestRounds = (deps: AppDeps, intervalMs: number) =>
  every(intervalMs, deps.logger, 'contests', async () => {
    const reminded = await remindContests(deps.db, notifyDeps(deps))
    const ranked = await closeContests(deps.db)
    if (reminded + ranked > 0) deps.logger.info('contests', { reminded, ranked })
  })

/**
 * The streak reminder: in the evening in India, each person whose streak would break at midnight
 * is told once that day (in the app, and by mail as they chose; decision 049). Every instance
 * tries: people are claimed with SKIP LOCKED and marked reminded in the notices' transaction.
 */
const startStreakReminders = (deps: AppDeps, intervalMs: number) =>
  every(intervalMs, deps.logger, 'streak reminders', async () => {
    const reminded = await remindStreaks(deps.db, notifyDeps(deps))
    if (reminded > 0) deps.logger.info('streak reminders', { reminded })
  })

/**
 * Group assignments: each member who has not submitted is reminded once, a day before the due time
 * (decision 047). Every instance tries: assignments are claimed with SKIP LOCKED and marked in the
 * transaction that writes the notices.
 */
const startAssignmentReminders = (deps: AppDeps, intervalMs: number) =>
  every(intervalMs, deps.logger, 'assignment reminders', async () => {
    const reminded = await remindAssignments(deps.db, notifyDeps(deps))
    if (reminded > 0) deps.logger.info('assignment reminders', { reminded })
  })

/** How often each instance tries the reconciliation; the advisory lock lets one of them run it. */
const RECONCILIATION_INTERVAL_MS = 60 * 60_000

/**
 * The gateway's books against ours, every hour, over the last days (reconciliation-service.ts): it
 * reports differences for the admins and moves no money. Every instance tries; one runs.
 */
const startReconciliation = (deps: AppDeps) =>
  every(RECONCILIATION_INTERVAL_MS, deps.logger, 'reconciliation', async () => {
    const to = new Date()
    const from = new Date(to.getTime() - SCHEDULED_PERIOD_DAYS * 86_400_000)
    const report = await runReconciliation(deps.db, deps.driver, deps.gateway, { from, to, startedBy: null })
    if (report) deps.logger.info('reconciliation', { differences: report.differences.length })
    await forgetOldWebhookEvents(deps.db)
  })

/** How long an idle keep-alive connection stays open (sent as `Keep-Alive: timeout=65`). */
export const KEEP_ALIVE_MS = 65_000

/** How often each instance deletes the events of games that ended over a day ago (safe in every instance). */
const GAME_EVENTS_CLEANUP_MS = 60 * 60_000

/** One serving process: the only one, or one of the primary's workers. */
async function runInstance(env: Env, options: ServerOptions) {
  const { deps, database, mail } = await createRuntime(env)
  const app = createApp(deps, options.clientDir ? { clientDir: options.clientDir } : {})
  const { onAnswer } = options
  const fetch: typeof app.fetch = onAnswer
    ? async (request, ...rest) => {
        const response = await app.fetch(request, ...rest)
        onAnswer(request, response)
        return response
      }
    : app.fetch
  const server = serve({ fetch, port: env.port, hostname: env.host }, (info) => {
    deps.logger.info('listening', {
      url: `http://localhost:${info.port}`,
      database: database.driver === 'pglite' ? `PGlite in ${env.dataDir}` : 'PostgreSQL',
      ...(cluster.isWorker ? { worker: cluster.worker?.id } : {}),
    })
  })

  // Browsers, proxies and load balancers keep an idle connection for about a minute; a server that
  // closes it sooner (Node's default is 5 s) races a request sent on it at that moment into a reset
  // connection. Holding it longer than they do leaves the closing to them; headers get a second more.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS
    server.headersTimeout = KEEP_ALIVE_MS + 1000
  }

  options.onStarted?.(deps)
  const sweep = startAttemptSweep(deps.db, deps.logger, options.sweepIntervalMs ?? 60_000)
  const openings = startSeriesOpenings(deps, options.sweepIntervalMs ?? 60_000)
  const contestRounds = startContestRounds(deps, options.sweepIntervalMs ?? 60_000)
  const streakReminders = startStreakReminders(deps, options.sweepIntervalMs ?? 60_000)
  const assignmentReminders = startAssignmentReminders(deps, options.sweepIntervalMs ?? 60_000)
  // Submitted attempts are folded into the item statistics' sums (decision 024).
  const folding = startStatisticsFolding(deps.db, (error) => deps.logger.error('statistics fold failed', { error }))
  mail?.sender.start()
  const reconciling = deps.gateway ? startReconciliation(deps) : null
  const gameEventsCleanup = every(GAME_EVENTS_CLEANUP_MS, deps.logger, 'game events cleanup', () =>
    forgetOldGameEvents(deps.db),
  )
  // PGlite: `npm run backup` asks this process for a copy of DATA_DIR (db/backup.ts).
  const stopBackups = listenForBackups(database, env.dataDir, deps.logger)

  // A clean shutdown: stop taking connections, let requests in flight finish (each keep-alive
  // connection is closed once it falls idle), then stop the background work and close the database
  // (PGlite flushes to disk and releases DATA_DIR). Past the drain timeout it exits anyway.
  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    stopBackups()
    deps.logger.info('shutting down', { signal })
    // Open event streams end now (their clients resume on another instance), so the drain can finish.
    void deps.listener.close()
    const force = setTimeout(() => {
      deps.logger.warn('requests still in flight at the drain timeout; exiting', { timeoutMs: DRAIN_TIMEOUT_MS })
      process.exit(1)
    }, DRAIN_TIMEOUT_MS).unref()
    const closeIdle = setInterval(() => {
      if ('closeIdleConnections' in server) server.closeIdleConnections()
    }, 100).unref()
    server.close(async () => {
      clearInterval(closeIdle)
      await sweep.stop()
      await openings.stop()
      await contestRounds.stop()
      await streakReminders.stop()
      await assignmentReminders.stop()
      await reconciling?.stop()
      await gameEventsCleanup.stop()
      await mail?.stop()
      await folding.stop()
      await database.close()
      clearTimeout(force)
      process.exit(0)
    })
    if ('closeIdleConnections' in server) server.closeIdleConnections()
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
}
