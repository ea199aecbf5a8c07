import type { MiddlewareHandler } from 'hono'
import { observeAdmissionWait } from '#server/metrics'
import { type AppBindings, fail } from './rest'
import { m } from '#shared/i18n'

/**
 * Admission control (decision 033). PGlite runs every query on the server's own thread, one at a
 * time, and queues the rest without limit: under a crowd, a request waited 19 s for its turn. Here
 * at most `limit` requests that reach the database run at once, the rest wait for a turn, oldest
 * first, and a request that cannot have one within `waitMs` of arriving is answered 503 with
 * Retry-After: a person hears "busy, try again" in a moment instead of watching a spinner.
 *
 * The bound is kept from the request's arrival (when this process first reads it), by the clock,
 * not by a timer alone: on PGlite the event loop is busy with queries for long stretches, and a
 * timer fires only once it is free, late. So every release, every arrival and every turn's end
 * first answers the waiting requests whose time is up, and a turn never goes to one of them (it
 * would answer, late, after its work). `queue` only caps the queue's length.
 *
 * A newcomer is not refused at once for a long queue (at the pace it is served): tried, that turned
 * the crowd's waits into a flood. A client that asks again as soon as it is refused, as the
 * benchmark's do, came back within milliseconds instead of a second later, and answering thousands
 * of 503s a second took the thread from the requests it serves (decision 033).
 */
export interface AdmissionOptions {
  /** Requests running at once; 0 turns admission control off. */
  limit: number
  /** Requests waiting for a turn; a request beyond them is shed at once. */
  queue: number
  /** The longest a request waits for its turn, from its arrival, before it is answered 503. */
  waitMs: number
  /**
   * At most one request starts per turn of the event loop (on PGlite). A request's queries run on
   * this thread within the turn that starts it, and Node accepts one new connection per turn: when
   * one turn ran a crowd's worth of requests, the rest of the crowd's connections waited unaccepted
   * in the kernel for seconds, out of this queue's sight. One start per turn keeps each turn short,
   * so every connection is read in a moment and then waits here, within the bound, or is refused.
   */
  pace?: boolean
}

/** The time and the event loop as admission control sees them: the process's own, or a test's. */
export interface AdmissionClock {
  /** Milliseconds, monotonic. */
  now(): number
  /** Calls `fire` once `ms` have passed, when the event loop is next free; returns its cancel. */
  after(ms: number, fire: () => void): () => void
  /** Calls `fire` at the end of this turn of the event loop. */
  endOfTurn(fire: () => void): void
}

const processClock: AdmissionClock = {
  now: () => performance.now(),
  after: (ms, fire) => {
    const timer = setTimeout(fire, ms)
    return () => clearTimeout(timer)
  },
  // setImmediate runs at the end of the turn (its check phase), and one set there at the end of the next.
  endOfTurn: (fire) => setImmediate(fire),
}

interface AdmissionStats {
  limit: number
  inFlight: number
  queued: number
  /** Requests answered 503 since start. */
  shed: number
}

export interface Admission {
  middleware: MiddlewareHandler<AppBindings>
  stats(): AdmissionStats
}

/** The seconds a shed request is told to wait before trying again. */
const RETRY_AFTER_SECONDS = 1

interface Waiter {
  givesUpAt: number
  answer: (admitted: boolean) => void
}

export function createAdmission(options: AdmissionOptions, clock: AdmissionClock = processClock): Admission {
  let inFlight = 0
  let shed = 0
  // Waiting requests, oldest first (so their deadlines in order): a newcomer never starts ahead of one already waiting.
  const waiting: Waiter[] = []
  // Paced: whether a request has started in this turn.
  let turnTaken = false
  const endTurn = () => {
    turnTaken = false
    startWaiting()
  }
  const canStart = () => inFlight < options.limit && !turnTaken
  const start = () => {
    inFlight++
    if (options.pace) {
      turnTaken = true
      clock.endOfTurn(endTurn)
    }
  }

  /** Answers 503 to the first `count` waiting requests, oldest first. */
  const shedOldest = (count: number) => {
    for (const waiter of waiting.splice(0, count)) waiter.answer(false)
  }

  /** Answers 503 to every waiting request whose wait is up. */
  const shedExpired = (now: number) => {
    let expired = 0
    while (expired < waiting.length && waiting[expired]!.givesUpAt <= now) expired++
    if (expired > 0) shedOldest(expired)
  }

  /** Gives the free turns to the oldest requests still within their wait. */
  const startWaiting = () => {
    shedExpired(clock.now())
    while (waiting.length > 0 && canStart()) {
      start()
      waiting.shift()!.answer(true)
    }
  }

  const acquire = (arrivedAt: number): boolean | Promise<boolean> => {
    shedExpired(arrivedAt)
    if (waiting.length === 0 && canStart()) {
      start()
      return true
    }
    if (waiting.length >= options.queue || options.waitMs <= 0) return false
    return new Promise<boolean>((resolve) => {
      // On a free event loop the timer answers when the wait is over; on a busy one, the next release or
      // arrival does (shedExpired), whichever comes first. Those ahead in the queue arrived earlier.
      const cancel = clock.after(options.waitMs, () => shedOldest(waiting.indexOf(waiter) + 1))
      const waiter: Waiter = {
        givesUpAt: arrivedAt + options.waitMs,
        answer: (admitted) => {
          cancel()
          resolve(admitted)
        },
      }
      waiting.push(waiter)
    })
  }

  const release = () => {
    inFlight--
    startWaiting()
  }

  const middleware: MiddlewareHandler<AppBindings> = async (c, next) => {
    if (options.limit <= 0) return next()
    const arrivedAt = clock.now()
    const admitted = acquire(arrivedAt)
    const isAdmitted = admitted === true || (admitted !== false && (await admitted))
    observeAdmissionWait(isAdmitted ? 'started' : 'shed', clock.now() - arrivedAt)
    if (!isAdmitted) {
      shed++
      c.header('Retry-After', String(RETRY_AFTER_SECONDS))
      return fail(c, 503, m.ops_texts_busy())
    }
    try {
      await next()
    } finally {
      release()
    }
  }

  return {
    middleware,
    stats: () => ({ limit: options.limit, inFlight, queued: waiting.length, shed }),
  }
}
