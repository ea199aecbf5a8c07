import { parseAiken, writeAiken } from './aiken'
import { parseCsv, writeCsv } from './csv'
import { parseGift, writeGift } from './gift'
import { parseMoodleXml, writeMoodleXml } from './moodle-xml'
import { QUIZ_FILE_EXTENSIONS } from '#shared/quiz-files'
import { checkParsed, type ExportQuestion, type ImportResult, normaliseText, type QuizFileFormat } from './types'

const PARSERS = { csv: parseCsv, gift: parseGift, aiken: parseAiken, 'moodle-xml': parseMoodleXml } as const
const WRITERS = { csv: writeCsv, gift: writeGift, aiken: writeAiken, 'moodle-xml': writeMoodleXml } as const

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

export function writeQuizFile(format: QuizFileFormat, questions: ExportQuestion[]): string {
  return WRITERS[format](questions)
}
