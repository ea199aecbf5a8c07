import type { Kysely } from 'kysely'

// Frozen in time: a migration never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // The language a person last used the app in: their emails, sent later and outside any request of
  // theirs, are written in it. Set at signup, at login and when they switch; English before that.
  await db.schema
    .alterTable('users')
    .addColumn('locale', 'text', (column) => column.notNull().defaultTo('en'))
    .execute()
  // A notification as its name and arguments ({"notice": "quizApproved", "args": ["Rivers"]}), so it
  // reads in its reader's language whenever it is read. Older rows have only their words (title,
  // body), which stay as the fallback.
  await db.schema.alterTable('notifications').addColumn('message', 'jsonb').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('message').execute()
  await db.schema.alterTable('users').dropColumn('locale').execute()
}
