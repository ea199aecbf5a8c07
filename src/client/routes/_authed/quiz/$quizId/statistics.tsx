import { createFileRoute } from '@tanstack/react-router'
import type { StatisticsScope } from '#shared/statistics'
import { quizTitleQuery, statisticsQuery } from '@/features/analytics/analytics-queries'
import { StatisticsNotFound, StatisticsPage } from '@/features/analytics/statistics-page'
import { RouteError } from '@/features/layout/route-error'
import { loadRouteData } from '@/lib/route-data'
import { definedParams, oneOfParam } from '@/lib/search-params'
import { m } from '#shared/i18n'

const SCOPES: readonly StatisticsScope[] = ['first', 'all']

export const Route = createFileRoute('/_authed/quiz/$quizId/statistics')({
  validateSearch: (search: Record<string, unknown>): { attempts?: StatisticsScope } =>
    definedParams({ attempts: oneOfParam(search.attempts, SCOPES) }),
  loaderDeps: ({ search }) => ({ attempts: search.attempts ?? 'first' }),
  // An unknown quiz (or a malformed id) is 'Quiz not found' in place; someone else's quiz, or any
  // other failure, is the route's error view with the server's words and a retry.
  loader: ({ context: { queryClient }, params, deps, preload }) =>
    loadRouteData(
      () =>
        Promise.all([
          queryClient.ensureQueryData(statisticsQuery(params.quizId, deps.attempts)),
          queryClient.ensureQueryData(quizTitleQuery(params.quizId)),
        ]),
      { preload, missing: ['NOT_FOUND', 'BAD_REQUEST'] },
    ),
  component: StatisticsPage,
  notFoundComponent: StatisticsNotFound,
  errorComponent: (props) => <RouteError {...props} title={m.analytics_failure_statistics()} />,
})
