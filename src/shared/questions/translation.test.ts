import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { m } from '../paraglide/messages.js'
import { QUIZ_BOUNDS } from '../schemas/quiz-bounds'
import { type QuestionDefinition, QuestionDefinitionSchema } from './definitions'
import { QUESTION_LIMITS } from './limits'
import { serve } from './serve'
import {
  type QuestionTranslation,
  QuestionTranslationSchema,
  paperLanguageMisfit,
  translatedView,
  translationMisfit,
  translationParts,
} from './translation'

const definition = (value: Record<string, unknown>) => QuestionDefinitionSchema.parse(value) as QuestionDefinition
const SINGLE = definition({ type: 'multiple-choice', options: ['a', 'b', 'c', 'd'], correctAnswer: 1 })
const MULTIPLE = definition({ type: 'multiple-answers', options: ['2', '4', '7', '9'], correctAnswers: [0, 2] })
const TRUE_FALSE = definition({ type: 'true-false', correctAnswer: true })
const NUMERIC = definition({ type: 'numeric', answer: 3.14, tolerance: 0.01 })
const SHORT = definition({ type: 'short-answer', acceptedAnswers: ['Delhi'] })
const ORDERING = definition({ type: 'ordering', items: ['A', 'B', 'C', 'D'] })
const MATCHING = definition({
  type: 'matching',
  pairs: [
    { left: 'Kerala', right: 'Thiruvananthapuram' },
    { left: 'Assam', right: 'Dispur' },
    { left: 'Bihar', right: 'Patna' },
  ],
})

const hindi = (parts: Partial<QuestionTranslation> = {}): QuestionTranslation =>
  QuestionTranslationSchema.parse({ language: 'hi', question: 'प्रश्न', ...parts })

describe('QuestionTranslationSchema', () => {
  it('reads a translation, trimmed, its explanation empty unless given', () => {
    expect(QuestionTranslationSchema.parse({ language: 'hi', question: '  प्रश्न  ', options: [' क ', 'ख'] })).toEqual({
      language: 'hi',
      question: 'प्रश्न',
      explanation: '',
      options: ['क', 'ख'],
    })
  })

  it('refuses in words: no text, an empty part, text past its limit, a language not in the list', () => {
    const refusal = (value: unknown) => QuestionTranslationSchema.safeParse(value).error?.issues[0]?.message
    expect(refusal({ language: 'hi', question: ' ' })).toBe(m.question_translation_text())
    expect(refusal({ language: 'hi' })).toBe(m.question_translation_text())
    expect(refusal({ language: 'hi', question: 'x', options: ['क', ' '] })).toBe(m.question_translation_part_text())
    expect(refusal({ language: 'hi', question: 'x', pairs: [{ left: 'क', right: '' }] })).toBe(
      m.question_translation_part_text(),
    )
    expect(refusal({ language: 'hi', question: 'x'.repeat(QUIZ_BOUNDS.questionMax + 1) })).toBe(
      m.question_translation_too_long({ max: QUIZ_BOUNDS.questionMax }),
    )
    expect(refusal({ language: 'hi', question: 'x', items: ['x'.repeat(QUESTION_LIMITS.textMax + 1)] })).toBe(
      m.question_translation_too_long({ max: QUESTION_LIMITS.textMax }),
    )
    expect(refusal({ language: 'xx', question: 'x' })).toBe(m.quiz_language_texts_unknown())
  })
})

describe('translationMisfit', () => {
  it("asks each type for the definition's own lists, one text each", () => {
    expect(translationParts(SINGLE)).toEqual({ options: 4 })
    expect(translationParts(ORDERING)).toEqual({ items: 4 })
    expect(translationParts(MATCHING)).toEqual({ pairs: 3 })
    expect(translationParts(NUMERIC)).toEqual({})
  })

  it('fits when every list has one text for each part, and a type with none carries none', () => {
    expect(translationMisfit(SINGLE, hindi({ options: ['क', 'ख', 'ग', 'घ'] }))).toBeNull()
    expect(translationMisfit(MULTIPLE, hindi({ options: ['२', '४', '७', '९'] }))).toBeNull()
    expect(translationMisfit(ORDERING, hindi({ items: ['क', 'ख', 'ग', 'घ'] }))).toBeNull()
    const pairs = ['क', 'ख', 'ग'].map((left) => ({ left, right: `${left}!` }))
    expect(translationMisfit(MATCHING, hindi({ pairs }))).toBeNull()
    for (const plain of [TRUE_FALSE, NUMERIC, SHORT]) {
      expect(translationMisfit(plain, hindi())).toBeNull()
      expect(translationMisfit(plain, hindi({ options: [] }))).toBeNull()
    }
  })

  it('says in words what does not fit: too few or too many, none at all, lists on a type without any', () => {
    const count = (n: number) => m.question_translation_parts_count({ language: 'हिन्दी', count: n })
    expect(translationMisfit(SINGLE, hindi({ options: ['क', 'ख', 'ग'] }))).toBe(count(4))
    expect(translationMisfit(SINGLE, hindi({ options: ['क', 'ख', 'ग', 'घ', 'ङ'] }))).toBe(count(4))
    expect(translationMisfit(SINGLE, hindi())).toBe(count(4))
    expect(translationMisfit(SINGLE, hindi({ options: ['क', 'ख', 'ग', 'घ'], items: ['x'] }))).toBe(
      m.question_translation_no_parts({ language: 'हिन्दी' }),
    )
    expect(translationMisfit(MATCHING, hindi({ pairs: [{ left: 'क', right: 'ख' }] }))).toBe(count(3))
    expect(translationMisfit(TRUE_FALSE, hindi({ options: ['सही', 'गलत'] }))).toBe(
      m.question_translation_no_parts({ language: 'हिन्दी' }),
    )
    // The quiz's own language, when given.
    expect(translationMisfit(TRUE_FALSE, hindi(), 'hi')).toBe(
      m.question_translation_same_language({ language: 'हिन्दी' }),
    )
    expect(translationMisfit(TRUE_FALSE, hindi(), 'en')).toBeNull()
  })
})

describe('paperLanguageMisfit', () => {
  it("refuses the quiz's own language and a second one other than the paper's", () => {
    expect(paperLanguageMisfit('hi', 'en', undefined)).toBeNull()
    expect(paperLanguageMisfit('hi', 'en', 'hi')).toBeNull()
    expect(paperLanguageMisfit('en', 'en', undefined)).toBe(
      m.question_translation_same_language({ language: 'English' }),
    )
    expect(paperLanguageMisfit('ta', 'en', 'hi')).toBe(
      m.question_translation_one_language({ language: 'தமிழ்', first: 'हिन्दी' }),
    )
  })
})

describe('translatedView', () => {
  /** A source that replays `values`, for a shuffle fast-check chooses. */
  const replay = (values: number[]) => {
    let at = 0
    return () => values[at++ % values.length]!
  }

  it('puts every list in the order the attempt shows its own, whatever the shuffle', () => {
    const tag = (text: string) => `(hi) ${text}`
    const translations = new Map<QuestionDefinition, QuestionTranslation>([
      [SINGLE, hindi({ options: ['a', 'b', 'c', 'd'].map(tag) })],
      [MULTIPLE, hindi({ options: ['2', '4', '7', '9'].map(tag) })],
      [ORDERING, hindi({ items: ['A', 'B', 'C', 'D'].map(tag) })],
      [
        MATCHING,
        hindi({
          pairs: (MATCHING as { pairs: Array<{ left: string; right: string }> }).pairs.map(({ left, right }) => ({
            left: tag(left),
            right: tag(right),
          })),
        }),
      ],
    ])
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 0.999, noNaN: true }), { minLength: 1, maxLength: 8 }),
        (values) => {
          for (const [question, translation] of translations) {
            const { view, order } = serve(question, { random: replay(values), shuffleOptions: true })
            const shown = translatedView(view, order, translation)
            expect(shown.language).toBe('hi')
            if ('options' in view) expect(shown.options).toEqual(view.options.map(tag))
            if ('items' in view) expect(shown.items).toEqual(view.items.map(tag))
            if ('lefts' in view) {
              expect(shown.lefts).toEqual(view.lefts.map(tag))
              expect(shown.rights).toEqual(view.rights.map(tag))
            }
          }
        },
      ),
      { numRuns: 50 },
    )
  })

  it('shows only the text of a type without lists, and never the explanation', () => {
    const { view, order } = serve(NUMERIC, { random: () => 0 })
    const shown = translatedView(view, order, hindi({ explanation: 'क्योंकि' }))
    expect(shown).toEqual({ language: 'hi', question: 'प्रश्न' })
  })
})
