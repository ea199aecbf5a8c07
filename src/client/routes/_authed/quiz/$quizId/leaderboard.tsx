import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { EMPTY } from '#shared/messages'
import { PAGE_TITLES, RESULT_TEXTS } from '#shared/texts'
import { LEADERBOARD_SIZE, LeaderboardPage } from '@/features/leaderboard/leaderboard-page'
import { useDocumentTitle } from '@/lib/document-title'
import { errorCode } from '@/lib/errors'
import { trpc } from '@/trpc'

export const Route = createFileRoute('/_authed/quiz/$quizId/leaderboard')({
  component: Screen,
})

function Screen() {
  const { quizId } = Route.useParams()
  // The page's own query (one request, one cache entry): the tab is named after the quiz.
  const board = useQuery(trpc.attempts.leaderboard.queryOptions({ quizId, limit: LEADERBOARD_SIZE }))
  useDocumentTitle(
    board.data
      ? PAGE_TITLES.quizLeaderboard(board.data.quiz.title)
      : errorCode(board.error) === 'NOT_FOUND'
        ? EMPTY.quizNotFound
        : RESULT_TEXTS.leaderboard,
  )
  return <LeaderboardPage />
}
