/** Quiz vocabularies: categories, difficulties, statuses. */
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const
export type Difficulty = (typeof DIFFICULTIES)[number]

/** The public list's category filter. */
export const PUBLIC_CATEGORIES = [
  'technology',
  'science',
  'history',
  'geography',
  'sports',
  'entertainment',
  'literature',
  'mathematics',
  'general-knowledge',
] as const
export type PublicCategory = (typeof PUBLIC_CATEGORIES)[number]

/** The editor's category list (it adds business). */
export const EDITOR_CATEGORIES = [
  'technology',
  'science',
  'history',
  'geography',
  'mathematics',
  'literature',
  'sports',
  'entertainment',
  'business',
  'general-knowledge',
] as const
export type Category = (typeof EDITOR_CATEGORIES)[number]

export const DEFAULT_CATEGORY: Category = 'general-knowledge'

const CATEGORY_LABELS: Record<string, string> = { 'general-knowledge': 'General Knowledge' }

export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category] ?? category.charAt(0).toUpperCase() + category.slice(1)
}

export function difficultyLabel(difficulty: string): string {
  return difficulty.charAt(0).toUpperCase() + difficulty.slice(1)
}
