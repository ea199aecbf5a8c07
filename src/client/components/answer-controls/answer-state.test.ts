import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { answerKey } from '#shared/questions/answer-key'
import { QuestionDefinitionSchema } from '#shared/questions/definitions'
import { fraction } from '#shared/questions/fraction'
import { responseSchema, unshuffle } from '#shared/questions/responses'
import { score } from '#shared/questions/score'
import { type QuestionView, serve } from '#shared/questions/serve'
import {
  answerProblem,
  chooseMatch,
  currentMatches,
  currentOrder,
  dropPlace,
  moveItem,
  type ResponseDraft,
  toggleOption,
  typedDraft,
  UNMATCHED,
  type ViewOf,
} from './answer-state'

const ordering: ViewOf<'ordering'> = { type: 'ordering', items: ['b', 'c', 'a', 'd'] }
const matching: ViewOf<'matching'> = {
  type: 'matching',
  lefts: ['Delhi', 'Paris', 'Lima'],
  rights: ['Peru', 'India', 'France'],
}
const choices: ViewOf<'multiple-answers'> = { type: 'multiple-answers', options: ['2', '3', '4', '5'] }
const sendable = (view: QuestionView, draft: ResponseDraft) =>
  draft !== null && responseSchema(view).safeParse(draft).success

describe('answerProblem', () => {
  it('passes what the shared reader reads, and says in words what it cannot', () => {
    const numeric: QuestionView = { type: 'numeric' }
    for (const typed of ['3.14', '3,14', '३.१४', ' -2 ', '1,00,000', '−0.5'])
      expect(answerProblem(numeric, typed), typed).toBeNull()
    for (const typed of ['abc', '3.1.4', '2e3', ''])
      expect(answerProblem(numeric, typed), typed).toMatch(/^Type a number/)
    expect(answerProblem({ type: 'short-answer' }, '   ')).toBe('Type an answer')
    expect(answerProblem(numeric, null)).toBeNull()
  })

  it('holds back a matching with items left to match, and an ordering that is not every item once', () => {
    expect(answerProblem(matching, [1, UNMATCHED, 0])).toBe('Match every item on the left to one on the right')
    expect(answerProblem(matching, [1, 2, 0])).toBeNull()
    expect(answerProblem(ordering, [0, 1, 1, 3])).toBe('Put every item in order, each once')
    expect(answerProblem(ordering, [3, 1, 0, 2])).toBeNull()
  })
})

describe('multiple answers', () => {
  it('adds and takes away options, in the order shown, and is no answer once none is chosen', () => {
    let draft: ResponseDraft = null
    draft = toggleOption(draft, 3, true)
    draft = toggleOption(draft, 0, true)
    draft = toggleOption(draft, 3, true)
    expect(draft).toEqual([0, 3])
    expect(sendable(choices, draft)).toBe(true)
    draft = toggleOption(draft, 0, false)
    expect(draft).toEqual([3])
    expect(toggleOption(draft, 3, false)).toBeNull()
  })

  it('always gives a response the schema takes, whatever is ticked and unticked', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(3), fc.boolean())), (toggles) => {
        const draft = toggles.reduce<ResponseDraft>((last, [option, on]) => toggleOption(last, option, on), null)
        expect(draft === null || sendable(choices, draft)).toBe(true)
      }),
    )
  })
})

describe('typed answers', () => {
  it('keeps the text as typed and makes an empty box no answer', () => {
    expect(typedDraft('३,१४ ')).toBe('३,१४ ')
    expect(typedDraft('')).toBeNull()
  })
})

describe('ordering', () => {
  it('starts from the order served, and reads the player’s order back', () => {
    expect(currentOrder(ordering, null)).toEqual([0, 1, 2, 3])
    expect(currentOrder(ordering, [2, 0, 1, 3])).toEqual([2, 0, 1, 3])
    // Anything that is not the items once each (a stale draft of another question) is the order served.
    for (const stale of [[0, 1], [0, 0, 1, 2], [0, 1, 2, 7], 'abc', 3] as ResponseDraft[])
      expect(currentOrder(ordering, stale)).toEqual([0, 1, 2, 3])
  })

  it('moves an item up, down, or to any place, and stops at the ends', () => {
    expect(moveItem([0, 1, 2, 3], 2, 1)).toEqual([0, 2, 1, 3])
    expect(moveItem([0, 1, 2, 3], 1, 2)).toEqual([0, 2, 1, 3])
    expect(moveItem([0, 1, 2, 3], 3, 0)).toEqual([3, 0, 1, 2])
    expect(moveItem([0, 1, 2, 3], 0, -1)).toEqual([0, 1, 2, 3])
    expect(moveItem([0, 1, 2, 3], 3, 4)).toEqual([0, 1, 2, 3])
    expect(moveItem([0, 1, 2, 3], 0, 9)).toEqual([1, 2, 3, 0])
  })

  it('drops a dragged item at the place whose middle the pointer has passed', () => {
    // Rows 40 px high, middles at 20, 60, 100, 140.
    const middles = [20, 60, 100, 140]
    expect(dropPlace(middles, 0, 10)).toBe(0)
    expect(dropPlace(middles, 0, 61)).toBe(1)
    expect(dropPlace(middles, 0, 500)).toBe(3)
    expect(dropPlace(middles, 3, 59)).toBe(1)
    expect(dropPlace(middles, 3, -50)).toBe(0)
    // Held over its own row, it stays.
    expect(dropPlace(middles, 2, 100)).toBe(2)
    expect(dropPlace(middles, 2, 59)).toBe(1)
  })

  it('always leaves every item once, so any run of moves is a response the schema takes', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: -2, max: 5 }), fc.integer({ min: -2, max: 5 }))), (moves) => {
        const order = moves.reduce((last, [from, to]) => moveItem(last, from, to), currentOrder(ordering, null))
        expect(sendable(ordering, order)).toBe(true)
      }),
    )
  })

  it('reaches the right order by the buttons’ moves, and the scorer gives it full marks', () => {
    const definition = QuestionDefinitionSchema.parse({
      type: 'ordering',
      items: ['one', 'two', 'three', 'four', 'five'],
    })
    fc.assert(
      fc.property(fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })), (stream) => {
        const values = stream[Symbol.iterator]()
        const served = serve(definition, { random: () => values.next().value! })
        const key = answerKey(definition, served)
        if (key.type !== 'ordering' || served.view.type !== 'ordering') throw new Error('not an ordering')
        // As a player would with Move up alone: bring each item of the right order up to its place.
        let order = currentOrder(served.view, null)
        key.correct.forEach((item, place) => {
          while (order.indexOf(item) > place) order = moveItem(order, order.indexOf(item), order.indexOf(item) - 1)
        })
        expect(score(definition, unshuffle(served, order))).toEqual(fraction(1, 1))
      }),
      { numRuns: 30 },
    )
  })
})

describe('matching', () => {
  it('matches each left-hand side, the same right-hand side twice if chosen, and undoes a match', () => {
    let draft: ResponseDraft = null
    draft = chooseMatch(matching, draft, 1, 2)
    expect(draft).toEqual([UNMATCHED, 2, UNMATCHED])
    expect(sendable(matching, draft)).toBe(false)
    draft = chooseMatch(matching, draft, 0, 2)
    draft = chooseMatch(matching, draft, 2, 0)
    expect(draft).toEqual([2, 2, 0])
    expect(sendable(matching, draft)).toBe(true)
    draft = chooseMatch(matching, draft, 0, UNMATCHED)
    expect(currentMatches(matching, draft)).toEqual([UNMATCHED, 2, 0])
    draft = chooseMatch(matching, chooseMatch(matching, draft, 1, UNMATCHED), 2, UNMATCHED)
    expect(draft).toBeNull()
  })

  it('gives the scorer the player’s pairs: three of four right is three quarters', () => {
    const definition = QuestionDefinitionSchema.parse({
      type: 'matching',
      pairs: [
        { left: 'H₂O', right: 'water' },
        { left: 'NaCl', right: 'salt' },
        { left: 'CO₂', right: 'carbon dioxide' },
        { left: 'O₂', right: 'oxygen' },
      ],
    })
    const served = serve(definition, { random: () => 0.3 })
    const key = answerKey(definition, served)
    if (key.type !== 'matching' || served.view.type !== 'matching') throw new Error('not a matching')
    const view = served.view
    // Right for the first three; the last takes the first's match.
    const draft = [0, 1, 2, 0].reduce<ResponseDraft>(
      (last, from, left) => chooseMatch(view, last, left, key.correct[from]!),
      null,
    )
    expect(answerProblem(view, draft)).toBeNull()
    expect(score(definition, unshuffle(served, draft!))).toEqual(fraction(3, 4))
  })
})
