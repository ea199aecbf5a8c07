import type { Client } from 'pg'
import type { DatabaseHandle } from './index'

/**
 * One LISTEN per instance (decision 045). On Postgres a connection of its own, outside the pool
 * (a pooled connection goes back to others between statements, and a LISTEN must stay), which is
 * opened again with a growing pause whenever Postgres ends it (a restart, a failover,
 * pg_terminate_backend): the process never dies of it. Notifications sent while it was away are
 * lost, so each subscriber is told `resumed` once it listens again and reads what it missed from
 * its table. On PGlite, PGlite's own listen: NOTIFY is delivered within the one process.
 */
export interface DatabaseListener {
  /** Hears `channel`'s payloads; `resumed` after the connection was lost and is back. Returns the stop. */
  on(channel: string, handlers: ChannelHandlers): () => void
  close(): Promise<void>
}

interface ChannelHandlers {
  message(payload: string): void
  resumed(): void
  /** The listener stopped (the instance is shutting down): nothing more will come. */
  closed(): void
}

/** The first pause before connecting again, doubled on each failure up to the last. */
const LISTEN_RETRY_MS = { first: 100, max: 5_000 }

/** The channels are fixed at start: a LISTEN is never issued while a transaction of the app's is open. */
export function createDatabaseListener(
  database: Pick<DatabaseHandle, 'url' | 'pglite'>,
  channels: string[],
  onError: (error: unknown) => void = () => {},
): DatabaseListener {
  const handlers = new Map<string, Set<ChannelHandlers>>(channels.map((channel) => [channel, new Set()]))
  const dispatch = (channel: string, payload: string) => {
    for (const handler of handlers.get(channel) ?? []) handler.message(payload)
  }
  const resumed = () => {
    for (const set of handlers.values()) for (const handler of set) handler.resumed()
  }
  let closing: Promise<void> | undefined
  /** Stops once, however often asked; each handler hears that it stopped. */
  const closeWith = (stop: () => Promise<void>) => () => {
    closing ??= (async () => {
      for (const set of handlers.values()) for (const handler of set) handler.closed()
      await stop()
    })()
    return closing
  }
  const on = (channel: string, handler: ChannelHandlers) => {
    const set = handlers.get(channel)
    if (!set) throw new Error(`not listening to ${channel}`)
    set.add(handler)
    return () => {
      set.delete(handler)
    }
  }

  if (database.pglite) {
    const { pglite } = database
    const stops = Promise.all(
      channels.map((channel) => pglite.listen(channel, (payload) => dispatch(channel, payload))),
    ).catch((error: unknown) => {
      onError(error)
      return []
    })
    return {
      on,
      close: closeWith(async () => {
        const all = await stops
        if (!pglite.closed) for (const stop of all) await stop()
      }),
    }
  }

  const url = database.url
  if (!url) throw new Error('a listener needs Postgres or PGlite')
  let closed = false
  let client: Client | undefined
  let wake: (() => void) | undefined
  const loop = (async () => {
    const { default: pg } = await import('pg')
    let pause = LISTEN_RETRY_MS.first
    while (!closed) {
      const current = new pg.Client({ connectionString: url })
      client = current
      // An unheard 'error' event ends the process; the 'end' that follows it is what is waited for.
      current.on('error', onError)
      const ended = new Promise<void>((resolve) => current.once('end', () => resolve()))
      try {
        await current.connect()
        current.on('notification', (message) => dispatch(message.channel, message.payload ?? ''))
        for (const channel of channels) await current.query(`listen ${current.escapeIdentifier(channel)}`)
        pause = LISTEN_RETRY_MS.first
        // What was sent before this LISTEN (at start, or while the connection was away) is read again.
        resumed()
        await ended
      } catch (error) {
        if (!closed) onError(error)
        await current.end().catch(() => {})
      }
      if (closed) break
      await new Promise<void>((resolve) => {
        // The pause alone keeps no process alive.
        const timer = setTimeout(resolve, pause).unref()
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      pause = Math.min(pause * 2, LISTEN_RETRY_MS.max)
    }
  })()
  return {
    on,
    close: closeWith(async () => {
      closed = true
      wake?.()
      await client?.end().catch(() => {})
      await loop
    }),
  }
}
