import type { QuizStatus } from '#db/schema'
import type { SessionUser } from '#server/identity/session'
import { isAdmin } from '#server/identity/policy'
import { AppError } from '#server/errors'
import type { RateLimitRule } from '#server/http/rate-limit'
import { m } from '#shared/i18n'

/** A quiz as far as who may touch it: its creator. */
interface OwnedQuiz {
  creator_id: string
}

/** A quiz as far as who may see it: its creator and its status. */
interface ShownQuiz extends OwnedQuiz {
  status: QuizStatus
  /**
   * Private quizzes (decision 047): whether the viewer is in a group the quiz is shared with.
   * Read where the query names the viewer (the quiz's page, starting it); left out, no.
   */
  shared_with_viewer?: boolean | null
}

/**
 * Who may see a quiz, for every call that names one (quizzes, attempts, leaderboards, statistics,
 * analytics, files): an approved quiz is public; a private quiz that is ready (not a draft) is seen
 * by the members of the groups it is shared with; any other (a draft, in review, rejected or
 * unpublished) is its creator's and the admins' only.
 */
export function canSeeQuiz(user: SessionUser | null, quiz: ShownQuiz): boolean {
  return (
    quiz.status === 'approved' ||
    (quiz.shared_with_viewer === true && quiz.status !== 'draft') ||
    canManageQuiz(user, quiz)
  )
}

/**
 * A quiz that can be started: an approved one, or a private one that is ready. A private quiz is
 * never approved (a constraint holds it), so no public list, sitemap or leaderboard shows it;
 * saved as ready it waits as `pending`, outside the admins' review queue while it stays private.
 */
export function isPlayable(quiz: { status: QuizStatus; visibility: 'public' | 'private' }): boolean {
  return quiz.status === 'approved' || (quiz.visibility === 'private' && quiz.status === 'pending')
}

/** Its creator and admins may see a quiz's questions and answers, and change or delete it. */
export function canManageQuiz(user: SessionUser | null, quiz: OwnedQuiz): boolean {
  return user !== null && (isAdmin(user) || user.id === quiz.creator_id)
}

/** The one answer for a quiz the caller may not see, and for an id that names none. */
export const quizNotFound = () => new AppError('NOT_FOUND', m.empty_quiz_not_found())

/**
 * What a call needs of the quiz it names: to see it (`see`: its page, starting it, its
 * leaderboard), to read what only its creator and admins read (`view`: the answers, a file of them,
 * statistics, analytics, attempts), or to change it (`change`). The rule for refusals:
 *
 * - A caller who may not see the quiz gets exactly the answer for an unknown id, a 404 with the
 *   same message, never a 403 that would tell them the id exists.
 * - A caller who may see it (it is approved, so public) but may not do this gets a 403 that says
 *   what they may not do: editing someone else's public quiz, reading its statistics.
 *
 * Returns the quiz, so a caller reads on from what it checked.
 */
export function requireQuizAccess<Quiz extends ShownQuiz>(
  user: SessionUser | null,
  quiz: Quiz | undefined,
  need: 'see' | 'view' | 'change',
): Quiz {
  if (!quiz || !canSeeQuiz(user, quiz)) throw quizNotFound()
  if (need !== 'see' && !canManageQuiz(user, quiz)) {
    throw new AppError('FORBIDDEN', need === 'view' ? m.quiz_access_cannot_view() : m.quiz_access_cannot_change())
  }
  return quiz
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

/**
 * Every call that asks the AI provider for text (questions for a quiz, an attempt's summary) is
 * limited per user (and per address): each one costs the platform money at the provider, whoever
 * makes it.
 */
export const AI_LIMIT: RateLimitRule = { bucket: 'ai', per: 'user' }
