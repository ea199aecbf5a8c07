// Start-up: from spawning the server to its first 200 (GET /api/v1/health, which needs the database
// open and migrated). Cold: an empty PGlite directory (create the cluster, migrate, seed the demo
// quizzes). Warm: the same directory again. PostgreSQL (an empty database, then again) for
// comparison. Each repeated; medians reported. Not pinned: a server starts with the whole machine.
//
//   node --import tsx bench/startup.ts [--port 3340] [--repeat 3] [--client-dir DIR]
import { createScratchDatabase, median, postgresAvailable, removeDir, round, tmpDir } from './lib/common'
import { startServer, waitFor200 } from './lib/http'

const args = new Map<string, string>()
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1] ?? '')
const port = Number(args.get('port') ?? 3340)
const repeat = Number(args.get('repeat') ?? 3)
const clientDir = args.get('client-dir')
const log = (message: string) => process.stderr.write(`[startup] ${message}\n`)

async function timeStart(target: { dataDir?: string; databaseUrl?: string }) {
  const since = performance.now()
  const server = startServer({ port, ...target, ...(clientDir ? { clientDir } : {}) })
  try {
    return await waitFor200(server, '/api/v1/health', since)
  } finally {
    await server.stop()
  }
}

async function main() {
  const samples = { pgliteCold: [] as number[], pgliteWarm: [] as number[], postgresCold: [] as number[], postgresWarm: [] as number[] }
  // The first start of all also compiles the TypeScript into tsx's cache: not counted.
  {
    const dir = tmpDir('quizdom-bench-startup-')
    try {
      await timeStart({ dataDir: dir })
    } finally {
      removeDir(dir)
    }
  }
  for (let i = 0; i < repeat; i++) {
    const dir = tmpDir('quizdom-bench-startup-')
    try {
      samples.pgliteCold.push(await timeStart({ dataDir: dir }))
      samples.pgliteWarm.push(await timeStart({ dataDir: dir }))
    } finally {
      removeDir(dir)
    }
    log(`PGlite cold ${samples.pgliteCold.at(-1)!.toFixed(0)} ms, warm ${samples.pgliteWarm.at(-1)!.toFixed(0)} ms`)
  }
  const hasPostgres = await postgresAvailable()
  if (hasPostgres) {
    for (let i = 0; i < repeat; i++) {
      const scratch = await createScratchDatabase('startup')
      try {
        samples.postgresCold.push(await timeStart({ databaseUrl: scratch.url }))
        samples.postgresWarm.push(await timeStart({ databaseUrl: scratch.url }))
      } finally {
        await scratch.drop()
      }
      log(`Postgres cold ${samples.postgresCold.at(-1)!.toFixed(0)} ms, warm ${samples.postgresWarm.at(-1)!.toFixed(0)} ms`)
    }
  }
  const summary = (values: number[]) =>
    values.length ? { medianMs: round(median(values), 0), runsMs: values.map((value) => round(value, 0)) } : null
  process.stdout.write(
    `${JSON.stringify({
      benchmark: 'startup',
      repeat,
      pgliteCold: summary(samples.pgliteCold),
      pgliteWarm: summary(samples.pgliteWarm),
      postgresCold: summary(samples.postgresCold),
      postgresWarm: summary(samples.postgresWarm),
    })}\n`,
  )
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`)
  process.exit(1)
})
