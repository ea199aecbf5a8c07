import { createFileRoute } from '@tanstack/react-router'
import { RouteError } from '@/features/layout/route-error'
import { SeriesListPage } from '@/features/series/series-list-page'
import { seriesListQuery } from '@/features/series/series-queries'
import { m } from '#shared/i18n'

/** Approved test series: a creator's mocks bundled, bought once. */
export const Route = createFileRoute('/series/')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(seriesListQuery()),
  component: SeriesListPage,
  errorComponent: (props) => <RouteError {...props} title={m.series_failure()} />,
})
