import { createFileRoute } from '@tanstack/react-router'
import { MY_QUIZ_FILTERS, type MyQuizFilter, myQuizzesQuery } from '@/features/quizzes/my-quiz-filters'
import { RouteError } from '@/features/layout/route-error'
import { MyQuizzes } from '@/features/quizzes/my-quizzes'
import { HostGameAction } from '@/features/live/host-game-action'
import { useDocumentTitle } from '@/lib/document-title'
import { definedParams, oneOfParam } from '@/lib/search-params'
import { m } from '#shared/i18n'

interface MyQuizzesSearch {
  status?: MyQuizFilter
}

export const Route = createFileRoute('/_authed/my-quizzes')({
  validateSearch: (search: Record<string, unknown>): MyQuizzesSearch =>
    definedParams({ status: oneOfParam(search.status, MY_QUIZ_FILTERS) }),
  loaderDeps: ({ search }) => ({ status: search.status ?? 'all' }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(myQuizzesQuery(deps.status)),
  component: Screen,
  errorComponent: (props) => <RouteError {...props} title={m.failure_my_quizzes()} />,
})

function Screen() {
  useDocumentTitle(m.nav_my_quizzes())
  return <MyQuizzes quizActions={(quiz) => <HostGameAction quizId={quiz.id} title={quiz.title} />} />
}
