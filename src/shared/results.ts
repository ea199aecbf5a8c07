/** Score rating and colours. */
export type ResultColor = 'green' | 'yellow' | 'red'

export function scoreRating(percentage: number): string {
  if (percentage >= 90) return 'Excellent'
  if (percentage >= 80) return 'Very Good'
  if (percentage >= 70) return 'Good'
  if (percentage >= 60) return 'Average'
  return 'Needs Improvement'
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
