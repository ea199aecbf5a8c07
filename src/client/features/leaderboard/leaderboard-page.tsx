import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { ArrowLeft, FileQuestion, Trophy } from 'lucide-react'
import { PAGE_TITLES, RESULT_TEXTS } from '#shared/texts'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { EmptyState, PageTitle } from '@/components/empty-state'
import { useDocumentTitle } from '@/lib/document-title'
import { leaderboardQuery } from './leaderboard-query'
import { LeaderboardTable } from './leaderboard-table'
import type { LeaderboardData } from './types'
import { ViewerPlace } from './viewer-place'
import { UserText } from '@/components/user-text'
import { m } from '#shared/i18n'

const route = getRouteApi('/_authed/quiz/$quizId/leaderboard')

function BackToQuiz({ quizId }: { quizId: string }) {
  return (
    <Button asChild variant="outline">
      <Link to="/quiz/$quizId" params={{ quizId }}>
        <ArrowLeft aria-hidden="true" /> {m.result_texts_back_to_quiz()}
      </Link>
    </Button>
  )
}

function Board({ data }: { data: LeaderboardData }) {
  const { entries, viewerEntry, totalRanked, quiz } = data
  if (entries.length === 0) {
    return (
      <EmptyState
        icon={Trophy}
        title={m.result_texts_leaderboard_empty()}
        description={m.result_texts_leaderboard_empty_hint()}
      />
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
          <LeaderboardTable
            entries={entries}
            caption={
              <>
                <UserText>{quiz.title}</UserText>: {shown}
              </>
            }
          />
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
        title={m.result_texts_leaderboard()}
        description={<UserText>{data.quiz.title}</UserText>}
        actions={<BackToQuiz quizId={quizId} />}
      />
      <Board data={data} />
    </div>
  )
}

/** The leaderboard of a quiz that is not there: the page's frame, saying so. */
export function LeaderboardNotFound() {
  const { quizId } = route.useParams()
  useDocumentTitle(m.empty_quiz_not_found())
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <PageTitle title={m.result_texts_leaderboard()} actions={<BackToQuiz quizId={quizId} />} />
      <EmptyState icon={FileQuestion} title={m.empty_quiz_not_found()} />
    </div>
  )
}
