import { z } from 'zod'
import { m } from '../paraglide/messages.js'
import { QUIZ_LANGUAGES, type QuizLanguage } from '../quiz-languages'
import { QUIZ_LANGUAGE_NAMES } from '../quiz-language-names'
import { QUIZ_BOUNDS } from '../schemas/quiz-bounds'
import type { QuestionDefinition } from './definitions'
import { QUESTION_LIMITS } from './limits'
import type { QuestionView } from './serve'

/**
 * A question's second language: its text, explanation and the words a player picks from (options,
 * ordering items, matching pairs), each list in the definition's order and of the same length. What
 * marks the question stays in the definition alone: a right option is right in both languages, a
 * number is a number, and a short answer's accepted answers list the spellings of both.
 */

const text = (max: number, needsText: () => string) =>
  z
    .string({ error: needsText })
    .trim()
    .min(1, { error: needsText })
    .max(max, {
      error: () => m.question_translation_too_long({ max }),
    })

const part = () => text(QUESTION_LIMITS.textMax, () => m.question_translation_part_text())

export const QuestionTranslationSchema = z.object({
  language: z.enum(QUIZ_LANGUAGES, { error: () => m.quiz_language_texts_unknown() }),
  question: text(QUIZ_BOUNDS.questionMax, () => m.question_translation_text()),
  explanation: z
    .string()
    .trim()
    .max(QUIZ_BOUNDS.explanationMax, {
      error: () => m.question_translation_too_long({ max: QUIZ_BOUNDS.explanationMax }),
    })
    .default(''),
  options: z.array(part(), { error: () => m.question_translation_part_text() }).optional(),
  items: z.array(part(), { error: () => m.question_translation_part_text() }).optional(),
  pairs: z
    .array(z.object({ left: part(), right: part() }), { error: () => m.question_translation_part_text() })
    .optional(),
})
export type QuestionTranslation = z.output<typeof QuestionTranslationSchema>
export type QuestionTranslationInput = z.input<typeof QuestionTranslationSchema>

/** The lists a type's translation carries, and how many of each: the definition's own. */
export function translationParts(definition: QuestionDefinition): { options?: number; items?: number; pairs?: number } {
  switch (definition.type) {
    case 'multiple-choice':
    case 'multiple-answers':
      return { options: definition.options.length }
    case 'ordering':
      return { items: definition.items.length }
    case 'matching':
      return { pairs: definition.pairs.length }
    default:
      return {}
  }
}

/**
 * Why a translation does not fit its question, in words (null when it fits): another language
 * than the quiz's, and one text for each option, item or pair the question has, no more, no fewer.
 */
export function translationMisfit(
  definition: QuestionDefinition,
  translation: QuestionTranslation,
  quizLanguage?: QuizLanguage,
): string | null {
  const language = QUIZ_LANGUAGE_NAMES[translation.language]
  if (quizLanguage !== undefined && translation.language === quizLanguage) {
    return m.question_translation_same_language({ language })
  }
  const wanted = translationParts(definition)
  for (const key of ['options', 'items', 'pairs'] as const) {
    const count = translation[key]?.length
    if (wanted[key] === undefined) {
      if (count !== undefined && count > 0) return m.question_translation_no_parts({ language })
    } else if (count !== wanted[key]) {
      return m.question_translation_parts_count({ language, count: wanted[key] })
    }
  }
  return null
}

/**
 * Why a question's second language does not fit its paper, in words (null when it does): the
 * quiz's own language, or another than the paper's (`first`, its first translated question's),
 * since the player's switch turns every question to one language.
 */
export function paperLanguageMisfit(
  language: QuizLanguage,
  quizLanguage: QuizLanguage,
  first: QuizLanguage | undefined,
): string | null {
  const name = QUIZ_LANGUAGE_NAMES[language]
  if (language === quizLanguage) return m.question_translation_same_language({ language: name })
  if (first !== undefined && language !== first) {
    return m.question_translation_one_language({ language: name, first: QUIZ_LANGUAGE_NAMES[first] })
  }
  return null
}

/**
 * What a player is shown of a question in its second language, in the places the attempt serves
 * (`order`, as in serve()): the same view, its words translated.
 */
export interface TranslatedView {
  language: QuizLanguage
  question: string
  options?: string[]
  items?: string[]
  lefts?: string[]
  rights?: string[]
}

export function translatedView(
  view: QuestionView,
  order: readonly number[],
  translation: QuestionTranslation,
): TranslatedView {
  const base = { language: translation.language, question: translation.question }
  const inServedOrder = <T>(list: readonly T[] | undefined) => (list ? order.map((index) => list[index]!) : undefined)
  switch (view.type) {
    case 'multiple-choice':
    case 'multiple-answers': {
      const options = inServedOrder(translation.options)
      return options ? { ...base, options } : base
    }
    case 'ordering': {
      const items = inServedOrder(translation.items)
      return items ? { ...base, items } : base
    }
    case 'matching': {
      const pairs = translation.pairs
      if (!pairs) return base
      return { ...base, lefts: pairs.map((pair) => pair.left), rights: order.map((index) => pairs[index]!.right) }
    }
    default:
      return base
  }
}
