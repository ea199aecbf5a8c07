import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('attempts')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('quiz_id', 'uuid', (col) => col.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('in_progress')
        .check(sql`status in ('in_progress', 'submitted')`),
    )
    // The server's clock decides: start, deadline (limit + grace) and submission are database times.
    .addColumn('started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('time_limit_seconds', 'integer', (col) => col.notNull())
    .addColumn('deadline_at', 'timestamptz', (col) => col.notNull())
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('submit_reason', 'text', (col) =>
      col.check(sql`submit_reason in ('manual', 'time_expired', 'all_completed', 'anti_cheat')`),
    )
    // The questions as served to this attempt (order, option order, correct index, points).
    .addColumn('questions', 'jsonb', (col) => col.notNull())
    .addColumn('settings', 'jsonb', (col) => col.notNull())
    .addColumn('total_possible_score', 'integer', (col) => col.notNull())
    .addColumn('score', 'integer')
    .addColumn('correct_count', 'integer')
    .addColumn('duration_ms', 'integer')
    .addColumn('is_ranked', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('tab_switches', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('violation_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('client_time_spent_seconds', 'integer')
    .addColumn('ai_summary', 'text')
    .addCheckConstraint(
      'attempts_submitted_has_result',
      sql`status = 'in_progress' or (submitted_at is not null and score is not null and duration_ms is not null)`,
    )
    .execute()

  // One attempt in progress per player and quiz: a second start resumes it, even under a race.
  await sql`create unique index attempts_one_in_progress on attempts (quiz_id, user_id) where status = 'in_progress'`.execute(
    db,
  )
  // One ranked attempt per player and quiz: the first one submitted.
  await sql`create unique index attempts_one_ranked on attempts (quiz_id, user_id) where is_ranked`.execute(db)
  // The leaderboard order, read straight off the index: score, then time, then submission.
  // (-score) so that one ascending row comparison (a, b, c, d) < (...) counts everyone ranked above.
  await sql`create index attempts_leaderboard on attempts (quiz_id, (-score), duration_ms, submitted_at, id) where is_ranked`.execute(
    db,
  )
  await sql`create index attempts_user_history on attempts (user_id, started_at desc)`.execute(db)
  await sql`create index attempts_open_deadline on attempts (deadline_at) where status = 'in_progress'`.execute(db)

  await db.schema
    .createTable('attempt_answers')
    .addColumn('attempt_id', 'uuid', (col) => col.notNull().references('attempts.id').onDelete('cascade'))
    .addColumn('question_index', 'integer', (col) => col.notNull())
    .addColumn('selected_option', 'smallint', (col) => col.check(sql`selected_option between 0 and 3`))
    .addColumn('time_spent_seconds', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('saved_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('attempt_answers_pkey', ['attempt_id', 'question_index'])
    .execute()

  await db.schema
    .createTable('attempt_violations')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('attempt_id', 'uuid', (col) => col.notNull().references('attempts.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`type in ('tab_switch', 'copy_paste', 'keyboard_shortcut', 'fullscreen_exit', 'fullscreen_violation')`,
        ),
    )
    .addColumn('severity', 'text', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('client_timestamp', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('attempt_violations_attempt_idx')
    .on('attempt_violations')
    .columns(['attempt_id', 'id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('attempt_violations').execute()
  await db.schema.dropTable('attempt_answers').execute()
  await db.schema.dropTable('attempts').execute()
}
