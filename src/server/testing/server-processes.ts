// Real server processes for the tests of many instances (instances.test.ts, cluster.test.ts),
// started as main.ts starts the server (server-process.ts: the API without the built client).
import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { bundleServer } from '../../../scripts/start.mjs'

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))

/** The public origin both instances serve, as a reverse proxy in front of them would give it. */
export const ORIGIN = 'http://localhost:3000'
const ENTRY = join(ROOT, 'src/server/testing/server-process.ts')

let bundle: Promise<string[]> | undefined
/**
 * How to start the server: as `npm start` does, from a bundle made by scripts/start.mjs's
 * bundleServer, once per test file, inside the checkout (where it finds node_modules). A process
 * and each of its workers then start in a fraction of the CPU tsx takes to compile the sources,
 * which matters on a busy machine. Through tsx when esbuild is not installed.
 */
function serverCommand(): Promise<string[]> {
  bundle ??= (async () => {
    const outfile = join(ROOT, `node_modules/.cache/quizdom/test-server-${randomUUID().slice(0, 8)}.mjs`)
    if (!(await bundleServer(ENTRY, outfile))) return ['--import', 'tsx', ENTRY]
    bundles.push(outfile, `${outfile}.map`)
    return ['--enable-source-maps', outfile]
  })()
  return bundle
}
const bundles: string[] = []

interface LogLine {
  level: string
  msg: string
  pid: number
  [field: string]: unknown
}

export interface ServerProcess {
  base: string
  port: number
  child: ChildProcess
  /** Its JSON log lines so far (stdout and stderr). */
  log: LogLine[]
  stderr: string[]
  exited: Promise<number | null>
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

const started: ServerProcess[] = []

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, await serverCommand(), {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_ORIGIN: ORIGIN,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'off',
      DATABASE_URL: '',
      WEB_CONCURRENCY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const server: ServerProcess = {
    base: `http://127.0.0.1:${port}`,
    port,
    child,
    log: [],
    stderr: [],
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
  }
  createInterface({ input: child.stdout! }).on('line', (line) => {
    try {
      server.log.push(JSON.parse(line) as LogLine)
    } catch {
      // Not a log line (a warning of node's, say).
    }
  })
  // Warnings and errors are log lines too, on stderr.
  createInterface({ input: child.stderr! }).on('line', (line) => {
    server.stderr.push(line)
    try {
      server.log.push(JSON.parse(line) as LogLine)
    } catch {
      // A plain line: the refusal of a bad configuration, say.
    }
  })
  started.push(server)
  return server
}

/** Resolves once the instance answers /api/v1/ready with 200; fails with its stderr if it exits first. */
export async function ready(server: ServerProcess, timeoutMs = 45_000) {
  let exited = false
  void server.exited.then(() => {
    exited = true
  })
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (exited) throw new Error(`the server exited:\n${server.stderr.join('\n')}`)
    try {
      if ((await fetch(`${server.base}/api/v1/ready`)).status === 200) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`the server was not ready in ${timeoutMs} ms:\n${server.stderr.join('\n')}`)
}

let ipCounter = 0
/** A client address of its own (both instances trust X-Forwarded-For, as behind one proxy). */
export const nextIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`

/**
 * Kills (SIGKILL) every process started here that is still running, waits for each to exit, and
 * removes the bundle.
 */
export async function killStartedServers() {
  for (const server of started) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL')
    await server.exited
  }
  started.length = 0
  for (const file of bundles) rmSync(file, { force: true })
  bundles.length = 0
  // The next file builds its own: files share this module (vitest.config.ts).
  bundle = undefined
}
