import { createFileRoute } from '@tanstack/react-router'
import { reviewQueueQuery } from '@/features/admin/admin-queries'
import { QuizzesSection } from '@/features/admin/quizzes-section'

export const Route = createFileRoute('/_authed/admin/')({
  // The review queue comes first on the page; the search below it asks as the admin types.
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(reviewQueueQuery()),
  component: QuizzesSection,
})
