import { CsvError, parse } from 'csv-parse/sync'
import { IMPORT_TEXTS } from '#shared/import-texts'
import type { ExportQuestion, ImportProblem, ParsedFile, SourceQuestion } from './types'
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
] as const

const REQUIRED = ['question', 'option_a', 'correct'] as const
const OPTION_COLUMN = /^option_([a-z]|\d+)$/
const OTHER_COLUMNS = new Set(['question', 'correct', 'explanation', 'points', 'time_limit'])

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

interface Row {
  cells: string[]
  line: number
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
  const at = (cells: string[], name: string) => {
    const index = names.indexOf(name)
    return index === -1 ? undefined : cells[index]
  }

  const sources: SourceQuestion[] = []
  const problems: ImportProblem[] = []
  for (const { cells, line } of body) {
    if (cells.every((cell) => cell.trim() === '')) continue
    const options = optionColumns.map((index) => cells[index]?.trim() ?? '').filter((option) => option !== '')
    const correct = correctIndex(at(cells, 'correct') ?? '', optionColumns.length)
    if (correct === null) {
      problems.push({ line, reason: m.import_texts_csv_bad_correct() })
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
      question: at(cells, 'question') ?? '',
      options,
      correct: [correct],
      explanation: at(cells, 'explanation') ?? '',
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

const LETTERS = 'ABCD'

/** The file a spreadsheet opens: a byte-order mark (so Excel reads UTF-8), CRLF line ends. */
export function writeCsv(questions: ExportQuestion[]): string {
  const lines = [
    CSV_COLUMNS.join(','),
    ...questions.map((question) =>
      [
        question.question,
        ...question.options,
        LETTERS[question.correctAnswer] ?? 'A',
        question.explanation,
        String(question.points),
        String(question.timeLimit),
      ]
        .map(csvField)
        .join(','),
    ),
  ]
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

/** The template to download: the header and two example rows, one with a quoted comma. */
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
])
