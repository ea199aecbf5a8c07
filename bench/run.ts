// `npm run bench`: every benchmark in turn, each in its own process, then one table, printed and
// stored by bench/lib/report.ts: a full run in bench/results/latest.json and latest.md and as the
// guide docs/performance.md; any other run in bench/results/partial.*.
//
//   npm run bench                         everything (a quarter of an hour or more on 2 cores)
//   npm run bench -- --only ranking,api   some of: ranking api contest capacity embedded startup memory client statistics payments paper live review
//                                         gradebook preview
//   npm run bench -- --quick              smaller sizes and shorter runs, to try the harness
//   npm run bench -- --report-only        latest.md and docs/performance.md again from latest.json
//
// Timings on a shared machine are noisy: each benchmark compares within its own run (a raw route,
// the O(rank) count, an idle probe) rather than against numbers from another day.
import { readFileSync } from 'node:fs'
import { availableParallelism, cpus, totalmem } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { benchArgs, listItems, orUsage, usageError } from './lib/args'
import {
  canPin,
  lastJson,
  PG_URL,
  postgresAvailable,
  removeDir,
  ROOT,
  run,
  runBench,
  runTs,
  tmpDir,
} from './lib/common'
import { type BenchOutput, type BenchRow, rerender, resultsTable, writeRun } from './lib/report'

const ALL = [
  'ranking',
  'api',
  'contest',
  'capacity',
  'embedded',
  'startup',
  'memory',
  'client',
  'statistics',
  'payments',
  'paper',
  'live',
  'review',
  'gradebook',
  'preview',
] as const
type Name = (typeof ALL)[number]

const args = benchArgs({ only: String, quick: Boolean, 'report-only': Boolean })
const { quick } = args
const reportOnly = args['report-only']
// Rendering alone runs nothing, so an option that chooses what to run has no meaning beside it.
if (reportOnly && (quick || args.only !== undefined)) {
  usageError('--report-only renders the stored full run and takes neither --only nor --quick')
}
const isName = (name: string) => ALL.includes(name as Name)
const only = new Set(
  orUsage(() =>
    listItems('only', args.only ?? ALL.join(','), (name) => (isName(name) ? null : `is not one of ${ALL.join(', ')}`)),
  ),
) as Set<Name>
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`)
const version = (pkg: string) =>
  JSON.parse(readFileSync(join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')).version as string

const results: Record<string, unknown> = {}
const rows: BenchRow[] = []
const row = (benchmark: string, database: string, measured: string, target: string, ok: boolean | null) =>
  rows.push({ benchmark, database, measured, target, verdict: ok === null ? 'info' : ok ? 'pass' : 'MISS' })
const skip = (benchmark: string, database: string, why: string) =>
  rows.push({ benchmark, database, measured: why, target: '', verdict: 'skipped' })

async function bench(name: string, file: string, args: string[], timeoutMs: number) {
  log(`${name}: starting`)
  const started = performance.now()
  try {
    const { stdout } = await runTs(file, args, { echo: true, timeoutMs })
    const result = lastJson(stdout)
    results[name] = result
    log(`${name}: done in ${((performance.now() - started) / 1000).toFixed(0)} s`)
    return result
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    results[name] = { error: message.slice(0, 4000) }
    log(`${name}: FAILED\n${message.slice(-2000)}`)
    return null
  }
}

const ms = (value: number) => (value >= 100 ? `${value.toFixed(0)} ms` : `${value.toFixed(2)} ms`)
/** A growth with its sign: +4.6, +0, -1.2. */
const signed = (value: number) => `${value >= 0 ? '+' : ''}${value}`
const count = (value: number) => (value >= 1_000_000 ? `${value / 1_000_000} M` : `${value / 1000} k`)

function rankingRows(result: any, database: string) {
  const list = result.results as any[]
  const first = list[0]
  const last = list.at(-1)
  const sizes = list.map((r) => count(r.size)).join(' / ')
  const series = (op: string) => list.map((r) => r.timings[op].medianMs.toFixed(2)).join(' / ')
  const inDb = (op: string) => list.map((r) => r.inDatabase[op].medianMs.toFixed(2)).join(' / ')
  const growth = (op: string) => last.timings[op].medianMs / first.timings[op].medianMs
  const isMillion = last.size >= 1_000_000
  const under2 = (op: string) => last.timings[op].medianMs < 2
  row(
    `Leaderboard top 10 (${sizes})`,
    database,
    `${series('top10')} ms (in database ${inDb('top10')})`,
    '< 2 ms at 1 M',
    isMillion ? under2('top10') : null,
  )
  row(`Leaderboard call: top 10 + total (${sizes})`, database, `${series('leaderboardCall')} ms`, 'info', null)
  for (const [op, label] of [
    ['rankMedian', 'median player'],
    ['rankWorst', 'last player'],
  ] as const) {
    row(
      `Rank of the ${label} (${sizes})`,
      database,
      `${series(op)} ms (in database ${inDb(op)}), ×${growth(op).toFixed(2)} from ${count(first.size)}`,
      '< 2 ms at 1 M, < 3× from 10 k',
      isMillion ? under2(op) && growth(op) < 3 : growth(op) < 3,
    )
  }
  row(
    `Exam standing of the median player: NTA percentile and shared rank over first attempts (${sizes})`,
    database,
    `${series('percentileMedian')} ms (in database ${inDb('percentileMedian')})`,
    '< 5 ms at 1 M (Postgres)',
    isMillion && database === 'Postgres' ? last.timings.percentileMedian.medianMs < 5 : null,
  )
  row(
    `Old O(rank) count, median player (${sizes})`,
    database,
    `${series('countRankMedian')} ms, ×${growth('countRankMedian').toFixed(0)} from ${count(first.size)}`,
    'baseline, same run',
    null,
  )
  const plansOk = list.every((r) => r.topIsIndexScan && !r.topHasSort)
  const exact = list.every((r) => r.exact)
  row(
    'EXPLAIN top 10: index scan on attempts_leaderboard, no sort',
    database,
    plansOk ? 'yes, at every size' : 'NO',
    'index scan, no sort',
    plansOk,
  )
  row(
    'Rank = leaderboard position (median, last, total); exam standing = a count of the attempts',
    database,
    exact ? 'exact at every size' : 'MISMATCH',
    'exact',
    exact,
  )
  const board = result.global
  if (board) {
    const t = (op: string) => ms(board.timings[op].medianMs)
    row(
      `Global leaderboard, ${count(board.players)} players: page 1 (all time / 30 days), page 50`,
      database,
      `${t('firstPage')} / ${t('firstPage30d')}, ${t('page50')}`,
      'info',
      null,
    )
    row(
      `Global leaderboard: the median player's own place (alone / with page 1)`,
      database,
      `${t('placeOfMedian')} / ${t('firstPageWithMedianViewer')}; O(rank), decision 025`,
      'info',
      null,
    )
    row(
      'Global leaderboard: index scan on global_scores_board, no sort; equals a recount',
      database,
      board.pageIsIndexScan && !board.pageHasSort && board.exact ? 'yes' : 'NO',
      'index scan, no sort, exact',
      board.pageIsIndexScan && !board.pageHasSort && board.exact,
    )
  }
}

function liveRows(result: any) {
  const targets = result.targets
  const one = result.oneInstance
  if (one) {
    row(
      `Live game, ${one.players} players on one instance: question opened → its event at each player (${one.rounds} questions)`,
      'Postgres',
      `p95 ${ms(one.eventP95Ms)} / p99 ${ms(one.eventP99Ms)}, missed ${one.eventsMissed}`,
      `p95 ≤ ${targets.eventP95Ms} ms, p99 ≤ ${targets.eventP99Ms} ms`,
      one.eventP95Ms <= targets.eventP95Ms && one.eventP99Ms <= targets.eventP99Ms && one.eventsMissed === 0,
    )
    row(
      `Live game: ${one.players} answers within one second, each question`,
      'Postgres',
      `p99 ${ms(one.answerP99Ms)}, refused ${one.failedAnswers}; each scored once: ${one.scoredOnce ? 'yes' : 'NO'}; ` +
        `CPU per answer: server ${one.cpuMsPerAnswer.server} ms, Postgres ${one.cpuMsPerAnswer.postgres} ms`,
      `p99 < ${targets.answerP99Ms} ms, scored once`,
      one.answerP99Ms < targets.answerP99Ms && one.failedAnswers === 0 && one.scoredOnce,
    )
    row(
      `Live game: ${one.players} idle event streams`,
      'Postgres',
      `${signed(one.idleMb)} MB of RSS`,
      `≤ ${targets.idleMb} MB`,
      one.idleMb <= targets.idleMb,
    )
  }
  const two = result.twoInstances
  if (two) {
    row(
      `Live game, two instances of ${two.players / 2} players each, the host on the first`,
      'Postgres',
      `p95 ${ms(two.firstP95Ms)} on the first, ${ms(two.secondP95Ms)} on the second`,
      `second within ${targets.instancesP95GapMs} ms of the first`,
      two.gapMs <= targets.instancesP95GapMs,
    )
  }
  const pglite = result.pglite
  if (pglite) {
    row(
      `Live game: the players one instance holds with p95 ≤ ${targets.eventP95Ms} ms`,
      'PGlite',
      `${pglite.holds} (${pglite.tried.map((step: any) => `${step.players}: p95 ${ms(step.eventP95Ms)}`).join(', ')})`,
      'reported',
      null,
    )
  }
}

function apiRows(result: any, database: string) {
  const line = (key: 'raw' | 'trpc' | 'rest') =>
    `${result[key].requestsPerSecond} req/s, p50 ${result[key].p50Ms} / p99 ${result[key].p99Ms} ms`
  row('Public quiz list, raw Hono route (baseline)', database, line('raw'), 'baseline', null)
  row(
    'Public quiz list over tRPC',
    database,
    `${line('trpc')}; ratio ${result.trpcRatio}`,
    '≥ 0.30 of raw',
    result.trpcRatio >= 0.3,
  )
  row(
    'Public quiz list over REST',
    database,
    `${line('rest')}; ratio ${result.restRatio}`,
    '≥ 0.60 of raw',
    result.restRatio >= 0.6,
  )
  const errors = result.raw.non2xx + result.trpc.non2xx + result.rest.non2xx
  if (errors) row('API overhead: non-2xx', database, String(errors), '0', false)
}

function overloadRows(result: any, database: string) {
  const overload = result.overload
  if (!overload) return
  // The slowest served answer and the slowest refusal apart, where the run measured them.
  const slowest = (run: any) =>
    run.servedMaxMs === undefined
      ? ''
      : ` (served ${ms(run.servedMaxMs)}, refused ${run.shedMaxMs === null ? '-' : ms(run.shedMaxMs)})`
  const line = (run: any) =>
    `${run.answered} answered (${run.servedPerSecond}/s served), p99 ${ms(run.p99Ms)}, max ${ms(run.maxMs)}` +
    `${slowest(run)}, unanswered ${run.unanswered}`
  const isPglite = database === 'PGlite'
  row(
    `Overload: ${overload.connections} connections on the leaderboard, admission control ${isPglite ? 'on' : 'off (Postgres)'}`,
    database,
    `${line(overload)}; shed ${overload.shed} (${(overload.shedShare * 100).toFixed(1)} %)`,
    isPglite ? `every answer < ${overload.targetMs / 1000} s, shed share reported` : 'info',
    // The target is PGlite's: on Postgres admission control is off by default.
    isPglite ? overload.maxMs < overload.targetMs && overload.unanswered === 0 : null,
  )
  const baseline = result.overloadWithoutAdmission
  if (baseline) {
    row(`The same overload with admission control off (ADMISSION_LIMIT=0)`, database, line(baseline), 'baseline', null)
  }
}

async function main() {
  if (reportOnly) {
    const written = orUsage(() => rerender(ROOT))
    process.stdout.write(`Rendered ${written.join(' and ')} from bench/results/latest.json\n`)
    return
  }
  const started = Date.now()
  const hasPostgres = await postgresAvailable()
  let postgresVersion = 'unavailable'
  if (hasPostgres) {
    const client = new pg.Client({ connectionString: PG_URL })
    await client.connect()
    postgresVersion = (await client.query('show server_version')).rows[0].server_version
    await client.end()
  }
  const machine = {
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    postgres: postgresVersion,
    pglite: version('@electric-sql/pglite'),
    loadGenerator: `autocannon ${version('autocannon')}`,
    pinned: canPin()
      ? 'server on core 0, load generator on core 1 (taskset); Postgres unpinned on both'
      : 'not pinned (taskset or a second core missing)',
  }
  log(`machine: ${JSON.stringify(machine)}`)

  // One client build for the benchmarks that serve it, in a temporary directory (dist/ is left alone).
  let clientDir: string | undefined
  if (only.has('embedded') || only.has('client') || only.has('startup')) {
    clientDir = tmpDir('quizdom-bench-client-build-')
    log(`building the client into ${clientDir}`)
    await run(
      join(ROOT, 'node_modules/.bin/vite'),
      ['build', '--outDir', clientDir, '--emptyOutDir', '--logLevel', 'error'],
      {
        timeoutMs: 300_000,
      },
    )
  }
  const budget = (minutes: number) => minutes * 60_000

  try {
    if (only.has('ranking')) {
      const reps = quick ? ['--reps', '30'] : []
      if (hasPostgres) {
        const result = await bench(
          'rankingPostgres',
          'bench/ranking.ts',
          ['--driver', 'postgres', '--sizes', quick ? '10000,100000' : '10000,100000,1000000', ...reps],
          budget(30),
        )
        if (result) rankingRows(result, 'Postgres')
      } else skip('Ranking at scale', 'Postgres', 'Postgres not reachable')
      const result = await bench(
        'rankingPglite',
        'bench/ranking.ts',
        ['--driver', 'pglite', '--sizes', quick ? '10000,100000' : '10000,100000,1000000', ...reps],
        budget(30),
      )
      if (result) rankingRows(result, 'PGlite')
    }
    if (only.has('api')) {
      const extra = quick ? ['--rounds', '1', '--seconds', '3'] : []
      for (const driver of hasPostgres ? ['postgres', 'pglite'] : ['pglite']) {
        const result = await bench(`api_${driver}`, 'bench/api.ts', ['--driver', driver, ...extra], budget(10))
        if (result) apiRows(result, driver === 'postgres' ? 'Postgres' : 'PGlite')
      }
    }
    if (only.has('contest')) {
      if (hasPostgres) {
        const result = await bench(
          'contest',
          'bench/contest.ts',
          quick ? ['--players', '3000', '--warmup', '500', '--direct', '1000'] : [],
          budget(15),
        )
        if (result) {
          for (const run of result.runs) {
            const cpu = run.cpuMsPerSubmit
            const label = run.workers === 1 ? 'one instance' : `WEB_CONCURRENCY=${run.workers}`
            row(
              `Submissions, ${label}, ${result.connections} connections (${run.measuredSubmits} attempts)`,
              'Postgres',
              `${run.submitsPerSecond}/s = ${run.share} of the ${cpu.ceilingPerSecond}/s ${result.cores} cores fit at ` +
                `server ${cpu.serverMsPerSubmit} + Postgres ${cpu.postgresMsPerSubmit} + load generator ` +
                `${cpu.loadMsPerSubmit} ms per submit; p50 ${run.p50Ms} / p99 ${run.p99Ms} ms, non-2xx ${run.non2xx + run.errors}`,
              `≥ ${result.targets.share} of what the cores fit, p99 < ${result.targets.p99Ms} ms`,
              run.met,
            )
          }
          if (result.postgresAlone) {
            const alone = result.postgresAlone
            row(
              'Postgres alone: the same submits from the benchmark, no HTTP server, 10 connections',
              'Postgres',
              `${alone.postgresMsPerSubmit} ms of Postgres CPU per submit, ${alone.perSecond}/s`,
              'info',
              null,
            )
          }
          row(
            'After the contest: all ranked, counts = recount',
            'Postgres',
            result.consistent
              ? `yes (${result.ranked} ranked)`
              : `NO (${JSON.stringify({ submitted: result.submitted, ranked: result.ranked, drift: result.countsDriftRows })})`,
            'consistent',
            result.consistent,
          )
        }
      } else skip('Submissions under contest load', 'Postgres', 'Postgres not reachable')
    }
    if (only.has('capacity')) {
      if (hasPostgres) {
        const result = await bench(
          'capacity',
          'bench/capacity.ts',
          quick ? ['--players', '1500', '--seconds', '4'] : [],
          budget(10),
        )
        if (result) {
          for (const call of result.calls) {
            row(
              `CPU per request: ${call.call} (${call.requests} requests, ${result.connections} connections)`,
              'Postgres',
              `server ${call.serverMs} ms + Postgres ${call.postgresMs} ms (load generator ${call.loadMs} ms); ` +
                `${call.perSecond}/s, p99 ${call.p99Ms} ms, non-2xx ${call.non2xx}`,
              'every answer 2xx',
              call.non2xx === 0,
            )
          }
        }
      } else skip('CPU per request of the main calls', 'Postgres', 'Postgres not reachable')
    }
    if (only.has('embedded')) {
      for (const driver of hasPostgres ? ['pglite', 'postgres'] : ['pglite']) {
        const result = await bench(
          `embedded_${driver}`,
          'bench/embedded.ts',
          [
            '--driver',
            driver,
            '--client-dir',
            clientDir!,
            ...(quick ? ['--seconds', '5'] : []),
            // The comparison that motivates admission control, on the database it guards.
            ...(driver === 'pglite' ? ['--overload-baseline'] : []),
          ],
          budget(10),
        )
        if (result) {
          const database = driver === 'postgres' ? 'Postgres' : 'PGlite'
          row(
            `p99 of / while the leaderboard serves ${result.leaderboardLoad.requestsPerSecond}/s`,
            database,
            `${result.page.idle.p99Ms} ms idle → ${result.page.busy.p99Ms} ms busy (×${result.pageP99Ratio})`,
            'info',
            null,
          )
          row(
            'p99 of /api/v1/health (select 1) under the same load',
            database,
            `${result.health.idle.p99Ms} ms idle → ${result.health.busy.p99Ms} ms busy (×${result.healthP99Ratio})`,
            'info',
            null,
          )
          overloadRows(result, database)
        }
      }
    }
    if (only.has('startup')) {
      const result = await bench(
        'startup',
        'bench/startup.ts',
        ['--client-dir', clientDir!, '--repeat', quick ? '1' : '3'],
        budget(10),
      )
      if (result) {
        row(
          'Start-up to first 200, empty PGlite directory (cold, from the template)',
          'PGlite',
          ms(result.pgliteCold.medianMs),
          '< 5 s',
          result.pgliteCold.medianMs < 5000,
        )
        row(
          'Start-up to first 200, existing PGlite directory (warm)',
          'PGlite',
          ms(result.pgliteWarm.medianMs),
          '< 1.5 s',
          result.pgliteWarm.medianMs < 1500,
        )
        row(
          `First start after an install, empty directory (${result.pgliteFirst.templateExisted ? 'template already there' : 'initdb, then saves the template'})`,
          'PGlite',
          ms(result.pgliteFirst.ms),
          'info',
          null,
        )
        if (result.postgresCold) {
          row(
            'Start-up to first 200, empty database / again',
            'Postgres',
            `${ms(result.postgresCold.medianMs)} / ${ms(result.postgresWarm.medianMs)}`,
            'info',
            null,
          )
        }
      }
    }
    if (only.has('memory')) {
      for (const driver of hasPostgres ? ['pglite', 'postgres'] : ['pglite']) {
        const result = await bench(
          `memory_${driver}`,
          'bench/memory.ts',
          ['--driver', driver, '--seconds', quick ? '20' : '60'],
          budget(5),
        )
        if (result) {
          row(
            `RSS over ${result.seconds} s of steady tRPC load (${result.requestsPerSecond} req/s)`,
            driver === 'postgres' ? 'Postgres' : 'PGlite',
            `${result.rssStartMb} → ${result.rssEndMb} MB (${signed(result.growthPercent)} %; last ${result.seconds / 2} s ${signed(result.secondHalfGrowthPercent)} %; ${result.rssBeforeWarmupMb} MB before a ${result.warmupSeconds} s warm-up), non-2xx ${result.non2xx}; ` +
              `V8 heap ${result.heapCommittedMb[0]} → ${result.heapCommittedMb[1]} MB, in use after a full GC ${result.heapAfterFullGcMb[0] ?? 'none yet'} → ${result.heapAfterFullGcMb[1] ?? 'none yet'} MB (${result.fullGcsInWindow} full GCs in the window), outside the heap${driver === 'pglite' ? ' (mostly PGlite)' : ''} ${result.outsideHeapMb[0]} → ${result.outsideHeapMb[1]} MB`,
            '< 10 % growth, no non-2xx',
            result.growthPercent < 10 && result.non2xx === 0,
          )
        }
      }
    }
    if (only.has('review')) {
      if (hasPostgres) {
        const result = await bench('review', 'bench/review.ts', ['--driver', 'postgres'], budget(5))
        if (result) {
          row(
            `Review queue: the due list of a player with ${count(result.cards)} cards (${result.served} served)`,
            'Postgres',
            ms(result.medianMs),
            `< ${result.targetMs} ms`,
            result.medianMs < result.targetMs,
          )
        }
      } else skip('Review queue: the due list', 'Postgres', 'Postgres not reachable')
    }
    if (only.has('gradebook')) {
      const sizes = quick ? ['--members', '100', '--assignments', '10'] : []
      for (const driver of hasPostgres ? ['postgres', 'pglite'] : ['pglite']) {
        const database = driver === 'postgres' ? 'Postgres' : 'PGlite'
        const result = await bench(
          `gradebook_${driver}`,
          'bench/gradebook.ts',
          ['--driver', driver, ...sizes],
          budget(5),
        )
        if (result)
          row(
            `A group's gradebook, ${result.members} members × ${result.assignments} assignments (${count(result.attempts)} attempts): JSON / CSV`,
            database,
            `${ms(result.json.medianMs)} / ${ms(result.csv.medianMs)}`,
            `< ${result.targetMs} ms`,
            // The target is Postgres's; PGlite's figure is for information.
            driver === 'postgres' ? result.json.medianMs < result.targetMs : null,
          )
      }
    }
    if (only.has('preview')) {
      const driver = hasPostgres ? 'postgres' : 'pglite'
      const sizes = quick ? ['--cold', '10', '--cached', '100'] : []
      const result = await bench('preview', 'bench/preview.ts', ['--driver', driver, ...sizes], budget(5))
      if (result) {
        const database = driver === 'postgres' ? 'Postgres' : 'PGlite'
        row(
          `A quiz's link-preview card (1200 × 630 PNG, Devanagari, ${result.cold.meanKb} kB), drawn cold: median / p95`,
          database,
          `${ms(result.cold.medianMs)} / ${ms(result.cold.p95Ms)}`,
          `p95 < ${result.targets.coldP95Ms} ms`,
          result.cold.p95Ms < result.targets.coldP95Ms,
        )
        // Within the run: the cache must spare the drawing, whatever else the machine is doing.
        row(
          'The same card served from memory (the quiz read, then the cache): median / p95',
          database,
          `${ms(result.cached.medianMs)} / ${ms(result.cached.p95Ms)}`,
          `median < ${ms(result.cold.medianMs / result.targets.cachedTimesCheaper)} (cold ÷ ${result.targets.cachedTimesCheaper})`,
          result.cached.medianMs < result.cold.medianMs / result.targets.cachedTimesCheaper,
        )
      }
    }
    if (only.has('statistics')) {
      const size = quick ? 10_000 : 100_000
      for (const driver of hasPostgres ? ['postgres', 'pglite'] : ['pglite']) {
        const database = driver === 'postgres' ? 'Postgres' : 'PGlite'
        const result = await bench(
          `statistics_${driver}`,
          'bench/statistics.ts',
          ['--driver', driver, '--attempts', String(size)],
          budget(20),
        )
        if (result) {
          const line = (scope: { medianMs: number; attempts: number }) =>
            `${ms(scope.medianMs)} (${count(scope.attempts)} attempts)`
          row(
            `Item statistics, ${count(result.attempts)} attempts × ${result.questions} questions, folded: first attempts / all`,
            database,
            `${line(result.first)} / ${line(result.all)}`,
            `< ${result.targetMs} ms`,
            result.first.medianMs < result.targetMs && result.all.medianMs < result.targetMs,
          )
          row(
            `Item statistics with ${count(result.withPending.pending)} attempts not yet folded (all attempts)`,
            database,
            line(result.withPending.all),
            'info',
            null,
          )
          row(
            'Folding attempts into the statistics, in batches of 500',
            database,
            `${result.fold.msPerAttempt} ms per attempt (${count(result.fold.attempts)} in ${ms(result.fold.ms)})`,
            'info',
            null,
          )
        }
      }
    }
    if (only.has('payments')) {
      if (!hasPostgres) skip('Gateway webhooks verified and credited', 'Postgres', 'no Postgres')
      else {
        const size = quick ? 200 : 2_000
        const result = await bench('payments', 'bench/payments.ts', ['--webhooks', String(size)], budget(10))
        if (result) {
          row(
            `Gateway webhooks verified and credited, ${result.concurrency} at once (${count(result.webhooks)})`,
            'Postgres',
            `${result.webhook.perSecond}/s, ${result.webhook.cpuMsEach} ms CPU each`,
            'info',
            null,
          )
          row(
            'Manual top-up approvals, for comparison',
            'Postgres',
            `${result.approval.perSecond}/s, ${result.approval.cpuMsEach} ms CPU each`,
            'info',
            null,
          )
        }
      }
    }
    if (only.has('paper')) {
      if (!hasPostgres) skip('A 100-question paper of every type', 'Postgres', 'no Postgres')
      else {
        const result = await bench(
          'paper',
          'bench/paper.ts',
          quick ? ['--rounds', '1', '--players', '20'] : ['--rounds', '5', '--players', '80'],
          budget(15),
        )
        if (result) {
          const line = (paper: { startCpuMs: number; submitCpuMs: number }) =>
            `start ${paper.startCpuMs} ms, submit ${paper.submitCpuMs} ms of server CPU`
          row(
            `A ${result.questions}-question single-answer paper (baseline)`,
            'Postgres',
            line(result.single),
            'baseline',
            null,
          )
          row(
            `The same size of paper, all seven question types: ratio to the single-answer paper`,
            'Postgres',
            `${line(result.mixed)}; start ${result.startRatio}×, submit ${result.submitRatio}×`,
            '≤ 1.3× each',
            result.startRatio <= 1.3 && result.submitRatio <= 1.3,
          )
        }
      }
    }
    if (only.has('live')) {
      const players = quick ? 200 : 1000
      if (!hasPostgres) skip('A live game with a full room', 'Postgres', 'no Postgres')
      else {
        const result = await bench('live', 'bench/live.ts', ['--players', String(players)], budget(10))
        if (result) liveRows(result)
      }
      const steps = quick ? '50,100,200' : '100,250,500,1000'
      const result = await bench('livePglite', 'bench/live.ts', ['--driver', 'pglite', '--steps', steps], budget(10))
      if (result) liveRows(result)
    }
    if (only.has('client')) {
      // Lighthouse on every prerendered page over the throttled connection, at the preset's CPU
      // slowdown and at twice it, and the landing page simulated: one run each quick, three in full,
      // each run up to 120 s.
      const result = await bench(
        'client',
        'bench/client.ts',
        ['--client-dir', clientDir!, '--runs', quick ? '1' : '3'],
        budget(50),
      )
      if (result) {
        const size = result.size
        if (size.initial) {
          // One client build per language: each language's first screen has its own initial JavaScript.
          const initial = size.initial as Array<{ locale: string; gzipBytes: number }>
          const perLanguage = initial.map(({ locale, gzipBytes }) => `${locale} ${(gzipBytes / 1000).toFixed(1)}`)
          row(
            'Initial JavaScript (entry + static imports), gzip, each language',
            'client',
            `${perLanguage.join(', ')} kB`,
            '≤ 150 kB each',
            initial.length > 0 && initial.every(({ gzipBytes }) => gzipBytes <= 150_000),
          )
          const largest = size.largestLazy[0]
          row(
            'Largest lazy (route) chunk, gzip',
            'client',
            largest ? `${(largest.gzip / 1000).toFixed(1)} kB (${largest.file})` : 'none',
            '≤ 30 kB',
            !largest || largest.gzip <= 30_000,
          )
        } else skip('Client size', 'client', size.error ?? 'no report')
        const enc = result.compression
        if (enc?.entry) {
          row(
            'Entry script as served to a browser accepting gzip/br',
            'client',
            `content-encoding: ${enc.contentEncoding}, ${(enc.contentLength / 1000).toFixed(0)} kB`,
            'info',
            null,
          )
        }
        for (const lh of result.lighthouse) {
          const throttled = lh.throttling === 'devtools'
          const slower = throttled && lh.cpu !== 1
          const how = throttled
            ? `loaded over the throttled connection${slower ? `, ${lh.cpu}× the preset's CPU slowdown` : ''}`
            : 'simulated throttling'
          const name = `Lighthouse mobile, ${lh.path ?? '/'}, ${how}`
          if (lh.skipped) {
            skip(name, 'client', lh.skipped)
            continue
          }
          const m = lh.median
          // The prerendered public pages' targets (decision 030): at the preset, a score of 90, the
          // main thread free within 200 ms, no late jump; on a CPU twice as slow, still a score of 90.
          const target = slower
            ? 'score ≥ 90'
            : throttled
              ? 'score ≥ 90, TBT < 200 ms, LCP < 2.5 s, CLS < 0.05'
              : 'info'
          const met = slower
            ? m.score >= 90
            : throttled
              ? m.score >= 90 && m.tbtMs < 200 && m.lcpMs < 2500 && m.cls < 0.05
              : null
          row(
            `${name} (median of ${lh.runs.length}${lh.failed?.length ? `; ${lh.failed.length} more gave no score: ${lh.failed.join(', ')}` : ''})`,
            'client',
            `score ${m.score}, LCP ${ms(m.lcpMs)}, CLS ${m.cls}, TBT ${ms(m.tbtMs)}, FCP ${ms(m.fcpMs)}; ${m.totalTransferKb} kB transferred`,
            target,
            met,
          )
        }
      }
    }
  } finally {
    removeDir(clientDir)
  }

  const output: BenchOutput = {
    date: new Date(started).toISOString(),
    minutes: Math.round((Date.now() - started) / 6000) / 10,
    quick,
    machine,
    rows,
    results,
  }
  const written = writeRun(ROOT, output, !quick && only.size === ALL.length)
  process.stdout.write(`\n${resultsTable(rows)}\n\nWritten to ${written.join(', ')}\n`)
}

runBench(main)
