import { CsvError, parse } from 'csv-parse/sync'
import { IMPORT_TEXTS } from '#shared/import-texts'
import { QUESTION_TYPES, type Question } from '#shared/schemas/quiz'
import { readNumberText, writeNumber } from './numbers'
import { type ExportQuestion, type ImportProblem, type ParsedFile, type SourceQuestion, typed } from './types'
import { m } from '#shared/i18n'

/** The columns we read, in the template's order; the option columns are option_a, option_b, … */
const CSV_COLUMNS = [
  'question',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'correct',
  'explanation',
  'points',
  'time_limit',
  'type',
  'grading',
  'tolerance',
] as const

const REQUIRED = ['question', 'option_a', 'correct'] as const
const OPTION_COLUMN = /^option_([a-z]|\d+)$/
const OTHER_COLUMNS = new Set([
  'question',
  'correct',
  'explanation',
  'points',
  'time_limit',
  'type',
  'grading',
  'tolerance',
])

/** The `grading` column's words for each type that has a choice of marking, the default first. */
const GRADINGS: Partial<Record<Question['type'], readonly string[]>> = {
  'multiple-answers': ['partial', 'all-or-nothing'],
  ordering: ['all-or-nothing', 'subset'],
  'short-answer': ['case-insensitive', 'case-sensitive'],
}
/** How a matching question's option cell joins its two sides: `left -> right`. */
const PAIR_MARK = '->'
/** How the correct column lists a multiple-answers question's right options: `A;C`. */
const LIST_MARK = ';'

/** 'Option A', 'option-a' and 'OPTION_A' all name the column option_a. */
const columnName = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')

/** Each read when a file fails, in the request's language (a plain string here would be read at import). */
const CSV_ERROR_WORDS: Record<string, () => string> = {
  CSV_QUOTE_NOT_CLOSED: () => m.import_texts_csv_quote_not_closed(),
  CSV_INVALID_CLOSING_QUOTE: () => m.import_texts_csv_bad_quote(),
}

/** RFC 4180 records with the line each starts on (a quoted field may hold line breaks). */
function readRows(text: string): Row[] | ImportProblem {
  try {
    const records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>
    return records.map(({ record, info }) => {
      const breaksInside = record.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0)
      return { cells: record.map((cell) => unguard(cell.replace(/\r\n?/g, '\n'))), line: info.lines - breaksInside }
    })
  } catch (error) {
    if (!(error instanceof CsvError)) throw error
    const line = (error as CsvError & { lines?: number }).lines ?? 1
    return { line, reason: CSV_ERROR_WORDS[error.code]?.() ?? m.import_texts_csv_unreadable() }
  }
}

function wholeNumber(cell: string | undefined, column: string): number | undefined | { reason: string } {
  const value = cell?.trim() ?? ''
  if (value === '') return undefined
  return /^\d+$/.test(value) ? Number(value) : { reason: IMPORT_TEXTS.csvBadNumber(column) }
}

/** 'B', 'b' or '2' for the second option. */
function correctIndex(cell: string, optionCount: number): number | null {
  const value = cell.trim()
  const index = /^[a-z]$/i.test(value)
    ? value.toUpperCase().charCodeAt(0) - 65
    : /^\d+$/.test(value)
      ? Number(value) - 1
      : -1
  return index >= 0 && index < Math.max(optionCount, 1) ? index : null
}

interface Row {
  cells: string[]
  line: number
}
type Cell = (cells: string[], name: string) => string

/** The right options' letters or numbers of a multiple-answers question, `A;C` (or `A,C`, `A C`); null when one is not an option. */
function correctIndexes(cell: string, optionCount: number): number[] | null {
  const parts = cell.split(/[;,\s]+/).filter((part) => part !== '')
  const indexes = parts.map((part) => correctIndex(part, optionCount))
  return indexes.length > 0 && indexes.every((index) => index !== null) ? (indexes as number[]) : null
}

const TRUE_WORDS = /^(true|t|yes|1)$/i
const FALSE_WORDS = /^(false|f|no|0)$/i

/** A numerical answer's tolerance: a number (absolute), a per cent (`5%`, relative), or empty (exact). */
function readTolerance(cell: string): { tolerance: number; toleranceType: 'absolute' | 'relative' } | null {
  const value = cell.trim()
  if (value === '') return { tolerance: 0, toleranceType: 'absolute' }
  const percent = /^(.*)%$/.exec(value)
  const number = readNumberText(percent ? (percent[1] ?? '') : value)
  if (number === null) return null
  return percent
    ? { tolerance: writeNumber(number / 100), toleranceType: 'relative' }
    : { tolerance: number, toleranceType: 'absolute' }
}

/** What a row's type cell and its options, correct, grading and tolerance cells make, or the reason they make nothing. */
function readDefinition(
  type: Question['type'],
  options: string[],
  cell: (name: string) => string,
  optionCount: number,
): Pick<SourceQuestion, 'options' | 'correct' | 'definition'> | { reason: string } {
  const correct = cell('correct').trim()
  const grading = cell('grading').trim().toLowerCase()
  const gradings = GRADINGS[type]
  if (grading !== '' && !gradings?.includes(grading)) {
    return {
      reason: gradings
        ? m.import_texts_csv_bad_grading({ allowed: gradings.join(', ') })
        : m.import_texts_csv_no_grading(),
    }
  }
  const chosen = grading === '' ? gradings?.[0] : grading
  switch (type) {
    case 'multiple-choice': {
      const index = correctIndex(correct, optionCount)
      return index === null ? { reason: m.import_texts_csv_bad_correct() } : { options, correct: [index] }
    }
    case 'multiple-answers': {
      const indexes = correctIndexes(correct, optionCount)
      if (indexes === null) return { reason: m.import_texts_csv_bad_correct_many() }
      return { definition: { type, options, correctAnswers: indexes, grading: chosen } }
    }
    case 'true-false':
      if (!TRUE_WORDS.test(correct) && !FALSE_WORDS.test(correct)) return { reason: m.import_texts_csv_bad_truth() }
      return { definition: { type, correctAnswer: TRUE_WORDS.test(correct) } }
    case 'numeric': {
      const answer = readNumberText(correct)
      const tolerance = readTolerance(cell('tolerance'))
      if (answer === null || tolerance === null) return { reason: m.import_texts_csv_bad_numeric() }
      return { definition: { type, answer, ...tolerance } }
    }
    case 'short-answer':
      return { definition: { type, acceptedAnswers: options, caseSensitive: chosen === 'case-sensitive' } }
    case 'ordering':
      return { definition: { type, items: options, grading: chosen } }
    case 'matching': {
      if (!options.every((option) => option.includes(PAIR_MARK))) return { reason: m.import_texts_csv_bad_pair() }
      const pairs = options.map((option) => {
        const at = option.indexOf(PAIR_MARK)
        return { left: option.slice(0, at).trim(), right: option.slice(at + PAIR_MARK.length).trim() }
      })
      return { definition: { type, pairs } }
    }
  }
}

export function parseCsv(text: string): ParsedFile {
  const rows = readRows(text)
  if (!Array.isArray(rows)) return { sources: [], problems: [rows] }
  const [header, ...body] = rows
  if (!header) return { sources: [], problems: [] }
  const names = header.cells.map(columnName)
  const missing = REQUIRED.filter((name) => !names.includes(name))
  if (missing.length > 0)
    return {
      sources: [],
      problems: [{ line: header.line, reason: IMPORT_TEXTS.csvMissingColumns([...CSV_COLUMNS.slice(0, 6)]) }],
    }
  const unknown = names.find((name) => name !== '' && !OPTION_COLUMN.test(name) && !OTHER_COLUMNS.has(name))
  if (unknown !== undefined)
    return { sources: [], problems: [{ line: header.line, reason: IMPORT_TEXTS.csvUnknownColumn(unknown) }] }
  const optionColumns = names.flatMap((name, index) => (OPTION_COLUMN.test(name) ? [index] : []))
  const at: Cell = (cells, name) => {
    const index = names.indexOf(name)
    return index === -1 ? '' : (cells[index] ?? '')
  }

  const sources: SourceQuestion[] = []
  const problems: ImportProblem[] = []
  for (const { cells, line } of body) {
    if (cells.every((cell) => cell.trim() === '')) continue
    const typeCell = at(cells, 'type').trim().toLowerCase()
    const type = (typeCell === '' ? 'multiple-choice' : typeCell) as Question['type']
    if (!QUESTION_TYPES.includes(type)) {
      problems.push({ line, reason: m.import_texts_csv_bad_type({ types: QUESTION_TYPES.join(', ') }) })
      continue
    }
    const options = optionColumns.map((index) => cells[index]?.trim() ?? '').filter((option) => option !== '')
    const read = readDefinition(type, options, (name) => at(cells, name), optionColumns.length)
    if ('reason' in read) {
      problems.push({ line, reason: read.reason })
      continue
    }
    const points = wholeNumber(at(cells, 'points'), 'points')
    const timeLimit = wholeNumber(at(cells, 'time_limit'), 'time_limit')
    const bad = [points, timeLimit].find((value) => typeof value === 'object')
    if (bad) {
      problems.push({ line, reason: bad.reason })
      continue
    }
    sources.push({
      line,
      question: at(cells, 'question'),
      ...read,
      explanation: at(cells, 'explanation'),
      ...(typeof points === 'number' ? { points } : {}),
      ...(typeof timeLimit === 'number' ? { timeLimit } : {}),
    })
  }
  return { sources, problems }
}

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula: the
 * export prefixes such a cell with ', and the import takes that ' off again, so the text round-trips.
 */
const FORMULA_START = /^[=+\-@\t\r]/
const guard = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value)
const unguard = (cell: string) => (cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell)

/** A field quoted when it must be (RFC 4180): a comma, a quote, a line break, or spaces at its ends. */
export function csvField(raw: string): string {
  const value = guard(raw)
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const letter = (index: number) => LETTERS[index] ?? 'A'

/** A question's option cells and its correct, grading and tolerance cells, by its type. */
function cellsOf(question: Question): { options: string[]; correct: string; grading: string; tolerance: string } {
  const none = { correct: '', grading: '', tolerance: '' }
  switch (question.type) {
    case 'multiple-choice':
      return { ...none, options: question.options, correct: letter(question.correctAnswer) }
    case 'multiple-answers':
      return {
        ...none,
        options: question.options,
        correct: question.correctAnswers.map(letter).join(LIST_MARK),
        grading: question.grading,
      }
    case 'true-false':
      return { ...none, options: [], correct: String(question.correctAnswer) }
    case 'numeric':
      return {
        ...none,
        options: [],
        correct: String(question.answer),
        tolerance:
          question.toleranceType === 'relative'
            ? `${writeNumber(question.tolerance * 100)}%`
            : String(question.tolerance),
      }
    case 'short-answer':
      return {
        ...none,
        options: question.acceptedAnswers,
        grading: question.caseSensitive ? 'case-sensitive' : 'case-insensitive',
      }
    case 'ordering':
      return { ...none, options: question.items, grading: question.grading }
    case 'matching':
      return { ...none, options: question.pairs.map((pair) => `${pair.left} ${PAIR_MARK} ${pair.right}`) }
  }
}

/**
 * The file a spreadsheet opens: a byte-order mark (so Excel reads UTF-8), CRLF line ends, and as
 * many option columns as the question with the most options needs (four at least).
 */
export function writeCsv(questions: ExportQuestion[]): string {
  const rows = questions.map((question) => ({ question: typed(question), cells: cellsOf(typed(question)) }))
  const width = Math.max(4, ...rows.map((row) => row.cells.options.length))
  const optionNames = Array.from({ length: width }, (_, index) => `option_${letter(index).toLowerCase()}`)
  const lines = [
    ['question', ...optionNames, ...CSV_COLUMNS.slice(5)].join(','),
    ...rows.map(({ question, cells }) =>
      [
        question.question,
        ...optionNames.map((_, index) => cells.options[index] ?? ''),
        cells.correct,
        question.explanation,
        String(question.points),
        String(question.timeLimit),
        question.type,
        cells.grading,
        cells.tolerance,
      ]
        .map(csvField)
        .join(','),
    ),
  ]
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

/** The template to download: the header and example rows, one with a quoted comma, and two of other types. */
export const CSV_TEMPLATE = writeCsv([
  {
    question: 'What is the capital of India?',
    options: ['Mumbai', 'New Delhi', 'Kolkata', 'Chennai'],
    correctAnswer: 1,
    explanation: 'New Delhi has been the capital since 1931.',
    points: 1,
    timeLimit: 30,
  },
  {
    question: 'Which of these is a prime number?',
    options: ['21', '27', '29', '33'],
    correctAnswer: 2,
    explanation: '29 has no divisors other than 1 and itself, unlike 21, 27 and 33.',
    points: 2,
    timeLimit: 45,
  },
  {
    type: 'multiple-answers',
    question: 'Which of these rivers flow into the Bay of Bengal?',
    options: ['Ganga', 'Narmada', 'Godavari', 'Tapi'],
    correctAnswers: [0, 2],
    grading: 'partial',
    explanation: 'The Narmada and the Tapi flow west, into the Arabian Sea.',
    points: 2,
    timeLimit: 45,
  },
  {
    type: 'numeric',
    question: 'How many states does India have?',
    answer: 28,
    tolerance: 0,
    toleranceType: 'absolute',
    explanation: 'India has 28 states and 8 union territories.',
    points: 1,
    timeLimit: 30,
  },
])
