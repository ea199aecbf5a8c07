import { Timer } from 'lucide-react'
import { useWatch } from 'react-hook-form'
import { QUIZ_LIMITS } from '#shared/constants'
import { formatDuration } from '#shared/duration'
import { QUIZ_BOUNDS } from '#shared/schemas/quiz'
import { QUIZ_EDITOR_LABELS } from '#shared/texts'
import { FormField } from '@/components/form-field'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { useEditorAction, useEditorForm } from './editor-form'
import { parseNumber, timingFigures } from './timing'
import { m } from '#shared/i18n'

/** The total time limit in seconds, shown as minutes and seconds from 60 up. */
export function TotalTimeField() {
  const {
    register,
    control,
    formState: { errors },
  } = useEditorForm()
  const total = parseNumber(useWatch({ control, name: 'timeLimit' }))
  return (
    <FormField
      id="quiz-time-limit"
      label={m.quiz_editor_labels_total_time()}
      hint={
        total !== null && total > 0
          ? formatDuration(total)
          : QUIZ_EDITOR_LABELS.totalTimeMinimum(QUIZ_LIMITS.minTimeSeconds)
      }
      error={errors.timeLimit?.message}
      className="max-w-xs"
    >
      {(control) => (
        <Input
          {...control}
          {...register('timeLimit')}
          type="number"
          inputMode="numeric"
          min={QUIZ_LIMITS.minTimeSeconds}
          max={QUIZ_BOUNDS.maxTotalTimeSeconds}
          step={QUIZ_LIMITS.totalTimeStepSeconds}
        />
      )}
    </FormField>
  )
}

function SumStatus({ sum, total }: { sum: number; total: number | null }) {
  if (total === null || total <= 0) return null
  if (sum === total) return <Badge variant="success">{m.quiz_editor_labels_matches_total()}</Badge>
  const difference = formatDuration(Math.abs(sum - total))
  return (
    <Badge variant="warning">
      {sum > total ? QUIZ_EDITOR_LABELS.overTotal(difference) : QUIZ_EDITOR_LABELS.underTotal(difference)}
    </Badge>
  )
}

/**
 * The total is spread equally over the questions; the helper shows the average, how the questions'
 * own limits add up, and distributes the total on request. It sits right under the total time
 * field it works on.
 */
export function TimingHelper() {
  const { control } = useEditorForm()
  const act = useEditorAction()
  const timeLimit = useWatch({ control, name: 'timeLimit' })
  const questions = useWatch({ control, name: 'questions' })
  const count = questions.length
  const figures = timingFigures(
    timeLimit,
    questions.map((question) => question.timeLimit),
  )
  const total = figures?.total ?? null
  const tooShort = total !== null && total > 0 && count > 0 && total < QUIZ_LIMITS.minTimeSeconds * count
  return (
    // biome-ignore lint/a11y/useSemanticElements: figures and a button named by their heading, not fields of a form: a <fieldset> would want a <legend>.
    <div role="group" aria-labelledby="timing-helper-heading" className="space-y-3 rounded-lg border bg-muted/40 p-4">
      <div className="space-y-1">
        <h3 id="timing-helper-heading" className="flex items-center gap-2 font-semibold">
          <Timer className="size-4 text-primary" aria-hidden="true" />
          {m.quiz_editor_labels_timing_helper()}
        </h3>
        <p className="text-sm text-muted-foreground">{m.quiz_editor_labels_timing_helper_hint()}</p>
      </div>
      {figures === null ? (
        <p className="text-sm" data-testid="timing-needs-questions">
          {m.quiz_editor_texts_timing_needs_questions()}
        </p>
      ) : (
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">{m.quiz_editor_labels_question_count()}</dt>
            <dd className="font-semibold tabular-nums">{count}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{m.quiz_editor_labels_average_per_question()}</dt>
            <dd className="font-semibold tabular-nums" data-testid="average-per-question">
              {formatDuration(figures.averagePerQuestion)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{m.quiz_editor_labels_question_time_sum()}</dt>
            <dd className="font-semibold tabular-nums" data-testid="question-time-sum">
              {formatDuration(figures.questionTimeSum)}
              {total !== null && total > 0 && (
                <span className="font-normal text-muted-foreground">
                  {QUIZ_EDITOR_LABELS.ofTotal(formatDuration(total))}
                </span>
              )}
            </dd>
          </div>
        </dl>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" disabled={count === 0} onClick={() => act({ type: 'distributeTime' })}>
          {m.quiz_editor_texts_distribute()}
        </Button>
        <span role="status">{figures && <SumStatus sum={figures.questionTimeSum} total={total} />}</span>
      </div>
      {tooShort && (
        <p className="text-sm text-muted-foreground">
          {QUIZ_EDITOR_LABELS.totalTooShort(
            QUIZ_LIMITS.minTimeSeconds,
            count,
            formatDuration(QUIZ_LIMITS.minTimeSeconds * count),
          )}
        </p>
      )}
    </div>
  )
}
