import { QUIZ_LIMITS } from '../constants'
import { QUIZ_BOUNDS } from '../schemas/quiz-bounds'

/**
 * The limits of a question's definition and of a player's response. An option, an item, a side of
 * a pair, an accepted answer and a typed answer are each as long as an option may be.
 */
export const QUESTION_LIMITS = {
  minOptions: 2,
  maxOptions: QUIZ_LIMITS.optionsPerQuestion,
  textMax: QUIZ_BOUNDS.optionMax,
  maxAcceptedAnswers: 10,
  minItems: 2,
  maxItems: 10,
  minPairs: 2,
  maxPairs: 10,
  /** The longest number a player may type, in characters. */
  numberTextMax: 40,
} as const
