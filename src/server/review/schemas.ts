import { z } from 'zod'
import { IdSchema } from '#server/http/ids'
import { envelope } from '#server/http/openapi'
import { ImageViewSchema } from '#server/images/schemas'
import { m } from '#shared/i18n'
import { QUESTION_LIMITS } from '#shared/questions/limits'
import { QuizLanguageSchema } from '#shared/schemas/quiz'
import type { ReviewOutcome } from '#shared/review'

const REVIEW_OUTCOMES = ['right', 'partial', 'wrong'] as const satisfies readonly ReviewOutcome[]

const LIST_MAX = Math.max(QUESTION_LIMITS.maxOptions, QUESTION_LIMITS.maxItems, QUESTION_LIMITS.maxPairs)

/**
 * An answer to a card's question in the question model's form, in the indexes of what the card
 * showed: an option's index, option indexes, a boolean, a number or the number typed, the text
 * typed, item indexes in the order chosen, or for each left-hand side the right-hand side matched.
 * Whether it fits its question is checked against what the card showed.
 */
const ReviewResponseSchema = z
  .union([z.boolean(), z.number(), z.string().max(QUESTION_LIMITS.textMax * 4), z.array(z.number()).max(LIST_MAX)], {
    error: () => m.review_response_missing(),
  })
  .meta({ examples: [1, [0, 2], true, '3.14', 'दिल्ली', [2, 0, 1]] })

export const ReviewAnswerBodySchema = z
  .object({ response: ReviewResponseSchema })
  .meta({ examples: [{ response: 2 }, { response: [1, 0, 2] }] })

export const ReviewAnswerInput = z.object({ cardId: IdSchema, response: ReviewResponseSchema })

/*
 * The REST answers' shapes, for the API's document (decision 031).
 */
const QuestionViewSchema = z.union([
  z.object({ type: z.enum(['multiple-choice', 'multiple-answers']), options: z.array(z.string()) }),
  z.object({ type: z.enum(['true-false', 'numeric', 'short-answer']) }),
  z.object({ type: z.literal('ordering'), items: z.array(z.string()) }),
  z.object({ type: z.literal('matching'), lefts: z.array(z.string()), rights: z.array(z.string()) }),
])

const ReviewCardSchema = z.object({
  _id: z.uuid(),
  quizId: z.uuid(),
  quizTitle: z.string(),
  language: QuizLanguageSchema,
  /** The question in the quiz's second language, its lists in the order this card shows them; null where it has none. */
  translation: z
    .object({
      language: QuizLanguageSchema,
      question: z.string(),
      options: z.array(z.string()).optional(),
      items: z.array(z.string()).optional(),
      lefts: z.array(z.string()).optional(),
      rights: z.array(z.string()).optional(),
    })
    .nullable(),
  question: z.string(),
  /** What to draw and answer: the options, items or sides in the order this card shows them. */
  view: QuestionViewSchema,
  image: ImageViewSchema.nullable(),
  optionImages: z.array(ImageViewSchema.nullable()).nullable(),
  reps: z.number().int(),
  dueAt: z.iso.datetime(),
})

export const ReviewDueReplySchema = envelope(
  z.object({
    cards: z.array(ReviewCardSchema),
    dueCount: z.number().int(),
    reviewedToday: z.number().int(),
    dailyCap: z.number().int(),
    nextDueAt: z.iso.datetime().nullable(),
  }),
).meta({
  examples: [
    {
      success: true,
      data: {
        cards: [
          {
            _id: '0b6f3c1e-2d4a-4f5b-8c7d-9e0f1a2b3c4d',
            quizId: '6b1f5d2e-3c4a-4b8e-9f10-1a2b3c4d5e6f',
            quizTitle: 'Indian history basics',
            language: 'en',
            translation: {
              language: 'hi',
              question: 'दांडी मार्च का नेतृत्व किसने किया?',
              options: ['नेहरू', 'गांधी', 'पटेल', 'बोस'],
            },
            question: 'Who led the Dandi March?',
            view: { type: 'multiple-choice', options: ['Nehru', 'Gandhi', 'Patel', 'Bose'] },
            image: null,
            optionImages: null,
            reps: 0,
            dueAt: '2026-12-06T04:30:00.000Z',
          },
        ],
        dueCount: 1,
        reviewedToday: 0,
        dailyCap: 30,
        nextDueAt: null,
      },
    },
  ],
})

/** The right answer in the indexes the card showed (as a response that scores it), or the numbers and texts accepted. */
const AnswerKeySchema = z.union([
  z.object({ type: z.literal('multiple-choice'), correct: z.number().int() }),
  z.object({ type: z.enum(['multiple-answers', 'ordering', 'matching']), correct: z.array(z.number().int()) }),
  z.object({ type: z.literal('true-false'), correct: z.boolean() }),
  z.object({
    type: z.literal('numeric'),
    answer: z.number(),
    tolerance: z.number(),
    toleranceType: z.enum(['absolute', 'relative']),
  }),
  z.object({ type: z.literal('short-answer'), acceptedAnswers: z.array(z.string()), caseSensitive: z.boolean() }),
])

export const ReviewAnswerReplySchema = envelope(
  z.object({
    cardId: z.uuid(),
    outcome: z.enum(REVIEW_OUTCOMES),
    answersShown: z.boolean(),
    answer: AnswerKeySchema.nullable(),
    explanation: z.string().nullable(),
    translatedExplanation: z.string().nullable(),
    nextDueAt: z.iso.datetime(),
  }),
).meta({
  examples: [
    {
      success: true,
      data: {
        cardId: '0b6f3c1e-2d4a-4f5b-8c7d-9e0f1a2b3c4d',
        outcome: 'right',
        answersShown: true,
        answer: { type: 'multiple-choice', correct: 1 },
        explanation: 'Gandhi led the march to Dandi in 1930.',
        translatedExplanation: 'गांधी ने 1930 में दांडी तक यात्रा का नेतृत्व किया।',
        nextDueAt: '2026-12-08T04:30:00.000Z',
      },
    },
  ],
})
