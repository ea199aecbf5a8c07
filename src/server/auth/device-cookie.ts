import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { DB } from '#server/db/index'

/**
 * OWASP's device cookie (Authentication cheat sheet, "Device Cookies"): a browser that has signed
 * in to an account carries `<userId>.<nonce>.<signature>`, signed by the server. Its login failures
 * count against that cookie alone, so a stranger's wrong passwords, which lock the account for
 * every other client, never lock its owner out of a browser they have used before. The signature
 * also covers the account's credentials as they were: a password change (or a Google link) ends
 * the trust of every browser that signed in before it, so cookies kept by someone who once knew
 * the old password buy no guesses at the new one.
 */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** The server_keys row the signature's key lives in: shared by every instance on the database. */
const KEY_NAME = 'device_cookie'
const KEY_BYTES = 32
const NONCE_BYTES = 16
const BASE64URL = /^[A-Za-z0-9_-]+$/

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

/** A new device cookie's value for this account. */
export async function issueDeviceCookie(db: DB, account: DeviceAccount): Promise<string> {
  const nonce = randomBytes(NONCE_BYTES).toString('base64url')
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
