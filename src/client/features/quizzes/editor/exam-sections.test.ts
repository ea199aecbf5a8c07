import { describe, expect, it } from 'vitest'
import { emptyDraft } from './definition/definition-draft'
import { createInitialForm, type EditorForm, editorReducer, newQuestion, type QuestionDraft } from './editor-state'
import { fromEditData, type QuizForEdit, toQuizInput } from './payload'
import { checkQuiz } from './validation'
import { m } from '#shared/i18n'

const filled = (text: string): QuestionDraft => ({
  ...newQuestion(),
  question: text,
  definition: { ...emptyDraft(), options: ['A', 'B', 'C', 'D'], correctAnswer: 0 },
})

/** A four-question paper with its sections switched on: one section holding every question. */
function paper(): EditorForm {
  const form: EditorForm = {
    ...createInitialForm(),
    title: 'Mock',
    questions: ['One?', 'Two?', 'Three?', 'Four?'].map(filled),
    timeLimit: '600',
  }
  return editorReducer(form, { type: 'setExam', on: true })
}

/** Two sections of two questions, titled, in a fixed order with clocks. */
function twoSections(): EditorForm {
  const form = editorReducer(paper(), { type: 'addSection' })
  const [first, second] = form.sections
  return {
    ...form,
    sectionOrder: 'fixed',
    sections: [
      { ...first!, title: 'Reasoning', timeLimit: '120', correct: '1', wrong: '-0.25' },
      { ...second!, title: 'Quant', timeLimit: '180', correct: '2', wrong: '-0.5' },
    ],
    questions: form.questions.map((question, index) => ({
      ...question,
      section: index < 2 ? first!.key : second!.key,
    })),
  }
}

describe('the editor’s exam sections', () => {
  it('saves a quiz without sections as before: no layout in what is sent', () => {
    const input = toQuizInput({ ...createInitialForm(), title: 'Plain', questions: [filled('One?')] }, false)
    expect(input).not.toHaveProperty('sections')
    expect(input).not.toHaveProperty('sectionOrder')
    // Switched off again, the sections typed stay in the form but are not sent.
    const off = editorReducer(twoSections(), { type: 'setExam', on: false })
    expect(off.sections).toHaveLength(2)
    expect(toQuizInput(off, false)).not.toHaveProperty('sections')
  })

  it('starts as one section with every question, new questions joining the last section', () => {
    const form = paper()
    expect(form.sections).toHaveLength(1)
    expect(form.sections[0]).toMatchObject({ correct: '1', wrong: '0', skipped: '0' })
    expect(form.questions.every((question) => question.section === form.sections[0]!.key)).toBe(true)
    const grown = editorReducer(twoSections(), { type: 'addQuestion', question: filled('Five?') })
    expect(grown.questions.at(-1)!.section).toBe(grown.sections[1]!.key)
  })

  it('sends each section with its questions by place, marks as typed and clocks only in a fixed order', () => {
    const input = toQuizInput(twoSections(), false)
    expect(input.sections).toEqual([
      {
        title: 'Reasoning',
        timeLimit: 120,
        marking: { correct: 1, wrong: -0.25, skipped: 0 },
        questionIndexes: [0, 1],
      },
      { title: 'Quant', timeLimit: 180, marking: { correct: 2, wrong: -0.5, skipped: 0 }, questionIndexes: [2, 3] },
    ])
    expect(checkQuiz(twoSections(), false).errors).toEqual({})
    const free = toQuizInput({ ...twoSections(), sectionOrder: 'free', carryOver: true }, false)
    expect(free.sections!.map((section) => section.timeLimit)).toEqual([null, null])
    expect(free.carryOver).toBe(false)
  })

  it('says what the server would refuse on the section’s own field, in the server’s words', () => {
    const form = twoSections()
    const noClock = { ...form, sections: [form.sections[0]!, { ...form.sections[1]!, timeLimit: '' }] }
    expect(checkQuiz(noClock, false).errors).toEqual({
      'sections.1.timeLimit': m.exam_fixed_needs_time({ title: 'Quant' }),
    })
    const earning = { ...form, sections: [{ ...form.sections[0]!, wrong: '0.5' }, form.sections[1]!] }
    expect(checkQuiz(earning, false).errors).toEqual({ 'sections.0.wrong': m.exam_marks_wrong_not_positive() })
    const threePlaces = { ...form, sections: [form.sections[0]!, { ...form.sections[1]!, correct: '1.125' }] }
    expect(checkQuiz(threePlaces, false).errors).toEqual({ 'sections.1.correct': m.exam_marks_two_places() })
    const untitled = { ...form, sections: [{ ...form.sections[0]!, title: ' ' }, form.sections[1]!] }
    expect(checkQuiz(untitled, false).errors).toEqual({ 'sections.0.title': m.exam_section_title() })
  })

  it('gives a removed section’s questions to the one before, and moves sections without moving questions', () => {
    const form = twoSections()
    const [first, second] = form.sections
    const moved = editorReducer(form, { type: 'moveSection', key: second!.key, by: -1 })
    expect(moved.sections.map((section) => section.title)).toEqual(['Quant', 'Reasoning'])
    expect(toQuizInput(moved, false).sections!.map((section) => section.questionIndexes)).toEqual([
      [2, 3],
      [0, 1],
    ])
    const removed = editorReducer(form, { type: 'removeSection', key: second!.key })
    expect(removed.questions.every((question) => question.section === first!.key)).toBe(true)
    const none = editorReducer(removed, { type: 'removeSection', key: first!.key })
    expect(none.examOn).toBe(false)
  })

  it('loads a saved paper’s sections back, marks from hundredths', () => {
    const saved = {
      quiz: {
        ...createInitialForm(),
        title: 'Mock',
        topic: 'Mock',
        category: 'general-knowledge',
        timeLimit: 600,
        pricePaise: 0,
        startTime: null,
        endTime: null,
        status: 'draft',
        exam: {
          sectionOrder: 'fixed',
          carryOver: true,
          sections: [
            {
              title: 'Reasoning',
              timeLimit: 120,
              marking: { correct: 100, wrong: -25, skipped: 0 },
              questionIndexes: [1],
            },
            { title: 'Quant', timeLimit: 180, marking: { correct: 200, wrong: -50, skipped: 0 }, questionIndexes: [0] },
          ],
        },
      },
      questions: [
        { id: 'a', question: 'One?', type: 'multiple-choice', options: ['A', 'B', 'C', 'D'], correctAnswer: 0 },
        { id: 'b', question: 'Two?', type: 'multiple-choice', options: ['A', 'B', 'C', 'D'], correctAnswer: 0 },
      ].map((question) => ({ ...question, explanation: '', points: 1, timeLimit: 30 })),
    } as unknown as QuizForEdit
    const form = fromEditData(saved)
    expect(form).toMatchObject({ examOn: true, sectionOrder: 'fixed', carryOver: true })
    expect(form.sections).toMatchObject([
      { title: 'Reasoning', timeLimit: '120', correct: '1', wrong: '-0.25', skipped: '0' },
      { title: 'Quant', timeLimit: '180', correct: '2', wrong: '-0.5', skipped: '0' },
    ])
    expect(form.questions.map((question) => question.section)).toEqual([form.sections[1]!.key, form.sections[0]!.key])
    expect(toQuizInput(form, false).sections!.map((section) => section.questionIndexes)).toEqual([[1], [0]])
  })
})
