import type { ReactNode } from 'react'
import { ATTEMPT_TEXTS } from '#shared/texts'
import { ViolationsBadge } from './anti-cheat/violations-badge'
import type { LoggedViolation } from './anti-cheat/use-anti-cheat'
import { QuestionTimer, TotalTimer } from './countdown-timer'
import { USER_CONTENT } from '@/components/user-text'

interface AttemptHeaderProps {
  title: string
  index: number
  total: number
  totalDeadline: number
  questionDeadline: number | null
  antiCheat: { enabled: boolean; count: number; violations: LoggedViolation[] }
  /** The paper-language switch, where the paper has a second language. */
  paperLanguage?: ReactNode
}

/** The quiz title (the page's one h1), where the player is, both clocks and the violations badge. */
export function AttemptHeader({
  title,
  index,
  total,
  totalDeadline,
  questionDeadline,
  antiCheat,
  paperLanguage,
}: AttemptHeaderProps) {
  return (
    <div className="space-y-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight wrap-anywhere" {...USER_CONTENT}>
            {title}
          </h1>
          <p className="text-muted-foreground">{ATTEMPT_TEXTS.questionOf(index + 1, total)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {paperLanguage}
          {antiCheat.enabled && <ViolationsBadge count={antiCheat.count} violations={antiCheat.violations} />}
        </div>
      </div>
      <div className="flex flex-wrap gap-x-8 gap-y-3">
        <TotalTimer deadline={totalDeadline} />
        {/* Keyed by question: each question's clock starts fresh, and so do its warnings. */}
        {questionDeadline !== null && <QuestionTimer key={index} deadline={questionDeadline} />}
      </div>
    </div>
  )
}
