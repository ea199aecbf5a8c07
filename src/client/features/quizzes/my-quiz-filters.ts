import type { QuizStatus } from '#shared/schemas/quiz'
import { trpc } from '@/trpc'

/**
 * The My Quizzes tabs: all quizzes, then one per status. A module of its own because the route
 * file checks `?status=` against it, and route files are in the initial JavaScript; the page is not.
 */
export const MY_QUIZ_FILTERS = ['all', 'draft', 'pending', 'approved', 'rejected'] as const satisfies readonly (
  'all' | QuizStatus
)[]
export type MyQuizFilter = (typeof MY_QUIZ_FILTERS)[number]

/** The list a tab shows; the route's loader and the page ask for the same one. */
export const myQuizzesQuery = (filter: MyQuizFilter) =>
  trpc.quizzes.mine.queryOptions({ status: filter === 'all' ? undefined : filter })
