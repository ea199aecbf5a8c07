import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('quizzes')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('creator_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('topic', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('difficulty', 'text', (col) => col.notNull().check(sql`difficulty in ('easy', 'medium', 'hard')`))
    .addColumn('is_paid', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('price_paise', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`price_paise >= 0`),
    )
    .addColumn('time_limit_seconds', 'integer', (col) => col.notNull().check(sql`time_limit_seconds >= 10`))
    .addColumn('start_time', 'timestamptz')
    .addColumn('end_time', 'timestamptz')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('draft', 'pending', 'approved', 'rejected')`),
    )
    .addColumn('rejection_reason', 'text')
    .addColumn('reviewed_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('settings', 'jsonb', (col) => col.notNull())
    .addColumn('question_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('attempt_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('search_vector', sql`tsvector`, (col) =>
      col.generatedAlwaysAs(sql`to_tsvector('simple', title || ' ' || topic || ' ' || description)`).stored(),
    )
    .addCheckConstraint('quizzes_paid_price', sql`is_paid or price_paise = 0`)
    .addCheckConstraint('quizzes_window_order', sql`start_time is null or end_time is null or end_time > start_time`)
    .execute()

  // The public list: approved quizzes, newest first, optionally by category and difficulty.
  await sql`create index quizzes_public_idx on quizzes (status, created_at desc, id desc)`.execute(db)
  await sql`create index quizzes_public_filter_idx on quizzes (status, category, difficulty, created_at desc)`.execute(
    db,
  )
  await sql`create index quizzes_search_idx on quizzes using gin (search_vector)`.execute(db)
  await sql`create index quizzes_creator_idx on quizzes (creator_id, created_at desc)`.execute(db)

  await db.schema
    .createTable('questions')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('quiz_id', 'uuid', (col) => col.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('options', 'jsonb', (col) => col.notNull().check(sql`jsonb_array_length(options) = 4`))
    .addColumn('correct_answer', 'smallint', (col) => col.notNull().check(sql`correct_answer between 0 and 3`))
    .addColumn('explanation', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('points', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sql`points >= 1`),
    )
    .addColumn('time_limit_seconds', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(30)
        .check(sql`time_limit_seconds >= 10`),
    )
    .addUniqueConstraint('questions_quiz_position_key', ['quiz_id', 'position'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('questions').execute()
  await db.schema.dropTable('quizzes').execute()
}
