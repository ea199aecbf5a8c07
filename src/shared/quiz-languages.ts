/**
 * The languages a quiz can be written in: English and the scheduled languages of India most
 * players read, as BCP 47 codes. The one list: the database's CHECK (a migration copies it), the
 * schemas, the list's filter, the editor's select and the AI prompt all read it.
 */
export const QUIZ_LANGUAGES = ['en', 'hi', 'bn', 'ta', 'te', 'mr', 'gu', 'kn', 'ml', 'pa', 'or', 'ur'] as const
export type QuizLanguage = (typeof QUIZ_LANGUAGES)[number]

export const DEFAULT_QUIZ_LANGUAGE: QuizLanguage = 'en'

function isQuizLanguage(value: unknown): value is QuizLanguage {
  return typeof value === 'string' && (QUIZ_LANGUAGES as readonly string[]).includes(value)
}

/** A new quiz's language: the interface's, when quizzes can be written in it, else English. */
export function quizLanguageFor(interfaceLocale: string): QuizLanguage {
  return isQuizLanguage(interfaceLocale) ? interfaceLocale : DEFAULT_QUIZ_LANGUAGE
}

/** Urdu is written right to left: a title in it needs dir="rtl" among left-to-right text. */
export function quizLanguageDirection(language: QuizLanguage): 'ltr' | 'rtl' {
  return language === 'ur' ? 'rtl' : 'ltr'
}
