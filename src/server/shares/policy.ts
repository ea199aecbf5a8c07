import { AppError } from '#server/errors'
import { m } from '#shared/i18n'

/**
 * Who may share a result: its player alone, once it is submitted. Anyone else is refused in
 * words; the result's own screen already tells its owner it exists.
 */
export function assertCanShare(userId: string, attempt: { user_id: string; status: string } | undefined) {
  if (!attempt) throw new AppError('NOT_FOUND', m.share_result_missing())
  if (attempt.user_id !== userId) throw new AppError('FORBIDDEN', m.share_result_not_yours())
}

export function assertSubmitted(attempt: { status: string }) {
  if (attempt.status !== 'submitted') throw new AppError('CONFLICT', m.share_result_unfinished())
}
