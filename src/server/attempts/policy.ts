import { isAdmin } from '#server/auth/policy'
import type { SessionUser } from '#server/auth/session'
import { canManageQuiz } from '#server/quizzes/policy'

/**
 * Who may do what with attempts. An attempt is its player's: only they answer, report and submit
 * it. Its result is theirs to read, and an admin's, who answers for the platform; to anyone else it
 * does not exist (a 404, never a 403 that would confirm the id).
 */

export function isAttemptPlayer(user: SessionUser, attempt: { user_id: string } | { userId: string }): boolean {
  return user.id === ('user_id' in attempt ? attempt.user_id : attempt.userId)
}

export function canReadAttempt(user: SessionUser, attempt: { user_id: string } | { userId: string }): boolean {
  return isAttemptPlayer(user, attempt) || isAdmin(user)
}

/**
 * A quiz that is not approved (a draft, in review, rejected) is its creator's and the admins' to
 * try out and to see the leaderboard of; to everyone else it does not exist.
 */
export function canSeeUnapprovedQuiz(user: SessionUser | null, quiz: { creator_id: string }): boolean {
  return canManageQuiz(user, quiz)
}
