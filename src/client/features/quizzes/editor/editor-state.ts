import { QUIZ_LIMITS } from '#shared/constants'
import { type Category, DEFAULT_CATEGORY, type Difficulty } from '#shared/quiz'
import { withRevealTime } from '#shared/answer-reveal'
import type { QuestionDefinition } from '#shared/questions/definitions'
import { getLocale } from '#shared/i18n'
import { type QuizLanguage, quizLanguageFor } from '#shared/quiz-languages'
import { DEFAULT_SETTINGS, type GeneratedQuiz, type QuizSettings } from '#shared/schemas/quiz'
import type { QuestionTranslationInput } from '#shared/questions/translation'
import type { SECTION_ORDERS } from '#shared/exam/sections'
import { type DefinitionDraft, draftOf, emptyDraft, isBlankDraft } from './definition/definition-draft'
import { defaultTotalSeconds, distributeTime, parseNumber, totalAfterQuestionChange } from './timing'

/** A question's references to its pictures, as the save procedures take them. */
export interface QuestionImages {
  image?: string | undefined
  explanationImage?: string | undefined
  optionImages?: Array<string | null> | undefined
}

export interface QuestionDraft {
  /** Client-side identity: React keys and label ids stay put when other questions come and go. */
  key: string
  question: string
  /** Its type and what marks it, every type's fields as typed (see DefinitionDraft). */
  definition: DefinitionDraft
  /**
   * The pictures a saved question refers to (decision 038), which this editor does not change:
   * kept as they were and saved with the question, so a save never drops them.
   */
  images?: QuestionImages | undefined
  explanation: string
  /**
   * The question in the quiz's second language, as typed: its lists in the definition's order,
   * kept aligned as options, items and pairs come and go (see translationAfter).
   */
  translation?: TranslationDraft | undefined
  // Number fields are kept as typed, so clearing one never turns into 0 or NaN in the input.
  points: string
  timeLimit: string
  /** The key of the exam section it belongs to, when the paper has sections. */
  section?: string | undefined
}

/** An exam section as the editor holds it: numbers as typed, its questions named on their cards. */
export interface SectionDraft {
  key: string
  title: string
  /** Seconds, as typed; empty for none (only a fixed order gives sections their own clock). */
  timeLimit: string
  /** Marks for a right answer, a wrong one and one left alone, as typed (2, -0.5). */
  correct: string
  wrong: string
  skipped: string
}

/** A question's second language as the editor holds it: every type's lists, as typed. */
export interface TranslationDraft {
  question: string
  explanation: string
  options: string[]
  items: string[]
  pairs: Array<{ left: string; right: string }>
}

const emptyTranslation = (): TranslationDraft => ({
  question: '',
  explanation: '',
  options: [],
  items: [],
  pairs: [],
})

type AntiCheatSettings = QuizSettings['antiCheat']
/** The on/off settings; when the answers are shown is a choice of three (see revealAnswers). */
export type GeneralSetting = Exclude<keyof QuizSettings, 'antiCheat' | 'showCorrectAnswers' | 'showCorrectAnswersWhen'>
export type AntiCheatSwitch = Exclude<keyof AntiCheatSettings, 'maxTabSwitches'>

export interface EditorForm {
  title: string
  description: string
  /** The AI panel's topic, also saved as the quiz's topic (empty: the server uses the title). */
  topic: string
  category: Category
  /** Whether the author picked the category; until then an AI suggestion may replace the default. */
  categoryChosen: boolean
  difficulty: Difficulty
  /** The language the quiz is written in; AI generation writes in it too. */
  language: QuizLanguage
  /** The paper's second language, '' for none: every question may be written in it too. */
  secondLanguage: QuizLanguage | ''
  /** Total time limit in seconds, as typed. */
  timeLimit: string
  isPaid: boolean
  /** Rupees, as typed. */
  price: string
  /** datetime-local values, in India's time (IST). */
  startTime: string
  endTime: string
  settings: QuizSettings
  /**
   * Whether the author picked when the answers are shown; until then the choice follows the
   * default, which depends on whether the quiz has an end time.
   */
  revealChosen: boolean
  maxTabSwitches: string
  /** The pass mark in percent, as typed; empty for none (no certificates). */
  passMark: string
  /** Public (after review), or private to the creator's groups chosen in groupIds (decision 047). */
  visibility: 'public' | 'private'
  groupIds: string[]
  questions: QuestionDraft[]
  /** Whether the paper is split into exam sections; off, it saves as one list on one clock. */
  examOn: boolean
  sections: SectionDraft[]
  sectionOrder: (typeof SECTION_ORDERS)[number]
  carryOver: boolean
}

let lastKey = 0
export const newQuestionKey = () => `question-${++lastKey}`
let lastSectionKey = 0
const newSectionKey = () => `section-${++lastSectionKey}`

/** A new section marks as the paper's questions are worth (their points), nothing taken or given otherwise. */
function newSection(form: Pick<EditorForm, 'questions'>): SectionDraft {
  const points = filledQuestions(form.questions)[0]?.points.trim() || String(QUIZ_LIMITS.defaultPoints)
  return { key: newSectionKey(), title: '', timeLimit: '', correct: points, wrong: '0', skipped: '0' }
}

/** A saved section as the editor holds it: marks from hundredths back to decimals. */
export function sectionDraft(section: {
  title: string
  timeLimit: number | null
  marking: { correct: number; wrong: number; skipped: number }
}): SectionDraft {
  const decimal = (hundredths: number) => String(hundredths / 100)
  return {
    key: newSectionKey(),
    title: section.title,
    timeLimit: section.timeLimit === null ? '' : String(section.timeLimit),
    correct: decimal(section.marking.correct),
    wrong: decimal(section.marking.wrong),
    skipped: decimal(section.marking.skipped),
  }
}

const NEW_QUESTION_RIGHT_OPTION = 0

export function newQuestion(): QuestionDraft {
  return {
    key: newQuestionKey(),
    question: '',
    // A single answer starts with its first option marked right, as the editor always has: the
    // author moves the mark, and a quiz typed without touching it saves as before types.
    definition: { ...emptyDraft(), correctAnswer: NEW_QUESTION_RIGHT_OPTION },
    explanation: '',
    points: String(QUIZ_LIMITS.defaultPoints),
    timeLimit: String(QUIZ_LIMITS.defaultQuestionTimeSeconds),
  }
}

/**
 * A new quiz starts with one empty question to type into, and a total that is the 30 s default
 * of each question (the question limits add up to the total).
 */
export function createInitialForm(): EditorForm {
  const questions = [newQuestion()]
  return {
    title: '',
    description: '',
    topic: '',
    category: DEFAULT_CATEGORY,
    categoryChosen: false,
    difficulty: 'medium',
    // Someone using the site in Hindi most likely writes in Hindi; they can choose another.
    language: quizLanguageFor(getLocale()),
    secondLanguage: '',
    timeLimit: String(defaultTotalSeconds(questions.length)),
    isPaid: false,
    price: '',
    startTime: '',
    endTime: '',
    settings: withRevealTime(DEFAULT_SETTINGS, null),
    revealChosen: false,
    maxTabSwitches: String(DEFAULT_SETTINGS.antiCheat.maxTabSwitches),
    passMark: '',
    visibility: 'public',
    groupIds: [],
    questions,
    examOn: false,
    sections: [],
    sectionOrder: 'free',
    carryOver: false,
  }
}

/** The end time the quiz will be saved with: only a paid quiz has one. */
const savedEndTime = (form: Pick<EditorForm, 'isPaid' | 'endTime'>) =>
  form.isPaid && form.endTime ? form.endTime : null

/** An untouched choice follows the default for the quiz's end time, as the server would pick it. */
export function withDefaultReveal(form: EditorForm): EditorForm {
  if (form.revealChosen) return form
  const untouched = { ...form.settings, showCorrectAnswers: true, showCorrectAnswersWhen: undefined }
  return { ...form, settings: withRevealTime(untouched, savedEndTime(form)) }
}

/**
 * The option pictures after the options changed from `before` to `after` by one edit: a removed
 * option takes its picture with it (the first place the lists differ is the one removed), an
 * added one comes with none, so every picture stays with its own option.
 */
export function optionImagesAfter(
  before: readonly string[],
  after: readonly string[],
  pictures: Array<string | null>,
): Array<string | null> {
  return alignedAfter(before, after, pictures, null)
}

/** A list kept beside another (pictures, translations) after that one changed by one edit: see optionImagesAfter. */
function alignedAfter<T>(before: readonly string[], after: readonly string[], list: T[], blank: T): T[] {
  if (after.length === before.length || list.length !== before.length) return list
  if (after.length > before.length)
    return [...list, ...Array.from({ length: after.length - before.length }, () => blank)]
  const removed = before.findIndex((entry, index) => entry !== after[index])
  return list.filter((_, index) => index !== (removed < 0 ? before.length - 1 : removed))
}

/** A list padded or cut to `length` entries. */
function sized<T>(list: readonly T[], length: number, blank: () => T): T[] {
  return Array.from({ length }, (_, index) => list[index] ?? blank())
}

/** The second language's lists the length of the definition's own, each entry where its original is. */
export function alignedTranslation(
  translation: TranslationDraft | undefined,
  definition: DefinitionDraft,
): TranslationDraft {
  const t = translation ?? emptyTranslation()
  return {
    ...t,
    options: sized(t.options, definition.options.length, () => ''),
    items: sized(t.items, definition.items.length, () => ''),
    pairs: sized(t.pairs, definition.pairs.length, () => ({ left: '', right: '' })),
  }
}

/** The second language after the definition changed from `before` to `after`: a removed option takes its translation along. */
export function translationAfter(
  before: DefinitionDraft,
  after: DefinitionDraft,
  translation: TranslationDraft,
): TranslationDraft {
  const t = alignedTranslation(translation, before)
  const pairKey = (pair: { left: string; right: string }) => `${pair.left}\u0000${pair.right}`
  return alignedTranslation(
    {
      ...t,
      options: alignedAfter(before.options, after.options, t.options, ''),
      items: alignedAfter(before.items, after.items, t.items, ''),
      pairs: alignedAfter(before.pairs.map(pairKey), after.pairs.map(pairKey), t.pairs, { left: '', right: '' }),
    },
    after,
  )
}

/** A saved or generated second language as the form holds it. */
export function translationDraft(translation: QuestionTranslationInput | undefined): TranslationDraft | undefined {
  if (!translation) return undefined
  return {
    question: translation.question,
    explanation: translation.explanation ?? '',
    options: translation.options ?? [],
    items: translation.items ?? [],
    pairs: translation.pairs ?? [],
  }
}

/** Whether nothing of the second language is typed. */
export function isBlankTranslation(translation: TranslationDraft | undefined): boolean {
  if (!translation) return true
  const texts = [
    translation.question,
    translation.explanation,
    ...translation.options,
    ...translation.items,
    ...translation.pairs.flatMap((pair) => [pair.left, pair.right]),
  ]
  return texts.every((text) => text.trim() === '')
}

/** Nothing typed or chosen at all, whatever its type: such a question is a placeholder, not part of the quiz. */
export function isBlankQuestion(question: QuestionDraft): boolean {
  const { definition } = question
  // The right option a new question starts with is not something typed or chosen.
  const untouched =
    definition.correctAnswer === NEW_QUESTION_RIGHT_OPTION ? { ...definition, correctAnswer: null } : definition
  return [question.question, question.explanation].every((text) => text.trim() === '') && isBlankDraft(untouched)
}

/** The questions that count for saving and preview. */
export function filledQuestions(questions: QuestionDraft[]): QuestionDraft[] {
  return questions.filter((question) => !isBlankQuestion(question))
}

/** A generated question of any type, as the editor holds it: its type's fields through draftOf. */
function fromGenerated({
  question,
  explanation,
  translation,
  ...definition
}: GeneratedQuiz['questions'][number]): QuestionDraft {
  return {
    ...newQuestion(),
    question,
    explanation,
    definition: draftOf(definition as QuestionDefinition),
    translation: translationDraft(translation),
  }
}

/**
 * AI questions replace the empty placeholder(s) and follow the author's own; the suggestions only
 * fill what the author has not written (or, for the category, chosen) yet.
 */
function applyGenerated(form: EditorForm, generated: GeneratedQuiz): EditorForm {
  return withQuestions(
    {
      ...form,
      title: form.title.trim() ? form.title : generated.suggestedTitle,
      description: form.description.trim() ? form.description : generated.suggestedDescription,
      category: form.categoryChosen ? form.category : generated.suggestedCategory,
    },
    [...filledQuestions(form.questions), ...generated.questions.map(fromGenerated)],
  )
}

/** A new question list, with the total moved along (see totalAfterQuestionChange). */
function withQuestions(form: EditorForm, questions: QuestionDraft[]): EditorForm {
  const limits = (list: QuestionDraft[]) => list.map((question) => question.timeLimit)
  return {
    ...form,
    questions,
    timeLimit: totalAfterQuestionChange(form.timeLimit, limits(form.questions), limits(questions)),
  }
}

/** The changes that move several fields at once; a field's own typing goes straight to the form. */
export type EditorAction =
  | { type: 'addQuestion'; question: QuestionDraft }
  | { type: 'removeQuestion'; key: string }
  | { type: 'distributeTime' }
  | { type: 'applyGenerated'; generated: GeneratedQuiz }
  | { type: 'setExam'; on: boolean }
  | { type: 'addSection' }
  | { type: 'removeSection'; key: string }
  | { type: 'moveSection'; key: string; by: -1 | 1 }

/**
 * Every question in a section that exists: one without (new, or its section removed) joins the
 * last, as the server places questions appended to a paper with sections.
 */
function withSectionsWhole(form: EditorForm): EditorForm {
  const last = form.sections.at(-1)?.key
  if (!last) return form
  const keys = new Set(form.sections.map((section) => section.key))
  return {
    ...form,
    questions: form.questions.map((question) =>
      question.section && keys.has(question.section) ? question : { ...question, section: last },
    ),
  }
}

function sectionsReducer(form: EditorForm, action: EditorAction): EditorForm {
  switch (action.type) {
    case 'setExam':
      // Switched on for the first time, the paper starts as one section holding every question.
      return withSectionsWhole({
        ...form,
        examOn: action.on,
        sections: action.on && form.sections.length === 0 ? [newSection(form)] : form.sections,
      })
    case 'addSection':
      return { ...form, sections: [...form.sections, newSection(form)] }
    case 'removeSection': {
      const at = form.sections.findIndex((section) => section.key === action.key)
      const sections = form.sections.filter((section) => section.key !== action.key)
      // Its questions go to the section before it (the first section's, to the next one).
      const heir = sections[Math.max(0, at - 1)]?.key
      const questions = form.questions.map((question) =>
        question.section === action.key ? { ...question, section: heir } : question,
      )
      return { ...form, sections, questions, examOn: sections.length > 0 && form.examOn }
    }
    case 'moveSection': {
      const at = form.sections.findIndex((section) => section.key === action.key)
      const to = at + action.by
      if (at < 0 || to < 0 || to >= form.sections.length) return form
      const sections = [...form.sections]
      ;[sections[at], sections[to]] = [sections[to]!, sections[at]!]
      return { ...form, sections }
    }
    default:
      return form
  }
}

export function editorReducer(form: EditorForm, action: EditorAction): EditorForm {
  switch (action.type) {
    case 'addQuestion':
      return withSectionsWhole(withQuestions(form, [...form.questions, action.question]))
    case 'removeQuestion':
      return withQuestions(
        form,
        form.questions.filter((question) => question.key !== action.key),
      )
    case 'distributeTime': {
      const limits = distributeTime(parseNumber(form.timeLimit), form.questions.length)
      return {
        ...form,
        questions: form.questions.map((question, index) => ({ ...question, timeLimit: String(limits[index]) })),
      }
    }
    case 'applyGenerated':
      return withSectionsWhole(applyGenerated(form, action.generated))
    default:
      return sectionsReducer(form, action)
  }
}
