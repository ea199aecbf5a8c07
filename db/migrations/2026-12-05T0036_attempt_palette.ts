import { type Kysely, sql } from 'kysely'
import { applyFunctions } from '../functions/apply'

// Frozen in time: a migration never imports application code.
//
// The question palette of an attempt, as exam halls show it (not visited, not answered, answered,
// marked for review, answered and marked): what the server keeps besides the answers themselves,
// whether each question was seen and whether it is marked for review. Whether it is answered is
// read from attempt_answers, so the two can never disagree. Goes with its attempt. And an exam
// attempt's result carries its sections as served (attempt_result), for the breakdown by section.

/** The fingerprint of db/functions when this migration was written (functionsFingerprint). */
export const functionsFingerprint = 'd32e90b011f85bb1'

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table attempt_palette (
      attempt_id uuid not null references attempts (id) on delete cascade,
      question_index smallint not null check (question_index >= 0),
      marked boolean not null default false,
      primary key (attempt_id, question_index)
    )
  `.execute(db)
  await applyFunctions(db, functionsFingerprint)
}

// The functions it applied are replaced by the next migration that applies them: undoing a
// function change is a new migration, not a down.
export async function down(): Promise<void> {
  throw new Error('2026-12-05T0036_attempt_palette cannot be undone: roll forward with a new migration')
}
