import { QUIZ_FILE_EXTENSIONS, QUIZ_FILE_FORMATS, type QuizFileFormat } from '#shared/quiz-files'

/** The CSV template, served with its download name. */
export const TEMPLATE_URL = '/api/v1/quizzes/import/template.csv'

/** A quiz's file in one format, served with the download name the server makes from its title. */
export const exportUrl = (quizId: string, format: QuizFileFormat) =>
  `/api/v1/quizzes/${encodeURIComponent(quizId)}/export?${new URLSearchParams({ format })}`

/** What the file picker offers: every ending the formats are written with, and plain text. */
export const FILE_ACCEPT = '.csv,.txt,.gift,.aiken,.xml,text/csv,text/plain,application/xml,text/xml'

export interface ImportProblem {
  line: number
  reason: string
}

/**
 * The format of a file, from the end of its name as our exports write them (`quiz.gift.txt`); also
 * `.gift` and `.aiken`. Undefined when the name says nothing (a plain `.txt` among them): then the
 * format chosen stays, or when none was, the text's own marks decide (`guessFormatFromText`).
 */
export function formatFromName(fileName: string): QuizFileFormat | undefined {
  const name = fileName.toLowerCase()
  return [...QUIZ_FILE_FORMATS]
    .sort((a, b) => QUIZ_FILE_EXTENSIONS[b].length - QUIZ_FILE_EXTENSIONS[a].length)
    .find((format) => name.endsWith(`.${QUIZ_FILE_EXTENSIONS[format]}`) || name.endsWith(`.${format}`))
}

/** The character offset where a line (1 is the first) starts; past the last line, the end of the text. */
export function lineStart(text: string, line: number): number {
  let offset = 0
  for (let current = 1; current < line; current++) {
    const next = text.indexOf('\n', offset)
    if (next === -1) return text.length
    offset = next + 1
  }
  return offset
}

/** The line (1 is the first) a character offset is on. */
export function lineAt(text: string, offset: number): number {
  let line = 1
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) line++
  return line
}

/**
 * The text's size as sent: bytes of UTF-8 in its JSON string. The request's own limit counts those
 * and comes before the file's, so a file near the limit is refused here in the file's words.
 */
export const sentBytes = (text: string) => new Blob([JSON.stringify(text)]).size
