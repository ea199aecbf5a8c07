import type { Role } from '#db/schema'
import type { DB } from '#server/db/index'

/** The columns a user may see of themselves: never the password hash. */
export const PUBLIC_USER_COLUMNS = [
  'id',
  'username',
  'email',
  'phone',
  'profile_picture',
  'role',
  'created_at',
] as const

export function findPublicUserById(db: DB, id: string) {
  return db.selectFrom('users').select(PUBLIC_USER_COLUMNS).where('id', '=', id).executeTakeFirst()
}

export function findCredentialsByEmail(db: DB, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'role', 'email'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst()
}

/** What a device cookie is signed over (auth/device-cookie.ts). */
const DEVICE_ACCOUNT_COLUMNS = ['id', 'password_hash', 'google_sub'] as const

export function findDeviceAccount(db: DB, userId: string) {
  return db.selectFrom('users').select(DEVICE_ACCOUNT_COLUMNS).where('id', '=', userId).executeTakeFirst()
}

export function findDeviceAccountByEmail(db: DB, email: string) {
  return db
    .selectFrom('users')
    .select(DEVICE_ACCOUNT_COLUMNS)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst()
}

export function findByGoogleSub(db: DB, sub: string) {
  return db.selectFrom('users').select(['id', 'email']).where('google_sub', '=', sub).executeTakeFirst()
}

export async function isUsernameTaken(db: DB, username: string, exceptUserId?: string) {
  let query = db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
  if (exceptUserId) query = query.where('id', '!=', exceptUserId)
  return (await query.executeTakeFirst()) !== undefined
}

export async function isEmailTaken(db: DB, email: string, exceptUserId?: string) {
  let query = db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
  if (exceptUserId) query = query.where('id', '!=', exceptUserId)
  return (await query.executeTakeFirst()) !== undefined
}

/** The emails of these users, by id, in one query however many there are. */
export async function emailsOf(db: DB, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db.selectFrom('users').select(['id', 'email']).where('id', 'in', ids).execute()
  return new Map(rows.map((row) => [row.id, row.email]))
}

/** A new account; the row comes back as its owner may see it. */
export function insertUser(
  db: DB,
  values: {
    username: string
    email: string
    role: Role
    password_hash?: string
    google_sub?: string
    profile_picture?: string | null
  },
) {
  return db.insertInto('users').values(values).returning(PUBLIC_USER_COLUMNS).executeTakeFirstOrThrow()
}

/**
 * Links a Google identity to a password account that has none, and ends its password; false when
 * the account already has a Google identity.
 */
export async function linkGoogleAccount(db: DB, userId: string, googleSub: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ google_sub: googleSub, password_hash: null, updated_at: new Date() })
    .where('id', '=', userId)
    .where('google_sub', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** The profile's fields; the row as its owner may see it, or undefined for no such user. */
export function updateProfile(
  db: DB,
  userId: string,
  values: {
    username: string
    email: string
    phone: string | null
    profile_picture: string | null
    password_hash?: string
  },
) {
  return db
    .updateTable('users')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', userId)
    .returning(PUBLIC_USER_COLUMNS)
    .executeTakeFirst()
}
