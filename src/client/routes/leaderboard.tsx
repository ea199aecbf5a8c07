import { createFileRoute } from '@tanstack/react-router'
import { GLOBAL_MAX_PAGE, GLOBAL_PERIODS, type GlobalPeriod } from '#shared/global-leaderboard'
import { RouteError } from '@/features/layout/route-error'
import { GlobalLeaderboardPage } from '@/features/global-leaderboard/global-leaderboard-page'
import { globalLeaderboardQuery } from '@/features/global-leaderboard/global-leaderboard-query'
import { definedParams, intParam, oneOfParam } from '@/lib/search-params'
import { m } from '#shared/i18n'

interface GlobalBoardSearch {
  period?: GlobalPeriod
  page?: number
}

/** The global leaderboard: the period and page live in the URL, so a board can be shared. */
export const Route = createFileRoute('/leaderboard')({
  validateSearch: (search: Record<string, unknown>): GlobalBoardSearch =>
    definedParams({
      period: oneOfParam(search.period, GLOBAL_PERIODS),
      page: intParam(search.page, { min: 1, max: GLOBAL_MAX_PAGE }),
    }),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(globalLeaderboardQuery(deps)),
  component: GlobalLeaderboardPage,
  errorComponent: (props) => <RouteError {...props} title={m.failure_leaderboard()} />,
})
