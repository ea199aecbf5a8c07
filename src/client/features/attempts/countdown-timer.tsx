import { Clock } from 'lucide-react'
import { useState } from 'react'
import { TIMER } from '#shared/constants'
import { formatClock } from '#shared/duration'
import { ATTEMPT_TEXTS } from '#shared/texts'
import { cn } from '@/lib/utils'
import { useSecondsLeft } from './countdown'
import { m } from '#shared/i18n'

type Tone = 'normal' | 'warning' | 'danger'

const TONE_CLASS: Record<Tone, string> = {
  normal: 'text-foreground',
  warning: 'text-warning',
  danger: 'text-destructive',
}

interface TimerProps {
  label: string
  deadline: number
  toneOf: (seconds: number) => Tone
  /** What a screen reader hears when the timer turns this tone. */
  warningFor: (tone: Exclude<Tone, 'normal'>) => string
}

/**
 * A ticking clock. Its role="timer" is never live (a reader announcing every second is noise);
 * a separate status region speaks only when the clock changes colour.
 */
function CountdownTimer({ label, deadline, toneOf, warningFor }: TimerProps) {
  const seconds = useSecondsLeft(deadline)
  const tone = toneOf(seconds)
  // Adjusting state during render (React's pattern for "when this changes"): no effect, no flash.
  const [spoken, setSpoken] = useState({ tone, message: '' })
  if (spoken.tone !== tone) setSpoken({ tone, message: tone === 'normal' ? '' : warningFor(tone) })
  return (
    <div className="flex items-center gap-2">
      <Clock className={cn('size-5', TONE_CLASS[tone])} aria-hidden="true" />
      <div>
        <p className="text-xs text-muted-foreground" aria-hidden="true">
          {label}
        </p>
        <p
          role="timer"
          aria-label={label}
          aria-live="off"
          className={cn('font-mono text-xl font-semibold tabular-nums', TONE_CLASS[tone])}
        >
          {formatClock(seconds)}
        </p>
      </div>
      <span role="status" className="sr-only">
        {spoken.message}
      </span>
    </div>
  )
}

/** The whole quiz's time: red under TIMER.totalWarningSeconds. */
export function TotalTimer({ deadline }: { deadline: number }) {
  return (
    <CountdownTimer
      label={m.attempt_texts_total_time()}
      deadline={deadline}
      toneOf={(seconds) => (seconds < TIMER.totalWarningSeconds ? 'danger' : 'normal')}
      warningFor={() => ATTEMPT_TEXTS.totalTimeWarning(TIMER.totalWarningSeconds / 60)}
    />
  )
}

/** The question's time: yellow under 20 s, red under 10 s. */
export function QuestionTimer({ deadline }: { deadline: number }) {
  return (
    <CountdownTimer
      label={m.attempt_texts_question_time()}
      deadline={deadline}
      toneOf={(seconds) =>
        seconds < TIMER.questionRedSeconds ? 'danger' : seconds < TIMER.questionYellowSeconds ? 'warning' : 'normal'
      }
      warningFor={(tone) =>
        ATTEMPT_TEXTS.questionTimeWarning(tone === 'danger' ? TIMER.questionRedSeconds : TIMER.questionYellowSeconds)
      }
    />
  )
}

/** An exam section's own clock (decision 041): red in its last minute. */
export function SectionTimer({ label, deadline }: { label: string; deadline: number }) {
  return (
    <CountdownTimer
      label={label}
      deadline={deadline}
      toneOf={(seconds) => (seconds < 60 ? 'danger' : 'normal')}
      warningFor={() => m.exam_screen_section_last_minute()}
    />
  )
}
