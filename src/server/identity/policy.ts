import { AppError } from '#server/errors'
import type { SessionUser, ValidSession } from './session'
import { m } from '#shared/i18n'

/** The signed-in caller, or a 401: the protected tier of both shells. */
export function requireSession(session: ValidSession | null): ValidSession {
  if (!session) throw new AppError('UNAUTHORIZED', m.server_not_authenticated())
  return session
}

export function isAdmin(user: Pick<SessionUser, 'role'> | null | undefined): boolean {
  return user?.role === 'admin'
}

/** The admin tier of both shells. The role is checked here, on the server; a hidden button is never the check. */
export function assertAdmin(user: SessionUser): void {
  if (!isAdmin(user)) throw new AppError('FORBIDDEN', m.server_not_admin())
}
