import { keepPreviousData } from '@tanstack/react-query'
import type { GlobalPeriod } from '#shared/global-leaderboard'
import { trpc } from '@/trpc'

export interface GlobalBoardSearch {
  period?: GlobalPeriod | undefined
  page?: number | undefined
}

/**
 * The board for the URL's period and page: the route's loader and the page ask for the same one.
 * Another period or page keeps the board on screen until its own comes. A module of its own, so
 * the route's loader does not bring the page's code along.
 */
export const globalLeaderboardQuery = ({ period = 'all', page = 1 }: GlobalBoardSearch) =>
  trpc.attempts.globalLeaderboard.queryOptions({ period, page }, { placeholderData: keepPreviousData })
