// The load generator: autocannon in its own process (pinned by the caller to a core other than the
// server's). Bounded in time and, when `amount` is set, in count; only ever aimed at 127.0.0.1.
//
//   node --import tsx bench/lib/load.ts <config.json>
//
// config: { url, connections, durationSeconds, amount?, overallRate?, requests?: [{ method, path,
// headers, body }], requestsFile?: path of a JSON array used one request per entry, in order }
// Prints one JSON line: requests per second, latency percentiles (ms), status counts, the slowest
// answer of each status (ms), and the CPU time this process spent while the load ran (cpuMs).
import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'

interface LoadRequest {
  method?: string
  path: string
  headers?: Record<string, string>
  body?: string
}

interface LoadConfig {
  url: string
  connections: number
  durationSeconds: number
  amount?: number
  overallRate?: number
  requests?: LoadRequest[]
  requestsFile?: string
}

const config = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoadConfig
const target = new URL(config.url)
if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname)) {
  throw new Error(`load: refusing to send traffic to ${target.hostname}; only the loopback interface is allowed`)
}
const durationSeconds = Math.min(config.durationSeconds, 120)

let requests: autocannon.Request[] | undefined
let amount = config.amount
if (config.requestsFile) {
  // One prepared request per entry, each used once: every submission is a different attempt.
  const prepared = JSON.parse(readFileSync(config.requestsFile, 'utf8')) as LoadRequest[]
  let next = 0
  amount = Math.min(amount ?? prepared.length, prepared.length)
  requests = [
    {
      setupRequest: (request: autocannon.Request) => {
        const item = prepared[next++ % prepared.length]!
        return {
          ...request,
          method: (item.method ?? 'GET') as 'GET',
          path: item.path,
          headers: item.headers ?? {},
          body: item.body,
        }
      },
    },
  ]
} else if (config.requests) {
  requests = config.requests.map((item) => ({
    method: (item.method ?? 'GET') as 'GET',
    path: item.path,
    headers: item.headers ?? {},
    ...(item.body === undefined ? {} : { body: item.body }),
  }))
}

const statusCounts: Record<string, number> = {}
// The slowest answer of each status: a 503's bound is admission control's wait, a 200's is the goal.
const maxMsByStatus: Record<string, number> = {}
const cpuBefore = process.cpuUsage()
const instance = autocannon(
  {
    url: config.url,
    connections: config.connections,
    duration: durationSeconds,
    ...(amount ? { amount } : {}),
    ...(config.overallRate ? { overallRate: config.overallRate } : {}),
    ...(requests ? { requests } : {}),
    timeout: 10,
  },
  (error: Error | null, result: autocannon.Result) => {
    clearTimeout(hardStop)
    if (error) {
      process.stderr.write(`${error.stack ?? error}\n`)
      process.exit(1)
    }
    const cpu = process.cpuUsage(cpuBefore)
    const seconds = result.duration
    const completed = result.latency.totalCount
    process.stdout.write(
      `${JSON.stringify({
        requestsPerSecond: seconds > 0 ? completed / seconds : 0,
        averageRps: result.requests.average,
        seconds,
        completed,
        latency: {
          p50: result.latency.p50,
          p90: result.latency.p90,
          p99: result.latency.p99,
          max: result.latency.max,
          mean: result.latency.mean,
        },
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        statusCounts,
        maxMsByStatus,
        cpuMs: (cpu.user + cpu.system) / 1000,
      })}\n`,
    )
    process.exit(0)
  },
)
instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
  statusCounts[statusCode] = (statusCounts[statusCode] ?? 0) + 1
  maxMsByStatus[statusCode] = Math.max(maxMsByStatus[statusCode] ?? 0, Math.round(responseTimeMs))
})
// With `amount`, autocannon ignores its duration: this bounds the run in time all the same.
const hardStop = setTimeout(() => instance.stop(), (durationSeconds + 5) * 1000)
