// A CPU profile of the server under one load (node --cpu-prof), summarised: where the server's
// thread spends its time, by package and by function (self time). Not part of `npm run bench`:
// it is how a miss in the table is looked into.
//
//   node --import tsx bench/profile.ts [--target rest|trpc|raw|leaderboard] [--driver postgres|pglite] [--seconds 10]
//     [--port 3370] [--keep]
//   node --import tsx bench/profile.ts --summarise file.cpuprofile
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { benchArgs } from './lib/args'
import { createScratchDatabase, removeDir, tmpDir } from './lib/common'
import { runLoad, SERVER_CPU, startServer, trpcQueryPath, waitFor200 } from './lib/http'
import { openAppDatabase, seedLeaderboardScene } from './lib/seed'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
}

export function summarise(file: string, top = 25) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[]; startTime: number; endTime: number }
  const total = profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0)
  const byFunction = new Map<string, number>()
  const byPackage = new Map<string, number>()
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0
    if (!hits) continue
    const { functionName, url, lineNumber } = node.callFrame
    const short = url
      .replace(/^file:\/\//, '')
      .replace(/.*node_modules\//, 'nm:')
      .replace(/.*\/work\/main\//, '')
    const pkg = url.includes('node_modules/')
      ? (/node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? 'node_modules')
      : url.startsWith('node:') || url === ''
        ? functionName.startsWith('(')
          ? functionName
          : `node internals`
        : url.includes('/src/')
          ? 'app (src/)'
          : short
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + hits)
    const key = `${functionName || '(anonymous)'} ${short}:${lineNumber + 1}`
    byFunction.set(key, (byFunction.get(key) ?? 0) + hits)
  }
  const pct = (hits: number) => `${((hits / total) * 100).toFixed(1).padStart(5)} %`
  const lines = ['by package (self time):']
  for (const [name, hits] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15))
    lines.push(`  ${pct(hits)}  ${name}`)
  lines.push('by function (self time):')
  for (const [name, hits] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
    lines.push(`  ${pct(hits)}  ${name}`)
  return lines.join('\n')
}

async function main() {
  const args = benchArgs({
    summarise: String,
    target: ['rest', 'trpc', 'raw', 'leaderboard'],
    driver: ['postgres', 'pglite'],
    seconds: 10,
    port: 3370,
    keep: Boolean,
  })
  if (args.summarise) {
    process.stdout.write(`${summarise(args.summarise)}\n`)
    return
  }
  const { target, driver, seconds, port } = args
  let dataDir: string | undefined
  let databaseUrl: string | undefined
  let drop: (() => Promise<void>) | undefined
  if (driver === 'postgres') {
    const scratch = await createScratchDatabase('profile')
    databaseUrl = scratch.url
    drop = scratch.drop
  } else dataDir = tmpDir('quizdom-bench-profile-')
  const profileDir = tmpDir('quizdom-bench-cpuprof-')
  try {
    const handle = await openAppDatabase(
      databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: dataDir! },
    )
    const quiz = await seedLeaderboardScene(handle.db)
    await handle.close()
    const paths: Record<typeof target, string> = {
      raw: '/__bench/raw/quizzes',
      trpc: trpcQueryPath('quizzes.list', { limit: 20, offset: 0 }),
      rest: '/api/v1/quizzes/public?limit=20&offset=0',
      leaderboard: trpcQueryPath('attempts.leaderboard', { quizId: quiz.id, limit: 50 }),
    }
    const server = await startServer({
      port,
      cpu: SERVER_CPU,
      // The sources, not the bundle: each frame's URL then names its package for the summary.
      tsx: true,
      ...(databaseUrl ? { databaseUrl } : { dataDir: dataDir! }),
      nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
    })
    try {
      await waitFor200(server)
      const result = await runLoad({
        origin: server.origin,
        connections: 10,
        durationSeconds: seconds,
        requests: [{ path: paths[target] }],
      })
      process.stdout.write(
        `${target} on ${driver}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.latency.p99} ms\n`,
      )
    } finally {
      await server.stop()
    }
    const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'))
    if (!file) throw new Error('no profile written')
    process.stdout.write(`${summarise(join(profileDir, file))}\n`)
    if (args.keep) process.stdout.write(`profile kept: ${join(profileDir, file)}\n`)
  } finally {
    if (!args.keep) removeDir(profileDir)
    removeDir(dataDir)
    if (drop) await drop()
  }
}

if (process.argv[1]?.endsWith('profile.ts')) {
  main().catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`)
    process.exit(1)
  })
}
