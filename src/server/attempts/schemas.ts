import { PALETTE_STATES } from '#shared/exam/palette'
import { z } from 'zod'
import { ImageViewSchema } from '#server/images/schemas'
import { SUBMIT_REASONS, VIOLATION_TYPES } from '#shared/anti-cheat'
import { GLOBAL_MAX_PAGE, GLOBAL_PERIODS } from '#shared/global-leaderboard'
import { QUIZ_LIMITS } from '#shared/constants'
import { QUIZ_BOUNDS, QuizLanguageSchema, SettingsSchema } from '#shared/schemas/quiz'
import { IdSchema } from '#server/http/ids'
import { wholeNumber } from '#server/http/pagination'
import { ENTITIES, envelope } from '#server/http/openapi'
import { QUESTION_LIMITS } from '#shared/questions/limits'
import { m } from '#shared/i18n'

/** The most of a leaderboard one call reads. */
const LEADERBOARD_MAX = 100

/** Time a client reports spending: a day is more than any attempt lasts, and keeps the sums small. */
const REPORTED_SECONDS_MAX = 86_400

export const AttemptInput = z.object({ attemptId: IdSchema })
export const StartSchema = z.object({ quizId: IdSchema })

/**
 * An answer to a question of any type, in the indexes of what was shown: option indexes (multiple
 * answers), a boolean, a number or the number typed, the text typed, item indexes in the order
 * chosen (ordering), or for each left-hand side the index of the right-hand side matched
 * (matching). Whether it fits its question is checked against what that question showed
 * (responseSchema in src/shared/questions/responses.ts); null leaves the question unanswered.
 */
const ResponseSchema = z
  .union(
    [
      z.boolean(),
      z.number(),
      z.string().max(QUESTION_LIMITS.textMax * 4),
      z.array(z.number()).max(Math.max(QUESTION_LIMITS.maxOptions, QUESTION_LIMITS.maxItems, QUESTION_LIMITS.maxPairs)),
    ],
    { error: () => m.attempt_server_response_missing() },
  )
  .nullable()
  .meta({ examples: [[0, 2], true, '3.14', 'दिल्ली', [2, 0, 1], [1, 0, 2]] })

/**
 * A single-answer question's answer as the REST contract has it (`selectedOption`, the option's
 * index as served), or any question's as `response`; one of them.
 */
export const AnswerSchema = z
  .object({
    questionId: IdSchema,
    selectedOption: z
      .number()
      .int()
      .min(0)
      .max(QUIZ_LIMITS.optionsPerQuestion - 1)
      .nullable()
      .optional(),
    response: ResponseSchema.optional(),
    timeSpentSeconds: z.number().min(0).max(REPORTED_SECONDS_MAX).optional(),
  })
  .refine((answer) => answer.selectedOption !== undefined || answer.response !== undefined, {
    error: () => m.attempt_server_response_missing(),
  })

export const SubmitSchema = z.object({
  answers: z.array(AnswerSchema).max(QUIZ_BOUNDS.maxQuestions).optional(),
  /** Seconds, as the client measured them (kept for the record; the server's clock decides). */
  timeSpent: z.number().min(0).max(REPORTED_SECONDS_MAX).optional(),
  tabSwitches: z.number().int().min(0).max(10_000).optional(),
  /**
   * What the client says of its own submit. Only 'manual' and 'all_completed' are taken from it;
   * the database decides 'time_expired' by its clock and 'anti_cheat' on its own violation path.
   * Those two names are still accepted, and read as 'manual' (unless the time is up): a client that
   * sends them when its timer hits zero or a violation ends the attempt must not lose the answers
   * it submits with them to a 400. An unknown word is a client bug, and refused.
   */
  reason: z.enum(SUBMIT_REASONS).optional(),
})

export const ViolationSchema = z.object({
  type: z.enum(VIOLATION_TYPES, { error: () => m.attempt_server_violation_type_unknown() }),
  // Milliseconds up to the last time a Date can hold: beyond it, toISOString below would throw (a 500).
  timestamp: z
    .union([z.iso.datetime({ offset: true }), z.number().int().positive().max(8.64e15)])
    .optional()
    .transform((value) => (value === undefined ? undefined : new Date(value).toISOString())),
  // Any JSON value (the contract gives it no type): the service keeps it as text, at most 1 kB of it.
  // Text Postgres cannot store, and nesting too deep, are refused before validation.
  details: z.unknown().optional(),
})

/** A quiz's leaderboard over tRPC: the limit is JSON's number. */
export const LeaderboardSchema = z.object({
  quizId: IdSchema,
  limit: z.number().int().min(1).max(LEADERBOARD_MAX).default(50),
})

/** Over REST the limit comes from the query string. */
export const RestLeaderboardSchema = z.object({
  limit: z.coerce.number().int().min(1).max(LEADERBOARD_MAX).default(50),
})

/** The quiz-level submit (`POST /quizzes/:id/submit`) may name the attempt. */
export const RestQuizSubmitSchema = SubmitSchema.extend({ attemptId: IdSchema.optional() })

/** The global leaderboard: all time unless asked for the last 30 days, the first page unless told. */
export const GlobalLeaderboardSchema = z.object({
  period: z.preprocess((value) => (value === '' ? undefined : value), z.enum(GLOBAL_PERIODS).default('all')),
  page: wholeNumber(1, GLOBAL_MAX_PAGE).default(1),
})

/** Where the player stands on one quiz. */
export const StandingSchema = z.object({ quizId: IdSchema })

/*
 * The shapes of the REST answers, for the API's document (decision 031); the contract test holds
 * every answer the tests see to them. The result and its analysis are figures of their own,
 * described by their main fields.
 */

/**
 * A question as the attempt screen gets it, by type: the options (single and multiple answers),
 * the items to put in order, or the two sides to match, in this attempt's order (items and sides
 * always shuffled). The answer and explanation keys are there, and null.
 */
/**
 * The question in the quiz's second language as served (the player's switch shows it): its lists
 * in the order of the question's own as this attempt shows them, `left`/`right` for matching.
 */
const AttemptTranslationSchema = z
  .object({
    language: QuizLanguageSchema,
    question: z.string(),
    options: z.array(z.string()).optional(),
    items: z.array(z.string()).optional(),
    left: z.array(z.string()).optional(),
    right: z.array(z.string()).optional(),
  })
  .meta({ examples: [{ language: 'hi', question: 'इनमें से कौन-सी संख्याएँ अभाज्य हैं?', options: ['2', '4', '7', '9'] }] })

const attemptQuestion = {
  _id: z.uuid(),
  text: z.string(),
  question: z.string(),
  /** Single and multiple answers' options as shown; none for the other types. */
  options: z.array(z.string()),
  timeLimit: z.number().int(),
  points: z.number().int(),
  correctAnswer: z.null(),
  explanation: z.null(),
  /** An exam's: the question's section, by its place in `exam.sections`. */
  sectionIndex: z.number().int().optional(),
  /** The question's picture (decision 038), where it has one. */
  image: ImageViewSchema.optional(),
  /** Each option's picture in `options`' order (null where an option has none), where any has one. */
  optionImages: z.array(ImageViewSchema.nullable()).optional(),
  /** The question in the quiz's second language, where it has one. */
  translation: AttemptTranslationSchema.optional(),
}
const AttemptQuestionReplySchema = z
  .union([
    z.object({ ...attemptQuestion, type: z.enum(['multiple-choice', 'multiple-answers']) }).meta({
      examples: [
        {
          _id: '8f7c2a6e-0b1d-4c3e-9a5f-2d6b7e8f9a01',
          text: 'Which of these are prime?',
          question: 'Which of these are prime?',
          type: 'multiple-answers',
          options: ['2', '4', '7', '9'],
          timeLimit: 30,
          points: 2,
          correctAnswer: null,
          explanation: null,
          translation: { language: 'hi', question: 'इनमें से कौन-सी संख्याएँ अभाज्य हैं?', options: ['2', '4', '7', '9'] },
        },
      ],
    }),
    z.object({ ...attemptQuestion, type: z.enum(['true-false', 'numeric', 'short-answer']) }),
    z.object({ ...attemptQuestion, type: z.literal('ordering'), items: z.array(z.string()) }).meta({
      examples: [
        {
          _id: '8f7c2a6e-0b1d-4c3e-9a5f-2d6b7e8f9a02',
          text: 'Put these in the order they happened',
          question: 'Put these in the order they happened',
          type: 'ordering',
          options: [],
          items: ['Dandi March', 'Partition of Bengal', 'Quit India'],
          timeLimit: 60,
          points: 1,
          correctAnswer: null,
          explanation: null,
        },
      ],
    }),
    z
      .object({
        ...attemptQuestion,
        type: z.literal('matching'),
        left: z.array(z.string()),
        right: z.array(z.string()),
      })
      .meta({
        examples: [
          {
            _id: '8f7c2a6e-0b1d-4c3e-9a5f-2d6b7e8f9a03',
            text: 'Match each state to its capital',
            question: 'Match each state to its capital',
            type: 'matching',
            options: [],
            left: ['Kerala', 'Assam', 'Bihar'],
            right: ['Patna', 'Thiruvananthapuram', 'Dispur'],
            timeLimit: 60,
            points: 3,
            correctAnswer: null,
            explanation: null,
          },
        ],
      }),
  ])
  .register(ENTITIES, { id: 'AttemptQuestion' })

/** An exam's sections as an attempt serves them: marks as decimals, when each closes, which is open. */
const ExamAttemptReplySchema = z
  .object({
    sectionOrder: z.enum(['free', 'fixed']),
    carryOver: z.boolean(),
    sections: z.array(
      z.object({
        title: z.string(),
        /** Seconds; null on the paper's clock alone. */
        timeLimit: z.number().int().nullable(),
        marking: z.object({ correct: z.number(), wrong: z.number(), skipped: z.number() }),
        /** The section's questions by their place in `questions`. */
        questionIndexes: z.array(z.number().int()),
        /** When the section's own clock runs out (a fixed order); null otherwise. */
        closesAt: z.iso.datetime().nullable(),
      }),
    ),
    /** How many sections of a fixed order the player closed early (carry-over). */
    sectionsClosed: z.number().int(),
    /** The section open now in a fixed order; null in a free order or when every clock has run out. */
    openSection: z.number().int().nullable(),
  })
  .meta({
    examples: [
      {
        sectionOrder: 'fixed',
        carryOver: false,
        sections: [
          {
            title: 'English Language',
            timeLimit: 1200,
            marking: { correct: 1, wrong: -0.25, skipped: 0 },
            questionIndexes: [0, 1, 2],
            closesAt: '2026-12-05T10:20:00.000Z',
          },
        ],
        sectionsClosed: 0,
        openSection: 0,
      },
    ],
  })

/** An exam's scorecard: marks per section (negative allowed), NTA percentile and all-India rank (null until ranked). */
const ExamResultReplySchema = z
  .object({
    sections: z.array(
      z.object({
        title: z.string(),
        questions: z.number().int(),
        correct: z.number().int(),
        partial: z.number().int(),
        wrong: z.number().int(),
        skipped: z.number().int(),
        gained: z.number(),
        lost: z.number(),
        score: z.number(),
        fullMarks: z.number(),
        accuracy: z.number().nullable(),
        timeSeconds: z.number().int(),
        /** The topper's score in this section (the first attempt at the top of the leaderboard); null before any. */
        topper: z.number().nullable(),
        /** The mean of this section's score over first attempts, to the hundredth; null before any. */
        average: z.number().nullable(),
      }),
    ),
    rank: z.number().int().nullable(),
    /** NTA's percentile to seven places, as text: '90.1224411'. */
    percentile: z.string().nullable(),
    candidates: z.number().int().nullable(),
    topper: z.number().nullable(),
    average: z.number().nullable(),
  })
  .meta({
    examples: [
      {
        sections: [
          {
            title: 'Quantitative Aptitude',
            questions: 35,
            correct: 25,
            partial: 0,
            wrong: 5,
            skipped: 5,
            gained: 25,
            lost: 1.25,
            score: 23.75,
            fullMarks: 35,
            accuracy: 83.3,
            timeSeconds: 1180,
            topper: 31.5,
            average: 14.2,
          },
        ],
        rank: 4,
        percentile: '90.1224411',
        candidates: 41326,
        topper: 31.5,
        average: 14.2,
      },
    ],
  })

/** A saved answer: the question, the option chosen or the response (null: none) and the seconds spent on it. */
const SavedAnswerSchema = z.object({
  questionId: z.string(),
  selectedOption: z.number().int().nullable(),
  response: z.union([z.boolean(), z.number(), z.string(), z.array(z.number())]).nullable(),
  timeSpentSeconds: z.number(),
})

const attemptView = z.object({
  _id: z.uuid(),
  attemptId: z.uuid(),
  quizId: z.uuid(),
  quizTitle: z.string(),
  resumed: z.boolean(),
  questions: z.array(AttemptQuestionReplySchema),
  settings: SettingsSchema,
  /** The total time limit, in milliseconds. */
  timeLimit: z.number().int(),
  startedAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  serverNow: z.iso.datetime(),
  remainingMs: z.number(),
  answers: z.array(SavedAnswerSchema),
  violationCount: z.number().int(),
  tabSwitches: z.number().int(),
  /** An exam paper's sections (decision 041): only on an attempt at a paper that has them. */
  exam: ExamAttemptReplySchema.optional(),
})
export const AttemptStartedReplySchema = envelope(attemptView, attemptView.shape)
/** A question's palette state as a player sets it (Save & Next, Mark for Review, a visit). */
export const PaletteStateSchema = z.object({
  state: z.enum(PALETTE_STATES, { error: () => m.palette_state_unknown() }),
})

/** The palette: each question's state in the order served, and the legend's counts. */
export const PaletteReplySchema = envelope(
  z
    .object({
      palette: z.array(z.object({ questionId: z.string(), state: z.enum(PALETTE_STATES) })),
      counts: z.object(
        Object.fromEntries(PALETTE_STATES.map((state) => [state, z.number().int()])) as Record<
          (typeof PALETTE_STATES)[number],
          z.ZodNumber
        >,
      ),
    })
    .meta({
      examples: [
        {
          palette: [
            { questionId: '8f7c2a6e-0b1d-4c3e-9a5f-2d6b7e8f9a01', state: 'answered-marked' },
            { questionId: '8f7c2a6e-0b1d-4c3e-9a5f-2d6b7e8f9a02', state: 'not-visited' },
          ],
          counts: { 'not-visited': 1, 'not-answered': 0, answered: 0, marked: 0, 'answered-marked': 1 },
        },
      ],
    }),
)

/** After a section is closed early: the attempt as it goes on, or none when that ended the paper. */
export const SectionClosedReplySchema = envelope(
  z.object({ status: z.enum(['in_progress', 'submitted']), attempt: attemptView.nullable() }),
)

/** The result: the REST contract's Attempt (`_id`, `duration` in seconds), its analysis and its questions. */
const result = z.object({
  attempt: z.looseObject({
    _id: z.uuid(),
    attemptId: z.uuid(),
    quizId: z.uuid(),
    status: z.string(),
    score: z.number().nullable(),
    totalPossibleScore: z.number(),
    percentage: z.number().nullable(),
    duration: z.number().nullable(),
  }),
  analysis: z.looseObject({}).nullable(),
  quiz: z.looseObject({ id: z.uuid(), title: z.string() }),
  detailedAnswers: z.array(z.looseObject({ _id: z.uuid(), text: z.string() })).nullable(),
  /** An exam's scorecard (a paper with sections only): each section's marks, and the standing as it is now. */
  exam: ExamResultReplySchema.optional(),
})
export const AttemptResultReplySchema = envelope(result, result.shape)

export const AnswerSavedReplySchema = envelope(
  z.object({ saved: z.boolean(), status: z.enum(['in_progress', 'submitted', 'time_expired', 'auto_submitted']) }),
)
export const ViolationReplySchema = envelope(
  z.object({
    recorded: z.boolean(),
    autoSubmitted: z.boolean(),
    violation: z.looseObject({ type: z.string() }).nullable(),
    result: result.nullable(),
  }),
)

/** One of the player's attempts: the REST contract's Attempt with its quiz's title. */
export const MyAttemptReplySchema = z
  .looseObject({
    _id: z.uuid(),
    attemptId: z.uuid(),
    quizId: z.uuid(),
    quizTitle: z.string(),
    status: z.string(),
    score: z.number().nullable(),
    totalPossibleScore: z.number(),
    percentage: z.number().nullable(),
    startedAt: z.iso.datetime(),
    submittedAt: z.iso.datetime().nullable(),
    quiz: z.object({ _id: z.uuid(), title: z.string() }),
    duration: z.number().nullable(),
    /** Played in a live game: never ranked. */
    isLiveGame: z.boolean(),
  })
  .register(ENTITIES, { id: 'Attempt' })
export const MyAttemptsReplySchema = envelope(z.object({ attempts: z.array(MyAttemptReplySchema) }))

/** A quiz's leaderboard: public fields only. */
const QuizBoardEntrySchema = z.object({
  rank: z.number().int(),
  username: z.string(),
  score: z.number(),
  totalPossibleScore: z.number(),
  percentage: z.number(),
  duration: z.number(),
  violationCount: z.number().int(),
  submittedAt: z.iso.datetime().nullable(),
  isViewer: z.boolean(),
})
export const LeaderboardReplySchema = envelope(
  z.object({
    quiz: z.object({ id: z.uuid(), title: z.string() }),
    entries: z.array(QuizBoardEntrySchema),
    viewerEntry: QuizBoardEntrySchema.nullable(),
    totalRanked: z.number().int(),
  }),
)

/** The global leaderboard (decision 025): players by rating. */
const GlobalEntrySchema = z.object({
  rank: z.number().int(),
  username: z.string(),
  rating: z.number(),
  quizzes: z.number().int(),
  average: z.number(),
  isViewer: z.boolean(),
})
export const GlobalLeaderboardReplySchema = envelope(
  z.object({
    period: z.enum(GLOBAL_PERIODS),
    page: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean(),
    entries: z.array(GlobalEntrySchema),
    viewerEntry: GlobalEntrySchema.nullable(),
  }),
)
