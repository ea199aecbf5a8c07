import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { DB } from '#server/db/index'

/**
 * OWASP's device cookie (Authentication cheat sheet, "Device Cookies"): a browser that has signed
 * in to an account carries `<userId>.<nonce>.<signature>`, signed by the server. Its login failures
 * count against that cookie alone, so a stranger's wrong passwords, which slow the account down for
 * every other client, never slow its owner in a browser they have used before. The signature
 * also covers the account's credentials as they were: a password change (or a Google link) ends
 * the trust of every browser that signed in before it, so cookies kept by someone who once knew
 * the old password buy no guesses at the new one.
 *
 * The nonce is the browser's own name, kept for the cookie's life whichever account it signs in to
 * next and whatever the password becomes: the account's list of browsers it has seen
 * (known_browsers) is keyed by it, so a browser is news to an account once.
 */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** The server_keys row the signature's key lives in: shared by every instance on the database. */
const KEY_NAME = 'device_cookie'
const KEY_BYTES = 32
const NONCE_BYTES = 16
const BASE64URL = /^[A-Za-z0-9_-]+$/
/** A nonce as issued: 16 bytes in base64url. */
const NONCE = /^[A-Za-z0-9_-]{22}$/

/** What a device cookie is bound to: the account, and its credentials as they are now. */
export interface DeviceAccount {
  id: string
  password_hash: string | null
  google_sub: string | null
}

const keys = new WeakMap<DB, Promise<Uint8Array>>()

/** The signing key, made at random by the first instance that needs it and read by the rest. */
function signingKey(db: DB): Promise<Uint8Array> {
  let key = keys.get(db)
  if (!key) {
    key = (async () => {
      await db
        .insertInto('server_keys')
        .values({ name: KEY_NAME, secret: randomBytes(KEY_BYTES) })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute()
      const row = await db
        .selectFrom('server_keys')
        .select('secret')
        .where('name', '=', KEY_NAME)
        .executeTakeFirstOrThrow()
      return row.secret
    })()
    // A failed read is tried again by the next request, not remembered.
    key.catch(() => keys.delete(db))
    keys.set(db, key)
  }
  return key
}

function signature(key: Uint8Array, account: DeviceAccount, nonce: string): Buffer {
  return createHmac('sha256', key)
    .update(`device:${account.id}.${nonce}.${account.password_hash ?? ''}.${account.google_sub ?? ''}`)
    .digest()
}

/** A name for a browser that has none yet. */
export function newBrowserNonce(): string {
  return randomBytes(NONCE_BYTES).toString('base64url')
}

/**
 * The browser's name in a device cookie of any account, signed with any credentials, or null. It
 * vouches for nothing (it is not checked against a signature): it only finds the browser in an
 * account's list of browsers, where a stranger could only match it by having the owner's cookie.
 */
export function browserNonceOf(value: string | undefined): string | null {
  const [userId, nonce, signed, ...rest] = value?.split('.') ?? []
  return userId && nonce && signed && rest.length === 0 && NONCE.test(nonce) ? nonce : null
}

/** A device cookie's value for this account, for the browser named `nonce`. */
export async function issueDeviceCookie(db: DB, account: DeviceAccount, nonce: string): Promise<string> {
  return `${account.id}.${nonce}.${signature(await signingKey(db), account, nonce).toString('base64url')}`
}

/**
 * The cookie's own identity (its nonce, which its failures are counted under) when the server
 * signed it for this account with the credentials it has now; null for anything else.
 */
export async function deviceNonceFor(
  db: DB,
  value: string | undefined,
  account: DeviceAccount,
): Promise<string | null> {
  const [userId, nonce, signed, ...rest] = value?.split('.') ?? []
  if (!userId || !nonce || !signed || rest.length > 0 || userId !== account.id) return null
  if (!BASE64URL.test(nonce) || !BASE64URL.test(signed)) return null
  const expected = signature(await signingKey(db), account, nonce)
  const given = Buffer.from(signed, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return nonce
}
