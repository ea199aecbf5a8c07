// A live game with a full room: players joined by PIN as guests, each listening on the game's
// server-sent events (GET /api/v1/games/:id/events, as any client of the REST contract listens), on
// the server as `npm start` runs it. Measured, within one run:
//
//   event      the host opens a question; how long until each player's stream delivers `question`
//              (from the moment the host's request is sent: an upper bound), p95 and p99 over rounds
//   answers    every player answers within one second (spread evenly); each answer's time to its
//              reply, p99; afterwards each player has exactly one scored answer to that question
//   memory     the server's RSS with the players joined, then with every stream open and idle
//   instances  (Postgres) two instances on one database, half the players on each, the host on the
//              first: the p95 of each instance's players
//   pglite     (--driver pglite) the room grown step by step until p95 passes the target: how many
//              players one instance on the embedded database holds
//
//   node --import tsx bench/live.ts [--driver postgres|pglite] [--port 3330] [--players 1000] [--rounds 3]
//     [--steps 100,250,500,1000]   the room sizes tried on PGlite
//     [--cpu-prof DIR]             write a V8 CPU profile of each server to DIR
//
// Prints progress on stderr and one JSON line on stdout.
import { spawnSync } from 'node:child_process'
import { Agent, request } from 'node:http'
import { createQuiz } from '#server/quizzes/service'
import { QuizInputSchema } from '#shared/schemas/quiz'
import { benchArgs, listItems, orUsage } from './lib/args'
import { canPin, postgresCpuMs, quantile, round, runBench, sleep } from './lib/common'
import { type RunningServer, SERVER_CPU, startServer, waitFor200 } from './lib/http'
import { benchUser, createSessions, openAppDatabase, scratchTarget, seedUsers } from './lib/seed'

const args = benchArgs({
  driver: 'postgres',
  port: 3330,
  players: 1000,
  rounds: 3,
  steps: '100,250,500,1000',
  'cpu-prof': String,
})
const { port, players, rounds } = args
const driver = args.driver === 'pglite' ? 'pglite' : 'postgres'
const steps = orUsage(() =>
  listItems('steps', args.steps, (item) => (/^[1-9][0-9]*$/.test(item) ? null : 'is not a count of players')),
).map(Number)
const log = (message: string) => process.stderr.write(`[live] ${message}\n`)

/** The targets of the room (issue 36). */
const TARGETS = { eventP95Ms: 250, eventP99Ms: 500, answerP99Ms: 150, idleMb: 150, instancesP95GapMs: 50 }
const QUESTIONS = 6

// The benchmark's own work (a thousand streams parsed) stays off the server's core.
if (canPin()) spawnSync('taskset', ['-p', '-c', '1', String(process.pid)])

/** One tRPC call as the browser's link sends it; the reply's data, or an error with its message. */
async function trpc(server: RunningServer, procedure: string, input: unknown, cookie?: string, kind = 'mutation') {
  const headers: Record<string, string> = { origin: server.origin, 'content-type': 'application/json' }
  if (cookie) headers.cookie = cookie
  const encoded = encodeURIComponent(JSON.stringify({ 0: input }))
  const response =
    kind === 'query'
      ? await fetch(`${server.origin}/trpc/${procedure}?batch=1&input=${encoded}`, { headers })
      : await fetch(`${server.origin}/trpc/${procedure}?batch=1`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ 0: input }),
        })
  const [reply] = (await response.json()) as [{ result?: { data: any }; error?: { message: string } }]
  if (!reply?.result) throw new Error(`${procedure}: ${response.status} ${reply?.error?.message ?? ''}`)
  return reply.result.data
}

interface Player {
  token: string
  server: RunningServer
}

/** Every stream its own connection, as every phone in the room has. */
const streams = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY })

/** A player's event stream: each `question` event's arrival, by question index. */
function listen(player: Player, gameId: string) {
  const arrivals = new Map<number, number>()
  let close = () => {}
  const ready = new Promise<void>((resolve, reject) => {
    const req = request(
      `${player.server.origin}/api/v1/games/${gameId}/events`,
      { agent: streams, headers: { cookie: `quizdom_game=${player.token}`, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          let body = ''
          response.setEncoding('utf8')
          response.on('data', (chunk: string) => (body += chunk))
          response.on('end', () => reject(new Error(`events: ${response.statusCode} ${body.slice(0, 300)}`)))
          return
        }
        resolve()
        response.setEncoding('utf8')
        let buffer = ''
        response.on('data', (chunk: string) => {
          buffer += chunk
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const frame = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            if (!frame.includes('event: question')) continue
            const data = frame.split('\n').find((line) => line.startsWith('data: '))
            if (data) arrivals.set(JSON.parse(data.slice(6)).questionIndex, performance.now())
          }
        })
        response.on('error', () => {})
      },
    )
    req.on('error', reject)
    req.end()
    close = () => req.destroy()
  })
  return { arrivals, ready, close: () => close() }
}

/** A game hosted on `host`'s server, `count` guests joined on the servers given in turn. */
async function room(
  host: { server: RunningServer; cookie: string },
  quizId: string,
  servers: RunningServer[],
  count: number,
  tag: string,
) {
  const { gameId, pin } = await trpc(host.server, 'live.create', { quizId }, host.cookie)
  const joined: Player[] = []
  for (let from = 0; from < count; from += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, count - from) }, async (_, k) => {
        const server = servers[(from + k) % servers.length]!
        const reply = await trpc(server, 'live.join', { pin, nickname: `${tag}${from + k}` })
        return { token: reply.playerToken as string, server }
      }),
    )
    joined.push(...batch)
  }
  return { gameId, players: joined }
}

/** Opens question after question; the arrival of each at each player, and the answers' times. */
async function play(
  host: { server: RunningServer; cookie: string },
  gameId: string,
  players: Player[],
  listeners: ReturnType<typeof listen>[],
  questionCount: number,
  answering: boolean,
) {
  const eventMs: number[][] = players.map(() => [])
  const answerMs: number[] = []
  let failedAnswers = 0
  let serverCpuMs = 0
  let postgresMs = 0
  for (let q = 0; q < questionCount; q++) {
    const sent = performance.now()
    await trpc(host.server, q === 0 ? 'live.start' : 'live.next', { gameId }, host.cookie)
    const deadline = performance.now() + 10_000
    while (listeners.some((listener) => !listener.arrivals.has(q)) && performance.now() < deadline) await sleep(5)
    listeners.forEach((listener, i) => {
      const at = listener.arrivals.get(q)
      eventMs[i]!.push(at === undefined ? Number.POSITIVE_INFINITY : at - sent)
    })
    if (answering) {
      const state = await trpc(host.server, 'live.state', { gameId }, host.cookie, 'query')
      const spacing = 1000 / players.length
      const cpu0 = host.server.cpuMs()
      const pg0 = postgresCpuMs()
      const start = performance.now()
      await Promise.all(
        players.map(async (player, i) => {
          await sleep(Math.max(0, start + i * spacing - performance.now()))
          const before = performance.now()
          try {
            await trpc(player.server, 'live.answer', {
              gameId,
              playerToken: player.token,
              questionId: state.question.id,
              response: i % 4,
            })
            answerMs.push(performance.now() - before)
          } catch {
            failedAnswers++
          }
        }),
      )
      serverCpuMs += host.server.cpuMs() - cpu0
      postgresMs += postgresCpuMs() - pg0
    }
    await trpc(host.server, 'live.reveal', { gameId }, host.cookie)
  }
  const answered = Math.max(1, answerMs.length)
  return {
    eventMs,
    answerMs,
    failedAnswers,
    cpuMsPerAnswer: { server: round(serverCpuMs / answered, 2), postgres: round(postgresMs / answered, 2) },
  }
}

const p = (values: number[], q: number) => round(quantile(values, q), 1)

/**
 * Every player's stream, opened 50 at a time as a room's phones come in (not all in one instant,
 * which PGlite's admission control would rightly shed as a burst).
 */
async function listenAll(players: Player[], gameId: string) {
  const listeners: ReturnType<typeof listen>[] = []
  for (let from = 0; from < players.length; from += 50) {
    const batch = players.slice(from, from + 50).map((player) => listen(player, gameId))
    await Promise.all(batch.map((listener) => listener.ready))
    listeners.push(...batch)
  }
  return listeners
}

async function main() {
  const scratch = await scratchTarget(driver, 'live')
  const handle = await openAppDatabase(scratch.target)
  await seedUsers(handle.db, 1)
  const [token] = await createSessions(handle.db, 1)
  const questions = Array.from({ length: QUESTIONS }, (_, n) => ({
    question: `Q${n + 1}: which city?`,
    options: ['Pune', 'Agra', 'Delhi', 'Goa'],
    correctAnswer: 2,
    explanation: 'Because it is so.',
    points: 1,
    timeLimit: 60,
  }))
  const quiz = await createQuiz(
    handle.db,
    benchUser(1).id,
    QuizInputSchema.parse({ title: 'A live room', timeLimit: 3600, questions }),
  )
  await handle.close()
  const cookie = `session=${token}`
  const servers: RunningServer[] = []
  const open = async (offset: number) => {
    const profile = args['cpu-prof'] ? { nodeArgs: ['--cpu-prof', '--cpu-prof-dir', args['cpu-prof']] } : {}
    const server = await startServer({
      port: port + offset,
      ...scratch.server,
      ...profile,
      cpu: SERVER_CPU,
      entry: 'product',
    })
    servers.push(server)
    await waitFor200(server)
    return server
  }
  try {
    const first = await open(0)
    const host = { server: first, cookie }
    const result: Record<string, unknown> = { benchmark: 'live', driver, targets: TARGETS }
    if (driver === 'postgres') {
      const game = await room(host, quiz.id, [first], players, 'p')
      const joinedKb = first.rssKb()
      const t0 = performance.now()
      log(`${players} joined; opening streams`)
      const listeners = await listenAll(game.players, game.gameId)
      log(`streams open in ${Math.round(performance.now() - t0)} ms`)
      await sleep(3000)
      const idleKb = first.rssKb()
      log(`${players} streams open: RSS ${Math.round(joinedKb / 1024)} → ${Math.round(idleKb / 1024)} MB`)
      const run = await play(host, game.gameId, game.players, listeners, rounds, true)
      for (const listener of listeners) listener.close()
      const events = run.eventMs.flat()
      const check = await openAppDatabase(scratch.target)
      const scored = await check.db
        .selectFrom('game_answers')
        .select(['question_index', (eb) => eb.fn.countAll<string>().as('answers')])
        .where('game_id', '=', game.gameId)
        .groupBy('question_index')
        .execute()
      await check.close()
      const scoredOnce = scored.length === rounds && scored.every((row) => Number(row.answers) === players)
      result.oneInstance = {
        players,
        rounds,
        eventP95Ms: p(events, 0.95),
        eventP99Ms: p(events, 0.99),
        eventsMissed: events.filter((ms) => !Number.isFinite(ms)).length,
        answerP99Ms: p(run.answerMs, 0.99),
        answers: run.answerMs.length,
        failedAnswers: run.failedAnswers,
        cpuMsPerAnswer: run.cpuMsPerAnswer,
        scoredOnce,
        idleMb: round((idleKb - joinedKb) / 1024, 1),
      }
      log(`one instance: ${JSON.stringify(result.oneInstance)}`)

      const second = await open(1)
      const pair = await room(host, quiz.id, [first, second], players, 'q')
      const pairListeners = await listenAll(pair.players, pair.gameId)
      const pairRun = await play(host, pair.gameId, pair.players, pairListeners, rounds, false)
      for (const listener of pairListeners) listener.close()
      const on = (server: RunningServer) => pairRun.eventMs.filter((_, i) => pair.players[i]!.server === server).flat()
      const a = p(on(first), 0.95)
      const b = p(on(second), 0.95)
      result.twoInstances = { players, firstP95Ms: a, secondP95Ms: b, gapMs: round(b - a, 1) }
      log(`two instances: ${JSON.stringify(result.twoInstances)}`)
    } else {
      const tried: Array<{ players: number; eventP95Ms: number; eventP99Ms: number }> = []
      for (const [s, size] of steps.entries()) {
        const game = await room(host, quiz.id, [first], size, `s${s}x`)
        const listeners = await listenAll(game.players, game.gameId)
        const run = await play(host, game.gameId, game.players, listeners, 2, false)
        for (const listener of listeners) listener.close()
        await trpc(host.server, 'live.end', { gameId: game.gameId }, host.cookie)
        const events = run.eventMs.flat()
        tried.push({ players: size, eventP95Ms: p(events, 0.95), eventP99Ms: p(events, 0.99) })
        log(`PGlite, ${size} players: ${JSON.stringify(tried.at(-1))}`)
        if (p(events, 0.95) > TARGETS.eventP95Ms) break
      }
      const held = tried.filter((step) => step.eventP95Ms <= TARGETS.eventP95Ms).at(-1)
      result.pglite = { tried, holds: held?.players ?? 0 }
    }
    process.stdout.write(`${JSON.stringify(result)}\n`)
  } finally {
    for (const server of servers) await server.stop()
    await scratch.dispose()
  }
}

runBench(main)
