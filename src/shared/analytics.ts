/**
 * A creator's analytics of their quizzes: the ranges a chart covers, the attempts list's page and
 * the CSV's columns. Days are India days (Asia/Kolkata), counted by the database.
 */
import { m } from './paraglide/messages.js'

export const ANALYTICS_TIME_ZONE = 'Asia/Kolkata'

/** The ranges offered: the last 7, 30, 90 or 365 India days, today included. */
export const ANALYTICS_RANGES = [7, 30, 90, 365] as const
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number]
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = 30

/** Attempts per page of the attempts list. */
export const ATTEMPTS_PAGE_SIZE = 20
/** The attempts list's last page that may be asked for. */
export const MAX_ATTEMPTS_PAGE = 100_000

/** The CSV download's columns, in order, in the language of the moment (the download's request's). */
export const attemptsCsvColumns = (): string[] => [
  m.attempts_csv_columns_player(),
  m.attempts_csv_columns_score(),
  m.attempts_csv_columns_out_of(),
  m.attempts_csv_columns_percent(),
  m.attempts_csv_columns_time_taken(),
  m.attempts_csv_columns_submitted(),
  m.attempts_csv_columns_violations(),
]
