/**
 * A share of a question's points as a ratio of small integers (2/3, −1/4), so that no grade is a
 * rounded binary number: points.ts multiplies it out exactly (decision 034).
 */
export interface Fraction {
  readonly num: number
  readonly den: number
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b))

/** num/den in lowest terms, its denominator positive. */
export function fraction(num: number, den: number): Fraction {
  const divisor = gcd(num, den) || 1
  const sign = den < 0 ? -1 : 1
  // `+ 0` turns −0 into 0, so equal fractions compare equal.
  return { num: (sign * num) / divisor + 0, den: (sign * den) / divisor }
}

export const ZERO = fraction(0, 1)
export const ONE = fraction(1, 1)
