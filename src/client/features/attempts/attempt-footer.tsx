import { ArrowRight } from 'lucide-react'
import { ATTEMPT_TEXTS } from '#shared/texts'
import { Button } from '@/components/ui/button'
import { Progress } from '@/components/ui/progress'
import { SubmitButton } from './submit-dialog'
import type { Phase } from './use-attempt'
import { m } from '#shared/i18n'

interface AttemptFooterProps {
  answeredCount: number
  total: number
  isLast: boolean
  phase: Phase
  onNext: () => void
  onSubmit: () => void
  onRetry: () => void
}

/** The answered count and bar, then Next Question, or Submit Quiz on the last question. */
export function AttemptFooter({ answeredCount, total, isLast, phase, onNext, onSubmit, onRetry }: AttemptFooterProps) {
  const isLocked = phase.name !== 'answering'
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <p className="text-sm text-muted-foreground">{ATTEMPT_TEXTS.answeredOf(answeredCount, total)}</p>
        <Progress
          value={answeredCount}
          max={total}
          aria-label={m.attempt_texts_answered_label()}
          getValueLabel={(value, max) => ATTEMPT_TEXTS.answeredOf(value, max)}
        />
      </div>
      {phase.name === 'failed' && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm">
          <p>{m.attempt_texts_submit_failed()}</p>
          <Button type="button" variant="destructive" onClick={onRetry}>
            {m.retry()}
          </Button>
        </div>
      )}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {/* Always present, so a reader hears it when the text appears. */}
        <p role="status" className="text-sm text-muted-foreground">
          {phase.name === 'submitting' ? m.attempt_texts_submitting() : ''}
        </p>
        {isLast ? (
          <SubmitButton disabled={isLocked} onConfirm={onSubmit} />
        ) : (
          <Button type="button" onClick={onNext} disabled={isLocked}>
            {m.attempt_texts_next_question()} <ArrowRight aria-hidden="true" />
          </Button>
        )}
      </div>
    </div>
  )
}
