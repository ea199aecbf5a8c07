import { SECTION_ORDERS } from '#shared/exam/sections'
import { z } from 'zod'
import { QUIZ_SCHEMA_MESSAGES } from '#shared/messages'
import {
  DEFAULT_SETTINGS,
  QuestionInputSchema,
  QUESTION_TYPES,
  QUIZ_BOUNDS,
  QUIZ_STATUSES,
  QuizInputSchema,
  QuizLanguageSchema,
  type QuizSettings,
  RejectSchema,
  SettingsSchema,
} from '#shared/schemas/quiz'
import { DIFFICULTIES, PUBLIC_CATEGORIES, QUIZ_SORTS } from '#shared/quiz'
import { QuestionTranslationSchema } from '#shared/questions/translation'
import { IdInput, IdSchema } from '#server/http/ids'
import { ENTITIES, envelope } from '#server/http/openapi'
import { PageSchema } from '#server/http/pagination'
import { RupeesSchema } from '#server/http/rupees'
import { QUIZ_FILE_FORMATS } from '#shared/quiz-files'
import { m } from '#shared/i18n'
import { QUIZ_VISIBILITIES } from '#shared/groups'

/** An empty filter (`?category=`) means "all". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

export const PublicListSchema = PageSchema.extend({
  search: z.preprocess(blankToUndefined, z.string().trim().max(QUIZ_BOUNDS.searchMax).optional()),
  category: z.preprocess(blankToUndefined, z.enum(PUBLIC_CATEGORIES).optional()),
  difficulty: z.preprocess(blankToUndefined, z.enum(DIFFICULTIES).optional()),
  sort: z.preprocess(blankToUndefined, z.enum(QUIZ_SORTS).optional()),
  language: z.preprocess(blankToUndefined, QuizLanguageSchema.optional()),
})

/** The creator's own quizzes, of one status or all. */
export const MyQuizzesSchema = z.object({ status: z.enum(QUIZ_STATUSES).optional() })

/** The admins' review queue: pending quizzes unless another status is asked for. */
export const ReviewListSchema = PageSchema.extend({ status: z.enum(QUIZ_STATUSES).default('pending') })

export const UpdateQuizSchema = z.object({ id: IdSchema, quiz: QuizInputSchema })

/** A rejection or an unpublishing: the quiz and the reason its creator will read. */
export const QuizDecisionSchema = IdInput.extend(RejectSchema.shape)

/**
 * The REST contract's save payload (the price in rupees, `difficultyLevel`, `status: 'draft'`)
 * mapped onto the editor's own schema.
 */
export const RestQuizSchema = z
  .looseObject({
    price: RupeesSchema.optional(),
    difficultyLevel: z.unknown().optional(),
    status: z.enum(['draft', 'pending']).optional(),
  })
  .transform(({ price, difficultyLevel, status, ...rest }) => ({
    ...rest,
    ...(price !== undefined ? { pricePaise: price } : {}),
    ...(difficultyLevel !== undefined && rest.difficulty === undefined ? { difficulty: difficultyLevel } : {}),
    ...(status === 'draft' ? { asDraft: true } : {}),
  }))
  .pipe(QuizInputSchema)

/** What a client sends where RestQuizSchema reads (the API's document; renames have no JSON Schema). */
export const RestQuizSentSchema = QuizInputSchema.in.omit({ pricePaise: true, asDraft: true }).extend({
  price: RupeesSchema.optional(),
  difficultyLevel: z.enum(DIFFICULTIES).optional(),
  status: z.enum(['draft', 'pending']).optional(),
})

/** Questions added over REST: a list of them, or one question on its own. */
export const RestQuestionsSchema = z.union([
  z.object({ questions: z.array(QuestionInputSchema).min(1).max(QUIZ_BOUNDS.maxQuestions) }),
  QuestionInputSchema.transform((question) => ({ questions: [question] })),
])

/**
 * A quiz's settings as stored (on the quiz, or copied onto an attempt when it started), read with
 * the defaults for anything unreadable: a row saved before a setting existed still reads.
 */
export function readSettings(value: unknown): QuizSettings {
  const parsed = SettingsSchema.safeParse(value)
  return parsed.success ? parsed.data : DEFAULT_SETTINGS
}

// The messages are read when a value fails, in the request's language, not once at import.
const FormatSchema = z.enum(QUIZ_FILE_FORMATS, { error: () => m.import_texts_format_required() })

/** A file to import: its format and text, and a title for the new draft or the draft to add to. */
export const ImportSchema = z.object({
  format: FormatSchema,
  content: z.string({ error: () => m.import_texts_content_required() }),
  title: z
    .string()
    .trim()
    .max(QUIZ_BOUNDS.titleMax, { error: () => QUIZ_SCHEMA_MESSAGES.tooLong('title', QUIZ_BOUNDS.titleMax) })
    .optional(),
  quizId: IdSchema.optional(),
})

export const ExportQuerySchema = z.object({ format: FormatSchema })

/** tRPC's export: the quiz and the format. */
export const ExportInputSchema = IdInput.extend(ExportQuerySchema.shape)

/*
 * The shapes of the REST answers, for the API's document (decision 031); the contract test holds
 * every answer the tests see to them.
 */

/**
 * A question's second language, as saved and as the AI translates it; the lists in the question's
 * order: a copy of the saved schema, so requests, which carry it as sent, keep theirs inline. Its
 * example is the document's (an entity's meta is what the converter reads).
 */
const TranslationReplySchema = QuestionTranslationSchema.clone().register(ENTITIES, {
  id: 'QuestionTranslation',
  examples: [
    {
      language: 'hi',
      question: 'भारत की राजधानी क्या है?',
      explanation: 'नई दिल्ली 1931 से भारत की राजधानी है।',
      options: ['मुंबई', 'नई दिल्ली', 'कोलकाता', 'चेन्नई'],
    },
  ],
})

const questionReply = {
  _id: z.uuid(),
  text: z.string(),
  question: z.string(),
  explanation: z.string(),
  points: z.number().int(),
  timeLimit: z.number().int(),
  /** The ids of its pictures (decision 038): on the question and on its explanation. */
  image: z.uuid().optional(),
  explanationImage: z.uuid().optional(),
  /** The question in a second language: absent when it has none. */
  translation: TranslationReplySchema.optional(),
}
/** Each option's picture, by id, in the options' order (null where an option has none). */
const optionImages = z.array(z.uuid().nullable()).optional()
const exampleQuestion = (id: number, text: string, definition: Record<string, unknown>) => ({
  _id: `3b0f6c1e-5d2a-4e8b-9c7d-1a2b3c4d5e${String(id).padStart(2, '0')}`,
  text,
  question: text,
  explanation: '',
  points: 1,
  timeLimit: 30,
  ...definition,
})

/**
 * The REST contract's Question: with its answer, so only for the quiz's creator and admins. A
 * single-answer question (`multiple-choice`) as the contract has it; each other type with its own
 * fields, as the save payload sends them.
 */
const QuestionReplySchema = z
  .union([
    z
      .object({
        ...questionReply,
        type: z.literal('multiple-choice'),
        options: z.array(z.string()),
        optionImages,
        correctAnswer: z.number().int(),
      })
      .meta({
        examples: [
          exampleQuestion(1, 'What is the capital of India?', {
            type: 'multiple-choice',
            options: ['Mumbai', 'New Delhi', 'Kolkata', 'Chennai'],
            correctAnswer: 1,
            translation: {
              language: 'hi',
              question: 'भारत की राजधानी क्या है?',
              explanation: '',
              options: ['मुंबई', 'नई दिल्ली', 'कोलकाता', 'चेन्नई'],
            },
          }),
        ],
      }),
    z
      .object({
        ...questionReply,
        type: z.literal('multiple-answers'),
        options: z.array(z.string()),
        optionImages,
        correctAnswers: z.array(z.number().int()),
        grading: z.enum(['partial', 'all-or-nothing']),
      })
      .meta({
        examples: [
          exampleQuestion(2, 'Which of these are prime?', {
            type: 'multiple-answers',
            options: ['2', '4', '7', '9'],
            correctAnswers: [0, 2],
            grading: 'partial',
          }),
        ],
      }),
    z.object({ ...questionReply, type: z.literal('true-false'), correctAnswer: z.boolean() }).meta({
      examples: [
        exampleQuestion(3, 'The Ganga flows into the Bay of Bengal.', { type: 'true-false', correctAnswer: true }),
      ],
    }),
    z
      .object({
        ...questionReply,
        type: z.literal('numeric'),
        answer: z.number(),
        tolerance: z.number(),
        toleranceType: z.enum(['absolute', 'relative']),
      })
      .meta({
        examples: [
          exampleQuestion(4, 'What is π to two decimal places?', {
            type: 'numeric',
            answer: 3.14,
            tolerance: 0.01,
            toleranceType: 'absolute',
          }),
        ],
      }),
    z
      .object({
        ...questionReply,
        type: z.literal('short-answer'),
        acceptedAnswers: z.array(z.string()),
        caseSensitive: z.boolean(),
      })
      .meta({
        examples: [
          exampleQuestion(5, 'Which city is the capital of India?', {
            type: 'short-answer',
            acceptedAnswers: ['New Delhi', 'नई दिल्ली', '*Delhi'],
            caseSensitive: false,
          }),
        ],
      }),
    z
      .object({
        ...questionReply,
        type: z.literal('ordering'),
        items: z.array(z.string()),
        grading: z.enum(['all-or-nothing', 'subset']),
      })
      .meta({
        examples: [
          exampleQuestion(6, 'Put these in the order they happened', {
            type: 'ordering',
            items: ['Partition of Bengal', 'Dandi March', 'Quit India'],
            grading: 'subset',
          }),
        ],
      }),
    z
      .object({
        ...questionReply,
        type: z.literal('matching'),
        pairs: z.array(z.object({ left: z.string(), right: z.string() })),
      })
      .meta({
        examples: [
          exampleQuestion(7, 'Match each state to its capital', {
            type: 'matching',
            pairs: [
              { left: 'Kerala', right: 'Thiruvananthapuram' },
              { left: 'Assam', right: 'Dispur' },
              { left: 'Bihar', right: 'Patna' },
            ],
          }),
        ],
      }),
  ])
  .register(ENTITIES, { id: 'Question' })

/** An exam paper's section as the quiz payload carries it: marks as decimals, questions by their place. */
const SectionReplySchema = z
  .object({
    title: z.string(),
    /** Seconds; null when the section runs on the paper's clock alone. */
    timeLimit: z.number().int().nullable(),
    marking: z.object({ correct: z.number(), wrong: z.number(), skipped: z.number() }),
    questionIndexes: z.array(z.number().int()),
  })
  .meta({
    examples: [
      {
        title: 'Quantitative Aptitude',
        timeLimit: 1200,
        marking: { correct: 1, wrong: -0.25, skipped: 0 },
        questionIndexes: [30, 31, 32],
      },
    ],
  })

/** The REST contract's Quiz: price in rupees, `duration` in minutes; the email and questions when visible. */
export const QuizReplySchema = z
  .object({
    _id: z.uuid(),
    title: z.string(),
    description: z.string(),
    topic: z.string(),
    category: z.string(),
    /** The language the questions are written in (a BCP 47 code). */
    language: QuizLanguageSchema,
    isPaid: z.boolean(),
    /** Seconds. */
    timeLimit: z.number().int(),
    startTime: z.iso.datetime().nullable(),
    endTime: z.iso.datetime().nullable(),
    status: z.enum(QUIZ_STATUSES),
    /** Public after approval, or private to the creator's groups (decision 047). */
    visibility: z.enum(QUIZ_VISIBILITIES),
    rejectionReason: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    difficulty: z.enum(DIFFICULTIES),
    difficultyLevel: z.enum(DIFFICULTIES),
    price: z.number(),
    /** The percentage of the marks that earns a certificate; null for none. */
    passMark: z.number().int().nullable(),
    duration: z.number().int(),
    questionCount: z.number().int(),
    totalQuestions: z.number().int(),
    attemptCount: z.number().int(),
    analytics: z.object({ totalAttempts: z.number().int() }),
    creator: z.object({ _id: z.uuid(), name: z.string(), email: z.string().nullable() }),
    createdBy: z.uuid(),
    settings: SettingsSchema,
    questions: z.array(QuestionReplySchema).nullable(),
    /** Only on a paper with sections (an exam mock): its sections, their order, and carry-over. */
    sections: z.array(SectionReplySchema).optional(),
    sectionOrder: z.enum(SECTION_ORDERS).optional(),
    carryOver: z.boolean().optional(),
  })
  .register(ENTITIES, { id: 'Quiz' })

const quizOnly = z.object({ quiz: QuizReplySchema })
const questionsOnly = z.object({ questions: z.array(QuestionReplySchema) })

export const PublicQuizzesReplySchema = envelope(
  z.object({
    quizzes: z.array(QuizReplySchema),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  }),
)
export const QuizzesReplySchema = envelope(z.object({ quizzes: z.array(QuizReplySchema) }))
export const QuizInDataReplySchema = envelope(quizOnly)
/** Created or saved: the quiz at the top level too. */
export const QuizSavedReplySchema = envelope(quizOnly, quizOnly.shape)
export const MyQuizzesReplySchema = envelope(
  z.object({ quizzes: z.array(QuizReplySchema), counts: z.record(z.string(), z.number().int()) }),
  { quizzes: z.array(QuizReplySchema) },
)
const editorQuiz = z.object({ quiz: QuizReplySchema, questions: z.array(QuestionReplySchema) })
export const EditorQuizReplySchema = envelope(editorQuiz, editorQuiz.shape)
export const QuestionsReplySchema = envelope(questionsOnly)

/**
 * AI's questions and suggestions, at the top level and in `data`: each question with its type and
 * its definition, as the save payload sends it (a single-answer one as before, with its type).
 */
const generated = z.object({
  questions: z.array(
    z
      .looseObject({
        type: z.enum(QUESTION_TYPES),
        question: z.string(),
        explanation: z.string(),
        /** Written when a second language was asked for. */
        translation: TranslationReplySchema.optional(),
      })
      .meta({
        examples: [
          {
            type: 'multiple-choice',
            question: 'Which river is called the Dakshina Ganga?',
            options: ['Godavari', 'Krishna', 'Kaveri', 'Narmada'],
            correctAnswer: 0,
            explanation: 'It is the longest river in peninsular India.',
            translation: {
              language: 'hi',
              question: 'किस नदी को दक्षिण गंगा कहा जाता है?',
              explanation: 'यह प्रायद्वीपीय भारत की सबसे लंबी नदी है।',
              options: ['गोदावरी', 'कृष्णा', 'कावेरी', 'नर्मदा'],
            },
          },
          {
            type: 'ordering',
            question: 'Put these rivers in order of length, longest first.',
            items: ['Ganga', 'Godavari', 'Krishna'],
            grading: 'all-or-nothing',
            explanation: 'The Ganga is about 2,525 km long, the Godavari 1,465 km and the Krishna 1,400 km.',
          },
        ],
      }),
  ),
  /** Questions the model wrote that broke a rule and were left out, in words; absent when none was. */
  dropped: z.string().optional(),
  suggestedTitle: z.string(),
  suggestedDescription: z.string(),
  suggestedCategory: z.string(),
})
export const GeneratedReplySchema = envelope(generated, generated.shape)

/** AI's translation of one question, for the editor to check. */
export const TranslatedReplySchema = envelope(z.object({ translation: TranslationReplySchema }))

/** An import's preview (`?preview`), or the draft made with the count imported and the problems skipped. */
const imported = z.object({ quiz: QuizReplySchema, imported: z.number().int(), problems: z.array(z.unknown()) })
export const ImportPreviewReplySchema = envelope(
  z.looseObject({ questions: z.array(z.looseObject({})), problems: z.array(z.unknown()) }),
)
export const ImportedReplySchema = envelope(imported, imported.shape)

/** Item statistics, analytics and earnings: figures of their own shapes, in rupees where money. */
export const StatisticsReplySchema = envelope(z.object({ statistics: z.looseObject({}) }))
export const AnalyticsReplySchema = envelope(z.object({ analytics: z.looseObject({ price: z.number() }) }))
export const EarningsReplySchema = envelope(
  z.object({ earnings: z.looseObject({ quizzes: z.array(z.looseObject({})) }) }),
)
/** Each attempt says whether it is ranked (the player's first finished one) or practice. */
export const QuizAttemptsReplySchema = envelope(
  z.looseObject({ attempts: z.array(z.looseObject({ _id: z.uuid(), ranked: z.boolean() })) }),
)
