import { trpc } from '@/trpc'

/** How many places the board shows; the player's own place is shown below when it is further down. */
const LEADERBOARD_SIZE = 50

/** The board the page shows. Kept apart from the page, so the route's loader does not bring the page's code along. */
export const leaderboardQuery = (quizId: string) =>
  trpc.attempts.leaderboard.queryOptions({ quizId, limit: LEADERBOARD_SIZE })
