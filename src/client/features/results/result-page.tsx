import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { TRPCClientError } from '@trpc/client'
import { Award } from 'lucide-react'
import { useEffect } from 'react'
import { EMPTY, FAILURE } from '#shared/messages'
import { RESULT_TEXTS } from '#shared/texts'
import { Button } from '@/components/ui/button'
import { PageLoading } from '@/components/page-loading'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { AnalysisPanel } from './analysis-panel'
import { AntiCheatReport } from './anti-cheat-report'
import { QuestionBreakdown } from './question-breakdown'
import { ResultActions } from './result-actions'
import { ScoreSummary } from './score-summary'
import { TimeChart } from './time-chart'
import type { ResultData } from '@/lib/result-types'

const route = getRouteApi('/_authed/quiz/$quizId/result/$attemptId')

/** Someone else's attempt, an unknown one, or a malformed id: all are simply "not found". */
function isMissing(error: unknown) {
  const code = error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST'
}

function ResultNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
        <Award className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-2xl font-semibold">{EMPTY.resultNotFound}</h1>
        <Button asChild variant="outline">
          <Link to="/quizzes">{RESULT_TEXTS.moreQuizzes}</Link>
        </Button>
      </div>
    </div>
  )
}

function ResultView({ data }: { data: ResultData }) {
  const { attempt, detailedAnswers, analysis } = data
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <ScoreSummary attempt={attempt} />
      <ResultActions quizId={attempt.quizId} />
      <AntiCheatReport attempt={attempt} />
      {detailedAnswers && <TimeChart questions={detailedAnswers} />}
      <AnalysisPanel attemptId={attempt.id} analysis={analysis} aiSummary={attempt.aiSummary} />
      {detailedAnswers && <QuestionBreakdown answers={detailedAnswers} quiz={data.quiz} />}
    </div>
  )
}

/** The result screen (spec section 2, Result). */
export function ResultPage() {
  const { attemptId } = route.useParams()
  const navigate = useNavigate()
  const result = useQuery(trpc.attempts.result.queryOptions({ attemptId }))

  useEffect(() => {
    // Spec section 8: any failure but a missing result says so and goes back to the quizzes.
    if (result.isError && !isMissing(result.error)) {
      notify.error(errorMessage(result.error, FAILURE.result))
      void navigate({ to: '/quizzes' })
    }
  }, [result.isError, result.error, navigate])

  if (result.isPending) return <PageLoading />
  if (result.isError) return isMissing(result.error) ? <ResultNotFound /> : <PageLoading />
  return <ResultView data={result.data} />
}
