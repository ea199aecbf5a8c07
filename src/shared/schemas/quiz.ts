import { z } from 'zod'
import { ANSWER_REVEAL_TIMES, withRevealTime } from '../answer-reveal'
import { ANTI_CHEAT, QUIZ_LIMITS } from '../constants'
import { IST_OFFSET } from '../india-time'
import { QUIZ_SCHEMA_MESSAGES, type QuizFieldLabel } from '../messages'
import { DEFAULT_CATEGORY, DIFFICULTIES, EDITOR_CATEGORIES } from '../quiz'
import { DEFAULT_QUIZ_LANGUAGE, QUIZ_LANGUAGES, type QuizLanguage } from '../quiz-languages'
import { m } from '../paraglide/messages.js'
import { QuestionDefinitionSchema, type QuestionDefinition } from '../questions/definitions'
import { PASS_MARK_BOUNDS, QUIZ_BOUNDS } from './quiz-bounds'
import { ExamLayoutInputSchema, type ExamLayout, layoutIssues } from '../exam/sections'
import { OptionImagesSchema, questionImageFields } from '../question-images'
import {
  paperLanguageMisfit,
  QuestionTranslationSchema,
  translationMisfit,
  type QuestionTranslation,
} from '../questions/translation'
import { QUIZ_LANGUAGE_NAMES } from '../quiz-language-names'
import { GROUP_BOUNDS, QUIZ_VISIBILITIES } from '../groups'

export { PASS_MARK_BOUNDS, QUIZ_BOUNDS } from './quiz-bounds'

export const QUIZ_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const
export type QuizStatus = (typeof QUIZ_STATUSES)[number]

// Every message below is read when a value fails (`() => …`), so it speaks the language of the
// request or page then; a string typed here would be English, read once at import.
const trimmed = (max: number, label: QuizFieldLabel) =>
  z
    .string({ error: () => QUIZ_SCHEMA_MESSAGES.required(label) })
    .trim()
    .max(max, { error: () => QUIZ_SCHEMA_MESSAGES.tooLong(label, max) })

/** Accepts the API's 'general knowledge' spelling as well as the slug. */
export const CategorySchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase().replace(/\s+/g, '-') : value),
  z.enum(EDITOR_CATEGORIES, { error: () => m.quiz_schema_messages_category_invalid() }),
)

/** A quiz's language, one of the list (its refusal read when it is made, in the request's language). */
export const QuizLanguageSchema = z.enum(QUIZ_LANGUAGES, { error: () => m.quiz_language_texts_unknown() })

const DifficultySchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(DIFFICULTIES, { error: () => m.quiz_schema_messages_difficulty_invalid() }),
)

/** What every question has, whatever its type: its text, explanation, points, time and second language. */
const questionCommon = {
  translation: QuestionTranslationSchema.optional(),
  question: trimmed(QUIZ_BOUNDS.questionMax, 'questionText').min(1, {
    error: () => QUIZ_SCHEMA_MESSAGES.required('questionText'),
  }),
  explanation: trimmed(QUIZ_BOUNDS.explanationMax, 'explanation').default(''),
  points: z
    .number()
    .int({ error: () => m.quiz_schema_messages_points_whole() })
    .min(1, { error: () => QUIZ_SCHEMA_MESSAGES.pointsMin(1) })
    .max(QUIZ_BOUNDS.maxPoints, { error: () => QUIZ_SCHEMA_MESSAGES.pointsMax(QUIZ_BOUNDS.maxPoints) })
    .default(QUIZ_LIMITS.defaultPoints),
  timeLimit: z
    .number()
    .int({ error: () => m.quiz_schema_messages_question_time_whole() })
    .min(QUIZ_LIMITS.minTimeSeconds, {
      error: () => QUIZ_SCHEMA_MESSAGES.questionTimeMin(QUIZ_LIMITS.minTimeSeconds),
    })
    .max(QUIZ_BOUNDS.maxQuestionTimeSeconds, { error: () => m.quiz_schema_messages_question_time_too_long() })
    .default(QUIZ_LIMITS.defaultQuestionTimeSeconds),
}

/**
 * A single-answer question, exactly as before types: four options and the right one's index, the
 * shape the REST contract's clients send.
 */
export const MultipleChoiceQuestionSchema = z.object({
  ...questionCommon,
  options: z
    .array(
      trimmed(QUIZ_BOUNDS.optionMax, 'option').min(1, { error: () => m.quiz_schema_messages_option_needs_text() }),
      {
        error: () => QUIZ_SCHEMA_MESSAGES.exactOptions(QUIZ_LIMITS.optionsPerQuestion),
      },
    )
    .length(QUIZ_LIMITS.optionsPerQuestion, {
      error: () => QUIZ_SCHEMA_MESSAGES.exactOptions(QUIZ_LIMITS.optionsPerQuestion),
    })
    // Among the options written: an empty one has its own error, and two empty ones are not a repeat.
    .refine(
      (options) => {
        const written = options.filter((option) => option !== '').map((option) => option.toLowerCase())
        return new Set(written).size === written.length
      },
      { error: () => m.quiz_schema_messages_options_different() },
    ),
  correctAnswer: z
    .number({ error: () => m.quiz_schema_messages_choose_correct() })
    .int()
    .min(0, { error: () => m.quiz_schema_messages_choose_correct() })
    .max(QUIZ_LIMITS.optionsPerQuestion - 1, { error: () => m.quiz_schema_messages_choose_correct() }),
  type: z.literal('multiple-choice'),
  ...questionImageFields,
  /** An image per option, in the options' order (null where an option has none). */
  optionImages: OptionImagesSchema.refine(
    (images) => images === undefined || images.length === QUIZ_LIMITS.optionsPerQuestion,
    { error: () => m.image_texts_option_images_count() },
  ),
})

export const QUESTION_TYPES = [
  'multiple-choice',
  'multiple-answers',
  'true-false',
  'numeric',
  'short-answer',
  'ordering',
  'matching',
] as const
type QuestionType = (typeof QUESTION_TYPES)[number]
const QuestionTypeSchema = z.enum(QUESTION_TYPES, { error: () => m.question_type_unknown() })
const OTHER_TYPES = QUESTION_TYPES.filter((type) => type !== 'multiple-choice') as [
  Exclude<QuestionType, 'multiple-choice'>,
  ...Exclude<QuestionType, 'multiple-choice'>[],
]

type OtherDefinition = Exclude<QuestionDefinition, { type: 'multiple-choice' }>
/** What every question has besides its definition. */
interface QuestionCommon {
  /** The question in a second language, where it has one (questions/translation.ts). */
  translation?: QuestionTranslation | undefined
  question: string
  explanation: string
  points: number
  timeLimit: number
}
export type MultipleChoiceQuestion = z.output<typeof MultipleChoiceQuestionSchema>
/** A question as saved: single answer as before, or another type with its definition. */
export type Question = MultipleChoiceQuestion | (QuestionCommon & OtherDefinition)

/**
 * A question of any other type: the common fields, and its definition checked by the one schema
 * of definitions (src/shared/questions/definitions.ts), each refusal at the field it is about.
 */
const OtherQuestionSchema = z
  .looseObject({ ...questionCommon, type: z.enum(OTHER_TYPES) })
  .transform((question, ctx): QuestionCommon & OtherDefinition => {
    const { question: text, explanation, points, timeLimit, translation } = question
    const definition = QuestionDefinitionSchema.safeParse(question)
    if (!definition.success) {
      for (const issue of definition.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path as PropertyKey[] })
      }
      return z.NEVER
    }
    return {
      question: text,
      explanation,
      points,
      timeLimit,
      ...(translation ? { translation } : {}),
      ...(definition.data as OtherDefinition),
    }
  })

/** The REST API's `mcq` is multiple-choice, and so is a question that names no type (as before types). */
function withTypeName(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value
  const { type } = value as { type?: unknown }
  return type === undefined || type === 'mcq' ? { ...value, type: 'multiple-choice' } : value
}

/** A question as a client sends it: single answer with or without its type (or `mcq`), or another type. */
export type QuestionInput =
  | (Omit<z.input<typeof MultipleChoiceQuestionSchema>, 'type'> & { type?: 'multiple-choice' | 'mcq' })
  | (Partial<QuestionCommon> & { question: string } & OtherDefinition)

// Typed by hand: a preprocess takes `unknown`, and clients are told what it reads.
export const QuestionInputSchema = z
  .preprocess(
    withTypeName,
    z.discriminatedUnion('type', [MultipleChoiceQuestionSchema, OtherQuestionSchema], {
      error: () => m.question_type_unknown(),
    }),
  )
  .superRefine((question, ctx) => {
    // Its second language has a text for each option, item or pair the question has.
    const misfit = question.translation && translationMisfit(definitionOf(question), question.translation)
    if (misfit) ctx.addIssue({ code: 'custom', message: misfit, path: ['translation'] })
  }) as unknown as z.ZodType<Question, QuestionInput>
/** A question's definition: its type and what marks it, without the text, points and time. */
export function definitionOf(question: Question): QuestionDefinition {
  const {
    question: _text,
    explanation: _explanation,
    points: _points,
    timeLimit: _time,
    translation: _translation,
    ...definition
  } = question
  return definition as QuestionDefinition
}

export const AntiCheatSchema = z.object({
  enabled: z.boolean().default(false),
  detectTabSwitch: z.boolean().default(true),
  detectCopyPaste: z.boolean().default(true),
  /** Enforce the per-question time limits (the attempt screen moves on when one runs out). */
  timeLimit: z.boolean().default(true),
  randomizeQuestions: z.boolean().default(false),
  forceFullscreen: z.boolean().default(false),
  maxTabSwitches: z.number().int().min(1).max(ANTI_CHEAT.maxTabSwitches).default(ANTI_CHEAT.defaultMaxTabSwitches),
  autoSubmitOnViolation: z.boolean().default(false),
})

export const SettingsSchema = z.object({
  shuffleQuestions: z.boolean().default(false),
  shuffleOptions: z.boolean().default(false),
  /** The API's original boolean, kept for clients that know only it: see showCorrectAnswersWhen. */
  showCorrectAnswers: z.boolean().default(true),
  /** When the result shows the answers; a saved quiz always has it (see withRevealTime). */
  showCorrectAnswersWhen: z.enum(ANSWER_REVEAL_TIMES, { error: () => m.answer_reveal_texts_invalid() }).optional(),
  allowReview: z.boolean().default(true),
  antiCheat: AntiCheatSchema.default(AntiCheatSchema.parse({})),
})
export type QuizSettings = z.output<typeof SettingsSchema>
export const DEFAULT_SETTINGS: QuizSettings = SettingsSchema.parse({})

/** A date and time sent without an offset (a datetime-local field) is read as India's. */
const OptionalDateSchema = z
  .union([
    z.iso.datetime({ offset: true, error: () => m.quiz_schema_messages_iso_date() }),
    z.iso
      .datetime({ local: true, error: () => m.quiz_schema_messages_iso_date() })
      .transform((local) => `${local}${IST_OFFSET}`),
    z.literal(''),
    z.null(),
  ])
  .optional()
  .transform((value) => (value ? new Date(value).toISOString() : null))
  .refine((iso) => iso === null || (iso >= '2000-01-01' && iso < '2100-01-01'), {
    error: () => m.quiz_schema_messages_date_range(),
  })

/**
 * A quiz as the editor saves it (tRPC; the price in paise). `asDraft` saves a draft; otherwise
 * the quiz is submitted for approval and needs at least one question.
 */
export const QuizInputSchema = z
  .object({
    title: trimmed(QUIZ_BOUNDS.titleMax, 'title').min(1, { error: () => m.validation_quiz_title_required() }),
    description: trimmed(QUIZ_BOUNDS.descriptionMax, 'description').default(''),
    topic: trimmed(QUIZ_BOUNDS.topicMax, 'topic').default(''),
    category: CategorySchema.default(DEFAULT_CATEGORY),
    difficulty: DifficultySchema.default('medium'),
    language: QuizLanguageSchema.default(DEFAULT_QUIZ_LANGUAGE),
    isPaid: z.boolean().default(false),
    pricePaise: z
      .number()
      .int({ error: () => m.quiz_schema_messages_price_whole() })
      .min(0, { error: () => m.quiz_schema_messages_price_negative() })
      .max(QUIZ_BOUNDS.maxPricePaise, { error: () => m.quiz_schema_messages_price_too_high() })
      .default(0),
    timeLimit: z
      .number({ error: () => m.quiz_schema_messages_total_time_required() })
      .int({ error: () => m.quiz_schema_messages_total_time_whole() })
      .min(QUIZ_LIMITS.minTimeSeconds, { error: () => QUIZ_SCHEMA_MESSAGES.totalTimeMin(QUIZ_LIMITS.minTimeSeconds) })
      .max(QUIZ_BOUNDS.maxTotalTimeSeconds, { error: () => m.quiz_schema_messages_total_time_too_long() })
      .multipleOf(QUIZ_LIMITS.totalTimeStepSeconds, {
        error: () => QUIZ_SCHEMA_MESSAGES.totalTimeStep(QUIZ_LIMITS.totalTimeStepSeconds),
      }),
    startTime: OptionalDateSchema,
    endTime: OptionalDateSchema,
    /** The percentage of the paper's marks that earns a certificate (decision 049); null for none. */
    passMark: z
      .number({ error: () => m.quiz_pass_mark_range() })
      .int({ error: () => m.quiz_pass_mark_range() })
      .min(PASS_MARK_BOUNDS.min, { error: () => m.quiz_pass_mark_range() })
      .max(PASS_MARK_BOUNDS.max, { error: () => m.quiz_pass_mark_range() })
      .nullable()
      .default(null),
    settings: SettingsSchema.default(DEFAULT_SETTINGS),
    questions: z
      .array(QuestionInputSchema)
      .max(QUIZ_BOUNDS.maxQuestions, { error: () => QUIZ_SCHEMA_MESSAGES.maxQuestions(QUIZ_BOUNDS.maxQuestions) }),
    asDraft: z.boolean().default(false),
    /** Public (after approval) or private to the creator's groups named in groupIds (decision 047). */
    visibility: z.enum(QUIZ_VISIBILITIES, { error: () => m.groups_visibility_invalid() }).default('public'),
    groupIds: z
      .array(z.uuid({ error: groupIdsWords }), { error: groupIdsWords })
      .max(GROUP_BOUNDS.groupsPerQuiz, { error: groupIdsWords })
      .default([]),
    ...ExamLayoutInputSchema.partial().shape,
  })
  .transform(({ sections, sectionOrder, carryOver, ...quiz }) => {
    // A free quiz has no price and no window: clients send price 0, and it is stored as none.
    const endTime = quiz.isPaid ? quiz.endTime : null
    const exam: ExamLayout | null =
      sections && sections.length > 0
        ? { sections, sectionOrder: sectionOrder ?? 'free', carryOver: carryOver ?? false }
        : null
    return {
      ...quiz,
      exam,
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
      ctx.addIssue({ code: 'custom', path: ['questions'], message: m.validation_question_required() })
    }
    if (quiz.isPaid && quiz.pricePaise <= 0) {
      ctx.addIssue({ code: 'custom', path: ['pricePaise'], message: m.validation_paid_quiz_needs_price() })
    }
    if (quiz.startTime && quiz.endTime && quiz.endTime <= quiz.startTime) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: m.quiz_schema_messages_end_after_start() })
    }
    visibilityIssues(quiz, ctx)
    secondLanguageIssues(quiz, ctx)
    if (quiz.exam) {
      for (const issue of layoutIssues(quiz.exam, quiz.questions.length, quiz.timeLimit)) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
      }
    }
  })
export type QuizInput = z.input<typeof QuizInputSchema>

function groupIdsWords() {
  return m.groups_ids_invalid({ most: GROUP_BOUNDS.groupsPerQuiz })
}

/**
 * A private quiz is shared with at least one group once it is ready, and is free (a paid quiz is
 * sold to everyone); a public one names no groups.
 */
function visibilityIssues(
  quiz: { visibility: 'public' | 'private'; groupIds: string[]; isPaid: boolean; asDraft: boolean },
  ctx: z.RefinementCtx,
): void {
  if (quiz.visibility === 'public') {
    if (quiz.groupIds.length > 0)
      ctx.addIssue({ code: 'custom', path: ['groupIds'], message: m.groups_public_no_groups() })
    return
  }
  if (quiz.isPaid) ctx.addIssue({ code: 'custom', path: ['visibility'], message: m.groups_private_paid() })
  if (!quiz.asDraft && quiz.groupIds.length === 0)
    ctx.addIssue({ code: 'custom', path: ['groupIds'], message: m.groups_private_needs_groups() })
}

/**
 * A paper has one second language, not the quiz's own: the player's switch turns every question
 * to it, so each translated question is in the first one's language.
 */
function secondLanguageIssues(quiz: { language: QuizLanguage; questions: Question[] }, ctx: z.RefinementCtx): void {
  const first = quiz.questions.find((question) => question.translation)?.translation?.language
  quiz.questions.forEach((question, index) => {
    const misfit = question.translation && paperLanguageMisfit(question.translation.language, quiz.language, first)
    if (misfit) ctx.addIssue({ code: 'custom', path: ['questions', index, 'translation'], message: misfit })
  })
}
export type QuizData = z.output<typeof QuizInputSchema>

const numQuestionsMessage = () =>
  QUIZ_SCHEMA_MESSAGES.numQuestions(QUIZ_LIMITS.aiMinQuestions, QUIZ_LIMITS.aiMaxQuestions)

export const GeneratePreviewSchema = z
  .object({
    topic: z
      .string({ error: () => m.validation_ai_topic_required() })
      .trim()
      .min(1, { error: () => m.validation_ai_topic_required() })
      .max(QUIZ_BOUNDS.topicMax),
    // Digits from a form field become a number; z.coerce would also take `true` or `['5']`.
    numQuestions: z
      .preprocess(
        (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
        z
          .number({ error: numQuestionsMessage })
          .int()
          .min(QUIZ_LIMITS.aiMinQuestions, { error: numQuestionsMessage })
          .max(QUIZ_LIMITS.aiMaxQuestions, { error: numQuestionsMessage }),
      )
      .default(QUIZ_LIMITS.aiDefaultQuestions),
    difficulty: DifficultySchema.default('medium'),
    /**
     * The language the model writes the questions, options and explanations in: when absent, the
     * quiz's own (generating into a saved quiz), else English.
     */
    language: QuizLanguageSchema.optional(),
    /**
     * A second language every question is also written in (its `translation`), not the quiz's own;
     * a question whose translation does not fit it is left out like any question that breaks a rule.
     */
    secondLanguage: QuizLanguageSchema.optional(),
    questionType: z.enum(['mcq']).default('mcq'),
    /**
     * The mix of types, when not single answer only: how many questions of each type (their sum is
     * the number of questions, and `numQuestions` is then not read) ...
     */
    typeCounts: z
      .partialRecord(
        QuestionTypeSchema,
        z
          .number({ error: numQuestionsMessage })
          .int({ error: numQuestionsMessage })
          .min(0, { error: numQuestionsMessage })
          .max(QUIZ_LIMITS.aiMaxQuestions, { error: numQuestionsMessage }),
        { error: () => m.question_type_unknown() },
      )
      .refine(
        (counts) => {
          const sum = Object.values(counts).reduce((total, count) => total + (count ?? 0), 0)
          return sum >= QUIZ_LIMITS.aiMinQuestions && sum <= QUIZ_LIMITS.aiMaxQuestions
        },
        { error: numQuestionsMessage },
      )
      .meta({ examples: [{ 'multiple-choice': 3, 'true-false': 2, ordering: 1 }] })
      .optional(),
    /** ... or a set of types, the `numQuestions` spread evenly across them. */
    questionTypes: z
      .array(QuestionTypeSchema, { error: () => m.question_type_unknown() })
      .min(1, { error: () => m.validation_ai_types_required() })
      .max(QUESTION_TYPES.length, { error: () => m.question_type_unknown() })
      .meta({ examples: [['multiple-choice', 'numeric']] })
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (input.secondLanguage !== undefined && input.secondLanguage === input.language) {
      const language = QUIZ_LANGUAGE_NAMES[input.language]
      ctx.addIssue({
        code: 'custom',
        path: ['secondLanguage'],
        message: m.question_translation_same_language({ language }),
      })
    }
  })

/**
 * A question to translate, as the editor has it (its own second language, if any, is not read), and
 * the language to translate it into.
 */
export const TranslateQuestionSchema = z.object({ question: QuestionInputSchema, language: QuizLanguageSchema }).meta({
  examples: [
    {
      question: {
        type: 'multiple-choice',
        question: 'What is $x$ if $2x = 10$?',
        options: ['5', '10', '2', '20'],
        correctAnswer: 0,
        explanation: 'Divide both sides by 2.',
      },
      language: 'hi',
    },
  ],
})

/** A generated question: its text, its explanation, its definition (type and what marks it) and its second language. */
export type GeneratedQuestion = {
  question: string
  explanation: string
  translation?: QuestionTranslation
} & QuestionDefinition

/** What AI generation returns: questions in the editor's shape, and suggestions. */
export interface GeneratedQuiz {
  questions: GeneratedQuestion[]
  /** Questions the model wrote that broke a rule and were left out, said in words; absent when none was. */
  dropped?: string
  suggestedTitle: string
  suggestedDescription: string
  suggestedCategory: (typeof EDITOR_CATEGORIES)[number]
}

export const RejectSchema = z.object({
  reason: z
    .string({ error: () => m.quiz_schema_messages_reason_required() })
    .trim()
    .min(1, { error: () => m.quiz_schema_messages_reason_required() })
    .max(QUIZ_BOUNDS.reasonMax),
})
