import type { Role } from '#db/schema'
import type { DB } from '#server/db/index'
import { AppError } from '#server/errors'
import { SYSTEM_ACTORS } from '#shared/admin'
import { ADMIN_COMMAND } from '#shared/messages'
import { recordAudit } from '#server/audit/log'

/** How a listed address (ADMIN_EMAILS) signed in. */
export type AdminEmailsPath = 'signup' | 'login' | 'google' | 'verify'

const ADMIN_EMAILS_ACTOR: Record<AdminEmailsPath, string> = {
  signup: SYSTEM_ACTORS.adminEmailsSignup,
  login: SYSTEM_ACTORS.adminEmailsLogin,
  google: SYSTEM_ACTORS.adminEmailsGoogle,
  verify: SYSTEM_ACTORS.adminEmailsVerified,
}

const roleChange = (userId: string, from: Role, to: Role) => ({
  action: to === 'admin' ? ('role.grant' as const) : ('role.revoke' as const),
  targetType: 'user' as const,
  targetId: userId,
  before: { role: from },
  after: { role: to },
})

/**
 * A new account whose email is in ADMIN_EMAILS is made an admin by its own insert: `insert` runs
 * in a transaction that also records the grant when the row comes back an admin.
 */
export function withAdminEmailsAudit<Row extends { id: string; role: Role }>(
  db: DB,
  path: AdminEmailsPath,
  insert: (trx: DB) => Promise<Row>,
): Promise<Row> {
  return db.transaction().execute(async (trx) => {
    const row = await insert(trx)
    if (row.role === 'admin') {
      await recordAudit(trx, {
        actorId: null,
        systemActor: ADMIN_EMAILS_ACTOR[path],
        ...roleChange(row.id, 'user', 'admin'),
      })
    }
    return row
  })
}

/** ADMIN_EMAILS at sign-in: the promotion and its record in one transaction; an admin already is left alone. */
export async function promoteListedAdmin(db: DB, userId: string, path: AdminEmailsPath): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const promoted = await trx
      .updateTable('users')
      .set({ role: 'admin', updated_at: new Date() })
      .where('id', '=', userId)
      .where('role', '<>', 'admin')
      .returning('id')
      .executeTakeFirst()
    if (promoted) {
      await recordAudit(trx, {
        actorId: null,
        systemActor: ADMIN_EMAILS_ACTOR[path],
        ...roleChange(userId, 'user', 'admin'),
      })
    }
  })
}

/**
 * Sets a user's role by email (the admin command on the server); a change is recorded with it.
 * The role is read at every request, so an open session gains or loses admin rights at once.
 */
export async function setRoleByEmail(db: DB, email: string, role: Role, systemActor = SYSTEM_ACTORS.adminCommand) {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'username', 'email', 'role'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .forUpdate()
      .executeTakeFirst()
    if (!user) throw new AppError('NOT_FOUND', ADMIN_COMMAND.noSuchUser(email))
    if (user.role !== role) {
      await trx.updateTable('users').set({ role, updated_at: new Date() }).where('id', '=', user.id).execute()
      await recordAudit(trx, { actorId: null, systemActor, ...roleChange(user.id, user.role, role) })
    }
    return { id: user.id, username: user.username, email: user.email, role }
  })
}
