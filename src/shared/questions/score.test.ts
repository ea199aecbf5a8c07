import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type QuestionDefinition, QuestionDefinitionSchema } from './definitions'
import { type Fraction, fraction } from './fraction'
import { QUESTION_LIMITS } from './limits'
import { type PlayerResponse, unshuffle } from './responses'
import { score } from './score'
import { type Served, serve } from './serve'

const define = (input: Record<string, unknown>): QuestionDefinition => QuestionDefinitionSchema.parse(input)
const share = (num: number, den: number) => fraction(num, den)
const ZERO = share(0, 1)
const ONE = share(1, 1)

describe('score: multiple choice and true or false', () => {
  const question = define({ type: 'mcq', options: ['Agra', 'Delhi', 'Pune', 'Goa'], correctAnswer: 1 })

  it('gives all for the right option and nothing for another or for no option', () => {
    expect(score(question, 1)).toEqual(ONE)
    expect(score(question, 0)).toEqual(ZERO)
    for (const wrong of [-1, 4, 1.5, '1', [1], true]) expect(score(question, wrong), String(wrong)).toEqual(ZERO)
  })

  it('marks true or false by the statement', () => {
    const statement = define({ type: 'true-false', correctAnswer: false })
    expect(score(statement, false)).toEqual(ONE)
    expect(score(statement, true)).toEqual(ZERO)
    expect(score(statement, 0)).toEqual(ZERO)
  })
})

describe('score: multiple answers', () => {
  // Which are prime? Three right options of four: each right one chosen gives 1/3, the wrong one takes 1.
  const options = ['2', '3', '5', '4']
  const partial = define({ type: 'multiple-answers', options, correctAnswers: [0, 1, 2] })
  const whole = define({ type: 'multiple-answers', options, correctAnswers: [0, 1, 2], grading: 'all-or-nothing' })

  it('gives partial credit by default, as Moodle questions are usually marked', () => {
    expect(partial).toMatchObject({ grading: 'partial' })
    expect(score(partial, [0, 1, 2])).toEqual(ONE)
    expect(score(partial, [2, 0, 1])).toEqual(ONE)
    expect(score(partial, [0])).toEqual(share(1, 3))
    expect(score(partial, [0, 1])).toEqual(share(2, 3))
    // Choosing everything is worth nothing.
    expect(score(partial, [0, 1, 2, 3])).toEqual(ZERO)
    expect(score(partial, [])).toEqual(ZERO)
    // Two right of four: 1/2 for each right one chosen, 1/2 taken for each wrong one.
    const half = define({ type: 'multiple-answers', options, correctAnswers: [1, 3] })
    expect(score(half, [1, 3, 0])).toEqual(share(1, 2))
    expect(score(half, [1, 0])).toEqual(ZERO)
  })

  it('stops at zero unless negative marks are allowed (exam mode)', () => {
    expect(score(partial, [0, 1, 3])).toEqual(ZERO)
    expect(score(partial, [0, 1, 3], { allowNegative: true })).toEqual(share(-1, 3))
    expect(score(partial, [0, 3], { allowNegative: true })).toEqual(share(-2, 3))
    expect(score(partial, [3])).toEqual(ZERO)
    expect(score(partial, [3], { allowNegative: true })).toEqual(share(-1, 1))
    expect(score(partial, [0, 1, 2, 3], { allowNegative: true })).toEqual(ZERO)
    expect(score(partial, [0, 1], { allowNegative: true })).toEqual(share(2, 3))
  })

  it('gives all or nothing when the creator chose it', () => {
    expect(score(whole, [1, 2, 0])).toEqual(ONE)
    expect(score(whole, [0, 1])).toEqual(ZERO)
    expect(score(whole, [0, 1, 2, 3])).toEqual(ZERO)
    expect(score(whole, [3], { allowNegative: true })).toEqual(ZERO)
  })

  it('reads a question whose options are all right: no wrong option to take from', () => {
    const allRight = define({ type: 'multiple-answers', options: ['yes', 'also yes'], correctAnswers: [0, 1] })
    expect(score(allRight, [1])).toEqual(share(1, 2))
  })

  it('scores a malformed response 0: a repeat, an index out of range, not a list', () => {
    for (const malformed of [[0, 0], [0, 4], [-1], [0.5], 0, 'all', true]) {
      expect(score(partial, malformed, { allowNegative: true }), JSON.stringify(malformed)).toEqual(ZERO)
    }
  })
})

describe('score: numeric', () => {
  const pi = define({ type: 'numeric', answer: 3.14, tolerance: 0.01 })

  it('takes the bounds exactly, where floating point would not (3.14 − 3.13 > 0.01 in binary)', () => {
    expect(3.14 - 3.13 > 0.01).toBe(true)
    for (const inside of ['3.15', '3.13', 3.15, 3.13, '3.14', '3.1500', '3.135']) {
      expect(score(pi, inside), String(inside)).toEqual(ONE)
    }
    for (const outside of ['3.151', '3.129', 3.16, '3.12', '3.150001']) {
      expect(score(pi, outside), String(outside)).toEqual(ZERO)
    }
  })

  it('reads a comma as the decimal mark, spaces around, the digits of India’s scripts and a leading minus', () => {
    // Devanagari, Bengali, Tamil, Telugu, Gujarati, Kannada, Malayalam, Gurmukhi, Odia, Urdu's.
    const written = ['३.१४', '৩.১৪', '௩.௧௪', '౩.౧౪', '૩.૧૪', '೩.೧೪', '൩.൧൪', '੩.੧੪', '୩.୧୪', '۳.۱۴']
    for (const typed of ['3,14', ' 3.14 ', '\t3,15\n', '३,१३', ...written]) expect(score(pi, typed), typed).toEqual(ONE)
    expect(score(pi, '৩.১৬'), 'Bengali 3.16').toEqual(ZERO)
    const cold = define({ type: 'numeric', answer: -2.5 })
    for (const typed of ['-2.5', '−2.5', '-2,5', '-२.५', -2.5, '-2.50'])
      expect(score(cold, typed), String(typed)).toEqual(ONE)
    for (const typed of ['2.5', '- 2.5', '--2.5']) expect(score(cold, typed), typed).toEqual(ZERO)
    expect(score(define({ type: 'numeric', answer: 0.5 }), '.5')).toEqual(ONE)
  })

  it('reads digits grouped by commas, the Indian way or the international, and a comma before three digits groups', () => {
    const lakh = define({ type: 'numeric', answer: 100_000 })
    for (const typed of ['1,00,000', '100,000', '100,000.0', '१,००,०००']) {
      expect(score(lakh, typed), typed).toEqual(ONE)
    }
    expect(score(define({ type: 'numeric', answer: 1000 }), '1,000')).toEqual(ONE)
    expect(score(define({ type: 'numeric', answer: -1_234_567.5 }), '-12,34,567.5')).toEqual(ONE)
    for (const badly of ['1,0,000', '10,00', '1,000,00', ',100']) expect(score(lakh, badly), badly).toEqual(ZERO)
  })

  it('scores what is not a number 0: letters, units, exponents, a plus sign, nothing', () => {
    const lakh = define({ type: 'numeric', answer: 100_000 })
    for (const junk of ['1e5', '+100000', '100000 rupees', '', '.', '-', 'lakh', '1,00.000', true, [1]]) {
      expect(score(lakh, junk), String(junk)).toEqual(ZERO)
    }
    expect(score(lakh, '100000')).toEqual(ONE)
    expect(score(lakh, '१००००० ')).toEqual(ONE)
  })

  it('reads a relative tolerance as a share of the answer, bounds included', () => {
    const speed = define({ type: 'numeric', answer: 200, tolerance: 0.05, toleranceType: 'relative' })
    for (const inside of ['190', '210', '200.5']) expect(score(speed, inside), inside).toEqual(ONE)
    for (const outside of ['189.99', '210.01', '-200']) expect(score(speed, outside), outside).toEqual(ZERO)
    const below = define({ type: 'numeric', answer: -0.3, tolerance: 0.1, toleranceType: 'relative' })
    for (const inside of ['-0.33', '-0.27']) expect(score(below, inside), inside).toEqual(ONE)
    expect(score(below, '-0.331')).toEqual(ZERO)
  })

  it('needs the exact answer when there is no tolerance, and reads large and small numbers whole', () => {
    const exact = define({ type: 'numeric', answer: 0.3 })
    expect(score(exact, '0.3')).toEqual(ONE)
    expect(score(exact, 0.1 + 0.2)).toEqual(ZERO)
    expect(score(define({ type: 'numeric', answer: 1e21 }), '1000000000000000000000')).toEqual(ONE)
    expect(score(define({ type: 'numeric', answer: 1e-7, tolerance: 1e-8 }), '0.00000011')).toEqual(ONE)
  })
})

describe('score: short answer', () => {
  const capital = define({ type: 'short-answer', acceptedAnswers: ['New Delhi', 'दिल्ली'] })

  it('compares in NFC, trimmed, spaces collapsed, capitals ignored by default', () => {
    for (const typed of [
      'New Delhi',
      'new delhi',
      '  NEW   Delhi ',
      'new\u00a0delhi',
      'दिल्ली',
      'दिल्ली'.normalize('NFD'),
    ]) {
      expect(score(capital, typed), typed).toEqual(ONE)
    }
    for (const typed of ['NewDelhi', 'Delhi', '', 'New Delhi!']) expect(score(capital, typed), typed).toEqual(ZERO)
    expect(score(capital, 1)).toEqual(ZERO)
  })

  it('matches a letter typed composed or decomposed: café, and ज़ (U+095B, or ज with nukta)', () => {
    const cafe = define({ type: 'short-answer', acceptedAnswers: ['Café'] })
    expect(score(cafe, 'cafe\u0301')).toEqual(ONE)
    const land = define({ type: 'short-answer', acceptedAnswers: ['\u095Bमीन'] })
    expect(score(land, '\u091C\u093Cमीन')).toEqual(ONE)
  })

  it('respects capitals when the creator asks', () => {
    const element = define({ type: 'short-answer', acceptedAnswers: ['NaCl'], caseSensitive: true })
    expect(score(element, ' NaCl ')).toEqual(ONE)
    expect(score(element, 'nacl')).toEqual(ZERO)
  })

  it('reads * as any run of characters, and every other character as itself', () => {
    const colour = define({ type: 'short-answer', acceptedAnswers: ['colo*r'] })
    for (const typed of ['color', 'colour', 'COLOUUR']) expect(score(colour, typed), typed).toEqual(ONE)
    for (const typed of ['colr', 'colours', 'a colour']) expect(score(colour, typed), typed).toEqual(ZERO)
    const anyCity = define({ type: 'short-answer', acceptedAnswers: ['*delhi*'] })
    expect(score(anyCity, 'New Delhi, India')).toEqual(ONE)
    const literal = define({ type: 'short-answer', acceptedAnswers: ['(a+b)^2 = a.b?'] })
    expect(score(literal, '(a+b)^2 = a.b?')).toEqual(ONE)
    expect(score(literal, '(aab)^2 = axb')).toEqual(ZERO)
    // A * the player types is a character, not a wildcard.
    expect(score(define({ type: 'short-answer', acceptedAnswers: ['Delhi'] }), '*')).toEqual(ZERO)
  })

  it('matches with many wildcards in steps bounded by the lengths, not exponentially', () => {
    const pattern = `${'a*'.repeat(50)}b`
    const question = define({ type: 'short-answer', acceptedAnswers: [pattern] })
    const started = performance.now()
    expect(score(question, 'a'.repeat(QUESTION_LIMITS.textMax))).toEqual(ZERO)
    expect(performance.now() - started).toBeLessThan(1000)
  })
})

describe('score: ordering', () => {
  const items = ['A', 'B', 'C', 'D', 'E']
  const strict = define({ type: 'ordering', items })
  const subset = define({ type: 'ordering', items, grading: 'subset' })

  it('is all or nothing by default', () => {
    expect(strict).toMatchObject({ grading: 'all-or-nothing' })
    expect(score(strict, [0, 1, 2, 3, 4])).toEqual(ONE)
    expect(score(strict, [0, 2, 1, 3, 4])).toEqual(ZERO)
  })

  it('gives the longest part in order over the count: ABCDE answered ACBDE is 0.8', () => {
    expect(score(subset, [0, 2, 1, 3, 4])).toEqual(share(4, 5))
    expect(score(subset, [0, 1, 2, 3, 4])).toEqual(ONE)
    expect(score(subset, [4, 0, 1, 2, 3])).toEqual(share(4, 5))
    expect(score(subset, [1, 0, 3, 2, 4])).toEqual(share(3, 5))
  })

  it('gives nothing for a longest part of one item (as Moodle): reversed is wrong, not 1/n', () => {
    expect(score(subset, [4, 3, 2, 1, 0])).toEqual(ZERO)
    const two = define({ type: 'ordering', items: ['first', 'second'], grading: 'subset' })
    expect(score(two, [1, 0])).toEqual(ZERO)
    expect(score(two, [0, 1])).toEqual(ONE)
  })

  it('scores a malformed order 0: a repeat, a missing or an unknown item', () => {
    for (const malformed of [[0, 1, 1, 3, 4], [0, 1, 2, 3], [0, 1, 2, 3, 5], [0, 1, 2, 3, 4, 4], 0]) {
      expect(score(subset, malformed), JSON.stringify(malformed)).toEqual(ZERO)
    }
  })
})

describe('score: matching', () => {
  const states = define({
    type: 'matching',
    pairs: [
      { left: 'Kerala', right: 'Thiruvananthapuram' },
      { left: 'Bihar', right: 'Patna' },
      { left: 'Assam', right: 'Dispur' },
      { left: 'Goa', right: 'Panaji' },
    ],
  })

  it('weighs every pair the same: 3 of 4 is 0.75', () => {
    expect(score(states, [0, 1, 2, 3])).toEqual(ONE)
    expect(score(states, [0, 1, 2, 2])).toEqual(share(3, 4))
    expect(score(states, [0, 1, 3, 2])).toEqual(share(1, 2))
    expect(score(states, [3, 2, 1, 0])).toEqual(ZERO)
  })

  it('scores a malformed response 0: too short or long, an unknown right-hand side', () => {
    for (const malformed of [[0, 1, 2], [0, 1, 2, 3, 0], [0, 1, 2, 4], [0, 1, 2, -1], 'Patna']) {
      expect(score(states, malformed), JSON.stringify(malformed)).toEqual(ZERO)
    }
  })
})

describe('serve', () => {
  // A source whose shuffle leaves everything in place: Fisher–Yates swaps each item with itself.
  const inPlace = () => 0.999_999

  it('never shows ordering items or matching answers in the right order, even when the shuffle left them so', () => {
    const order = define({ type: 'ordering', items: ['1947', '1950', '1991'] })
    const served = serve(order, { random: inPlace })
    expect(served.view).toEqual({ type: 'ordering', items: ['1950', '1991', '1947'] })
    expect(served.order).toEqual([1, 2, 0])
    const pairs = define({
      type: 'matching',
      pairs: [
        { left: 'H', right: 'Hydrogen' },
        { left: 'O', right: 'Oxygen' },
      ],
    })
    expect(serve(pairs, { random: inPlace }).view).toEqual({
      type: 'matching',
      lefts: ['H', 'O'],
      rights: ['Oxygen', 'Hydrogen'],
    })
  })

  it('shuffles options only when the quiz asks', () => {
    const question = define({ type: 'multiple-choice', options: ['a', 'b', 'c', 'd'], correctAnswer: 0 })
    expect(serve(question, { random: () => 0 })).toEqual({
      view: { type: 'multiple-choice', options: ['a', 'b', 'c', 'd'] },
      order: [0, 1, 2, 3],
    })
    const shuffled = serve(question, { random: () => 0, shuffleOptions: true })
    expect(shuffled.view).toEqual({ type: 'multiple-choice', options: ['b', 'c', 'd', 'a'] })
    // The player chose 'a', shown last: the definition's option 0.
    expect(unshuffle(shuffled, 3)).toBe(0)
    expect(unshuffle(shuffled, 4)).toBe(-1)
  })
})

// Properties over any definition the schema accepts, any response, and any shuffle.

const texts = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`)

const definitionInput: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc.integer({ min: QUESTION_LIMITS.minOptions, max: QUESTION_LIMITS.maxOptions }).chain((count) =>
    fc.record({
      type: fc.constantFrom('multiple-choice', 'mcq'),
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
  fc.record({
    type: fc.constant('numeric'),
    answer: fc.double({ noNaN: true, noDefaultInfinity: true }),
    tolerance: fc.double({ min: 0, noNaN: true, noDefaultInfinity: true }),
    toleranceType: fc.constantFrom('absolute', 'relative'),
  }),
  fc.record({
    type: fc.constant('short-answer'),
    acceptedAnswers: fc.integer({ min: 1, max: 3 }).map((count) => texts('accepted*answer', count)),
    caseSensitive: fc.boolean(),
  }),
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

const definition = definitionInput.map((input) => QuestionDefinitionSchema.parse(input))

const anyIndexes = fc.array(fc.integer({ min: -1, max: QUESTION_LIMITS.maxItems + 1 }), { maxLength: 12 })

/** Responses of every shape, and for index questions lists shaped like answers (permutations, subsets). */
const responseFor = (question: QuestionDefinition): fc.Arbitrary<PlayerResponse> => {
  const count =
    question.type === 'ordering'
      ? question.items.length
      : question.type === 'matching'
        ? question.pairs.length
        : 'options' in question
          ? question.options.length
          : 0
  const indexes = Array.from({ length: count }, (_, i) => i)
  return fc.oneof(
    fc.integer({ min: -1, max: 11 }),
    fc.boolean(),
    fc.string(),
    fc.double({ noNaN: true }).map((value) => (Number.isFinite(value) ? value : 0)),
    anyIndexes,
    fc.shuffledSubarray(indexes),
    fc.shuffledSubarray(indexes, { minLength: count }),
    fc.array(fc.nat(Math.max(0, count - 1)), { minLength: count, maxLength: count }),
  )
}

const questionAndResponse = definition.chain((question) =>
  fc.tuple(fc.constant(question), responseFor(question), fc.boolean()),
)

const within = (value: Fraction, low: number) => value.den > 0 && value.num >= low * value.den && value.num <= value.den

/** A source of numbers in [0, 1) from fast-check's list, cycled, so every shuffle can happen. */
const randomSource = fc
  .array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1, maxLength: 12 })
  .map((values) => {
    let next = 0
    return () => values[next++ % values.length]!
  })

/** The definition's response as the player would send it for what `served` shows. */
function asServed(served: Served, response: PlayerResponse): PlayerResponse {
  const place = (index: number) => served.order.indexOf(index)
  if (served.view.type === 'multiple-choice' && typeof response === 'number') return place(response)
  if ('options' in served.view || 'items' in served.view || 'rights' in served.view)
    return Array.isArray(response) ? response.map(place) : response
  return response
}

describe('score: properties', () => {
  it('stays in [−1, 1], and in [0, 1] without negative marks', () => {
    fc.assert(
      fc.property(questionAndResponse, ([question, response, allowNegative]) => {
        expect(within(score(question, response, { allowNegative }), allowNegative ? -1 : 0)).toBe(true)
        expect(within(score(question, response), 0)).toBe(true)
      }),
    )
  })

  it('never changes with the order the player was shown: any shuffle, then unshuffle', () => {
    fc.assert(
      fc.property(
        questionAndResponse,
        randomSource,
        fc.boolean(),
        ([question, response, allowNegative], random, shuffleOptions) => {
          const served = serve(question, { random, shuffleOptions })
          const sent = asServed(served, response)
          expect(score(question, unshuffle(served, sent), { allowNegative })).toEqual(
            score(question, response, { allowNegative }),
          )
        },
      ),
    )
  })

  it('serves no answer key: no right answer, accepted answer, order or pair in what the player sees', () => {
    fc.assert(
      fc.property(definitionInput, randomSource, fc.boolean(), (input, random, shuffleOptions) => {
        const question = QuestionDefinitionSchema.parse(input)
        const { view } = serve(question, { random, shuffleOptions })
        const shown = JSON.stringify(view)
        for (const key of [
          'correctAnswer',
          'correctAnswers',
          'answer',
          'tolerance',
          'acceptedAnswers',
          'pairs',
          'grading',
        ])
          expect(shown).not.toContain(`"${key}"`)
        expect(shown).not.toContain('accepted*answer')
        if (question.type === 'ordering' && view.type === 'ordering') expect(view.items).not.toEqual(question.items)
        if (question.type === 'matching' && view.type === 'matching') {
          expect(view.lefts).toEqual(question.pairs.map((pair) => pair.left))
          expect(view.rights).not.toEqual(question.pairs.map((pair) => pair.right))
          expect([...view.rights].sort()).toEqual(question.pairs.map((pair) => pair.right).sort())
        }
        if (question.type === 'multiple-choice' && view.type === 'multiple-choice' && !shuffleOptions)
          expect(view.options).toEqual(question.options)
      }),
    )
  })
})
