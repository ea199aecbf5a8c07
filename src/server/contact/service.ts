import type { z } from 'zod'
import type { ContactSchema } from '#shared/schemas/fields'
import type { DB } from '#server/db/index'

export async function sendContactMessage(
  db: DB,
  input: z.output<typeof ContactSchema>,
  userId: string | null,
): Promise<{ id: string }> {
  return db
    .insertInto('contact_messages')
    .values({ ...input, user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow()
}

export async function listContactMessages(db: DB, { limit, offset }: { limit: number; offset: number }) {
  return db
    .selectFrom('contact_messages')
    .select(['id', 'user_id as userId', 'name', 'email', 'subject', 'message', 'created_at as createdAt'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
}
