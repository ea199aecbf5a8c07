/**
 * A creator's analytics of their quizzes: the ranges a chart covers and the attempts list's page
 * (the CSV's columns and an attempt's kind, in words, are in analytics-words.ts). Days are India days (INDIA_TIME_ZONE), counted by the database.
 */
/** The ranges offered: the last 7, 30, 90 or 365 India days, today included. */
export const ANALYTICS_RANGES = [7, 30, 90, 365] as const
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number]
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = 30

/** Attempts per page of the attempts list. */
export const ATTEMPTS_PAGE_SIZE = 20
/** The attempts list's last page that may be asked for. */
export const MAX_ATTEMPTS_PAGE = 100_000
