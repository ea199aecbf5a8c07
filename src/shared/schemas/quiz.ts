import { z } from 'zod'
import { ANSWER_REVEAL_TEXTS, ANSWER_REVEAL_TIMES, withRevealTime } from '../answer-reveal'
import { QUIZ_LIMITS } from '../constants'
import { VALIDATION } from '../messages'
import { DEFAULT_CATEGORY, DIFFICULTIES, EDITOR_CATEGORIES } from '../quiz'

/** Quiz limits; one place for the form and the server. */
export const QUIZ_BOUNDS = {
  titleMax: 200,
  descriptionMax: 2000,
  topicMax: 200,
  questionMax: 1000,
  optionMax: 300,
  explanationMax: 2000,
  maxQuestions: 100,
  maxPoints: 100,
  maxQuestionTimeSeconds: 3600,
  maxTotalTimeSeconds: 6 * 3600,
  maxPricePaise: 10_000_00,
  reasonMax: 500,
} as const

export const QUIZ_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const
export type QuizStatus = (typeof QUIZ_STATUSES)[number]

const trimmed = (max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)

/** Accepts the API's 'general knowledge' spelling as well as the slug. */
export const CategorySchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase().replace(/\s+/g, '-') : value),
  z.enum(EDITOR_CATEGORIES, { error: 'Please choose a category from the list' }),
)

const DifficultySchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(DIFFICULTIES, { error: 'Difficulty must be easy, medium or hard' }),
)

export const QuestionInputSchema = z.object({
  question: trimmed(QUIZ_BOUNDS.questionMax, 'Question text').min(1, 'Question text is required'),
  options: z
    .array(trimmed(QUIZ_BOUNDS.optionMax, 'Option').min(1, 'Every option needs text'), {
      error: `A question needs exactly ${QUIZ_LIMITS.optionsPerQuestion} options`,
    })
    .length(QUIZ_LIMITS.optionsPerQuestion, `A question needs exactly ${QUIZ_LIMITS.optionsPerQuestion} options`)
    .refine(
      (options) => new Set(options.map((option) => option.toLowerCase())).size === options.length,
      'The options of a question must all be different',
    ),
  correctAnswer: z
    .number({ error: 'Choose the correct option' })
    .int()
    .min(0, 'Choose the correct option')
    .max(QUIZ_LIMITS.optionsPerQuestion - 1, 'Choose the correct option'),
  explanation: trimmed(QUIZ_BOUNDS.explanationMax, 'Explanation').default(''),
  points: z
    .number()
    .int('Points must be a whole number')
    .min(1, 'Points must be at least 1')
    .max(QUIZ_BOUNDS.maxPoints, `Points must be at most ${QUIZ_BOUNDS.maxPoints}`)
    .default(QUIZ_LIMITS.defaultPoints),
  timeLimit: z
    .number()
    .int('Question time must be whole seconds')
    .min(QUIZ_LIMITS.minTimeSeconds, `Question time must be at least ${QUIZ_LIMITS.minTimeSeconds} seconds`)
    .max(QUIZ_BOUNDS.maxQuestionTimeSeconds, 'Question time is too long')
    .default(QUIZ_LIMITS.defaultQuestionTimeSeconds),
  /** The API's value `mcq` maps to multiple-choice; it is the only type. */
  type: z
    .enum(['multiple-choice', 'mcq'])
    .default('multiple-choice')
    .transform(() => 'multiple-choice' as const),
})
export type Question = z.output<typeof QuestionInputSchema>

export const AntiCheatSchema = z.object({
  enabled: z.boolean().default(false),
  detectTabSwitch: z.boolean().default(true),
  detectCopyPaste: z.boolean().default(true),
  /** Enforce the per-question time limits (the attempt screen moves on when one runs out). */
  timeLimit: z.boolean().default(true),
  randomizeQuestions: z.boolean().default(false),
  forceFullscreen: z.boolean().default(false),
  maxTabSwitches: z.number().int().min(1).max(20).default(3),
  autoSubmitOnViolation: z.boolean().default(false),
})

export const SettingsSchema = z.object({
  shuffleQuestions: z.boolean().default(false),
  shuffleOptions: z.boolean().default(false),
  /** The API's original boolean, kept for clients that know only it: see showCorrectAnswersWhen. */
  showCorrectAnswers: z.boolean().default(true),
  /** When the result shows the answers; a saved quiz always has it (see withRevealTime). */
  showCorrectAnswersWhen: z.enum(ANSWER_REVEAL_TIMES, { error: ANSWER_REVEAL_TEXTS.invalid }).optional(),
  allowReview: z.boolean().default(true),
  antiCheat: AntiCheatSchema.default(AntiCheatSchema.parse({})),
})
export type QuizSettings = z.output<typeof SettingsSchema>
export const DEFAULT_SETTINGS: QuizSettings = SettingsSchema.parse({})

/** India's offset: a date and time sent without one (a datetime-local field) is read as IST. */
const IST_OFFSET = '+05:30'
const OptionalDateSchema = z
  .union([
    z.iso.datetime({ offset: true, error: 'Use an ISO date and time' }),
    z.iso.datetime({ local: true, error: 'Use an ISO date and time' }).transform((local) => `${local}${IST_OFFSET}`),
    z.literal(''),
    z.null(),
  ])
  .optional()
  .transform((value) => (value ? new Date(value).toISOString() : null))
  .refine((iso) => iso === null || (iso >= '2000-01-01' && iso < '2100-01-01'), 'Use a date between 2000 and 2099')

/**
 * A quiz as the editor saves it (tRPC; the price in paise). `asDraft` saves a draft; otherwise
 * the quiz is submitted for approval and needs at least one question.
 */
export const QuizInputSchema = z
  .object({
    title: trimmed(QUIZ_BOUNDS.titleMax, 'Title').min(1, VALIDATION.quizTitleRequired),
    description: trimmed(QUIZ_BOUNDS.descriptionMax, 'Description').default(''),
    topic: trimmed(QUIZ_BOUNDS.topicMax, 'Topic').default(''),
    category: CategorySchema.default(DEFAULT_CATEGORY),
    difficulty: DifficultySchema.default('medium'),
    isPaid: z.boolean().default(false),
    pricePaise: z
      .number()
      .int('Price must be in whole paise')
      .min(0, 'Price cannot be negative')
      .max(QUIZ_BOUNDS.maxPricePaise, 'Price is too high')
      .default(0),
    timeLimit: z
      .number({ error: 'Total time limit is required' })
      .int('Total time must be whole seconds')
      .min(QUIZ_LIMITS.minTimeSeconds, `Total time must be at least ${QUIZ_LIMITS.minTimeSeconds} seconds`)
      .max(QUIZ_BOUNDS.maxTotalTimeSeconds, 'Total time is too long')
      .multipleOf(
        QUIZ_LIMITS.totalTimeStepSeconds,
        `Total time goes in steps of ${QUIZ_LIMITS.totalTimeStepSeconds} seconds`,
      ),
    startTime: OptionalDateSchema,
    endTime: OptionalDateSchema,
    settings: SettingsSchema.default(DEFAULT_SETTINGS),
    questions: z
      .array(QuestionInputSchema)
      .max(QUIZ_BOUNDS.maxQuestions, `At most ${QUIZ_BOUNDS.maxQuestions} questions`),
    asDraft: z.boolean().default(false),
  })
  .transform((quiz) => {
    // A free quiz has no price and no window: clients send price 0, and it is stored as none.
    const endTime = quiz.isPaid ? quiz.endTime : null
    return {
      ...quiz,
      topic: quiz.topic || quiz.title,
      pricePaise: quiz.isPaid ? quiz.pricePaise : 0,
      startTime: quiz.isPaid ? quiz.startTime : null,
      endTime,
      // Its default depends on the end time, which the settings alone do not know.
      settings: withRevealTime(quiz.settings, endTime),
    }
  })
  .superRefine((quiz, ctx) => {
    if (!quiz.asDraft && quiz.questions.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['questions'], message: VALIDATION.questionRequired })
    }
    if (quiz.isPaid && quiz.pricePaise <= 0) {
      ctx.addIssue({ code: 'custom', path: ['pricePaise'], message: VALIDATION.paidQuizNeedsPrice })
    }
    if (quiz.startTime && quiz.endTime && quiz.endTime <= quiz.startTime) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'The end time must be after the start time' })
    }
  })
export type QuizInput = z.input<typeof QuizInputSchema>
export type QuizData = z.output<typeof QuizInputSchema>

export const GeneratePreviewSchema = z.object({
  topic: z
    .string({ error: VALIDATION.aiTopicRequired })
    .trim()
    .min(1, VALIDATION.aiTopicRequired)
    .max(QUIZ_BOUNDS.topicMax),
  // Digits from a form field become a number; z.coerce would also take `true` or `['5']`.
  numQuestions: z
    .preprocess(
      (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
      z
        .number({ error: `Number of questions must be ${QUIZ_LIMITS.aiMinQuestions} to ${QUIZ_LIMITS.aiMaxQuestions}` })
        .int()
        .min(
          QUIZ_LIMITS.aiMinQuestions,
          `Number of questions must be ${QUIZ_LIMITS.aiMinQuestions} to ${QUIZ_LIMITS.aiMaxQuestions}`,
        )
        .max(
          QUIZ_LIMITS.aiMaxQuestions,
          `Number of questions must be ${QUIZ_LIMITS.aiMinQuestions} to ${QUIZ_LIMITS.aiMaxQuestions}`,
        ),
    )
    .default(QUIZ_LIMITS.aiDefaultQuestions),
  difficulty: DifficultySchema.default('medium'),
  questionType: z.enum(['mcq']).default('mcq'),
})

/** What AI generation returns: questions in the editor's shape, and suggestions. */
export interface GeneratedQuiz {
  questions: Array<{ question: string; options: string[]; correctAnswer: number; explanation: string }>
  suggestedTitle: string
  suggestedDescription: string
  suggestedCategory: (typeof EDITOR_CATEGORIES)[number]
}

export const RejectSchema = z.object({
  reason: z.string({ error: 'A reason is required' }).trim().min(1, 'A reason is required').max(QUIZ_BOUNDS.reasonMax),
})
