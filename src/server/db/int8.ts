/**
 * int8 (bigint) columns, paise and counts, read back as a JS number on both drivers, checked:
 * a value outside Number's safe range is an error, never a silently rounded amount.
 */
export const INT8_OID = 20
export const INT8_ARRAY_OID = 1016

export function parseInt8(value: string): number {
  const parsed = Number(value)
  if (!Number.isSafeInteger(parsed)) {
    throw new RangeError(`int8 value ${value} is outside the safe integer range`)
  }
  return parsed
}

/** An int8[] as pg parses it, (nested) arrays of strings and nulls, checked element by element. */
export function parseInt8Elements(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(parseInt8Elements)
  return typeof value === 'string' ? parseInt8(value) : value
}

/**
 * numeric columns, scores to the hundredth (decision 035), read back as a JS number on both
 * drivers: a decimal of two places, as the result and the leaderboard send it. Sums are made
 * exactly in the database; the number is what is shown and sent, never added up again.
 */
export const NUMERIC_OID = 1700

export function parseNumeric(value: string): number {
  const parsed = Number(value)
  if (!Number.isFinite(parsed)) throw new RangeError(`numeric value ${value} is not a finite number`)
  return parsed
}
