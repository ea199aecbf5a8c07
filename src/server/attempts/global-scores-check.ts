import { sql } from 'kysely'
import type { DB } from '#server/db/index'

/**
 * How many rows of the global leaderboard (global_score_days and both periods of global_scores)
 * differ from a fresh count of the first attempts on approved quizzes, once the 30-day window has
 * been rolled to today: 0 when the triggers of db/functions kept them exact. Rows left at zero
 * count as absent. Used by the tests and the ranking benchmark.
 */
export async function globalScoresDrift(db: DB): Promise<number> {
  await sql`select global_scores_roll()`.execute(db)
  const { rows } = await sql<{ rows: number }>`
    with shares as (
      select a.user_id, india_day(a.submitted_at) as day,
             a.score * 10000 / greatest(a.total_possible_score, 1) as share
      from attempts a join quizzes q on q.id = a.quiz_id
      where a.is_ranked and q.status = 'approved'
    ),
    recount as (
      select 'day' as kind, user_id, day, sum(share)::bigint as points, count(*)::int as quizzes,
             day > india_day(now()) - 30 as in_window
      from shares group by user_id, day
      union all
      select 'all', user_id, 0, sum(share)::bigint, count(*)::int, true from shares group by user_id
      union all
      select '30d', user_id, 0, sum(share)::bigint, count(*)::int, true from shares
      where day > india_day(now()) - 30 group by user_id
    ),
    kept as (
      select 'day' as kind, user_id, day, points, quizzes, in_window from global_score_days
      where quizzes <> 0 or points <> 0
      union all
      select period, user_id, 0, points, quizzes, true from global_scores where quizzes <> 0 or points <> 0
    )
    select count(*)::int as rows from ((select * from recount except select * from kept)
                                        union all (select * from kept except select * from recount)) as d
  `.execute(db)
  return rows[0]?.rows ?? 0
}
