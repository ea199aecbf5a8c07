import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { Award } from 'lucide-react'
import { PAGE_TITLES } from '#shared/texts'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/lib/document-title'
import { trpc } from '@/trpc'
import { AnalysisPanel } from './analysis-panel'
import { AntiCheatReport } from './anti-cheat-report'
import { ExamScorecard } from './exam-scorecard'
import { QuestionBreakdown } from './question-breakdown'
import { ResultActions } from './result-actions'
import { ResultShare } from './result-share'
import { ScoreSummary } from './score-summary'
import { TimeChart } from './time-chart'
import type { ResultData } from '@/lib/result-types'
import { scoreFigures } from '@/lib/result-format'
import { m } from '#shared/i18n'

const route = getRouteApi('/_authed/quiz/$quizId/result/$attemptId')

/** 'Result not found' (the product's words), with the way back to the quizzes. */
export function ResultNotFound() {
  useDocumentTitle(m.empty_result_not_found())
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
        <Award className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-2xl font-semibold">{m.empty_result_not_found()}</h1>
        <Button asChild variant="outline">
          <Link to="/quizzes">{m.result_texts_more_quizzes()}</Link>
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
      {'exam' in data && data.exam && <ExamScorecard exam={data.exam} score={attempt.score} />}
      <ResultActions quizId={attempt.quizId} />
      <ResultShare
        attemptId={attempt.id}
        quizTitle={data.quiz.title}
        score={String(attempt.score)}
        totalScore={scoreFigures(attempt).totalPossible}
      />
      <AntiCheatReport attempt={attempt} />
      {detailedAnswers && <TimeChart questions={detailedAnswers} />}
      <AnalysisPanel attemptId={attempt.id} analysis={analysis} aiSummary={attempt.aiSummary} />
      {detailedAnswers && <QuestionBreakdown answers={detailedAnswers} quiz={data.quiz} attemptId={attempt.id} />}
    </div>
  )
}

/** The result screen: the route's loader has the result. */
export function ResultPage() {
  const { attemptId } = route.useParams()
  const { data } = useSuspenseQuery(trpc.attempts.result.queryOptions({ attemptId }))
  useDocumentTitle(PAGE_TITLES.quizResult(data.quiz.title))
  return <ResultView data={data} />
}
