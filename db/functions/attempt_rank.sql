-- A ranked attempt's place on its quiz's leaderboard, in the leaderboard's order: the ascending
-- row (-score, duration_ms, submitted_at, id), as src/server/db/leaderboard-order.ts states it
-- and leaderboard-order.test.ts checks this function against. Counting everyone ahead over the
-- index attempts_leaderboard would be O(rank); the counts that attempts_leaderboard_counts keeps
-- make it a few hundred rows (docs/decisions/008-leaderboard-rank-counts.md): higher scores, the
-- same score in earlier minutes, the same minute in earlier seconds, then the same second off the
-- index. Null for an attempt that is not ranked.
--
-- The attempt is looked up by id alone and `is_ranked` checked in plpgsql: with `and is_ranked`
-- in the WHERE clause, statistics taken before anything was ranked let the planner walk the
-- quiz's leaderboard to find it. Planned with sequential scans off, as every function here that
-- reads a table (docs/decisions/012-functions-plan-with-indexes.md).
create or replace function attempt_rank(p_attempt_id uuid) returns bigint
language plpgsql stable set enable_seqscan = off as $$
declare
  a attempts;
  ahead bigint;
begin
  select * into a from attempts where id = p_attempt_id;
  if not found or not a.is_ranked then return null; end if;
  select
    coalesce((select sum(ranked) from leaderboard_counts
              where quiz_id = a.quiz_id and grain = 0 and score > a.score), 0)
  + coalesce((select sum(ranked) from leaderboard_counts
              where quiz_id = a.quiz_id and grain = 1 and score = a.score
                and bucket < a.duration_ms / 60000), 0)
  + coalesce((select sum(ranked) from leaderboard_counts
              where quiz_id = a.quiz_id and grain = 2 and score = a.score
                and bucket >= (a.duration_ms / 60000) * 60 and bucket < a.duration_ms / 1000), 0)
  + (select count(*) from attempts b
     where b.quiz_id = a.quiz_id and b.is_ranked and -b.score = -a.score
       and b.duration_ms >= (a.duration_ms / 1000) * 1000
       and (b.duration_ms, b.submitted_at, b.id) < (a.duration_ms, a.submitted_at, a.id))
  into ahead;
  return ahead + 1;
end
$$;
