import { paiseToRupees, rupeesToPaise } from '#shared/money'
import { DEFAULT_CATEGORY, EDITOR_CATEGORIES, type Category } from '#shared/quiz'
import { withRevealTime } from '#shared/answer-reveal'
import { IST_OFFSET, indiaWallClock } from '#shared/india-time'
import { definitionOf, type QuizInput } from '#shared/schemas/quiz'
import type { RouterOutputs } from '@/trpc'
import { definitionInput, draftOf } from './definition/definition-draft'
import type { QuestionTranslationInput } from '#shared/questions/translation'
import type { QuizLanguage } from '#shared/quiz-languages'
import {
  alignedTranslation,
  type EditorForm,
  filledQuestions,
  isBlankTranslation,
  newQuestionKey,
  type QuestionDraft,
  type QuestionImages,
  sectionDraft,
  translationDraft,
  withDefaultReveal,
} from './editor-state'

export type QuizForEdit = RouterOutputs['quizzes']['forEdit']

/**
 * datetime-local carries no zone: the editor's times are India's (IST), as every time the product
 * shows, whatever the browser's zone, and are sent as UTC.
 */
function localInputToIso(value: string): string | null {
  if (!value) return null
  const date = new Date(`${value}${IST_OFFSET}`)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

function isoToLocalInput(iso: string | null): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return ''
  return indiaWallClock(iso).slice(0, 16)
}

/** The price in paise; an empty field is ₹0 and a malformed one NaN. */
export function pricePaiseOf(form: Pick<EditorForm, 'isPaid' | 'price'>): number {
  return form.isPaid ? rupeesToPaise(form.price.trim() || '0') : 0
}

// An empty number field goes as undefined (the schema's default applies) or, where the schema has
// no default, as NaN: JSON carries it as null and the schema answers with its own message.
// A field left alone while disabled may hold no text at all.
const optionalNumber = (text: string | undefined) => (!text?.trim() ? undefined : Number(text))
const requiredNumber = (text: string | undefined) => (!text?.trim() ? Number.NaN : Number(text))

/**
 * The save procedures' input. Blank placeholder questions are left out; a choice of when the
 * answers show that the author never made follows the quiz's end time.
 */
export function toQuizInput(editorForm: EditorForm, asDraft: boolean): QuizInput {
  const form = withDefaultReveal(editorForm)
  const title = form.title.trim()
  return {
    title,
    description: form.description.trim(),
    topic: form.topic.trim() || title,
    category: form.category,
    difficulty: form.difficulty,
    language: form.language,
    isPaid: form.isPaid,
    pricePaise: pricePaiseOf(form),
    timeLimit: requiredNumber(form.timeLimit),
    startTime: form.isPaid ? localInputToIso(form.startTime) : null,
    endTime: form.isPaid ? localInputToIso(form.endTime) : null,
    settings: {
      ...form.settings,
      antiCheat: { ...form.settings.antiCheat, maxTabSwitches: optionalNumber(form.maxTabSwitches) },
    },
    // Empty is none; anything typed goes as a number, and the schema refuses what is not one in words.
    passMark: form.passMark.trim() ? Number(form.passMark) : null,
    visibility: form.visibility,
    // Groups chosen and then left by going public are not sent: a public quiz is shared with none.
    groupIds: form.visibility === 'private' ? form.groupIds : [],
    questions: questionsOf(form),
    ...layoutOf(form),
    asDraft,
  }
}

/**
 * The paper's sections, only while they are switched on: each question by its place among those
 * sent. A section's own clock and carry-over belong to a fixed order, so a free order sends
 * neither (what was typed stays in the form for a switch back).
 */
function layoutOf(form: EditorForm): Pick<QuizInput, 'sections' | 'sectionOrder' | 'carryOver'> {
  if (!form.examOn || form.sections.length === 0) return {}
  const questions = filledQuestions(form.questions)
  const fixed = form.sectionOrder === 'fixed'
  return {
    sections: form.sections.map((section) => ({
      title: section.title,
      timeLimit: fixed ? (optionalNumber(section.timeLimit) ?? null) : null,
      marking: {
        correct: requiredNumber(section.correct),
        wrong: optionalNumber(section.wrong),
        skipped: optionalNumber(section.skipped),
      },
      questionIndexes: questions.flatMap((question, index) => (question.section === section.key ? [index] : [])),
    })),
    sectionOrder: form.sectionOrder,
    carryOver: fixed && form.carryOver,
  }
}

/**
 * A saved question's pictures, as they were: the option pictures only while its options are still
 * choices, as many as there were.
 */
function imagesOf({ images, definition }: QuestionDraft): QuestionImages {
  if (!images) return {}
  const { optionImages, ...rest } = images
  const keepsOptions =
    optionImages !== undefined &&
    (definition.type === 'multiple-choice' || definition.type === 'multiple-answers') &&
    optionImages.length === definition.options.length
  return keepsOptions ? { ...rest, optionImages } : rest
}

/**
 * The questions, each of its type, as the save procedures take them: the common fields and the
 * definition's (a single answer as before types: four options and the right one's index). What is
 * not chosen yet is left out, and the schema refuses it in words.
 */
function questionsOf(form: EditorForm): QuizInput['questions'] {
  return filledQuestions(form.questions).map(
    (question) =>
      ({
        question: question.question.trim(),
        ...definitionInput(question.definition),
        ...imagesOf(question),
        ...translationOf(question, form.secondLanguage),
        explanation: question.explanation.trim(),
        points: optionalNumber(question.points),
        timeLimit: optionalNumber(question.timeLimit),
      }) as QuizInput['questions'][number],
  )
}

/**
 * A question's second language as the save procedures take it: only with a second language chosen
 * and something typed in it (a question left in one language is saved so), the lists its type has,
 * one text for each option, item or pair. What is missing the schema refuses in words.
 */
function translationOf(
  { translation, definition }: QuestionDraft,
  language: QuizLanguage | '',
): { translation?: QuestionTranslationInput } {
  if (language === '' || isBlankTranslation(translation)) return {}
  const t = alignedTranslation(translation, definition)
  const lists = (() => {
    switch (definition.type) {
      case 'multiple-choice':
      case 'multiple-answers':
        return { options: t.options }
      case 'ordering':
        return { items: t.items }
      case 'matching':
        return { pairs: t.pairs }
      default:
        return {}
    }
  })()
  return { translation: { language, question: t.question.trim(), explanation: t.explanation.trim(), ...lists } }
}

/** The picture references a stored definition holds, if any. */
function storedImages(definition: QuestionImages): QuestionImages | undefined {
  const { image, explanationImage } = definition
  const optionImages = 'optionImages' in definition ? definition.optionImages : undefined
  if (!image && !explanationImage && !optionImages) return undefined
  return {
    ...(image ? { image } : {}),
    ...(explanationImage ? { explanationImage } : {}),
    ...(optionImages ? { optionImages } : {}),
  }
}

function toCategory(value: string): Category {
  return (EDITOR_CATEGORIES as readonly string[]).includes(value) ? (value as Category) : DEFAULT_CATEGORY
}

/** A saved quiz as the form holds it. */
export function fromEditData({ quiz, questions, groupIds }: QuizForEdit): EditorForm {
  const sections = quiz.exam?.sections.map(sectionDraft) ?? []
  const sectionAt = (index: number) =>
    sections[quiz.exam?.sections.findIndex((section) => section.questionIndexes.includes(index)) ?? -1]?.key
  return {
    title: quiz.title,
    description: quiz.description,
    // A topic that only repeats the title was the default; leave the field empty so it follows the title.
    topic: quiz.topic === quiz.title ? '' : quiz.topic,
    category: toCategory(quiz.category),
    categoryChosen: true,
    difficulty: quiz.difficulty,
    language: quiz.language,
    // One second language for the paper: the one its questions are in.
    secondLanguage: questions.find((question) => question.translation)?.translation?.language ?? '',
    timeLimit: String(quiz.timeLimit),
    isPaid: quiz.isPaid,
    price: quiz.isPaid ? String(paiseToRupees(quiz.pricePaise)) : '',
    startTime: isoToLocalInput(quiz.startTime),
    endTime: isoToLocalInput(quiz.endTime),
    // A quiz saved before the choice existed gets the one the server reads it with.
    settings: withRevealTime(quiz.settings, quiz.endTime),
    revealChosen: true,
    maxTabSwitches: String(quiz.settings.antiCheat.maxTabSwitches),
    passMark: String(quiz.passMark ?? ''),
    visibility: quiz.visibility,
    groupIds,
    // Every type, its definition as the sub-form holds it.
    examOn: sections.length > 0,
    sections,
    sectionOrder: quiz.exam?.sectionOrder ?? 'free',
    carryOver: quiz.exam?.carryOver ?? false,
    questions: questions.map(({ id: _id, ...question }, index) => ({
      key: newQuestionKey(),
      question: question.question,
      definition: draftOf(definitionOf(question)),
      images: storedImages(definitionOf(question)),
      translation: translationDraft(question.translation),
      explanation: question.explanation,
      points: String(question.points),
      timeLimit: String(question.timeLimit),
      section: sectionAt(index),
    })),
  }
}
