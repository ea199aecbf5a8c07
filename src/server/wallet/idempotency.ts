import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import type { DB } from '#server/db/index'
import { IDEMPOTENCY_KEY_HOURS } from '#shared/schemas/wallet'
import { AppError, type AppErrorCode } from '#server/errors'
import { m } from '#shared/i18n'

/** What a key's first request came to: its answer, or the service's refusal. */
type Outcome<T> = { answer: T } | { refusal: AppError }

/**
 * Runs a money-changing operation once per (user, key): the key, the request's parameters and the
 * first outcome are stored in the same database transaction as the money it moved. The outcome is
 * the answer, or the refusal the service gave (any AppError it threw: too little in the wallet, an
 * unverified address, an unknown user), kept with its code and message while whatever the refused
 * call had written is undone. A replay gets that outcome again, the refusal too, and moves nothing,
 * even once the call would now succeed; the same key with other parameters is refused. A request
 * refused before it gets here (its input's shape, the sign-in, a rate limit, admission) leaves its
 * key unused: those refusals follow from the request itself or last a moment, and are not outcomes.
 * A failure of ours (a 500) rolls everything back, the key too, so a retry runs again. A key is kept
 * for IDEMPOTENCY_KEY_HOURS; after that the same key starts afresh. Without a key the operation
 * simply runs in a transaction.
 */
export async function idempotent<T>(
  db: DB,
  request: { userId: string; key: string | undefined; scope: string; params: unknown },
  run: (trx: DB) => Promise<T>,
): Promise<T> {
  const { key, userId } = request
  if (!key) return db.transaction().execute(run)
  const hash = createHash('sha256')
    .update(JSON.stringify([request.scope, request.params]))
    .digest('hex')
  const outcome = await db.transaction().execute(async (trx): Promise<Outcome<T>> => {
    // The caller's keys past their day are forgotten here, this one included: the table holds
    // about a day of each person's money calls, and an old key is free again.
    await trx
      .deleteFrom('idempotency_keys')
      .where('user_id', '=', userId)
      .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`)
      .execute()
    // A concurrent request with the same key waits here until the first one commits.
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({ user_id: userId, key, scope: request.scope, request_hash: hash, response: 'null' })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst()
    if (!claimed) {
      const existing = await trx
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'response', 'refusal_code', 'refusal_message'])
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirstOrThrow()
      if (existing.request_hash !== hash) throw new AppError('CONFLICT', m.wallet_server_idempotency_conflict())
      if (existing.refusal_code !== null) {
        return { refusal: new AppError(existing.refusal_code as AppErrorCode, existing.refusal_message ?? '') }
      }
      return { answer: JSON.parse(existing.response) as T }
    }
    // A refused call's own writes are undone back to here; the key's row stays, to keep the refusal.
    await sql`savepoint idempotent_call`.execute(trx)
    try {
      const response = JSON.stringify(await run(trx))
      await trx
        .updateTable('idempotency_keys')
        .set({ response })
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .execute()
      // The first caller gets exactly what a replay will get.
      return { answer: JSON.parse(response) as T }
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      await sql`rollback to savepoint idempotent_call`.execute(trx)
      await trx
        .updateTable('idempotency_keys')
        .set({ refusal_code: error.code, refusal_message: error.message })
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .execute()
      return { refusal: error }
    }
  })
  if ('refusal' in outcome) throw outcome.refusal
  return outcome.answer
}
