import type { DB } from '#server/db/index'

/** Where a notice's email goes, in which language, and the kinds the user asked not to get by email. */
export function findRecipient(db: DB, userId: string) {
  return (
    db
      .selectFrom('users')
      .select(['email', 'email_opt_outs', 'locale'])
      .where('id', '=', userId)
      // A deleted account has nobody to tell, and its placeholder address goes nowhere.
      .where('deleted_at', 'is', null)
      .executeTakeFirst()
  )
}

export async function insertNotification(
  db: DB,
  values: { user_id: string; kind: string; title: string; body: string; link: string | null; message: string | null },
): Promise<void> {
  await db.insertInto('notifications').values(values).execute()
}

/** One user's notifications, newest first; one more than asked, so the caller knows if more follow. */
export function listNotifications(db: DB, userId: string, page: { limit: number; offset: number }) {
  return db
    .selectFrom('notifications')
    .select(['id', 'kind', 'title', 'body', 'message', 'link', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit + 1)
    .offset(page.offset)
    .execute()
}

export type NotificationRow = Awaited<ReturnType<typeof listNotifications>>[number]

/** Read off the partial index of unread rows. */
export async function countUnread(db: DB, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/**
 * Marks read those of `ids` (or every one, with `ids` null) that are this user's and still unread;
 * an id of someone else's matches nothing. Resolves with how many changed.
 */
export async function markRead(db: DB, userId: string, ids: readonly string[] | null): Promise<number> {
  let query = db
    .updateTable('notifications')
    .set({ read_at: new Date() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
  if (ids) query = query.where('id', 'in', ids)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows)
}

export async function findOptOuts(db: DB, userId: string): Promise<string[] | undefined> {
  const row = await db.selectFrom('users').select('email_opt_outs').where('id', '=', userId).executeTakeFirst()
  return row?.email_opt_outs
}

export async function setOptOuts(db: DB, userId: string, optOuts: readonly string[]): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_opt_outs: [...optOuts], updated_at: new Date() })
    .where('id', '=', userId)
    .execute()
}
