// What `npm run bench` writes: bench/results/<stem>.md (the table) and, after a full run,
// docs/performance.md (the table inside the guide around it). Both are rendered from the same JSON the
// run stores, so `npm run bench -- --report-only` can render them again from bench/results/latest.json.
//
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

// The guide's fixed text names rows, never figures: the figures live in the generated table alone, so
// the text stays true whatever the next run measures.

export type Verdict = 'pass' | 'MISS' | 'info' | 'skipped'

export interface BenchRow {
  benchmark: string
  database: string
  measured: string
  target: string
  verdict: Verdict
}

interface BenchMachine {
  cpus: number
  cpuModel: string
  memoryGb: number
  node: string
  postgres: string
  pglite: string
  loadGenerator: string
  pinned: string
}

/** What bench/run.ts stores in bench/results/<stem>.json. */
export interface BenchOutput {
  date: string
  minutes: number
  quick: boolean
  machine: BenchMachine
  rows: BenchRow[]
  results: Record<string, unknown>
}

/** Where the guide is written, from the repository's root. */
export const PERFORMANCE_DOC = 'docs/performance.md'
/** The stored full run the guide is rendered from. */
export const LATEST_RESULTS = 'bench/results/latest.json'

/** One line naming when, on what and how a run was made. */
function runHeader(output: BenchOutput) {
  const m = output.machine
  return (
    `Run of ${output.date} on ${m.cpus} cores (${m.cpuModel}), ${m.pinned}; Node ${m.node}, ` +
    `PostgreSQL ${m.postgres}, PGlite ${m.pglite}, ${m.loadGenerator}.`
  )
}

// A cell's text may hold a pipe (a file name, a plan) or a line break; either would break the row.
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ')
// Columns padded to one width, as prettier lays a table out, so `npm run format` leaves the
// generated files as they are. Width in code points: the figures' symbols (×, →, ≥) are one column.
const width = (text: string) => [...text].length
const pad = (text: string, to: number) => text + ' '.repeat(to - width(text))

export function resultsTable(rows: BenchRow[]) {
  const header = ['Benchmark', 'Database', 'Measured', 'Target', '']
  const body = rows.map((r) => [r.benchmark, r.database, r.measured, r.target, r.verdict].map(cell))
  const widths = header.map((title, i) => Math.max(3, width(title), ...body.map((cells) => width(cells[i]!))))
  const line = (cells: string[]) => `| ${cells.map((text, i) => pad(text, widths[i]!)).join(' | ')} |`
  return [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...body.map(line)].join('\n')
}

/** bench/results/<stem>.md: the run's header and its table. */
export function renderResults(output: BenchOutput) {
  return `${runHeader(output)}\n\n${resultsTable(output.rows)}\n`
}

/** The verdicts in one sentence, with every missed or skipped row named. */
export function verdictSummary(rows: BenchRow[]) {
  const named = (verdict: Verdict) =>
    rows.filter((r) => r.verdict === verdict).map((r) => `${r.benchmark}, ${r.database}`)
  const judged = rows.filter((r) => r.verdict === 'pass' || r.verdict === 'MISS').length
  const passed = rows.filter((r) => r.verdict === 'pass').length
  const missed = named('MISS')
  const skipped = named('skipped')
  return [
    `${passed} of ${judged} rows with a target met it`,
    missed.length ? `; missed: ${missed.join('; ')}` : '',
    skipped.length ? `; skipped: ${skipped.join('; ')}` : '',
    '.',
  ].join('')
}

/**
 * Refuses results the guide must not be rendered from: a quick run's smaller sizes, or a file that
 * is not a run's output at all. Returns the output, typed.
 */
function checkFullRun(value: unknown, source: string): BenchOutput {
  const output = value as Partial<BenchOutput> | null
  if (!output || typeof output !== 'object' || !Array.isArray(output.rows) || !output.machine || !output.date) {
    throw new Error(`${source} is not the output of a benchmark run (no date, machine or rows)`)
  }
  if (output.quick) throw new Error(`${source} holds a --quick run; the guide is rendered from full runs only`)
  return output as BenchOutput
}

function write(root: string, path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}

/**
 * Stores a run under `root`. A full run becomes bench/results/latest.* and the guide; any other run
 * (--only fewer than all, --quick) goes to bench/results/partial.* only, so the guide and latest.json
 * always describe one complete run. Returns the paths written.
 */
export function writeRun(root: string, output: BenchOutput, isFull: boolean) {
  const stem = isFull ? 'latest' : 'partial'
  const written = [`bench/results/${stem}.json`, `bench/results/${stem}.md`]
  write(root, written[0]!, `${JSON.stringify(output, null, 2)}\n`)
  write(root, written[1]!, renderResults(output))
  if (isFull) {
    write(root, PERFORMANCE_DOC, renderPerformanceDoc(output))
    written.push(PERFORMANCE_DOC)
  }
  return written
}

/** Renders bench/results/latest.md and the guide again from the stored latest.json, running nothing. */
export function rerender(root: string) {
  let stored: unknown
  try {
    stored = JSON.parse(readFileSync(join(root, LATEST_RESULTS), 'utf8'))
  } catch (error) {
    throw new Error(`cannot read ${LATEST_RESULTS}: ${error instanceof Error ? error.message : String(error)}`)
  }
  const output = checkFullRun(stored, LATEST_RESULTS)
  write(root, 'bench/results/latest.md', renderResults(output))
  write(root, PERFORMANCE_DOC, renderPerformanceDoc(output))
  return ['bench/results/latest.md', PERFORMANCE_DOC]
}

/** docs/performance.md: the guide, with the run's table and summary in it. */
export function renderPerformanceDoc(output: BenchOutput) {
  return `${HEAD}
## The latest full run

${runHeader(output)} The run took ${output.minutes} minutes.

${verdictSummary(output.rows)}

${resultsTable(output.rows)}

Raw numbers, query plans and samples: [\`bench/results/latest.json\`](../bench/results/latest.json).
${GUIDE}`
}

const HEAD = `# Performance

<!-- Written by \`npm run bench\` after a full run (bench/lib/report.ts renders it from
bench/results/latest.json). Edit the text in bench/lib/report.ts, then run
\`npm run bench -- --report-only\`; edits made here are lost at the next run. -->

\`npm run bench\` measures Quizdom as a player would feel it: the leaderboard at a million ranked
attempts, the API's own overhead, a contest's burst of submissions, start-up, memory under steady
load and the client's first load. The table below is the latest full run. The text after it names
rows of the table rather than quoting figures, so it holds for whichever run the table shows. The
decision records in [\`docs/decisions/\`](decisions/README.md) say why each choice was made; the dated
measurements behind them are in
[\`bench/results/decision-measurements.md\`](../bench/results/decision-measurements.md).
`

const GUIDE = `
A row's verdict is \`pass\` or \`MISS\` against its target, \`info\` where there is no target (a
baseline or a reading to compare), and \`skipped\` with the reason when something it needs is
missing (Postgres, Chromium).

## Reproducing it

\`\`\`sh
npm run bench                           # everything, then this page (as long as the run above took)
npm run bench -- --only ranking,api     # some of: ranking api contest capacity embedded startup memory client statistics
npm run bench -- --quick                # smaller sizes and shorter runs, to try the harness
npm run bench -- --report-only          # this page again from bench/results/latest.json, nothing run
node --import tsx bench/profile.ts --target rest   # a CPU profile of the server under one load, summarised
\`\`\`

A full run writes \`bench/results/latest.json\` (every figure, plan and sample), \`latest.md\` (the
table) and this page. A run with \`--only\` or \`--quick\` writes \`bench/results/partial.json\` and
\`partial.md\` and leaves the rest alone, so this page always shows a complete run.

What a run needs and touches:

- **PostgreSQL** from \`BENCH_DATABASE_URL\` (default \`postgres://postgres@127.0.0.1:5432/test\`). Each
  benchmark creates its own scratch databases named \`quizdom_bench_*\` there and drops them. Without a
  reachable Postgres the Postgres rows are skipped with a note and the PGlite rows still run.
- **PGlite** directories are made in the system's temporary directory and removed afterwards.
- **Chromium** for Lighthouse from \`CHROMIUM_PATH\` (default \`/usr/bin/chromium\`); without it the
  Lighthouse rows are skipped with a note.
- **Ports** 3310 to 3370 on 127.0.0.1 (api 3310, contest 3320, capacity 3325, embedded 3330, start-up 3340,
  memory 3350, client 3360, profile 3370); every load is bounded in time and count and aimed only at 127.0.0.1.
- **The client** is built into a temporary directory; \`dist/\` is not touched.

How it is measured:

- The server runs as \`npm start\` runs it, an esbuild bundle (built once per benchmark), as a child
  process pinned to core 0 with \`taskset\`. The load generator, autocannon, runs in its own process
  pinned to core 1. Postgres is not pinned and shares both cores. The run's header line says whether
  pinning worked. \`bench/profile.ts\` alone runs the sources through tsx, so its frames name their
  packages.
- The machines these runs are made on are shared and differ from one run to the next: the same code
  has served its raw route severalfold faster on one host than another. So each benchmark compares
  inside its own run, against a baseline measured beside it (a raw route, the old count, an idle
  probe, Postgres alone), and its rounds are interleaved. Read an absolute figure against its run's
  baselines, and a change between two runs only when their baselines agree.
- The Postgres server is whatever \`BENCH_DATABASE_URL\` names, with its own settings; the header
  line gives its version. With autovacuum off its statistics go stale sooner, which is the case the
  attempt functions are built to survive ([decision 012](decisions/012-functions-plan-with-indexes.md)).

## What each benchmark measures

- \`bench/ranking.ts\`: one quiz with 10 k, 100 k and 1 M ranked attempts (seeded with
  \`generate_series\` through the real triggers), on Postgres and PGlite: the leaderboard's top 10, the
  rank of the median and of the last player, \`EXPLAIN\` of both, the old O(rank) count as the same-run
  baseline, and a check that every rank is the exact leaderboard position.
- \`bench/api.ts\`: the public quiz list over tRPC and over \`/api/v1\`, as ratios to a raw Hono JSON
  route that calls the same service in the same process (\`bench/lib/server.ts\` serves it beside the
  app; the product has no such route).
- \`bench/contest.ts\`: players whose attempts were started in advance submit them at once (tRPC
  \`attempts.submit\` with every answer) on Postgres, to the server as \`npm start\` runs it: one
  instance pinned to a core, then \`WEB_CONCURRENCY=2\` on both cores, each with players of its own;
  the CPU each process spent per submit (the server's with its workers); then more submits made
  straight from the benchmark with no HTTP server (Postgres alone); afterwards every attempt must be
  ranked and the leaderboard counts must equal a recount.
- \`bench/capacity.ts\`: the main calls one after the other, each alone for a while over a few
  connections, as the browser makes them (signed in, over tRPC) to the server as \`npm start\` runs
  it on Postgres: the quiz list, starting a quiz, an autosaved answer, a submit and the Wallet page.
  For each, the server's and Postgres's CPU milliseconds per request, and the load generator's apart.
- \`bench/embedded.ts\`: the p99 of \`/\` (no database) and of \`/api/v1/health\` (\`select 1\`), idle
  and while the leaderboard is under load, PGlite against Postgres; then the overload: 200
  connections asking for the leaderboard again as soon as each is answered, with admission control
  on and, for comparison, off.
- \`bench/startup.ts\`: spawn to first 200: an empty PGlite directory (cold), the same directory again
  (warm), the first start after an install, and Postgres for comparison; not pinned, since a server
  starts with the whole machine.
- \`bench/memory.ts\`: the server's RSS over steady tRPC load after a warm-up that lasts until RSS levels off, and where that memory is
  as the server reports it (\`/__bench/memory\`, the bench server's own): V8's heap as committed, the old generation
  in use after the last full collection, and memory outside the heap, where PGlite's WebAssembly memory
  is counted.
- \`bench/statistics.ts\`: item statistics of one quiz of 20 questions with 100 k submitted attempts
  (90 k players' first attempts and 10 k retakes) and 2 M saved answers, seeded with \`generate_series\`,
  on Postgres and on PGlite: the background fold of the attempts into the statistics' sums (in
  batches of 500, as the server folds them),
  the statistics call with 1 000 attempts not yet folded, and the steady state, everything folded:
  the statistics call (access check, the one statement, the figures), median of seven, over first
  attempts and over all attempts.
- \`bench/client.ts\`: \`scripts/check-size.mjs\` on the benchmark's own client build, and Lighthouse's
  mobile preset in Chromium, median of three: on \`/\` and \`/about-us\` (prerendered) loaded over the
  throttled connection for real, and on \`/\` with its simulated throttling.

## What the targets mean

- **Ranking at scale** (the leaderboard and rank rows). A rank must cost about the same at a million
  ranked attempts as at ten thousand: under the target at the largest size, and growing by less than
  the target's factor from the smallest. It stays fast because a rank is a sum over counts that
  triggers keep per quiz, by score, minute and second of duration
  ([decision 008](decisions/008-leaderboard-rank-counts.md)): what a rank reads depends on the quiz's
  scores and time limit, not on how many attempts there are. The top 10 is an index scan with no sort
  (the \`EXPLAIN\` row). The old O(rank) count row shows what counting everyone ahead would cost in
  the same run; the exactness row checks every rank against the leaderboard's own order. The bound
  is absolute, so a slow host can miss it with the same plans: then the growth factor and the old
  count beside it still tell a regression from a slow machine.
- **API overhead** (the quiz list rows). tRPC and REST must keep at least the target's share of the
  requests per second that a raw Hono route calling the same service serves in the same run. The
  ratio isolates what the layers cost (context, validation, error mapping, the envelope) from how
  fast the host is.
- **Submissions under a contest load** (the submissions, Postgres-alone and after-the-contest rows).
  A contest's burst: many players submitting at once. What bounds it is CPU, so the target is a share
  of each run's own bound: the server's, Postgres's and the load generator's CPU per submit give how
  many submits the machine's cores fit if every core were busy all the time, and a run must reach
  the target's share of that with a player's p99 under the target's bound, for one instance and for
  two workers. A fixed rate (once 1 000 a second) cannot be met on 2 shared cores at any cost worth
  paying: measured from below ([decision 017](decisions/017-contest-bound-from-below.md)), Postgres's
  own work for a submit (saving the answers, scoring, ranking and building the result; the
  Postgres-alone row) takes most of the budget before the server does anything. The alternatives
  already priced are in decisions [010](decisions/010-attempt-functions.md) and
  [013](decisions/013-submit-alternatives-measured.md). The last row checks that the burst left
  every attempt ranked and the counts exact.
- **Capacity** (the CPU-per-request rows). See below: they are the arithmetic for planning cores.
- **The embedded database under load** (the p99 rows; no target). PGlite runs every query on the
  server's own thread, so while the leaderboard is busy, a page that needs no database at all (\`/\`)
  waits behind the queries: compare the idle-to-busy factor of the PGlite rows with the Postgres
  rows, where queries run in another process. PGlite also has one connection, so transactions queue
  one behind another.
- **Overload** (the overload rows). With more people than the embedded database can serve, each must
  hear back within the target: served, or told the server is busy (503) so the browser can say so.
  The rows give the share refused and the requests never answered within 10 s. Admission control
  ([decision 033](decisions/033-backups-metrics-admission.md)) queues requests for a bounded time
  and, on PGlite, starts one per turn of the event loop, so that Node goes on accepting the
  crowd's connections; the row with it off shows what it prevents.
- **Start-up** (the start-up rows). Cold is an empty PGlite directory, which starts as a copy of a
  migrated template; warm is the same directory again. The first start after an install or a new
  migration runs \`initdb\` in WebAssembly and saves the template; its row says whether the template
  was already there, in which case it timed a copy
  ([decision 009](decisions/009-start-up.md)).
- **Memory** (the RSS rows). RSS must not grow by more than the target over the window of steady
  load. A server reaches its working size in a step during its first minute of load (on PGlite
  100-150 MB: V8's heap and the malloc arenas of its threads, read from \`/proc/PID/smaps\`;
  PGlite's WebAssembly memory, one mapping there, stays flat), then holds level. The warm-up lasts
  until RSS has grown less than 1 % in 10 s (30 s at least, 120 s at most; the row gives its
  length), so the window measures the steady state and not the step, and memory that keeps
  growing, as a leak does, still reaches the window. Read the row's split between the committed
  heap, the heap in use after a full collection, and memory outside the heap.
- **The client** (the size and Lighthouse rows). The initial JavaScript (the entry and its static
  imports) must stay within the budget that \`npm test\` also enforces (\`npm run check:size\`), and
  the largest lazy route chunk within its own. The prerendered public pages loaded over the
  throttled connection for real must score at least 90, with LCP under 2.5 s and CLS under 0.05
  ([decision 030](decisions/030-prerendered-public-pages.md)): those rows show network steps waiting
  for each other and content moving as it arrives. The simulated throttling's row loads the page at
  full speed and computes a slow phone's timings, for comparison with earlier runs ([decision 015](decisions/015-first-load-in-parallel.md)). Layout shift on the pages
  that load data is not in the table: \`e2e/layout-shift.spec.ts\` guards it
  ([decision 016](decisions/016-pages-hold-still.md)).

## Choosing \`DATABASE_URL\`

- **Ranking is not the limit on either.** By design a rank on either database costs about what it
  costs at ten thousand attempts when there are a million; the ranking rows of both show whether
  this run held to that.
- **PGlite shares the server's thread.** The p99 rows show what a busy database does to requests
  that need none, and the raw-route baselines of the API rows show how many fewer requests the same
  core answers with the database in it. Transactions queue on its one connection.
- **Start-up and memory.** PGlite creates its cluster on the first start after an install (the
  first-start row) and holds the database in the server's memory: compare the two RSS rows, and the
  memory outside the heap in the PGlite row. Postgres's own memory is in its own processes.
- **So:** the embedded default is right for a first start, demos, tests and a small single instance
  (a class or a club: tens of players at a time). A site that runs contests, serves steady traffic
  or wants a second instance sets \`DATABASE_URL\` to PostgreSQL, and plans its cores as below.

## Capacity for any number of cores

The CPU-per-request rows split each main call's cost into the server's part and Postgres's. Both
are CPU milliseconds of one request, so for a call made R times a second:

- the server instances need R × (server ms) / 1000 cores: this part grows with instances. One
  instance is one Node thread, at most one core; \`WEB_CONCURRENCY=N\` or more machines behind the
  proxy ([docs/deploy.md](deploy.md)) add cores to it, and nothing is shared between instances but
  the database;
- Postgres needs R × (Postgres ms) / 1000 cores: this part grows only with the database (its
  machine's cores), since every instance talks to the same one.

A mix adds up: for a contest of P players in S seconds, add each player's start, autosaves and
submit at their rows' costs. Aim for cores at most 80 % busy, which is the share the contest rows
reach; beyond it, waiting grows faster than throughput. On the embedded database there is one
process and no split: its queries run on the server's thread, so the server's and Postgres's parts
add up on one core.
`
