import { z } from 'zod'
import { m } from '../paraglide/messages.js'
import { readNumber } from './decimal'
import { QUESTION_LIMITS as LIMITS } from './limits'
import type { QuestionView, Served } from './serve'

/**
 * What a player sends for a question: an option's index (multiple choice), option indexes
 * (multiple answers), a boolean (true or false), a number or the number typed (numeric), the text
 * typed (short answer), item indexes in the order chosen (ordering), and for each left-hand side
 * the index of the right-hand side matched to it, the same one possibly twice (matching). Indexes are the view's as served.
 */
export type PlayerResponse = number | string | boolean | readonly number[]

const indexBelow = (count: number, words: () => string) =>
  z
    .number({ error: words })
    .int({ error: words })
    .min(0, { error: words })
    .max(count - 1, { error: words })

/** Each of 0…count−1 once, in any order. */
const permutationOf = (count: number, words: () => string) =>
  z
    .array(indexBelow(count, words), { error: words })
    .length(count, { error: words })
    .refine((indexes) => new Set(indexes).size === count, { error: words })

/** The schema of a response to `view`, refusing in words what could not be an answer to it. */
export function responseSchema(view: QuestionView): z.ZodType<PlayerResponse> {
  switch (view.type) {
    case 'multiple-choice':
      return indexBelow(view.options.length, () => m.question_response_option())
    case 'multiple-answers': {
      const words = () => m.question_response_options()
      return z
        .array(indexBelow(view.options.length, words), { error: words })
        .refine((indexes) => new Set(indexes).size === indexes.length, { error: words })
    }
    case 'true-false':
      return z.boolean({ error: () => m.question_response_true_or_false() })
    case 'numeric': {
      const words = () => m.question_response_number()
      return (
        z
          .union([z.number(), z.string()], { error: words })
          // readNumber refuses a text longer than a number may be before it reads it.
          .refine((value) => readNumber(value) !== null, { error: words })
      )
    }
    case 'short-answer': {
      const words = () => m.question_response_text()
      return z
        .string({ error: words })
        .trim()
        .min(1, { error: words })
        .max(LIMITS.textMax, { error: () => m.question_response_text_too_long({ max: LIMITS.textMax }) })
    }
    case 'ordering':
      return permutationOf(view.items.length, () => m.question_response_order())
    case 'matching': {
      // One right-hand side per left-hand one, as from a list beside each: the same one may be chosen twice.
      const words = () => m.question_response_matches()
      return z
        .array(indexBelow(view.rights.length, words), { error: words })
        .length(view.lefts.length, { error: words })
    }
  }
}

/**
 * A response in the view's indexes turned into the definition's, which `score` reads. An index
 * the view did not show becomes −1, which scores nothing.
 */
export function unshuffle(served: Served, response: PlayerResponse): PlayerResponse {
  const back = (index: number) => served.order[index] ?? -1
  switch (served.view.type) {
    case 'multiple-choice':
      return typeof response === 'number' ? back(response) : response
    case 'multiple-answers':
    case 'ordering':
    case 'matching':
      // Matching: the left-hand sides are shown in the definition's order, the right-hand ones not.
      return Array.isArray(response) ? response.map(back) : response
    default:
      return response
  }
}
