import { Timer } from 'lucide-react'
import type { Dispatch } from 'react'
import { QUIZ_LIMITS } from '#shared/constants'
import { formatDuration } from '#shared/duration'
import { QUIZ_BOUNDS } from '#shared/schemas/quiz'
import { QUIZ_EDITOR_TEXTS } from '#shared/texts'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import type { EditorAction, QuestionDraft } from './editor-state'
import { Field, hintId } from './fields'
import { parseNumber, timingFigures } from './timing'

/** Spec section 2: the total time limit in seconds, shown as minutes and seconds from 60 up. */
export function TotalTimeField({ timeLimit, dispatch }: { timeLimit: string; dispatch: Dispatch<EditorAction> }) {
  const total = parseNumber(timeLimit)
  return (
    <Field
      id="quiz-time-limit"
      label="Total time limit (seconds)"
      hint={total !== null && total > 0 ? formatDuration(total) : `At least ${QUIZ_LIMITS.minTimeSeconds} seconds`}
      className="max-w-xs"
    >
      <Input
        id="quiz-time-limit"
        type="number"
        inputMode="numeric"
        min={QUIZ_LIMITS.minTimeSeconds}
        max={QUIZ_BOUNDS.maxTotalTimeSeconds}
        step={QUIZ_LIMITS.totalTimeStepSeconds}
        value={timeLimit}
        aria-describedby={hintId('quiz-time-limit')}
        onChange={(event) => dispatch({ type: 'patch', patch: { timeLimit: event.target.value } })}
      />
    </Field>
  )
}

function SumStatus({ sum, total }: { sum: number; total: number | null }) {
  if (total === null || total <= 0) return null
  if (sum === total) return <Badge variant="success">Matches the total</Badge>
  const difference = Math.abs(sum - total)
  return (
    <Badge variant="warning">
      {formatDuration(difference)} {sum > total ? 'over' : 'under'} the total
    </Badge>
  )
}

/**
 * Spec sections 2 and 9: the total is spread equally over the questions; the helper shows the
 * average, how the questions' own limits add up, and distributes the total on request. It sits
 * right under the total time field it works on.
 */
export function TimingHelper({
  timeLimit,
  questions,
  dispatch,
}: {
  timeLimit: string
  questions: QuestionDraft[]
  dispatch: Dispatch<EditorAction>
}) {
  const count = questions.length
  const figures = timingFigures(
    timeLimit,
    questions.map((question) => question.timeLimit),
  )
  const total = figures?.total ?? null
  const tooShort = total !== null && total > 0 && count > 0 && total < QUIZ_LIMITS.minTimeSeconds * count
  return (
    <div role="group" aria-labelledby="timing-helper-heading" className="space-y-3 rounded-lg border bg-muted/40 p-4">
      <div className="space-y-1">
        <h3 id="timing-helper-heading" className="flex items-center gap-2 font-semibold">
          <Timer className="size-4 text-primary" aria-hidden="true" />
          Timing helper
        </h3>
        <p className="text-sm text-muted-foreground">The total time is shared equally by the questions.</p>
      </div>
      {figures === null ? (
        <p className="text-sm" data-testid="timing-needs-questions">
          {QUIZ_EDITOR_TEXTS.timingNeedsQuestions}
        </p>
      ) : (
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">Questions</dt>
            <dd className="font-semibold tabular-nums">{count}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Average per question</dt>
            <dd className="font-semibold tabular-nums" data-testid="average-per-question">
              {formatDuration(figures.averagePerQuestion)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Question limits add up to</dt>
            <dd className="font-semibold tabular-nums" data-testid="question-time-sum">
              {formatDuration(figures.questionTimeSum)}
              {total !== null && total > 0 && (
                <span className="font-normal text-muted-foreground"> of {formatDuration(total)}</span>
              )}
            </dd>
          </div>
        </dl>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={count === 0}
          onClick={() => dispatch({ type: 'distributeTime' })}
        >
          {QUIZ_EDITOR_TEXTS.distribute}
        </Button>
        <span role="status">{figures && <SumStatus sum={figures.questionTimeSum} total={total} />}</span>
      </div>
      {tooShort && (
        <p className="text-sm text-muted-foreground">
          Each question needs at least {QUIZ_LIMITS.minTimeSeconds} seconds, so {count} questions need a total of at
          least {formatDuration(QUIZ_LIMITS.minTimeSeconds * count)}.
        </p>
      )}
    </div>
  )
}
