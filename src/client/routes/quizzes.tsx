import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { DIFFICULTIES, PUBLIC_CATEGORIES } from '#shared/quiz'
import { AvailableQuizzes } from '@/features/quizzes/available-quizzes'

const SearchSchema = z.object({
  search: z.string().max(200).optional().catch(undefined),
  category: z.enum(PUBLIC_CATEGORIES).optional().catch(undefined),
  difficulty: z.enum(DIFFICULTIES).optional().catch(undefined),
  page: z.number().int().min(1).max(50).optional().catch(undefined),
})

export const Route = createFileRoute('/quizzes')({
  validateSearch: SearchSchema,
  component: AvailableQuizzes,
})
