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
  // Milliseconds up to the last time a Date can hold: beyond it, toISOString below would throw (a 500).
  timestamp: z.union([z.iso.datetime({ offset: true }), z.number().int().positive().max(8.64e15)]).optional()
    .transform((value) => (value === undefined ? undefined : new Date(value).toISOString())),
  // Any JSON value (the spec gives it no type): the service keeps it as text, at most 1 kB of it.
  // Text Postgres cannot store, and nesting too deep, are refused before validation.
  details: z.unknown().optional(),
})
