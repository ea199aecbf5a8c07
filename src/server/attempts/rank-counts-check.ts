import { sql } from 'kysely'
import type { DB } from '#server/db/index'

/**
 * How many (grain, score, bucket) counts of a quiz differ from a fresh count of its ranked
 * attempts: 0 when the triggers of migrations 0005 and 0007 kept them exact (summed over shards).
 * Used by the tests and by the contest benchmark after its load.
 */
export async function rankCountsDrift(db: DB, quizId: string): Promise<number> {
  const { rows } = await sql<{ rows: number }>`
    with recount as (
      select 0 as grain, score, 0 as bucket, count(*)::int as ranked from attempts
      where quiz_id = ${quizId}::uuid and is_ranked group by score
      union all
      select 1, score, duration_ms / 60000, count(*)::int from attempts
      where quiz_id = ${quizId}::uuid and is_ranked group by score, duration_ms / 60000
      union all
      select 2, score, duration_ms / 1000, count(*)::int from attempts
      where quiz_id = ${quizId}::uuid and is_ranked group by score, duration_ms / 1000
    ),
    kept as (select grain::int, score, bucket, sum(ranked)::int as ranked from leaderboard_counts
             where quiz_id = ${quizId}::uuid group by grain, score, bucket having sum(ranked) <> 0)
    select count(*)::int as rows from ((select * from recount except select * from kept)
                                        union all (select * from kept except select * from recount)) as d
  `.execute(db)
  return rows[0]?.rows ?? 0
}
