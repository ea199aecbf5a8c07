import type { MiddlewareHandler } from 'hono'
import { OPS_TEXTS } from '#shared/ops-texts'
import { type AppBindings, fail } from './rest'

/**
 * Admission control (decision 033). PGlite runs every query on the server's own thread, one at a
 * time, and queues the rest without limit: under a crowd, a request waited 19 s for its turn. Here
 * at most `limit` requests that reach the database run at once, the rest wait for a turn, oldest
 * first, for at most `waitMs`, and a request that has waited that long is answered 503 with
 * Retry-After: a person hears "busy, try again" in a moment instead of watching a spinner. The
 * queue's bound is that time; `queue` only caps its length, and a request beyond it is shed at once.
 */
export interface AdmissionOptions {
  /** Requests running at once; 0 turns admission control off. */
  limit: number
  /** Requests waiting for a turn; a request beyond them is shed at once. */
  queue: number
  /** The longest a request waits for its turn before it is shed. */
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

export function createAdmission(options: AdmissionOptions): Admission {
  let inFlight = 0
  let shed = 0
  // Waiting requests, oldest first: a newcomer never starts ahead of one already waiting.
  const waiting: Array<(admitted: boolean) => void> = []
  // Paced: whether a request has started in this turn. setImmediate runs at the end of the turn
  // (its check phase), and one set there runs at the end of the next.
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
      setImmediate(endTurn)
    }
  }
  const startWaiting = () => {
    while (waiting.length > 0 && canStart()) {
      start()
      waiting.shift()!(true)
    }
  }

  const acquire = (): boolean | Promise<boolean> => {
    if (waiting.length === 0 && canStart()) {
      start()
      return true
    }
    if (waiting.length >= options.queue || options.waitMs <= 0) return false
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        const index = waiting.indexOf(admit)
        if (index !== -1) waiting.splice(index, 1)
        resolve(false)
      }, options.waitMs)
      const admit = (admitted: boolean) => {
        clearTimeout(timer)
        resolve(admitted)
      }
      waiting.push(admit)
    })
  }

  const release = () => {
    inFlight--
    startWaiting()
  }

  const middleware: MiddlewareHandler<AppBindings> = async (c, next) => {
    if (options.limit <= 0) return next()
    const admitted = acquire()
    if (admitted === false || (admitted !== true && !(await admitted))) {
      shed++
      c.header('Retry-After', String(RETRY_AFTER_SECONDS))
      return fail(c, 503, OPS_TEXTS.busy)
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
