import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // Pictures on questions, options and explanations (decision 038): kept in the database, so a
  // backup (pg_dump, or PGlite's data directory) carries them with the questions that use them.
  // Stored re-encoded and stripped of metadata; the id is random, so a URL never names another.
  await db.schema
    .createTable('question_images')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('uploader_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('content_type', 'text', (col) =>
      col.notNull().check(sql`content_type in ('image/webp', 'image/jpeg', 'image/png')`),
    )
    .addColumn('alt', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull().check(sql`width > 0`))
    .addColumn('height', 'integer', (col) => col.notNull().check(sql`height > 0`))
    .addColumn('byte_size', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create index question_images_uploader_idx on question_images (uploader_id, created_at desc)`.execute(db)
  // Which questions use an image: containment (`definition @> '{"image": "<id>"}'`) by this index,
  // when an image's visibility is asked and when an account's unused images are erased.
  await sql`create index questions_definition_paths_idx on questions using gin (definition jsonb_path_ops)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index questions_definition_paths_idx`.execute(db)
  await db.schema.dropTable('question_images').execute()
}
