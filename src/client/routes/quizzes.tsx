import type { QueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import {
  DIFFICULTIES,
  type Difficulty,
  PUBLIC_CATEGORIES,
  type PublicCategory,
  QUIZ_SORTS,
  type QuizSort,
} from '#shared/quiz'
import { QUIZ_LANGUAGES, type QuizLanguage } from '#shared/quiz-languages'
import { RouteError } from '@/features/layout/route-error'
import { AvailableQuizzes } from '@/features/quizzes/available-quizzes'
import { quizListQuery } from '@/features/quizzes/quiz-list-query'
import { useDocumentTitle } from '@/lib/document-title'
import { meQuery } from '@/lib/session'
import { openAttemptsQuery } from '@/lib/standing-queries'
import { loadsShellFirst, pageData } from '@/lib/hydration'
import { definedParams, intParam, oneOfParam, stringParam } from '@/lib/search-params'
import { m } from '#shared/i18n'
import type { RouterOutputs } from '@/trpc'

interface QuizListSearch {
  search?: string
  category?: PublicCategory
  difficulty?: Difficulty
  sort?: QuizSort
  language?: QuizLanguage
  page?: number
}

export const Route = createFileRoute('/quizzes')({
  validateSearch: (search: Record<string, unknown>): QuizListSearch =>
    definedParams({
      search: stringParam(search.search, { maxLength: 200 }),
      category: oneOfParam(search.category, PUBLIC_CATEGORIES),
      difficulty: oneOfParam(search.difficulty, DIFFICULTIES),
      // Newest is the list's own order: the URL says only another one.
      sort: oneOfParam(
        search.sort,
        QUIZ_SORTS.filter((sort) => sort !== 'newest'),
      ),
      language: oneOfParam(search.language, QUIZ_LANGUAGES),
      page: intParam(search.page, { min: 1, max: 50 }),
    }),
  loaderDeps: ({ search }) => search,
  // A signed-in player's open attempts come with the list, so the Continue strip does not push it
  // down, and fresh: one finished a moment ago is not offered.
  // The prerendered shell waits for nothing: the list fills in below the filters as it arrives,
  // unless the page came with it (the server draws the first page of the list for a visitor).
  loader: ({ context: { queryClient }, deps }) =>
    loadsShellFirst()
      ? startFromPageData(queryClient, deps)
      : Promise.all([
          queryClient.ensureQueryData(quizListQuery(deps)),
          queryClient.getQueryData(meQuery().queryKey)
            ? queryClient.fetchQuery({ ...openAttemptsQuery(), staleTime: 0 }).catch(() => null)
            : null,
        ]),
  component: Screen,
  errorComponent: (props) => <RouteError {...props} title={m.failure_quiz_list()} />,
})

function Screen() {
  useDocumentTitle(m.quiz_texts_available_title())
  return <AvailableQuizzes />
}

/** The list the page came with, as if fetched now: React's first render draws it, as the server did. */
function startFromPageData(queryClient: QueryClient, deps: QuizListSearch) {
  const list = pageData<RouterOutputs['quizzes']['list']>()
  if (list) queryClient.setQueryData(quizListQuery(deps).queryKey, list)
  return null
}
