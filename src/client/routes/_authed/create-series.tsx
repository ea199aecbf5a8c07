import { createFileRoute } from '@tanstack/react-router'
import { RouteError } from '@/features/layout/route-error'
import { NewSeriesPage } from '@/features/series/new-series-page'
import { m } from '#shared/i18n'

/** A creator's new test series of their approved quizzes. */
export const Route = createFileRoute('/_authed/create-series')({
  component: NewSeriesPage,
  errorComponent: (props) => <RouteError {...props} title={m.series_failure()} />,
})
