import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ntaPercentile, sharedRank } from './percentile'

describe("NTA's percentile", () => {
  it("matches NTA's worked example: 37 244 of 41 326 at or below is 90.1224411", () => {
    expect(ntaPercentile(37_244, 41_326)).toBe('90.1224411')
  })

  it('gives the topper 100 and rounds a half up at the seventh place', () => {
    expect(ntaPercentile(41_326, 41_326)).toBe('100.0000000')
    expect(ntaPercentile(1, 3)).toBe('33.3333333')
    expect(ntaPercentile(2, 3)).toBe('66.6666667')
    // 100 × 1 / 16 = 6.25 exactly; 100 / 1024 = 0.09765625 has a 5 at the eighth place, rounded up.
    expect(ntaPercentile(1, 16)).toBe('6.2500000')
    expect(ntaPercentile(1, 1024)).toBe('0.0976563')
  })

  it('over a fixture of 41 326 scores, follows the count at or below for every candidate', () => {
    // Scores from −60 to 300 in quarter marks, spread unevenly and with many ties.
    const scores = Array.from({ length: 41_326 }, (_, i) => (((i * 2_654_435_761) % 4_294_967_296) % 1441) - 240)
    const sorted = [...scores].sort((a, b) => a - b)
    const atOrBelow = (score: number) => {
      let low = 0
      let high = sorted.length
      while (low < high) {
        const middle = (low + high) >> 1
        if (sorted[middle]! <= score) low = middle + 1
        else high = middle
      }
      return low
    }
    let previous = -1
    for (const score of [...new Set(sorted)]) {
      const value = Number(ntaPercentile(atOrBelow(score), scores.length))
      // Higher scores never get a lower percentile; the value is the formula's to 7 places.
      expect(value).toBeGreaterThan(previous)
      expect(Math.abs(value - (100 * atOrBelow(score)) / scores.length)).toBeLessThanOrEqual(0.5e-7 + 1e-12)
      previous = value
    }
    expect(ntaPercentile(atOrBelow(sorted.at(-1)!), scores.length)).toBe('100.0000000')
  })

  it('is the formula to seven places for any count (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, share) => {
        const k = Math.max(1, Math.ceil(share * n))
        const text = ntaPercentile(k, n)
        expect(text).toMatch(/^\d{1,3}\.\d{7}$/)
        expect(Math.abs(Number(text) - (100 * k) / n)).toBeLessThanOrEqual(0.5e-7 + 1e-9)
      }),
    )
  })

  it('refuses counts that cannot be', () => {
    expect(() => ntaPercentile(0, 10)).toThrow(RangeError)
    expect(() => ntaPercentile(11, 10)).toThrow(RangeError)
    expect(() => ntaPercentile(1, 0)).toThrow(RangeError)
  })
})

describe('a shared rank', () => {
  it('ranks 10, 9, 9, 7 as 1, 2, 2, 4', () => {
    const scores = [10, 9, 9, 7]
    expect(scores.map((score) => sharedRank(scores.filter((other) => other > score).length))).toEqual([1, 2, 2, 4])
  })
})
