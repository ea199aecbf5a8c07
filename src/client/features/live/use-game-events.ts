import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { trpc } from '@/trpc'
import { eventBetween, type GameEventKind, staleAfter } from './live-logic'
import { gameStateQuery } from './live-queries'

/** How often the game's state is read again while no events come. */
const READ_AGAIN_MS = 1000

const PATHS = {
  state: () => trpc.live.state.pathKey(),
  standings: () => trpc.live.standings.pathKey(),
  results: () => trpc.live.results.pathKey(),
} as const

/**
 * Keeps a game's screens up to date: for each thing that happens in the game (a player joined, a
 * question opened, the answer revealed, the game ended) the queries it makes stale are asked again.
 * Until the game's events reach the client, the state is read again every second and what changed
 * in it stands for the event; a refused read (a kicked player, a game not theirs) stops it.
 */
export function useGameEvents(gameId: string, playerToken: string | undefined) {
  const queryClient = useQueryClient()
  const state = useQuery({
    ...gameStateQuery(gameId, playerToken),
    refetchInterval: (query) => (query.state.error || query.state.data?.status === 'ended' ? false : READ_AGAIN_MS),
  })
  const last = useRef(state.data)
  useEffect(() => {
    const before = last.current
    last.current = state.data
    if (!state.data) return
    const kind: GameEventKind | null = eventBetween(before, state.data)
    if (!kind) return
    for (const stale of staleAfter(kind)) {
      if (stale !== 'state') void queryClient.invalidateQueries({ queryKey: PATHS[stale]() })
    }
  }, [state.data, queryClient])
}
