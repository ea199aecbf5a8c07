import { ChevronDown, LayoutGrid } from 'lucide-react'
import { useId, useState } from 'react'
import type { PaletteState } from '#shared/exam/palette'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { countsOf } from './exam-state'
import { PALETTE_STATES, STATE_LABEL, StateMark, stateClass } from './palette-look'
import { m } from '#shared/i18n'

interface QuestionPaletteProps {
  /** The section's questions, by their place in the paper. */
  indexes: readonly number[]
  stateAt: (index: number) => PaletteState
  current: number
  onGo: (index: number) => void
  disabled: boolean
}

/** The legend: each state's look, name and how many of the section's questions are in it. */
function Legend({ states }: { states: PaletteState[] }) {
  const counts = countsOf(states)
  return (
    <ul className="grid gap-1.5 text-sm" aria-label={m.exam_screen_legend()}>
      {PALETTE_STATES.map((state) => (
        <li key={state} className="flex items-center gap-2" data-state={state}>
          <span
            className={cn(
              'inline-flex size-7 shrink-0 items-center justify-center text-xs font-semibold',
              stateClass(state),
            )}
            aria-hidden="true"
          >
            {counts[state]}
          </span>
          <StateMark state={state} />
          <span>{m.exam_screen_legend_item({ state: STATE_LABEL[state](), count: counts[state] })}</span>
        </li>
      ))}
    </ul>
  )
}

/**
 * The question palette of the section on screen: a number per question, in its state's look, that
 * goes to it; then the legend. On a phone it is a panel the player opens; wider, always shown.
 */
export function QuestionPalette({ indexes, stateAt, current, onGo, disabled }: QuestionPaletteProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const states = indexes.map(stateAt)
  return (
    <section aria-labelledby={`${panelId}-title`} className="rounded-xl border bg-card p-4 text-card-foreground">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${panelId}-title`} className="font-semibold">
          {m.exam_screen_palette()}
        </h2>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="md:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((shown) => !shown)}
        >
          <LayoutGrid aria-hidden="true" />
          {open ? m.exam_screen_palette_hide() : m.exam_screen_palette_show()}
          <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
        </Button>
      </div>
      <div id={panelId} className={cn('mt-3 space-y-4', open ? 'block' : 'hidden', 'md:block')}>
        <ol className="grid grid-cols-5 gap-2" data-testid="exam-palette">
          {indexes.map((index, place) => {
            const state = states[place]!
            return (
              <li key={index}>
                <button
                  type="button"
                  data-state={state}
                  aria-current={index === current ? 'step' : undefined}
                  aria-label={m.exam_screen_go_to({ number: index + 1, state: STATE_LABEL[state]() })}
                  disabled={disabled}
                  onClick={() => {
                    onGo(index)
                    setOpen(false)
                  }}
                  className={cn(
                    'inline-flex h-10 w-full items-center justify-center gap-0.5 text-sm font-semibold tabular-nums outline-none focus-visible:ring-[3px] focus-visible:ring-ring disabled:opacity-60',
                    stateClass(state),
                    index === current && 'outline-2 outline-offset-2 outline-primary',
                  )}
                >
                  {index + 1}
                  <StateMark state={state} className="size-3" />
                </button>
              </li>
            )
          })}
        </ol>
        <Legend states={states} />
      </div>
    </section>
  )
}
