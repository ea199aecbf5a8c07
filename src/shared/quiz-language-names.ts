/**
 * The quiz languages' names, apart from the list of codes: the list is in the first screen's
 * JavaScript (the list route checks its URL with it), the names only where a page shows them.
 */
import type { QuizLanguage } from './quiz-languages'

/**
 * Each language's name in its own script: names, not words of the interface, so they are the same
 * in every interface language (a Tamil reader looks for "தமிழ்" whatever the page speaks).
 */
export const QUIZ_LANGUAGE_NAMES: Record<QuizLanguage, string> = {
  en: 'English',
  hi: 'हिन्दी',
  bn: 'বাংলা',
  ta: 'தமிழ்',
  te: 'తెలుగు',
  mr: 'मराठी',
  gu: 'ગુજરાતી',
  kn: 'ಕನ್ನಡ',
  ml: 'മലയാളം',
  pa: 'ਪੰਜਾਬੀ',
  or: 'ଓଡ଼ିଆ',
  ur: 'اردو',
}

/** Each language's English name: what the AI prompt (written in English) asks the model to write in. */
export const QUIZ_LANGUAGE_ENGLISH_NAMES: Record<QuizLanguage, string> = {
  en: 'English',
  hi: 'Hindi',
  bn: 'Bengali',
  ta: 'Tamil',
  te: 'Telugu',
  mr: 'Marathi',
  gu: 'Gujarati',
  kn: 'Kannada',
  ml: 'Malayalam',
  pa: 'Punjabi',
  or: 'Odia',
  ur: 'Urdu',
}
