import { AIKEN_TYPES, parseAiken, writeAiken } from './aiken'
import { parseCsv, writeCsv } from './csv'
import { GIFT_TYPES, parseGift, writeGift } from './gift'
import { parseMoodleXml, writeMoodleXml } from './moodle-xml'
import { QUIZ_FILE_EXTENSIONS } from '#shared/quiz-files'
import { QUESTION_TYPES, type Question } from '#shared/schemas/quiz'
import {
  checkParsed,
  type ExportProblem,
  type ExportQuestion,
  type ImportResult,
  normaliseText,
  type QuizFileFormat,
  typesNotCarried,
} from './types'

const PARSERS = { csv: parseCsv, gift: parseGift, aiken: parseAiken, 'moodle-xml': parseMoodleXml } as const
const WRITERS = { csv: writeCsv, gift: writeGift, aiken: writeAiken, 'moodle-xml': writeMoodleXml } as const
const EVERY_TYPE: ReadonlySet<Question['type']> = new Set(QUESTION_TYPES)
/** The types each format can write: GIFT has no ordering, Aiken single answer only. */
const CARRIES = { csv: EVERY_TYPE, gift: GIFT_TYPES, aiken: AIKEN_TYPES, 'moodle-xml': EVERY_TYPE } as const

/** Each format's file: its content type and the name's ending. */
export const FILE_TYPES = {
  csv: { contentType: 'text/csv; charset=utf-8', extension: QUIZ_FILE_EXTENSIONS.csv },
  gift: { contentType: 'text/plain; charset=utf-8', extension: QUIZ_FILE_EXTENSIONS.gift },
  aiken: { contentType: 'text/plain; charset=utf-8', extension: QUIZ_FILE_EXTENSIONS.aiken },
  'moodle-xml': { contentType: 'application/xml; charset=utf-8', extension: QUIZ_FILE_EXTENSIONS['moodle-xml'] },
} as const satisfies Record<QuizFileFormat, { contentType: string; extension: string }>

/**
 * A file's questions through our checks, and every problem by line (a byte-order mark and CRLF are
 * read as any file has them). A file with more questions than `maxQuestions` is not checked further.
 */
export function readQuizFile(format: QuizFileFormat, content: string, maxQuestions = Infinity): ImportResult {
  const parsed = PARSERS[format](normaliseText(content))
  const found = parsed.sources.length + parsed.problems.length
  if (found > maxQuestions) return { questions: [], problems: [], found }
  return { ...checkParsed(parsed), found }
}

/**
 * The questions of `questions` that `format` cannot carry, by number and in words: the export
 * refuses a quiz with any, as a question is never left out of a file in silence.
 */
export function exportProblems(format: QuizFileFormat, questions: ExportQuestion[]): ExportProblem[] {
  return typesNotCarried(questions, CARRIES[format])
}

/** The file of `questions` in `format`; each must be one the format carries (`exportProblems`). */
export function writeQuizFile(format: QuizFileFormat, questions: ExportQuestion[]): string {
  return WRITERS[format](questions)
}
