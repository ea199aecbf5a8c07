import { createFileRoute } from '@tanstack/react-router'
import { RouteError } from '@/features/layout/route-error'
import { ReviewPage } from '@/features/review/review-page'
import { reviewDueQuery } from '@/features/review/review-queries'
import { m } from '#shared/i18n'

/** The review session: the player's cards due now, read fresh each time the page opens. */
export const Route = createFileRoute('/_authed/review')({
  loader: ({ context: { queryClient } }) => queryClient.fetchQuery(reviewDueQuery()),
  component: ReviewPage,
  errorComponent: (props) => <RouteError {...props} title={m.review_screen_load_failed()} />,
})
