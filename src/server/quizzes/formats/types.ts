import { QUIZ_LIMITS } from '#shared/constants'
import { IMPORT_TEXTS } from '#shared/import-texts'
import { type MultipleChoiceQuestion, type Question, QuestionInputSchema } from '#shared/schemas/quiz'
import { questionTypeName } from '#shared/questions/type-names'
import { isStorable } from '#server/http/input-shape'
import { describeZodError } from '#server/http/zod-words'
import type { QuestionTranslation } from '#shared/questions/translation'
import type { QuizLanguage } from '#shared/quiz-languages'
import { m } from '#shared/i18n'

export type { QuizFileFormat } from '#shared/quiz-files'

/** Something in the file that did not become a question, at the line it starts on (1 is the first). */
export interface ImportProblem {
  line: number
  reason: string
}

/**
 * A question as a file gives it, before our checks: anything a format does not carry is left out.
 * A choice question with one right option gives `options` and `correct`; every other question
 * gives its `definition` (its type and what marks it), checked by the shared schema.
 */
export interface SourceQuestion {
  line: number
  question: string
  options?: string[]
  /** Indexes of the options the file marks correct. */
  correct?: number[]
  definition?: { type: Question['type'] } & Record<string, unknown>
  explanation?: string
  points?: number
  timeLimit?: number
  /** Its second language, where the file gives one (multilang spans). */
  translation?: QuestionTranslation
  /** Its pictures, where the file carries them (Moodle XML), to be stored as uploads are. */
  pictures?: SourcePictures
}

/** A picture a file carries: its file's name, its alt text (checked) and its bytes in base64, not yet checked. */
export interface SourcePicture {
  name: string
  alt: string
  base64: string
}

/** A question's pictures, in the places of its definition's references. */
export interface SourcePictures {
  image?: SourcePicture
  explanationImage?: SourcePicture
  optionImages?: Array<SourcePicture | null>
}

/**
 * What a parser reads: the questions in file order, the problems of the rest, and notes on what
 * was left out of a question that is kept (a language or a picture), each by line.
 */
export interface ParsedFile {
  sources: SourceQuestion[]
  problems: ImportProblem[]
  notes?: ImportProblem[]
}

/** A question as read: its line, and the pictures the file gives it (stored when it is imported). */
type ImportedQuestion = Question & { line: number; pictures?: SourcePictures }

export interface ImportResult {
  questions: ImportedQuestion[]
  problems: ImportProblem[]
  /** Questions found in the file, good or not: when over the limit, none is checked and both lists are empty. */
  found: number
  /** The quiz's language the texts were read in: the draft's, or the first a file's multilang spans name. */
  language?: QuizLanguage
}

/** A question as written to a file: the editor's question without its id (single answer when it names no type). */
export type ExportQuestion = Question | Omit<MultipleChoiceQuestion, 'type'>

/** An export question with its type, as the writers read it. */
export const typed = (question: ExportQuestion): Question =>
  'type' in question ? question : { ...question, type: 'multiple-choice' }

/** A question of the export that its format cannot carry, by its number (1 is the first) and in words. */
export interface ExportProblem {
  number: number
  reason: string
}

/** The questions of `questions` whose type `format` cannot write, by number, with the type in words. */
export function typesNotCarried(questions: ExportQuestion[], carries: ReadonlySet<Question['type']>): ExportProblem[] {
  return questions.flatMap((question, index) => {
    const { type } = typed(question)
    return carries.has(type)
      ? []
      : [
          {
            number: index + 1,
            reason: m.question_numbered_of_type({ number: index + 1, type: questionTypeName(type) }),
          },
        ]
  })
}

/** Every string in a value: the texts of a definition, wherever they sit. */
const textsOf = (value: unknown): unknown[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(textsOf)
      : typeof value === 'object' && value !== null
        ? Object.values(value).flatMap(textsOf)
        : []

/** A single-answer question's source through the old checks: exactly four options, one correct. */
function checkSingleAnswer(source: SourceQuestion, common: Record<string, unknown>) {
  const options = source.options ?? []
  const correct = source.correct ?? []
  if (options.length !== QUIZ_LIMITS.optionsPerQuestion) return IMPORT_TEXTS.wrongOptionCount(options.length)
  if (correct.length !== 1) return IMPORT_TEXTS.wrongCorrectCount(correct.length)
  // The input schema, not the type's own: it also fits a second language to the options.
  return QuestionInputSchema.safeParse({
    type: 'multiple-choice',
    ...common,
    options,
    correctAnswer: correct[0],
  })
}

/**
 * Our checks over one source question: a single-answer one needs exactly four options with one
 * correct, then the editor's own schema; another type, the shared schema of its definition. A
 * question that fails becomes a problem at its line, with the reason in words.
 */
function checkSource(source: SourceQuestion): ImportedQuestion | ImportProblem {
  const problem = (reason: string) => ({ line: source.line, reason })
  const common = {
    question: source.question,
    ...(source.explanation !== undefined ? { explanation: source.explanation } : {}),
    ...(source.points !== undefined ? { points: source.points } : {}),
    ...(source.timeLimit !== undefined ? { timeLimit: source.timeLimit } : {}),
    ...(source.translation !== undefined ? { translation: source.translation } : {}),
  }
  const parsed = source.definition
    ? QuestionInputSchema.safeParse({ ...source.definition, ...common })
    : checkSingleAnswer(source, common)
  if (typeof parsed === 'string') return problem(parsed)
  if (!parsed.success) return problem(describeZodError(parsed.error))
  // A file's references and escapes are read after the request's own check of its text: whatever
  // they make, text Postgres cannot store is a problem at the question's line, not a server error.
  if (!isStorable(textsOf(parsed.data) as string[])) return problem(m.server_nul_character())
  return { ...parsed.data, line: source.line, ...(source.pictures ? { pictures: source.pictures } : {}) }
}

/** The parser's questions through our checks, with every problem in line order. */
export function checkParsed(parsed: ParsedFile): Omit<ImportResult, 'found'> {
  const questions: ImportedQuestion[] = []
  const problems = [...parsed.problems, ...(parsed.notes ?? [])]
  for (const source of parsed.sources) {
    const checked = checkSource(source)
    if ('reason' in checked) problems.push(checked)
    else questions.push(checked)
  }
  problems.sort((a, b) => a.line - b.line)
  return { questions, problems }
}

/** Files saved by Windows tools start with a byte-order mark and end lines with CRLF (or a lone CR). */
export function normaliseText(content: string): string {
  return content.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
}

/** The line (1-based) of each character offset in normalised text, found by binary search over its line starts. */
export function lineFinder(text: string): (offset: number) => number {
  const starts = [0]
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) starts.push(index + 1)
  return (offset) => {
    let [low, high] = [0, starts.length - 1]
    while (low < high) {
      const middle = Math.ceil((low + high) / 2)
      if ((starts[middle] ?? 0) <= offset) low = middle
      else high = middle - 1
    }
    return low + 1
  }
}

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/**
 * A numeric character reference as a browser reads it: NUL, a surrogate half or a number past
 * Unicode's last character is U+FFFD, the replacement character (String.fromCodePoint would throw).
 */
function fromReference(digits: string, radix: number): string {
  const code = Number.parseInt(digits, radix)
  const usable = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
  return String.fromCodePoint(usable ? code : 0xfffd)
}

const BREAK = /^br\s*\/?$/i
const SPACE = /\s*/y

/**
 * A text without its tags: a break, and a paragraph's end followed by another's start, become a
 * line break. One pass, each tag found by the next `>`: a run of `<` with no `>` after it is text
 * (a pattern such as <[^>]*> would search to the end again from each of them).
 */
function stripTags(html: string): string {
  let text = ''
  let at = 0
  while (at < html.length) {
    const open = html.indexOf('<', at)
    const close = open === -1 ? -1 : html.indexOf('>', open + 1)
    if (close === -1) break
    text += html.slice(at, open)
    const tag = html.slice(open + 1, close)
    at = close + 1
    if (BREAK.test(tag)) text += '\n'
    else if (tag.toLowerCase() === '/p') {
      SPACE.lastIndex = at
      SPACE.exec(html)
      const start = SPACE.lastIndex
      const end = /^<p/i.test(html.slice(start, start + 2)) ? html.indexOf('>', start) : -1
      if (end !== -1) {
        text += '\n'
        at = end + 1
      }
    }
  }
  return text + html.slice(at)
}

/** Moodle keeps most texts as HTML (in XML, and in GIFT after [html]): paragraphs and breaks become line breaks, tags go, entities are read. */
export function htmlToText(html: string): string {
  return stripTags(html)
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return fromReference(name.slice(2), 16)
      if (name.startsWith('#')) return fromReference(name.slice(1), 10)
      return ENTITIES[name.toLowerCase()] ?? whole
    })
    .trim()
}
