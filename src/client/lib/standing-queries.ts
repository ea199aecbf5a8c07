import { trpc } from '@/trpc'

/**
 * Where the signed-in player stands: their attempts still open (the quiz list's Continue strip)
 * and, on one quiz, the attempt to continue and their best score (the quiz's details). Route
 * loaders ask for the same options their pages read, so the page renders with them.
 */
export const openAttemptsQuery = () => trpc.attempts.open.queryOptions()

export const standingQuery = (quizId: string) => trpc.attempts.standing.queryOptions({ quizId })
