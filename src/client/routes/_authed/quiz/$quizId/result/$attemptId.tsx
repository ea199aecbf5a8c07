import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { EMPTY } from '#shared/messages'
import { PAGE_TITLES, RESULT_TEXTS } from '#shared/texts'
import { ResultPage } from '@/features/results/result-page'
import { useDocumentTitle } from '@/lib/document-title'
import { errorCode } from '@/lib/errors'
import { trpc } from '@/trpc'

export const Route = createFileRoute('/_authed/quiz/$quizId/result/$attemptId')({
  component: Screen,
})

/** What the result page shows as "not found": someone else's attempt, an unknown one, a malformed id. */
const MISSING = new Set(['NOT_FOUND', 'BAD_REQUEST'])

function Screen() {
  const { attemptId } = Route.useParams()
  // The page's own query (one request, one cache entry): the tab is named after the quiz.
  const result = useQuery(trpc.attempts.result.queryOptions({ attemptId }))
  useDocumentTitle(
    result.data
      ? PAGE_TITLES.quizResult(result.data.quiz.title)
      : MISSING.has(errorCode(result.error) ?? '')
        ? EMPTY.resultNotFound
        : RESULT_TEXTS.title,
  )
  return <ResultPage />
}
