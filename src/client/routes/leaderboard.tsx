import { createFileRoute, Link } from '@tanstack/react-router'
import { Trophy } from 'lucide-react'
import { LEADERBOARD_PLACEHOLDER_TEXTS } from '#shared/texts'
import { Button } from '@/components/ui/button'
import { EmptyState, PageTitle } from '@/components/empty-state'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/leaderboard')({
  component: LeaderboardComingSoon,
})

/** The product's global leaderboard is a Coming Soon placeholder; each quiz has its own leaderboard. */
function LeaderboardComingSoon() {
  useDocumentTitle(LEADERBOARD_PLACEHOLDER_TEXTS.title)
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <PageTitle title={LEADERBOARD_PLACEHOLDER_TEXTS.title} />
      <EmptyState
        icon={Trophy}
        title={LEADERBOARD_PLACEHOLDER_TEXTS.comingSoon}
        description={LEADERBOARD_PLACEHOLDER_TEXTS.description}
      >
        <Button asChild>
          <Link to="/quizzes">{LEADERBOARD_PLACEHOLDER_TEXTS.browse}</Link>
        </Button>
      </EmptyState>
    </div>
  )
}
