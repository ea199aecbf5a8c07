import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { DB } from '#server/db/index'

/**
 * OWASP's device cookie (Authentication cheat sheet, "Device Cookies"): a browser that has signed
 * in to an account carries `<userId>.<nonce>.<signature>`, signed by the server. Its login failures
 * count against that cookie alone, so a stranger's wrong passwords, which lock the account for
 * every other client, never lock its owner out of a browser they have used before.
 */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** The server_keys row the signature's key lives in: shared by every instance on the database. */
const KEY_NAME = 'device_cookie'
const KEY_BYTES = 32
const NONCE_BYTES = 16
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const BASE64URL = /^[A-Za-z0-9_-]+$/

export interface TrustedDevice {
  userId: string
  /** The cookie's own identity: its failures are counted under it. */
  nonce: string
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
      const row = await db.selectFrom('server_keys').select('secret').where('name', '=', KEY_NAME).executeTakeFirstOrThrow()
      return row.secret
    })()
    // A failed read is tried again by the next request, not remembered.
    key.catch(() => keys.delete(db))
    keys.set(db, key)
  }
  return key
}

function signature(key: Uint8Array, userId: string, nonce: string): Buffer {
  return createHmac('sha256', key).update(`device:${userId}.${nonce}`).digest()
}

/** A new device cookie's value for this user. */
export async function issueDeviceCookie(db: DB, userId: string): Promise<string> {
  const nonce = randomBytes(NONCE_BYTES).toString('base64url')
  return `${userId}.${nonce}.${signature(await signingKey(db), userId, nonce).toString('base64url')}`
}

/** The device a cookie names, when the server signed it; anything else is no device at all. */
export async function readDeviceCookie(db: DB, value: string | undefined): Promise<TrustedDevice | null> {
  const [userId, nonce, signed, ...rest] = value?.split('.') ?? []
  if (!userId || !nonce || !signed || rest.length > 0) return null
  if (!UUID.test(userId) || !BASE64URL.test(nonce) || !BASE64URL.test(signed)) return null
  const expected = signature(await signingKey(db), userId, nonce)
  const given = Buffer.from(signed, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return { userId, nonce }
}
