import type { inferRouterOutputs } from '@trpc/server'
import type { AppRouter } from '#server/trpc/router'

type Outputs = inferRouterOutputs<AppRouter>
export type LeaderboardData = Outputs['attempts']['leaderboard']
export type LeaderboardEntry = LeaderboardData['entries'][number]
