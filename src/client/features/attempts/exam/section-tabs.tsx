import { Lock } from 'lucide-react'
import { type KeyboardEvent, useRef } from 'react'
import { formatClock } from '#shared/duration'
import { decimalMarking } from '#shared/exam/sections'
import { cn } from '@/lib/utils'
import { SectionTimer } from '../countdown-timer'
import { type ExamView, type SectionStatus, tabAfterKey } from './exam-state'
import { m } from '#shared/i18n'
import { USER_CONTENT } from '@/components/user-text'

interface SectionTabsProps {
  exam: ExamView
  statuses: readonly SectionStatus[]
  deadlines: readonly (number | null)[]
  current: number
  /** The id of the tab panel the tabs control (the question and its palette). */
  panelId: string
  /** `byKey`: the tab keeps the focus, as the arrow keys move it between tabs. */
  onChoose: (section: number, byKey?: boolean) => void
}

const tabId = (panelId: string, section: number) => `${panelId}-tab-${section}`

/** The id of a section's title in its tab, which labels the panel while the section is chosen. */
export const tabTitleId = (panelId: string, section: number) => `${tabId(panelId, section)}-title`

/**
 * The paper's sections as a tab list (WAI-ARIA tabs, activated as focus moves): one tab stop, the
 * arrow keys, Home and End move between the tabs and pass over a section not open yet, which
 * shows its time and cannot be chosen; a closed one opens read only. Only the chosen section
 * counts down, under the tabs, because a tab's content is read as one name.
 */
export function SectionTabs({ exam, statuses, deadlines, current, panelId, onChoose }: SectionTabsProps) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const onKeyDown = (event: KeyboardEvent, from: number) => {
    const target = tabAfterKey(statuses, from, event.key)
    if (target === from) return
    event.preventDefault()
    tabs.current[target]?.focus()
    onChoose(target, true)
  }
  const deadline = statuses[current] === 'open' ? deadlines[current] : null
  return (
    <div className="space-y-2">
      <div role="tablist" aria-label={m.exam_screen_sections()} className="flex flex-wrap gap-2">
        {exam.sections.map((section, index) => {
          const status = statuses[index]!
          const id = tabId(panelId, index)
          return (
            <button
              key={index}
              ref={(element) => {
                tabs.current[index] = element
              }}
              type="button"
              role="tab"
              id={id}
              aria-selected={index === current}
              aria-controls={panelId}
              tabIndex={index === current ? 0 : -1}
              disabled={status === 'waiting'}
              data-testid="exam-section"
              data-status={status}
              onClick={() => onChoose(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'flex min-w-0 flex-1 basis-40 flex-col items-start gap-1 rounded-lg border p-3 text-start outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-70',
                index === current ? 'border-primary bg-primary/10' : 'bg-card hover:bg-muted/40',
              )}
            >
              <span
                id={tabTitleId(panelId, index)}
                className="w-full min-w-0 font-semibold wrap-anywhere"
                {...USER_CONTENT}
              >
                {section.title}
              </span>
              <span className="text-sm text-muted-foreground">
                {/* The attempt serves marks in hundredths (decision 040); a player reads +1 / −0.25. */}
                {m.exam_screen_marking(decimalMarking(section.marking))}
              </span>
              <span className="inline-flex items-center gap-1 text-sm">
                {status === 'closed' && <Lock className="size-3.5" aria-hidden="true" />}
                {status === 'closed'
                  ? m.exam_screen_section_closed()
                  : status === 'waiting'
                    ? m.exam_screen_section_waiting({ time: formatClock(section.timeLimit ?? 0) })
                    : ''}
              </span>
            </button>
          )
        })}
      </div>
      {deadline != null && <SectionTimer key={deadline} label={m.exam_screen_section_time()} deadline={deadline} />}
    </div>
  )
}
