/**
 * A creator's attempts list in words: the CSV's columns and what an attempt counts as. Apart from
 * analytics.ts, whose ranges the routes read on the first screen.
 */
import { m } from './paraglide/messages.js'

/** The CSV download's columns, in order, in the language of the moment (the download's request's). */
export const attemptsCsvColumns = (): string[] => [
  m.attempts_csv_columns_player(),
  m.attempts_csv_columns_kind(),
  m.attempts_csv_columns_score(),
  m.attempts_csv_columns_out_of(),
  m.attempts_csv_columns_percent(),
  m.attempts_csv_columns_time_taken(),
  m.attempts_csv_columns_submitted(),
  m.attempts_csv_columns_violations(),
]

/**
 * What an attempt counts as, on the creator's list and in its CSV: a player's first finished
 * attempt on a quiz is ranked (it is on the leaderboard), any later one is practice.
 */
export const attemptKind = (ranked: boolean): string => (ranked ? m.attempts_kind_ranked() : m.attempts_kind_practice())
