import { z } from 'zod'
import { SUBMIT_REASONS, VIOLATION_TYPES } from '#shared/anti-cheat'
import { QUIZ_BOUNDS } from '#shared/schemas/quiz'
import { IdSchema } from '#server/http/ids'

export const AnswerSchema = z.object({
  questionId: IdSchema,
  selectedOption: z.number().int().min(0).max(3).nullable(),
  timeSpentSeconds: z.number().min(0).max(86_400).optional(),
})

export const SubmitSchema = z.object({
  answers: z.array(AnswerSchema).max(QUIZ_BOUNDS.maxQuestions).optional(),
  /** Seconds, as the client measured them (kept for the record; the server's clock decides). */
  timeSpent: z.number().min(0).max(86_400).optional(),
  tabSwitches: z.number().int().min(0).max(10_000).optional(),
  reason: z.enum(SUBMIT_REASONS).optional(),
})

export const ViolationSchema = z.object({
  type: z.enum(VIOLATION_TYPES, { error: 'Unknown violation type' }),
  timestamp: z.union([z.iso.datetime({ offset: true }), z.number().int().positive()]).optional()
    .transform((value) => (value === undefined ? undefined : new Date(value).toISOString())),
  details: z.string().max(500).optional(),
})
