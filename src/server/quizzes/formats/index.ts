import { AIKEN_TYPES, parseAiken, writeAiken } from './aiken'
import { parseCsv, writeCsv } from './csv'
import { GIFT_TYPES, parseGift, writeGift } from './gift'
import { parseMoodleXml, writeMoodleXml } from './moodle-xml'
import type { Languages } from './multilang'
import { QUIZ_FILE_EXTENSIONS } from '#shared/quiz-files'
import type { QuizLanguage } from '#shared/quiz-languages'
import { QUIZ_LANGUAGE_NAMES } from '#shared/quiz-language-names'
import { imageIdsOf } from '#shared/question-images'
import { m } from '#shared/i18n'
import { QUESTION_TYPES, type Question } from '#shared/schemas/quiz'
import {
  checkParsed,
  type ExportProblem,
  type ExportQuestion,
  type ImportResult,
  normaliseText,
  type QuizFileFormat,
  type SourcePicture,
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
export function readQuizFile(
  format: QuizFileFormat,
  content: string,
  maxQuestions = Infinity,
  language?: QuizLanguage,
): ImportResult {
  // The quiz's language: the draft's, or for a new draft the first one the file's texts name.
  const languages: Languages = language ? { quiz: language } : {}
  const parsed = PARSERS[format](normaliseText(content), languages)
  const found = parsed.sources.length + parsed.problems.length
  const named = languages.quiz ? { language: languages.quiz } : {}
  if (found > maxQuestions) return { questions: [], problems: [], found, ...named }
  return { ...checkParsed(parsed), found, ...named }
}

/** The formats that carry a question's second language (as multilang spans) and its pictures. */
const CARRIES_TRANSLATION: ReadonlySet<QuizFileFormat> = new Set(['gift', 'moodle-xml'])
const CARRIES_PICTURES: ReadonlySet<QuizFileFormat> = new Set(['moodle-xml'])

/** Whether a question refers to any picture. */
const hasPictures = (question: ExportQuestion) => imageIdsOf(question as Parameters<typeof imageIdsOf>[0]).length > 0

/**
 * What of `questions` `format` cannot carry, by number and in words: a type, a second language,
 * pictures. The export refuses a quiz with any, as nothing is ever left out of a file in silence.
 */
export function exportProblems(format: QuizFileFormat, questions: ExportQuestion[]): ExportProblem[] {
  const problems = typesNotCarried(questions, CARRIES[format])
  questions.forEach((question, index) => {
    const number = index + 1
    const language = question.translation?.language
    if (language !== undefined && !CARRIES_TRANSLATION.has(format)) {
      problems.push({
        number,
        reason: m.question_numbered_second_language({ number, language: QUIZ_LANGUAGE_NAMES[language] }),
      })
    }
    if (hasPictures(question) && !CARRIES_PICTURES.has(format)) {
      problems.push({ number, reason: m.question_numbered_pictures({ number }) })
    }
  })
  return problems.sort((a, b) => a.number - b.number)
}

/**
 * The file of `questions` in `format`, of a quiz in `language` (the first of each text's two
 * versions), with `pictures` by id where the format carries them; each question must be one the
 * format carries (`exportProblems`).
 */
export function writeQuizFile(
  format: QuizFileFormat,
  questions: ExportQuestion[],
  language?: QuizLanguage,
  pictures?: ReadonlyMap<string, SourcePicture>,
): string {
  return WRITERS[format](questions, language, pictures)
}
