import { z } from 'zod'

/**
 * Item statistics of a quiz: which attempts they read, the thresholds that flag a question, and
 * the words for the flags and for a figure that cannot be computed.
 */

/** `first`: each player's first submitted attempt of the quiz (the default); `all`: every submitted attempt. */
const STATISTICS_SCOPES = ['first', 'all'] as const
export type StatisticsScope = (typeof STATISTICS_SCOPES)[number]

export const StatisticsQuerySchema = z.object({
  attempts: z.enum(STATISTICS_SCOPES, { error: 'attempts must be "first" or "all"' }).default('first'),
})

/** The share of attempts that form the top and the bottom group of the distractor analysis. */
export const EXTREME_GROUP_SHARE = 0.27

/** The histogram's bins: equal tenths of the attempt's possible score. */
export const HISTOGRAM_BINS = 10

export const STATISTICS_THRESHOLDS = {
  /** A facility above this flags the question as too easy. */
  tooEasyAbove: 0.9,
  /** A facility below this flags it as too hard. */
  tooHardBelow: 0.2,
  /** A discrimination index below this flags it as weak (negative below zero). */
  weakDiscriminationBelow: 0.2,
} as const

const percent = (share: number) => `${Math.round(share * 1000) / 10} %`

export const STATISTICS_FLAGS = {
  tooEasy: (facility: number) =>
    `Too easy: ${percent(facility)} answered it correctly (above ${percent(STATISTICS_THRESHOLDS.tooEasyAbove)})`,
  tooHard: (facility: number) =>
    `Too hard: ${percent(facility)} answered it correctly (below ${percent(STATISTICS_THRESHOLDS.tooHardBelow)})`,
  weakDiscrimination: (index: number) =>
    `Weak discrimination: ${index.toFixed(2)} (below ${STATISTICS_THRESHOLDS.weakDiscriminationBelow}); it barely separates strong players from weak ones`,
  negativeDiscrimination: (index: number) =>
    `Negative discrimination: ${index.toFixed(2)}; players who do well on the rest of the quiz get it wrong more often`,
  unusedDistractor: (option: string) => `Nobody picks the wrong option "${option}"`,
} as const

export type StatisticsFlagKind = keyof typeof STATISTICS_FLAGS

/** Why a figure is null. */
export const STATISTICS_REASONS = {
  noAttempts: 'No submitted attempts yet',
  fewAttempts: 'Needs at least two attempts',
  fewQuestions: 'Needs at least two questions',
  equalScores: 'Every attempt has the same score',
  sameItemScore: 'Every attempt scored the same on this question',
  sameRestScore: 'Every attempt scored the same on the rest of the quiz',
  noAnswers: 'Nobody answered this question',
  noTimes: 'No answer saved with a time',
  emptyGroup: 'No attempt in this group',
  reliabilityUnknown: 'The reliability could not be computed',
} as const
