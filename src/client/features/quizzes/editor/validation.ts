import type { z } from 'zod'
import { AntiCheatSchema, QuizInputSchema } from '#shared/schemas/quiz'
import { QUIZ_EDITOR_ERRORS } from '#shared/texts'
import type { FieldMessages } from '@/lib/form'
import { type EditorForm, isBlankQuestion } from './editor-state'
import { pricePaiseOf, toQuizInput } from './payload'
import { m } from '#shared/i18n'

type Issue = z.core.$ZodIssue

const TAB_SWITCHES = AntiCheatSchema.shape.maxTabSwitches.unwrap()

/** The editor's field for a place in the quiz's input; `formIndex` maps a saved question to its card. */
function fieldOf(path: Issue['path'], formIndex: number[]): string {
  const [head, ...rest] = path.map(String)
  if (head === 'pricePaise') return 'price'
  if (head === 'settings') return rest.at(-1) === 'maxTabSwitches' ? 'maxTabSwitches' : 'settings'
  if (head === 'questions' && rest.length > 0) {
    return ['questions', formIndex[Number(rest[0])], ...rest.slice(1)].join('.')
  }
  return head ?? 'title'
}

/** The schema's words, placed: which question, which option. */
function wordsOf(issue: Issue, formIndex: number[]): string {
  const [head, position, field, option] = issue.path
  if (head === 'settings') return QUIZ_EDITOR_ERRORS.maxTabSwitches(TAB_SWITCHES.minValue!, TAB_SWITCHES.maxValue!)
  if (head !== 'questions' || typeof position !== 'number' || field === undefined) return issue.message
  const question = formIndex[position]! + 1
  const isEmpty = issue.code === 'too_small' && issue.origin === 'string'
  if (field === 'options' && typeof option === 'number') {
    return isEmpty
      ? QUIZ_EDITOR_ERRORS.optionNeedsText(option + 1, question)
      : QUIZ_EDITOR_ERRORS.inOption(option + 1, question, issue.message)
  }
  if (field === 'question' && isEmpty) return QUIZ_EDITOR_ERRORS.questionNeedsText(question)
  return QUIZ_EDITOR_ERRORS.inQuestion(question, issue.message)
}

/**
 * Everything the save procedure will check, before sending: the form as the procedure's input,
 * through the same schema, with each problem on the editor's own field. A question left blank is a
 * placeholder and not sent, so the cards keep their numbers on screen.
 */
export function checkQuiz(form: EditorForm, asDraft: boolean) {
  const errors: FieldMessages = {}
  // A price the schema never sees as typed: it gets paise, and NaN for what is not an amount.
  if (Number.isNaN(pricePaiseOf(form))) errors.price = m.quiz_editor_texts_invalid_price()
  const formIndex = form.questions.flatMap((question, index) => (isBlankQuestion(question) ? [] : [index]))
  const result = QuizInputSchema.safeParse(toQuizInput(form, asDraft))
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path, formIndex)
      errors[field] ??= wordsOf(issue, formIndex)
    }
  }
  const isValid = result.success && Object.keys(errors).length === 0
  return { data: isValid ? result.data : null, errors }
}
