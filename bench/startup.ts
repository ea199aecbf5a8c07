// Start-up: from spawning the server to its first 200 (GET /api/v1/health, which needs the database
// open and migrated). Cold: an empty PGlite directory (the cluster, migrated, and the demo quizzes).
// Warm: the same directory again. PostgreSQL (an empty database, then again) for comparison. Each
// repeated; medians reported. Not pinned: a server starts with the whole machine.
// The server runs as `npm start` runs it: bundled (serverBundle; the bundle is built before the
// clock starts, as `npm start` builds it once), `--tsx` for the sources through tsx.
// The first start of all is not counted: when the PGlite template (decision 009) is missing it
// creates the cluster with initdb and saves the template, as the first start after an install
// does; `pgliteFirst` reports it. Cold starts then copy the template.
//
//   node --import tsx bench/startup.ts [--port 3340] [--repeat 3] [--client-dir DIR] [--tsx]
import { existsSync } from 'node:fs'
import { pgliteTemplateDir } from '#server/db/pglite-template'
import { benchArgs } from './lib/args'
import { createScratchDatabase, median, postgresAvailable, removeDir, round, runBench, tmpDir } from './lib/common'
import { serverBundle, startServer, waitFor200 } from './lib/http'

const {
  port,
  repeat,
  'client-dir': clientDir,
  tsx: useTsx,
} = benchArgs({ port: 3340, repeat: 3, 'client-dir': String, tsx: Boolean })
const log = (message: string) => process.stderr.write(`[startup] ${message}\n`)

async function timeStart(target: { dataDir?: string; databaseUrl?: string }) {
  const since = performance.now()
  const server = await startServer({ port, ...target, ...(clientDir ? { clientDir } : {}), tsx: useTsx })
  try {
    return await waitFor200(server, '/api/v1/health', since)
  } finally {
    await server.stop()
  }
}

async function main() {
  const samples = {
    pgliteCold: [] as number[],
    pgliteWarm: [] as number[],
    postgresCold: [] as number[],
    postgresWarm: [] as number[],
  }
  const script = useTsx ? undefined : await serverBundle()
  // The first start of all (also compiling the TypeScript into tsx's cache under --tsx): not counted.
  const templateExisted = existsSync(pgliteTemplateDir() ?? '/nonexistent')
  let pgliteFirst: number
  {
    const dir = tmpDir('quizdom-bench-startup-')
    try {
      pgliteFirst = await timeStart({ dataDir: dir })
    } finally {
      removeDir(dir)
    }
  }
  log(`PGlite first start ${pgliteFirst.toFixed(0)} ms (template ${templateExisted ? 'existed' : 'created'})`)
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
      log(
        `Postgres cold ${samples.postgresCold.at(-1)!.toFixed(0)} ms, warm ${samples.postgresWarm.at(-1)!.toFixed(0)} ms`,
      )
    }
  }
  const summary = (values: number[]) =>
    values.length ? { medianMs: round(median(values), 0), runsMs: values.map((value) => round(value, 0)) } : null
  process.stdout.write(
    `${JSON.stringify({
      benchmark: 'startup',
      repeat,
      server: script ? 'bundle' : 'tsx',
      pgliteFirst: { ms: round(pgliteFirst, 0), templateExisted },
      pgliteCold: summary(samples.pgliteCold),
      pgliteWarm: summary(samples.pgliteWarm),
      postgresCold: summary(samples.postgresCold),
      postgresWarm: summary(samples.postgresWarm),
    })}\n`,
  )
}

runBench(main)
