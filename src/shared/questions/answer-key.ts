import type { QuestionDefinition } from './definitions'
import type { Served } from './serve'

/**
 * What marks a question, in the indexes of the view one attempt served, for a result that shows
 * the right answer once the quiz's reveal setting allows it: the right options, the right order of
 * the items as shown, and for each left-hand side the right-hand one shown as its match. Numeric
 * and short-answer questions carry their answers as defined.
 */
export type AnswerKey =
  | { type: 'multiple-choice'; correct: number }
  | { type: 'multiple-answers'; correct: number[] }
  | { type: 'true-false'; correct: boolean }
  | { type: 'numeric'; answer: number; tolerance: number; toleranceType: 'absolute' | 'relative' }
  | { type: 'short-answer'; acceptedAnswers: string[]; caseSensitive: boolean }
  | { type: 'ordering'; correct: number[] }
  | { type: 'matching'; correct: number[] }

/**
 * The key of `definition` as `served` shows it: the inverse of `unshuffle`, so the key of a
 * choice, ordering or matching question sent back as a response scores 1.
 */
export function answerKey(definition: QuestionDefinition, served: Served): AnswerKey {
  const shownAt = (index: number) => served.order.indexOf(index)
  switch (definition.type) {
    case 'multiple-choice':
      return { type: 'multiple-choice', correct: shownAt(definition.correctAnswer) }
    case 'multiple-answers':
      return {
        type: 'multiple-answers',
        correct: definition.correctAnswers.map(shownAt).sort((a, b) => a - b),
      }
    case 'true-false':
      return { type: 'true-false', correct: definition.correctAnswer }
    case 'numeric': {
      const { answer, tolerance, toleranceType } = definition
      return { type: 'numeric', answer, tolerance, toleranceType }
    }
    case 'short-answer':
      return {
        type: 'short-answer',
        acceptedAnswers: definition.acceptedAnswers,
        caseSensitive: definition.caseSensitive,
      }
    case 'ordering':
      // The item defined first, then the second…, each by its place in the view.
      return { type: 'ordering', correct: definition.items.map((_, index) => shownAt(index)) }
    case 'matching':
      // Left i is shown at place i; its right-hand side is the definition's pair i, shown at shownAt(i).
      return { type: 'matching', correct: definition.pairs.map((_, index) => shownAt(index)) }
  }
}
