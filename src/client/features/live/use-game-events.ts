import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query'
import { useSubscription } from '@trpc/tanstack-react-query'
import { useEffect, useRef } from 'react'
import { trpc } from '@/trpc'
import { staleAfter } from './live-logic'
import { gameStateQuery } from './live-queries'

/** A slow safety net: the state is read again this often even with no event (a stream that went quiet). */
const SAFETY_READ_MS = 30_000

/**
 * Events that come together (a resumed stream's missed ones, a reveal and its scores) ask for
 * each stale query once, after this pause.
 */
const GATHER_MS = 50

const PATHS = {
  state: () => trpc.live.state.pathKey(),
  standings: () => trpc.live.standings.pathKey(),
  results: () => trpc.live.results.pathKey(),
} as const

type Stale = keyof typeof PATHS

/**
 * Keeps a game's screens up to date from its events (`live.events`, decision 045): for each thing
 * that happens in the game (players joined or one was removed, a question opened, the answer
 * revealed, the scores changed, the game ended) the queries it makes stale are asked again. The
 * stream resumes from the last event it saw after a drop; the state is read again when a stream
 * starts and now and then.
 */
export function useGameEvents(
  gameId: string,
  playerToken: string | undefined,
  viewer: { isHost: boolean; playerId?: string | undefined },
) {
  const queryClient = useQueryClient()
  const pending = useRef(new Set<Stale>())
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  // Not for a game the caller may not follow (removed, never joined here), nor once it has ended.
  const state = useQuery(gameStateQuery(gameId, playerToken))
  const follows = !state.error && state.data?.status !== 'ended'
  useSubscription(
    trpc.live.events.subscriptionOptions(follows ? { gameId, playerToken } : skipToken, {
      // A new stream starts from the game's latest event: what happened before it opened (the
      // screen's first read may be older) is read again once it has.
      onStarted: () => {
        for (const key of ['state', 'standings'] as const)
          void queryClient.invalidateQueries({ queryKey: PATHS[key]() })
      },
      onData: ({ data }) => {
        for (const stale of staleAfter(data, viewer)) pending.current.add(stale)
        if (pending.current.size === 0 || timer.current !== undefined) return
        timer.current = setTimeout(() => {
          timer.current = undefined
          const stale = [...pending.current]
          pending.current.clear()
          for (const key of stale) void queryClient.invalidateQueries({ queryKey: PATHS[key]() })
        }, GATHER_MS)
      },
    }),
  )
  useEffect(() => {
    const safety = setInterval(() => void queryClient.invalidateQueries({ queryKey: PATHS.state() }), SAFETY_READ_MS)
    return () => clearInterval(safety)
  }, [queryClient])
}
