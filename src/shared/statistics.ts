import { z } from 'zod'
import { m } from './paraglide/messages.js'
import { plainQuestionText } from './question-markup'

/**
 * Item statistics of a quiz: which attempts they read, the thresholds that flag a question, and
 * the words for the flags and for a figure that cannot be computed.
 */

/** `first`: each player's first submitted attempt of the quiz (the default); `all`: every submitted attempt. */
const STATISTICS_SCOPES = ['first', 'all'] as const
export type StatisticsScope = (typeof STATISTICS_SCOPES)[number]

export const StatisticsQuerySchema = z.object({
  attempts: z.enum(STATISTICS_SCOPES, { error: () => m.statistics_input_texts_attempts() }).default('first'),
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

/** The figures in a flag are formatted here, the same in every language (a share as `12.5 %`). */
export const STATISTICS_FLAGS = {
  tooEasy: (facility: number) =>
    m.statistics_flags_too_easy({
      facility: percent(facility),
      threshold: percent(STATISTICS_THRESHOLDS.tooEasyAbove),
    }),
  tooHard: (facility: number) =>
    m.statistics_flags_too_hard({
      facility: percent(facility),
      threshold: percent(STATISTICS_THRESHOLDS.tooHardBelow),
    }),
  weakDiscrimination: (index: number) =>
    m.statistics_flags_weak_discrimination({
      index: index.toFixed(2),
      threshold: String(STATISTICS_THRESHOLDS.weakDiscriminationBelow),
    }),
  negativeDiscrimination: (index: number) => m.statistics_flags_negative_discrimination({ index: index.toFixed(2) }),
  /** The option named in plain words: a formula as typed, no marks of bold or italics. */
  unusedDistractor: (option: string) => m.statistics_flags_unused_distractor({ option: plainQuestionText(option) }),
} as const

export type StatisticsFlagKind = keyof typeof STATISTICS_FLAGS
