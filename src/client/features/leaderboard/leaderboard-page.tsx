import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { ArrowLeft, FileQuestion, Trophy } from 'lucide-react'
import { EMPTY } from '#shared/messages'
import { PAGE_TITLES, RESULT_TEXTS } from '#shared/texts'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { EmptyState, PageTitle } from '@/components/empty-state'
import { useDocumentTitle } from '@/lib/document-title'
import { leaderboardQuery } from './leaderboard-query'
import { LeaderboardTable } from './leaderboard-table'
import type { LeaderboardData } from './types'
import { ViewerPlace } from './viewer-place'

const route = getRouteApi('/_authed/quiz/$quizId/leaderboard')

function BackToQuiz({ quizId }: { quizId: string }) {
  return (
    <Button asChild variant="outline">
      <Link to="/quiz/$quizId" params={{ quizId }}>
        <ArrowLeft aria-hidden="true" /> {RESULT_TEXTS.backToQuiz}
      </Link>
    </Button>
  )
}

function Board({ data }: { data: LeaderboardData }) {
  const { entries, viewerEntry, totalRanked, quiz } = data
  if (entries.length === 0) {
    return (
      <EmptyState icon={Trophy} title={RESULT_TEXTS.leaderboardEmpty} description={RESULT_TEXTS.leaderboardEmptyHint} />
    )
  }
  const viewerOutside = viewerEntry && !entries.some((entry) => entry.isViewer)
  const shown =
    totalRanked > entries.length
      ? RESULT_TEXTS.board.top(entries.length, totalRanked)
      : RESULT_TEXTS.board.ranked(totalRanked)
  return (
    <div className="space-y-4">
      <Card className="py-2">
        <CardContent className="px-2">
          <LeaderboardTable entries={entries} caption={`${quiz.title}: ${shown}`} />
        </CardContent>
      </Card>
      {viewerOutside && <ViewerPlace entry={viewerEntry} totalRanked={totalRanked} />}
    </div>
  )
}

/** The quiz's leaderboard: ranked attempts by score, then time, then submission. */
export function LeaderboardPage() {
  const { quizId } = route.useParams()
  const { data } = useSuspenseQuery(leaderboardQuery(quizId))
  useDocumentTitle(PAGE_TITLES.quizLeaderboard(data.quiz.title))
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <PageTitle
        title={RESULT_TEXTS.leaderboard}
        description={data.quiz.title}
        actions={<BackToQuiz quizId={quizId} />}
      />
      <Board data={data} />
    </div>
  )
}

/** The leaderboard of a quiz that is not there: the page's frame, saying so. */
export function LeaderboardNotFound() {
  const { quizId } = route.useParams()
  useDocumentTitle(EMPTY.quizNotFound)
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <PageTitle title={RESULT_TEXTS.leaderboard} actions={<BackToQuiz quizId={quizId} />} />
      <EmptyState icon={FileQuestion} title={EMPTY.quizNotFound} />
    </div>
  )
}
