import { createFileRoute } from '@tanstack/react-router'
import { LeaderboardPage } from '@/features/leaderboard/leaderboard-page'

export const Route = createFileRoute('/_authed/quiz/$quizId/leaderboard')({
  component: LeaderboardPage,
})
