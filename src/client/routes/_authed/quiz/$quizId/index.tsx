import { createFileRoute } from '@tanstack/react-router'
import { FAILURE } from '#shared/messages'
import { QuizNotFound } from '@/components/quiz-not-found'
import { QuizDetails } from '@/features/quizzes/quiz-details'
import { loadRouteData } from '@/lib/route-data'

export const Route = createFileRoute('/_authed/quiz/$quizId/')({
  // A quiz that is not there shows 'Quiz not found' in place; any other failure says so and goes
  // back to the list, as the product asks.
  loader: ({ context: { queryClient, trpc }, params, preload }) =>
    loadRouteData(() => queryClient.ensureQueryData(trpc.quizzes.byId.queryOptions({ id: params.quizId })), {
      preload,
      failure: { message: FAILURE.details, to: '/quizzes' },
    }),
  component: QuizDetails,
  notFoundComponent: QuizNotFound,
})
