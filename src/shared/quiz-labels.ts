/**
 * The names of quiz categories and difficulties, in the reader's language: apart from the lists in
 * quiz.ts, which the first screen's routes read, so that only the screens that show a name
 * download the names.
 */
import { type Locale, words } from './i18n'
import { m } from './paraglide/messages.js'
import type { Category, Difficulty } from './quiz'

/** Each category's name, in a given language (the AI's prompt is in English whatever the page's). */
const CATEGORY_LABELS: Record<Category, (inputs?: object, options?: { locale?: Locale }) => string> = {
  technology: m.category_label_technology,
  science: m.category_label_science,
  history: m.category_label_history,
  geography: m.category_label_geography,
  mathematics: m.category_label_mathematics,
  literature: m.category_label_literature,
  sports: m.category_label_sports,
  entertainment: m.category_label_entertainment,
  business: m.category_label_business,
  'general-knowledge': m.category_label_general_knowledge,
}

const DIFFICULTY_LABELS = words({
  easy: m.difficulty_label_easy,
  medium: m.difficulty_label_medium,
  hard: m.difficulty_label_hard,
}) satisfies Record<Difficulty, string>

const isKey = <K extends string>(labels: Record<K, unknown>, key: string): key is K => Object.hasOwn(labels, key)

/** A category's name, in the language of the moment unless told; one the lists do not know, capitalised. */
export function categoryLabel(category: string, locale?: Locale): string {
  if (isKey(CATEGORY_LABELS, category)) return CATEGORY_LABELS[category]({}, { locale })
  return category.charAt(0).toUpperCase() + category.slice(1)
}

export function difficultyLabel(difficulty: string): string {
  if (isKey(DIFFICULTY_LABELS, difficulty)) return DIFFICULTY_LABELS[difficulty]
  return difficulty.charAt(0).toUpperCase() + difficulty.slice(1)
}
