/**
 * The words around a quiz's language: the editor's select, the list's filter, the refusal of an
 * unknown one. The languages' names are not here: they are names (src/shared/quiz-languages.ts).
 */
import { m, words } from '#shared/i18n'

export const QUIZ_LANGUAGE_TEXTS = words({
  /** A card's note of a quiz not in English, with the language's own name. */
  writtenIn: (language: string) => m.quiz_language_texts_written_in({ language }),
})
