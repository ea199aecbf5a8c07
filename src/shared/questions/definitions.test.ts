import { describe, expect, it } from 'vitest'
import { readIn } from '../i18n-testing'
import { QuestionDefinitionSchema } from './definitions'
import { QUESTION_LIMITS } from './limits'
import { responseSchema } from './responses'
import type { QuestionView } from './serve'

/** The first refusal's words, or null when the value is accepted. */
function refusal(
  schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  return schema.safeParse(value).error?.issues[0]?.message ?? null
}
const refused = (input: unknown) => refusal(QuestionDefinitionSchema, input)

const options = ['Mercury', 'Venus', 'Earth', 'Mars']
const long = 'x'.repeat(QUESTION_LIMITS.textMax + 1)

describe('QuestionDefinitionSchema', () => {
  it("reads today's questions: mcq and a missing type are multiple choice", () => {
    const parsed = { type: 'multiple-choice', options, correctAnswer: 2 }
    expect(QuestionDefinitionSchema.parse({ type: 'mcq', options, correctAnswer: 2 })).toEqual(parsed)
    expect(QuestionDefinitionSchema.parse({ options, correctAnswer: 2 })).toEqual(parsed)
  })

  it('fills the defaults: partial credit, no tolerance and absolute, capitals ignored, all-or-nothing order', () => {
    const parse = (input: object) => QuestionDefinitionSchema.parse(input)
    expect(parse({ type: 'multiple-answers', options, correctAnswers: [0, 1] })).toMatchObject({ grading: 'partial' })
    expect(parse({ type: 'numeric', answer: 42 })).toEqual({
      type: 'numeric',
      answer: 42,
      tolerance: 0,
      toleranceType: 'absolute',
    })
    expect(parse({ type: 'short-answer', acceptedAnswers: [' Ganga '] })).toEqual({
      type: 'short-answer',
      acceptedAnswers: ['Ganga'],
      caseSensitive: false,
    })
    expect(parse({ type: 'ordering', items: ['a', 'b'] })).toMatchObject({ grading: 'all-or-nothing' })
  })

  it('says in words what is wrong, never where in the value', () => {
    const cases: [unknown, string][] = [
      [
        { type: 'essay' },
        'Choose a question type: multiple choice, multiple answers, true or false, number, short answer, ordering or matching',
      ],
      [
        'a question',
        'Choose a question type: multiple choice, multiple answers, true or false, number, short answer, ordering or matching',
      ],
      [{ type: 'mcq', options: ['yes'], correctAnswer: 0 }, 'A question needs 2 to 4 options'],
      [{ type: 'mcq', options: [...options, 'Jupiter'], correctAnswer: 0 }, 'A question needs 2 to 4 options'],
      [{ type: 'mcq', options: ['yes', ' '], correctAnswer: 0 }, 'Every option needs text'],
      [
        { type: 'mcq', options: ['yes', long], correctAnswer: 0 },
        `Option must be at most ${QUESTION_LIMITS.textMax} characters`,
      ],
      [{ type: 'mcq', options: ['Yes', 'yes '], correctAnswer: 0 }, 'The options of a question must all be different'],
      [{ type: 'mcq', options, correctAnswer: 4 }, 'Choose the correct option'],
      [{ type: 'mcq', options }, 'Choose the correct option'],
      [{ type: 'multiple-answers', options, correctAnswers: [] }, 'Choose at least one right answer'],
      [{ type: 'multiple-answers', options, correctAnswers: [1, 4] }, 'Each right answer must be one of the options'],
      [{ type: 'multiple-answers', options, correctAnswers: [1, -1] }, 'Each right answer must be one of the options'],
      [{ type: 'multiple-answers', options, correctAnswers: [1, 1] }, 'A right answer is listed twice'],
      [
        { type: 'multiple-answers', options, correctAnswers: [1], grading: 'some' },
        'Choose partial credit or all-or-nothing',
      ],
      [{ type: 'true-false', correctAnswer: 'yes' }, 'Say whether the statement is true or false'],
      [{ type: 'numeric', answer: '42' }, 'The answer must be a number'],
      [{ type: 'numeric', answer: 42, tolerance: -1 }, 'The tolerance must be a number, zero or more'],
      [{ type: 'numeric', answer: 42, toleranceType: 'percent' }, 'The tolerance is absolute or relative'],
      [{ type: 'short-answer', acceptedAnswers: [] }, 'Give at least one accepted answer, and at most 10'],
      [{ type: 'short-answer', acceptedAnswers: [''] }, 'Each accepted answer needs text'],
      [{ type: 'short-answer', acceptedAnswers: [' * * '] }, 'An accepted answer needs more than wildcards (*)'],
      [
        { type: 'short-answer', acceptedAnswers: [long] },
        `An accepted answer must be at most ${QUESTION_LIMITS.textMax} characters`,
      ],
      [{ type: 'short-answer', acceptedAnswers: ['a'], caseSensitive: 'no' }, 'Say whether capital letters matter'],
      [{ type: 'ordering', items: ['alone'] }, 'An ordering question needs 2 to 10 items'],
      [{ type: 'ordering', items: ['one', 'One'] }, 'The items must all be different'],
      [{ type: 'ordering', items: ['one', ''] }, 'Every item needs text'],
      [
        { type: 'ordering', items: ['a', 'b'], grading: 'kendall' },
        'Choose all-or-nothing or credit for the longest part in the right order',
      ],
      [{ type: 'matching', pairs: [{ left: 'a', right: 'b' }] }, 'A matching question needs 2 to 10 pairs'],
      [{ type: 'matching', pairs: [{ left: 'a', right: 'b' }, { left: 'c' }] }, 'Each pair needs text on both sides'],
      [{ type: 'matching', pairs: [{ left: 'a', right: 'b' }, 'c'] }, 'Each pair needs text on both sides'],
      [
        {
          type: 'matching',
          pairs: [
            { left: 'a', right: 'b' },
            { left: 'c', right: long },
          ],
        },
        `Each side of a pair must be at most ${QUESTION_LIMITS.textMax} characters`,
      ],
      [
        {
          type: 'matching',
          pairs: [
            { left: 'a', right: 'b' },
            { left: 'A', right: 'c' },
          ],
        },
        'The items on the left must all be different',
      ],
      [
        {
          type: 'matching',
          pairs: [
            { left: 'a', right: 'b' },
            { left: 'c', right: 'B' },
          ],
        },
        'The items on the right must all be different',
      ],
    ]
    for (const [input, words] of cases) expect(refused(input), JSON.stringify(input)).toBe(words)
  })

  it('refuses in the language of the moment', () => {
    readIn('hi', () => {
      expect(refused({ type: 'multiple-answers', options, correctAnswers: [7] })).toBe(
        'हर सही उत्तर विकल्पों में से एक होना चाहिए',
      )
      expect(refused({ type: 'ordering', items: ['a'] })).toBe('क्रम वाले प्रश्न में 2 से 10 चीज़ें होनी चाहिए')
    })
  })
})

describe('responseSchema', () => {
  const views: Record<string, QuestionView> = {
    choice: { type: 'multiple-choice', options },
    answers: { type: 'multiple-answers', options },
    truth: { type: 'true-false' },
    number: { type: 'numeric' },
    text: { type: 'short-answer' },
    order: { type: 'ordering', items: ['a', 'b', 'c'] },
    matches: { type: 'matching', lefts: ['a', 'b', 'c'], rights: ['x', 'y', 'z'] },
  }
  const check = (view: keyof typeof views, response: unknown) => refusal(responseSchema(views[view]!), response)

  it('accepts what could be an answer', () => {
    const answers: [keyof typeof views, unknown][] = [
      ['choice', 3],
      ['answers', []],
      ['answers', [3, 0]],
      ['truth', false],
      ['number', -2.5],
      ['number', ' ३,१४ '],
      ['text', ' New Delhi '],
      ['order', [2, 0, 1]],
      ['matches', [0, 0, 2]],
    ]
    for (const [view, response] of answers)
      expect(check(view, response), `${view} ${JSON.stringify(response)}`).toBeNull()
  })

  it('refuses in words what could not be: out of range, repeated, missing, junk', () => {
    const cases: [keyof typeof views, unknown, string][] = [
      ['choice', 4, 'Choose one of the options'],
      ['choice', '1', 'Choose one of the options'],
      ['choice', 1.5, 'Choose one of the options'],
      ['answers', [1, 1], 'Choose options from the list, each at most once'],
      ['answers', [4], 'Choose options from the list, each at most once'],
      ['answers', 1, 'Choose options from the list, each at most once'],
      ['truth', 'true', 'Answer true or false'],
      ['number', 'three', 'Type a number, such as 3.14 or -2'],
      ['number', '1e5', 'Type a number, such as 3.14 or -2'],
      ['number', '1,0,000', 'Type a number, such as 3.14 or -2'],
      ['number', '1'.repeat(QUESTION_LIMITS.numberTextMax + 1), 'Type a number, such as 3.14 or -2'],
      ['number', null, 'Type a number, such as 3.14 or -2'],
      ['text', '   ', 'Type an answer'],
      ['text', 7, 'Type an answer'],
      ['text', long, `An answer must be at most ${QUESTION_LIMITS.textMax} characters`],
      ['order', [0, 1], 'Put every item in order, each once'],
      ['order', [0, 1, 1], 'Put every item in order, each once'],
      ['order', [0, 1, 3], 'Put every item in order, each once'],
      ['matches', [0, 1], 'Match every item on the left to one on the right'],
      ['matches', [0, 1, 3], 'Match every item on the left to one on the right'],
    ]
    for (const [view, response, words] of cases) {
      expect(check(view, response), `${view} ${JSON.stringify(response)}`).toBe(words)
    }
  })
})
