// Capacity in numbers: the CPU milliseconds one request of each main call costs, split into the
// server's and Postgres's, so what N cores serve is arithmetic. The calls are made as the browser
// makes them (tRPC over HTTP, signed in) to the server as `npm start` runs it, on PostgreSQL:
//
//   list      the public quiz list's first page, as the Quizzes page asks for it
//   start     a player starts a free quiz (a new attempt each time)
//   autosave  one answer saved in an attempt in progress
//   submit    an attempt submitted with all its answers
//   wallet    the Wallet page: the balance and the recent transactions, in one batch
//
// Each call runs alone for a while over a few connections; the server's CPU (its process and any
// workers) and every postgres process's CPU are read before and after, and divided by the requests
// answered. The load generator's own CPU is given apart: it is the benchmark's, not the product's.
//
//   node --import tsx bench/capacity.ts [--port 3325] [--players 5000] [--seconds 8] [--connections 8]
import { availableParallelism } from 'node:os'
import { sql } from 'kysely'
import { requestAddFunds } from '#server/wallet/service'
import { benchArgs, usageError } from './lib/args'
import { createScratchDatabase, postgresCpuMs, round, runBench } from './lib/common'
import {
  type LoadRequest,
  type LoadResult,
  runLoad,
  SERVER_CPU,
  startServer,
  trpcQueryPath,
  waitFor200,
} from './lib/http'
import { createSessions, openAppDatabase, quizWithTimeToSpare, seedUsers } from './lib/seed'

const { port, players, seconds, connections } = benchArgs({
  port: 3325,
  players: 5000,
  seconds: 8,
  connections: 8,
})
if (players < 200) usageError('--players must be at least 200')
/** Players whose wallet the wallet call reads: each with a few requests in its history. */
const WALLET_PLAYERS = 100
const WALLET_REQUESTS_EACH = 4
const log = (message: string) => process.stderr.write(`[capacity] ${message}\n`)

interface CallCost {
  call: string
  requests: number
  perSecond: number
  p99Ms: number
  non2xx: number
  serverMs: number
  postgresMs: number
  loadMs: number
}

async function main() {
  const scratch = await createScratchDatabase('capacity')
  try {
    const handle = await openAppDatabase({ kind: 'postgres', url: scratch.url })
    const { db } = handle
    const quiz = await quizWithTimeToSpare(db)
    await seedUsers(db, players)
    const tokens = await createSessions(db, players)
    const userIds = await db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('username', 'like', 'bench\\_%')
      .execute()
    const idOf = new Map(userIds.map((user) => [user.username, user.id]))
    for (let i = 0; i < WALLET_PLAYERS; i++) {
      for (let k = 0; k < WALLET_REQUESTS_EACH; k++) {
        await requestAddFunds(db, idOf.get(`bench_${i + 1}`)!, {
          amountPaise: 10_000 * (k + 1),
          paymentMethod: 'upi',
          idempotencyKey: undefined,
        })
      }
    }
    await sql`vacuum analyze`.execute(db)
    await handle.close()

    const origin = `http://127.0.0.1:${port}`
    const signedIn = (i: number) => ({ origin, cookie: `session=${tokens[i]}` })
    const json = { 'content-type': 'application/json' }
    const mutation = (procedure: string, i: number, input: unknown): LoadRequest => ({
      method: 'POST',
      path: `/trpc/${procedure}?batch=1`,
      headers: { ...json, ...signedIn(i) },
      body: JSON.stringify({ 0: input }),
    })

    const server = await startServer({ port, databaseUrl: scratch.url, cpu: SERVER_CPU, entry: 'product' })
    const costs: CallCost[] = []
    try {
      await waitFor200(server)
      const measure = async (call: string, load: () => Promise<LoadResult>) => {
        const serverCpu0 = server.cpuMs()
        const postgresCpu0 = postgresCpuMs()
        const result = await load()
        const answered = Math.max(1, result.completed)
        const cost: CallCost = {
          call,
          requests: result.completed,
          perSecond: round(result.requestsPerSecond, 0),
          p99Ms: result.latency.p99,
          non2xx: result.non2xx + result.errors + result.timeouts,
          serverMs: round((server.cpuMs() - serverCpu0) / answered, 2),
          postgresMs: round((postgresCpuMs() - postgresCpu0) / answered, 2),
          loadMs: round(result.cpuMs / answered, 2),
        }
        log(
          `${call}: ${cost.requests} requests, ${cost.perSecond}/s, p99 ${cost.p99Ms} ms, non-2xx ${cost.non2xx}; ` +
            `CPU per request: server ${cost.serverMs} ms, Postgres ${cost.postgresMs} ms (load generator ${cost.loadMs} ms)`,
        )
        return cost
      }
      const steady = (requests: LoadRequest[], durationSeconds = seconds) =>
        runLoad({ origin: server.origin, connections, durationSeconds, requests })
      const once = (prepared: LoadRequest[]) =>
        runLoad({ origin: server.origin, connections, durationSeconds: seconds * 3, prepared })

      // The list, as the Quizzes page's first screen asks for it (a signed-in player).
      const list: LoadRequest = {
        path: trpcQueryPath('quizzes.list', { limit: 12, offset: 0 }),
        headers: signedIn(0),
      }
      await steady([list], 3)
      costs.push(await measure('list', () => steady([list])))

      // Start: every player once; the first 200 warm the server up. Then autosave and submit the
      // attempts those starts made.
      const startOf = (i: number) => mutation('attempts.start', i, { quizId: quiz.id })
      await once(Array.from({ length: 200 }, (_, i) => startOf(i)))
      costs.push(await measure('start', () => once(Array.from({ length: players - 200 }, (_, i) => startOf(200 + i)))))

      const check = await openAppDatabase({ kind: 'postgres', url: scratch.url })
      const attempts = await check.db
        .selectFrom('attempts')
        .innerJoin('users', 'users.id', 'attempts.user_id')
        .select(['attempts.id', 'users.username', 'attempts.questions'])
        .where('attempts.quiz_id', '=', quiz.id)
        .where('attempts.status', '=', 'in_progress')
        .execute()
      await check.close()
      const started = attempts.map((attempt) => ({
        attemptId: attempt.id,
        player: Number(attempt.username.slice('bench_'.length)) - 1,
        questionIds: (attempt.questions as Array<{ questionId: string }>).map((question) => question.questionId),
      }))
      if (started.length < players) throw new Error(`only ${started.length} of ${players} attempts started`)

      // Autosave: each connection answers questions of its own attempts, one choice at a time.
      const autosaves: LoadRequest[] = []
      for (let pass = 0; autosaves.length < 40_000; pass++) {
        for (const attempt of started.slice(0, 2000)) {
          const q = pass % attempt.questionIds.length
          autosaves.push(
            mutation('attempts.saveAnswer', attempt.player, {
              attemptId: attempt.attemptId,
              questionId: attempt.questionIds[q],
              selectedOption: (attempt.player + pass) % 4,
              timeSpentSeconds: 5 + (pass % 20),
            }),
          )
        }
      }
      await once(autosaves.slice(0, 500))
      costs.push(await measure('autosave', () => once(autosaves.slice(500))))

      const submitOf = (attempt: (typeof started)[number]) =>
        mutation('attempts.submit', attempt.player, {
          attemptId: attempt.attemptId,
          answers: attempt.questionIds.map((questionId, q) => ({
            questionId,
            selectedOption: (attempt.player * 7 + q * 3) % 4,
            timeSpentSeconds: 5 + ((attempt.player + q) % 20),
          })),
          timeSpent: 120,
        })
      await once(started.slice(0, 200).map(submitOf))
      costs.push(await measure('submit', () => once(started.slice(200).map(submitOf))))

      // The Wallet page's batch: the balance and the recent transactions of one player.
      const wallets = Array.from({ length: WALLET_PLAYERS }, (_, i) => ({
        path: `/trpc/wallet.summary,wallet.transactions?batch=1&input=${encodeURIComponent(
          JSON.stringify({ 0: undefined, 1: { limit: 10, offset: 0 } }),
        )}`,
        headers: signedIn(i),
      }))
      await steady(wallets, 3)
      costs.push(await measure('wallet', () => steady(wallets)))
    } finally {
      await server.stop()
    }

    const cores = availableParallelism()
    process.stdout.write(
      `${JSON.stringify({
        benchmark: 'capacity',
        driver: 'postgres',
        cores,
        connections,
        calls: costs.map((cost) => ({
          ...cost,
          // What one core of each kind serves of this call alone, busy all the time.
          perServerCore: round(1000 / Math.max(cost.serverMs, 0.01), 0),
          perPostgresCore: round(1000 / Math.max(cost.postgresMs, 0.01), 0),
        })),
      })}\n`,
    )
  } finally {
    await scratch.drop()
  }
}

runBench(main)
