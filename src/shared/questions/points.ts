import type { Fraction } from './fraction'

/**
 * Points are counted in hundredths of a point, as whole numbers: a question's points times its
 * fraction, rounded once, to the hundredth, for that question; a total is a sum of whole numbers
 * and never drifts (decision 034).
 */
export type Hundredths = number

/** One point, in hundredths: a question's whole points times this are its hundredths. */
export const POINT: Hundredths = 100

/**
 * `points` × `fraction`, to the nearest hundredth, a half away from zero: 1 point × 1/3 is 0.33,
 * × 2/3 is 0.67, and a penalty rounds as the credit it mirrors (−1/200 of a point is −0.01).
 */
export function awarded(points: Hundredths, fraction: Fraction): Hundredths {
  if (!Number.isSafeInteger(points)) throw new RangeError(`points must be whole hundredths, not ${points}`)
  const product = points * fraction.num
  const whole = Math.floor(Math.abs(product) / fraction.den)
  const rest = Math.abs(product) % fraction.den
  const rounded = 2 * rest >= fraction.den ? whole + 1 : whole
  return (product < 0 ? -rounded : rounded) + 0
}

/** Hundredths as a decimal with two places: 4750 is '47.50', −33 is '-0.33'. */
export function formatHundredths(total: Hundredths): string {
  const magnitude = Math.abs(total)
  const text = `${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`
  return total < 0 ? `-${text}` : text
}
