import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { EnvError, parseEnv } from './env'
import { DataDirLockedError } from './db/data-dir-lock'
import { createRuntime } from './runtime'
import { finalizeExpiredAttempts } from './attempts/attempt-service'

const CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url))

async function main() {
  const env = parseEnv()
  const { deps, database, mail } = await createRuntime(env)
  const app = createApp(deps, { clientDir: CLIENT_DIR })
  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
    deps.logger.info('listening', {
      url: `http://localhost:${info.port}`,
      database: database.driver === 'pglite' ? `PGlite in ${env.dataDir}` : 'PostgreSQL',
    })
  })

  // Attempts left open past their deadline are finalised with what they saved (reads do it too).
  const sweep = setInterval(() => {
    finalizeExpiredAttempts(deps.db).catch((error: unknown) => deps.logger.error('attempt sweep failed', { error }))
  }, 60_000)
  sweep.unref()
  mail?.sender.start()

  // A clean shutdown: stop taking connections, let requests finish, then close the database
  // (PGlite flushes to disk and releases DATA_DIR).
  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    clearInterval(sweep)
    deps.logger.info('shutting down', { signal })
    const force = setTimeout(() => process.exit(1), 10_000).unref()
    server.close(async () => {
      await mail?.stop()
      await database.close()
      clearTimeout(force)
      process.exit(0)
    })
    if ('closeIdleConnections' in server) server.closeIdleConnections()
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`)
  } else {
    process.stderr.write(`Quizdom failed to start: ${error instanceof Error ? error.stack : String(error)}\n`)
  }
  process.exit(1)
})
