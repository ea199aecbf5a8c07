import { describe, expect, it } from 'vitest'
import { formatWait, quizWindow } from './schedule'

const at = (iso: string) => Date.parse(iso)

describe('quizWindow', () => {
  const windowed = { startTime: '2030-01-01T10:00:00.000Z', endTime: '2030-01-02T10:00:00.000Z' }

  it('is open for a quiz without times', () => {
    expect(quizWindow({ startTime: null, endTime: null }, at('2030-01-01T00:00:00Z'))).toEqual({
      state: 'open',
      closesAt: null,
    })
  })

  it('is upcoming before the start, open from it to the end, closed after', () => {
    expect(quizWindow(windowed, at('2030-01-01T09:59:59Z'))).toEqual({
      state: 'upcoming',
      opensAt: at(windowed.startTime),
    })
    expect(quizWindow(windowed, at(windowed.startTime))).toEqual({ state: 'open', closesAt: at(windowed.endTime) })
    expect(quizWindow(windowed, at(windowed.endTime))).toEqual({ state: 'open', closesAt: at(windowed.endTime) })
    expect(quizWindow(windowed, at('2030-01-02T10:00:01Z'))).toEqual({
      state: 'closed',
      closedAt: at(windowed.endTime),
    })
  })

  it('takes a start alone or an end alone', () => {
    expect(quizWindow({ startTime: windowed.startTime, endTime: null }, at('2031-01-01T00:00:00Z')).state).toBe('open')
    expect(quizWindow({ startTime: null, endTime: windowed.endTime }, at('2029-01-01T00:00:00Z')).state).toBe('open')
    expect(quizWindow({ startTime: null, endTime: windowed.endTime }, at('2031-01-01T00:00:00Z')).state).toBe('closed')
  })
})

describe('formatWait', () => {
  it.each([
    [0, '0 s'],
    [1, '1 s'],
    [999, '1 s'],
    [12_000, '12 s'],
    [60_000, '1 min'],
    [245_000, '4 min 5 s'],
    [3_600_000, '1 h'],
    [(3 * 3600 + 20 * 60 + 59) * 1000, '3 h 20 min'],
    [86_400_000, '1 day'],
    [(2 * 86_400 + 3 * 3600 + 5) * 1000, '2 days 3 h'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatWait(ms)).toBe(text)
  })

  it('never counts below zero', () => {
    expect(formatWait(-5000)).toBe('0 s')
  })
})
