import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readIn } from '#shared/i18n-testing'
import { type QuestionDefinition, QuestionDefinitionSchema } from '#shared/questions/definitions'
import { QUESTION_LIMITS } from '#shared/questions/limits'
import {
  addEntry,
  checkDefinition,
  type DefinitionDraft,
  draftOf,
  emptyDraft,
  markRight,
  QUESTION_TYPES,
  removeEntry,
} from './definition-draft'

const filled = (type: DefinitionDraft['type'], fields: Partial<DefinitionDraft>): DefinitionDraft => ({
  ...emptyDraft(type),
  ...fields,
})

describe('checkDefinition', () => {
  it('makes a definition of every type from its form', () => {
    const cases: [DefinitionDraft, QuestionDefinition][] = [
      [
        filled('multiple-choice', { options: ['a', 'b', 'c'], correctAnswer: 2 }),
        { type: 'multiple-choice', options: ['a', 'b', 'c'], correctAnswer: 2 },
      ],
      [
        filled('multiple-answers', {
          options: ['2', '3', '4'],
          correctAnswers: [0, 1],
          choiceGrading: 'all-or-nothing',
        }),
        { type: 'multiple-answers', options: ['2', '3', '4'], correctAnswers: [0, 1], grading: 'all-or-nothing' },
      ],
      [filled('true-false', { statement: false }), { type: 'true-false', correctAnswer: false }],
      [
        filled('numeric', { answer: '3,14', tolerance: '0.01' }),
        { type: 'numeric', answer: 3.14, tolerance: 0.01, toleranceType: 'absolute' },
      ],
      [
        filled('numeric', { answer: '१००', toleranceType: 'relative' }),
        { type: 'numeric', answer: 100, tolerance: 0, toleranceType: 'relative' },
      ],
      [
        filled('short-answer', { acceptedAnswers: [' दिल्ली ', 'New Delhi*'], caseSensitive: true }),
        { type: 'short-answer', acceptedAnswers: ['दिल्ली', 'New Delhi*'], caseSensitive: true },
      ],
      [
        filled('ordering', { items: ['one', 'two'], orderGrading: 'subset' }),
        { type: 'ordering', items: ['one', 'two'], grading: 'subset' },
      ],
      [
        filled('matching', {
          pairs: [
            { left: 'H₂O', right: 'water' },
            { left: 'NaCl', right: 'salt' },
          ],
        }),
        {
          type: 'matching',
          pairs: [
            { left: 'H₂O', right: 'water' },
            { left: 'NaCl', right: 'salt' },
          ],
        },
      ],
    ]
    for (const [draft, definition] of cases)
      expect(checkDefinition(draft), draft.type).toEqual({ definition, errors: null })
  })

  it('puts each problem on the field at fault, in the shared schema’s words', () => {
    const errorsOf = (draft: DefinitionDraft) => checkDefinition(draft).errors
    expect(errorsOf(filled('multiple-choice', { options: ['a', '', 'a', 'b'] }))).toEqual({
      'options.1': 'Every option needs text',
      correctAnswer: 'Choose the correct option',
    })
    expect(errorsOf(filled('multiple-choice', { options: ['a', 'A', 'b'], correctAnswer: 0 }))).toEqual({
      options: 'The options of a question must all be different',
    })
    expect(errorsOf(filled('multiple-answers', { options: ['a', 'b'] }))).toEqual({
      correctAnswers: 'Choose at least one right answer',
    })
    expect(errorsOf(emptyDraft('true-false'))).toEqual({ correctAnswer: 'Say whether the statement is true or false' })
    expect(errorsOf(filled('numeric', { answer: 'three', tolerance: '-1' }))).toEqual({
      answer: 'The answer must be a number',
      tolerance: 'The tolerance must be a number, zero or more',
    })
    expect(errorsOf(filled('short-answer', { acceptedAnswers: ['*', ''] }))).toEqual({
      'acceptedAnswers.0': 'An accepted answer needs more than wildcards (*)',
      'acceptedAnswers.1': 'Each accepted answer needs text',
    })
    expect(errorsOf(filled('ordering', { items: ['x', 'x'] }))).toEqual({ items: 'The items must all be different' })
    // Blank items are alike: each needs text, and the list does not also say they repeat.
    expect(errorsOf(emptyDraft('ordering'))).toEqual({
      'items.0': 'Every item needs text',
      'items.1': 'Every item needs text',
      'items.2': 'Every item needs text',
    })
    expect(
      errorsOf(
        filled('matching', {
          pairs: [
            { left: 'a', right: '' },
            { left: 'b', right: 'c' },
          ],
        }),
      ),
    ).toEqual({
      'pairs.0.right': 'Each pair needs text on both sides',
    })
    expect(
      errorsOf(
        filled('matching', {
          pairs: [
            { left: 'a', right: 'c' },
            { left: 'a', right: 'b' },
          ],
        }),
      ),
    ).toEqual({
      pairs: 'The items on the left must all be different',
    })
  })

  it('speaks Hindi on a Hindi page', () => {
    readIn('hi', () => {
      const { errors } = checkDefinition(emptyDraft('numeric'))
      expect(errors?.answer).toMatch(/[\u0900-\u097F]/)
    })
  })
})

describe('draftOf', () => {
  it('gives back, checked, the definition it was made from', () => {
    const definitions = [
      { type: 'multiple-choice', options: ['a', 'b'], correctAnswer: 1 },
      { type: 'multiple-answers', options: ['a', 'b', 'c'], correctAnswers: [2, 0], grading: 'partial' },
      { type: 'true-false', correctAnswer: true },
      { type: 'numeric', answer: -0.1, tolerance: 0.05, toleranceType: 'relative' },
      { type: 'numeric', answer: 1e21, tolerance: 0 },
      { type: 'short-answer', acceptedAnswers: ['x*'], caseSensitive: false },
      { type: 'ordering', items: ['1', '2', '3'], grading: 'all-or-nothing' },
      {
        type: 'matching',
        pairs: [
          { left: 'a', right: 'b' },
          { left: 'c', right: 'd' },
        ],
      },
    ].map((input) => QuestionDefinitionSchema.parse(input))
    for (const definition of definitions) expect(checkDefinition(draftOf(definition)).definition).toEqual(definition)
  })

  it('keeps what was typed for one type when the type is switched and back', () => {
    const draft = filled('multiple-choice', { options: ['a', 'b', 'c', 'd'], correctAnswer: 1, answer: '7' })
    const there = { ...draft, type: 'numeric' as const }
    expect(checkDefinition(there).definition).toEqual({
      type: 'numeric',
      answer: 7,
      tolerance: 0,
      toleranceType: 'absolute',
    })
    expect(checkDefinition({ ...there, type: 'multiple-choice' }).definition).toMatchObject({ correctAnswer: 1 })
  })
})

describe('lists', () => {
  it('adds and removes entries within the schema’s bounds', () => {
    let draft = emptyDraft('ordering')
    for (let i = 0; i < 20; i++) draft = addEntry(draft, 'items')
    expect(draft.items).toHaveLength(QUESTION_LIMITS.maxItems)
    for (let i = 0; i < 20; i++) draft = removeEntry(draft, 'items', 0)
    expect(draft.items).toHaveLength(QUESTION_LIMITS.minItems)
    expect(addEntry(emptyDraft('matching'), 'pairs').pairs.at(-1)).toEqual({ left: '', right: '' })
  })

  it('keeps a single answer at four options, as it is saved', () => {
    const single = filled('multiple-choice', { options: ['a', 'b', 'c', 'd'], correctAnswer: 2 })
    expect(removeEntry(single, 'options', 0)).toBe(single)
    expect(addEntry(single, 'options')).toBe(single)
    // Three options brought over from multiple answers: a fourth may be added, none removed.
    const three = filled('multiple-choice', { options: ['a', 'b', 'c'] })
    expect(removeEntry(three, 'options', 0)).toBe(three)
    expect(addEntry(three, 'options').options).toEqual(['a', 'b', 'c', ''])
  })

  it('keeps the right answers on their options when an option is removed', () => {
    // The single answer chosen before a switch to multiple answers moves with its option too.
    const single = filled('multiple-answers', { options: ['a', 'b', 'c', 'd'], correctAnswer: 2 })
    expect(removeEntry(single, 'options', 0)).toMatchObject({ options: ['b', 'c', 'd'], correctAnswer: 1 })
    expect(removeEntry(single, 'options', 3)).toMatchObject({ correctAnswer: 2 })
    expect(removeEntry(single, 'options', 2)).toMatchObject({ correctAnswer: null })
    const multiple = filled('multiple-answers', { options: ['a', 'b', 'c', 'd'], correctAnswers: [0, 2, 3] })
    expect(removeEntry(multiple, 'options', 2)).toMatchObject({ options: ['a', 'b', 'd'], correctAnswers: [0, 2] })
  })

  it('never leaves a right answer that is not an option, whatever is marked and removed', () => {
    const step = fc.tuple(fc.constantFrom('mark', 'unmark', 'remove', 'add'), fc.nat(QUESTION_LIMITS.maxOptions))
    fc.assert(
      fc.property(fc.array(step), (steps) => {
        let draft = filled('multiple-answers', { options: ['a', 'b', 'c', 'd'] })
        for (const [kind, at] of steps) {
          // The form offers a checkbox for each option there is, and nothing else.
          const option = at % draft.options.length
          if (kind === 'mark' || kind === 'unmark') draft = markRight(draft, option, kind === 'mark')
          else draft = kind === 'remove' ? removeEntry(draft, 'options', option) : addEntry(draft, 'options')
        }
        expect(draft.correctAnswers.every((index) => index < draft.options.length)).toBe(true)
        expect(new Set(draft.correctAnswers).size).toBe(draft.correctAnswers.length)
      }),
    )
  })

  it('offers every type in the picker', () => {
    expect(new Set(QUESTION_TYPES).size).toBe(7)
  })
})
