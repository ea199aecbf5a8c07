import { isAdmin } from '#server/identity/policy'
import type { SessionUser } from '#server/identity/session'

/**
 * Who may do what with attempts. An attempt is its player's: only they answer, report and submit
 * it. Its result is theirs to read, and an admin's, who answers for the platform; to anyone else it
 * does not exist (a 404, never a 403 that would confirm the id). Who may see the quiz an attempt is
 * on is the quizzes policy's (`requireQuizAccess`).
 */

export function isAttemptPlayer(user: SessionUser, attempt: { user_id: string } | { userId: string }): boolean {
  return user.id === ('user_id' in attempt ? attempt.user_id : attempt.userId)
}

export function canReadAttempt(user: SessionUser, attempt: { user_id: string } | { userId: string }): boolean {
  return isAttemptPlayer(user, attempt) || isAdmin(user)
}
