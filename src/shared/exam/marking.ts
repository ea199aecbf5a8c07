import type { QuestionDefinition } from '../questions/definitions'
import { ONE, type Fraction } from '../questions/fraction'
import { awarded, type Hundredths } from '../questions/points'
import type { PlayerResponse } from '../questions/responses'
import { score } from '../questions/score'

/**
 * A section's marking scheme, in hundredths of a mark: what a right answer gains, what a wrong one
 * takes (zero or below) and what a question left alone gives (usually nothing). The IBPS prelims'
 * +1/−0.25 is { correct: 100, wrong: -25, skipped: 0 }; JEE's +4/−1 is { correct: 400, wrong: -100 }.
 */
export interface MarkingScheme {
  correct: Hundredths
  wrong: Hundredths
  skipped: Hundredths
}

/** How an exam reads an answer: right, partly right, wrong or left alone. */
type Outcome = 'correct' | 'partial' | 'wrong' | 'skipped'

export interface Marked {
  outcome: Outcome
  /** The share of the question earned, as the question model scores it (negative wrong choices allowed). */
  fraction: Fraction
  marks: Hundredths
}

/** Whether a multiple-answers response picks any option that is not a right one. */
function picksWrongOption(definition: QuestionDefinition, response: PlayerResponse) {
  if (definition.type !== 'multiple-answers' || !Array.isArray(response)) return false
  return response.some((index) => !definition.correctAnswers.includes(index))
}

/**
 * Marks one question under a scheme, as exam halls do:
 * - left alone (no response): the scheme's `skipped`;
 * - fully right: `correct`;
 * - any wrong option chosen in a multiple-answers question, or nothing earned: `wrong`, the
 *   negative mark (JEE Advanced's rule: a wrong option costs the question whatever else is right);
 * - otherwise partly right (some right options and no wrong one, an ordering or a matching partly
 *   right): `correct` × the share, to the hundredth, a half away from zero.
 * The response is in the definition's own indexes (unshuffled).
 */
export function markQuestion(
  definition: QuestionDefinition,
  response: PlayerResponse | null,
  scheme: MarkingScheme,
): Marked {
  if (response === null) return { outcome: 'skipped', fraction: { num: 0, den: 1 }, marks: scheme.skipped }
  const fraction = score(definition, response, { allowNegative: true })
  if (fraction.num === fraction.den) return { outcome: 'correct', fraction: ONE, marks: scheme.correct }
  if (fraction.num <= 0 || picksWrongOption(definition, response)) {
    return { outcome: 'wrong', fraction, marks: scheme.wrong }
  }
  return { outcome: 'partial', fraction, marks: awarded(scheme.correct, fraction) }
}

export interface SectionTally {
  correct: number
  partial: number
  wrong: number
  skipped: number
  /** Marks gained (right and partly right answers, and any positive mark for skipping). */
  gained: Hundredths
  /** Marks lost to wrong answers (and any negative mark for skipping), as a positive number. */
  lost: Hundredths
  /** gained − lost: may be below zero. */
  score: Hundredths
}

/** Adds up a section's marked questions: counts, marks gained and lost, and the score. */
export function tally(marked: readonly Marked[]): SectionTally {
  const total: SectionTally = { correct: 0, partial: 0, wrong: 0, skipped: 0, gained: 0, lost: 0, score: 0 }
  for (const { outcome, marks } of marked) {
    total[outcome]++
    if (marks >= 0) total.gained += marks
    else total.lost -= marks
    total.score += marks
  }
  return total
}
