import { type PaletteCounts, paletteCounts, paletteState, type PaletteState } from '#shared/exam/palette'
import type { StartedAttempt } from '../types'

/** An exam paper's sections as the attempt serves them (decision 041). */
export type ExamView = NonNullable<StartedAttempt['view']['exam']>

/** Where a section stands for the player: open to answer, closed (read only), or not open yet. */
export type SectionStatus = 'open' | 'closed' | 'waiting'

/** What the palette keeps beyond the answers: a question seen, and marked for review. */
export interface SeenFlags {
  visited: boolean
  marked: boolean
}

/**
 * Each section's deadline on the performance.now() clock (countdown.ts), counted from the request
 * like the paper's own so the screen closes a section early rather than late; null without a clock.
 */
export function sectionDeadlines(started: StartedAttempt): (number | null)[] {
  const { exam, serverNow } = started.view
  const now = Date.parse(serverNow)
  return (exam?.sections ?? []).map((section) =>
    section.closesAt === null ? null : started.requestedAt + (Date.parse(section.closesAt) - now),
  )
}

/**
 * The section of a fixed order open at `at`: the first not closed early whose clock still runs
 * (as src/shared/exam/sections.ts decides on the server); null when every clock has run out.
 */
export function openSectionAt(deadlines: readonly (number | null)[], closedEarly: number, at: number): number | null {
  for (let section = closedEarly; section < deadlines.length; section++) {
    const deadline = deadlines[section]
    if (deadline === null || deadline === undefined || at < deadline) return section
  }
  return null
}

/** Every section's status: all open in a free order; before, at and after the open one in a fixed order. */
export function sectionStatuses(exam: ExamView, open: number | null): SectionStatus[] {
  return exam.sections.map((_, index) => {
    if (exam.sectionOrder === 'free') return 'open'
    if (open === null || index < open) return 'closed'
    return index === open ? 'open' : 'waiting'
  })
}

/**
 * Where a (re)opened paper starts: the question last on screen when its section is still open;
 * otherwise the first unanswered question of the first open section (or its first question).
 */
export function examStartIndex(
  exam: ExamView,
  statuses: readonly SectionStatus[],
  sectionOf: (index: number) => number,
  lastShown: number,
  isAnswered: (index: number) => boolean,
): number {
  if (lastShown >= 0 && statuses[sectionOf(lastShown)] === 'open') return lastShown
  const open = statuses.indexOf('open')
  const indexes = exam.sections[open === -1 ? 0 : open]?.questionIndexes ?? [0]
  return indexes.find((index) => !isAnswered(index)) ?? indexes[0] ?? 0
}

/** A question's state on the palette: the answer from the screen's drafts, the rest from the server's flags. */
export function stateOf(flags: SeenFlags | undefined, answered: boolean): PaletteState {
  return paletteState({ visited: Boolean(flags?.visited) || answered, marked: Boolean(flags?.marked), answered })
}

/** The legend's counts for a set of questions. */
export function countsOf(states: readonly PaletteState[]): PaletteCounts {
  return paletteCounts(states)
}
