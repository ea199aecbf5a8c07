import { z } from 'zod'
import { QUIZ_SCHEMA_MESSAGES } from '../messages'
import { m } from '../paraglide/messages.js'
import { QUESTION_LIMITS as LIMITS } from './limits'
import { OptionImagesSchema, questionImageFields } from '../question-images'
import { comparable, WILDCARD } from './text'

/**
 * What a question asks and how it is marked, by its type: the part of a question beyond its text,
 * explanation, points and time. Every refusal is a sentence of the catalogs, read when a value
 * fails, so it speaks the language of the request or the page.
 */

const allDifferent = (texts: readonly string[]) => new Set(texts.map((text) => comparable(text))).size === texts.length

/** Trimmed text, required and bounded, each with its own words. */
const requiredText = (needsText: () => string, tooLong: () => string) =>
  z.string({ error: needsText }).trim().min(1, { error: needsText }).max(LIMITS.textMax, { error: tooLong })

const optionsCount = () => m.question_options_count({ min: LIMITS.minOptions, max: LIMITS.maxOptions })

const OptionsSchema = z
  .array(
    requiredText(
      () => m.quiz_schema_messages_option_needs_text(),
      () => QUIZ_SCHEMA_MESSAGES.tooLong('option', LIMITS.textMax),
    ),
    { error: optionsCount },
  )
  .min(LIMITS.minOptions, { error: optionsCount })
  .max(LIMITS.maxOptions, { error: optionsCount })
  .refine(allDifferent, { error: () => m.quiz_schema_messages_options_different() })

/** Each option's image, where the options have any: one place per option. */
const optionImagesFit = {
  check: (question: { options: string[]; optionImages?: Array<string | null> | undefined }) =>
    question.optionImages === undefined || question.optionImages.length === question.options.length,
  params: { error: () => m.image_texts_option_images_count(), path: ['optionImages'] },
}

/** A whole number from 0, said in `words` when it is not one. */
const index = (words: () => string) => z.number({ error: words }).int({ error: words }).min(0, { error: words })

const MultipleChoiceSchema = z
  .object({
    type: z.literal('multiple-choice'),
    options: OptionsSchema,
    optionImages: OptionImagesSchema,
    ...questionImageFields,
    correctAnswer: index(() => m.quiz_schema_messages_choose_correct()),
  })
  .refine((question) => question.correctAnswer < question.options.length, {
    error: () => m.quiz_schema_messages_choose_correct(),
  })
  .refine(optionImagesFit.check, optionImagesFit.params)

const MultipleAnswersSchema = z
  .object({
    type: z.literal('multiple-answers'),
    options: OptionsSchema,
    optionImages: OptionImagesSchema,
    ...questionImageFields,
    correctAnswers: z
      .array(
        index(() => m.question_right_answer_not_an_option()),
        {
          error: () => m.question_right_answers_required(),
        },
      )
      .min(1, { error: () => m.question_right_answers_required() })
      .refine((answers) => new Set(answers).size === answers.length, {
        error: () => m.question_right_answer_repeated(),
      }),
    grading: z
      .enum(['partial', 'all-or-nothing'], { error: () => m.question_grading_multiple_answers() })
      .default('partial'),
  })
  .refine((question) => question.correctAnswers.every((answer) => answer < question.options.length), {
    error: () => m.question_right_answer_not_an_option(),
  })
  .refine(optionImagesFit.check, optionImagesFit.params)

const TrueFalseSchema = z.object({
  type: z.literal('true-false'),
  ...questionImageFields,
  correctAnswer: z.boolean({ error: () => m.question_true_or_false_required() }),
})

const NumericSchema = z.object({
  type: z.literal('numeric'),
  ...questionImageFields,
  answer: z.number({ error: () => m.question_numeric_answer() }),
  tolerance: z
    .number({ error: () => m.question_numeric_tolerance() })
    .min(0, { error: () => m.question_numeric_tolerance() })
    .default(0),
  toleranceType: z
    .enum(['absolute', 'relative'], { error: () => m.question_numeric_tolerance_type() })
    .default('absolute'),
})

const acceptedAnswersCount = () => m.question_accepted_answers_count({ max: LIMITS.maxAcceptedAnswers })

const ShortAnswerSchema = z.object({
  type: z.literal('short-answer'),
  ...questionImageFields,
  acceptedAnswers: z
    .array(
      requiredText(
        () => m.question_accepted_answer_text(),
        () => m.question_accepted_answer_too_long({ max: LIMITS.textMax }),
      ).refine((answer) => answer.replaceAll(WILDCARD, '').trim() !== '', {
        // An answer of wildcards alone would take anything typed.
        error: () => m.question_accepted_answer_only_wildcards(),
      }),
      { error: acceptedAnswersCount },
    )
    .min(1, { error: acceptedAnswersCount })
    .max(LIMITS.maxAcceptedAnswers, { error: acceptedAnswersCount }),
  caseSensitive: z.boolean({ error: () => m.question_case_sensitive() }).default(false),
})

const itemsCount = () => m.question_items_count({ min: LIMITS.minItems, max: LIMITS.maxItems })

const OrderingSchema = z.object({
  type: z.literal('ordering'),
  ...questionImageFields,
  /** In the right order. */
  items: z
    .array(
      requiredText(
        () => m.question_item_text(),
        () => m.question_item_too_long({ max: LIMITS.textMax }),
      ),
      { error: itemsCount },
    )
    .min(LIMITS.minItems, { error: itemsCount })
    .max(LIMITS.maxItems, { error: itemsCount })
    .refine(allDifferent, { error: () => m.question_items_different() }),
  grading: z
    .enum(['all-or-nothing', 'subset'], { error: () => m.question_grading_ordering() })
    .default('all-or-nothing'),
})

const pairsCount = () => m.question_pairs_count({ min: LIMITS.minPairs, max: LIMITS.maxPairs })
const side = requiredText(
  () => m.question_pair_text(),
  () => m.question_pair_too_long({ max: LIMITS.textMax }),
)

const MatchingSchema = z.object({
  type: z.literal('matching'),
  ...questionImageFields,
  pairs: z
    .array(z.object({ left: side, right: side }, { error: () => m.question_pair_text() }), { error: pairsCount })
    .min(LIMITS.minPairs, { error: pairsCount })
    .max(LIMITS.maxPairs, { error: pairsCount })
    .refine((pairs) => allDifferent(pairs.map((pair) => pair.left)), {
      error: () => m.question_lefts_different(),
    })
    .refine((pairs) => allDifferent(pairs.map((pair) => pair.right)), {
      error: () => m.question_rights_different(),
    }),
})

/** The REST API's `mcq` is multiple-choice, and so is a question that names no type (as before types). */
function withTypeName(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value
  const { type } = value as { type?: unknown }
  return type === undefined || type === 'mcq' ? { ...value, type: 'multiple-choice' } : value
}

export const QuestionDefinitionSchema = z.preprocess(
  withTypeName,
  z.discriminatedUnion(
    'type',
    [
      MultipleChoiceSchema,
      MultipleAnswersSchema,
      TrueFalseSchema,
      NumericSchema,
      ShortAnswerSchema,
      OrderingSchema,
      MatchingSchema,
    ],
    { error: () => m.question_type_unknown() },
  ),
)
export type QuestionDefinition = z.output<typeof QuestionDefinitionSchema>
