import { istMinute } from './contests'

/** The limits of practice from mistakes (decision 048), for the server and the review screen alike. */
export const REVIEW_LIMITS = {
  /** Cards answered in one India day (midnight IST to midnight IST) at most: a session stays short. */
  dailyCap: 30,
} as const

/** How a review answer went: its whole mark, part of it, or none. */
export type ReviewOutcome = 'right' | 'partial' | 'wrong'

const IST_OFFSET_MS = 330 * 60_000
const DAY_MS = 24 * 60 * 60_000

/** The midnight IST that began the India day `now` is in (India keeps no summer time). */
export function istDayStart(now: Date): Date {
  return new Date(Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS)
}

/** When the next card is due, as the screens give it: India's wall clock with "IST". */
export const reviewDueAt = (moment: Date | string) => istMinute(moment)
