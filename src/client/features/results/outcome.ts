import { fraction, type Fraction } from '#shared/questions/fraction'
import type { DetailedAnswer } from '@/lib/result-types'

type Marked = Pick<DetailedAnswer, 'isCorrect' | 'wasAnswered' | 'fraction'>

/** A fraction of the result (numerator and denominator), as the review reads it; null while hidden. */
export const shareOf = (answer: Pick<DetailedAnswer, 'fraction'>): Fraction | null =>
  answer.fraction === null ? null : fraction(answer.fraction.numerator, answer.fraction.denominator)

/** Whether the answer earned part of the points and not all of them. */
function isPartly(answer: Marked): boolean {
  const share = shareOf(answer)
  return share !== null && share.num > 0 && share.num < share.den
}

/**
 * How a question went, as the breakdown's badge and the time chart say it: right, partly right,
 * wrong, not answered, or only answered while the quiz withholds which answers were right.
 */
export type Outcome = 'correct' | 'partly' | 'wrong' | 'unanswered' | 'hidden'

export function outcomeOf(answer: Marked): Outcome {
  if (!answer.wasAnswered) return 'unanswered'
  if (answer.isCorrect === null) return 'hidden'
  if (answer.isCorrect) return 'correct'
  return isPartly(answer) ? 'partly' : 'wrong'
}
