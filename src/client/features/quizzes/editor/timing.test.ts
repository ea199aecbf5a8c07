import { describe, expect, it } from 'vitest'
import { timingFigures } from './timing'

describe('timingFigures', () => {
  it('has no figures without questions (no average of nothing, no sum of nothing)', () => {
    expect(timingFigures('600', [])).toBeNull()
    expect(timingFigures('', [])).toBeNull()
  })

  it('shares the total equally and adds up the limits', () => {
    expect(timingFigures('100', ['30', '', '45'])).toEqual({ total: 100, averagePerQuestion: 33, questionTimeSum: 105 })
  })

  it('falls back to the 30 s default per question without a total', () => {
    expect(timingFigures('', ['20', '40'])).toEqual({ total: null, averagePerQuestion: 30, questionTimeSum: 60 })
  })
})
