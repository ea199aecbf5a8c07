import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import { sha256 } from '@oslojs/crypto/sha2'
import { sql } from 'kysely'
import type { PhoneCodePurpose } from '#db/schema'
import type { DB } from '#server/db/index'
import { PHONE_CODE } from '#shared/constants'

/**
 * The codes sent by SMS (decision 050). A row per code sent: its hash (never the code), salted by
 * the row's own id and number, so equal codes differ in the table; the tries spent on it; and a
 * hash of the client that asked, which with the number counts what is sent for the limits. Times
 * are the app's clock (Date), so the tests move them as they move the rate limits'.
 */

const encoder = new TextEncoder()
const hashCode = (id: string, phone: string, code: string) => sha256(encoder.encode(`${id}:${phone}:${code}`))

/** A client as the limits count it: its address, hashed (the table keeps no addresses). */
export const clientHash = (ip: string) => sha256(encoder.encode(`phone-client:${ip}`))

const HOUR_MS = 60 * 60_000
const DAY_MS = 24 * HOUR_MS

/** Why no code may be sent now, and when one may: null when one may at once. */
export type SendRefusal = { reason: 'resend' | 'limit'; retryAfterMs: number } | null

/**
 * Takes a turn at sending to `phone` from `client`: refused within 30 s of the last code to the
 * number, or past the number's or the client's budget for the hour or the day. On a turn, stores a
 * new code's hash (the earlier live codes of the purpose die) and resolves with the code. The
 * number is locked for the transaction, so requests at once take turns at the counts.
 */
export async function issueCode(
  trx: DB,
  values: { phone: string; purpose: PhoneCodePurpose; userId: string | null; client: Uint8Array },
): Promise<{ code: string; id: string } | { refused: NonNullable<SendRefusal> }> {
  const now = Date.now()
  await sql`select pg_advisory_xact_lock(hashtext(${`phone-code:${values.phone}`}))`.execute(trx)
  const refusal = await sendRefusal(trx, values.phone, values.client, now)
  if (refusal) return { refused: refusal }
  // Rows older than the longest window count for nothing: each request sweeps a few.
  await trx
    .deleteFrom('phone_codes')
    .where('created_at', '<', new Date(now - DAY_MS))
    .execute()
  let voided = trx
    .updateTable('phone_codes')
    .set({ used_at: new Date(now) })
    .where('phone', '=', values.phone)
    .where('purpose', '=', values.purpose)
    .where('used_at', 'is', null)
  voided = values.userId === null ? voided.where('user_id', 'is', null) : voided.where('user_id', '=', values.userId)
  await voided.execute()
  const code = String(randomInt(0, 10 ** PHONE_CODE.digits)).padStart(PHONE_CODE.digits, '0')
  const id = randomUUID()
  await trx
    .insertInto('phone_codes')
    .values({
      id,
      phone: values.phone,
      purpose: values.purpose,
      user_id: values.userId,
      code_hash: hashCode(id, values.phone, code),
      client_hash: values.client,
      created_at: new Date(now),
      expires_at: new Date(now + PHONE_CODE.lifetimeMs),
    })
    .execute()
  return { code, id }
}

async function sendRefusal(db: DB, phone: string, client: Uint8Array, now: number): Promise<SendRefusal> {
  const since = new Date(now - DAY_MS)
  const [byNumber, byClient] = await Promise.all([
    db
      .selectFrom('phone_codes')
      .select('created_at')
      .where('phone', '=', phone)
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .execute(),
    db
      .selectFrom('phone_codes')
      .select('created_at')
      .where('client_hash', '=', client)
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .execute(),
  ])
  const times = (rows: Array<{ created_at: Date }>) => rows.map((row) => row.created_at.getTime())
  const number = times(byNumber)
  const latest = number[0]
  if (latest !== undefined && now - latest < PHONE_CODE.resendAfterMs) {
    return { reason: 'resend', retryAfterMs: latest + PHONE_CODE.resendAfterMs - now }
  }
  const waits = [
    overBudget(number, PHONE_CODE.perNumberPerHour, HOUR_MS, now),
    overBudget(number, PHONE_CODE.perNumberPerDay, DAY_MS, now),
    overBudget(times(byClient), PHONE_CODE.perClientPerHour, HOUR_MS, now),
    overBudget(times(byClient), PHONE_CODE.perClientPerDay, DAY_MS, now),
  ].filter((wait): wait is number => wait !== null)
  return waits.length ? { reason: 'limit', retryAfterMs: Math.max(...waits) } : null
}

/** The wait until a window of `windowMs` holds fewer than `budget` of these times (newest first), or null. */
function overBudget(newestFirst: number[], budget: number, windowMs: number, now: number): number | null {
  const inWindow = newestFirst.filter((at) => at > now - windowMs)
  if (inWindow.length < budget) return null
  // The window opens again when the oldest of the last `budget` leaves it.
  return inWindow[budget - 1]! + windowMs - now
}

/** What checking a code found. */
export type CodeCheck =
  | { outcome: 'right'; id: string }
  /** Wrong, with tries left. */
  | { outcome: 'wrong' }
  /** Wrong, and that was the last try: the code is dead, a new one must be asked for. */
  | { outcome: 'spent' }
  /** No live code for the number: none sent, used, expired, or dead after its tries. */
  | { outcome: 'none' }

/**
 * Checks `code` against the number's live code of the purpose (locked for the transaction). A
 * wrong code spends a try, which the caller must commit (return, then throw, as phone-service.ts
 * does); a right one is not used up until spendCode.
 */
export async function checkCode(
  trx: DB,
  values: { phone: string; purpose: PhoneCodePurpose; userId: string | null; code: string },
): Promise<CodeCheck> {
  const now = new Date()
  let query = trx
    .selectFrom('phone_codes')
    .select(['id', 'code_hash', 'tries'])
    .where('phone', '=', values.phone)
    .where('purpose', '=', values.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
  query = values.userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', values.userId)
  const live = await query.orderBy('created_at', 'desc').limit(1).forUpdate().executeTakeFirst()
  if (!live) return { outcome: 'none' }
  const given = hashCode(live.id, values.phone, values.code)
  if (timingSafeEqual(Buffer.from(live.code_hash), Buffer.from(given))) return { outcome: 'right', id: live.id }
  const tries = live.tries + 1
  const isSpent = tries >= PHONE_CODE.maxTries
  await trx
    .updateTable('phone_codes')
    .set({ tries, ...(isSpent ? { used_at: now } : {}) })
    .where('id', '=', live.id)
    .execute()
  return { outcome: isSpent ? 'spent' : 'wrong' }
}

/** A right code is used up: it signs in, or proves, once. */
export async function spendCode(trx: DB, id: string): Promise<void> {
  await trx.updateTable('phone_codes').set({ used_at: new Date() }).where('id', '=', id).execute()
}

/** A code sent that the provider refused: dead at once (it still counts for the limits). */
export async function killCode(db: DB, id: string): Promise<void> {
  await spendCode(db, id)
}
