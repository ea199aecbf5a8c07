import type { RouterOutputs } from '@/trpc'

type Outputs = RouterOutputs
export type LeaderboardData = Outputs['attempts']['leaderboard']
export type LeaderboardEntry = LeaderboardData['entries'][number]
