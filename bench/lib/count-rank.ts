// The ranking benchmark's baseline: a rank found by counting everyone ahead over the leaderboard
// index, O(rank), beside the product's attempt_rank (a sum over maintained counts). The product
// never counts this way; only the benchmark does, to show what the counts save.
import { sql } from 'kysely'
import type { DB } from '#server/db/index'

export interface RankedAttempt {
  id: string
  quiz_id: string
  score: number | null
  duration_ms: number | null
}

export function countRankQuery(db: DB, row: RankedAttempt) {
  return db
    .selectFrom('attempts')
    .select((eb) => eb.fn.countAll<number>().as('ahead'))
    .where('quiz_id', '=', row.quiz_id)
    .where('is_ranked', '=', true)
    .where(
      sql<boolean>`(-score, duration_ms, submitted_at, id) < (${-(row.score ?? 0)}::int, ${row.duration_ms}::int, (select submitted_at from attempts self where self.id = ${row.id}::uuid), ${row.id}::uuid)`,
    )
}

export async function rankByCount(db: DB, row: RankedAttempt): Promise<number> {
  const { ahead } = await countRankQuery(db, row).executeTakeFirstOrThrow()
  return Number(ahead) + 1
}
