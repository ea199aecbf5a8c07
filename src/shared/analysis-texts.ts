import { numberFormat } from './i18n'
import { m } from './paraglide/messages.js'

/** A share as a whole percentage in the current language's digits ('80%'). */
const percent = (share: number) => numberFormat({ style: 'percent', maximumFractionDigits: 0 }).format(share)

/** Question numbers as a sentence says them: '3', '3 and 5', '1, 3 and 5'. */
const numberList = (numbers: number[]) =>
  numbers.length <= 1
    ? String(numbers[0] ?? '')
    : m.analysis_texts_list({ items: numbers.slice(0, -1).join(', '), last: String(numbers.at(-1)) })

/**
 * The sentences of a result's performance analysis, read in the language of the request that asks
 * for the result. Where English chooses between one and many, the choice stays here and each form
 * is a message of its own (`_one`, `_other`).
 */
export const ANALYSIS_TEXTS = {
  overall: (input: {
    score: number
    total: number
    percentage: number
    rating: string
    correct: number
    questions: number
  }) => m.analysis_texts_overall(input),
  highAccuracy: (accuracy: number) => m.analysis_texts_high_accuracy({ percent: percent(accuracy) }),
  quickAndSure: (right: number, quick: number) => m.analysis_texts_quick_and_sure({ right, quick }),
  streak: (count: number) => m.analysis_texts_streak({ count }),
  toBuildOn: (count: number) =>
    count === 1 ? m.analysis_texts_to_build_on_one({ count }) : m.analysis_texts_to_build_on_other({ count }),
  missed: (questions: number[]) =>
    questions.length === 1
      ? m.analysis_texts_missed_one({ list: numberList(questions) })
      : m.analysis_texts_missed_other({ list: numberList(questions) }),
  missedCount: (count: number) =>
    count === 1 ? m.analysis_texts_missed_count_one({ count }) : m.analysis_texts_missed_count_other({ count }),
  timedOut: (questions: number[]) =>
    questions.length === 1
      ? m.analysis_texts_timed_out_one({ list: numberList(questions) })
      : m.analysis_texts_timed_out_other({ list: numberList(questions) }),
  skipped: (questions: number[]) =>
    questions.length === 1
      ? m.analysis_texts_skipped_one({ list: numberList(questions) })
      : m.analysis_texts_skipped_other({ list: numberList(questions) }),
  rushed: (accuracy: number) => m.analysis_texts_rushed({ percent: percent(accuracy) }),
  violations: (count: number) =>
    count === 1 ? m.analysis_texts_violations_one({ count }) : m.analysis_texts_violations_other({ count }),
  timeUsed: (ofTotal: number, ofEachLimit: number) =>
    m.analysis_texts_time_used({ total: percent(ofTotal), average: percent(ofEachLimit) }),
  accuracyBySpeed: (fast: number, slow: number) =>
    m.analysis_texts_accuracy_by_speed({ fast: percent(fast), slow: percent(slow) }),
  closeToLimit: (count: number) =>
    count === 1 ? m.analysis_texts_close_to_limit_one({ count }) : m.analysis_texts_close_to_limit_other({ count }),
  ranOut: (count: number) =>
    count === 1 ? m.analysis_texts_ran_out_one({ count }) : m.analysis_texts_ran_out_other({ count }),
}
