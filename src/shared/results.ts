/** Score rating and colours. */
import { m } from './paraglide/messages.js'

export type ResultColor = 'green' | 'yellow' | 'red'

export function scoreRating(percentage: number): string {
  if (percentage >= 90) return m.score_rating_excellent()
  if (percentage >= 80) return m.score_rating_very_good()
  if (percentage >= 70) return m.score_rating_good()
  if (percentage >= 60) return m.score_rating_average()
  return m.score_rating_needs_improvement()
}

export function resultColor(percentage: number): ResultColor {
  if (percentage >= 80) return 'green'
  if (percentage >= 60) return 'yellow'
  return 'red'
}

/** Percentage with two decimals at most, from integer points. */
export function percentageOf(score: number, totalPossible: number): number {
  if (totalPossible <= 0) return 0
  return Math.round((score * 10000) / totalPossible) / 100
}
