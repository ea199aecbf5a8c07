import type { DB } from '#server/db/index'

/** The palette's rows of an attempt: each question seen, and whether it is marked for review. */
export function paletteRows(db: DB, attemptId: string) {
  return db
    .selectFrom('attempt_palette')
    .select(['question_index', 'marked'])
    .where('attempt_id', '=', attemptId)
    .execute()
}

/** The places of the questions with an answer saved (a response, not one taken back). */
export function answeredIndexes(db: DB, attemptId: string) {
  return db
    .selectFrom('attempt_answers')
    .select('question_index')
    .where('attempt_id', '=', attemptId)
    .where('response', 'is not', null)
    .execute()
}

/** A question seen, marked for review or not. */
export async function setPaletteRow(db: DB, attemptId: string, questionIndex: number, marked: boolean) {
  await db
    .insertInto('attempt_palette')
    .values({ attempt_id: attemptId, question_index: questionIndex, marked })
    .onConflict((conflict) => conflict.columns(['attempt_id', 'question_index']).doUpdateSet({ marked }))
    .execute()
}
