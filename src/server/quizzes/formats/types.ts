import { QUIZ_LIMITS } from '#shared/constants'
import { IMPORT_TEXTS } from '#shared/import-texts'
import { type MultipleChoiceQuestion, MultipleChoiceQuestionSchema } from '#shared/schemas/quiz'
import { isStorable } from '#server/http/input-shape'
import { describeZodError } from '#server/http/zod-words'
import { m } from '#shared/i18n'

export type { QuizFileFormat } from '#shared/quiz-files'

/** Something in the file that did not become a question, at the line it starts on (1 is the first). */
export interface ImportProblem {
  line: number
  reason: string
}

/** A question as a file gives it, before our checks: anything a format does not carry is left out. */
export interface SourceQuestion {
  line: number
  question: string
  options: string[]
  /** Indexes of the options the file marks correct. */
  correct: number[]
  explanation?: string
  points?: number
  timeLimit?: number
}

/** What a parser reads: the questions in file order, and the problems of the rest. */
export interface ParsedFile {
  sources: SourceQuestion[]
  problems: ImportProblem[]
}

interface ImportedQuestion extends MultipleChoiceQuestion {
  line: number
}

export interface ImportResult {
  questions: ImportedQuestion[]
  problems: ImportProblem[]
  /** Questions found in the file, good or not: when over the limit, none is checked and both lists are empty. */
  found: number
}

/** A question as written to a file: the editor's question without its id. */
export type ExportQuestion = Pick<
  MultipleChoiceQuestion,
  'question' | 'options' | 'correctAnswer' | 'explanation' | 'points' | 'timeLimit'
>

/** Files saved by Windows tools start with a byte-order mark and end lines with CRLF (or a lone CR). */
export function normaliseText(content: string): string {
  return content.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
}

/**
 * Our checks over one source question: exactly four options with one correct, then the editor's own
 * schema. A question that fails becomes a problem at its line, with the reason in words.
 */
function checkSource(source: SourceQuestion): ImportedQuestion | ImportProblem {
  const problem = (reason: string) => ({ line: source.line, reason })
  if (source.options.length !== QUIZ_LIMITS.optionsPerQuestion) {
    return problem(IMPORT_TEXTS.wrongOptionCount(source.options.length))
  }
  if (source.correct.length !== 1) return problem(IMPORT_TEXTS.wrongCorrectCount(source.correct.length))
  const parsed = MultipleChoiceQuestionSchema.safeParse({
    type: 'multiple-choice',
    question: source.question,
    options: source.options,
    correctAnswer: source.correct[0],
    ...(source.explanation !== undefined ? { explanation: source.explanation } : {}),
    ...(source.points !== undefined ? { points: source.points } : {}),
    ...(source.timeLimit !== undefined ? { timeLimit: source.timeLimit } : {}),
  })
  if (!parsed.success) return problem(describeZodError(parsed.error))
  // A file's references and escapes are read after the request's own check of its text: whatever
  // they make, text Postgres cannot store is a problem at the question's line, not a server error.
  const { question, options, explanation } = parsed.data
  if (!isStorable([question, ...options, explanation])) return problem(m.server_nul_character())
  return { ...parsed.data, line: source.line }
}

/** The parser's questions through our checks, with every problem in line order. */
export function checkParsed(parsed: ParsedFile): Omit<ImportResult, 'found'> {
  const questions: ImportedQuestion[] = []
  const problems = [...parsed.problems]
  for (const source of parsed.sources) {
    const checked = checkSource(source)
    if ('reason' in checked) problems.push(checked)
    else questions.push(checked)
  }
  problems.sort((a, b) => a.line - b.line)
  return { questions, problems }
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

/** Moodle keeps most texts as HTML (in XML, and in GIFT after [html]): paragraphs and breaks become line breaks, tags go, entities are read. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return fromReference(name.slice(2), 16)
      if (name.startsWith('#')) return fromReference(name.slice(1), 10)
      return ENTITIES[name.toLowerCase()] ?? whole
    })
    .trim()
}
