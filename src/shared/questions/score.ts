import { readNumber, withinTolerance } from './decimal'
import type { QuestionDefinition } from './definitions'
import { type Fraction, fraction, ONE, ZERO } from './fraction'
import type { PlayerResponse } from './responses'
import { comparable, matchesWildcard } from './text'

interface ScoreOptions {
  /** Exam mode: a multiple-answers question's wrong choices may take the mark below zero. */
  allowNegative?: boolean
}

const isIndexList = (response: PlayerResponse): response is readonly number[] => Array.isArray(response)

/** The indexes, when each is one of 0…count−1; otherwise null. */
function indexesBelow(response: PlayerResponse, count: number): readonly number[] | null {
  if (!isIndexList(response)) return null
  return response.every((index) => Number.isInteger(index) && index >= 0 && index < count) ? response : null
}

/** The indexes, when each is one of 0…count−1 and none repeats; otherwise null. */
function distinctIndexes(response: PlayerResponse, count: number): readonly number[] | null {
  const indexes = indexesBelow(response, count)
  return indexes && new Set(indexes).size === indexes.length ? indexes : null
}

/** A permutation of 0…count−1, or null. */
function permutation(response: PlayerResponse, count: number): readonly number[] | null {
  const indexes = distinctIndexes(response, count)
  return indexes?.length === count ? indexes : null
}

/** The length of the longest run, not necessarily adjacent, of values that increase. */
function longestIncreasing(values: readonly number[]): number {
  const ending: number[] = []
  values.forEach((value, i) => {
    let longest = 1
    for (let j = 0; j < i; j++) if (values[j]! < value) longest = Math.max(longest, ending[j]! + 1)
    ending.push(longest)
  })
  return Math.max(0, ...ending)
}

const allOrNothing = (right: boolean) => (right ? ONE : ZERO)

/**
 * Partial credit as Moodle's multiple-answer questions are usually marked: each right option
 * chosen gives 1/(right options), each wrong one chosen takes 1/(wrong options), so choosing every
 * option scores 0.
 */
function partialCredit(chosen: readonly number[], correct: readonly number[], optionCount: number): Fraction {
  const right = chosen.filter((index) => correct.includes(index)).length
  const wrong = chosen.length - right
  const wrongOptions = optionCount - correct.length
  // right/R − wrong/W over the common denominator R·W (W is 0 when every option is right).
  return wrongOptions === 0
    ? fraction(right, correct.length)
    : fraction(right * wrongOptions - wrong * correct.length, correct.length * wrongOptions)
}

/**
 * The share of a question's points that `response` earns, from −1 to 1 (0 to 1 unless
 * `allowNegative`). The response is in the definition's indexes (`unshuffle` maps a served one);
 * one that could not be an answer to the question scores 0.
 */
export function score(definition: QuestionDefinition, response: PlayerResponse, options: ScoreOptions = {}): Fraction {
  switch (definition.type) {
    case 'multiple-choice':
      return allOrNothing(response === definition.correctAnswer)
    case 'multiple-answers': {
      const chosen = distinctIndexes(response, definition.options.length)
      if (!chosen) return ZERO
      const correct = definition.correctAnswers
      if (definition.grading === 'all-or-nothing')
        return allOrNothing(chosen.length === correct.length && chosen.every((index) => correct.includes(index)))
      const credit = partialCredit(chosen, correct, definition.options.length)
      return credit.num < 0 && !options.allowNegative ? ZERO : credit
    }
    case 'true-false':
      return allOrNothing(response === definition.correctAnswer)
    case 'numeric': {
      const value = typeof response === 'number' || typeof response === 'string' ? readNumber(response) : null
      return allOrNothing(
        value !== null && withinTolerance(value, definition.answer, definition.tolerance, definition.toleranceType),
      )
    }
    case 'short-answer': {
      if (typeof response !== 'string') return ZERO
      const typed = comparable(response, definition.caseSensitive)
      return allOrNothing(
        definition.acceptedAnswers.some((answer) =>
          matchesWildcard(comparable(answer, definition.caseSensitive), typed),
        ),
      )
    }
    case 'ordering': {
      const chosen = permutation(response, definition.items.length)
      if (!chosen) return ZERO
      if (definition.grading === 'all-or-nothing') return allOrNothing(chosen.every((item, place) => item === place))
      // A single item is in order with nothing: as in Moodle, a longest ordered part of one scores 0.
      const inOrder = longestIncreasing(chosen)
      return inOrder < 2 ? ZERO : fraction(inOrder, chosen.length)
    }
    case 'matching': {
      // Each left-hand side weighs the same; a right-hand side chosen twice is right at most once.
      const count = definition.pairs.length
      const matched = indexesBelow(response, count)
      if (matched?.length !== count) return ZERO
      return fraction(matched.filter((right, left) => right === left).length, count)
    }
  }
}
