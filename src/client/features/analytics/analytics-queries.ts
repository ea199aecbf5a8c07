import type { AnalyticsRange } from '#shared/analytics'
import type { StatisticsScope } from '#shared/statistics'
import { trpc } from '@/trpc'

/**
 * The creator pages' data, kept apart from the pages so a route's loader does not bring the
 * page's code along.
 */
export const statisticsQuery = (quizId: string, attempts: StatisticsScope) =>
  trpc.quizzes.statistics.queryOptions({ id: quizId, attempts })

/** The quiz's own details: the statistics page's title. */
export const quizTitleQuery = (quizId: string) => trpc.quizzes.byId.queryOptions({ id: quizId })

export const analyticsQuery = (quizId: string, days: AnalyticsRange) =>
  trpc.quizzes.analytics.queryOptions({ id: quizId, days })

export const attemptsQuery = (quizId: string, page: number) => trpc.quizzes.attempts.queryOptions({ id: quizId, page })

export const earningsQuery = (days: AnalyticsRange) => trpc.quizzes.earnings.queryOptions({ days })

/** The attempts' CSV: a plain link, so the browser saves the file the server names (tRPC answers JSON). */
export const attemptsCsvUrl = (quizId: string) => `/api/v1/quizzes/${quizId}/attempts.csv`
