import type { RateLimitRule } from '#server/http/rate-limit'

/**
 * Anyone may write to the team, signed in or not, so the form is limited per address: the inbox
 * must not fill with one sender's flood. Reading the messages is the admin tier's.
 */
export const CONTACT_LIMIT: RateLimitRule = { bucket: 'contact', per: 'ip' }
