import type { z } from 'zod'
import type { ContactSchema } from '#shared/schemas/fields'
import type { DB } from '#server/db/index'
import * as repo from './repository'

/** A message to the team, from anyone; a signed-in sender is remembered with it. */
export function sendContactMessage(
  db: DB,
  input: z.output<typeof ContactSchema>,
  userId: string | null,
): Promise<{ id: string }> {
  return repo.insertContactMessage(db, { ...input, user_id: userId })
}

export function listContactMessages(db: DB, page: { limit: number; offset: number }) {
  return repo.listContactMessages(db, page)
}
