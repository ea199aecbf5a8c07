import { createFileRoute } from '@tanstack/react-router'
import { QuizNotFound } from '@/components/quiz-not-found'
import { QuizDetails } from '@/features/quizzes/quiz-details'
import { loadRouteData } from '@/lib/route-data'
import { standingQuery } from '@/lib/standing-queries'
import { m } from '#shared/i18n'

export const Route = createFileRoute('/_authed/quiz/$quizId/')({
  // A quiz that is not there shows 'Quiz not found' in place; any other failure says so and goes
  // back to the list, as the product asks. The player's standing comes with it, so the page does
  // not move when it arrives, and fresh: an attempt started or finished since is Continue or gone.
  // Without it the page still shows the quiz.
  loader: ({ context: { queryClient, trpc }, params, preload }) =>
    loadRouteData(
      () =>
        Promise.all([
          queryClient.ensureQueryData(trpc.quizzes.byId.queryOptions({ id: params.quizId })),
          queryClient.fetchQuery({ ...standingQuery(params.quizId), staleTime: 0 }).catch(() => null),
        ]),
      { preload, failure: { message: m.failure_details(), to: '/quizzes' } },
    ),
  component: QuizDetails,
  notFoundComponent: QuizNotFound,
})
