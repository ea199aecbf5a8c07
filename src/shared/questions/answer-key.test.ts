import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { answerKey } from './answer-key'
import { type QuestionDefinition, QuestionDefinitionSchema } from './definitions'
import { fraction } from './fraction'
import { QUESTION_LIMITS } from './limits'
import { unshuffle } from './responses'
import { score } from './score'
import { serve } from './serve'

const define = (input: Record<string, unknown>): QuestionDefinition => QuestionDefinitionSchema.parse(input)
const texts = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`)

/** Questions whose key is a response: choices, true or false, ordering and matching. */
const keyedAsResponse = fc
  .oneof(
    fc.integer({ min: QUESTION_LIMITS.minOptions, max: QUESTION_LIMITS.maxOptions }).chain((count) =>
      fc.record({
        type: fc.constant('multiple-choice'),
        options: fc.constant(texts('option', count)),
        correctAnswer: fc.nat(count - 1),
      }),
    ),
    fc.integer({ min: QUESTION_LIMITS.minOptions, max: QUESTION_LIMITS.maxOptions }).chain((count) =>
      fc.record({
        type: fc.constant('multiple-answers'),
        options: fc.constant(texts('option', count)),
        correctAnswers: fc.uniqueArray(fc.nat(count - 1), { minLength: 1, maxLength: count }),
        grading: fc.constantFrom('partial', 'all-or-nothing'),
      }),
    ),
    fc.record({ type: fc.constant('true-false'), correctAnswer: fc.boolean() }),
    fc.integer({ min: QUESTION_LIMITS.minItems, max: QUESTION_LIMITS.maxItems }).chain((count) =>
      fc.record({
        type: fc.constant('ordering'),
        items: fc.constant(texts('item', count)),
        grading: fc.constantFrom('all-or-nothing', 'subset'),
      }),
    ),
    fc.integer({ min: QUESTION_LIMITS.minPairs, max: QUESTION_LIMITS.maxPairs }).map((count) => ({
      type: 'matching',
      pairs: texts('pair', count).map((name) => ({ left: `${name} left`, right: `${name} right` })),
    })),
  )
  .map((input) => define(input))

const randomSource = fc
  .array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1, maxLength: 12 })
  .map((values) => {
    let next = 0
    return () => values[next++ % values.length]!
  })

describe('answerKey', () => {
  it('is, sent back as a response to the view it was made for, the full mark, however the view was shuffled', () => {
    fc.assert(
      fc.property(keyedAsResponse, randomSource, fc.boolean(), (question, random, shuffleOptions) => {
        const served = serve(question, { random, shuffleOptions })
        const key = answerKey(question, served)
        expect(key.type).toBe(question.type)
        if (!('correct' in key)) throw new Error('a key that is no response')
        expect(score(question, unshuffle(served, key.correct))).toEqual(fraction(1, 1))
      }),
    )
  })

  it('names what the view shows: the options, items and right-hand sides at the places shown', () => {
    const ordering = define({ type: 'ordering', items: ['one', 'two', 'three'] })
    const served = { view: { type: 'ordering' as const, items: ['three', 'one', 'two'] }, order: [2, 0, 1] }
    expect(answerKey(ordering, served)).toEqual({ type: 'ordering', correct: [1, 2, 0] })

    const matching = define({
      type: 'matching',
      pairs: [
        { left: 'Delhi', right: 'India' },
        { left: 'Paris', right: 'France' },
        { left: 'Lima', right: 'Peru' },
      ],
    })
    const shown = {
      view: { type: 'matching' as const, lefts: ['Delhi', 'Paris', 'Lima'], rights: ['Peru', 'India', 'France'] },
      order: [2, 0, 1],
    }
    // Delhi's India is shown second, Paris's France third, Lima's Peru first.
    expect(answerKey(matching, shown)).toEqual({ type: 'matching', correct: [1, 2, 0] })

    const choices = define({ type: 'multiple-answers', options: ['a', 'b', 'c', 'd'], correctAnswers: [3, 0] })
    const shuffled = { view: { type: 'multiple-answers' as const, options: ['d', 'c', 'b', 'a'] }, order: [3, 2, 1, 0] }
    expect(answerKey(choices, shuffled)).toEqual({ type: 'multiple-answers', correct: [0, 3] })
  })

  it('carries numeric and short answers as defined', () => {
    const numeric = define({ type: 'numeric', answer: 3.14, tolerance: 0.01 })
    expect(answerKey(numeric, serve(numeric, { random: Math.random }))).toEqual({
      type: 'numeric',
      answer: 3.14,
      tolerance: 0.01,
      toleranceType: 'absolute',
    })
    const short = define({ type: 'short-answer', acceptedAnswers: ['दिल्ली', 'New Delhi*'] })
    expect(answerKey(short, serve(short, { random: Math.random }))).toEqual({
      type: 'short-answer',
      acceptedAnswers: ['दिल्ली', 'New Delhi*'],
      caseSensitive: false,
    })
  })
})
