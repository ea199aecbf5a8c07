import { QUIZ_LIMITS } from '#shared/constants'
import { percentageOf, type ResultColor, resultColor, scoreRating } from '#shared/results'
import type { ResultAttempt } from './result-types'

/** A missing total is 10 points per question. */
function totalPossibleOf(attempt: Pick<ResultAttempt, 'totalPossibleScore' | 'totalQuestions'>) {
  return attempt.totalPossibleScore || attempt.totalQuestions * QUIZ_LIMITS.assumedPointsPerQuestion
}

/** A missing time limit is 300 s. */
export function timeLimitOf(attempt: Pick<ResultAttempt, 'timeLimitSeconds'>) {
  return attempt.timeLimitSeconds || QUIZ_LIMITS.defaultResultTimeLimitSeconds
}

export function scoreFigures(attempt: Pick<ResultAttempt, 'score' | 'totalPossibleScore' | 'totalQuestions'>) {
  const totalPossible = totalPossibleOf(attempt)
  const percentage = percentageOf(attempt.score, totalPossible)
  return { totalPossible, percentage, rating: scoreRating(percentage), color: resultColor(percentage) }
}

/** Token colours whose contrast holds in both themes (see styles.css). */
export const RESULT_TEXT_CLASS: Record<ResultColor, string> = {
  green: 'text-success',
  yellow: 'text-warning',
  red: 'text-destructive',
}

export const RESULT_SURFACE_CLASS: Record<ResultColor, string> = {
  green: 'border-success/40 bg-success/10',
  yellow: 'border-warning/40 bg-warning/10',
  red: 'border-destructive/40 bg-destructive/10',
}

export function formatPercent(value: number) {
  return `${Number.isInteger(value) ? value : value.toFixed(2).replace(/0$/, '')}%`
}
