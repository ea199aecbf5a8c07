import { createFileRoute } from '@tanstack/react-router'
import { QuizzesSection } from '@/features/admin/quizzes-section'

export const Route = createFileRoute('/_authed/admin/')({ component: QuizzesSection })
