/**
 * The five states of a question on an exam's palette, as the exam halls' screens show them. A
 * question answered and marked for review counts; one only marked does not.
 */
export const PALETTE_STATES = ['not-visited', 'not-answered', 'answered', 'marked', 'answered-marked'] as const
export type PaletteState = (typeof PALETTE_STATES)[number]

/** What the server keeps of a question on the palette: the state is read from these. */
export interface PaletteFlags {
  visited: boolean
  marked: boolean
  answered: boolean
}

/** The state a question's flags show. */
export function paletteState({ visited, marked, answered }: PaletteFlags): PaletteState {
  if (answered) return marked ? 'answered-marked' : 'answered'
  if (marked) return 'marked'
  return visited ? 'not-answered' : 'not-visited'
}

/**
 * Why a state cannot be set on a question, or null when it can: an answer's presence is the
 * server's to know (saved, or cleared), so 'answered' needs a saved answer and 'not-answered' or
 * 'marked' a question with none; and a question once seen is never unseen.
 */
export type PaletteRefusal = 'needs-answer' | 'has-answer' | 'already-visited'

export function paletteChange(
  flags: PaletteFlags,
  wanted: PaletteState,
): { flags: PaletteFlags } | { refused: PaletteRefusal } {
  if (wanted === 'not-visited') return flags.visited ? { refused: 'already-visited' } : { flags }
  const answers = wanted === 'answered' || wanted === 'answered-marked'
  if (answers && !flags.answered) return { refused: 'needs-answer' }
  if (!answers && flags.answered) return { refused: 'has-answer' }
  return {
    flags: { visited: true, answered: flags.answered, marked: wanted === 'marked' || wanted === 'answered-marked' },
  }
}

export type PaletteCounts = Record<PaletteState, number>

/** How many questions are in each state: the legend's counts, and the summary before submitting. */
export function paletteCounts(states: readonly PaletteState[]): PaletteCounts {
  const counts = Object.fromEntries(PALETTE_STATES.map((state) => [state, 0])) as PaletteCounts
  for (const state of states) counts[state]++
  return counts
}
