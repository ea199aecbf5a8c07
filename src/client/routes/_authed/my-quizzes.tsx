import { createFileRoute } from '@tanstack/react-router'
import { ListChecks } from 'lucide-react'
import { EmptyState, PageTitle } from '@/features/layout/empty-state'

export const Route = createFileRoute('/_authed/my-quizzes')({
  component: Screen,
})

// The screen's layout and empty state; its issue fills it.
function Screen() {
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <PageTitle title="My Quizzes" />
      <EmptyState icon={ListChecks} title="You have not created any quizzes yet" />
    </div>
  )
}
