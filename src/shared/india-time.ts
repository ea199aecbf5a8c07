/**
 * India Standard Time, the one time zone of the product: every date and time shown is India's,
 * wherever the browser or the server is, and every day counted (a creator's analytics, the global
 * board's 30 days, an admin's date filters) runs from midnight to midnight in India. IST keeps no
 * daylight saving: it is UTC+05:30 all year, so an offset and a zone name say the same.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata'

/** The same as an offset: a date and time written without one (a datetime-local field) is read with it. */
export const IST_OFFSET = '+05:30'
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000

/** A moment as India's wall clock reads it, `YYYY-MM-DDTHH:mm:ss` (a spreadsheet's time, a datetime-local field). */
export const indiaWallClock = (moment: string | Date): string =>
  new Date(new Date(moment).getTime() + IST_OFFSET_MS).toISOString().slice(0, 19)
