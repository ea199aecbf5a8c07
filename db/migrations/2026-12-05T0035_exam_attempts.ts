import { type Kysely, sql } from 'kysely'
import { applyFunctions } from '../functions/apply'

// Frozen in time: a migration never imports application code. db/functions is not application
// code: it is the schema's functions, one file each, the body in force.
//
// An attempt at an exam paper (docs/decisions/041-exam-sections.md) keeps the sections as served
// (their marking, clocks and questions by served place) and how many of a fixed order the player
// has closed early; each served question names its section and, on a section's own clock, when it
// closes. Full marks become marks to the hundredth, as scores are: a section may give 1.25 a question.

/** The fingerprint of db/functions when this migration was written (functionsFingerprint). */
export const functionsFingerprint = 'fde002d6a3f4e8b3'

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table attempts
      add column exam jsonb,
      add column sections_closed smallint not null default 0 check (sections_closed >= 0),
      alter column total_possible_score type numeric(10, 2)
  `.execute(db)
  await sql`alter table statistics_scores alter column total_possible_score type numeric(10, 2)`.execute(db)
  await applyFunctions(db, functionsFingerprint)
}

// The functions it applied are replaced by the next migration that applies them: undoing a
// function change is a new migration, not a down.
export async function down(): Promise<void> {
  throw new Error('2026-12-05T0035_exam_attempts cannot be undone: roll forward with a new migration')
}
