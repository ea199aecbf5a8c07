import { QUIZ_LIMITS } from '#shared/constants'
import { QUIZ_BOUNDS } from '#shared/schemas/quiz'

/** A number field as typed, or null when it is empty or not a number. */
export function parseNumber(text: string): number | null {
  if (text.trim() === '') return null
  const value = Number(text)
  return Number.isFinite(value) ? value : null
}

/** Each question gets floor(total / count) when there is a total, else the 30 s default. */
function averagePerQuestion(totalSeconds: number | null, count: number): number {
  if (totalSeconds === null || totalSeconds <= 0 || count <= 0) return QUIZ_LIMITS.defaultQuestionTimeSeconds
  return Math.floor(totalSeconds / count)
}

/**
 * Per-question limits that add up to the total exactly: everyone gets the floor, and the
 * remainder goes one second each to the first questions. Each stays within the limits a question
 * may have, so when the total is too small (or too large) for that many questions the sum cannot
 * match, and the helper says so.
 */
export function distributeTime(totalSeconds: number | null, count: number): number[] {
  if (count <= 0) return []
  if (totalSeconds === null || totalSeconds <= 0) {
    return Array.from({ length: count }, () => QUIZ_LIMITS.defaultQuestionTimeSeconds)
  }
  const total = Math.floor(totalSeconds)
  const base = Math.floor(total / count)
  const remainder = total - base * count
  return Array.from({ length: count }, (_, index) =>
    Math.min(
      QUIZ_BOUNDS.maxQuestionTimeSeconds,
      Math.max(QUIZ_LIMITS.minTimeSeconds, base + (index < remainder ? 1 : 0)),
    ),
  )
}

/** The questions' time is the sum of their limits, 30 s for one left empty. */
function sumQuestionTimes(limits: string[]): number {
  return limits.reduce((sum, text) => sum + (parseNumber(text) ?? QUIZ_LIMITS.defaultQuestionTimeSeconds), 0)
}

/** What the timing helper shows: the total as typed (null when not a number yet), the average and the sum. */
export interface TimingFigures {
  total: number | null
  averagePerQuestion: number
  questionTimeSum: number
}

/**
 * The timing helper's figures, or null without questions: there is nothing to share the time with,
 * and an average or a sum of nothing would only mislead.
 */
export function timingFigures(timeLimit: string, questionLimits: string[]): TimingFigures | null {
  if (questionLimits.length === 0) return null
  const total = parseNumber(timeLimit)
  return {
    total,
    averagePerQuestion: averagePerQuestion(total, questionLimits.length),
    questionTimeSum: sumQuestionTimes(questionLimits),
  }
}

/** The default total for `count` questions: each gets the 30 s default. */
export function defaultTotalSeconds(count: number): number {
  return Math.max(0, count) * QUIZ_LIMITS.defaultQuestionTimeSeconds
}

/** A total as the field may hold it: on the 10 s step, within the total's bounds. */
function toTotalStep(seconds: number): number {
  const step = QUIZ_LIMITS.totalTimeStepSeconds
  const onStep = Math.round(seconds / step) * step
  return Math.min(QUIZ_BOUNDS.maxTotalTimeSeconds, Math.max(QUIZ_LIMITS.minTimeSeconds, onStep))
}

/**
 * The total after questions come or go, kept in step with their limits: it moves by as much as
 * their sum moved (a new question adds its 30 s, a removed one takes its own time away), so a
 * total that matched still matches and a typed one keeps its difference until the author
 * distributes it. From an empty list the total starts again from the questions' sum. A total
 * that is not a number yet is left as typed.
 */
export function totalAfterQuestionChange(timeLimit: string, before: string[], after: string[]): string {
  const total = parseNumber(timeLimit)
  if (total === null) return timeLimit
  const sumAfter = sumQuestionTimes(after)
  if (after.length === 0) return String(toTotalStep(total - sumQuestionTimes(before)))
  if (before.length === 0) return String(toTotalStep(sumAfter))
  return String(toTotalStep(total + sumAfter - sumQuestionTimes(before)))
}
