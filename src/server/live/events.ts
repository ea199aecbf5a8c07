import { z } from 'zod'
import type { DB } from '#server/db/index'
import type { DatabaseListener } from '#server/db/listener'
import type { Logger } from '#server/logger'
import { m } from '#shared/i18n'
import { type GameEventData, type GameEventKind, LIVE_EVENT_LIMITS } from '#shared/live/events'
import * as repo from './events-repository'
import { GameInput } from './schemas'

/**
 * A live game's events (decision 045). Each is a row of `game_events`, written in the transaction
 * of the change it tells of, with a NOTIFY on one channel naming `<gameId>:<eventId>`. Every
 * instance listens once (db/listener.ts) and hands each game's new rows to its own subscribers of
 * that game; the rows are the truth, the notification only says when to read them.
 */
export const GAME_EVENTS_CHANNEL = 'quizdom_game_events'

/** An event's id as a client holds it: digits (tRPC's tracked ids and SSE's are text); none is 0. */
const EventIdSchema = z
  .string({ error: () => m.live_events_bad_id() })
  .regex(/^[0-9]{1,15}$/, { error: () => m.live_events_bad_id() })

/** The id a client names, or null when it names none (it then hears what happens from now on). */
const eventId = (id: string | null | undefined) => (id ? Number(id) : null)

/** `live.events`' input: the game, a guest's token, and the last event the client saw. */
export const EventsInput = GameInput.extend({ lastEventId: EventIdSchema.nullish() })

/** The REST stream's `Last-Event-ID` header. */
export const LastEventIdHeader = EventIdSchema.optional()

export interface GameEvent extends GameEventData {
  id: number
}

/** Records an event of the game in `trx`, the transaction of the change it tells of. */
export async function publish(
  trx: DB,
  gameId: string,
  kind: GameEventKind,
  data: { questionIndex?: number; playerId?: string } = {},
) {
  const { questionIndex, ...payload } = data
  const game = await repo.lockGameForEvent(trx, gameId)
  return repo.insertEvent(
    trx,
    { gameId, kind, questionIndex: questionIndex ?? game.question_index, payload },
    GAME_EVENTS_CHANNEL,
  )
}

type Step = { status: 'lobby' | 'question' | 'reveal' | 'ended'; question_index: number }

/**
 * What a host's step tells the players, from the game before and after it: a question opened; a
 * reveal; the end (podium, then ended). `scores` goes out whenever a question's answers stop coming
 * in and so the standings are final for it: at its reveal, and at a skip or end while it was open.
 */
export async function publishHostStep(trx: DB, gameId: string, before: Step, after: Step) {
  const closedOpen = before.status === 'question' && after.status !== 'reveal'
  if (after.status === 'reveal') {
    await publish(trx, gameId, 'reveal')
    await publish(trx, gameId, 'scores')
    return
  }
  if (closedOpen) await publish(trx, gameId, 'scores', { questionIndex: before.question_index })
  if (after.status === 'question') await publish(trx, gameId, 'question')
  if (after.status === 'ended') {
    await publish(trx, gameId, 'podium')
    await publish(trx, gameId, 'ended')
  }
}

const toEvent = (row: Awaited<ReturnType<typeof repo.eventsAfter>>[number]): GameEvent => ({
  ...(row.payload as Record<string, unknown>),
  id: row.id,
  kind: row.kind as GameEventKind,
  questionIndex: row.question_index,
})

interface Subscriber {
  /** The last id it has passed on; the game's rows after the lowest of these are read again. */
  last: number
  deliver(events: GameEvent[]): void
  close(): void
}

interface Hub {
  add(gameId: string, subscriber: Subscriber): () => void
}

export interface EventDeps {
  db: DB
  listener: DatabaseListener
  logger: Logger
}

/** The pause before a failed read of a game's new events is tried again. */
const READ_RETRY_MS = 1_000

/** The instance's subscribers by game, fed by one listener: one read per game per notification. */
function createHub({ db, listener, logger }: EventDeps): Hub {
  const games = new Map<string, Set<Subscriber>>()
  let stopped = false
  const reading = new Set<string>()
  const again = new Set<string>()
  const read = async (gameId: string) => {
    if (reading.has(gameId)) {
      again.add(gameId)
      return
    }
    reading.add(gameId)
    try {
      do {
        again.delete(gameId)
        const subscribers = games.get(gameId)
        if (!subscribers) break
        const from = Math.min(...[...subscribers].map((subscriber) => subscriber.last))
        const events = (await repo.eventsAfter(db, gameId, from)).map(toEvent)
        if (events.length) for (const subscriber of games.get(gameId) ?? []) subscriber.deliver(events)
      } while (again.has(gameId))
    } catch (error) {
      // The database is away (a restart, say): tried again in a moment, as the pool reconnects.
      logger.warn('game events not read', { gameId, error })
      setTimeout(() => {
        if (games.has(gameId)) void read(gameId)
      }, READ_RETRY_MS).unref()
    } finally {
      reading.delete(gameId)
    }
  }
  listener.on(GAME_EVENTS_CHANNEL, {
    message: (payload) => {
      const gameId = payload.slice(0, payload.indexOf(':'))
      if (games.has(gameId)) void read(gameId)
    },
    resumed: () => {
      for (const gameId of games.keys()) void read(gameId)
    },
    closed: () => {
      stopped = true
      for (const subscribers of games.values()) for (const subscriber of subscribers) subscriber.close()
    },
  })
  return {
    add(gameId, subscriber) {
      if (stopped) subscriber.close()
      const subscribers = games.get(gameId) ?? new Set<Subscriber>()
      games.set(gameId, subscribers)
      subscribers.add(subscriber)
      return () => {
        subscribers.delete(subscriber)
        if (subscribers.size === 0 && games.get(gameId) === subscribers) games.delete(gameId)
      }
    },
  }
}

/** One hub per listener: per instance, and per test harness. */
const hubs = new WeakMap<DatabaseListener, Hub>()
const hubOf = (deps: EventDeps) => {
  const hub = hubs.get(deps.listener) ?? createHub(deps)
  hubs.set(deps.listener, hub)
  return hub
}

/**
 * The game's events after `lastEventId` (or from now, when none is named), then each new one as it is committed, in id order, none
 * twice and none missed: the subscription starts before the rows are read, and an id at or below
 * the last passed on is dropped. Ends after `ended`, after the kick of `playerId`, at `signal`, or
 * when the instance stops listening (it is shutting down: the client resumes on another).
 */
export async function* gameEvents(
  deps: EventDeps,
  gameId: string,
  options: { lastEventId: number; playerId: string | null; signal?: AbortSignal | undefined },
): AsyncGenerator<GameEvent, void> {
  const { signal, playerId } = options
  const start = options.lastEventId
  let queue: GameEvent[] = []
  let wake: (() => void) | undefined
  let closed = false
  const subscriber: Subscriber = {
    last: start,
    deliver(events) {
      queue.push(...events)
      wake?.()
    },
    close() {
      closed = true
      wake?.()
    },
  }
  const stop = hubOf(deps).add(gameId, subscriber)
  const onAbort = () => wake?.()
  signal?.addEventListener('abort', onAbort)
  try {
    subscriber.deliver((await repo.eventsAfter(deps.db, gameId, subscriber.last)).map(toEvent))
    while (!closed && !signal?.aborted) {
      const batch = queue.sort((a, b) => a.id - b.id)
      queue = []
      for (const event of batch) {
        if (event.id <= subscriber.last) continue
        subscriber.last = event.id
        yield event
        if (event.kind === 'ended' || (playerId !== null && event.playerId === playerId)) return
      }
      if (queue.length === 0 && !closed && !signal?.aborted) {
        await new Promise<void>((resolve) => {
          wake = resolve
        })
        wake = undefined
      }
    }
  } finally {
    stop()
    signal?.removeEventListener('abort', onAbort)
  }
}

/**
 * Where a stream starts: after the event the client names, or, when it names none, after the
 * game's latest (what happened before is in the state it reads; a full room joining would
 * otherwise replay every join to every phone). Fixed before the stream is answered, so an event
 * committed after the call that opened it is never missed: it reaches the stream by the hub or
 * by its first read.
 */
export async function streamStart(db: DB, gameId: string, named: string | null | undefined) {
  return eventId(named) ?? (await repo.startOfNewStream(db, gameId))
}

/** A finished game's events, a day after its end: nobody resumes that game any more. */
export const forgetOldGameEvents = (db: DB) => repo.deleteOldEvents(db, LIVE_EVENT_LIMITS.keepEndedHours)
