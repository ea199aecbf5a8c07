import type { GroupRole } from '#shared/groups'
import { m } from '#shared/i18n'

/** A person's part in a group, in words. */
export const roleLabel = (role: GroupRole): string =>
  role === 'owner'
    ? m.groups_screen_role_owner()
    : role === 'co_teacher'
      ? m.groups_screen_role_co_teacher()
      : m.groups_screen_role_member()
