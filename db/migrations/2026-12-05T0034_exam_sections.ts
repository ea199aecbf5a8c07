import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
//
// An exam paper's sections: their titles, clocks, marking schemes and questions (by place in the
// paper), the order they are taken in and whether unused time carries over, as JSON read through
// one schema. Null for a quiz without sections, so every quiz written before reads as it did.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table quizzes add column exam jsonb`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table quizzes drop column exam`.execute(db)
}
