import { describe, expect, it } from 'vitest'
import {
  examStartIndex,
  type ExamView,
  nextStep,
  openSectionAt,
  sectionStatuses,
  stateOf,
  tabAfterKey,
} from './exam-state'

const marking = { correct: 100, wrong: -25, skipped: 0 }
const fixed: ExamView = {
  sectionOrder: 'fixed',
  carryOver: true,
  sections: [
    { title: 'English', timeLimit: 20, marking, questionIndexes: [0, 1], closesAt: null },
    { title: 'Quant', timeLimit: 20, marking, questionIndexes: [2, 3], closesAt: null },
    { title: 'Reasoning', timeLimit: 20, marking, questionIndexes: [4], closesAt: null },
  ],
  sectionsClosed: 0,
  openSection: 0,
}
const sectionOf = (index: number) => (index < 2 ? 0 : index < 4 ? 1 : 2)

describe('the exam screen’s sections', () => {
  it('opens the first section whose clock still runs, after those closed early; none when all ran out', () => {
    const deadlines = [1000, 2000, 3000]
    expect(openSectionAt(deadlines, 0, 999)).toBe(0)
    expect(openSectionAt(deadlines, 0, 1000)).toBe(1)
    expect(openSectionAt(deadlines, 2, 1500)).toBe(2)
    expect(openSectionAt(deadlines, 0, 3000)).toBeNull()
  })

  it('in a fixed order, closes those before the open one and keeps those after it waiting; a free order opens all', () => {
    expect(sectionStatuses(fixed, 1)).toEqual(['closed', 'open', 'waiting'])
    expect(sectionStatuses(fixed, null)).toEqual(['closed', 'closed', 'closed'])
    expect(sectionStatuses({ ...fixed, sectionOrder: 'free' }, null)).toEqual(['open', 'open', 'open'])
  })

  it('reopens on the question last shown while its section is open, else on the open section’s first unanswered', () => {
    const statuses = sectionStatuses(fixed, 1)
    expect(examStartIndex(fixed, statuses, sectionOf, 3, () => false)).toBe(3)
    expect(examStartIndex(fixed, statuses, sectionOf, 0, (index) => index === 2)).toBe(3)
    expect(examStartIndex(fixed, statuses, sectionOf, -1, () => true)).toBe(2)
  })

  it('reads a question’s state from the answer on screen and the server’s seen and marked', () => {
    expect(stateOf(undefined, false)).toBe('not-visited')
    expect(stateOf({ visited: true, marked: false }, false)).toBe('not-answered')
    expect(stateOf(undefined, true)).toBe('answered')
    expect(stateOf({ visited: true, marked: true }, false)).toBe('marked')
    expect(stateOf({ visited: true, marked: true }, true)).toBe('answered-marked')
  })

  it('Save & Next goes on inside a section, and from its last question into the next section in a free order', () => {
    const free: ExamView = { ...fixed, sectionOrder: 'free', carryOver: false }
    const open = sectionStatuses(free, null)
    expect(nextStep(free, open, 0, 0, () => false)).toEqual({ to: 'question', index: 1 })
    expect(nextStep(free, open, 0, 1, () => false)).toEqual({ to: 'question', index: 2 })
    expect(nextStep(free, open, 1, 3, () => true)).toEqual({ to: 'question', index: 4 })
    expect(nextStep(free, open, 2, 4, () => true)).toEqual({ to: 'question', index: 0 })
  })

  it('in a fixed order, stays in the open section: its first unanswered question, or the section is done', () => {
    const statuses = sectionStatuses(fixed, 1)
    expect(nextStep(fixed, statuses, 1, 3, (index) => index !== 2)).toEqual({ to: 'question', index: 2 })
    expect(nextStep(fixed, statuses, 1, 3, () => true)).toEqual({ to: 'section-done', section: 1 })
    // The last question itself unanswered (marked for review, say): back to the section's first.
    expect(nextStep(fixed, statuses, 1, 3, (index) => index === 2)).toEqual({ to: 'question', index: 2 })
    // A closed section, read only, wraps.
    expect(nextStep(fixed, statuses, 0, 1, () => false)).toEqual({ to: 'question', index: 0 })
  })

  it('moves between section tabs with arrows, Home and End, wrapping and passing over sections not open yet', () => {
    const statuses = sectionStatuses(fixed, 1)
    expect(tabAfterKey(statuses, 1, 'ArrowRight')).toBe(0)
    expect(tabAfterKey(statuses, 0, 'ArrowLeft')).toBe(1)
    expect(tabAfterKey(statuses, 0, 'End')).toBe(1)
    const free = sectionStatuses({ ...fixed, sectionOrder: 'free' }, null)
    expect(tabAfterKey(free, 2, 'ArrowRight')).toBe(0)
    expect(tabAfterKey(free, 0, 'ArrowLeft')).toBe(2)
    expect(tabAfterKey(free, 2, 'Home')).toBe(0)
    expect(tabAfterKey(free, 1, 'Enter')).toBe(1)
  })
})
