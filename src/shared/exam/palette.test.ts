import { describe, expect, it } from 'vitest'
import { type PaletteFlags, paletteChange, paletteCounts, paletteState } from './palette'

const fresh: PaletteFlags = { visited: false, marked: false, answered: false }

describe('the question palette', () => {
  it('reads the five states from what the server keeps', () => {
    expect(paletteState(fresh)).toBe('not-visited')
    expect(paletteState({ ...fresh, visited: true })).toBe('not-answered')
    expect(paletteState({ visited: true, marked: false, answered: true })).toBe('answered')
    expect(paletteState({ visited: true, marked: true, answered: false })).toBe('marked')
    expect(paletteState({ visited: true, marked: true, answered: true })).toBe('answered-marked')
  })

  it('marks and unmarks for review, keeping the answer as it is', () => {
    const answered = { visited: true, marked: false, answered: true }
    expect(paletteChange(answered, 'answered-marked')).toEqual({ flags: { ...answered, marked: true } })
    expect(paletteChange({ ...answered, marked: true }, 'answered')).toEqual({ flags: answered })
    expect(paletteChange(fresh, 'marked')).toEqual({ flags: { visited: true, marked: true, answered: false } })
    expect(paletteChange(fresh, 'not-answered')).toEqual({ flags: { visited: true, marked: false, answered: false } })
  })

  it('refuses a state the saved answers contradict, and never unsees a question', () => {
    expect(paletteChange(fresh, 'answered')).toEqual({ refused: 'needs-answer' })
    expect(paletteChange({ visited: true, marked: false, answered: true }, 'marked')).toEqual({ refused: 'has-answer' })
    expect(paletteChange({ ...fresh, visited: true }, 'not-visited')).toEqual({ refused: 'already-visited' })
    expect(paletteChange(fresh, 'not-visited')).toEqual({ flags: fresh })
  })

  it('counts each state for the legend and the summary', () => {
    expect(paletteCounts(['answered', 'answered', 'marked', 'not-visited'])).toEqual({
      'not-visited': 1,
      'not-answered': 0,
      answered: 2,
      marked: 1,
      'answered-marked': 0,
    })
  })
})
