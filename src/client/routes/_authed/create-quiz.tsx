import { createFileRoute } from '@tanstack/react-router'
import { PencilLine } from 'lucide-react'
import { EmptyState, PageTitle } from '@/features/layout/empty-state'

export const Route = createFileRoute('/_authed/create-quiz')({
  component: Screen,
})

// The screen's layout and empty state; its issue fills it.
function Screen() {
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <PageTitle title="Create Quiz" />
      <EmptyState icon={PencilLine} title="The quiz editor is being prepared" />
    </div>
  )
}
