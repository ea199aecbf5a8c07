import { z } from 'zod'

/**
 * A whole number from a query string (REST) or from JSON (tRPC). Only strings are converted:
 * z.coerce would also take `true`, `null` or `[]` from JSON as 1 or 0.
 */
export function wholeNumber(min: number, max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? Number(value) : value),
    z
      .number({ error: `must be a whole number from ${min} to ${max}` })
      .int(`must be a whole number from ${min} to ${max}`)
      .min(min, `must be a whole number from ${min} to ${max}`)
      .max(max, `must be a whole number from ${min} to ${max}`),
  )
}

export const PageSchema = z.object({
  limit: wholeNumber(1, 100).default(20),
  offset: wholeNumber(0, 1_000_000).default(0),
})
