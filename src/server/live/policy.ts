import type { RateLimitRule } from '#server/http/rate-limit'

/** Joining by PIN is counted per client address: a PIN is not guessable in practice. */
export const JOIN_LIMIT: RateLimitRule = { bucket: 'liveJoin', per: 'ip' }
