import { keepPreviousData } from '@tanstack/react-query'
import { trpc } from '@/trpc'

/** Attempts per page of the history. */
export const HISTORY_PAGE_SIZE = 10

/**
 * One page of the player's attempts, newest first; the next page keeps this one on screen until it
 * comes. Kept apart from the history's code, so the profile route's loader does not bring it along.
 */
export const myAttemptsQuery = (page: number, pageSize = HISTORY_PAGE_SIZE) =>
  trpc.attempts.mine.queryOptions({ limit: pageSize, offset: page * pageSize }, { placeholderData: keepPreviousData })
