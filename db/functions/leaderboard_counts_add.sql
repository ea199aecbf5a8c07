-- Moves one ranked attempt into (delta 1) or out of (delta -1) the leaderboard's counts, which
-- attempt_rank sums (docs/decisions/008-leaderboard-rank-counts.md):
--
--   grain 0: ranked attempts per (quiz, score)                        bucket = 0
--   grain 1: ranked attempts per (quiz, score, minute of duration)    bucket = duration_ms / 60000
--   grain 2: ranked attempts per (quiz, score, second of duration)    bucket = duration_ms / 1000
--
-- These are the leaderboard's order, coarsened: score first, then duration. Each count is spread
-- over 8 shards (`part`, chosen by the attempt's id), so a contest's submits, whose scores fall on a
-- few values, do not queue behind one row lock; readers sum the shards. Rows are locked in
-- primary-key order (grain 0, 1, 2), the same order in every transaction, so two submits never
-- deadlock here.
--
-- Planned with sequential scans off, as every function here that reads a table
-- (docs/decisions/012-functions-plan-with-indexes.md): the counts are empty at a contest's start.
create or replace function leaderboard_counts_add(q uuid, s numeric, d integer, delta integer, part smallint)
returns void language plpgsql set enable_seqscan = off as $$
begin
  if delta > 0 then
    insert into leaderboard_counts as c (quiz_id, grain, score, bucket, shard, ranked)
    values (q, 0, s, 0, part, delta), (q, 1, s, d / 60000, part, delta), (q, 2, s, d / 1000, part, delta)
    on conflict (quiz_id, grain, score, bucket, shard) do update set ranked = c.ranked + excluded.ranked;
  else
    -- No insert here: the quiz may be going away in this very statement (a cascade).
    update leaderboard_counts set ranked = ranked + delta
    where quiz_id = q and grain = 0 and score = s and bucket = 0 and shard = part;
    update leaderboard_counts set ranked = ranked + delta
    where quiz_id = q and grain = 1 and score = s and bucket = d / 60000 and shard = part;
    update leaderboard_counts set ranked = ranked + delta
    where quiz_id = q and grain = 2 and score = s and bucket = d / 1000 and shard = part;
  end if;
end
$$;
