import { createFileRoute } from '@tanstack/react-router'
import { ShieldCheck } from 'lucide-react'
import { EmptyState, PageTitle } from '@/features/layout/empty-state'

export const Route = createFileRoute('/_authed/admin')({
  component: Screen,
})

// The screen's layout and empty state; its issue fills it.
function Screen() {
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <PageTitle title="Admin" />
      <EmptyState icon={ShieldCheck} title="Nothing is waiting for review" />
    </div>
  )
}
