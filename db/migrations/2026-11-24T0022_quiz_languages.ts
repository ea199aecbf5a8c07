import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code. The list is the one in
// src/shared/quiz-languages.ts on the day this ran; a later language comes with a migration of its own.
const LANGUAGES = ['en', 'hi', 'bn', 'ta', 'te', 'mr', 'gu', 'kn', 'ml', 'pa', 'or', 'ur']

export async function up(db: Kysely<any>): Promise<void> {
  // The language a quiz is written in (BCP 47): every quiz so far is English.
  await db.schema
    .alterTable('quizzes')
    .addColumn('language', 'text', (col) =>
      col
        .notNull()
        .defaultTo('en')
        .check(sql`language in (${sql.join(LANGUAGES.map((language) => sql.lit(language)))})`),
    )
    .execute()
  // The public list in one language: approved quizzes of it, newest first.
  await sql`create index quizzes_public_language_idx on quizzes (status, language, created_at desc, id desc)`.execute(
    db,
  )

  // The search vector again, over the NFC form of the text: a word typed with a precomposed letter
  // (a nukta's क़) and the same word stored decomposed (क + ़) become one lexeme, as the query
  // builder normalises the search the same way (docs/decisions/029-searching-indic-text.md).
  // Dropping the column drops its index; Postgres 15 cannot change a generated column's expression.
  await sql`alter table quizzes drop column search_vector`.execute(db)
  await db.schema
    .alterTable('quizzes')
    .addColumn('search_vector', sql`tsvector`, (col) =>
      col
        .generatedAlwaysAs(sql`to_tsvector('simple', normalize(title || ' ' || topic || ' ' || description, NFC))`)
        .stored(),
    )
    .execute()
  await sql`create index quizzes_search_idx on quizzes using gin (search_vector)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table quizzes drop column search_vector`.execute(db)
  await db.schema
    .alterTable('quizzes')
    .addColumn('search_vector', sql`tsvector`, (col) =>
      col.generatedAlwaysAs(sql`to_tsvector('simple', title || ' ' || topic || ' ' || description)`).stored(),
    )
    .execute()
  await sql`create index quizzes_search_idx on quizzes using gin (search_vector)`.execute(db)
  await sql`drop index quizzes_public_language_idx`.execute(db)
  await db.schema.alterTable('quizzes').dropColumn('language').execute()
}
