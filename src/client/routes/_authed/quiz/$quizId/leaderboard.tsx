import { createFileRoute } from '@tanstack/react-router'
import { LeaderboardNotFound, LeaderboardPage } from '@/features/leaderboard/leaderboard-page'
import { leaderboardQuery } from '@/features/leaderboard/leaderboard-query'
import { loadRouteData } from '@/lib/route-data'

export const Route = createFileRoute('/_authed/quiz/$quizId/leaderboard')({
  // An unknown quiz (or a malformed id) is 'Quiz not found' in place; any other failure is the
  // route's error view, with its retry.
  loader: ({ context: { queryClient }, params, preload }) =>
    loadRouteData(() => queryClient.ensureQueryData(leaderboardQuery(params.quizId)), {
      preload,
      missing: ['NOT_FOUND', 'BAD_REQUEST'],
    }),
  component: LeaderboardPage,
  notFoundComponent: LeaderboardNotFound,
})
