import { createFileRoute } from '@tanstack/react-router'
import { ANALYTICS_RANGES, type AnalyticsRange, DEFAULT_ANALYTICS_RANGE, MAX_ATTEMPTS_PAGE } from '#shared/analytics'
import { analyticsQuery, attemptsQuery } from '@/features/analytics/analytics-queries'
import { AnalyticsNotFound, AnalyticsPage } from '@/features/analytics/analytics-page'
import { RouteError } from '@/features/layout/route-error'
import { loadRouteData } from '@/lib/route-data'
import { definedParams, intParam } from '@/lib/search-params'
import { m } from '#shared/i18n'

interface AnalyticsSearch {
  days?: AnalyticsRange
  page?: number
}

const rangeParam = (value: unknown) =>
  ANALYTICS_RANGES.find((days) => days === value && days !== DEFAULT_ANALYTICS_RANGE)

export const Route = createFileRoute('/_authed/quiz/$quizId/analytics')({
  validateSearch: (search: Record<string, unknown>): AnalyticsSearch =>
    definedParams({ days: rangeParam(search.days), page: intParam(search.page, { min: 2, max: MAX_ATTEMPTS_PAGE }) }),
  loaderDeps: ({ search }) => ({ days: search.days ?? DEFAULT_ANALYTICS_RANGE, page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, params, deps, preload }) =>
    loadRouteData(
      () =>
        Promise.all([
          queryClient.ensureQueryData(analyticsQuery(params.quizId, deps.days)),
          queryClient.ensureQueryData(attemptsQuery(params.quizId, deps.page)),
        ]),
      { preload, missing: ['NOT_FOUND', 'BAD_REQUEST'] },
    ),
  component: AnalyticsPage,
  notFoundComponent: AnalyticsNotFound,
  errorComponent: (props) => <RouteError {...props} title={m.analytics_failure_analytics()} />,
})
