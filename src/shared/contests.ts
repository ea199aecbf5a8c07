import { indiaWallClock } from './india-time'

/** The limits of a scheduled contest, for the form and the server alike (decision 046). */
export const CONTEST_BOUNDS = {
  titleMin: 3,
  titleMax: 120,
  /** How long the window stays open from the start: half an hour to a day. */
  windowMinMinutes: 30,
  windowMaxMinutes: 24 * 60,
  /** The start is at least this far ahead when the contest is made, so players can register. */
  leadMinMinutes: 2,
  /** And at most this far ahead. */
  aheadMaxDays: 90,
  /** Registered players are reminded this long before the start, once. */
  reminderMinutes: 10,
} as const

/** A contest's only rewards: a place on the podium, or having taken part. Never money. */
export const CONTEST_BADGES = ['gold', 'silver', 'bronze', 'took_part'] as const
export type ContestBadge = (typeof CONTEST_BADGES)[number]

/** The badge of a final place: the first three take the podium, every other player took part. */
export const badgeOfPlace = (place: number): ContestBadge =>
  place === 1 ? 'gold' : place === 2 ? 'silver' : place === 3 ? 'bronze' : 'took_part'

/** Where a contest stands by the database's clock. */
export type ContestPhase = 'upcoming' | 'open' | 'closed'

/** A moment as the screens and messages give it: India's wall clock, to the minute, with "IST". */
export const istMinute = (moment: Date | string) => `${indiaWallClock(moment).replace('T', ' ').slice(0, 16)} IST`

/** Only the time of day, `HH:MM IST`: "Ranks are final at 18:30 IST". */
export const istClock = (moment: Date | string) => `${indiaWallClock(moment).slice(11, 16)} IST`
