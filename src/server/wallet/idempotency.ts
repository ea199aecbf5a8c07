import { createHash } from 'node:crypto'
import type { DB } from '#server/db/index'
import { WALLET_SERVER } from '#shared/messages'
import { AppError } from '#server/errors'

/**
 * Runs a money-changing operation once per (user, key): the key, the request's parameters and the
 * first response are stored in the same database transaction as the money it moved. A replay
 * returns the first response and moves nothing; the same key with other parameters is refused.
 * Without a key the operation simply runs in a transaction.
 */
export async function idempotent<T>(
  db: DB,
  request: { userId: string; key: string | undefined; scope: string; params: unknown },
  run: (trx: DB) => Promise<T>,
): Promise<T> {
  const { key } = request
  if (!key) return db.transaction().execute(run)
  const hash = createHash('sha256')
    .update(JSON.stringify([request.scope, request.params]))
    .digest('hex')
  return db.transaction().execute(async (trx) => {
    // A concurrent request with the same key waits here until the first one commits.
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({ user_id: request.userId, key, scope: request.scope, request_hash: hash, response: 'null' })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst()
    if (!claimed) {
      const existing = await trx
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'response'])
        .where('user_id', '=', request.userId)
        .where('key', '=', key)
        .executeTakeFirstOrThrow()
      if (existing.request_hash !== hash) throw new AppError('CONFLICT', WALLET_SERVER.idempotencyConflict)
      return JSON.parse(existing.response) as T
    }
    const response = JSON.stringify(await run(trx))
    await trx
      .updateTable('idempotency_keys')
      .set({ response })
      .where('user_id', '=', request.userId)
      .where('key', '=', key)
      .execute()
    // The first caller gets exactly what a replay will get.
    return JSON.parse(response) as T
  })
}
