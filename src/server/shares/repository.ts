import type { DB } from '#server/db/index'

export function findAttemptOwner(db: DB, attemptId: string) {
  return db.selectFrom('attempts').select(['user_id', 'status']).where('id', '=', attemptId).executeTakeFirst()
}

export async function findShareOfAttempt(db: DB, attemptId: string) {
  const row = await db.selectFrom('result_shares').select('id').where('attempt_id', '=', attemptId).executeTakeFirst()
  return row?.id ?? null
}

/** Writes the share unless the attempt has one (two presses at once keep the first). */
export async function insertShare(db: DB, share: { id: string; userId: string; attemptId: string }) {
  await db
    .insertInto('result_shares')
    .values({ id: share.id, user_id: share.userId, attempt_id: share.attemptId })
    .onConflict((conflict) => conflict.column('attempt_id').doNothing())
    .execute()
}

export async function deleteShare(db: DB, attemptId: string) {
  const result = await db.deleteFrom('result_shares').where('attempt_id', '=', attemptId).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** A shared result's public facts: the attempt's score and end, its quiz and its player; no answer. */
export function findSharedResult(db: DB, shareId: string) {
  return db
    .selectFrom('result_shares as s')
    .innerJoin('attempts as a', 'a.id', 's.attempt_id')
    .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id',
      'a.quiz_id',
      'a.score',
      'a.total_possible_score',
      'a.submitted_at',
      'q.title',
      'q.language',
      'q.status',
      'u.username',
    ])
    .where('s.id', '=', shareId)
    .executeTakeFirst()
}
