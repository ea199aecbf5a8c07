import { Lock } from 'lucide-react'
import { formatClock } from '#shared/duration'
import { decimalMarking } from '#shared/exam/sections'
import { cn } from '@/lib/utils'
import { SectionTimer } from '../countdown-timer'
import type { ExamView, SectionStatus } from './exam-state'
import { m } from '#shared/i18n'
import { USER_CONTENT } from '@/components/user-text'

interface SectionTabsProps {
  exam: ExamView
  statuses: readonly SectionStatus[]
  deadlines: readonly (number | null)[]
  current: number
  onChoose: (section: number) => void
}

/**
 * The paper's sections, each with its title and its own clock: the open one counts down, one not
 * open yet shows its time and cannot be chosen, a closed one opens read only.
 */
export function SectionTabs({ exam, statuses, deadlines, current, onChoose }: SectionTabsProps) {
  return (
    <nav aria-label={m.exam_screen_sections()}>
      <ul className="flex flex-wrap gap-2">
        {exam.sections.map((section, index) => {
          const status = statuses[index]!
          const deadline = deadlines[index]
          return (
            <li
              key={index}
              data-testid="exam-section"
              data-status={status}
              className={cn(
                'flex min-w-0 flex-1 basis-40 flex-col gap-1 rounded-lg border p-3',
                index === current ? 'border-primary bg-primary/10' : 'bg-card',
              )}
            >
              <button
                type="button"
                aria-current={index === current ? 'true' : undefined}
                disabled={status === 'waiting'}
                onClick={() => onChoose(index)}
                className="w-full min-w-0 rounded-md text-start font-semibold wrap-anywhere underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:no-underline disabled:opacity-70"
                {...USER_CONTENT}
              >
                {section.title}
              </button>
              <span className="text-sm text-muted-foreground">
                {/* The attempt serves marks in hundredths (decision 040); a player reads +1 / −0.25. */}
                {m.exam_screen_marking(decimalMarking(section.marking))}
              </span>
              {status === 'open' && deadline != null ? (
                <SectionTimer key={deadline} label={m.exam_screen_section_time()} deadline={deadline} />
              ) : (
                <span className="inline-flex items-center gap-1 text-sm">
                  {status === 'closed' && <Lock className="size-3.5" aria-hidden="true" />}
                  {status === 'closed'
                    ? m.exam_screen_section_closed()
                    : status === 'waiting'
                      ? m.exam_screen_section_waiting({ time: formatClock(section.timeLimit ?? 0) })
                      : ''}
                </span>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
