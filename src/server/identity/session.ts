import { sha256 } from '@oslojs/crypto/sha2'
import { constantTimeEqual } from '@oslojs/crypto/subtle'
import { sql } from 'kysely'
import type { DB } from '#server/db/index'
import { AppError } from '#server/errors'
import { executePrepared } from '#server/db/prepared'
import type { Role } from '#db/schema'
import { m } from '#shared/i18n'

/** A row of session_with_user: the session and its user. */
interface SessionWithUser {
  sessionId: string
  secretHash: Uint8Array
  createdAt: Date
  lastVerifiedAt: Date
  userId: string
  username: string
  email: string | null
  role: Role
}

/**
 * Sessions per Lucia's current guide: a token `<id>.<secret>`, the id public, only the SHA-256
 * of the secret stored and compared in constant time. 130 random bits in each part (Lucia's guide
 * has 120; 128 is the floor a session secret should not go under).
 */
export const SESSION_INACTIVITY_TIMEOUT_MS = 10 * 24 * 60 * 60 * 1000
export const SESSION_ABSOLUTE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000
/** last_verified_at is written at most this often, so a busy user costs one write an hour. */
const ACTIVITY_WRITE_INTERVAL_MS = 60 * 60 * 1000

/** The longest User-Agent header kept or looked at: a longer one is cut, never scanned whole. */
export const USER_AGENT_MAX_LENGTH = 512

/** 32 letters and digits, none that reads like another (no l, o, 0, 1): 5 bits a character. */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'
export const SESSION_TOKEN_PART_LENGTH = 26

export function generateSecureRandomString(): string {
  const bytes = new Uint8Array(SESSION_TOKEN_PART_LENGTH)
  crypto.getRandomValues(bytes)
  let id = ''
  for (const byte of bytes) id += ALPHABET[byte >> 3]
  return id
}

function hashSecret(secret: string): Uint8Array {
  return sha256(new TextEncoder().encode(secret))
}

export interface SessionUser {
  id: string
  username: string
  email: string | null
  role: Role
}

export interface ValidSession {
  sessionId: string
  user: SessionUser
  expiresAt: Date
  /** last_verified_at was written just now, so expiresAt moved: the cookie must follow. */
  isRenewed: boolean
}

export interface NewSession {
  sessionId: string
  token: string
  expiresAt: Date
}

export function sessionExpiry(createdAt: Date, lastVerifiedAt: Date): Date {
  return new Date(
    Math.min(
      createdAt.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS,
      lastVerifiedAt.getTime() + SESSION_INACTIVITY_TIMEOUT_MS,
    ),
  )
}

/** Where a session was made from, as the sessions page shows it. */
interface SessionClient {
  userAgent: string | null
  ip: string | null
}

export async function createSession(
  db: DB,
  userId: string,
  client: SessionClient = { userAgent: null, ip: null },
): Promise<NewSession> {
  const sessionId = generateSecureRandomString()
  const secret = generateSecureRandomString()
  const now = new Date()
  // Only for an account that still exists: a login that checked its password just before the
  // account was deleted gets no session after it.
  const inserted = await sql`
    insert into sessions (id, user_id, secret_hash, created_at, last_verified_at, user_agent, ip)
    select ${sessionId}, id, ${hashSecret(secret)}, ${now}, ${now},
           ${client.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null}, ${client.ip}
      from users where id = ${userId} and deleted_at is null
  `.execute(db)
  if (inserted.numAffectedRows === 0n) throw new AppError('UNAUTHORIZED', m.server_invalid_credentials())
  return { sessionId, token: `${sessionId}.${secret}`, expiresAt: sessionExpiry(now, now) }
}

export async function validateSessionToken(db: DB, token: string): Promise<ValidSession | null> {
  const parts = token.split('.')
  if (parts.length !== 2) return null
  const [sessionId, secret] = parts as [string, string]
  if (sessionId.length !== SESSION_TOKEN_PART_LENGTH || secret.length !== SESSION_TOKEN_PART_LENGTH) return null

  // On every signed-in request: prepared, so Postgres plans it once per connection, and a call of
  // session_with_user (two primary-key lookups, planned with sequential scans off), so the plan it
  // keeps stays right as sessions and users grow (decisions 011 and 012).
  const query = sql<SessionWithUser>`
    select session_id as "sessionId", secret_hash as "secretHash", created_at as "createdAt",
           last_verified_at as "lastVerifiedAt", user_id as "userId", username, email, role
    from session_with_user(${sessionId})
  `
  const [row] = (await executePrepared(db, query)).rows
  if (!row) return null
  if (!constantTimeEqual(hashSecret(secret), new Uint8Array(row.secretHash))) return null

  const now = Date.now()
  if (sessionExpiry(row.createdAt, row.lastVerifiedAt).getTime() <= now) {
    await deleteSession(db, sessionId)
    return null
  }
  let lastVerifiedAt = row.lastVerifiedAt
  const isRenewed = now - lastVerifiedAt.getTime() >= ACTIVITY_WRITE_INTERVAL_MS
  if (isRenewed) {
    lastVerifiedAt = new Date(now)
    await db.updateTable('sessions').set({ last_verified_at: lastVerifiedAt }).where('id', '=', sessionId).execute()
  }
  return {
    sessionId,
    user: { id: row.userId, username: row.username, email: row.email, role: row.role },
    expiresAt: sessionExpiry(row.createdAt, lastVerifiedAt),
    isRenewed,
  }
}

export async function deleteSession(db: DB, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute()
}

/** Ends every session of a user except, optionally, the one making the request; how many ended. */
export async function deleteUserSessions(db: DB, userId: string, exceptSessionId?: string): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId)
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId)
  const result = await query.executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** A user's sessions that have not expired, newest activity first, as the sessions page lists them. */
export async function listUserSessions(db: DB, userId: string) {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'public_id', 'user_agent', 'ip', 'created_at', 'last_verified_at'])
    .where('user_id', '=', userId)
    .orderBy('last_verified_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute()
  const now = Date.now()
  return rows.filter((row) => sessionExpiry(row.created_at, row.last_verified_at).getTime() > now)
}

/**
 * Ends one of the user's own sessions, named by its public id; the session's own id when it
 * ended, undefined when the user has no such session (another user's is no different).
 */
export async function deleteOwnSession(db: DB, userId: string, publicId: string): Promise<string | undefined> {
  const ended = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('public_id', '=', publicId)
    .returning('id')
    .executeTakeFirst()
  return ended?.id
}
