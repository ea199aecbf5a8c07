import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { approvedQuiz, type SignedInUser, signedInUser } from '#server/testing/fixtures'
import { createHarness, type TestHarness, TEST_ORIGIN } from '#server/testing/harness'
import { testDatabaseUrl } from '#server/testing/template'
import { type GameEventData, LIVE_EVENT_LIMITS } from '#shared/live/events'
import { m } from '#shared/i18n'
import { forgetOldGameEvents } from './events'

/**
 * A live game's events (decision 045) on a real database, through the real listener: in order with
 * their ids, resumed after the last id seen with exactly what was missed, a kicked player's stream
 * ended, a stranger refused in words, the same events over REST's event stream, and the listener
 * living through the loss of its connection. Two instances: events.instances.test.ts.
 */
let h: TestHarness
let host: SignedInUser
let quizId: string
beforeAll(async () => {
  h = await createHarness()
  host = await signedInUser(h)
  quizId = (await approvedQuiz(h.db, host.id, { title: 'Live events' })).id
})
afterAll(() => h.close())

type Received = GameEventData & { id: string }

/** Reads a subscription to its end (or until `stop`), keeping what arrives. */
function collect(iterable: AsyncIterable<unknown>) {
  const events: Received[] = []
  let ended = false
  const done = (async () => {
    for await (const value of iterable) {
      const [id, data] = value as [string, GameEventData]
      events.push({ id, ...data })
    }
    ended = true
  })()
  return {
    events,
    done,
    ended: () => ended,
    /** Waits until `count` events have arrived. */
    has: (count: number) => expect.poll(() => events.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count),
  }
}

async function newGame() {
  const { gameId, pin } = await host.caller.live.create({ quizId })
  return { gameId, pin }
}

async function guest(pin: string, nickname: string) {
  const joined = await h.caller().live.join({ pin, nickname })
  return { ...joined, playerToken: joined.playerToken! }
}

/** Without `lastEventId` a stream starts from the game's latest event; '0' is before its first. */
const subscribe = (gameId: string, playerToken: string | undefined, lastEventId?: string) =>
  h.caller().live.events({ gameId, ...(playerToken ? { playerToken } : {}), ...(lastEventId ? { lastEventId } : {}) })

const kinds = (events: Received[]) => events.map((event) => `${event.kind}@${event.questionIndex}`)

/** Plays a whole game: three join, two questions (the second skipped), the end. */
async function playThrough(gameId: string, pin: string) {
  await guest(pin, 'Meera')
  await guest(pin, 'Kabir')
  await host.caller.live.start({ gameId })
  await host.caller.live.reveal({ gameId })
  await host.caller.live.next({ gameId })
  await host.caller.live.skip({ gameId })
  await host.caller.live.end({ gameId })
}

describe('live.events', () => {
  it('sends every event of the game in order, each with a rising id, and ends after ended', async () => {
    const { gameId, pin } = await newGame()
    const asha = await guest(pin, 'Asha')
    const player = collect(await subscribe(gameId, asha.playerToken, '0'))
    const hosting = collect(await host.caller.live.events({ gameId }))
    await playThrough(gameId, pin)
    await player.done
    await hosting.done

    expect(kinds(player.events)).toEqual([
      'players@-1',
      'players@-1',
      'players@-1',
      'question@0',
      'reveal@0',
      'scores@0',
      'question@1',
      'scores@1',
      'question@2',
      'scores@2',
      'podium@2',
      'ended@2',
    ])
    // The join of Asha (before the subscription) is the first; each join counts the players in.
    expect(player.events.slice(0, 3).map((event) => event.count)).toEqual([1, 2, 3])
    const ids = player.events.map((event) => Number(event.id))
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(new Set(ids).size).toBe(ids.length)
    // The host named no event: theirs start after Asha's join, the latest when they subscribed.
    expect(hosting.events).toEqual(player.events.slice(1))
    // One who comes to the ended game without naming an event hears its end, and the stream ends.
    const late = collect(await subscribe(gameId, asha.playerToken))
    await late.done
    expect(kinds(late.events)).toEqual(['ended@2'])
  })

  it('resumes after the last id seen with exactly the events missed, old and new', async () => {
    const { gameId, pin } = await newGame()
    const ravi = await guest(pin, 'Ravi')
    const first = collect(await subscribe(gameId, ravi.playerToken))
    await guest(pin, 'Tara')
    await host.caller.live.start({ gameId })
    await first.has(2)
    // The player's connection drops after the opening of question 0; the host goes on meanwhile.
    const lastSeen = first.events[1]!
    expect(lastSeen.kind).toBe('question')
    await host.caller.live.reveal({ gameId })
    const resumed = collect(await subscribe(gameId, ravi.playerToken, lastSeen.id))
    await host.caller.live.end({ gameId })
    await resumed.done
    await first.done
    expect(resumed.events).toEqual(first.events.slice(2))
    expect(kinds(resumed.events)).toEqual(['reveal@0', 'scores@0', 'podium@0', 'ended@0'])
  })

  it('ends a kicked player’s stream with their kick, and refuses them afterwards', async () => {
    const { gameId, pin } = await newGame()
    const kiran = await guest(pin, 'Kiran')
    const stays = await guest(pin, 'Neha')
    const kicked = collect(await subscribe(gameId, kiran.playerToken))
    const other = collect(await subscribe(gameId, stays.playerToken))
    await host.caller.live.kick({ gameId, playerId: kiran.playerId })
    await kicked.done
    expect(kicked.events.at(-1)).toMatchObject({ kind: 'players', playerId: kiran.playerId, count: 1 })
    await host.caller.live.start({ gameId })
    await other.has(2)
    expect(other.ended()).toBe(false)
    expect(kinds(other.events)).toEqual(['players@-1', 'question@0'])
    await expect(subscribe(gameId, kiran.playerToken)).rejects.toMatchObject({ message: m.live_kicked() })
    await host.caller.live.end({ gameId })
    await other.done
  })

  it('refuses in words anyone who is neither the host nor a player, and a malformed last id', async () => {
    const { gameId, pin } = await newGame()
    const stranger = await signedInUser(h)
    await expect(stranger.caller.live.events({ gameId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: m.live_game_not_found(),
    })
    await expect(subscribe(gameId, 'not-a-token')).rejects.toMatchObject({ message: m.live_game_not_found() })
    const asha = await guest(pin, 'Asha')
    await expect(subscribe(gameId, asha.playerToken, '12abc')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(m.live_events_bad_id()),
    })
  })

  it('keeps one game’s events in commit order when players join all at once', async () => {
    const { gameId, pin } = await newGame()
    const watching = collect(await host.caller.live.events({ gameId }))
    const names = Array.from({ length: 8 }, (_, n) => `Player ${n + 1}`)
    await Promise.all(names.map((name) => guest(pin, name)))
    await watching.has(8)
    // Each join counts the players after it, and the ids follow the commits: the counts rise by one.
    expect(watching.events.map((event) => event.count)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    await host.caller.live.end({ gameId })
    await watching.done
  })
})

describe('old events', () => {
  it('are deleted a day after their game ended, and a game still on keeps its own', async () => {
    const ended = await newGame()
    const going = await newGame()
    await host.caller.live.end({ gameId: ended.gameId })
    await host.caller.live.start({ gameId: going.gameId })
    const count = async (gameId: string) =>
      (await h.db.selectFrom('game_events').select('id').where('game_id', '=', gameId).execute()).length
    expect(await count(ended.gameId)).toBe(2)
    await forgetOldGameEvents(h.db)
    expect(await count(ended.gameId)).toBe(2)
    await h.db
      .updateTable('games')
      .set({ ended_at: sql<Date>`now() - make_interval(hours => ${LIVE_EVENT_LIMITS.keepEndedHours + 1})` })
      .where('id', '=', ended.gameId)
      .execute()
    await forgetOldGameEvents(h.db)
    expect(await count(ended.gameId)).toBe(0)
    expect(await count(going.gameId)).toBe(1)
  })
})

/** Reads a text/event-stream body into its events until `until` says stop. */
async function readStream(response: Response, until: (events: Received[]) => boolean) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  const events: Received[] = []
  let buffer = ''
  while (!until(events)) {
    const { value, done } = await reader.read()
    if (done) break
    buffer += value
    let end = buffer.indexOf('\n\n')
    while (end >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const fields = Object.fromEntries(
        block
          .split('\n')
          .filter((line) => !line.startsWith(':'))
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
      )
      if (fields.id) {
        const data = JSON.parse(fields.data ?? '') as GameEventData
        expect(data.kind).toBe(fields.event)
        events.push({ id: fields.id, ...data })
      }
      end = buffer.indexOf('\n\n')
    }
  }
  await reader.cancel()
  return events
}

describe('GET /api/v1/games/:id/events', () => {
  it('streams the events to a guest with the game’s cookie, and resumes from Last-Event-ID', async () => {
    const { gameId, pin } = await newGame()
    const asha = await guest(pin, 'Asha')
    await host.caller.live.start({ gameId })
    const headers = { cookie: `quizdom_game=${asha.playerToken}`, origin: TEST_ORIGIN }
    const response = await h.app.request(`/api/v1/games/${gameId}/events`, {
      headers: { ...headers, 'last-event-id': '0' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(response.headers.get('content-encoding')).toBeNull()
    const firstTwo = await readStream(response, (events) => events.length === 2)
    expect(kinds(firstTwo)).toEqual(['players@-1', 'question@0'])

    await host.caller.live.reveal({ gameId })
    await host.caller.live.end({ gameId })
    const resumed = await h.app.request(`/api/v1/games/${gameId}/events`, {
      headers: { ...headers, 'last-event-id': firstTwo[1]!.id },
    })
    // The stream ends after `ended`: read to its end.
    const rest = await readStream(resumed, () => false)
    expect(kinds(rest)).toEqual(['reveal@0', 'scores@0', 'podium@0', 'ended@0'])
    expect(Number(rest[0]!.id)).toBeGreaterThan(Number(firstTwo[1]!.id))
  })

  it('streams the host’s events to the host’s session, and refuses a stranger in words', async () => {
    const { gameId } = await newGame()
    const stranger = await h.client().get(`/api/v1/games/${gameId}/events`)
    expect(stranger.status).toBe(404)
    expect(stranger.json.message).toBe(m.live_game_not_found())
    const response = await h.app.request(`/api/v1/games/${gameId}/events`, {
      headers: { cookie: host.client.cookie()!, origin: TEST_ORIGIN },
    })
    expect(response.status).toBe(200)
    await host.caller.live.end({ gameId })
    expect(kinds(await readStream(response, () => false))).toEqual(['podium@-1', 'ended@-1'])
  })

  it('is tRPC’s subscription over HTTP too: an event stream, not compressed', async () => {
    const { gameId } = await newGame()
    // From the first event: the stream may start after the end below has committed.
    const input = encodeURIComponent(JSON.stringify({ gameId, lastEventId: '0' }))
    const response = await h.app.request(`/trpc/live.events?input=${input}`, {
      headers: { cookie: host.client.cookie()!, origin: TEST_ORIGIN, 'accept-encoding': 'gzip' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(response.headers.get('content-encoding')).toBeNull()
    await host.caller.live.end({ gameId })
    const text = await response.text()
    expect(text).toContain('"kind":"podium"')
    expect(text).toContain('"kind":"ended"')
  })
})

describe.skipIf(!testDatabaseUrl())('the listener on Postgres', () => {
  it('lives through its connection being ended, and its subscribers miss nothing sent meanwhile', async () => {
    const { gameId, pin } = await newGame()
    const watching = collect(await host.caller.live.events({ gameId }))
    await guest(pin, 'Asha')
    await watching.has(1)
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(h.db)
    const killer = new pg.Client({ connectionString: testDatabaseUrl() })
    await killer.connect()
    try {
      // This harness's listener: the one LISTEN on its database.
      const listening = () =>
        killer.query<{ pid: number }>(
          "select pid from pg_stat_activity where datname = $1 and query ilike 'listen %' and pid <> pg_backend_pid()",
          [rows[0]!.name],
        )
      await expect.poll(async () => (await listening()).rows.length, { timeout: 10_000 }).toBe(1)
      const before = (await listening()).rows.map((row) => row.pid)
      for (const pid of before) await killer.query('select pg_terminate_backend($1)', [pid])
      // Sent while no LISTEN is open: heard of once the listener is back, from the table.
      await guest(pin, 'Ravi')
      await host.caller.live.start({ gameId })
      await watching.has(3)
      await expect
        .poll(async () => (await listening()).rows.some((row) => !before.includes(row.pid)), { timeout: 10_000 })
        .toBe(true)
      await host.caller.live.end({ gameId })
      await watching.done
      expect(kinds(watching.events)).toEqual([
        'players@-1',
        'players@-1',
        'question@0',
        'scores@0',
        'podium@0',
        'ended@0',
      ])
    } finally {
      await killer.end()
    }
  }, 30_000)
})
