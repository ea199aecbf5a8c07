import { sha256 } from '@oslojs/crypto/sha2'
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding'
import type { AccountTokenPurpose } from '#db/schema'
import type { DB } from '#server/db/index'

/**
 * Single-use links sent by mail (OWASP Forgot Password Cheat Sheet): 160 random bits, only their
 * SHA-256 stored, so a copy of the database opens no account; each expires, and a newer link of
 * the same purpose voids the older ones. A link used or voided stays as a row marked used, so one
 * opened again can be told apart from garbage (an address verified meanwhile says so).
 */
const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
}

const hashToken = (token: string) => sha256(new TextEncoder().encode(token))

/**
 * A new link's token for this user and purpose; earlier unused ones of the purpose stop working.
 * Call it inside a transaction, so the lock below holds until the new link is stored.
 */
export async function issueToken(db: DB, userId: string, purpose: AccountTokenPurpose, email: string): Promise<string> {
  const bytes = new Uint8Array(20)
  crypto.getRandomValues(bytes)
  const token = encodeBase32LowerCaseNoPadding(bytes)
  // The user's row is locked first, so two requests at the same instant take turns: the second
  // voids the first's link instead of leaving two alive.
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute()
  await voidTokens(db, userId, purpose)
  await db
    .insertInto('account_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      purpose,
      email,
      expires_at: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
    })
    .execute()
  return token
}

/**
 * Uses a token up: the row is marked used in the same statement that finds it, so two requests
 * with one link cannot both succeed. Undefined for a token that is unknown, used or expired.
 */
export function consumeToken(db: DB, token: string, purpose: AccountTokenPurpose) {
  return db
    .updateTable('account_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning(['user_id', 'email'])
    .executeTakeFirst()
}

/** No link of this purpose that the user was sent before works any more (after a reset, say). */
export async function voidTokens(db: DB, userId: string, purpose: AccountTokenPurpose): Promise<void> {
  await db
    .updateTable('account_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute()
}

/** Whose link this was and the address it proves, whether it is used, voided or expired. */
export function findTokenOwner(db: DB, token: string, purpose: AccountTokenPurpose) {
  return db
    .selectFrom('account_tokens')
    .select(['user_id', 'email'])
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst()
}
