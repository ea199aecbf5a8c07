import { m } from '../paraglide/messages.js'
import type { QuestionDefinition } from './definitions'

/** A question type in words, in the language of the request or the page. */
export function questionTypeName(type: QuestionDefinition['type']): string {
  switch (type) {
    case 'multiple-choice':
      return m.question_type_name_multiple_choice()
    case 'multiple-answers':
      return m.question_type_name_multiple_answers()
    case 'true-false':
      return m.question_type_name_true_false()
    case 'numeric':
      return m.question_type_name_numeric()
    case 'short-answer':
      return m.question_type_name_short_answer()
    case 'ordering':
      return m.question_type_name_ordering()
    case 'matching':
      return m.question_type_name_matching()
  }
}
