import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
//
// plpgsql keeps each statement's plan for the life of the connection, and after five runs that can
// be one generic plan (docs/decisions/012-functions-plan-with-indexes.md). A plan made while a table
// was a page or two (a new platform, a contest's first minutes, a pool connection opened before the
// answers arrived) reads it whole, since a sequential scan of one page is cheapest, and it goes on
// reading it whole as the table grows, until something invalidates the plan: in the contest
// benchmark every submit scanned the rank counts three times (900 rows each by its end), and every
// result scanned the violations. Every statement in these functions looks rows up by a key an index
// serves, so each function now plans with sequential scans off, and its cached plans stay index
// scans whatever size the tables were when they were made.
//
// A `create or replace function` drops this setting unless it states it again; a test lists every
// plpgsql function of the schema that lacks it.
const FUNCTIONS = [
  'save_attempt_answers(uuid, jsonb)',
  'finalize_attempt(uuid, text, integer)',
  'attempt_rank(uuid)',
  'attempt_result(uuid)',
  'submit_attempt(uuid, uuid, jsonb, text, integer)',
  'leaderboard_counts_add(uuid, integer, integer, integer, smallint)',
  'quizzes_leaderboard_counts_cleanup()',
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const fn of FUNCTIONS) await sql.raw(`alter function ${fn} set enable_seqscan = off`).execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const fn of FUNCTIONS) await sql.raw(`alter function ${fn} reset enable_seqscan`).execute(db)
}
