import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
//
// A question's second language (English and Hindi side by side on one paper): its text,
// explanation and the words a player picks from, as JSON beside the definition. Null for a
// question in one language, so every question written before reads as it did.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table questions add column translation jsonb`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table questions drop column translation`.execute(db)
}
