import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '#server/db/index'
import { approvedQuiz, newUserSession } from '#server/testing/fixtures'
import { openTestDatabase } from '#server/testing/harness'
import { canRunPrivatePostgres, startPrivatePostgres } from '#server/testing/private-postgres'
import { killStartedServers, ORIGIN, ready, type ServerProcess, startServer } from '#server/testing/server-processes'
import { testDatabaseUrl } from '#server/testing/template'
import type { GameEventData } from '#shared/live/events'

/**
 * A live game's events across instances (decision 045): two real server processes on one Postgres.
 * Players on either hear every event of a game hosted on one, through LISTEN/NOTIFY; when the
 * instance a player listened to dies mid-question, the player reconnects to the other with the last
 * id it saw and misses nothing. PGlite is one process by design (WEB_CONCURRENCY > 1 needs
 * Postgres), so there is no second instance to test there.
 */

type Received = GameEventData & { id: string }

afterAll(killStartedServers)

/** A tRPC call over HTTP, as the browser's link sends it (no transformer: the input is the body). */
async function trpc(at: ServerProcess, path: string, input: unknown, cookie?: string) {
  const response = await fetch(`${at.base}/trpc/${path}`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(input),
  })
  const json = (await response.json()) as { result?: { data: unknown }; error?: unknown }
  expect(response.status, JSON.stringify(json)).toBe(200)
  return json.result!.data as Record<string, string>
}

/**
 * A player's event stream on one instance (REST's, with the game's cookie), read as it arrives; it
 * stops at `ended` or when the connection goes. From the game's first event unless told otherwise.
 */
function listen(at: ServerProcess, gameId: string, cookie: string, lastEventId = '0') {
  const events: Received[] = []
  const done = (async () => {
    const response = await fetch(`${at.base}/api/v1/games/${gameId}/events`, {
      headers: { origin: ORIGIN, cookie, 'last-event-id': lastEventId },
    })
    expect(response.status).toBe(200)
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    try {
      for (;;) {
        const { value, done: ended } = await reader.read()
        if (ended) return
        buffer += value
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const id = /^id: (.*)$/m.exec(block)?.[1]
          const data = /^data: (.*)$/m.exec(block)?.[1]
          if (id && data) events.push({ id, ...(JSON.parse(data) as GameEventData) })
        }
      }
    } catch {
      // The instance died: the stream breaks off.
    }
  })()
  return { events, done, has: (count: number) => expect.poll(() => events.length, { timeout: 15_000 }).toBe(count) }
}

const kinds = (events: Received[]) => events.map((event) => `${event.kind}@${event.questionIndex}`)

describe.skipIf(!testDatabaseUrl())('a live game’s events on two instances of one Postgres', () => {
  let database: DatabaseHandle & { url?: string }
  let a: ServerProcess
  let b: ServerProcess

  beforeAll(async () => {
    database = await openTestDatabase()
    const env = { DATABASE_URL: database.url!, RATE_LIMITS: 'off' }
    ;[a, b] = await Promise.all([startServer(env), startServer(env)])
    await Promise.all([ready(a), ready(b)])
  }, 90_000)

  afterAll(async () => {
    for (const server of [a, b]) server?.child.kill('SIGKILL')
    await Promise.all([a?.exited, b?.exited])
    await database?.close()
  })

  it('reaches players on both, and a player whose instance dies resumes on the other missing nothing', async () => {
    const hostSession = await newUserSession(database.db)
    const hostCookie = `session=${hostSession.token}`
    const quiz = await approvedQuiz(database.db, hostSession.userId, { title: 'Two instances' })
    const { gameId, pin } = await trpc(a, 'live.create', { quizId: quiz.id }, hostCookie)
    const onA = await trpc(a, 'live.join', { pin, nickname: 'Asha' })
    const onB = await trpc(b, 'live.join', { pin, nickname: 'Bala' })
    const cookieA = `quizdom_game=${onA.playerToken}`
    const cookieB = `quizdom_game=${onB.playerToken}`

    const first = listen(a, gameId!, cookieA)
    const other = listen(b, gameId!, cookieB)
    await Promise.all([first.has(2), other.has(2)])
    // Postgres ends both instances' LISTEN connections: neither process dies of it, and what is
    // sent before they listen again reaches them all the same.
    const name = new URL(database.url!).pathname.slice(1)
    const listening = () =>
      sql<{ pid: number }>`
        select pid from pg_stat_activity where datname = ${name} and query ilike 'listen %'
      `.execute(database.db)
    const before = (await listening()).rows.map((row) => row.pid)
    expect(before).toHaveLength(2)
    await sql`select pg_terminate_backend(pid) from unnest(${before}::int[]) as pid`.execute(database.db)
    // Hosted on a: the player on b hears it through Postgres.
    await trpc(a, 'live.start', { gameId }, hostCookie)
    await Promise.all([first.has(3), other.has(3)])
    expect(first.events).toEqual(other.events)
    await expect
      .poll(async () => (await listening()).rows.filter((row) => !before.includes(row.pid)).length, {
        timeout: 15_000,
      })
      .toBe(2)
    expect([a.child.exitCode, b.child.exitCode]).toEqual([null, null])

    // Instance a dies mid-question; the game goes on from b.
    a.child.kill('SIGKILL')
    await a.exited
    await first.done
    await trpc(b, 'live.reveal', { gameId }, hostCookie)
    await trpc(b, 'live.next', { gameId }, hostCookie)
    const resumed = listen(b, gameId!, cookieA, first.events.at(-1)!.id)
    await trpc(b, 'live.end', { gameId }, hostCookie)
    await Promise.all([resumed.done, other.done])

    expect(kinds(other.events)).toEqual([
      'players@-1',
      'players@-1',
      'question@0',
      'reveal@0',
      'scores@0',
      'question@1',
      'scores@1',
      'podium@1',
      'ended@1',
    ])
    expect([...first.events, ...resumed.events]).toEqual(other.events)

    // A stopping instance ends the streams it holds (their clients resume elsewhere), so its drain
    // finishes and it exits cleanly rather than at the drain's timeout.
    const next = await trpc(b, 'live.create', { quizId: quiz.id }, hostCookie)
    const waiting = listen(b, next.gameId!, hostCookie)
    await trpc(b, 'live.join', { pin: next.pin, nickname: 'Chitra' })
    await waiting.has(1)
    b.child.kill('SIGTERM')
    await waiting.done
    expect(await b.exited).toBe(0)
  }, 120_000)
})

// A Postgres server of the test's own: restarting the shared one would break the tests beside it.
describe.skipIf(!testDatabaseUrl() || !canRunPrivatePostgres())('a server whose Postgres restarts', () => {
  it('lives through it, and its listening players hear what comes after', async () => {
    const postgres = await startPrivatePostgres()
    let database: DatabaseHandle | undefined
    try {
      const server = await startServer({ DATABASE_URL: postgres.url, RATE_LIMITS: 'off' })
      await ready(server)
      database = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 2 })
      const hostSession = await newUserSession(database.db)
      const hostCookie = `session=${hostSession.token}`
      const quiz = await approvedQuiz(database.db, hostSession.userId, { title: 'Restart' })
      const { gameId, pin } = await trpc(server, 'live.create', { quizId: quiz.id }, hostCookie)
      const player = await trpc(server, 'live.join', { pin, nickname: 'Asha' })
      const stream = listen(server, gameId!, `quizdom_game=${player.playerToken}`)
      await stream.has(1)

      await postgres.restart(500)
      // The first calls may meet connections the restart ended (a 503 in words); the game goes on.
      const start = () =>
        fetch(`${server.base}/trpc/live.start`, {
          method: 'POST',
          headers: { origin: ORIGIN, 'content-type': 'application/json', cookie: hostCookie },
          body: JSON.stringify({ gameId }),
        })
      await expect.poll(async () => (await start()).status, { timeout: 20_000 }).toBe(200)
      await stream.has(2)
      expect(kinds(stream.events)).toEqual(['players@-1', 'question@0'])
      await trpc(server, 'live.end', { gameId }, hostCookie)
      await stream.done
      expect(kinds(stream.events).slice(2)).toEqual(['scores@0', 'podium@0', 'ended@0'])
      expect(server.child.exitCode).toBeNull()
      server.child.kill('SIGKILL')
      await server.exited
    } finally {
      await database?.close()
      await postgres.remove()
    }
  }, 120_000)
})
