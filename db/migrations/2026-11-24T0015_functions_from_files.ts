import type { Kysely } from 'kysely'
import { applyFunctions } from '../functions/apply'

// Frozen in time: a migration never imports application code. db/functions is not application
// code: it is the schema's functions, one file each, the body in force.
//
// From here on every function and trigger of the schema is the text of its file in db/functions,
// and a change to one is an edit of its file and a new migration like this one. The migrations
// before it keep their own text: on an empty database they still create each function as it was
// then, and this one replaces it with the file's. What this one brings in:
//
// - Correctness and points are decided once, by scored_answers: finalize_attempt sums it into the
//   score, attempt_result returns it per answer (isCorrect, earned) for the result screen.
// - The deadline is decided once, by past_deadline: saving, finishing, whether an answer counted,
//   and attempt_result's pastDeadline, which the server reads instead of comparing clocks itself.
//
// A migration that applies the files records their fingerprint, and applies them only while they
// still have it: once a later migration has changed a function, that one applies them instead. So
// on an empty database each function is replaced once, by the last such migration, after all the
// schema it names exists.

/** The fingerprint of db/functions when this migration was written (functionsFingerprint). */
export const functionsFingerprint = '7e596bafb09bf916'

export async function up(db: Kysely<any>): Promise<void> {
  await applyFunctions(db, functionsFingerprint)
}

// The bodies this replaced live in the migrations that wrote them; the files hold only the newest.
// Undoing a function change is a new migration, not a down.
export async function down(): Promise<void> {
  throw new Error('2026-11-24T0015_functions_from_files cannot be undone: roll forward with a new migration')
}
