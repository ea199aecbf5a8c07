/** Decimal places of a percentile, as the National Testing Agency publishes them. */
const PERCENTILE_PLACES = 7

const SCALE = 10n ** BigInt(PERCENTILE_PLACES)

/**
 * NTA's percentile: 100 × (candidates scoring at or below this one) ÷ (all candidates), to seven
 * decimal places, a half rounded up. Worked in whole numbers, so it is exact at any size: 37 244 at
 * or below of 41 326 is '90.1224411'. Returned as text because a binary number cannot hold every
 * seven-place decimal.
 */
export function ntaPercentile(atOrBelow: number, candidates: number): string {
  if (!Number.isSafeInteger(candidates) || candidates < 1) throw new RangeError('there must be a candidate')
  if (!Number.isSafeInteger(atOrBelow) || atOrBelow < 1 || atOrBelow > candidates) {
    throw new RangeError('a candidate scores at or below themself, and no more candidates than there are')
  }
  const n = BigInt(candidates)
  // 100 × 10^7 × k ÷ n, rounded half up: floor((2 × numerator + n) ÷ 2n).
  const scaled = (2n * 100n * SCALE * BigInt(atOrBelow) + n) / (2n * n)
  const whole = scaled / SCALE
  const places = (scaled % SCALE).toString().padStart(PERCENTILE_PLACES, '0')
  return `${whole}.${places}`
}

/**
 * A rank in which ties share: one more than the number of candidates who scored strictly higher
 * (scores 10, 9, 9, 7 rank 1, 2, 2, 4).
 */
export function sharedRank(scoredHigher: number): number {
  if (!Number.isSafeInteger(scoredHigher) || scoredHigher < 0) throw new RangeError('a count of candidates')
  return scoredHigher + 1
}
