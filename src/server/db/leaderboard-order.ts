import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely'

/**
 * The leaderboard's order, stated once: the higher score first, then the shorter time, then the
 * earlier submission, then the attempt's id, so that no two attempts ever tie.
 *
 * In SQL it is one ascending row, (-score, duration_ms, submitted_at, id): the key of the index
 * attempts_leaderboard (so a quiz's top is read off the index in order, with no sort), the row
 * attempt_rank compares, and, coarsened to score, minute and second, the counts the triggers keep.
 * leaderboard-order.test.ts checks the index, attempt_rank and the counts against this list.
 */
export const LEADERBOARD_ORDER = [
  { column: 'score', direction: 'desc' },
  { column: 'duration_ms', direction: 'asc' },
  { column: 'submitted_at', direction: 'asc' },
  { column: 'id', direction: 'asc' },
] as const

/** The order's key over `table`, each part ascending, as the index stores it: score negated. */
function leaderboardKey(table: string): RawBuilder<unknown>[] {
  return LEADERBOARD_ORDER.map(({ column, direction }) => {
    const ref = sql.ref(`${table}.${column}`)
    return direction === 'desc' ? sql`(-${ref})` : sql`${ref}`
  })
}

/** Orders a query of attempts (under the name `table`) by the leaderboard's order. */
export function inLeaderboardOrder<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  table: string,
): SelectQueryBuilder<DB, TB, O> {
  return leaderboardKey(table).reduce((ordered, key) => ordered.orderBy(key), query)
}
