import { describe, expect, it } from 'vitest'
import {
  localDeadline,
  optionCounts,
  rightAndOther,
  rightAnswerLines,
  secondsLeft,
  staleAfter,
  trueFalseCounts,
} from './live-logic'

const words = { yes: 'True', no: 'False' }

describe('the question’s clock', () => {
  it('runs from the server’s times, whatever the device’s time of day', () => {
    // The device's clock is 5 minutes off: only the time since the answer arrived counts.
    const receivedAt = Date.parse('2026-12-05T10:05:00.000Z')
    const deadline = localDeadline({ closesAt: '2026-12-05T10:00:30.000Z' }, '2026-12-05T10:00:02.000Z', receivedAt)
    expect(secondsLeft(deadline, receivedAt)).toBe(28)
    expect(secondsLeft(deadline, receivedAt + 27_500)).toBe(1)
    expect(secondsLeft(deadline, receivedAt + 28_000)).toBe(0)
    expect(secondsLeft(deadline, receivedAt + 60_000)).toBe(0)
  })
})

describe('what an event makes stale', () => {
  const host = { isHost: true }
  const player = { isHost: false, playerId: 'p1' }

  it('asks for the results only once the game ends, and the standings after every question step', () => {
    expect(staleAfter({ kind: 'reveal' }, player)).toEqual(['state', 'standings'])
    expect(staleAfter({ kind: 'scores' }, player)).toEqual(['standings'])
    expect(staleAfter({ kind: 'question' }, host)).not.toContain('results')
    expect(staleAfter({ kind: 'ended' }, player)).toEqual(['state', 'standings', 'results'])
  })

  it('tells the host of players joining, and a player only of their own removal', () => {
    expect(staleAfter({ kind: 'players' }, host)).toEqual(['state'])
    expect(staleAfter({ kind: 'players' }, player)).toEqual([])
    expect(staleAfter({ kind: 'players', playerId: 'p2' }, player)).toEqual([])
    expect(staleAfter({ kind: 'players', playerId: 'p1' }, player)).toEqual(['state'])
    expect(staleAfter({ kind: 'players', playerId: 'p2' }, { isHost: false })).toEqual(['state'])
  })
})

describe('how the answers fell', () => {
  it('counts each option, a multiple-answers response for each option it holds', () => {
    expect(
      optionCounts(4, [
        { response: 0, count: 2 },
        { response: [1, 3], count: 1 },
        { response: 3, count: 4 },
        { response: 9, count: 1 },
      ]),
    ).toEqual([2, 1, 0, 5])
  })

  it('counts true and false, and right and other orders', () => {
    expect(
      trueFalseCounts([
        { response: false, count: 3 },
        { response: true, count: 1 },
      ]),
    ).toEqual([1, 3])
    expect(
      rightAndOther(
        [2, 0, 1],
        [
          { response: [2, 0, 1], count: 2 },
          { response: [0, 1, 2], count: 5 },
        ],
      ),
    ).toEqual({ right: 2, other: 5 })
  })

  it('says the right answer of each type in words', () => {
    expect(
      rightAnswerLines(
        { type: 'multiple-choice', options: ['Mars', 'Venus'] },
        { type: 'multiple-choice', correct: 1 },
        words,
      ),
    ).toEqual(['B: Venus'])
    expect(rightAnswerLines({ type: 'true-false' }, { type: 'true-false', correct: false }, words)).toEqual(['False'])
    expect(
      rightAnswerLines(
        { type: 'numeric' },
        { type: 'numeric', answer: 40, tolerance: 0.05, toleranceType: 'relative' },
        words,
      ),
    ).toEqual(['40 ± 5%'])
    expect(
      rightAnswerLines({ type: 'ordering', items: ['b', 'c', 'a'] }, { type: 'ordering', correct: [2, 0, 1] }, words),
    ).toEqual(['1. a', '2. b', '3. c'])
    expect(
      rightAnswerLines(
        { type: 'matching', lefts: ['x', 'y'], rights: ['Y', 'X'] },
        { type: 'matching', correct: [1, 0] },
        words,
      ),
    ).toEqual(['x → X', 'y → Y'])
  })
})
