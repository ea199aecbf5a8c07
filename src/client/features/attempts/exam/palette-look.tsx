import { Check, Flag, X } from 'lucide-react'
import { PALETTE_STATES, type PaletteState } from '#shared/exam/palette'
import { cn } from '@/lib/utils'
import { m } from '#shared/i18n'

/** Each state's name, as the legend, the buttons' labels and the summary say it. */
export const STATE_LABEL: Record<PaletteState, () => string> = {
  'not-visited': () => m.exam_screen_state_not_visited(),
  'not-answered': () => m.exam_screen_state_not_answered(),
  answered: () => m.exam_screen_state_answered(),
  marked: () => m.exam_screen_state_marked(),
  'answered-marked': () => m.exam_screen_state_answered_marked(),
}

/**
 * A colour, a shape and a mark for each state, so none is told by colour alone: a plain square
 * (not seen), a cross (not answered), a tick (answered), a flag in a circle (marked), a flag and
 * a tick in a circle (answered and marked). Text stays the foreground colour for contrast in both themes.
 */
const STATE_CLASS: Record<PaletteState, string> = {
  'not-visited': 'rounded-sm border border-input bg-muted',
  'not-answered': 'rounded-b-2xl border-2 border-destructive bg-destructive/10',
  answered: 'rounded-t-2xl border-2 border-success bg-success/15',
  marked: 'rounded-full border-2 border-violet-600 bg-violet-500/15 dark:border-violet-400',
  'answered-marked': 'rounded-full border-2 border-violet-600 bg-success/15 dark:border-violet-400',
}

export { PALETTE_STATES }

export function stateClass(state: PaletteState) {
  return cn('text-foreground', STATE_CLASS[state])
}

/** The state's mark, drawn beside the number (decorative: the label says the state). */
export function StateMark({ state, className }: { state: PaletteState; className?: string }) {
  const size = cn('size-3.5 shrink-0', className)
  switch (state) {
    case 'not-answered':
      return <X className={cn(size, 'text-destructive')} aria-hidden="true" />
    case 'answered':
      return <Check className={cn(size, 'text-success')} aria-hidden="true" />
    case 'marked':
      return <Flag className={cn(size, 'text-violet-700 dark:text-violet-300')} aria-hidden="true" />
    case 'answered-marked':
      return (
        <span className="inline-flex shrink-0" aria-hidden="true">
          <Flag className={cn(size, 'text-violet-700 dark:text-violet-300')} />
          <Check className={cn(size, 'text-success')} />
        </span>
      )
    default:
      return null
  }
}
