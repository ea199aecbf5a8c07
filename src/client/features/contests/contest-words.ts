import type { ContestBadge, ContestPhase } from '#shared/contests'
import { m } from '#shared/i18n'

export const BADGE_WORDS: Record<ContestBadge, () => string> = {
  gold: m.contests_badge_gold,
  silver: m.contests_badge_silver,
  bronze: m.contests_badge_bronze,
  took_part: m.contests_badge_took_part,
}

export const PHASE_WORDS: Record<ContestPhase, () => string> = {
  upcoming: m.contests_phase_upcoming,
  open: m.contests_phase_open,
  closed: m.contests_phase_closed,
}

/** The medal beside a badge's name: a shape as well as a word, never a colour alone. */
export const BADGE_MARKS: Record<ContestBadge, string> = { gold: '🥇', silver: '🥈', bronze: '🥉', took_part: '🎖️' }

/** A score as the result shows it: to the hundredth when it has one. */
export const scoreText = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2))
