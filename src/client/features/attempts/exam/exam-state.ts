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

/** Where Save & Next (and Mark for Review & Next) lead: a question, or the end of the open section. */
export type NextStep = { to: 'question'; index: number } | { to: 'section-done'; section: number }

/**
 * The question after `current` for Save & Next. Inside a section, the next one. From a section's
 * last question: in a free order, the next section's first (after the last, the first section's);
 * in a fixed order the section cannot be left, so its first question still without an answer, or,
 * with none left, the end of the section (the screen says so). A closed section wraps to its first.
 */
export function nextStep(
  exam: ExamView,
  statuses: readonly SectionStatus[],
  section: number,
  current: number,
  isAnswered: (index: number) => boolean,
): NextStep {
  const indexes = exam.sections[section]?.questionIndexes ?? [current]
  const place = indexes.indexOf(current)
  if (place >= 0 && place < indexes.length - 1) return { to: 'question', index: indexes[place + 1]! }
  if (exam.sectionOrder === 'free') {
    const next = exam.sections[(section + 1) % exam.sections.length]!
    return { to: 'question', index: next.questionIndexes[0]! }
  }
  if (statuses[section] !== 'open') return { to: 'question', index: indexes[0]! }
  const unanswered = indexes.find((index) => index !== current && !isAnswered(index))
  if (unanswered !== undefined) return { to: 'question', index: unanswered }
  return isAnswered(current) ? { to: 'section-done', section } : { to: 'question', index: indexes[0]! }
}

/**
 * The tab an arrow key, Home or End moves to from `from` (wrapping at the ends), passing over
 * sections not open yet; `from` itself when no other can be chosen.
 */
export function tabAfterKey(statuses: readonly SectionStatus[], from: number, key: string): number {
  const usable = statuses.flatMap((status, index) => (status === 'waiting' ? [] : [index]))
  if (usable.length === 0) return from
  if (key === 'Home') return usable[0]!
  if (key === 'End') return usable[usable.length - 1]!
  const step = key === 'ArrowRight' || key === 'ArrowDown' ? 1 : key === 'ArrowLeft' || key === 'ArrowUp' ? -1 : 0
  if (step === 0) return from
  for (let offset = 1; offset <= statuses.length; offset++) {
    const at = (((from + step * offset) % statuses.length) + statuses.length) % statuses.length
    if (statuses[at] !== 'waiting') return at
  }
  return from
}

/** A question's state on the palette: the answer from the screen's drafts, the rest from the server's flags. */
export function stateOf(flags: SeenFlags | undefined, answered: boolean): PaletteState {
  return paletteState({ visited: Boolean(flags?.visited) || answered, marked: Boolean(flags?.marked), answered })
}

/** The legend's counts for a set of questions. */
export function countsOf(states: readonly PaletteState[]): PaletteCounts {
  return paletteCounts(states)
}
