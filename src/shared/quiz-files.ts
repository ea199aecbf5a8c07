/** The four file formats a quiz is imported from and exported to. */
export const QUIZ_FILE_FORMATS = ['csv', 'gift', 'aiken', 'moodle-xml'] as const
export type QuizFileFormat = (typeof QUIZ_FILE_FORMATS)[number]

/** How an exported file's name ends, per format; an import guesses the format from the same endings. */
export const QUIZ_FILE_EXTENSIONS = {
  csv: 'csv',
  gift: 'gift.txt',
  aiken: 'aiken.txt',
  'moodle-xml': 'xml',
} as const satisfies Record<QuizFileFormat, string>

/** A CSV header row naming the two columns our CSV cannot do without, in any case, quoted or not. */
function isCsvHeader(line: string): boolean {
  const names = line.split(',').map((cell) => cell.trim().replace(/^"|"$/g, '').trim().toLowerCase())
  return names.includes('question') && names.includes('correct')
}

/**
 * The format a text's own marks say it is in: a first row naming the `question` and `correct`
 * columns is CSV, a `<quiz>` element Moodle XML, GIFT's answer braces (`{=`, `{~`) or a `::title::`
 * GIFT, an `ANSWER:` line Aiken. Undefined when the text has none of these marks: it is read as
 * CSV, the format the import starts with, unless someone chose another. The server says so when
 * the format chosen for a text is not the one its marks name.
 */
export function guessFormatFromText(text: string): QuizFileFormat | undefined {
  const firstLine =
    text
      .replace(/^\uFEFF/, '')
      .trimStart()
      .split(/\r?\n|\r/, 1)[0] ?? ''
  if (isCsvHeader(firstLine)) return 'csv'
  if (/<quiz[\s>/]/.test(text)) return 'moodle-xml'
  if (/\{\s*[=~]/.test(text)) return 'gift'
  if (/^[ \t]*ANSWER[ \t]*:/im.test(text)) return 'aiken'
  if (/^[ \t]*::[^\n]*::/m.test(text)) return 'gift'
  return undefined
}
