import type { AppContext } from '#server/http/rest'
import { route } from '#server/http/route'
import { LIVE_EVENT_LIMITS } from '#shared/live/events'
import { type GameEvent, gameEvents, LastEventIdHeader, streamStart } from './events'
import { callerOf } from './rest'
import * as live from './service'

const encoder = new TextEncoder()

/** One event as server-sent events write it: its id, its kind as the event's name, its data as JSON. */
const frame = ({ id, ...data }: GameEvent) =>
  encoder.encode(`id: ${id}\nevent: ${data.kind}\ndata: ${JSON.stringify(data)}\n\n`)

/**
 * The events as a text/event-stream body, with a comment every LIVE_EVENT_LIMITS.keepAliveMs so a
 * quiet stream is not taken for a dead one. The client going away ends the subscription.
 */
function eventStream(c: AppContext, events: (signal: AbortSignal) => AsyncGenerator<GameEvent, void>) {
  const stop = new AbortController()
  c.req.raw.signal.addEventListener('abort', () => stop.abort(), { once: true })
  let keepAlive: ReturnType<typeof setInterval> | undefined
  const body = new ReadableStream<Uint8Array>({
    start(stream) {
      const send = (bytes: Uint8Array) => {
        if (!stop.signal.aborted) stream.enqueue(bytes)
      }
      keepAlive = setInterval(() => send(encoder.encode(': keep-alive\n\n')), LIVE_EVENT_LIMITS.keepAliveMs)
      void (async () => {
        try {
          for await (const event of events(stop.signal)) send(frame(event))
          if (!stop.signal.aborted) stream.close()
        } catch (error) {
          if (!stop.signal.aborted) stream.error(error)
        } finally {
          clearInterval(keepAlive)
        }
      })()
    },
    cancel() {
      clearInterval(keepAlive)
      stop.abort()
    },
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      // A proxy such as nginx would otherwise hold the events back to fill its buffer.
      'X-Accel-Buffering': 'no',
    },
  })
}

/** `GET /api/v1/games/:id/events`: the game's events as server-sent events (decision 045). */
export const gameEventRoutes = [
  route({
    method: 'get',
    path: '/api/v1/games/:id/events',
    tag: 'live',
    summary:
      'The game’s events as server-sent events (`players`, `question`, `reveal`, `scores`, `podium`, `ended`), each with its id; `Last-Event-ID` resumes after it. For its host, a signed-in player, or a guest with the `quizdom_game` cookie',
    access: 'guest',
    headers: { 'Last-Event-ID': LastEventIdHeader },
    responses: { 200: { file: 'text/event-stream' } },
    errors: [403, 404],
    async handle({ c, params, headers }) {
      const { db } = c.var.ctx
      const { playerId } = await live.eventsViewer(db, await callerOf(c), params.id)
      const lastEventId = await streamStart(db, params.id, headers['Last-Event-ID'])
      return eventStream(c, (signal) => gameEvents(c.var.ctx, params.id, { lastEventId, playerId, signal }))
    },
  }),
]
