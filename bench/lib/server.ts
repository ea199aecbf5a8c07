// The server as src/server/main.ts starts it (parseEnv, createRuntime with migrations and the demo
// seed, createApp, serve), but with the client from BENCH_CLIENT_DIR: the benchmarks build their own
// copy of the client in a temporary directory and never touch dist/, which others may be using.
import { serve } from '@hono/node-server'
import { createApp } from '#server/app'
import { parseEnv } from '#server/env'
import { createRuntime } from '#server/runtime'

const env = parseEnv()
const { deps, database } = await createRuntime(env)
const clientDir = process.env.BENCH_CLIENT_DIR
const app = createApp(deps, clientDir ? { clientDir } : {})
const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, () => {
  process.stderr.write(`bench server listening on ${env.host}:${env.port} (${database.driver})\n`)
})

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  const force = setTimeout(() => process.exit(1), 10_000)
  force.unref()
  server.close(async () => {
    await database.close()
    process.exit(0)
  })
  if ('closeAllConnections' in server) server.closeAllConnections()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
