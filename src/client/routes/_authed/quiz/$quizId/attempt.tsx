import { createFileRoute } from '@tanstack/react-router'
import { QuizNotFound } from '@/components/quiz-not-found'
import { AttemptPage } from '@/features/attempts/attempt-page'
import { loadRouteData } from '@/lib/route-data'
import { m } from '#shared/i18n'

export const Route = createFileRoute('/_authed/quiz/$quizId/attempt')({
  // Whether the start will charge is read from the quiz as it is now: fetchQuery refetches a copy
  // older than the cache's stale time (say, one from before the player bought the quiz, which would
  // ask a buyer to pay again). A missing quiz is 'Quiz not found'; any other failure to load it
  // is a failed start, which goes back to the list.
  loader: ({ context: { queryClient, trpc }, params, preload }) =>
    loadRouteData(() => queryClient.fetchQuery(trpc.quizzes.byId.queryOptions({ id: params.quizId })), {
      preload,
      failure: { message: m.failure_start(), to: '/quizzes' },
    }),
  component: Screen,
  notFoundComponent: QuizNotFound,
})

function Screen() {
  const { quizId } = Route.useParams()
  // One attempt screen per quiz: going from one quiz's attempt to another's starts clean.
  return <AttemptPage key={quizId} quizId={quizId} />
}
