import { describe, expect, it } from 'vitest'
import { QuestionDefinitionSchema } from './definitions'
import { fraction } from './fraction'
import { awarded, formatHundredths } from './points'
import { score } from './score'

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

describe('points', () => {
  it('adds 25 right and 5 wrong at +2/−0.5 to exactly 47.50', () => {
    // A wrong answer costs a quarter of the question's 2 points.
    const right = awarded(200, fraction(1, 1))
    const wrong = awarded(200, fraction(-1, 4))
    expect([right, wrong]).toEqual([200, -50])
    expect(formatHundredths(sum([...Array(25).fill(right), ...Array(5).fill(wrong)]))).toBe('47.50')
  })

  it('rounds each question once, to the hundredth, a half away from zero', () => {
    const question = QuestionDefinitionSchema.parse({
      type: 'multiple-answers',
      options: ['2', '3', '5', '4'],
      correctAnswers: [0, 1, 2],
    })
    // One right option of three chosen, for a 1-point question: 0.333… is 0.33.
    expect(formatHundredths(awarded(100, score(question, [0])))).toBe('0.33')
    expect(formatHundredths(awarded(100, score(question, [0, 1])))).toBe('0.67')
    expect(formatHundredths(awarded(100, score(question, [0, 3], { allowNegative: true })))).toBe('-0.67')
    // Three thirds, each rounded down, are 0.99: the cost of points that add up as shown.
    expect(formatHundredths(sum([1, 1, 1].map(() => awarded(100, fraction(1, 3)))))).toBe('0.99')
    expect(awarded(1, fraction(1, 2))).toBe(1)
    expect(awarded(1, fraction(-1, 2))).toBe(-1)
    expect(awarded(3, fraction(1, 6))).toBe(1)
    expect(awarded(500, fraction(0, 1))).toBe(0)
    expect(Object.is(awarded(500, fraction(0, 1)), 0)).toBe(true)
  })

  it('never drifts where floating point does: a tenth of a point a thousand times is 100.00', () => {
    expect(
      Array(1000)
        .fill(0.1)
        .reduce((a: number, b: number) => a + b, 0),
    ).not.toBe(100)
    const tenth = awarded(100, fraction(1, 10))
    expect(formatHundredths(sum(Array(1000).fill(tenth)))).toBe('100.00')
  })

  it('formats hundredths with two places and a sign', () => {
    expect([4750, -33, 5, 0, -100].map(formatHundredths)).toEqual(['47.50', '-0.33', '0.05', '0.00', '-1.00'])
  })

  it('refuses points that are not whole hundredths', () => {
    expect(() => awarded(0.5, fraction(1, 1))).toThrow(RangeError)
  })
})
