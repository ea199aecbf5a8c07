import { trpc } from '@/trpc'

/** The route's loader and the page ask for the same ones; a module of its own keeps the page's code out of the loader. */
export const gameStateQuery = (gameId: string, playerToken?: string) =>
  trpc.live.state.queryOptions({ gameId, playerToken }, { staleTime: 0 })
export const standingsQuery = (gameId: string, playerToken?: string) =>
  trpc.live.standings.queryOptions({ gameId, playerToken }, { staleTime: 0 })
export const resultsQuery = (gameId: string, playerToken?: string) =>
  trpc.live.results.queryOptions({ gameId, playerToken }, { staleTime: 0 })
