import { Award, CircleAlert, CircleCheck, CircleMinus, Clock, Medal, Target, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { AUTO_SUBMIT_TEXT, autoSubmittedMessage } from '#shared/anti-cheat'
import { formatDuration } from '#shared/duration'
import { percentageOf, type ResultColor } from '#shared/results'
import { RESULT_TEXTS } from '#shared/texts'
import { Card, CardContent } from '@/components/ui/card'
import { Progress } from '@/components/ui/progress'
import { cn } from '@/lib/utils'
import { formatPercent, RESULT_SURFACE_CLASS, RESULT_TEXT_CLASS, scoreFigures, timeLimitOf } from '@/lib/result-format'
import type { ResultAttempt } from '@/lib/result-types'
import { USER_CONTENT } from '@/components/user-text'
import { m } from '#shared/i18n'

const RATING_ICON: Record<ResultColor, typeof CircleCheck> = {
  green: CircleCheck,
  yellow: CircleMinus,
  red: CircleAlert,
}

function FinalScore({ attempt }: { attempt: ResultAttempt }) {
  const { totalPossible, percentage, rating, color } = scoreFigures(attempt)
  const Icon = RATING_ICON[color]
  return (
    <div
      className={cn('flex flex-col items-center gap-1 rounded-xl border p-6 text-center', RESULT_SURFACE_CLASS[color])}
      data-testid="final-score"
      data-color={color}
    >
      <p className="text-sm font-medium text-muted-foreground">{m.result_texts_final_score()}</p>
      <p className={cn('text-5xl font-bold tabular-nums', RESULT_TEXT_CLASS[color])}>
        {attempt.score} / {totalPossible}
      </p>
      <p className={cn('text-2xl font-semibold tabular-nums', RESULT_TEXT_CLASS[color])}>{formatPercent(percentage)}</p>
      <p className={cn('inline-flex items-center gap-1.5 font-semibold', RESULT_TEXT_CLASS[color])}>
        <Icon className="size-4" aria-hidden="true" />
        {rating}
      </p>
    </div>
  )
}

function Stat({ icon: Icon, label, children }: { icon: typeof Clock; label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border bg-muted/40 p-4">
      <dt className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
        <Icon className="size-4" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-1 font-semibold">{children}</dd>
    </div>
  )
}

function TimeStat({ attempt }: { attempt: ResultAttempt }) {
  const limit = timeLimitOf(attempt)
  return (
    <Stat icon={Clock} label={m.result_texts_time_taken()}>
      <span data-testid="time-taken">
        {RESULT_TEXTS.ofLimit(formatDuration(attempt.durationSeconds), formatDuration(limit))}
      </span>
      <Progress
        className="mt-2"
        value={Math.min(attempt.durationSeconds, limit)}
        max={limit}
        aria-label={m.result_texts_time_share()}
      />
    </Stat>
  )
}

function RankStat({ attempt }: { attempt: ResultAttempt }) {
  return (
    <Stat icon={Medal} label={m.result_texts_rank()}>
      <span data-testid="rank">{attempt.rank === null ? m.result_texts_not_available() : `#${attempt.rank}`}</span>
      {!attempt.isRanked && (
        <span className="block text-sm font-normal text-muted-foreground">{m.result_texts_practice_note()}</span>
      )}
    </Stat>
  )
}

function AutoSubmitNote({ reason }: { reason: ResultAttempt['submitReason'] }) {
  if (!reason || reason === 'manual') return null
  const text = AUTO_SUBMIT_TEXT[reason as keyof typeof AUTO_SUBMIT_TEXT]
  if (!text) return null
  return (
    <p className="flex items-center gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm text-warning">
      <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
      {autoSubmittedMessage(text)}
    </p>
  )
}

/** The top of the result screen: the heading, the final score and the key figures. */
export function ScoreSummary({ attempt }: { attempt: ResultAttempt }) {
  const accuracy = percentageOf(attempt.correctAnswers, attempt.totalQuestions)
  return (
    <section aria-labelledby="result-heading" className="space-y-6">
      <div className="space-y-1 text-center">
        <Award className="mx-auto size-10 text-primary" aria-hidden="true" />
        <h1 id="result-heading" className="text-3xl font-bold tracking-tight">
          {m.result_texts_title()}
        </h1>
        <p className="text-lg text-muted-foreground" {...USER_CONTENT}>
          {attempt.quizTitle}
        </p>
      </div>
      <Card>
        <CardContent className="space-y-6">
          <FinalScore attempt={attempt} />
          <AutoSubmitNote reason={attempt.submitReason} />
          <dl className="grid gap-3 sm:grid-cols-3">
            <TimeStat attempt={attempt} />
            <Stat icon={Target} label={m.result_texts_accuracy()}>
              <span data-testid="accuracy">
                {RESULT_TEXTS.correctOf(attempt.correctAnswers, attempt.totalQuestions)} ({formatPercent(accuracy)})
              </span>
            </Stat>
            <RankStat attempt={attempt} />
          </dl>
        </CardContent>
      </Card>
    </section>
  )
}
