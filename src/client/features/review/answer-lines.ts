import type { AnswerKey } from '#shared/questions/answer-key'
import type { QuestionView } from '#shared/questions/serve'

/** The right answer as lines of text, in the order and words the card showed. */
export function answerLines(view: QuestionView, key: AnswerKey, words: { yes: string; no: string }): string[] {
  switch (key.type) {
    case 'multiple-choice':
      return view.type === 'multiple-choice' ? [view.options[key.correct] ?? ''] : []
    case 'multiple-answers':
      return view.type === 'multiple-answers' ? key.correct.map((index) => view.options[index] ?? '') : []
    case 'true-false':
      return [key.correct ? words.yes : words.no]
    case 'numeric':
      // A relative tolerance is a share of the answer: 0.05 is 5%.
      if (key.tolerance <= 0) return [String(key.answer)]
      return [
        `${key.answer} ± ${key.toleranceType === 'relative' ? `${Number((key.tolerance * 100).toPrecision(12))}%` : key.tolerance}`,
      ]
    case 'short-answer':
      return key.acceptedAnswers
    case 'ordering':
      return view.type === 'ordering' ? key.correct.map((place, index) => `${index + 1}. ${view.items[place]}`) : []
    case 'matching':
      return view.type === 'matching'
        ? view.lefts.map((left, index) => `${left} → ${view.rights[key.correct[index]!]}`)
        : []
  }
}
