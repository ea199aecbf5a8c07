import { createFileRoute } from '@tanstack/react-router'
import { Timer } from 'lucide-react'
import { EMPTY } from '#shared/messages'
import { EmptyState, PageTitle } from '@/features/layout/empty-state'

export const Route = createFileRoute('/_authed/quiz/$quizId/attempt')({
  component: Screen,
})

// The screen's layout and empty state; its issue fills it.
function Screen() {
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <PageTitle title="Quiz Attempt" />
      <EmptyState icon={Timer} title={EMPTY.quizNotFound} />
    </div>
  )
}
