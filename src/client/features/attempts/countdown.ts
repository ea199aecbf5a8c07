import { useEffect, useRef, useState } from 'react'

/*
 * Deadlines live on the performance.now() clock: it is monotonic, so a changed system clock or
 * Date.now() drift never moves them. A deadline comes from the server's `remainingMs` (total
 * time) or from the moment a question was shown (per-question time).
 */

export function msUntil(deadline: number): number {
  return deadline - performance.now()
}

/** Whole seconds left, rounded up: a clock shows 0:00 only when the time is really over. */
function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil(msUntil(deadline) / 1000))
}

/**
 * Calls `onExpire` once when the deadline passes; `null` means nothing to wait for (off or paused).
 * A background tab may fire timers late; the clock, not the timer, decides.
 */
export function useDeadline(deadline: number | null, onExpire: () => void) {
  const onExpireRef = useRef(onExpire)
  // StrictMode runs effects twice: a deadline already past must still fire only once.
  const firedRef = useRef<number | null>(null)
  useEffect(() => {
    onExpireRef.current = onExpire
  })
  useEffect(() => {
    if (deadline === null) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const check = () => {
      const left = msUntil(deadline)
      if (left > 0) {
        timer = setTimeout(check, left)
      } else if (firedRef.current !== deadline) {
        firedRef.current = deadline
        onExpireRef.current()
      }
    }
    check()
    return () => clearTimeout(timer)
  }, [deadline])
}

/**
 * The seconds left on a deadline, re-rendering just after each shown second changes: no fixed
 * interval to drift, and no renders between the changes.
 */
export function useSecondsLeft(deadline: number): number {
  const [, setTick] = useState(0)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const schedule = () => {
      const left = msUntil(deadline)
      if (left <= 0) return
      timer = setTimeout(
        () => {
          setTick((tick) => tick + 1)
          schedule()
        },
        (left % 1000 || 1000) + 5,
      )
    }
    schedule()
    return () => clearTimeout(timer)
  }, [deadline])
  return secondsUntil(deadline)
}
