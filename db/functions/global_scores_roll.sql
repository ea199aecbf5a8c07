-- Keeps the '30d' rows of global_scores to the last 30 India days (today and the 29 before, by
-- india_day): every day row still in_window but older than that leaves the window, and its shares
-- leave its player's '30d' row. The global leaderboard calls it before it reads the '30d' board; with
-- nothing to move it is one probe of global_score_days_window. Whoever holds the advisory lock
-- rolls; a second caller at the same moment skips it and reads what the first leaves (at most the
-- day that just ended, for the length of one roll).
--
-- The day rows are all locked (the CTE's update runs to the end before its sums are grouped)
-- before any '30d' row, the order global_scores_add takes them in. A finalise adding to a day
-- being rolled holds that day's row: the roll waits, then reads the row as the finalise left it,
-- and takes out what it added too.
--
-- Planned with sequential scans off, as every function here that reads a table
-- (docs/decisions/012-functions-plan-with-indexes.md).
create or replace function global_scores_roll() returns integer
language plpgsql set enable_seqscan = off as $$
declare
  first_day integer := india_day(now()) - 29;
  moved integer;
begin
  if not exists (select 1 from global_score_days where in_window and day < first_day) then return 0; end if;
  if not pg_try_advisory_xact_lock(8019, 0) then return 0; end if;
  with expired as (
    update global_score_days set in_window = false
    where in_window and day < first_day
    returning user_id, points, quizzes
  ), per_player as (
    select user_id, sum(points) as points, sum(quizzes)::integer as quizzes, count(*)::integer as days
    from expired group by user_id
  ), moved_rows as (
    update global_scores s set points = s.points - e.points, quizzes = s.quizzes - e.quizzes
    from per_player e
    where s.period = '30d' and s.user_id = e.user_id
    returning e.days
  )
  select coalesce(sum(days), 0)::integer into moved from moved_rows;
  return moved;
end
$$;
