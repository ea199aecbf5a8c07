import { useEffect, useState } from 'react'
import { QUIZ_DETAILS_TEXTS } from '#shared/texts'

/** Where a quiz stands against its start and end times, at a moment (epoch ms). */
export type QuizWindow =
  | { state: 'open'; closesAt: number | null }
  | { state: 'upcoming'; opensAt: number }
  | { state: 'closed'; closedAt: number }

interface Scheduled {
  startTime: string | null
  endTime: string | null
}

/**
 * The server refuses a start before `startTime` and after `endTime` (by its own clock); the
 * details screen says which, instead of offering a Start that can only fail.
 */
export function quizWindow(quiz: Scheduled, now: number): QuizWindow {
  const opensAt = quiz.startTime ? Date.parse(quiz.startTime) : null
  const closesAt = quiz.endTime ? Date.parse(quiz.endTime) : null
  if (closesAt !== null && now > closesAt) return { state: 'closed', closedAt: closesAt }
  if (opensAt !== null && now < opensAt) return { state: 'upcoming', opensAt }
  return { state: 'open', closesAt }
}

const UNITS = QUIZ_DETAILS_TEXTS.countdown

/**
 * A wait as a person reads it on a countdown: its two largest units ('2 days 3 h', '3 h 20 min',
 * '4 min 5 s', '12 s'), a zero second unit left out. Whole seconds, rounded up, so it reaches
 * '0 s' only when the wait is over.
 */
export function formatWait(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const days = Math.floor(total / 86_400)
  const hours = Math.floor((total % 86_400) / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = total % 60
  const pair = (first: string, second: number, unit: (count: number) => string) =>
    second > 0 ? `${first} ${unit(second)}` : first
  if (days > 0) return pair(UNITS.days(days), hours, UNITS.hours)
  if (hours > 0) return pair(UNITS.hours(hours), minutes, UNITS.minutes)
  if (minutes > 0) return pair(UNITS.minutes(minutes), seconds, UNITS.seconds)
  return UNITS.seconds(seconds)
}

/** setTimeout's longest delay (about 24.8 days); a longer wait is taken in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1

/**
 * The quiz's window now, kept current: every second while it counts down to the opening (the
 * countdown shows seconds), and once more when it opens or closes.
 */
export function useQuizWindow(quiz: Scheduled): { window: QuizWindow; now: number } {
  const [now, setNow] = useState(() => Date.now())
  const window = quizWindow(quiz, now)
  // Just after the shown second changes (the wait is rounded up), or just after it closes.
  let nextChange: number | null = null
  if (window.state === 'upcoming') nextChange = ((window.opensAt - now) % 1000 || 1000) + 1
  else if (window.state === 'open' && window.closesAt !== null) nextChange = window.closesAt - now + 1
  // biome-ignore lint/correctness/useExhaustiveDependencies: now re-arms the timer when the next wait comes out the same as the last (every second of a countdown).
  useEffect(() => {
    if (nextChange === null) return
    const timer = setTimeout(() => setNow(Date.now()), Math.min(MAX_DELAY_MS, Math.max(0, nextChange)))
    return () => clearTimeout(timer)
  }, [nextChange, now])
  return { window, now }
}
