import { sql } from 'kysely'
import type { DB } from '#server/db/index'

/** Marks the person active on the day in India `at` falls on (record_activity: once per day). */
export async function recordActivity(db: DB, userId: string, at: Date): Promise<void> {
  await sql`select record_activity(${userId}::uuid, ${at}::timestamptz)`.execute(db)
}

/** The days in India the person was active, as days since 1970-01-01. */
export async function activeDays(db: DB, userId: string): Promise<number[]> {
  const rows = await db.selectFrom('activity_days').select('day').where('user_id', '=', userId).execute()
  return rows.map((row) => row.day)
}

/**
 * Claims people whose streak may break today: last active between `oldest` and yesterday, not yet
 * reminded today. Marked reminded in the caller's transaction; skip locked lets each instance take
 * different ones, and a rollback leaves them for the next round.
 */
export async function claimDueReminders(trx: DB, today: number, oldest: number, limit: number) {
  const { rows } = await sql<{ user_id: string }>`
    with due as (
      select user_id from streaks
      where last_day between ${oldest} and ${today - 1}
        and (reminded_day is null or reminded_day < ${today})
      order by last_day desc, user_id
      limit ${limit}
      for update skip locked
    )
    update streaks s set reminded_day = ${today}
    from due
    where s.user_id = due.user_id
    returning s.user_id
  `.execute(trx)
  return rows.map((row) => row.user_id)
}
