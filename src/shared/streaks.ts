import { words } from './i18n'
import { m } from './paraglide/messages.js'

/**
 * Daily streaks (decision 049). A day is a day in India, midnight to midnight IST, numbered as days
 * since 1970-01-01 (the database's india_day). A week runs Monday to Sunday in India.
 */
const DAY_MS = 86_400_000
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000

/** The day in India a moment falls on: 23:59 and 00:01 IST are two days. */
export const indiaDay = (at: Date): number => Math.floor((at.getTime() + IST_OFFSET_MS) / DAY_MS)

/** The week (Monday to Sunday) a day is in: 1970-01-01 was a Thursday, the fourth day of its week. */
const indiaWeek = (day: number): number => Math.floor((day + 3) / 7)

/** The evening reminder's hours in India: from 19:00 up to 21:00, once a day. */
export const STREAK_REMINDER_HOURS = { from: 19, to: 21 } as const

/** The hour of the day in India a moment falls on. */
export const indiaHour = (at: Date): number => Math.floor(((at.getTime() + IST_OFFSET_MS) % DAY_MS) / 3_600_000)

export interface Streak {
  /** Active days in the streak that is still alive (today not yet missed), 0 if none. */
  current: number
  /** The most active days any streak has had. */
  longest: number
  /** Whether the week's one freeze keeps the current streak alive over a missed day this week. */
  freezeUsedThisWeek: boolean
  /** Whether today counts already. */
  activeToday: boolean
}

/**
 * The streak of a set of active days, as of `today`. One missed day a week is forgiven (the week's
 * freeze, used on its own): the days either side join up, the missed day itself adds nothing. Two
 * missed days in one week, or a week's second missed day, break it. Today is not missed until it
 * is over.
 */
export function streakOf(activeDays: readonly number[], today: number): Streak {
  const days = [...new Set(activeDays)].filter((day) => day <= today).sort((a, b) => a - b)
  let run = 0
  let longest = 0
  let frozenWeeks = new Set<number>()
  let previous: number | undefined
  /** The weeks a gap's missed days would freeze, or null when the run cannot cross it. */
  const bridge = (from: number, to: number): number[] | null => {
    const weeks: number[] = []
    for (let day = from + 1; day < to; day++) {
      const week = indiaWeek(day)
      if (frozenWeeks.has(week) || weeks.includes(week)) return null
      weeks.push(week)
    }
    return weeks
  }
  for (const day of days) {
    const weeks = previous === undefined ? null : bridge(previous, day)
    if (weeks) {
      for (const week of weeks) frozenWeeks.add(week)
      run++
    } else {
      run = 1
      frozenWeeks = new Set()
    }
    longest = Math.max(longest, run)
    previous = day
  }
  const activeToday = previous === today
  // Today is still open: the run lives if the days missed since its last one, up to yesterday, can be frozen.
  const open = previous === undefined ? null : activeToday ? [] : bridge(previous, today)
  if (!open) return { current: 0, longest, freezeUsedThisWeek: false, activeToday }
  const thisWeek = indiaWeek(today)
  return {
    current: run,
    longest,
    freezeUsedThisWeek: frozenWeeks.has(thisWeek) || open.includes(thisWeek),
    activeToday,
  }
}

/** The streak's words on the profile. */
export const STREAK_TEXTS = words({
  heading: m.streaks_heading,
  current: m.streaks_current,
  longest: m.streaks_longest,
  freezeUsed: m.streaks_freeze_used,
  freezeAvailable: m.streaks_freeze_available,
  empty: m.streaks_empty,
  todayDone: m.streaks_today_done,
  todayOpen: m.streaks_today_open,
})

/** A count of days, in the language of the moment. */
export const streakDays = (count: number) =>
  count === 1 ? m.streaks_days_one({ count }) : m.streaks_days_other({ count })
