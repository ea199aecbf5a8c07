import type { DB } from '#server/db/index'

export function insertContactMessage(
  db: DB,
  message: { name: string; email: string; subject: string; message: string; user_id: string | null },
) {
  return db.insertInto('contact_messages').values(message).returning('id').executeTakeFirstOrThrow()
}

/** Newest first. */
export function listContactMessages(db: DB, page: { limit: number; offset: number }) {
  return db
    .selectFrom('contact_messages')
    .select(['id', 'user_id as userId', 'name', 'email', 'subject', 'message', 'created_at as createdAt'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
}
