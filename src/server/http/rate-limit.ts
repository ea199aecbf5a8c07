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
  /** Takes back one hit of each key (an attempt that turned out to be no failure). */
  refund(bucket: RateLimitBucket, keys: string[]): void
}

export function createRateLimiter(enabled: boolean, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>()
  let lastSweep = now()
  const sweep = (at: number) => {
    if (at - lastSweep < 60_000) return
    lastSweep = at
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key)
  }
  return {
    hit(bucket, keys) {
      if (!enabled) return
      const { limit, windowMs } = RATE_LIMIT_BUCKETS[bucket]
      const at = now()
      sweep(at)
      let retryAfterMs = 0
      for (const key of keys) {
        const id = `${bucket}:${key}`
        let window = windows.get(id)
        if (!window || window.resetAt <= at) {
          window = { count: 0, resetAt: at + windowMs }
          windows.set(id, window)
        }
        window.count++
        if (window.count > limit) retryAfterMs = Math.max(retryAfterMs, window.resetAt - at)
      }
      if (retryAfterMs > 0) {
        throw new AppError('TOO_MANY_REQUESTS', SERVER.rateLimited, {
          retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
        })
      }
    },
    refund(bucket, keys) {
      if (!enabled) return
      for (const key of keys) {
        const window = windows.get(`${bucket}:${key}`)
        if (window && window.count > 0) window.count--
      }
    },
  }
}
