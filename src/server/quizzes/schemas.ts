import { z } from 'zod'
import { IMPORT_TEXTS } from '#shared/import-texts'
import {
  DEFAULT_SETTINGS,
  QuestionInputSchema,
  QUIZ_BOUNDS,
  QUIZ_STATUSES,
  QuizInputSchema,
  type QuizSettings,
  RejectSchema,
  SettingsSchema,
} from '#shared/schemas/quiz'
import { DIFFICULTIES, PUBLIC_CATEGORIES } from '#shared/quiz'
import { IdInput, IdSchema } from '#server/http/ids'
import { PageSchema } from '#server/http/pagination'
import { RupeesSchema } from '#server/http/rupees'
import { QUIZ_FILE_FORMATS } from './formats/types'

/** An empty filter (`?category=`) means "all". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

export const PublicListSchema = PageSchema.extend({
  search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  category: z.preprocess(blankToUndefined, z.enum(PUBLIC_CATEGORIES).optional()),
  difficulty: z.preprocess(blankToUndefined, z.enum(DIFFICULTIES).optional()),
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

/** Questions added over REST: a list of them, or one question on its own. */
export const RestQuestionsSchema = z.union([
  z.object({ questions: z.array(QuestionInputSchema).min(1).max(100) }),
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

const FormatSchema = z.enum(QUIZ_FILE_FORMATS, { error: IMPORT_TEXTS.formatRequired })

/** A file to import: its format and text, and a title for the new draft or the draft to add to. */
export const ImportSchema = z.object({
  format: FormatSchema,
  content: z.string({ error: IMPORT_TEXTS.contentRequired }),
  title: z
    .string()
    .trim()
    .max(QUIZ_BOUNDS.titleMax, `Title must be at most ${QUIZ_BOUNDS.titleMax} characters`)
    .optional(),
  quizId: IdSchema.optional(),
})

export const ExportQuerySchema = z.object({ format: FormatSchema })

/** tRPC's export: the quiz and the format. */
export const ExportInputSchema = IdInput.extend(ExportQuerySchema.shape)
