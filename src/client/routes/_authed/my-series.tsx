import { createFileRoute } from '@tanstack/react-router'
import { RouteError } from '@/features/layout/route-error'
import { MySeriesPage } from '@/features/series/my-series-page'
import { mySeriesQuery } from '@/features/series/series-queries'
import { m } from '#shared/i18n'

/** A creator's own test series and where each stands in review. */
export const Route = createFileRoute('/_authed/my-series')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(mySeriesQuery()),
  component: MySeriesPage,
  errorComponent: (props) => <RouteError {...props} title={m.series_failure()} />,
})
