/**
 * The global leaderboard's periods, pages and rule. The rule itself is SQL (the rating column of
 * migration 2026-11-24T0019_global_leaderboard, decision 025); these numbers say it in words
 * (global-leaderboard-texts.ts), and the tests hold the two together.
 */
export const GLOBAL_PERIODS = ['all', '30d'] as const
export type GlobalPeriod = (typeof GLOBAL_PERIODS)[number]

/** Players per page of the board. */
export const GLOBAL_PAGE_SIZE = 20
/** The deepest page asked for: past it, a player finds themselves through their own place. */
export const GLOBAL_MAX_PAGE = 500

/** The rating starts from this many quizzes at this percentage, before the player's own. */
export const GLOBAL_RATING_PRIOR = { quizzes: 5, percent: 50 } as const

/** The days the recent board counts: today and the days before it, India days (india_day in db/functions). */
export const GLOBAL_WINDOW_DAYS = 30
