import { z } from 'zod'
import type { ResponseFormatJSONSchema } from 'openai/resources/shared'
import type { QuestionDefinition } from '#shared/questions/definitions'
import {
  type QuestionTranslation,
  QuestionTranslationSchema,
  translationMisfit,
  translationParts,
} from '#shared/questions/translation'
import type { QuizLanguage } from '#shared/quiz-languages'
import type { QUESTION_TYPES } from '#shared/schemas/quiz'
import type { Checked } from '#server/ai/completion'

type QuestionType = (typeof QUESTION_TYPES)[number]
type ListKey = 'options' | 'items' | 'pairs'

/** The list of words a type's translation carries (the others carry only text and explanation). */
const TYPE_LIST: Partial<Record<QuestionType, ListKey>> = {
  'multiple-choice': 'options',
  'multiple-answers': 'options',
  ordering: 'items',
  matching: 'pairs',
}

const text = (what: string) => z.string().describe(what)
const ORDER = 'in the same order as the original'

/**
 * A question's translation as the model writes it: its text, explanation and, for a type with
 * options, items or pairs, one text for each, `count` of them where the number is known. The
 * language is the request's, not the model's to say.
 */
export function aiTranslationSchema(type: QuestionType, count?: number) {
  const sized = <T extends z.ZodArray>(list: T) => (count === undefined ? list : list.length(count))
  const lists = {
    options: { options: sized(z.array(text('One option, translated'))).describe(`Every option, ${ORDER}`) },
    items: { items: sized(z.array(text('One item, translated'))).describe(`Every item, ${ORDER}`) },
    pairs: {
      pairs: sized(
        z.array(z.object({ left: text('The left item, translated'), right: text('Its match, translated') })),
      ).describe(`Every pair, ${ORDER}`),
    },
  }
  const list = TYPE_LIST[type]
  return z.object({
    question: text('The question text, translated'),
    explanation: text('The explanation, translated (empty when the original has none)'),
    ...(list ? lists[list] : {}),
  })
}

/** `response_format` for one question's translation: its lists as long as the question's own. */
export function translationResponseFormat(definition: QuestionDefinition): ResponseFormatJSONSchema {
  const count = Object.values(translationParts(definition))[0]
  const { $schema: _ignored, ...schema } = z.toJSONSchema(aiTranslationSchema(definition.type, count))
  return {
    type: 'json_schema',
    json_schema: {
      name: 'question_translation',
      description: 'The question, its explanation and each of its options, items or pairs, translated',
      strict: true,
      schema,
    },
  }
}

/**
 * The model's translation of a question, checked as a saved one is: the schema's lengths and one
 * text for each option, item or pair of the question. Nothing here trusts the schema above (a
 * local model may send anything).
 */
export function checkTranslation(
  raw: unknown,
  language: QuizLanguage,
  definition: QuestionDefinition,
): Checked<QuestionTranslation> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, problem: 'the translation is not an object' }
  }
  const parsed = QuestionTranslationSchema.safeParse({ ...raw, language })
  if (!parsed.success) return { ok: false, problem: parsed.error.issues[0]?.message ?? 'the translation is invalid' }
  const misfit = translationMisfit(definition, parsed.data)
  return misfit ? { ok: false, problem: misfit } : { ok: true, value: parsed.data }
}
