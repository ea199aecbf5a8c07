import { describe, expect, it } from 'vitest'
import { LIVE_BOUNDS } from '#shared/live/bounds'
import { nicknameKey, streakBefore, streakBonus } from '#shared/live/rules'

/** The live game's pure rules: the streak bonus and the nickname fold (decision 043). */
describe('the streak bonus', () => {
  it('adds 100 for each right answer in a row before a right one, at most 500, and nothing to a wrong one', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((streak) => streakBonus(streak, true))).toEqual([
      0, 100, 200, 300, 400, 500, 500, 500,
    ])
    expect(streakBonus(3, false)).toBe(0)
    expect(LIVE_BOUNDS.streakMax).toBe(5 * LIVE_BOUNDS.streakStep)
  })

  it('counts the right answers in a row just before the question; a wrong or missed one ends the run', () => {
    const right = (questionIndex: number) => ({ questionIndex, correct: true })
    expect(streakBefore(0, [])).toBe(0)
    expect(streakBefore(3, [right(0), right(1), right(2)])).toBe(3)
    // Any order in, the run counted back from the question.
    expect(streakBefore(3, [right(2), right(0), right(1)])).toBe(3)
    // Question 1 wrong: the run before 3 is question 2 alone.
    expect(streakBefore(3, [right(0), { questionIndex: 1, correct: false }, right(2)])).toBe(1)
    // Question 2 missed: no run at all.
    expect(streakBefore(3, [right(0), right(1)])).toBe(0)
  })
})

describe('the nickname fold', () => {
  it('keeps Indic vowel signs, drops invisible joiners, and folds Latin, Cyrillic and Greek look-alikes', () => {
    expect(nicknameKey('राम')).not.toBe(nicknameKey('रम'))
    expect(nicknameKey('रा\u200dम')).toBe(nicknameKey('राम'))
    expect(nicknameKey('रा\u200cम')).toBe(nicknameKey('राम'))
    expect(nicknameKey('সীমা')).not.toBe(nicknameKey('সমা'))
    // Cyrillic А, Greek Α and fullwidth letters imitate Latin ones.
    expect(nicknameKey('Аsha')).toBe(nicknameKey('Asha'))
    expect(nicknameKey('Αsha')).toBe(nicknameKey('asha'))
    expect(nicknameKey('Ａｓｈａ')).toBe(nicknameKey('asha'))
    // A name mixing both keeps its Hindi whole and folds its Latin.
    expect(nicknameKey('राम Аsha')).toBe(nicknameKey('राम asha'))
    expect(nicknameKey('राम Asha')).not.toBe(nicknameKey('रम Asha'))
  })
})
