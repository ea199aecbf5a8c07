// The server as src/server/main.ts starts it (parseEnv, createRuntime with migrations and the demo
// seed, createApp, serve), with the client from BENCH_CLIENT_DIR (the benchmarks build their own
// copy of the client in a temporary directory and never touch dist/, which others may be using),
// and, in the same process, the benchmarks' own routes under /__bench/, which the product never
// has: the baseline (the public quiz list's service call as bare Hono JSON, with no middleware), a
// static JSON floor, and the memory probe. A request is sent to one app or the other by its path
// before either app sees it.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { createApp } from '#server/app'
import { parseEnv } from '#server/env'
import { listPublicQuizzes } from '#server/quizzes/service'
import { startStatisticsFolding } from '#server/quizzes/statistics-service'
import { createRuntime } from '#server/runtime'
import { memoryReport } from './memory-probe'

const BENCH_PREFIX = '/__bench/'

const env = parseEnv()
const { deps, database } = await createRuntime(env)
// The statistics' background fold, as main.ts runs it: its work competes with the load measured
// (BENCH_STATISTICS_FOLD=off leaves it out, to measure the submit path alone).
const folding =
  process.env.BENCH_STATISTICS_FOLD === 'off'
    ? { stop: async () => undefined }
    : startStatisticsFolding(deps.db, (error) => process.stderr.write(`statistics fold failed: ${error}\n`))
const clientDir = process.env.BENCH_CLIENT_DIR
const app = createApp(deps, clientDir ? { clientDir } : {})
const bench = new Hono()
  .get('/__bench/raw/quizzes', async (c) => c.json(await listPublicQuizzes(deps.db, { limit: 20, offset: 0 })))
  .get('/__bench/raw/static', (c) => c.json({ ok: true }))
  .get('/__bench/memory', (c) => c.json(memoryReport()))

/** The path of a request URL, without parsing the whole URL. */
function pathOf(url: string) {
  const start = url.indexOf('/', url.indexOf('//') + 2)
  return start === -1 ? '/' : url.slice(start)
}

const server = serve(
  {
    fetch: (request, bindings) =>
      pathOf(request.url).startsWith(BENCH_PREFIX) ? bench.fetch(request, bindings) : app.fetch(request, bindings),
    port: env.port,
    hostname: env.host,
  },
  () => process.stderr.write(`bench server listening on ${env.host}:${env.port} (${database.driver})\n`),
)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  const force = setTimeout(() => process.exit(1), 10_000)
  force.unref()
  server.close(async () => {
    await folding.stop()
    await database.close()
    process.exit(0)
  })
  if ('closeAllConnections' in server) server.closeAllConnections()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
