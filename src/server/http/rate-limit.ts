import type { Pool } from 'pg'
import type { RequestContext } from '#server/context'
import { AppError } from '#server/errors'
import { m } from '#shared/i18n'

/**
 * Per-IP and per-account budgets for the calls a stranger could use to guess passwords, flood the
 * inbox, spend the AI provider's money or swamp the admins' queue. On PostgreSQL the counts live in
 * the database (the rate_limits table), so every instance spends the same budget; on PGlite, whose
 * one process is the only server, in that process's memory. A budget is a brake, not a ledger: an
 * embedded server that restarts may forget it.
 */
export const RATE_LIMIT_BUCKETS = {
  login: { limit: 10, windowMs: 10 * 60_000 },
  signup: { limit: 10, windowMs: 60 * 60_000 },
  google: { limit: 20, windowMs: 10 * 60_000 },
  contact: { limit: 5, windowMs: 10 * 60_000 },
  ai: { limit: 20, windowMs: 60 * 60_000 },
  money: { limit: 30, windowMs: 60 * 60_000 },
  /** Calls that send mail (a reset link, a verification link, an address change), and password checks outside login. */
  mail: { limit: 5, windowMs: 60 * 60_000 },
  /** Downloads of one's data: each reads every table the person has rows in. */
  export: { limit: 5, windowMs: 60 * 60_000 },
  /** Reading a quiz file (a preview, or the import itself): up to 1 MB parsed per call. */
  import: { limit: 120, windowMs: 60 * 60_000 },
  /** Uploading a picture: up to 2 MB decoded and re-encoded per call. */
  upload: { limit: 120, windowMs: 60 * 60_000 },
  /** Entering a code sent by SMS: its own five tries bound each code; this bounds a client's guessing across numbers. */
  phone: { limit: 30, windowMs: 10 * 60_000 },
  /** Joining a live game by PIN: a classroom behind one address joins at once; a guesser of PINs does not get far. */
  liveJoin: { limit: 60, windowMs: 10 * 60_000 },
} as const

type RateLimitBucket = keyof typeof RATE_LIMIT_BUCKETS

/**
 * Password guesses at an account from clients it does not know are slowed, never shut
 * (decision 006): a stranger's failures must not lock the owner out, only make each further guess
 * wait. The first few failures in a row cost nothing (a person mistyping); after them each turn
 * waits 1 s, doubling with every failure, up to a minute: about the hour's 60 guesses a fixed budget
 * of 10 in 10 minutes allowed, while the owner waits a minute at most, not ten.
 */
export const LOGIN_DELAY = {
  freeFailures: 5,
  firstDelayMs: 1000,
  maxDelayMs: 60_000,
  /** A key with no failure for this long starts again from nothing. */
  forgetAfterMs: 15 * 60_000,
} as const

/** The wait before the next turn of a key that has failed `failures` times in a row. */
export function loginDelayMs(failures: number): number {
  const beyond = failures - LOGIN_DELAY.freeFailures
  return beyond <= 0 ? 0 : Math.min(LOGIN_DELAY.firstDelayMs * 2 ** (beyond - 1), LOGIN_DELAY.maxDelayMs)
}

/** The keys a budget is counted under: one client address, one account, one trusted browser of one account. */
export const limitKey = {
  ip: (ip: string) => `ip:${ip}`,
  account: (account: string) => `account:${account.toLowerCase()}`,
  device: (userId: string, nonce: string) => `device:${userId}.${nonce}`,
}

export interface RateLimiter {
  /** Counts one hit for each key; throws 429 when any of them is over its budget. */
  hit(bucket: RateLimitBucket, keys: string[]): Promise<void>
  /** Takes back one hit of each key (an attempt that turned out to be no failure). */
  refund(bucket: RateLimitBucket, keys: string[]): Promise<void>
  /** Forgets every hit of the keys: a trusted browser that has signed in starts afresh. */
  clear(bucket: RateLimitBucket, keys: string[]): Promise<void>
  /**
   * A turn of a slowed key (LOGIN_DELAY): throws 429 with the wait while the delay its failures
   * earned runs; otherwise takes it, counted as one more failure until `forgive` says it was none.
   * Taken before the password is checked, so guesses sent all at once wait their turns too.
   */
  takeTurn(key: string): Promise<void>
  /** Forgets a slowed key's failures: the right password came, or the owner proved their mailbox. */
  forgive(key: string): Promise<void>
}

function rateLimited(retryAfterMs: number) {
  return new AppError('TOO_MANY_REQUESTS', m.server_rate_limited(), {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  })
}

/** Never refuses: RATE_LIMITS=off. */
const UNLIMITED: RateLimiter = {
  hit: async () => {},
  refund: async () => {},
  clear: async () => {},
  takeTurn: async () => {},
  forgive: async () => {},
}

/** The waits of a slowed key's turns, by failures in a row (1-based, as SQL reads it), up to the longest. */
const DELAY_SCHEDULE = (() => {
  const waits: number[] = []
  for (let failures = 1; waits.at(-1) !== LOGIN_DELAY.maxDelayMs; failures++) waits.push(loginDelayMs(failures))
  return waits
})()

/**
 * The limiter for this database: shared through Postgres's pool when there is one, else in memory.
 * The Postgres store is loaded only then (its library costs a PGlite start ~80 ms for nothing).
 */
export async function createRateLimiterFor(enabled: boolean, pgPool: Pool | undefined): Promise<RateLimiter> {
  if (!enabled) return UNLIMITED
  return pgPool ? createPostgresRateLimiter(pgPool) : createRateLimiter(true)
}

/**
 * Counts in the rate_limits table through rate-limiter-flexible's Postgres store: one upsert per
 * key, atomic, so hits from any number of instances at once are all counted. A window opens at a
 * key's first hit and lasts the bucket's windowMs, as in memory. The table is made by a migration.
 */
export async function createPostgresRateLimiter(pool: Pool): Promise<RateLimiter> {
  const { RateLimiterPostgres, RateLimiterRes } = await import('rate-limiter-flexible')
  const limiters = new Map(
    Object.entries(RATE_LIMIT_BUCKETS).map(([bucket, { limit, windowMs }], index) => [
      bucket,
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
        keyPrefix: bucket,
        points: limit,
        duration: windowMs / 1000,
        // One sweeper of expired rows per process is enough: they all share one table.
        clearExpiredByTimeout: index === 0,
      }),
    ]),
  )
  const limiterOf = (bucket: RateLimitBucket) => limiters.get(bucket)!
  let lastSweep = 0
  return {
    async hit(bucket, keys) {
      const outcomes = await Promise.allSettled(keys.map((key) => limiterOf(bucket).consume(key)))
      let refused = false
      let retryAfterMs = 0
      for (const outcome of outcomes) {
        if (outcome.status === 'fulfilled') continue
        // A refusal comes as the key's state; anything else is the database failing, a 500.
        if (!(outcome.reason instanceof RateLimiterRes)) throw outcome.reason
        refused = true
        retryAfterMs = Math.max(retryAfterMs, outcome.reason.msBeforeNext)
      }
      if (refused) throw rateLimited(retryAfterMs)
    },
    async refund(bucket, keys) {
      await Promise.all(keys.map((key) => limiterOf(bucket).reward(key)))
    },
    async clear(bucket, keys) {
      await Promise.all(keys.map((key) => limiterOf(bucket).delete(key)))
    },
    async takeTurn(key) {
      const at = Date.now()
      const forgotten = at - LOGIN_DELAY.forgetAfterMs
      if (at - lastSweep >= 60_000) {
        lastSweep = at
        await pool.query('delete from login_delays where last_failure_ms <= $1', [forgotten])
      }
      // One statement, so turns asked for at once by any number of instances queue on the row:
      // a turn is taken only when the last one's wait has passed (or the key was forgotten). A free
      // turn (no wait) is free to a request that read the clock a moment before the last one did.
      const taken = await pool.query(
        `insert into login_delays as d (key, failures, last_failure_ms, next_turn_ms)
         values ($1, 1, $2, $2 + ($3::bigint[])[1])
         on conflict (key) do update set
           failures = 1 + case when d.last_failure_ms > $4 then d.failures else 0 end,
           last_failure_ms = greatest($2, d.last_failure_ms),
           next_turn_ms = greatest($2, d.last_failure_ms)
             + coalesce(($3::bigint[])[1 + case when d.last_failure_ms > $4 then d.failures else 0 end], $5)
         where d.next_turn_ms <= greatest($2, d.last_failure_ms) or d.last_failure_ms <= $4
         returning failures`,
        [key, at, DELAY_SCHEDULE, forgotten, LOGIN_DELAY.maxDelayMs],
      )
      if (taken.rowCount) return
      const waiting = await pool.query<{ next_turn_ms: string }>(
        'select next_turn_ms from login_delays where key = $1',
        [key],
      )
      throw rateLimited(Number(waiting.rows[0]?.next_turn_ms ?? at) - at)
    },
    async forgive(key) {
      await pool.query('delete from login_delays where key = $1', [key])
    },
  }
}

/** In memory: the embedded database's one process, and the unit tests (with their own clock). */
export function createRateLimiter(enabled: boolean, now: () => number = () => Date.now()): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>()
  const delays = new Map<string, { failures: number; lastFailureAt: number; nextTurnAt: number }>()
  let lastSweep = now()
  const sweep = (at: number) => {
    if (at - lastSweep < 60_000) return
    lastSweep = at
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key)
    for (const [key, delay] of delays) if (at - delay.lastFailureAt >= LOGIN_DELAY.forgetAfterMs) delays.delete(key)
  }
  return {
    async hit(bucket, keys) {
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
      if (retryAfterMs > 0) throw rateLimited(retryAfterMs)
    },
    async refund(bucket, keys) {
      if (!enabled) return
      for (const key of keys) {
        const window = windows.get(`${bucket}:${key}`)
        if (window && window.count > 0) window.count--
      }
    },
    async clear(bucket, keys) {
      for (const key of keys) windows.delete(`${bucket}:${key}`)
    },
    async takeTurn(key) {
      if (!enabled) return
      const at = now()
      sweep(at)
      const delay = delays.get(key)
      const isRemembered = delay !== undefined && at - delay.lastFailureAt < LOGIN_DELAY.forgetAfterMs
      if (isRemembered && at < delay.nextTurnAt) throw rateLimited(delay.nextTurnAt - at)
      const failures = (isRemembered ? delay.failures : 0) + 1
      delays.set(key, { failures, lastFailureAt: at, nextTurnAt: at + loginDelayMs(failures) })
    },
    async forgive(key) {
      delays.delete(key)
    },
  }
}

/**
 * The keys of one call: those whose budget it spends (refused once the budget is gone, until the
 * window ends), and those it takes a slowed turn of (LOGIN_DELAY; a success forgives them).
 */
export interface LimitKeys {
  counted: string[]
  slowed?: string[]
}

/**
 * One call's limit, declared once beside the procedure and the REST route that make the call, and
 * applied by both shells (trpc/init.ts reads it from the procedure's meta, http/rest.ts's
 * `rateLimited` middleware from the route).
 */
export interface RateLimitRule {
  bucket: RateLimitBucket
  /**
   * Who is counted: the client's address ('ip'); the address and the signed-in account ('user',
   * checked after the sign-in check, so a guest gets the 401); or keys of the rule's own, from the
   * request and its raw input, null when the input is one the shell will refuse (not counted).
   */
  per: 'ip' | 'user' | ((ctx: RequestContext, rawInput: unknown) => Promise<string[] | LimitKeys | null>)
  /** A call that succeeds takes its count back, so only failures stay counted. */
  refundOnSuccess?: boolean
}

/**
 * Counts the call against its rule before it runs (calls sent all at once cannot slip past the
 * budget while the first ones run), and gives the count back when the rule asks and the call
 * succeeded. The one function both shells' rate limiting calls.
 */
export async function applyRateLimit<T>(
  ctx: RequestContext,
  rule: RateLimitRule,
  subject: { userId?: string | undefined; rawInput?: unknown },
  call: () => Promise<T>,
  succeeded: (result: T) => boolean,
): Promise<T> {
  const keys = await keysOf(ctx, rule, subject)
  if (!keys) return call()
  const { counted, slowed = [] } = Array.isArray(keys) ? { counted: keys } : keys
  await ctx.limiter.hit(rule.bucket, counted)
  try {
    for (const key of slowed) await ctx.limiter.takeTurn(key)
  } catch (error) {
    // Told to wait: nothing was tried, so the budget gives the hit back.
    await ctx.limiter.refund(rule.bucket, counted)
    throw error
  }
  const result = await call()
  if (succeeded(result)) {
    if (rule.refundOnSuccess) await ctx.limiter.refund(rule.bucket, counted)
    for (const key of slowed) await ctx.limiter.forgive(key)
  }
  return result
}

async function keysOf(
  ctx: RequestContext,
  rule: RateLimitRule,
  subject: { userId?: string | undefined; rawInput?: unknown },
) {
  if (rule.per === 'ip') return [limitKey.ip(ctx.ip)]
  if (rule.per === 'user')
    return subject.userId ? [limitKey.ip(ctx.ip), limitKey.account(subject.userId)] : [limitKey.ip(ctx.ip)]
  return rule.per(ctx, subject.rawInput)
}
