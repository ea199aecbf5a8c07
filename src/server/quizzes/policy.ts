import { QUIZ_ACCESS } from '#shared/messages'
import type { SessionUser } from '#server/auth/session'
import { isAdmin } from '#server/auth/policy'
import { AppError } from '#server/errors'
import type { RateLimitRule } from '#server/http/rate-limit'

/** A quiz as far as who may touch it: its creator. */
interface OwnedQuiz {
  creator_id: string
}

/** Its creator and admins may see a quiz's questions and answers, and change or delete it. */
export function canManageQuiz(user: SessionUser | null, quiz: OwnedQuiz): boolean {
  return user !== null && (isAdmin(user) || user.id === quiz.creator_id)
}

/** As canManageQuiz, or a 403 that says what the caller may not do: view the answers, or change the quiz. */
export function assertCanManageQuiz(user: SessionUser, quiz: OwnedQuiz, purpose: 'change' | 'view' = 'change'): void {
  if (!canManageQuiz(user, quiz)) {
    throw new AppError('FORBIDDEN', purpose === 'view' ? QUIZ_ACCESS.cannotView : QUIZ_ACCESS.cannotChange)
  }
}

/**
 * An admin who changes or deletes someone else's quiz acts for the platform, and the audit log
 * records it; a creator's own changes, an admin's included, are not admin actions.
 */
export function actsForPlatform(user: SessionUser, quiz: OwnedQuiz): boolean {
  return isAdmin(user) && user.id !== quiz.creator_id
}

/**
 * Whose email a caller may read beside a quiz: their own, and every creator's for an admin, who
 * answers for the platform; nobody else's.
 */
export function canReadCreatorEmail(viewer: SessionUser | null, creatorId: string): boolean {
  return viewer !== null && (viewer.id === creatorId || isAdmin(viewer))
}

/** Reading a quiz file, a preview or an import, per account and client: each parses up to 1 MB. */
export const IMPORT_LIMIT: RateLimitRule = { bucket: 'import', per: 'user' }
