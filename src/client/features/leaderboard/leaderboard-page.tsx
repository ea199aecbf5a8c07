import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { TRPCClientError } from '@trpc/client'
import { ArrowLeft, FileQuestion, Trophy } from 'lucide-react'
import { useEffect } from 'react'
import { EMPTY, FAILURE } from '#shared/messages'
import { RESULT_TEXTS } from '#shared/texts'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { EmptyState, PageTitle } from '@/components/empty-state'
import { PageLoading } from '@/components/page-loading'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { LeaderboardTable } from './leaderboard-table'
import type { LeaderboardData } from './types'
import { ViewerPlace } from './viewer-place'

const route = getRouteApi('/_authed/quiz/$quizId/leaderboard')

export const LEADERBOARD_SIZE = 50

function isMissing(error: unknown) {
  const code = error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST'
}

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
      ? `Top ${entries.length} of ${totalRanked} ranked players`
      : `${totalRanked} ranked ${totalRanked === 1 ? 'player' : 'players'}`
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
  const board = useQuery(trpc.attempts.leaderboard.queryOptions({ quizId, limit: LEADERBOARD_SIZE }))

  useEffect(() => {
    if (board.isError && !isMissing(board.error)) notify.error(errorMessage(board.error, FAILURE.generic))
  }, [board.isError, board.error])

  if (board.isPending) return <PageLoading />
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <PageTitle
        title={RESULT_TEXTS.leaderboard}
        description={board.data?.quiz.title}
        actions={<BackToQuiz quizId={quizId} />}
      />
      {board.isError ? (
        <EmptyState
          icon={FileQuestion}
          title={isMissing(board.error) ? EMPTY.quizNotFound : errorMessage(board.error, FAILURE.generic)}
        />
      ) : (
        <Board data={board.data} />
      )}
    </div>
  )
}
