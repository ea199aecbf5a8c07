import type { AnswerKey } from '#shared/questions/answer-key'
import type { QuestionView } from '#shared/questions/serve'

/** An option's line: its text alone, or with a mark of the screen's own (a live game's letter). */
type OptionLine = (index: number, text: string) => string

/**
 * The right answer as lines of text, in the order and words the question was shown: the right
 * options, true or false, the number with its tolerance, the accepted texts, the order, the pairs.
 */
export function answerLines(
  view: QuestionView,
  key: AnswerKey,
  words: { yes: string; no: string },
  option: OptionLine = (_, text) => text,
): string[] {
  switch (key.type) {
    case 'multiple-choice':
      return view.type === 'multiple-choice' ? [option(key.correct, view.options[key.correct] ?? '')] : []
    case 'multiple-answers':
      return view.type === 'multiple-answers'
        ? key.correct.map((index) => option(index, view.options[index] ?? ''))
        : []
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
