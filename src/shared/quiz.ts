/** Quiz vocabularies: categories, difficulties, sorts (their names in words: quiz-labels.ts). */

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

/**
 * The public list's orders: newest first (the default), most taken (the quiz's count of attempts
 * started), free before paid (newest first within each).
 */
export const QUIZ_SORTS = ['newest', 'popular', 'free'] as const

/** Quizzes per page of the public list; More shows the next page below the ones on screen. */
export const QUIZ_LIST_PAGE_SIZE = 12
export type QuizSort = (typeof QUIZ_SORTS)[number]

export const DEFAULT_CATEGORY: Category = 'general-knowledge'
