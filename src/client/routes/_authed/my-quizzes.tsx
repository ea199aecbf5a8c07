import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { MY_QUIZ_FILTERS, MyQuizzes } from '@/features/quizzes/my-quizzes'

export const Route = createFileRoute('/_authed/my-quizzes')({
  validateSearch: z.object({ status: z.enum(MY_QUIZ_FILTERS).optional().catch(undefined) }),
  component: MyQuizzes,
})
