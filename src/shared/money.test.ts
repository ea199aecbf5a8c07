import { describe, expect, it } from 'vitest'
import { NOT_WHOLE_PAISE, readRupees, rupeesToPaise } from './money'

describe('rupeesToPaise', () => {
  it('reads rupees with up to two decimals exactly, as numbers and as strings', () => {
    expect(rupeesToPaise(0.29)).toBe(29)
    expect(rupeesToPaise('0.29')).toBe(29)
    expect(rupeesToPaise(1.1)).toBe(110)
    expect(rupeesToPaise(250.5)).toBe(25_050)
    expect(rupeesToPaise(100)).toBe(10_000)
    // A JSON number written 1e2 is the number 100: nothing in it is finer than a paisa.
    expect(rupeesToPaise(1e2)).toBe(10_000)
    expect(rupeesToPaise(' 10.05 ')).toBe(1005)
    // Zeros after the second decimal add nothing: still whole paise.
    expect(rupeesToPaise('99.990')).toBe(9999)
    expect(rupeesToPaise('10.500')).toBe(1050)
    expect(rupeesToPaise('+100')).toBe(10_000)
  })

  it('calls a number too large to hold every paisa no amount, not one with too many decimals', () => {
    for (const value of [1e21, -1e21, 1e300, Number.MAX_SAFE_INTEGER]) {
      expect(readRupees(value), String(value)).toEqual({ problem: 'invalid' })
    }
  })

  it('refuses any amount that is not a whole number of paise, never rounding it', () => {
    for (const value of [99.999, '99.999', 1e-7, '1e-7', '1e2', 0.001, '10.005', 0.1 + 0.2]) {
      expect(rupeesToPaise(value), String(value)).toBeNaN()
      expect(readRupees(value), String(value)).toEqual({ problem: NOT_WHOLE_PAISE })
    }
  })

  it('tells an amount finer than a paisa from text that is no amount at all', () => {
    for (const value of ['ten', '', '₹5', '1,000', '0x10', '--1']) {
      expect(rupeesToPaise(value), value).toBeNaN()
      expect(readRupees(value), value).toEqual({ problem: 'invalid' })
    }
  })
})
