import { sql } from 'kysely'
import { migrationsApplied } from '#server/db/migrate'
import { z } from 'zod'
import { envelope } from './openapi'
import { fail, ok } from './rest'
import { route } from './route'
import { m } from '#shared/i18n'

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
export const probeRoutes = [
  route({
    method: 'get',
    path: '/api/v1/health',
    tag: 'service',
    summary: 'The process is up (it does not touch the database)',
    access: 'guest',
    responses: { 200: envelope(z.object({ status: z.literal('ok') })) },
    handle: ({ c }) => ok(c, { data: { status: 'ok' } }),
  }),
  route({
    method: 'get',
    path: '/api/v1/ready',
    tag: 'service',
    summary: 'The database answers and has every migration this version needs; 503 with the reason otherwise',
    access: 'guest',
    responses: { 200: envelope(z.object({ status: z.literal('ready') })) },
    errors: [503],
    async handle({ c }) {
      let applied: boolean
      try {
        applied = await within(
          sql`select 1`.execute(c.var.ctx.db).then(() => migrationsApplied(c.var.ctx.db)),
          READY_TIMEOUT_MS,
        )
      } catch (error) {
        c.var.ctx.logger.warn('not ready: the database does not answer', { reqId: c.var.requestId, error })
        return fail(c, 503, m.readiness_texts_database_down())
      }
      if (!applied) return fail(c, 503, m.readiness_texts_migrations_pending())
      return ok(c, { data: { status: 'ready' } })
    },
  }),
]
