import { AppError } from '#server/errors'
import type { SessionUser } from '#server/identity/session'
import { isAdmin } from '#server/identity/policy'
import type { GroupRole } from '#shared/groups'
import { m } from '#shared/i18n'

/**
 * Who may do what in a group (decision 047). The caller's part in it is their role (owner,
 * co-teacher, member) or none; admins read every group as a teacher does, and manage none.
 */

/** A group the caller is not in answers as one that does not exist: nothing tells a stranger it is there. */
export const groupNotFound = () => new AppError('NOT_FOUND', m.groups_not_found())

export interface GroupAccess {
  /** The caller's own part in the group, null for an admin who is not in it. */
  role: GroupRole | null
  /** Reads what the teachers read: the members, the gradebook, the invite. */
  teaches: boolean
}

/** The caller's access to a group, or the 404 a stranger gets. */
export function requireGroupAccess(user: SessionUser, role: GroupRole | null | undefined): GroupAccess {
  if (role) return { role, teaches: role !== 'member' }
  if (isAdmin(user)) return { role: null, teaches: true }
  throw groupNotFound()
}

/** The gradebook and giving assignments: the owner and co-teachers (and admins, who read). */
export function requireTeacher(access: GroupAccess, purpose: 'read' | 'assign'): void {
  if (access.role === 'owner' || access.role === 'co_teacher') return
  if (purpose === 'read' && access.teaches) return
  throw new AppError('FORBIDDEN', m.groups_teachers_only())
}

/** The members, the co-teachers and the invite are the owner's alone. */
export function requireOwner(access: GroupAccess): void {
  if (access.role !== 'owner') throw new AppError('FORBIDDEN', m.groups_owner_only())
}
