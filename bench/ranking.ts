// Ranking at scale: one quiz with 10 k, 100 k and 1 M ranked attempts (seeded with generate_series,
// through the real triggers), the leaderboard's top 10 and a player's rank (the median player and
// the last one) timed on the service functions, EXPLAIN of both, and the old O(rank) count beside
// the new rank as the same-run baseline. Then the global leaderboard over every player of those
// quizzes (as many as the largest size): its first page, a deep page and a player's own place.
//
//   node --import tsx bench/ranking.ts --driver postgres|pglite --sizes 10000,100000,1000000 [--reps 100] [--budget-s 1500]
//
// Prints progress on stderr and one JSON line on stdout.
import { sql } from 'kysely'
import { type DatabaseHandle, openDatabase } from '#server/db/index'
import { migrateToLatest } from '#server/db/migrate'
import { backfillGlobalScores } from '#db/migrations/2026-11-26T0027_india_days'
import { globalScoresDrift } from '#server/attempts/global-scores-check'
import { getLeaderboard, rankOfAttempt } from '#server/attempts/leaderboard-service'
import {
  examStandingQuery,
  globalBoardPage,
  globalBoardPageQuery,
  globalPlace,
} from '#server/attempts/standing-repository'
import { getExamStanding, getGlobalLeaderboard } from '#server/attempts/standing-service'
import { ntaPercentile } from '#shared/exam/percentile'
import { leaderboardTopQuery, rankQuery } from '#server/attempts/repository'
import type { DB } from '#server/db/index'
import { benchArgs, listItems, orUsage } from './lib/args'
import { countRankQuery, rankByCount } from './lib/count-rank'
import { createScratchDatabase, median, quantile, round, runBench } from './lib/common'
import { BULK_STEP, insertAttempts, seedUsers } from './lib/seed'

const args = benchArgs({ driver: ['postgres', 'pglite'], sizes: '10000,100000,1000000', reps: 100, 'budget-s': 1500 })
const { driver, reps } = args
const sizes = orUsage(() =>
  listItems('sizes', args.sizes, (size) => (/^[1-9]\d*$/.test(size) ? null : 'is not a whole number of attempts')),
).map(Number)
const log = (message: string) => process.stderr.write(`[ranking ${driver}] ${message}\n`)

// A fixed time budget for the whole run: a stuck seed or query ends it instead of running forever.
const deadline = Date.now() + args['budget-s'] * 1000
function checkBudget() {
  if (Date.now() > deadline) throw new Error('ranking benchmark: time budget exceeded')
}

/** How many of each quiz's attempts are inserted through the triggers, in statements of TRIGGER_STEP. */
const THROUGH_TRIGGERS = 10_000
const TRIGGER_STEP = 2_000
/**
 * The first THROUGH_TRIGGERS attempts go through the real triggers (what a finalise does). The rest
 * are bulk-loaded with triggers off (one transaction updating the same count rows 100 000 times
 * grows their version chains: hours for a million), and the quiz's counts are then rebuilt with the
 * migration's backfill statement. The exactness checks below compare both with the real order.
 */
async function seedQuiz(db: DB, quizId: string, size: number) {
  const viaTriggers = Math.min(size, THROUGH_TRIGGERS)
  for (let start = 0; start < viaTriggers; start += TRIGGER_STEP) {
    checkBudget()
    await insertAttempts(db, quizId, start, Math.min(viaTriggers, start + TRIGGER_STEP))
  }
  if (size <= viaTriggers) return
  await db.connection().execute(async (conn) => {
    await sql`set session_replication_role = replica`.execute(conn)
    try {
      for (let start = viaTriggers; start < size; start += BULK_STEP) {
        checkBudget()
        await insertAttempts(conn, quizId, start, Math.min(size, start + BULK_STEP))
      }
    } finally {
      await sql`set session_replication_role = origin`.execute(conn)
    }
    await sql`delete from leaderboard_counts where quiz_id = ${quizId}::uuid`.execute(conn)
    await sql`
      insert into leaderboard_counts (quiz_id, grain, score, bucket, shard, ranked)
      select quiz_id, 0, score, 0, get_byte(uuid_send(id), 15) % 8, count(*)
      from attempts where quiz_id = ${quizId}::uuid and is_ranked group by 1, 2, 3, 4, 5
      union all
      select quiz_id, 1, score, duration_ms / 60000, get_byte(uuid_send(id), 15) % 8, count(*)
      from attempts where quiz_id = ${quizId}::uuid and is_ranked group by 1, 2, 3, 4, 5
      union all
      select quiz_id, 2, score, duration_ms / 1000, get_byte(uuid_send(id), 15) % 8, count(*)
      from attempts where quiz_id = ${quizId}::uuid and is_ranked group by 1, 2, 3, 4, 5
    `.execute(conn)
  })
}

type Row = Awaited<ReturnType<ReturnType<typeof leaderboardTopQuery>['executeTakeFirstOrThrow']>>
interface Case {
  quiz: { size: number; id: string; seedSeconds: number }
  rows: { median: Row; worst: Row }
  checks: Record<string, unknown>
  exact: boolean
  topPlan: string[]
  rankPlan: string[]
  topIsIndexScan: boolean
  topHasSort: boolean
  countRows: Record<string, number>
  ops: Record<string, () => Promise<unknown>>
  samples: Record<string, number[]>
}

async function planOf(db: DB, query: { compile(): { sql: string; parameters: readonly unknown[] } }) {
  const compiled = query.compile()
  const result = await db.executeQuery<{ 'QUERY PLAN': string }>({
    ...compiled,
    sql: `explain (costs off) ${compiled.sql}`,
    query: (compiled as any).query,
  } as any)
  return result.rows.map((row) => row['QUERY PLAN'])
}

/**
 * The global leaderboard (decision 025) over every player seeded: its first page, page 50, each
 * with the median player's own place beside it, and that place alone (two index ranges, O(rank)),
 * all time and the last 30 days. Exact when the board equals a recount of the attempts.
 */
async function measureGlobalBoard(db: DB) {
  const { players } = await db
    .selectFrom('global_scores')
    .select((eb) => eb.fn.countAll<number>().as('players'))
    .where('period', '=', 'all')
    .where('quizzes', '>', 0)
    .executeTakeFirstOrThrow()
  const [middle] = await globalBoardPage(db, 'all', { limit: 1, offset: Math.floor(Number(players) / 2) })
  const drift = await globalScoresDrift(db)
  const pagePlan = await planOf(db, globalBoardPageQuery(db, 'all', { limit: 21, offset: 0 }))
  const ops: Record<string, () => Promise<unknown>> = {
    roundTrip: () => sql`select 1`.execute(db),
    firstPage: () => getGlobalLeaderboard(db, null, { period: 'all', page: 1 }),
    firstPage30d: () => getGlobalLeaderboard(db, null, { period: '30d', page: 1 }),
    page50: () => getGlobalLeaderboard(db, null, { period: 'all', page: 50 }),
    firstPageWithMedianViewer: () => getGlobalLeaderboard(db, middle!.user_id, { period: 'all', page: 1 }),
    placeOfMedian: () => globalPlace(db, 'all', middle!),
  }
  const samples = Object.fromEntries(Object.keys(ops).map((name) => [name, [] as number[]]))
  for (const op of Object.values(ops)) for (let i = 0; i < 3; i++) await op()
  for (let round = 0; round < reps; round++) {
    for (const [name, op] of Object.entries(ops)) {
      checkBudget()
      const t0 = performance.now()
      await op()
      samples[name]!.push(performance.now() - t0)
    }
  }
  const timings = Object.fromEntries(
    Object.entries(samples).map(([name, list]) => [
      name,
      { medianMs: round(median(list), 3), p95Ms: round(quantile(list, 0.95), 3), runs: list.length },
    ]),
  )
  const result = {
    players: Number(players),
    exact: drift === 0,
    driftRows: drift,
    pageIsIndexScan: pagePlan.some((line) => /Index (Only )?Scan.*global_scores_board/.test(line)),
    pageHasSort: pagePlan.some((line) => /\bSort\b/.test(line) && !/Sort Key/.test(line)),
    pagePlan,
    timings,
  }
  log(
    `global leaderboard, ${result.players} players: page 1 ${result.timings.firstPage!.medianMs} ms, page 50 ${result.timings.page50!.medianMs} ms, median player's place ${result.timings.placeOfMedian!.medianMs} ms, exact=${result.exact}`,
  )
  return result
}

async function main() {
  let handle: DatabaseHandle
  let drop: (() => Promise<void>) | undefined
  if (driver === 'postgres') {
    const scratch = await createScratchDatabase('rank')
    drop = scratch.drop
    handle = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 4 })
  } else {
    handle = await openDatabase({ kind: 'pglite-memory' })
  }
  const { db } = handle
  const results: unknown[] = []
  let global: unknown = null
  try {
    await migrateToLatest(db)
    const creator = await db
      .insertInto('users')
      .values({ username: 'bench_creator', email: 'creator@bench.test' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const maxSize = Math.max(...sizes)
    let started = performance.now()
    await seedUsers(db, maxSize)
    log(`${maxSize} players seeded (${((performance.now() - started) / 1000).toFixed(1)} s)`)

    // One quiz per size, all in the same database, so the timings below can be interleaved.
    const quizzes: Array<{ size: number; id: string; seedSeconds: number }> = []
    for (const size of sizes) {
      const quiz = await db
        .insertInto('quizzes')
        .values({
          creator_id: creator.id,
          title: `Ranking benchmark ${size}`,
          category: 'general-knowledge',
          difficulty: 'medium',
          time_limit_seconds: 600,
          status: 'approved',
          settings: JSON.stringify({}),
        } as any)
        .returning('id')
        .executeTakeFirstOrThrow()
      started = performance.now()
      await seedQuiz(db, quiz.id, size)
      const seedSeconds = (performance.now() - started) / 1000
      quizzes.push({ size, id: quiz.id, seedSeconds })
      log(`quiz with ${size} ranked attempts seeded (${seedSeconds.toFixed(1)} s)`)
    }
    // The bulk loads went around the global leaderboard's triggers too: rebuilt as the migration
    // builds it, then checked against a recount below.
    started = performance.now()
    await sql`delete from global_scores`.execute(db)
    await sql`delete from global_score_days`.execute(db)
    await backfillGlobalScores(db)
    log(`global leaderboard rebuilt (${((performance.now() - started) / 1000).toFixed(1)} s)`)
    await sql`vacuum analyze attempts`.execute(db)
    await sql`vacuum analyze leaderboard_counts`.execute(db)
    await sql`vacuum analyze global_scores`.execute(db)
    await sql`vacuum analyze global_score_days`.execute(db)
    await sql`analyze users`.execute(db)

    const cases: Case[] = []
    for (const quiz of quizzes) {
      const { size } = quiz
      const top = leaderboardTopQuery(db, quiz.id, 10)
      const medianRow = await top
        .clearLimit()
        .offset(Math.floor(size / 2) - 1)
        .limit(1)
        .executeTakeFirstOrThrow()
      const worstRow = await top
        .clearLimit()
        .offset(size - 1)
        .limit(1)
        .executeTakeFirstOrThrow()
      // Exactness: the maintained rank is the leaderboard position, and equals the O(rank) count.
      const checks = {
        medianExpected: Math.floor(size / 2),
        medianRank: await rankOfAttempt(db, medianRow),
        medianByCount: await rankByCount(db, medianRow),
        worstExpected: size,
        worstRank: await rankOfAttempt(db, worstRow),
        worstByCount: await rankByCount(db, worstRow),
        totalRanked: (await getLeaderboard(db, null, quiz.id, 10)).totalRanked,
      }
      // The median player's exam standing (percentile and shared rank by score alone) against a
      // count of the attempts themselves.
      const counted = await sql<{ higher: string; candidates: string }>`
        select count(*) filter (where score > ${medianRow.score}) as higher, count(*) as candidates
        from attempts where quiz_id = ${quiz.id}::uuid and is_ranked
      `.execute(db)
      const higher = Number(counted.rows[0]!.higher)
      const candidates = Number(counted.rows[0]!.candidates)
      const standing = await getExamStanding(db, medianRow.id)
      const standingExact =
        standing?.rank === higher + 1 &&
        standing.percentile === ntaPercentile(candidates - higher, candidates) &&
        standing.candidates === size
      const exact =
        standingExact &&
        checks.medianRank === checks.medianExpected &&
        checks.medianByCount === checks.medianExpected &&
        checks.worstRank === checks.worstExpected &&
        checks.worstByCount === checks.worstExpected &&
        checks.totalRanked === size
      const topPlan = await planOf(db, leaderboardTopQuery(db, quiz.id, 10))
      const rankPlan = (
        await sql<{ 'QUERY PLAN': string }>`explain (costs off) ${rankQuery(worstRow.id)}`.execute(db)
      ).rows.map((row) => row['QUERY PLAN'])
      const countRows = await db
        .selectFrom('leaderboard_counts')
        .select(['grain', (eb) => eb.fn.countAll<number>().as('rows')])
        .where('quiz_id', '=', quiz.id)
        .groupBy('grain')
        .orderBy('grain')
        .execute()
      // The median player, signed in as seedUsers made them.
      const viewer = {
        id: medianRow.user_id,
        username: medianRow.username,
        email: `${medianRow.username}@bench.test`,
        role: 'user' as const,
      }
      const ops: Record<string, () => Promise<unknown>> = {
        // The floor: one round trip through the same driver, in the same rounds.
        roundTrip: () => sql`select 1`.execute(db),
        top10: () => leaderboardTopQuery(db, quiz.id, 10).execute(),
        leaderboardCall: () => getLeaderboard(db, null, quiz.id, 10),
        leaderboardWithViewer: () => getLeaderboard(db, viewer, quiz.id, 10),
        rankMedian: () => rankOfAttempt(db, medianRow),
        rankWorst: () => rankOfAttempt(db, worstRow),
        percentileMedian: () => getExamStanding(db, medianRow.id),
        countRankMedian: () => rankByCount(db, medianRow),
        countRankWorst: () => rankByCount(db, worstRow),
      }
      cases.push({
        quiz,
        rows: { median: medianRow, worst: worstRow },
        checks: { ...checks, standing, standingExpected: { higher, candidates } },
        exact,
        topPlan,
        rankPlan,
        topIsIndexScan: topPlan.some((line) => /Index (Only )?Scan.*attempts_leaderboard/.test(line)),
        topHasSort: topPlan.some((line) => /\bSort\b/.test(line) && !/Sort Key/.test(line)),
        countRows: Object.fromEntries(countRows.map((row) => [`grain${row.grain}`, Number(row.rows)])),
        ops,
        samples: Object.fromEntries(Object.keys(ops).map((name) => [name, [] as number[]])) as Record<string, number[]>,
      })
    }

    // Interleaved: each round times every operation on every size, so drift on this shared machine
    // lands on all sizes alike and the ratios between sizes stay fair.
    const slow = new Set(['countRankMedian', 'countRankWorst'])
    for (const c of cases) for (const op of Object.values(c.ops)) for (let i = 0; i < 3; i++) await op()
    for (let round = 0; round < reps; round++) {
      for (const c of cases) {
        for (const [name, op] of Object.entries(c.ops)) {
          // The O(rank) count is up to ~100x slower: fewer rounds (every 4th, every 10th at a million).
          if (slow.has(name) && round % (c.quiz.size >= 1_000_000 ? 10 : 4) !== 0) continue
          checkBudget()
          const t0 = performance.now()
          await op()
          c.samples[name]!.push(performance.now() - t0)
        }
      }
    }
    // In the database alone (EXPLAIN ANALYZE: planning + execution), without the driver and the
    // event loop: what the query costs wherever the server runs.
    const serverSide = async (compiled: { sql: string; parameters: readonly unknown[] }, runs: number) => {
      const samples: number[] = []
      for (let i = 0; i < runs; i++) {
        checkBudget()
        const result = await db.executeQuery<{ 'QUERY PLAN': unknown }>({
          ...compiled,
          sql: `explain (analyze, format json) ${compiled.sql}`,
        } as any)
        const raw = result.rows[0]!['QUERY PLAN']
        const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{
          'Planning Time': number
          'Execution Time': number
        }>
        samples.push(plan[0]!['Planning Time'] + plan[0]!['Execution Time'])
      }
      return { medianMs: round(median(samples), 3), p95Ms: round(quantile(samples, 0.95), 3), runs }
    }
    const inDatabase = new Map<Case, Record<string, unknown>>()
    for (const c of cases) {
      const slowRuns = c.quiz.size >= 1_000_000 ? 5 : 15
      inDatabase.set(c, {
        top10: await serverSide(leaderboardTopQuery(db, c.quiz.id, 10).compile(), 50),
        rankMedian: await serverSide(rankQuery(c.rows.median.id).compile(db), 50),
        rankWorst: await serverSide(rankQuery(c.rows.worst.id).compile(db), 50),
        percentileMedian: await serverSide(examStandingQuery(c.rows.median.id).compile(db), 50),
        countRankMedian: await serverSide(countRankQuery(db, c.rows.median).compile(), slowRuns),
      })
    }
    for (const c of cases) {
      const timings = Object.fromEntries(
        Object.entries(c.samples).map(([name, samples]) => [
          name,
          { medianMs: round(median(samples), 3), p95Ms: round(quantile(samples, 0.95), 3), runs: samples.length },
        ]),
      ) as Record<string, { medianMs: number; p95Ms: number; runs: number }>
      results.push({
        size: c.quiz.size,
        seedSeconds: round(c.quiz.seedSeconds, 1),
        exact: c.exact,
        checks: c.checks,
        timings,
        inDatabase: inDatabase.get(c),
        topIsIndexScan: c.topIsIndexScan,
        topHasSort: c.topHasSort,
        topPlan: c.topPlan,
        rankPlan: c.rankPlan,
        countRows: c.countRows,
      })
      log(
        `${c.quiz.size}: top10 ${timings.top10!.medianMs} ms, rank median ${timings.rankMedian!.medianMs} ms, worst ${timings.rankWorst!.medianMs} ms` +
          ` (O(rank) count: ${timings.countRankMedian!.medianMs} / ${timings.countRankWorst!.medianMs} ms), exact=${c.exact}, index scan=${c.topIsIndexScan}, sort=${c.topHasSort}`,
      )
    }
    global = await measureGlobalBoard(db)
  } finally {
    await handle.close()
    if (drop) await drop()
  }
  process.stdout.write(`${JSON.stringify({ benchmark: 'ranking', driver, results, global })}\n`)
}

runBench(main)
