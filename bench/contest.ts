// Submission under a contest load: many players, each with an attempt started in advance, submit
// at once over 50 connections (tRPC attempts.submit, as the browser sends it, with every answer) on
// PostgreSQL. Afterwards every attempt must be submitted and ranked, and the leaderboard counts kept
// by the triggers must equal a fresh count of the attempts.
//
//   node --import tsx bench/contest.ts [--port 3320] [--players 13000] [--warmup 1000] [--connections 50]
//     [--cpu-prof DIR]   write a V8 CPU profile of the server to DIR
//     [--tsx]            run the server's sources through tsx instead of the bundle `npm start` runs
//     [--waits]          sample what the database's sessions wait on
//     [--explain-sample SHARE] log the plans of that share (0 to 1) of statements (auto_explain) to
//                        Postgres's log; off by default
//     [--no-counts]      without the leaderboard-count triggers (diagnosis only: the counts then drift)
//     [--direct 2500]    players more, whose submits are then made straight from here (no HTTP server):
//                        what the same submit costs Postgres with the machine to itself
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { sha256 } from '@oslojs/crypto/sha2'
import { sql } from 'kysely'
import pg from 'pg'
import { generateSecureRandomString } from '#server/auth/session'
import { rankCountsDrift } from '#server/attempts/rank-counts-check'
import { startAttempt, submitAttempt } from '#server/attempts/attempt-service'
import type { SessionUser } from '#server/auth/session'
import { benchArgs, usageError } from './lib/args'
import { createScratchDatabase, round, runBench } from './lib/common'
import { type LoadRequest, type LoadResult, runLoad, SERVER_CPU, startServer, waitFor200 } from './lib/http'
import { firstApprovedQuiz, openAppDatabase, seedUsers } from './lib/seed'

const args = benchArgs({
  port: 3320,
  players: 13_000,
  warmup: 1_000,
  connections: 50,
  direct: 2_500,
  'cpu-prof': String,
  tsx: Boolean,
  waits: Boolean,
  'explain-sample': 0,
  'no-counts': Boolean,
})
const { port, players, warmup, connections, direct } = args
if (!(args['explain-sample'] >= 0 && args['explain-sample'] <= 1)) {
  usageError('--explain-sample takes a share from 0 to 1')
}
/** The id seedUsers gives player i: md5('bench-user-' || i)::uuid. */
function benchUserId(i: number) {
  const hex = createHash('md5').update(`bench-user-${i}`).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Player i as signed in: the user seedUsers made. */
function benchUser(i: number): SessionUser {
  return { id: benchUserId(i), username: `bench_${i}`, email: `bench_${i}@bench.test`, role: 'user' }
}

const log = (message: string) => process.stderr.write(`[contest] ${message}\n`)

/** CPU time (user + system, ms) of every postgres process on this machine, read from /proc. */
function postgresCpuMs() {
  let ticks = 0
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      if (!stat.includes('(postgres)')) continue
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks * 10
}

/** Diagnosis: what the database's sessions wait on, sampled every 50 ms. */
function sampleWaits(url: string) {
  const client = new pg.Client({ connectionString: url })
  const counts: Record<string, number> = {}
  let running = true
  const loop = (async () => {
    await client.connect()
    while (running) {
      const { rows } = await client.query(
        `select coalesce(wait_event_type || ':' || wait_event, state) as w from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      )
      for (const row of rows) counts[row.w] = (counts[row.w] ?? 0) + 1
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    await client.end()
  })()
  return {
    stop: async () => {
      running = false
      await loop
      return counts
    },
  }
}

async function main() {
  const scratch = await createScratchDatabase('contest')
  try {
    const handle = await openAppDatabase({ kind: 'postgres', url: scratch.url })
    const { db } = handle
    const quiz = await firstApprovedQuiz(db)
    // Long enough that no attempt expires while the benchmark runs.
    await db.updateTable('quizzes').set({ time_limit_seconds: 3600 }).where('id', '=', quiz.id).execute()
    let t0 = performance.now()
    const total = players + direct
    await seedUsers(db, total)
    const tokens: string[] = []
    for (let start = 0; start < total; start += 1000) {
      const rows = []
      for (let i = start; i < Math.min(total, start + 1000); i++) {
        const id = generateSecureRandomString()
        const secret = generateSecureRandomString()
        tokens.push(`${id}.${secret}`)
        rows.push({ id, secret_hash: sha256(new TextEncoder().encode(secret)), index: i + 1 })
      }
      await sql`
        insert into sessions (id, user_id, secret_hash)
        select s.id, md5('bench-user-' || s.i)::uuid, decode(s.hash, 'hex')
        from unnest(${rows.map((row) => row.id)}::text[], ${rows.map((row) => row.index)}::int[],
                    ${rows.map((row) => Buffer.from(row.secret_hash).toString('hex'))}::text[]) as s (id, i, hash)
      `.execute(db)
    }
    // Every player starts the quiz (through the service, as the start button does), 8 at a time.
    const prepared: LoadRequest[] = new Array(total)
    const directCalls: Array<{
      player: number
      attemptId: string
      answers: { questionId: string; selectedOption: number; timeSpentSeconds: number }[]
    }> = []
    let next = 0
    const origin = `http://127.0.0.1:${port}`
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < total) {
          const i = next++
          const view = await startAttempt(db, benchUser(i + 1), quiz.id)
          const answers = view.questions.map((question, q) => ({
            questionId: question.id,
            selectedOption: (i * 7 + q * 3) % 4,
            timeSpentSeconds: 5 + ((i + q) % 20),
          }))
          prepared[i] = {
            method: 'POST',
            path: '/trpc/attempts.submit?batch=1',
            headers: { 'content-type': 'application/json', origin, cookie: `session=${tokens[i]}` },
            body: JSON.stringify({ 0: { attemptId: view.attemptId, answers, timeSpent: 120 } }),
          }
          if (i >= players) directCalls[i - players] = { player: i + 1, attemptId: view.attemptId, answers }
        }
      }),
    )
    log(
      `${total} players with a session and an attempt in progress (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    )
    await sql`vacuum analyze`.execute(db)
    if (args['explain-sample'] > 0) {
      // Diagnosis: plans and timings of a sample of statements, nested ones too, in Postgres's log.
      for (const setting of [
        `session_preload_libraries = 'auto_explain'`,
        'auto_explain.log_min_duration = 0',
        'auto_explain.log_analyze = on',
        'auto_explain.log_nested_statements = on',
        `auto_explain.sample_rate = ${args['explain-sample']}`,
      ]) {
        await sql.raw(`alter database ${scratch.name} set ${setting}`).execute(db)
      }
    }
    if (args['no-counts']) {
      // Diagnosis only: the same load without the leaderboard-count triggers.
      await sql`drop trigger attempts_leaderboard_counts_update on attempts`.execute(db)
    }
    await handle.close()

    const server = await startServer({
      port,
      databaseUrl: scratch.url,
      cpu: SERVER_CPU,
      tsx: args.tsx,
      ...(args['cpu-prof'] ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof']}`] } : {}),
    })
    let load: LoadResult | undefined
    let warm: LoadResult | undefined
    let cpu:
      | { serverMsPerSubmit: number; postgresMsPerSubmit: number; loadMsPerSubmit: number; ceilingPerSecond: number }
      | undefined
    try {
      await waitFor200(server)
      warm = await runLoad({
        origin: server.origin,
        connections: 10,
        durationSeconds: 20,
        prepared: prepared.slice(0, warmup),
      })
      log(`warm-up: ${warm.completed} submits, ${warm.requestsPerSecond.toFixed(0)}/s, non-2xx ${warm.non2xx}`)
      t0 = performance.now()
      const waits = args.waits ? sampleWaits(scratch.url) : null
      const serverCpu0 = server.cpuMs()
      const postgresCpu0 = postgresCpuMs()
      load = await runLoad({
        origin: server.origin,
        connections,
        durationSeconds: 30,
        prepared: prepared.slice(warmup, players),
      })
      const submits = Math.max(1, load.completed)
      const perSubmit = (ms: number) => round(ms / submits, 2)
      const serverMsPerSubmit = perSubmit(server.cpuMs() - serverCpu0)
      const postgresMsPerSubmit = perSubmit(postgresCpuMs() - postgresCpu0)
      const loadMsPerSubmit = perSubmit(load.cpuMs)
      const totalMs = serverMsPerSubmit + postgresMsPerSubmit + loadMsPerSubmit
      // What the machine's cores could complete at this cost if every one were busy all the time.
      const cores = availableParallelism()
      const ceilingPerSecond = round((cores * 1000) / totalMs, 0)
      cpu = { serverMsPerSubmit, postgresMsPerSubmit, loadMsPerSubmit, ceilingPerSecond }
      log(
        `CPU per submit: server ${serverMsPerSubmit} ms, Postgres (all its processes) ${postgresMsPerSubmit} ms, ` +
          `load generator ${loadMsPerSubmit} ms; ${cores} fully busy cores fit ${ceilingPerSecond}/s at that cost`,
      )
      if (waits) log(`wait events while loaded: ${JSON.stringify(await waits.stop())}`)
      log(
        `${load.completed} submits over ${connections} connections: ${load.requestsPerSecond.toFixed(0)}/s, ` +
          `p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, non-2xx ${load.non2xx}, errors ${load.errors}`,
      )
    } finally {
      await server.stop()
    }

    const check = await openAppDatabase({ kind: 'postgres', url: scratch.url })
    try {
      // The same submit (the service call the tRPC procedure makes) straight from here, 10 at a
      // time like the server's pool, with no HTTP server running: Postgres's own cost of a submit.
      let alone = null
      if (directCalls.length > 0) {
        const submitAll = (calls: typeof directCalls) => {
          let k = 0
          return Promise.all(
            Array.from({ length: 10 }, async () => {
              while (k < calls.length) {
                const call = calls[k++]!
                await submitAttempt(check.db, benchUser(call.player), call.attemptId, {
                  answers: call.answers,
                  timeSpent: 120,
                })
              }
            }),
          )
        }
        // New connections first fill their caches and plans, as the server's did in its warm-up.
        const warmCount = Math.floor(directCalls.length / 5)
        await submitAll(directCalls.slice(0, warmCount))
        const measured = directCalls.slice(warmCount)
        const postgresCpu0 = postgresCpuMs()
        const started = performance.now()
        await submitAll(measured)
        const seconds = (performance.now() - started) / 1000
        alone = {
          submits: measured.length,
          perSecond: round(measured.length / seconds, 0),
          postgresMsPerSubmit: round((postgresCpuMs() - postgresCpu0) / measured.length, 2),
        }
        log(
          `Postgres alone: ${alone.submits} submits, ${alone.perSecond}/s, ${alone.postgresMsPerSubmit} ms of its CPU per submit`,
        )
      }

      // What the submissions left behind: submitted, ranked, and counts equal to a recount.
      const attempts = await sql<{ submitted: number; ranked: number; total: number }>`
        select count(*) filter (where status = 'submitted')::int as submitted,
               count(*) filter (where is_ranked)::int as ranked, count(*)::int as total
        from attempts where quiz_id = ${quiz.id}::uuid
      `.execute(check.db)
      const driftRows = await rankCountsDrift(check.db, quiz.id)
      const row = attempts.rows[0]!
      const result = {
        benchmark: 'contest',
        driver: 'postgres',
        connections,
        players: total,
        measuredSubmits: load.completed,
        submitsPerSecond: round(load.requestsPerSecond, 0),
        p50Ms: load.latency.p50,
        p90Ms: load.latency.p90,
        p99Ms: load.latency.p99,
        maxMs: load.latency.max,
        non2xx: load.non2xx,
        errors: load.errors + load.timeouts,
        statusCounts: load.statusCounts,
        cpuMsPerSubmit: cpu,
        postgresAlone: alone,
        warmup: { submits: warm.completed, perSecond: round(warm.requestsPerSecond, 0) },
        submitted: row.submitted,
        ranked: row.ranked,
        attempts: row.total,
        countsDriftRows: driftRows,
        // Every submitted attempt is ranked (each player's first), and the counts match a recount.
        consistent: row.ranked === row.submitted && driftRows === 0,
      }
      process.stdout.write(`${JSON.stringify(result)}\n`)
    } finally {
      await check.close()
    }
  } finally {
    await scratch.drop()
  }
}

runBench(main)
