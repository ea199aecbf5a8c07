import { createFileRoute } from '@tanstack/react-router'
import { QuizDetails } from '@/features/quizzes/quiz-details'

export const Route = createFileRoute('/_authed/quiz/$quizId/')({
  component: QuizDetails,
})
