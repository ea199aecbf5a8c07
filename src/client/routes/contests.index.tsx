import { createFileRoute } from '@tanstack/react-router'
import { RouteError } from '@/features/layout/route-error'
import { ContestsListPage } from '@/features/contests/contests-list-page'
import { contestListQuery } from '@/features/contests/contest-queries'
import { m } from '#shared/i18n'

/** Scheduled contests, free: the upcoming ones and the past ones. */
export const Route = createFileRoute('/contests/')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(contestListQuery('upcoming')),
      queryClient.ensureQueryData(contestListQuery('past')),
    ]),
  component: ContestsListPage,
  errorComponent: (props) => <RouteError {...props} title={m.contests_failure()} />,
})
