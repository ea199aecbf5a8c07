import type { listMyAttemptsWithDetails } from './history-service'

/** One of the player's attempts as the REST contract's Attempt, with its quiz's title. */
export function toRestMyAttempt(attempt: Awaited<ReturnType<typeof listMyAttemptsWithDetails>>[number]) {
  return {
    _id: attempt.attemptId,
    ...attempt,
    quiz: { _id: attempt.quizId, title: attempt.quizTitle },
    duration: attempt.durationSeconds,
  }
}
