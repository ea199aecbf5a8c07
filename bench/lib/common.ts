// Helpers shared by the benchmarks: cores, child processes, Postgres scratch databases, statistics.
import { type SpawnOptions, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const NODE = process.execPath
/** Postgres for the benchmarks: scratch databases named quizdom_bench_* are created and dropped here. */
export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
export const HOST = '127.0.0.1'

let tasksetChecked: boolean | undefined
/** `taskset` (util-linux) and at least two cores: the server and the load generator get one each. */
export function canPin() {
  if (tasksetChecked === undefined) {
    tasksetChecked = availableParallelism() >= 2 && spawnSync('taskset', ['-c', '0', 'true']).status === 0
  }
  return tasksetChecked
}

/** The command line for `cmd args` pinned to `cpu` (a taskset list such as "0"), when pinning works. */
export function pinnedCommand(cpu: string | number | undefined, cmd: string, args: string[]): [string, string[]] {
  return cpu !== undefined && canPin() ? ['taskset', ['-c', String(cpu), cmd, ...args]] : [cmd, args]
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100

interface ProcessCpu {
  pid: number
  parent: number
  command: string
  /** CPU time used (user + system), in milliseconds. */
  ms: number
}

/** Every process on this machine with its parent, command name and CPU time, read from /proc. */
function processes(): ProcessCpu[] {
  const list: ProcessCpu[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      // Fields 4, 14 and 15 of /proc/PID/stat (ppid, utime, stime), counted after the command name.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
      list.push({ pid: Number(entry), parent: Number(fields[1]), command, ms })
    } catch {
      // the process ended meanwhile
    }
  }
  return list
}

/** CPU time (ms) of a process and all its descendants: a server with its cluster workers. */
export function processTreeCpuMs(root: number) {
  const all = processes()
  const inTree = new Set([root])
  // Parents come before their children in pid order only usually: repeat until nothing is added.
  for (let added = true; added;) {
    added = false
    for (const p of all) {
      if (!inTree.has(p.pid) && inTree.has(p.parent)) {
        inTree.add(p.pid)
        added = true
      }
    }
  }
  return all.filter((p) => inTree.has(p.pid)).reduce((sum, p) => sum + p.ms, 0)
}

/** CPU time (ms) of every postgres process on this machine: its backends and its background workers. */
export function postgresCpuMs() {
  return processes()
    .filter((p) => p.command === 'postgres')
    .reduce((sum, p) => sum + p.ms, 0)
}

export function tmpDir(prefix: string) {
  return mkdtempSync(join(tmpdir(), prefix))
}

export function removeDir(dir: string | undefined) {
  if (dir && existsSync(dir)) rmSync(dir, { recursive: true, force: true })
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

function withDatabase(url: string, name: string) {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

/** Is Postgres reachable? The benchmarks that need it are skipped with a note when it is not. */
export async function postgresAvailable() {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

/** A fresh, empty database `quizdom_bench_<tag>_<pid>`; returns its URL and a drop function. */
export async function createScratchDatabase(tag: string) {
  const name = `quizdom_bench_${tag}_${process.pid}`
  const admin = new pg.Client({ connectionString: PG_URL })
  await admin.connect()
  try {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const drop = async () => {
    const client = new pg.Client({ connectionString: PG_URL })
    await client.connect()
    try {
      await client.query(`drop database if exists ${name} with (force)`)
    } finally {
      await client.end()
    }
  }
  return { name, url: withDatabase(PG_URL, name), drop }
}

/** Runs a command to completion; rejects with its stderr on a non-zero exit. */
export interface RunOptions extends SpawnOptions {
  timeoutMs?: number
  /** Pass the child's stderr (its progress lines) through as it runs. */
  echo?: boolean
  cpu?: string | number
}

export function run(
  cmd: string,
  args: string[],
  options: RunOptions = {},
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout!.on('data', (chunk) => (stdout += chunk))
    child.stderr!.on('data', (chunk) => {
      stderr += chunk
      if (options.echo) process.stderr.write(chunk)
    })
    const timer = options.timeoutMs ? setTimeout(() => child.kill('SIGKILL'), options.timeoutMs) : null
    child.on('error', reject)
    child.on('close', (code) => {
      if (timer) clearTimeout(timer)
      if (code === 0) resolve({ stdout, stderr })
      else reject(new Error(`${cmd} ${args.join(' ')} exited ${code}\n${stderr.slice(-4000)}`))
    })
  })
}

/** Runs a TypeScript file of bench/ with tsx (the project's imports such as #server/* resolve). */
export function runTs(file: string, args: string[] = [], options: RunOptions = {}) {
  const [cmd, cmdArgs] = pinnedCommand(options.cpu, NODE, ['--import', 'tsx', join(ROOT, file), ...args])
  return run(cmd, cmdArgs, { ...options, env: { ...process.env, ...options.env } })
}

export function median(values: number[]) {
  return quantile(values, 0.5)
}

export function quantile(values: number[], q: number) {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))
  return sorted[index]!
}

export const round = (value: number, digits = 2) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : value)

/** The last line of a child's stdout that is a JSON object: how the benchmarks hand back results. */
export function lastJson(stdout: string): any {
  const lines = stdout.trim().split('\n').reverse()
  for (const line of lines) {
    if (line.startsWith('{')) {
      try {
        return JSON.parse(line)
      } catch {
        // not ours
      }
    }
  }
  throw new Error(`no JSON result in output:\n${stdout.slice(-2000)}`)
}

/** A benchmark script's entry: its stack on stderr and exit code 1 if it fails. */
export function runBench(main: () => Promise<void>) {
  main().catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`)
    process.exit(1)
  })
}
