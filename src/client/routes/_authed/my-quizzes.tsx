import { createFileRoute } from '@tanstack/react-router'
import { NAV_LABELS } from '#shared/shell-texts'
import { MY_QUIZ_FILTERS, type MyQuizFilter } from '@/features/quizzes/my-quiz-filters'
import { MyQuizzes } from '@/features/quizzes/my-quizzes'
import { useDocumentTitle } from '@/lib/document-title'
import { definedParams, oneOfParam } from '@/lib/search-params'

interface MyQuizzesSearch {
  status?: MyQuizFilter
}

export const Route = createFileRoute('/_authed/my-quizzes')({
  validateSearch: (search: Record<string, unknown>): MyQuizzesSearch =>
    definedParams({ status: oneOfParam(search.status, MY_QUIZ_FILTERS) }),
  component: Screen,
})

function Screen() {
  useDocumentTitle(NAV_LABELS.myQuizzes)
  return <MyQuizzes />
}
