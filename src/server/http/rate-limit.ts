import { SERVER } from '#shared/messages'
import { AppError } from '#server/errors'

/** Per-IP and per-account budgets (DESIGN section 2). In memory, per instance. */
export const RATE_LIMIT_BUCKETS = {
  login: { limit: 10, windowMs: 10 * 60_000 },
  signup: { limit: 10, windowMs: 60 * 60_000 },
  google: { limit: 20, windowMs: 10 * 60_000 },
  contact: { limit: 5, windowMs: 10 * 60_000 },
  ai: { limit: 20, windowMs: 60 * 60_000 },
  money: { limit: 30, windowMs: 60 * 60_000 },
} as const

export type RateLimitBucket = keyof typeof RATE_LIMIT_BUCKETS

/** The keys a budget is counted under: one client address, one account, one trusted browser. */
export const limitKey = {
  ip: (ip: string) => `ip:${ip}`,
  account: (account: string) => `account:${account.toLowerCase()}`,
  device: (nonce: string) => `device:${nonce}`,
}

export interface RateLimiter {
  /** Counts one hit for each key; throws 429 when any of them is over its budget. */
  hit(bucket: RateLimitBucket, keys: string[]): void
  /** Throws 429 when any key has spent its budget already; counts nothing. */
  check(bucket: RateLimitBucket, keys: string[]): void
  /** Counts one hit for each key without refusing this one (a failure, counted after the fact). */
  count(bucket: RateLimitBucket, keys: string[]): void
}

export function createRateLimiter(enabled: boolean, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>()
  let lastSweep = now()
  const sweep = (at: number) => {
    if (at - lastSweep < 60_000) return
    lastSweep = at
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key)
  }
  /** The window of one key, a fresh one when the last has ended. */
  const windowOf = (id: string, at: number, windowMs: number) => {
    let window = windows.get(id)
    if (!window || window.resetAt <= at) {
      window = { count: 0, resetAt: at + windowMs }
      windows.set(id, window)
    }
    return window
  }
  const refuse = (retryAfterMs: number) => {
    throw new AppError('TOO_MANY_REQUESTS', SERVER.rateLimited, { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) })
  }
  /** Adds `add` to each key's count; the longest wait of a key past `limit`, or 0. */
  const tally = (bucket: RateLimitBucket, keys: string[], add: number, limit: number) => {
    const { windowMs } = RATE_LIMIT_BUCKETS[bucket]
    const at = now()
    sweep(at)
    let retryAfterMs = 0
    for (const key of keys) {
      const window = windowOf(`${bucket}:${key}`, at, windowMs)
      window.count += add
      if (window.count > limit) retryAfterMs = Math.max(retryAfterMs, window.resetAt - at)
    }
    return retryAfterMs
  }
  return {
    hit(bucket, keys) {
      if (!enabled) return
      const retryAfterMs = tally(bucket, keys, 1, RATE_LIMIT_BUCKETS[bucket].limit)
      if (retryAfterMs > 0) refuse(retryAfterMs)
    },
    check(bucket, keys) {
      if (!enabled) return
      // Spent means the next hit would be over: count + 1 > limit.
      const retryAfterMs = tally(bucket, keys, 0, RATE_LIMIT_BUCKETS[bucket].limit - 1)
      if (retryAfterMs > 0) refuse(retryAfterMs)
    },
    count(bucket, keys) {
      if (!enabled) return
      tally(bucket, keys, 1, RATE_LIMIT_BUCKETS[bucket].limit)
    },
  }
}
