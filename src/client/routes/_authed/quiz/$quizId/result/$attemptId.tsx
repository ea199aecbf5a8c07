import { createFileRoute } from '@tanstack/react-router'
import { ResultPage } from '@/features/results/result-page'

export const Route = createFileRoute('/_authed/quiz/$quizId/result/$attemptId')({
  component: ResultPage,
})
