-- Keeps each test series' leaderboard (series_scores) in the same transaction as the attempt row:
-- a player's first finished attempt on a mock (is_ranked: re-attempts are practice) adds its score
-- to their total in every series that holds the mock; a change to it moves the total; a deleted one
-- takes it out. The leaderboard then reads totals by an index, never the attempts.
--
-- It takes the shared advisory lock on the quiz that attempts_global_scores takes; creating a
-- series takes it exclusively on each mock before it counts the mocks' first attempts in, so a
-- finalise and a new series of the same mock never both miss each other's work.
--
-- Planned with sequential scans off, as every function here that reads a table
-- (docs/decisions/012-functions-plan-with-indexes.md): series_mocks is read by its quiz index.
create or replace function attempts_series_scores() returns trigger
language plpgsql set enable_seqscan = off as $$
begin
  if tg_op <> 'INSERT' and old.is_ranked then
    perform pg_advisory_xact_lock_shared(8019, hashtext(old.quiz_id::text));
    update series_scores s set score = s.score - coalesce(old.score, 0), mocks = s.mocks - 1
    from series_mocks sm
    where sm.quiz_id = old.quiz_id and s.series_id = sm.series_id and s.user_id = old.user_id;
  end if;
  if tg_op <> 'DELETE' and new.is_ranked then
    perform pg_advisory_xact_lock_shared(8019, hashtext(new.quiz_id::text));
    insert into series_scores as s (series_id, user_id, score, mocks)
    select sm.series_id, new.user_id, coalesce(new.score, 0), 1
    from series_mocks sm where sm.quiz_id = new.quiz_id
    order by sm.series_id
    on conflict (series_id, user_id) do update
      set score = s.score + excluded.score, mocks = s.mocks + 1;
  end if;
  return null;
end
$$;

create or replace trigger attempts_series_scores_insert after insert on attempts
for each row when (new.is_ranked) execute function attempts_series_scores();

create or replace trigger attempts_series_scores_update after update on attempts
for each row when (
  (old.is_ranked or new.is_ranked)
  and (old.is_ranked, old.quiz_id, old.user_id, old.score)
    is distinct from (new.is_ranked, new.quiz_id, new.user_id, new.score)
)
execute function attempts_series_scores();

create or replace trigger attempts_series_scores_delete after delete on attempts
for each row when (old.is_ranked) execute function attempts_series_scores();
