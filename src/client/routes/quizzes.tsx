import { createFileRoute } from '@tanstack/react-router'
import { FAILURE } from '#shared/messages'
import { DIFFICULTIES, type Difficulty, PUBLIC_CATEGORIES, type PublicCategory } from '#shared/quiz'
import { QUIZ_TEXTS } from '#shared/texts'
import { RouteError } from '@/features/layout/route-error'
import { AvailableQuizzes } from '@/features/quizzes/available-quizzes'
import { quizListQuery } from '@/features/quizzes/quiz-list-query'
import { useDocumentTitle } from '@/lib/document-title'
import { definedParams, intParam, oneOfParam, stringParam } from '@/lib/search-params'

interface QuizListSearch {
  search?: string
  category?: PublicCategory
  difficulty?: Difficulty
  page?: number
}

export const Route = createFileRoute('/quizzes')({
  validateSearch: (search: Record<string, unknown>): QuizListSearch =>
    definedParams({
      search: stringParam(search.search, { maxLength: 200 }),
      category: oneOfParam(search.category, PUBLIC_CATEGORIES),
      difficulty: oneOfParam(search.difficulty, DIFFICULTIES),
      page: intParam(search.page, { min: 1, max: 50 }),
    }),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(quizListQuery(deps)),
  component: Screen,
  errorComponent: (props) => <RouteError {...props} title={FAILURE.quizList} />,
})

function Screen() {
  useDocumentTitle(QUIZ_TEXTS.availableTitle)
  return <AvailableQuizzes />
}
