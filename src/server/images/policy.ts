import type { RateLimitRule } from '#server/http/rate-limit'

/** Uploading a picture, per account and client: each decodes and re-encodes up to 2 MB. */
export const UPLOAD_LIMIT: RateLimitRule = { bucket: 'upload', per: 'user' }
