// `npm run dev`: one process on PORT. Vite serves the client with hot reload; the API is the same
// Hono app as in production. tsx watch restarts this process when server code changes.
import { createServer as createHttpServer } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { createServer as createViteServer } from 'vite'
import { createApp } from '#server/app'
import { parseEnv } from '#server/env'
import { createRuntime } from '#server/runtime'

const env = parseEnv({ NODE_ENV: 'development', ...process.env })
const { deps, database, mail } = await createRuntime(env)
mail?.sender.start()
const app = createApp(deps, { isDevServer: true })
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'spa' })
const api = getRequestListener(app.fetch)

const server = createHttpServer((req, res) => {
  const url = req.url ?? '/'
  if (url.startsWith('/trpc/') || url.startsWith('/api/')) return void api(req, res)
  vite.middlewares(req, res)
})
server.listen(env.port, env.host, () => deps.logger.info('dev server', { url: `http://localhost:${env.port}` }))

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  server.close()
  server.closeAllConnections()
  await vite.close()
  await mail?.stop()
  await database.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
