import { readNumber } from '#shared/questions/decimal'
import { type QuestionDefinition, QuestionDefinitionSchema } from '#shared/questions/definitions'
import { QUESTION_LIMITS } from '#shared/questions/limits'
import { QUIZ_LIMITS } from '#shared/constants'

export type QuestionType = QuestionDefinition['type']

/** The types in the order the picker offers them: today's single answer first. */
export const QUESTION_TYPES = [
  'multiple-choice',
  'multiple-answers',
  'true-false',
  'numeric',
  'short-answer',
  'ordering',
  'matching',
] as const satisfies readonly QuestionType[]

interface Pair {
  left: string
  right: string
}

/**
 * What the editor's sub-forms hold for a question's definition: every type's fields at once, as
 * typed (numbers as text), so that switching the type and back keeps what was written, and options
 * carry over between single and multiple answers.
 */
export interface DefinitionDraft {
  type: QuestionType
  options: string[]
  /** Single answer: the right option, null until one is chosen. */
  correctAnswer: number | null
  /** Multiple answers: the right options. */
  correctAnswers: number[]
  choiceGrading: 'partial' | 'all-or-nothing'
  /** True or false: what the statement is, null until chosen. */
  statement: boolean | null
  answer: string
  tolerance: string
  toleranceType: 'absolute' | 'relative'
  acceptedAnswers: string[]
  caseSensitive: boolean
  /** Ordering: the items in the right order. */
  items: string[]
  orderGrading: 'all-or-nothing' | 'subset'
  pairs: Pair[]
}

const blanks = (count: number) => Array.from({ length: count }, () => '')

/** A new question's draft: four options as before types, three items and three pairs to fill in. */
export function emptyDraft(type: QuestionType = 'multiple-choice'): DefinitionDraft {
  return {
    type,
    options: blanks(QUESTION_LIMITS.maxOptions),
    correctAnswer: null,
    correctAnswers: [],
    choiceGrading: 'partial',
    statement: null,
    answer: '',
    tolerance: '',
    toleranceType: 'absolute',
    acceptedAnswers: [''],
    caseSensitive: false,
    items: blanks(3),
    orderGrading: 'all-or-nothing',
    pairs: blanks(3).map(() => ({ left: '', right: '' })),
  }
}

/** The draft of a saved definition, to edit it. */
export function draftOf(definition: QuestionDefinition): DefinitionDraft {
  const draft = emptyDraft(definition.type)
  switch (definition.type) {
    case 'multiple-choice':
      return { ...draft, options: [...definition.options], correctAnswer: definition.correctAnswer }
    case 'multiple-answers':
      return {
        ...draft,
        options: [...definition.options],
        correctAnswers: [...definition.correctAnswers],
        choiceGrading: definition.grading,
      }
    case 'true-false':
      return { ...draft, statement: definition.correctAnswer }
    case 'numeric':
      return {
        ...draft,
        answer: String(definition.answer),
        tolerance: definition.tolerance === 0 ? '' : String(definition.tolerance),
        toleranceType: definition.toleranceType,
      }
    case 'short-answer':
      return { ...draft, acceptedAnswers: [...definition.acceptedAnswers], caseSensitive: definition.caseSensitive }
    case 'ordering':
      return { ...draft, items: [...definition.items], orderGrading: definition.grading }
    case 'matching':
      return { ...draft, pairs: definition.pairs.map((pair) => ({ ...pair })) }
  }
}

const SCIENTIFIC = /^-?\d+(?:\.\d+)?e[+-]?\d+$/i

/**
 * A number as the creator typed it, read as a player's is ("3,14", Devanagari digits), spelled
 * from its digits so that 0.1 stays 0.1, or in JavaScript's exponent form; NaN, which the schema refuses in words, when it is none.
 */
function typedNumber(text: string): number {
  const read = readNumber(text)
  if (read) return Number(`${read.digits}e-${read.scale}`)
  // A creator may write a very large or small answer as JavaScript spells it: 6.022e23, 1e-7.
  return SCIENTIFIC.test(text.trim()) ? Number(text.trim()) : Number.NaN
}

/**
 * The draft as the schema's input for its type (and the save procedures' question, less its text,
 * explanation, points and time); what is not chosen yet is left out, and refused.
 */
export function definitionInput(draft: DefinitionDraft): Record<string, unknown> {
  switch (draft.type) {
    case 'multiple-choice':
      return { type: draft.type, options: draft.options, correctAnswer: draft.correctAnswer ?? undefined }
    case 'multiple-answers':
      return {
        type: draft.type,
        options: draft.options,
        correctAnswers: draft.correctAnswers,
        grading: draft.choiceGrading,
      }
    case 'true-false':
      return { type: draft.type, correctAnswer: draft.statement ?? undefined }
    case 'numeric':
      return {
        type: draft.type,
        answer: typedNumber(draft.answer),
        // No tolerance typed is none: the answer exactly.
        tolerance: draft.tolerance.trim() === '' ? 0 : typedNumber(draft.tolerance),
        toleranceType: draft.toleranceType,
      }
    case 'short-answer':
      return { type: draft.type, acceptedAnswers: draft.acceptedAnswers, caseSensitive: draft.caseSensitive }
    case 'ordering':
      return { type: draft.type, items: draft.items, grading: draft.orderGrading }
    case 'matching':
      return { type: draft.type, pairs: draft.pairs }
  }
}

/**
 * The sub-form's fields an error can stand under: a list as a whole (`options`), one entry of it
 * (`options.2`), one side of a pair (`pairs.1.left`), or a single field (`correctAnswer`).
 */
export type DraftErrors = Partial<Record<string, string>>

/** Where a problem of the whole definition (a right answer that is no option) is shown, by type. */
export const WHOLE: Record<QuestionType, string> = {
  'multiple-choice': 'correctAnswer',
  'multiple-answers': 'correctAnswers',
  'true-false': 'correctAnswer',
  numeric: 'answer',
  'short-answer': 'acceptedAnswers',
  ordering: 'items',
  matching: 'pairs',
}

/**
 * The draft checked by the shared schema, the one the server checks with: the definition, or each
 * problem in the schema's words on the field at fault, the first problem of a field kept, in the
 * order of the form.
 */
export function checkDefinition(
  draft: DefinitionDraft,
): { definition: QuestionDefinition; errors: null } | { definition: null; errors: DraftErrors } {
  const result = QuestionDefinitionSchema.safeParse(definitionInput(draft))
  if (result.success) return { definition: result.data, errors: null }
  const errors: DraftErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : WHOLE[draft.type]
    errors[field] ??= issue.message
  }
  // Blank entries are alike, so a list with one says it needs text, not that its entries repeat.
  for (const list of ['options', 'acceptedAnswers', 'items', 'pairs']) {
    if (Object.keys(errors).some((field) => field.startsWith(`${list}.`))) delete errors[list]
  }
  return { definition: null, errors }
}

type ListField = 'options' | 'acceptedAnswers' | 'items' | 'pairs'

const LIST_BOUNDS: Record<ListField, { min: number; max: number }> = {
  options: { min: QUESTION_LIMITS.minOptions, max: QUESTION_LIMITS.maxOptions },
  acceptedAnswers: { min: 1, max: QUESTION_LIMITS.maxAcceptedAnswers },
  items: { min: QUESTION_LIMITS.minItems, max: QUESTION_LIMITS.maxItems },
  pairs: { min: QUESTION_LIMITS.minPairs, max: QUESTION_LIMITS.maxPairs },
}

/**
 * A single answer is saved as it always was, with exactly four options (the REST contract's
 * shape): its options may be filled up to four, and none removed below.
 */
function boundsOf(draft: DefinitionDraft, field: ListField) {
  return field === 'options' && draft.type === 'multiple-choice'
    ? { min: QUIZ_LIMITS.optionsPerQuestion, max: QUIZ_LIMITS.optionsPerQuestion }
    : LIST_BOUNDS[field]
}

export const canAdd = (draft: DefinitionDraft, field: ListField) => draft[field].length < boundsOf(draft, field).max
export const canRemove = (draft: DefinitionDraft, field: ListField) => draft[field].length > boundsOf(draft, field).min

/** Nothing typed and nothing chosen: a new question's draft, whatever its type. */
export function isBlankDraft(draft: DefinitionDraft): boolean {
  const texts = [
    ...draft.options,
    draft.answer,
    draft.tolerance,
    ...draft.acceptedAnswers,
    ...draft.items,
    ...draft.pairs.flatMap((pair) => [pair.left, pair.right]),
  ]
  return (
    texts.every((text) => text.trim() === '') &&
    draft.correctAnswer === null &&
    draft.correctAnswers.length === 0 &&
    draft.statement === null
  )
}

/** The draft with a blank entry at the end of a list, within its bounds. */
export function addEntry(draft: DefinitionDraft, field: ListField): DefinitionDraft {
  if (!canAdd(draft, field)) return draft
  return field === 'pairs'
    ? { ...draft, pairs: [...draft.pairs, { left: '', right: '' }] }
    : { ...draft, [field]: [...draft[field], ''] }
}

/**
 * The draft without a list's entry. Removing an option moves the right answers with their options:
 * the one removed is no longer right, and those after it move up a place.
 */
export function removeEntry(draft: DefinitionDraft, field: ListField, index: number): DefinitionDraft {
  if (!canRemove(draft, field) || index < 0 || index >= draft[field].length) return draft
  const without = <T>(list: readonly T[]) => list.filter((_, at) => at !== index)
  if (field === 'pairs') return { ...draft, pairs: without(draft.pairs) }
  if (field !== 'options') return { ...draft, [field]: without(draft[field]) }
  const shifted = (option: number) => (option > index ? option - 1 : option)
  return {
    ...draft,
    options: without(draft.options),
    correctAnswer: draft.correctAnswer === null || draft.correctAnswer === index ? null : shifted(draft.correctAnswer),
    correctAnswers: draft.correctAnswers.filter((option) => option !== index).map(shifted),
  }
}

/** Multiple answers: an option marked right or not, the list kept in the options' order. */
export function markRight(draft: DefinitionDraft, option: number, right: boolean): DefinitionDraft {
  const others = draft.correctAnswers.filter((index) => index !== option)
  return { ...draft, correctAnswers: (right ? [...others, option] : others).sort((a, b) => a - b) }
}
