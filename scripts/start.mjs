// `npm start`: builds the client when the build is missing or older than its sources, then
// starts the server in this same process (so signals reach it directly).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const builtIndex = join(root, 'dist/client/index.html')
const sources = ['src/client', 'src/shared', 'public', 'vite.config.ts', 'package-lock.json']

function newestMtime(path) {
  const full = join(root, path)
  if (!existsSync(full)) return 0
  const stat = statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

const isStale =
  !existsSync(builtIndex) || Math.max(...sources.map(newestMtime)) > statSync(builtIndex).mtimeMs
if (isStale) {
  console.log('Building the client (first start, or its sources changed)…')
  const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const { register } = await import('tsx/esm/api')
register()
await import('../src/server/main.ts')
