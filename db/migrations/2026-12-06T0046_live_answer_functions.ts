import type { Kysely } from 'kysely'
import { applyFunctions } from '../functions/apply'

// Frozen in time: a migration never imports application code. db/functions is not application
// code: it is the schema's functions, one file each, the body in force.
//
// A live answer's read and insert become functions, live_answer_context and live_insert_answer,
// run as named statements: a full room answers within a second, and each answer's two statements
// were built, parsed and planned afresh.

/** The fingerprint of db/functions when this migration was written (functionsFingerprint). */
export const functionsFingerprint = 'c2d58f09e77f751b'

export async function up(db: Kysely<any>): Promise<void> {
  await applyFunctions(db, functionsFingerprint)
}

export async function down(): Promise<void> {
  throw new Error('2026-12-06T0046_live_answer_functions cannot be undone: roll forward with a new migration')
}
