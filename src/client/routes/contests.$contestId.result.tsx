import { createFileRoute } from '@tanstack/react-router'
import { RouteError } from '@/features/layout/route-error'
import { ResultCardPage } from '@/features/contests/result-card-page'
import { contestQuery } from '@/features/contests/contest-queries'
import { m } from '#shared/i18n'

/** A player's result card of a contest: rank, score and badge. */
export const Route = createFileRoute('/contests/$contestId/result')({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(contestQuery(params.contestId)),
  component: ResultCardPage,
  errorComponent: (props) => <RouteError {...props} title={m.contests_failure()} />,
})
