import type { z } from 'zod'
import { AntiCheatSchema, QuizInputSchema } from '#shared/schemas/quiz'
import { QUIZ_EDITOR_ERRORS } from '#shared/texts'
import type { FieldMessages } from '@/lib/form'
import { type EditorForm, isBlankQuestion } from './editor-state'
import { WHOLE } from './definition/definition-draft'
import { pricePaiseOf, toQuizInput } from './payload'
import { m } from '#shared/i18n'

type Issue = z.core.$ZodIssue

const TAB_SWITCHES = AntiCheatSchema.shape.maxTabSwitches.unwrap()

/** What every question has, whatever its type; the rest of a question is its definition's. */
const COMMON = new Set(['question', 'explanation', 'points', 'timeLimit', 'translation'])

/**
 * The editor's field for a place in the quiz's input; `formIndex` maps a saved question to its
 * card. A definition's field sits under the card's `definition` (`questions.2.definition.items.1`),
 * and a problem of the definition as a whole on the field its type shows such problems at.
 */
function fieldOf(path: Issue['path'], formIndex: number[], form: EditorForm, message: string): string {
  const [head, ...rest] = path.map(String)
  if (head === 'pricePaise') return 'price'
  if (head === 'settings') return rest.at(-1) === 'maxTabSwitches' ? 'maxTabSwitches' : 'settings'
  // A section's marks are fields of their own in the editor; a problem of the scheme as a whole is
  // said at the mark it is about.
  if (head === 'sections' && rest.length > 1) {
    const [section, field, mark] = rest
    return ['sections', section, field === 'marking' ? (mark ?? schemeMark(message)) : field].join('.')
  }
  if (head === 'questions' && rest.length > 0) {
    const card = formIndex[Number(rest[0])]!
    const [field, ...inside] = rest.slice(1)
    if (field !== undefined && COMMON.has(field)) return ['questions', card, field, ...inside].join('.')
    const type = form.questions[card]?.definition.type ?? 'multiple-choice'
    return ['questions', card, 'definition', ...(field === undefined ? [WHOLE[type]] : [field, ...inside])].join('.')
  }
  return head ?? 'title'
}

/** The mark a marking scheme's rule is about, by the rule's words (the schema says them of the whole scheme). */
function schemeMark(message: string): string {
  if (message === m.exam_marks_wrong_not_positive()) return 'wrong'
  if (message === m.exam_marks_skipped_between()) return 'skipped'
  return 'correct'
}

/** The schema's words, placed: which question, which option. */
function wordsOf(issue: Issue, formIndex: number[], form: EditorForm): string {
  const [head, position, field, option] = issue.path
  if (head === 'settings') return QUIZ_EDITOR_ERRORS.maxTabSwitches(TAB_SWITCHES.minValue!, TAB_SWITCHES.maxValue!)
  if (head !== 'questions' || typeof position !== 'number') return issue.message
  const card = formIndex[position]!
  const question = card + 1
  if (field === 'options' && typeof option === 'number') {
    // Said the same way for every type whose options it is: which option, of which question.
    const text = form.questions[card]?.definition.options[option] ?? ''
    return text.trim() === ''
      ? QUIZ_EDITOR_ERRORS.optionNeedsText(option + 1, question)
      : QUIZ_EDITOR_ERRORS.inOption(option + 1, question, issue.message)
  }
  if (field === 'question' && issue.code === 'too_small' && issue.origin === 'string')
    return QUIZ_EDITOR_ERRORS.questionNeedsText(question)
  return QUIZ_EDITOR_ERRORS.inQuestion(question, issue.message)
}

/** A definition's lists: one whose entries have their own errors says nothing of its own (see checkDefinition). */
const DEFINITION_LIST = /^questions\.(\d+)\.definition\.(?:options|acceptedAnswers|items|pairs)$/

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
      const field = fieldOf(issue.path, formIndex, form, issue.message)
      errors[field] ??= wordsOf(issue, formIndex, form)
    }
  }
  // Blank entries are alike to the definitions' schema: a list with one says it needs text, not
  // also that its entries repeat. (A single answer's own schema leaves blank options out of that.)
  for (const list of Object.keys(errors)) {
    const card = DEFINITION_LIST.exec(list)?.[1]
    if (card === undefined || form.questions[Number(card)]?.definition.type === 'multiple-choice') continue
    if (Object.keys(errors).some((field) => field.startsWith(`${list}.`))) delete errors[list]
  }
  const isValid = result.success && Object.keys(errors).length === 0
  return { data: isValid ? result.data : null, errors }
}
