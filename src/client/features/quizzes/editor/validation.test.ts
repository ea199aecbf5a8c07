import { describe, expect, it } from 'vitest'
import { QUIZ_EDITOR_ERRORS } from '#shared/texts'
import { type DefinitionDraft, emptyDraft } from './definition/definition-draft'
import {
  createInitialForm,
  type EditorForm,
  newQuestion,
  optionImagesAfter,
  type QuestionDraft,
  translationAfter,
} from './editor-state'
import { fromEditData, type QuizForEdit } from './payload'
import { checkQuiz } from './validation'
import { m } from '#shared/i18n'

const filled = (text: string, options = ['A', 'B', 'C', 'D']): QuestionDraft => ({
  ...newQuestion(),
  question: text,
  definition: { ...emptyDraft(), options, correctAnswer: 0 },
})

const ofType = (text: string, type: DefinitionDraft['type'], fields: Partial<DefinitionDraft>): QuestionDraft => ({
  ...newQuestion(),
  question: text,
  definition: { ...emptyDraft(type), ...fields },
})

function quiz(patch: Partial<EditorForm>): EditorForm {
  return { ...createInitialForm(), title: 'Capitals', ...patch }
}

describe('checkQuiz: the save procedure’s schema, said on the editor’s fields', () => {
  it('passes a quiz the server would take, leaving blank placeholder questions out', () => {
    const result = checkQuiz(quiz({ questions: [filled('One?'), newQuestion()], timeLimit: '60' }), false)
    expect(result.errors).toEqual({})
    expect(result.data?.questions).toHaveLength(1)
  })

  it('sends the pass mark as a number, empty as none, and says a bad one on its field', () => {
    const questions = [filled('One?')]
    expect(checkQuiz(quiz({ questions, timeLimit: '60', passMark: '60' }), false).data?.passMark).toBe(60)
    expect(checkQuiz(quiz({ questions, timeLimit: '60', passMark: ' ' }), false).data?.passMark).toBeNull()
    for (const passMark of ['0', '101', '50.5']) {
      expect(checkQuiz(quiz({ questions, timeLimit: '60', passMark }), false).errors).toEqual({
        passMark: m.quiz_pass_mark_range(),
      })
    }
  })

  it('puts each problem on its card’s field, counting the cards as the author sees them', () => {
    // The blank second card is not sent, so the schema's question 2 is the third card.
    const questions = [filled('One?'), newQuestion(), filled('Three?', ['A', '', 'C', 'D'])]
    const { data, errors } = checkQuiz(quiz({ questions, timeLimit: '90' }), false)
    expect(data).toBeNull()
    expect(errors).toEqual({ 'questions.2.definition.options.1': QUIZ_EDITOR_ERRORS.optionNeedsText(2, 3) })
  })

  it('says a question’s own problems in words, never as a path', () => {
    const questions = [filled('', ['A', 'B', 'C', 'D']), filled('Two?', ['Same', 'same', 'C', 'D'])]
    const { errors } = checkQuiz(quiz({ questions, timeLimit: '60' }), false)
    expect(errors['questions.0.question']).toBe(QUIZ_EDITOR_ERRORS.questionNeedsText(1))
    expect(errors['questions.1.definition.options']).toBe(
      QUIZ_EDITOR_ERRORS.inQuestion(2, 'The options of a question must all be different'),
    )
    for (const message of Object.values(errors)) expect(message).not.toMatch(/questions\.\d/)
  })

  it('gives empty options only their own error, and checks the written ones for repeats', () => {
    const blankOptions = checkQuiz(quiz({ questions: [filled('One?', ['', '', '', ''])], timeLimit: '60' }), false)
    expect(blankOptions.errors).toEqual({
      'questions.0.definition.options.0': QUIZ_EDITOR_ERRORS.optionNeedsText(1, 1),
      'questions.0.definition.options.1': QUIZ_EDITOR_ERRORS.optionNeedsText(2, 1),
      'questions.0.definition.options.2': QUIZ_EDITOR_ERRORS.optionNeedsText(3, 1),
      'questions.0.definition.options.3': QUIZ_EDITOR_ERRORS.optionNeedsText(4, 1),
    })
    const twoBlank = checkQuiz(quiz({ questions: [filled('One?', ['A', ' ', '', 'D'])], timeLimit: '60' }), false)
    expect(Object.keys(twoBlank.errors).sort()).toEqual([
      'questions.0.definition.options.1',
      'questions.0.definition.options.2',
    ])
    const repeated = checkQuiz(quiz({ questions: [filled('One?', ['Same', '', '', 'same'])], timeLimit: '60' }), false)
    expect(repeated.errors['questions.0.definition.options']).toBe(
      QUIZ_EDITOR_ERRORS.inQuestion(1, 'The options of a question must all be different'),
    )
  })

  it('maps the input’s own fields back to the form’s: the tab switch limit, the price, the list', () => {
    const bad = { isPaid: true, price: '0', maxTabSwitches: '50', questions: [newQuestion()] }
    expect(checkQuiz(quiz({ ...bad, title: ' ' }), false).errors).toEqual({
      title: m.validation_quiz_title_required(),
      maxTabSwitches: QUIZ_EDITOR_ERRORS.maxTabSwitches(1, 20),
    })
    // The schema's rules across fields run once each field is right, as on the server.
    expect(checkQuiz(quiz({ ...bad, maxTabSwitches: '5' }), false).errors).toEqual({
      price: m.validation_paid_quiz_needs_price(),
      questions: m.validation_question_required(),
    })
  })

  it('lets a draft go without questions, and says so of a price that is not an amount', () => {
    expect(checkQuiz(quiz({ questions: [] }), true).errors).toEqual({})
    expect(checkQuiz(quiz({ isPaid: true, price: '1e', questions: [] }), true).errors).toEqual({
      price: m.quiz_editor_texts_invalid_price(),
    })
  })

  it('carries every type, with each problem on its card’s sub-form field, in words naming the question', () => {
    const questions = [
      ofType('Which are even?', 'multiple-answers', { options: ['2', '3', '4'], correctAnswers: [0, 2] }),
      ofType('The sun is a star.', 'true-false', { statement: true }),
      ofType('Pi to two places?', 'numeric', { answer: '3,14', tolerance: '0.01' }),
      ofType('The capital?', 'short-answer', { acceptedAnswers: ['Delhi', 'New Delhi*'] }),
      ofType('Oldest first', 'ordering', { items: ['Harappa', 'Maurya', 'Gupta'] }),
      ofType('Match', 'matching', {
        pairs: [
          { left: 'H₂O', right: 'water' },
          { left: 'NaCl', right: 'salt' },
        ],
      }),
    ]
    const good = checkQuiz(quiz({ questions, timeLimit: '180' }), false)
    expect(good.errors).toEqual({})
    expect(good.data?.questions.map((question) => question.type)).toEqual([
      'multiple-answers',
      'true-false',
      'numeric',
      'short-answer',
      'ordering',
      'matching',
    ])
    expect(good.data?.questions[2]).toMatchObject({ answer: 3.14, tolerance: 0.01 })

    const bad = [
      filled('One?'),
      ofType('Match', 'matching', { pairs: [{ left: 'a', right: 'b' }] }),
      ofType('Order', 'ordering', { items: ['x', ''] }),
      ofType('Which?', 'multiple-answers', { options: ['a', 'b'] }),
      ofType('Really?', 'true-false', {}),
      ofType('Three', 'multiple-choice', { options: ['a', 'b', 'c'], correctAnswer: 0 }),
    ]
    const { errors } = checkQuiz(quiz({ questions: bad, timeLimit: '180' }), false)
    expect(errors).toEqual({
      'questions.1.definition.pairs': QUIZ_EDITOR_ERRORS.inQuestion(2, m.question_pairs_count({ min: 2, max: 10 })),
      'questions.2.definition.items.1': QUIZ_EDITOR_ERRORS.inQuestion(3, m.question_item_text()),
      'questions.3.definition.correctAnswers': QUIZ_EDITOR_ERRORS.inQuestion(4, m.question_right_answers_required()),
      'questions.4.definition.correctAnswer': QUIZ_EDITOR_ERRORS.inQuestion(5, m.question_true_or_false_required()),
      'questions.5.definition.options': expect.stringMatching(/^Question 6: .*4 options/),
    })
  })

  it('counts a question with only its type changed as a blank placeholder', () => {
    const typed = { ...newQuestion(), definition: emptyDraft('matching') }
    expect(checkQuiz(quiz({ questions: [filled('One?'), typed], timeLimit: '60' }), false).errors).toEqual({})
  })

  it('saves a stored question’s pictures with it, option pictures only while its options are as they were', () => {
    const id = '00000000-0000-4000-8000-000000000001'
    const images = { image: id, explanationImage: id, optionImages: [id, null, null, null] }
    const kept = checkQuiz(quiz({ questions: [{ ...filled('One?'), images }], timeLimit: '60' }), false)
    expect(kept.data?.questions[0]).toMatchObject(images)
    const three = {
      ...ofType('Which?', 'multiple-answers', { options: ['a', 'b', 'c'], correctAnswers: [0] }),
      images,
    }
    const changed = checkQuiz(quiz({ questions: [three], timeLimit: '60' }), false)
    expect(changed.errors).toEqual({})
    expect(changed.data?.questions[0]).toMatchObject({ image: id, explanationImage: id })
    expect(changed.data?.questions[0]).not.toHaveProperty('optionImages')
  })
})

describe('option pictures', () => {
  it('follow their options when one is removed or added, and stay put when a text changes', () => {
    const before = ['Goa', 'Assam', 'Bihar', 'Kerala']
    const pictures = ['goa', null, 'bihar', 'kerala']
    expect(optionImagesAfter(before, ['Goa', 'Bihar', 'Kerala'], pictures)).toEqual(['goa', 'bihar', 'kerala'])
    expect(optionImagesAfter(before, ['Goa', 'Assam', 'Bihar'], pictures)).toEqual(['goa', null, 'bihar'])
    expect(optionImagesAfter(before, [...before, 'Delhi'], pictures)).toEqual([...pictures, null])
    expect(optionImagesAfter(before, ['Goa', 'Assam', 'Patna', 'Kerala'], pictures)).toBe(pictures)
  })
})

describe('a second language', () => {
  const hindi = (question: QuestionDraft, translation: Partial<NonNullable<QuestionDraft['translation']>>) => ({
    ...question,
    translation: { question: '', explanation: '', options: [], items: [], pairs: [], ...translation },
  })

  it('is saved with the question when written, its lists those of the question’s type', () => {
    const written = hindi(filled('One?'), { question: 'एक?', options: ['क', 'ख', 'ग', 'घ'], items: ['stray'] })
    const { data, errors } = checkQuiz(quiz({ secondLanguage: 'hi', questions: [written], timeLimit: '60' }), false)
    expect(errors).toEqual({})
    expect(data?.questions[0]?.translation).toEqual({
      language: 'hi',
      question: 'एक?',
      explanation: '',
      options: ['क', 'ख', 'ग', 'घ'],
    })
  })

  it('is left out when nothing of it is written, or no second language is chosen', () => {
    const blank = hindi(filled('One?'), { question: '  ' })
    const none = hindi(filled('Two?'), { question: 'दो?', options: ['क', 'ख', 'ग', 'घ'] })
    const withLanguage = checkQuiz(quiz({ secondLanguage: 'hi', questions: [blank], timeLimit: '60' }), false)
    expect(withLanguage.data?.questions[0]).not.toHaveProperty('translation')
    const withoutLanguage = checkQuiz(quiz({ secondLanguage: '', questions: [none], timeLimit: '60' }), false)
    expect(withoutLanguage.data?.questions[0]).not.toHaveProperty('translation')
  })

  it('partly written, says in words what is missing, on the field at fault', () => {
    const ordering = ofType('Oldest first', 'ordering', { items: ['Maurya', 'Gupta', 'Mughal'] })
    const partly = hindi(ordering, { question: 'सबसे पुराना पहले', items: ['मौर्य'] })
    const { data, errors } = checkQuiz(quiz({ secondLanguage: 'hi', questions: [partly], timeLimit: '30' }), false)
    expect(data).toBeNull()
    expect(errors).toEqual({
      'questions.0.translation.items.1': QUIZ_EDITOR_ERRORS.inQuestion(1, m.question_translation_part_text()),
      'questions.0.translation.items.2': QUIZ_EDITOR_ERRORS.inQuestion(1, m.question_translation_part_text()),
    })
    const noText = hindi(filled('One?'), { explanation: 'व्याख्या' })
    const second = checkQuiz(quiz({ secondLanguage: 'hi', questions: [noText], timeLimit: '60' }), false)
    expect(second.errors['questions.0.translation.question']).toBe(
      QUIZ_EDITOR_ERRORS.inQuestion(1, m.question_translation_text()),
    )
  })

  it('keeps each translated option, item and pair with its own as they are removed and added', () => {
    const before = { ...emptyDraft('ordering'), items: ['Maurya', 'Gupta', 'Mughal'], options: ['A', 'B'] }
    const translation = {
      question: 'q',
      explanation: '',
      options: ['क', 'ख'],
      items: ['मौर्य', 'गुप्त', 'मुग़ल'],
      pairs: [],
    }
    const removed = translationAfter(before, { ...before, items: ['Maurya', 'Mughal'] }, translation)
    expect(removed.items).toEqual(['मौर्य', 'मुग़ल'])
    expect(removed.options).toEqual(['क', 'ख'])
    const added = translationAfter(before, { ...before, items: [...before.items, ''] }, translation)
    expect(added.items).toEqual(['मौर्य', 'गुप्त', 'मुग़ल', ''])
  })

  it('is read back with the paper’s second language from a saved quiz', () => {
    const saved = {
      quiz: { ...quizForEdit, language: 'en' },
      questions: [
        {
          id: 'q1',
          question: 'One?',
          explanation: '',
          points: 1,
          timeLimit: 30,
          type: 'multiple-choice',
          options: ['A', 'B', 'C', 'D'],
          correctAnswer: 0,
          translation: { language: 'hi', question: 'एक?', explanation: '', options: ['क', 'ख', 'ग', 'घ'] },
        },
      ],
    } as unknown as QuizForEdit
    const form = fromEditData(saved)
    expect(form.secondLanguage).toBe('hi')
    expect(form.questions[0]?.translation).toMatchObject({ question: 'एक?', options: ['क', 'ख', 'ग', 'घ'] })
  })
})

const quizForEdit = {
  title: 'Capitals',
  description: '',
  topic: 'Capitals',
  category: 'general-knowledge',
  difficulty: 'medium',
  timeLimit: 60,
  isPaid: false,
  pricePaise: 0,
  startTime: null,
  endTime: null,
  status: 'draft',
  settings: {
    shuffleQuestions: false,
    shuffleOptions: false,
    showCorrectAnswers: true,
    showCorrectAnswersWhen: 'after_submit',
    allowReview: true,
    antiCheat: { enabled: false, maxTabSwitches: 3 },
  },
}
