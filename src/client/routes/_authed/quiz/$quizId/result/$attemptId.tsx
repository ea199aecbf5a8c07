import { createFileRoute } from '@tanstack/react-router'
import { ResultNotFound, ResultPage } from '@/features/results/result-page'
import { loadRouteData } from '@/lib/route-data'
import { m } from '#shared/i18n'

export const Route = createFileRoute('/_authed/quiz/$quizId/result/$attemptId')({
  // Someone else's attempt, an unknown one and a malformed id are all simply 'Result not found';
  // any other failure says so and goes back to the quizzes. Reached from the attempt, the result
  // is in the cache already and shows at once.
  loader: ({ context: { queryClient, trpc }, params, preload }) =>
    loadRouteData(
      () => queryClient.ensureQueryData(trpc.attempts.result.queryOptions({ attemptId: params.attemptId })),
      { preload, missing: ['NOT_FOUND', 'BAD_REQUEST'], failure: { message: m.failure_result(), to: '/quizzes' } },
    ),
  component: ResultPage,
  notFoundComponent: ResultNotFound,
})
