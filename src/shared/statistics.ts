import { z } from 'zod'
import { words } from './i18n'
import { m } from './paraglide/messages.js'

/**
 * Item statistics of a quiz: which attempts they read, the thresholds that flag a question, and
 * the words for the flags and for a figure that cannot be computed.
 */

/** `first`: each player's first submitted attempt of the quiz (the default); `all`: every submitted attempt. */
const STATISTICS_SCOPES = ['first', 'all'] as const
export type StatisticsScope = (typeof STATISTICS_SCOPES)[number]

/** The statistics' input, refused in the request's language (read when a value fails). */
const STATISTICS_INPUT_TEXTS = words({ attempts: m.statistics_input_texts_attempts })

export const StatisticsQuerySchema = z.object({
  attempts: z.enum(STATISTICS_SCOPES, { error: () => STATISTICS_INPUT_TEXTS.attempts }).default('first'),
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
  unusedDistractor: (option: string) => m.statistics_flags_unused_distractor({ option }),
} as const

export type StatisticsFlagKind = keyof typeof STATISTICS_FLAGS

/** Why a figure is null. */
export const STATISTICS_REASONS = words({
  noAttempts: m.statistics_reasons_no_attempts,
  fewAttempts: m.statistics_reasons_few_attempts,
  fewQuestions: m.statistics_reasons_few_questions,
  equalScores: m.statistics_reasons_equal_scores,
  sameItemScore: m.statistics_reasons_same_item_score,
  sameRestScore: m.statistics_reasons_same_rest_score,
  noAnswers: m.statistics_reasons_no_answers,
  noTimes: m.statistics_reasons_no_times,
  emptyGroup: m.statistics_reasons_empty_group,
  reliabilityUnknown: m.statistics_reasons_reliability_unknown,
})
