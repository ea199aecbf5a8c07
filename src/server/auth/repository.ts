import { sql } from 'kysely'
import type { Role } from '#db/schema'
import type { DB } from '#server/db/index'

/**
 * The columns a user may see of themselves: never the password hash, only whether there is one
 * (an account made with Google has none, so no current password is asked of it).
 */
export const PUBLIC_USER_COLUMNS = [
  'id',
  'username',
  'email',
  'phone',
  'phone_verified_at',
  'profile_picture',
  'role',
  'created_at',
  'email_verified_at',
  sql<boolean>`password_hash is not null`.as('has_password'),
] as const

export function findPublicUserById(db: DB, id: string) {
  return db.selectFrom('users').select(PUBLIC_USER_COLUMNS).where('id', '=', id).executeTakeFirst()
}

/** The user as they may see themselves, and the language last recorded for them. */
export function findPublicUserAndLocale(db: DB, id: string) {
  return db
    .selectFrom('users')
    .select([...PUBLIC_USER_COLUMNS, 'locale'])
    .where('id', '=', id)
    .executeTakeFirst()
}

/** The language the user's mail is written in (English for an id that is no user's). */
export async function findLocale(db: DB, id: string): Promise<string> {
  const row = await db.selectFrom('users').select('locale').where('id', '=', id).executeTakeFirst()
  return row?.locale ?? 'en'
}

/** Records the language the user is using the app in; no write when it is the one recorded. */
export async function recordLocale(db: DB, id: string, locale: string): Promise<void> {
  await db.updateTable('users').set({ locale }).where('id', '=', id).where('locale', '<>', locale).execute()
}

export function findCredentialsByEmail(db: DB, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'role', 'email', 'email_verified_at'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('deleted_at', 'is', null)
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

/** The live account whose number was proven by a code: only such a number signs in. */
export function findByVerifiedPhone(db: DB, phone: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('phone', '=', phone)
    .where('phone_verified_at', 'is not', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

/** Whether another account has proven this number. */
export async function isPhoneTaken(db: DB, phone: string, exceptUserId: string) {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .where('phone_verified_at', 'is not', null)
    .where('id', '!=', exceptUserId)
    .executeTakeFirst()
  return row !== undefined
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

/** The emails of these users, by id, in one query however many there are (none for an account made by phone). */
export async function emailsOf(db: DB, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', 'in', ids)
    .where('email', 'is not', null)
    .execute()
  return new Map(rows.flatMap((row) => (row.email ? [[row.id, row.email] as const] : [])))
}

/** A new account; the row comes back as its owner may see it. */
export function insertUser(
  db: DB,
  values: {
    username: string
    email: string | null
    phone?: string
    phone_verified_at?: Date
    role: Role
    password_hash?: string
    google_sub?: string
    profile_picture?: string | null
    email_verified_at?: Date
    locale: string
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
    .set({ google_sub: googleSub, password_hash: null, email_verified_at: new Date(), updated_at: new Date() })
    .where('id', '=', userId)
    .where('google_sub', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** What a profile change checks against: the address now, and the password to confirm it. */
export function findAccountForChange(db: DB, userId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'password_hash', 'phone', 'phone_verified_at', 'google_sub'])
    .where('id', '=', userId)
    .executeTakeFirst()
}

/**
 * The profile's fields named (the others keep their values); the row as its owner may see it, or
 * undefined for no such user.
 */
export function updateProfile(
  db: DB,
  userId: string,
  values: {
    username?: string
    email?: string
    phone?: string | null
    phone_verified_at?: Date | null
    profile_picture?: string | null
    password_hash?: string
    email_verified_at?: Date | null
  },
) {
  return db
    .updateTable('users')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', userId)
    .returning(PUBLIC_USER_COLUMNS)
    .executeTakeFirst()
}

/** Who a mail about the account goes to, in which language, and whether the address is proven. */
export function findMailRecipient(db: DB, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'email_verified_at', 'locale'])
    .where('id', '=', userId)
    .executeTakeFirst()
}

export function findMailRecipientByEmail(db: DB, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'email_verified_at', 'locale'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

/** The address now, locked until the transaction ends: a verification decides against it. */
export function lockEmail(db: DB, userId: string) {
  return db.selectFrom('users').select(['email']).where('id', '=', userId).forUpdate().executeTakeFirstOrThrow()
}

/** The address is proven (and, for a change of address, becomes the account's). */
export async function setVerifiedEmail(db: DB, userId: string, email: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email, email_verified_at: new Date(), updated_at: new Date() })
    .where('id', '=', userId)
    .execute()
}

/** A new password from a reset link; the row's address and whether it was proven before. */
export function setPassword(db: DB, userId: string, passwordHash: string) {
  return db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('id', '=', userId)
    .returning(['id', 'email', 'email_verified_at'])
    .executeTakeFirstOrThrow()
}

/**
 * Adds a browser's keys (hashes: session-cookie.ts's browserKeys) to the account's known browsers;
 * true when none of them was known before, so the browser is new to the account. One statement:
 * two sign-ins of one new browser at once find it new once.
 */
export async function rememberBrowser(db: DB, userId: string, keyHashes: Uint8Array[]): Promise<boolean> {
  const added = await db
    .insertInto('known_browsers')
    .values(keyHashes.map((key_hash) => ({ user_id: userId, key_hash })))
    .onConflict((oc) => oc.columns(['user_id', 'key_hash']).doNothing())
    .returning('key_hash')
    .execute()
  return added.length === keyHashes.length
}
