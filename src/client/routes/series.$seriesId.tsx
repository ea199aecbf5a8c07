import { createFileRoute } from '@tanstack/react-router'
import { RouteError } from '@/features/layout/route-error'
import { SeriesPage } from '@/features/series/series-page'
import { seriesQuery } from '@/features/series/series-queries'
import { m } from '#shared/i18n'

/** One test series: its mocks and their IST opening times, its price, progress and leaderboard. */
export const Route = createFileRoute('/series/$seriesId')({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(seriesQuery(params.seriesId)),
  component: SeriesPage,
  errorComponent: (props) => <RouteError {...props} title={m.series_failure()} />,
})
