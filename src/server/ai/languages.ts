import { QUIZ_LANGUAGE_ENGLISH_NAMES, QUIZ_LANGUAGE_NAMES } from '#shared/quiz-language-names'
import type { QuizLanguage } from '#shared/quiz-languages'

/** How the AI features name a language to the model, and how a translation keeps what is not words. */

/** "Hindi (हिन्दी)": the English name the prompt is written in, and the language's own. */
export function languageForPrompt(language: QuizLanguage): string {
  const english = QUIZ_LANGUAGE_ENGLISH_NAMES[language]
  const own = QUIZ_LANGUAGE_NAMES[language]
  return english === own ? english : `${english} (${own})`
}

/** The language as the prompt names it, and its code, so a reader of the request knows which. */
export function targetLanguage(language: QuizLanguage): string {
  return `${languageForPrompt(language)}, code ${language}`
}

/** How a translation keeps what is not words: said once, for a single question and for generation. */
export const TRANSLATION_RULES = [
  'Keep everything that is not prose exactly as it is: LaTeX between $…$ or $$…$$, numbers, units, formulae, code, Markdown and HTML markup, and names usually written in Latin letters.',
  'Translate the meaning, not word for word, in clear and simple language, in the language’s usual script.',
  'Give one translated text for each option, item or pair, in the same order; never add, drop, merge or reorder them, and never reveal or change which answer is right.',
].join('\n')
