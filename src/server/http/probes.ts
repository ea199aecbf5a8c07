import { Hono } from 'hono'
import { sql } from 'kysely'
import { READINESS_TEXTS } from '#shared/instances-texts'
import { migrationsApplied } from '#server/db/migrate'
import { type AppBindings, fail, ok } from './rest'

/** The liveness and readiness probes, which admission control lets through. */
export const PROBE_PATHS = new Set(['/api/v1/health', '/api/v1/ready'])

/** A database that has not answered in this long is as good as down, for a probe. */
const READY_TIMEOUT_MS = 2_000

/** Rejects after `ms`; the probe's own wait, since a pool with no free connection waits without end. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * The probes a load balancer or an orchestrator asks. `/health`: the process is up and serving
 * (it reads nothing, so a database outage does not get healthy processes restarted). `/ready`: the
 * database answers and has every migration this version needs; 503 otherwise, so a balancer sends
 * this instance nothing until then.
 */
export const probesRest = new Hono<AppBindings>()
  .get('/health', (c) => ok(c, { data: { status: 'ok' } }))
  .get('/ready', async (c) => {
    let applied: boolean
    try {
      applied = await within(
        sql`select 1`.execute(c.var.ctx.db).then(() => migrationsApplied(c.var.ctx.db)),
        READY_TIMEOUT_MS,
      )
    } catch (error) {
      c.var.ctx.logger.warn('not ready: the database does not answer', { reqId: c.var.requestId, error })
      return fail(c, 503, READINESS_TEXTS.databaseDown)
    }
    if (!applied) return fail(c, 503, READINESS_TEXTS.migrationsPending)
    return ok(c, { data: { status: 'ready' } })
  })
