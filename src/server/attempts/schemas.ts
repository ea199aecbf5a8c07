import { z } from 'zod'
import { SUBMIT_REASONS, VIOLATION_TYPES } from '#shared/anti-cheat'
import { QUIZ_BOUNDS } from '#shared/schemas/quiz'
import { IdSchema } from '#server/http/ids'

/** The most of a leaderboard one call reads. */
const LEADERBOARD_MAX = 100

export const AttemptInput = z.object({ attemptId: IdSchema })
export const StartSchema = z.object({ quizId: IdSchema })

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
  type: z.enum(VIOLATION_TYPES, { error: 'Unknown violation type' }),
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
