import type { DB } from '#server/db/index'

/** Where a notice's email goes, and the kinds the user asked not to get by email. */
export function findRecipient(db: DB, userId: string) {
  return db.selectFrom('users').select(['email', 'email_opt_outs']).where('id', '=', userId).executeTakeFirst()
}

export async function insertNotification(
  db: DB,
  values: { user_id: string; kind: string; title: string; body: string; link: string | null },
): Promise<void> {
  await db.insertInto('notifications').values(values).execute()
}
