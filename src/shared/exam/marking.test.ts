import { describe, expect, it } from 'vitest'
import type { QuestionDefinition } from '../questions/definitions'
import { formatHundredths } from '../questions/points'
import { type MarkingScheme, markQuestion, tally } from './marking'

const single: QuestionDefinition = { type: 'multiple-choice', options: ['a', 'b', 'c', 'd'], correctAnswer: 1 }
const several = {
  type: 'multiple-answers',
  options: ['2', '4', '7', '9', '11'],
  correctAnswers: [0, 2, 4],
  grading: 'partial',
} as QuestionDefinition
const ordering = { type: 'ordering', items: ['A', 'B', 'C', 'D', 'E'], grading: 'subset' } as QuestionDefinition

const SSC: MarkingScheme = { correct: 200, wrong: -50, skipped: 0 }
const JEE: MarkingScheme = { correct: 400, wrong: -100, skipped: 0 }

describe('marking under a scheme', () => {
  it('25 right and 5 wrong at +2/−0.5 is exactly 47.50', () => {
    const marked = [
      ...Array.from({ length: 25 }, () => markQuestion(single, 1, SSC)),
      ...Array.from({ length: 5 }, () => markQuestion(single, 3, SSC)),
    ]
    const total = tally(marked)
    expect(total).toMatchObject({ correct: 25, wrong: 5, skipped: 0, gained: 5000, lost: 250, score: 4750 })
    expect(formatHundredths(total.score)).toBe('47.50')
  })

  it('a total may fall below zero, and a skipped question takes the skipped mark only', () => {
    const total = tally([
      markQuestion(single, 0, JEE),
      markQuestion(single, 2, JEE),
      markQuestion(single, null, JEE),
      markQuestion(single, 1, { correct: 400, wrong: -100, skipped: -25 }),
    ])
    expect(total).toMatchObject({ correct: 1, wrong: 2, skipped: 1, score: 400 - 200 })
    const negative = tally([
      markQuestion(single, 0, SSC),
      markQuestion(single, 2, SSC),
      markQuestion(single, null, SSC),
    ])
    expect(formatHundredths(negative.score)).toBe('-1.00')
    expect(negative).toMatchObject({ gained: 0, lost: 100 })
  })

  it('a wrong option chosen among right ones takes the negative mark, as JEE Advanced does', () => {
    // Two of three right options and one wrong: under Moodle's shares that is 2/3 − 1/2 > 0, but
    // an exam takes the negative mark for any wrong option.
    expect(markQuestion(several, [0, 2, 1], JEE)).toMatchObject({ outcome: 'wrong', marks: -100 })
  })

  it('some right options and no wrong one earn their share of the right mark', () => {
    expect(markQuestion(several, [0, 2], JEE)).toMatchObject({ outcome: 'partial', marks: 267 })
    expect(markQuestion(several, [4], JEE)).toMatchObject({ outcome: 'partial', marks: 133 })
    expect(markQuestion(several, [0, 2, 4], JEE)).toMatchObject({ outcome: 'correct', marks: 400 })
  })

  it('an ordering partly right earns its share; one with nothing in order is wrong', () => {
    // ABCDE answered ACBDE: four in order of five.
    expect(markQuestion(ordering, [0, 2, 1, 3, 4], SSC)).toMatchObject({ outcome: 'partial', marks: 160 })
    expect(markQuestion(ordering, [4, 3, 2, 1, 0], SSC)).toMatchObject({ outcome: 'wrong', marks: -50 })
  })

  it('never drifts: a thousand thirds add up to the sum of their rounded marks', () => {
    const third = markQuestion(several, [0], { correct: 100, wrong: 0, skipped: 0 })
    expect(third.marks).toBe(33)
    expect(tally(Array.from({ length: 1000 }, () => third)).score).toBe(33_000)
  })
})
