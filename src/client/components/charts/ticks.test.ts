import { describe, expect, it } from 'vitest'
import { labelledIndexes, niceTicks } from './ticks'

describe('the value axis', () => {
  it('steps by 1, 2 or 5 times a power of ten up to a round top', () => {
    expect(niceTicks(9)).toEqual([0, 2, 4, 6, 8, 10])
    expect(niceTicks(100)).toEqual([0, 20, 40, 60, 80, 100])
    expect(niceTicks(4500)).toEqual([0, 1000, 2000, 3000, 4000, 5000])
    expect(niceTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3])
  })

  it('counts in whole numbers, and has a top when every value is zero', () => {
    expect(niceTicks(2, { whole: true })).toEqual([0, 1, 2])
    expect(niceTicks(0, { whole: true })).toEqual([0, 1])
  })

  it('runs from 0 to 1 over a range with nothing above zero, amounts as well as counts', () => {
    expect(niceTicks(0)).toEqual([0, 1])
    expect(niceTicks(Number.NaN)).toEqual([0, 1])
    expect(niceTicks(-5)).toEqual([0, 1])
  })

  it('ends at the value itself where no round step fits: the smallest and the largest numbers', () => {
    expect(niceTicks(Number.MIN_VALUE)).toEqual([0, Number.MIN_VALUE])
    expect(niceTicks(Number.MAX_VALUE)).toEqual([0, Number.MAX_VALUE])
    expect(niceTicks(9e13)).toEqual([0, 2e13, 4e13, 6e13, 8e13, 1e14])
  })
})

describe('the category labels', () => {
  it('labels every day of a week, and every k-th of a month, ending on the last', () => {
    expect([...labelledIndexes(7)].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect([...labelledIndexes(30)].sort((a, b) => a - b)).toEqual([1, 5, 9, 13, 17, 21, 25, 29])
  })
})
