import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Sparkles } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import type { Analysis, ResultData } from '@/lib/result-types'
import { m } from '#shared/i18n'

function AnalysisList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">{title}</h3>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  )
}

function useGenerateAnalysis(attemptId: string, onSummary: (summary: string) => void) {
  const queryClient = useQueryClient()
  return useMutation(
    trpc.attempts.generateAnalysis.mutationOptions({
      onSuccess: ({ summary }) => {
        onSummary(summary)
        queryClient.setQueryData(trpc.attempts.result.queryKey({ attemptId }), (data: ResultData | undefined) =>
          data ? { ...data, attempt: { ...data.attempt, aiSummary: summary } } : data,
        )
      },
      onError: (error) => notify.error(errorMessage(error, m.failure_ai_analysis())),
    }),
  )
}

function AiSummary({ attemptId, initialSummary }: { attemptId: string; initialSummary: string | null }) {
  const [summary, setSummary] = useState(initialSummary)
  const config = useQuery(trpc.config.public.queryOptions(undefined, { staleTime: Infinity }))
  const generate = useGenerateAnalysis(attemptId, setSummary)
  const aiDisabled = config.data?.isAiEnabled === false
  const noteId = `ai-note-${attemptId}`
  return (
    <div className="space-y-3 rounded-lg border border-primary/30 bg-primary/5 p-4">
      <h3 className="inline-flex items-center gap-2 font-semibold">
        <Sparkles className="size-4 text-primary" aria-hidden="true" />
        {m.result_texts_ai_summary_title()}
      </h3>
      <div aria-live="polite">
        {summary && (
          <p className="text-sm whitespace-pre-line" data-testid="ai-summary">
            {summary}
          </p>
        )}
      </div>
      {!summary && (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            onClick={() => generate.mutate({ attemptId })}
            disabled={aiDisabled || config.isPending || generate.isPending}
            aria-describedby={aiDisabled ? noteId : undefined}
          >
            <Sparkles aria-hidden="true" />
            {generate.isPending ? m.result_texts_generating_analysis() : m.result_texts_generate_analysis()}
          </Button>
          {aiDisabled && (
            <p id={noteId} className="text-sm text-muted-foreground">
              {m.server_ai_analysis_not_configured()}
            </p>
          )}
        </div>
      )}
    </div>
  )
}

/** The AI Performance Analysis: the computed analysis, and the optional AI-written summary of it. */
export function AnalysisPanel({
  attemptId,
  analysis,
  aiSummary,
}: {
  attemptId: string
  analysis: Analysis
  aiSummary: string | null
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-xl">{m.result_texts_analysis_title()}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <p data-testid="overall-performance">{analysis.overallPerformance}</p>
        <div className="grid gap-5 md:grid-cols-3">
          <AnalysisList title={m.result_texts_strengths()} items={analysis.strengths} />
          <AnalysisList title={m.result_texts_weaknesses()} items={analysis.weaknesses} />
          <AnalysisList title={m.result_texts_recommendations()} items={analysis.recommendations} />
        </div>
        <div className="space-y-1">
          <h3 className="font-semibold">{m.result_texts_time_management()}</h3>
          <p className="text-sm">{analysis.timeManagement}</p>
        </div>
        <AiSummary attemptId={attemptId} initialSummary={aiSummary} />
      </CardContent>
    </Card>
  )
}
