import { describe, expect, it } from 'vitest'
import {
  ExamLayoutInputSchema,
  type ExamLayout,
  layoutIssues,
  layoutWithAdded,
  layoutWithRemoved,
  readLayout,
  openSection,
  sectionCloses,
  sectionOfQuestion,
} from './sections'

const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index)

/** IBPS PO prelims: 3 sections of 30/35/35 questions, 20 minutes each, separately timed, +1/−0.25. */
const IBPS = {
  sections: [
    {
      title: 'English Language',
      timeLimit: 1200,
      marking: { correct: 1, wrong: -0.25 },
      questionIndexes: range(0, 30),
    },
    {
      title: 'Quantitative Aptitude',
      timeLimit: 1200,
      marking: { correct: 1, wrong: -0.25 },
      questionIndexes: range(30, 35),
    },
    {
      title: 'Reasoning Ability',
      timeLimit: 1200,
      marking: { correct: 1, wrong: -0.25 },
      questionIndexes: range(65, 35),
    },
  ],
  sectionOrder: 'fixed',
}

function parsed(input: unknown): ExamLayout {
  return ExamLayoutInputSchema.parse(input) as ExamLayout
}

function messages(input: unknown): string[] {
  const result = ExamLayoutInputSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('an exam layout', () => {
  it('reads the IBPS prelims pattern: marks in hundredths, every question in one section, within the hour', () => {
    const layout = parsed(IBPS)
    expect(layout.sections.map((section) => section.marking)).toEqual(
      Array(3).fill({ correct: 100, wrong: -25, skipped: 0 }),
    )
    expect(layout.carryOver).toBe(false)
    expect(layoutIssues(layout, 100, 3600)).toEqual([])
    expect(sectionOfQuestion(layout, 29)).toBe(0)
    expect(sectionOfQuestion(layout, 30)).toBe(1)
    expect(sectionOfQuestion(layout, 99)).toBe(2)
  })

  it('reads SSC CGL tier 1 on one clock: four sections of 25 at +2/−0.50, any order', () => {
    const layout = parsed({
      sections: range(0, 4).map((index) => ({
        title: `Part ${index + 1}`,
        marking: { correct: 2, wrong: -0.5 },
        questionIndexes: range(index * 25, 25),
      })),
    })
    expect(layout.sectionOrder).toBe('free')
    expect(layout.sections.every((section) => section.timeLimit === null)).toBe(true)
    expect(layoutIssues(layout, 100, 3600)).toEqual([])
  })

  it('a paper without sections has none to place a question in', () => {
    expect(sectionOfQuestion(null, 3)).toBeNull()
    expect(sectionOfQuestion(parsed({ sections: [] }), 3)).toBeNull()
  })

  it('refuses schemes that make full marks worthless, in words', () => {
    const scheme = (marking: unknown) => messages({ sections: [{ title: 'A', marking, questionIndexes: [0] }] })
    expect(scheme({ correct: 0 })).toEqual(['A right answer must earn more than 0 marks'])
    expect(scheme({ correct: -1, wrong: -2 })).toContain('A right answer must earn more than 0 marks')
    expect(scheme({ correct: 1, wrong: 0.5 })).toContain(
      'A wrong answer cannot earn marks: give 0 or a negative mark, like -0.25',
    )
    expect(scheme({ correct: 1, wrong: -1, skipped: 1 })).toEqual([
      'Leaving a question alone must earn less than a right answer and no less than a wrong one',
    ])
    expect(scheme({ correct: 1.125 })).toEqual(['Marks can have at most two decimal places, like 2, -0.5 or 0.25'])
    expect(scheme({ correct: 101 })).toEqual(['A mark can be at most 100 either way'])
    expect(scheme(undefined)).toEqual(['Each section needs the marks a right answer earns, like 1 or 4'])
  })

  it('keeps marks exact to the hundredth, whatever the binary fraction says', () => {
    const layout = parsed({
      sections: [{ title: 'A', marking: { correct: 0.29, wrong: -0.07 }, questionIndexes: [0] }],
    })
    expect(layout.sections[0]!.marking).toEqual({ correct: 29, wrong: -7, skipped: 0 })
  })

  it('says which question is placed twice, placed nowhere, or not in the paper', () => {
    const layout = parsed({
      sections: [
        { title: 'Maths', marking: { correct: 4, wrong: -1 }, questionIndexes: [0, 1] },
        { title: 'Physics', marking: { correct: 4, wrong: -1 }, questionIndexes: [1, 5] },
      ],
    })
    expect(layoutIssues(layout, 4, 3600).map((issue) => issue.message)).toEqual([
      'Question 2 is in two sections: Maths and Physics',
      'A section lists question 6, which the paper does not have',
      'Question 3 is in no section',
      'Question 4 is in no section',
    ])
  })

  it('in a fixed order every section has its own clock, and the clocks fit the paper', () => {
    const layout = parsed({
      ...IBPS,
      sections: IBPS.sections.map((section, index) => (index === 1 ? { ...section, timeLimit: null } : section)),
    })
    expect(layoutIssues(layout, 100, 3600).map((issue) => issue.message)).toEqual([
      'In a fixed order every section needs its own time: Quantitative Aptitude has none',
    ])
    expect(layoutIssues(parsed(IBPS), 100, 3000).map((issue) => issue.message)).toEqual([
      "The sections' times add up to 60m 0s (3600s), more than the paper's 50m 0s (3000s)",
    ])
  })
})

describe('a layout as single questions come and go', () => {
  const layout = parsed({
    sections: [
      { title: 'A', marking: { correct: 1 }, questionIndexes: [0, 2] },
      { title: 'B', marking: { correct: 1 }, questionIndexes: [1] },
    ],
  })

  it('reads back what was stored, and none for a quiz without sections', () => {
    expect(readLayout(JSON.parse(JSON.stringify(layout)))).toEqual(layout)
    expect(readLayout(null)).toBeNull()
    expect(readLayout({ sections: [], sectionOrder: 'free', carryOver: false })).toBeNull()
  })

  it('questions added join the last section', () => {
    expect(layoutWithAdded(layout, 3, 2)?.sections.map((section) => section.questionIndexes)).toEqual([
      [0, 2],
      [1, 3, 4],
    ])
    expect(layoutWithAdded(null, 3, 2)).toBeNull()
  })

  it('a question removed takes its place with it, and an emptied section goes', () => {
    expect(layoutWithRemoved(layout, 0)?.sections.map((section) => section.questionIndexes)).toEqual([[1], [0]])
    const once = layoutWithRemoved(layout, 1)
    expect(once?.sections.map((section) => section.title)).toEqual(['A'])
    expect(once?.sections[0]?.questionIndexes).toEqual([0, 1])
    expect(layoutWithRemoved(layoutWithRemoved(once, 0), 0)).toBeNull()
  })
})

describe('a free order', () => {
  it('shares the paper’s clock: a section’s own time needs a fixed order', () => {
    const layout = parsed({
      sections: [{ title: 'Maths', timeLimit: 600, marking: { correct: 4 }, questionIndexes: [0] }],
    })
    expect(layoutIssues(layout, 1, 3600).map((issue) => issue.message)).toEqual([
      "Sections taken in any order share the paper's clock: Maths can have its own time only in a fixed order",
    ])
    expect(sectionCloses(layout)).toBeNull()
    expect(sectionCloses(parsed(IBPS))).toEqual([1200, 2400, 3600])
  })

  it('a fixed order opens the first section whose clock runs, after those closed early', () => {
    const closes = [1200, 2400, 3600]
    expect(openSection(closes, 0, 0)).toBe(0)
    expect(openSection(closes, 1200, 0)).toBe(1)
    expect(openSection(closes, 100, 1)).toBe(1)
    expect(openSection(closes, 100, 3)).toBeNull()
    expect(openSection(closes, 3600, 0)).toBeNull()
  })
})
