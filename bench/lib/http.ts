// The server under test and the load generator, each in its own process and, where taskset works,
// on its own core: the server on SERVER_CPU, the load generator on LOAD_CPU.
import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { bundleServer } from '../../scripts/start.mjs'
import { HOST, lastJson, NODE, pinnedCommand, processTreeCpuMs, ROOT, run, sleep, tmpDir } from './common'

export const SERVER_CPU = 0
const LOAD_CPU = 1

export interface ServerOptions {
  port: number
  /** DATABASE_URL; unset: PGlite in dataDir. */
  databaseUrl?: string
  dataDir?: string
  clientDir?: string
  env?: Record<string, string>
  /** Cores to pin the server to (a taskset list: 0, or '0,1'); undefined: not pinned. */
  cpu?: number | string | undefined
  /**
   * 'bench' (default): bench/lib/server.ts, the app with the benchmarks' own routes beside it.
   * 'product': src/server/server.ts as main.ts starts it, WEB_CONCURRENCY workers included.
   */
  entry?: 'bench' | 'product'
  nodeArgs?: string[]
  /** The sources through tsx instead of serverBundle. */
  tsx?: boolean
}

export interface RunningServer {
  pid: number
  origin: string
  child: ChildProcess
  stop(): Promise<void>
  rssKb(): number
  /** CPU time the server has used (user + system; its workers' too), in milliseconds. */
  cpuMs(): number
  stderr(): string
}

const ENTRIES = { bench: 'bench/lib/server.ts', product: 'bench/lib/product-server.ts' } as const
type Entry = keyof typeof ENTRIES

const bundles = new Map<Entry, Promise<string | undefined>>()
/**
 * The server as `npm start` runs it: an entry bundled by scripts/start.mjs's bundleServer, once per
 * benchmark process, inside the checkout (where it finds node_modules and the PGlite template, as
 * dist/server/main.mjs does). Undefined when esbuild is not installed.
 */
export function serverBundle(entry: Entry = 'bench') {
  let bundle = bundles.get(entry)
  if (!bundle) {
    bundle = (async () => {
      const outfile = join(ROOT, `node_modules/.cache/quizdom/bench/${entry}-server.mjs`)
      if (await bundleServer(join(ROOT, ENTRIES[entry]), outfile)) return outfile
      process.stderr.write('esbuild is not installed: the benchmarks run the server from its sources through tsx\n')
      return undefined
    })()
    bundles.set(entry, bundle)
  }
  return bundle
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const origin = `http://${HOST}:${options.port}`
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'development',
    PORT: String(options.port),
    HOST,
    APP_ORIGIN: origin,
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'on',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DATABASE_URL: '' }),
    ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
    ...(options.clientDir ? { BENCH_CLIENT_DIR: options.clientDir } : {}),
    ...options.env,
  }
  const entry = options.entry ?? 'bench'
  const script = options.tsx ? undefined : await serverBundle(entry)
  const [cmd, args] = pinnedCommand(options.cpu, NODE, [
    ...(options.nodeArgs ?? []),
    // --enable-source-maps: stack traces name the sources, as npm start's setSourceMapsEnabled does.
    ...(script ? ['--enable-source-maps', script] : ['--import', 'tsx', join(ROOT, ENTRIES[entry])]),
  ])
  // stdout carries one JSON log line per request: discarded (the logging work itself still happens).
  const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr!.on('data', (chunk) => {
    stderr += chunk
    if (stderr.length > 100_000) stderr = stderr.slice(-50_000)
  })
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  return {
    pid: child.pid!,
    origin,
    child,
    stderr: () => stderr,
    rssKb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN)
    },
    cpuMs: () => processTreeCpuMs(child.pid!),
    stop: async () => {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
      await exited
      clearTimeout(timer)
    },
  }
}

/** Polls `path` until it answers 200; returns the milliseconds since `since`. */
export async function waitFor200(
  server: RunningServer,
  path = '/api/v1/health',
  since = performance.now(),
  timeoutMs = 60_000,
) {
  const deadline = since + timeoutMs
  while (performance.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited during start:\n${server.stderr().slice(-3000)}`)
    try {
      const response = await fetch(`${server.origin}${path}`)
      await response.arrayBuffer()
      if (response.status === 200) return performance.now() - since
    } catch {
      // not listening yet
    }
    await sleep(20)
  }
  throw new Error(`server did not answer 200 on ${path} within ${timeoutMs} ms:\n${server.stderr().slice(-3000)}`)
}

export interface LoadRequest {
  method?: string
  path: string
  headers?: Record<string, string>
  body?: string
}

export interface LoadOptions {
  origin: string
  connections: number
  durationSeconds: number
  amount?: number
  overallRate?: number
  requests?: LoadRequest[]
  /** One request per entry, each used once (submissions of different attempts). */
  prepared?: LoadRequest[]
  cpu?: number | undefined
}

export interface LoadResult {
  requestsPerSecond: number
  seconds: number
  completed: number
  latency: { p50: number; p90: number; p99: number; max: number; mean: number }
  non2xx: number
  errors: number
  timeouts: number
  statusCounts: Record<string, number>
  /** The slowest answer of each status, in milliseconds. */
  maxMsByStatus: Record<string, number>
  /** CPU time of the load generator's process while the load ran, in milliseconds. */
  cpuMs: number
}

/** Runs autocannon in a child process (pinned to LOAD_CPU by default) and returns its summary. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const dir = tmpDir('quizdom-bench-load-')
  const config: Record<string, unknown> = {
    url: options.origin,
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    amount: options.amount,
    overallRate: options.overallRate,
    requests: options.requests,
  }
  if (options.prepared) {
    const file = join(dir, 'requests.json')
    writeFileSync(file, JSON.stringify(options.prepared))
    config.requestsFile = file
  }
  const configFile = join(dir, 'config.json')
  writeFileSync(configFile, JSON.stringify(config))
  const [cmd, args] = pinnedCommand(options.cpu === undefined ? LOAD_CPU : options.cpu, NODE, [
    '--import',
    'tsx',
    join(ROOT, 'bench/lib/load.ts'),
    configFile,
  ])
  try {
    const { stdout } = await run(cmd, args, { timeoutMs: (options.durationSeconds + 30) * 1000 })
    return lastJson(stdout) as LoadResult
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The tRPC GET a browser's httpBatchLink sends for one query. */
export function trpcQueryPath(procedure: string, input: unknown) {
  return `/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`
}
