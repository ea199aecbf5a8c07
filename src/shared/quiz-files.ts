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
