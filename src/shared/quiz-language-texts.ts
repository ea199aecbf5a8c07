/**
 * The words around a quiz's language: the editor's select, the list's filter, the refusal of an
 * unknown one. The languages' names are not here: they are names (src/shared/quiz-languages.ts).
 */
import { words } from './i18n'
import { m } from './paraglide/messages.js'

export const QUIZ_LANGUAGE_TEXTS = words({
  label: m.quiz_language_texts_label,
  editorHint: m.quiz_language_texts_editor_hint,
  allLanguages: m.quiz_language_texts_all_languages,
  unknown: m.quiz_language_texts_unknown,
  /** A card's note of a quiz not in English, with the language's own name. */
  writtenIn: (language: string) => m.quiz_language_texts_written_in({ language }),
})
