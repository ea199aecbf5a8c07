import { m } from './paraglide/messages.js'
import type { QuizFileFormat } from './quiz-files'

/** Each format's name, as the import screen's picker and the export menu show it: names, the same in every language. */
export const FILE_FORMAT_LABELS = {
  csv: 'CSV',
  gift: 'GIFT',
  aiken: 'Aiken',
  'moodle-xml': 'Moodle XML',
} as const satisfies Record<QuizFileFormat, string>

/**
 * The words that lead to the import screen, and the export menu's, on My Quizzes and in the editor:
 * in a module of their own, so those pages download neither the import screen's words nor zod.
 */
export const IMPORT_ENTRY_TEXTS = {
  exportQuiz: (title: string) => m.import_entry_texts_export_quiz({ title }),
  exportAs: (format: string) => m.import_entry_texts_export_as({ format }),
}
