// API overhead: the public quiz list (20 approved quizzes) over tRPC (the GET the browser's
// httpBatchLink sends) and over REST (/api/v1/quizzes/public), each as a ratio to a raw Hono JSON
// route in the same process that calls the same service function with no middleware
// (bench/lib/server.ts serves it beside the app). Server on one core, autocannon on the other; rounds interleaved.
//
//   node --import tsx bench/api.ts --driver postgres|pglite [--port 3310] [--rounds 3] [--seconds 5] [--connections 10]
import { benchArgs } from './lib/args'
import { median, round, runBench } from './lib/common'
import { runLoad, SERVER_CPU, startServer, trpcQueryPath, waitFor200, type LoadResult } from './lib/http'
import { addApprovedQuizzes, openAppDatabase, scratchTarget } from './lib/seed'

const { driver, port, rounds, seconds, connections } = benchArgs({
  driver: ['postgres', 'pglite'],
  port: 3310,
  rounds: 3,
  seconds: 5,
  connections: 10,
})
const log = (message: string) => process.stderr.write(`[api ${driver}] ${message}\n`)

const TARGETS = {
  raw: '/__bench/raw/quizzes',
  trpc: trpcQueryPath('quizzes.list', { limit: 20, offset: 0 }),
  rest: '/api/v1/quizzes/public?limit=20&offset=0',
} as const

async function main() {
  const scratch = await scratchTarget(driver, 'api')
  const handle = await openAppDatabase(scratch.target)
  await addApprovedQuizzes(handle.db, 30)
  await handle.close()

  const server = await startServer({
    port,
    ...scratch.server,
    cpu: SERVER_CPU,
  })
  try {
    await waitFor200(server)
    // Each route answers 200 with a full page of quizzes.
    for (const [name, path] of Object.entries(TARGETS)) {
      const response = await fetch(`${server.origin}${path}`)
      const text = await response.text()
      const count = (text.match(/"title":/g) ?? []).length
      if (response.status !== 200 || count < 20)
        throw new Error(`${name} ${path}: ${response.status}, ${count} quizzes: ${text.slice(0, 300)}`)
    }
    for (const path of Object.values(TARGETS)) {
      await runLoad({ origin: server.origin, connections, durationSeconds: 2, requests: [{ path }] })
    }
    // Throughput is what the targets are about; the server's own CPU time per request is the
    // cross-check that other load on this shared machine barely moves.
    const samples: Record<string, Array<LoadResult & { cpuMsPerRequest: number }>> = { raw: [], trpc: [], rest: [] }
    for (let r = 0; r < rounds; r++) {
      for (const [name, path] of Object.entries(TARGETS)) {
        const cpuBefore = server.cpuMs()
        const result = await runLoad({
          origin: server.origin,
          connections,
          durationSeconds: seconds,
          requests: [{ path }],
        })
        const cpuMsPerRequest = (server.cpuMs() - cpuBefore) / Math.max(1, result.completed)
        samples[name]!.push({ ...result, cpuMsPerRequest })
        log(
          `round ${r + 1} ${name}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ` +
            `${cpuMsPerRequest.toFixed(2)} ms CPU/request, non-2xx ${result.non2xx}`,
        )
      }
    }
    const floor = await runLoad({
      origin: server.origin,
      connections,
      durationSeconds: seconds,
      requests: [{ path: '/__bench/raw/static' }],
    })
    const summary = Object.fromEntries(
      Object.entries(samples).map(([name, list]) => [
        name,
        {
          requestsPerSecond: round(median(list.map((s) => s.requestsPerSecond)), 0),
          p50Ms: median(list.map((s) => s.latency.p50)),
          p99Ms: median(list.map((s) => s.latency.p99)),
          cpuMsPerRequest: round(median(list.map((s) => s.cpuMsPerRequest)), 3),
          non2xx: list.reduce((sum, s) => sum + s.non2xx + s.errors, 0),
          rounds: list.map((s) => round(s.requestsPerSecond, 0)),
        },
      ]),
    ) as unknown as Record<
      'raw' | 'trpc' | 'rest',
      { requestsPerSecond: number; p50Ms: number; p99Ms: number; cpuMsPerRequest: number; non2xx: number }
    >
    const result = {
      benchmark: 'api',
      driver,
      connections,
      seconds,
      rounds,
      targets: TARGETS,
      ...summary,
      staticFloor: { requestsPerSecond: round(floor.requestsPerSecond, 0), p99Ms: floor.latency.p99 },
      trpcRatio: round(summary.trpc.requestsPerSecond / summary.raw.requestsPerSecond, 2),
      restRatio: round(summary.rest.requestsPerSecond / summary.raw.requestsPerSecond, 2),
      // The same ratios from CPU time per request (raw's CPU cost over theirs).
      trpcCpuRatio: round(summary.raw.cpuMsPerRequest / summary.trpc.cpuMsPerRequest, 2),
      restCpuRatio: round(summary.raw.cpuMsPerRequest / summary.rest.cpuMsPerRequest, 2),
    }
    process.stdout.write(`${JSON.stringify(result)}\n`)
  } finally {
    await server.stop()
    await scratch.dispose()
  }
}

runBench(main)
