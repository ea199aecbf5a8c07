import { createFileRoute } from '@tanstack/react-router'
import { RouteError } from '@/features/layout/route-error'
import { ContestPage } from '@/features/contests/contest-page'
import { contestQuery } from '@/features/contests/contest-queries'
import { m } from '#shared/i18n'

/** One contest: register, the countdown in IST, the start when open, the final ranks after the close. */
export const Route = createFileRoute('/contests/$contestId/')({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(contestQuery(params.contestId)),
  component: ContestPage,
  errorComponent: (props) => <RouteError {...props} title={m.contests_failure()} />,
})
