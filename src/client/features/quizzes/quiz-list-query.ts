import { keepPreviousData } from '@tanstack/react-query'
import { type Difficulty, type PublicCategory, QUIZ_LIST_PAGE_SIZE, type QuizSort } from '#shared/quiz'
import type { QuizLanguage } from '#shared/quiz-languages'
import { trpc } from '@/trpc'

export interface QuizListFilters {
  search?: string | undefined
  category?: PublicCategory | undefined
  difficulty?: Difficulty | undefined
  sort?: QuizSort | undefined
  language?: QuizLanguage | undefined
  page?: number | undefined
}

/**
 * The public list for the URL's filters: the route's loader and the page ask for the same one. New
 * filters keep the list on screen until theirs comes. A module of its own: route files are in the
 * initial JavaScript, the page is not.
 */
export const quizListQuery = ({ search, category, difficulty, sort, language, page = 1 }: QuizListFilters) =>
  trpc.quizzes.list.queryOptions(
    { search, category, difficulty, sort, language, limit: QUIZ_LIST_PAGE_SIZE * page, offset: 0 },
    { placeholderData: keepPreviousData },
  )
