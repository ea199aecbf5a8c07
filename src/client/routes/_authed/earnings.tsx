import { createFileRoute } from '@tanstack/react-router'
import { ANALYTICS_RANGES, type AnalyticsRange, DEFAULT_ANALYTICS_RANGE } from '#shared/analytics'
import { earningsQuery } from '@/features/analytics/analytics-queries'
import { EarningsPage } from '@/features/analytics/earnings-page'
import { RouteError } from '@/features/layout/route-error'
import { definedParams } from '@/lib/search-params'
import { m } from '#shared/i18n'

export const Route = createFileRoute('/_authed/earnings')({
  validateSearch: (search: Record<string, unknown>): { days?: AnalyticsRange } =>
    definedParams({ days: ANALYTICS_RANGES.find((days) => days === search.days && days !== DEFAULT_ANALYTICS_RANGE) }),
  loaderDeps: ({ search }) => ({ days: search.days ?? DEFAULT_ANALYTICS_RANGE }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(earningsQuery(deps.days)),
  component: EarningsPage,
  errorComponent: (props) => <RouteError {...props} title={m.analytics_failure_earnings()} />,
})
