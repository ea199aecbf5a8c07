// Memory: the server's RSS over 60 s of steady tRPC load (10 connections, closed loop: the quiz
// list, a quiz, a leaderboard of 2 000 ranked attempts), sampled every second after a 30 s warm-up
// of the same load, extended 10 s at a time (up to 90 s more) while RSS still grew over 1 % in the
// last 10 s. The process reaches its working size in a step of 100-150 MB in its first minute (V8's
// heap and the malloc arenas of its threads; PGlite's WebAssembly memory stays flat, read from
// /proc/PID/smaps), and on a slow host that step ran into a fixed 30 s warm-up's window and read as
// growth. A leak never settles, so it still reaches the window. Growth = mean RSS of
// the last 5 s over the first 5 s, minus one; the second half's growth is reported beside it. No non-2xx
// allowed. Where the memory is, read from the server itself at the window's start and end (the
// bench server's own /__bench/memory, bench/lib/memory-probe.ts): V8's heap as committed, the old generation in use after the latest
// full collection (what the process keeps), and memory outside the heap (PGlite's WebAssembly
// memory, and Buffers).
//
//   node --import tsx bench/memory.ts --driver pglite|postgres [--port 3350] [--seconds 60] [--warmup 30]
import { benchArgs } from './lib/args'
import { round, runBench, sleep } from './lib/common'
import { runLoad, SERVER_CPU, startServer, trpcQueryPath, waitFor200 } from './lib/http'
import { openAppDatabase, scratchTarget, seedLeaderboardScene } from './lib/seed'

const args = benchArgs({ driver: ['pglite', 'postgres'], port: 3350, seconds: 60, warmup: 30 })
const { driver, port } = args
const seconds = Math.min(args.seconds, 110)
const warmupSeconds = Math.min(args.warmup, 60)
const mb = (bytes: number) => round(bytes / 2 ** 20, 1)
const mbOrNull = (bytes: number | null) => (bytes === null ? null : mb(bytes))
const log = (message: string) => process.stderr.write(`[memory ${driver}] ${message}\n`)

async function main() {
  const scratch = await scratchTarget(driver, 'memory')
  const handle = await openAppDatabase(scratch.target)
  const quiz = await seedLeaderboardScene(handle.db)
  await handle.close()

  const server = await startServer({ port, cpu: SERVER_CPU, ...scratch.server })
  try {
    await waitFor200(server)
    const requests = [
      { path: trpcQueryPath('quizzes.list', { limit: 20, offset: 0 }) },
      { path: trpcQueryPath('quizzes.byId', { id: quiz.id }) },
      { path: trpcQueryPath('attempts.leaderboard', { quizId: quiz.id, limit: 50 }) },
    ]
    for (const request of requests) {
      const response = await fetch(`${server.origin}${request.path}`)
      if (response.status !== 200) throw new Error(`${request.path}: ${response.status} ${await response.text()}`)
      await response.arrayBuffer()
    }
    const inside = async () => {
      const response = await fetch(`${server.origin}/__bench/memory`)
      if (response.status !== 200) throw new Error(`/__bench/memory: ${response.status}`)
      return (await response.json()) as {
        heapTotal: number
        heapAfterMajorGc: number | null
        external: number
        majorGcs: number
      }
    }
    await inside() // installs the server's watch of full collections before the warm-up
    const rssBeforeWarmup = server.rssKb()
    const warm = await runLoad({ origin: server.origin, connections: 10, durationSeconds: warmupSeconds, requests })
    let warmedSeconds = warmupSeconds
    for (let previous = server.rssKb(); warmedSeconds < warmupSeconds + 90;) {
      const more = await runLoad({ origin: server.origin, connections: 10, durationSeconds: 10, requests })
      warm.completed += more.completed
      warm.non2xx += more.non2xx
      warm.errors += more.errors
      warmedSeconds += 10
      const now = server.rssKb()
      if (now < previous * 1.01) break
      previous = now
    }
    const samples: Array<{ t: number; rssKb: number }> = []
    const insideStart = await inside()
    const started = performance.now()
    const loadRun = runLoad({ origin: server.origin, connections: 10, durationSeconds: seconds, requests })
    let done = false
    void loadRun.finally(() => (done = true))
    while (!done && performance.now() - started < (seconds + 10) * 1000) {
      samples.push({ t: round((performance.now() - started) / 1000, 1), rssKb: server.rssKb() })
      await sleep(1000)
    }
    const insideEnd = await inside()
    const load = await loadRun
    const measured = samples.filter((sample) => sample.t <= seconds)
    const mean = (list: typeof samples) => list.reduce((sum, sample) => sum + sample.rssKb, 0) / list.length
    const first = mean(measured.slice(0, 5))
    const last = mean(measured.slice(-5))
    const half = measured.filter((sample) => sample.t >= seconds / 2)
    const halfFirst = mean(half.slice(0, 5))
    const result = {
      benchmark: 'memory',
      driver,
      seconds,
      connections: 10,
      requestsPerSecond: round(load.requestsPerSecond, 0),
      requests: load.completed + warm.completed,
      non2xx: load.non2xx + load.errors + load.timeouts + warm.non2xx + warm.errors,
      rssStartMb: round(first / 1024, 1),
      rssEndMb: round(last / 1024, 1),
      rssMaxMb: round(Math.max(...measured.map((sample) => sample.rssKb)) / 1024, 1),
      growthPercent: round((last / first - 1) * 100, 1),
      secondHalfGrowthPercent: round((last / halfFirst - 1) * 100, 1),
      warmupSeconds: warmedSeconds,
      rssBeforeWarmupMb: round(rssBeforeWarmup / 1024, 1),
      samplesMb: measured.map((sample) => round(sample.rssKb / 1024, 0)),
      // start → end of the window, MB
      heapCommittedMb: [mb(insideStart.heapTotal), mb(insideEnd.heapTotal)],
      heapAfterFullGcMb: [mbOrNull(insideStart.heapAfterMajorGc), mbOrNull(insideEnd.heapAfterMajorGc)],
      outsideHeapMb: [mb(insideStart.external), mb(insideEnd.external)],
      fullGcsInWindow: insideEnd.majorGcs - insideStart.majorGcs,
    }
    log(
      `RSS ${result.rssStartMb} -> ${result.rssEndMb} MB (${result.growthPercent} %), ${result.requestsPerSecond} req/s, non-2xx ${result.non2xx}; ` +
        `V8 heap committed ${result.heapCommittedMb.join(' -> ')} MB, after a full GC ${result.heapAfterFullGcMb.map((value) => value ?? 'none yet').join(' -> ')} MB, outside the heap ${result.outsideHeapMb.join(' -> ')} MB`,
    )
    process.stdout.write(`${JSON.stringify(result)}\n`)
  } finally {
    await server.stop()
    await scratch.dispose()
  }
}

runBench(main)
