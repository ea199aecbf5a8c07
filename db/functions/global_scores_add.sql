-- Moves one first attempt on an approved quiz into (delta 1) or out of (delta -1) the global
-- leaderboard (docs/decisions/025-global-leaderboard.md). Its share is its percentage in basis
-- points (score × 10000 / the most it could score, rounded down), so every quiz weighs the same
-- whatever its length, its points per question or its price:
--
--   global_score_days  the player's shares per India day of submission, and whether that day is
--                      still inside the rolling 30 days (in_window)
--   global_scores      per player, 'all' (every day) and '30d' (the days in_window): the sum of
--                      shares and the number of quizzes; the rating is a generated column
--
-- Rows are locked in one order in every transaction (the day, then 'all', then '30d'), the order
-- global_scores_roll takes them too (the day, then '30d'), so two finalises never deadlock here.
-- The day row's in_window, read back under its lock, says whether '30d' moves: a day that
-- global_scores_roll has already taken out of the window stays out.
--
-- Planned with sequential scans off, as every function here that reads a table
-- (docs/decisions/012-functions-plan-with-indexes.md).
create or replace function global_scores_add(p_user uuid, p_day integer, p_share integer, delta integer)
returns void language plpgsql set enable_seqscan = off as $$
declare
  counted boolean;
begin
  insert into global_score_days as d (user_id, day, points, quizzes, in_window)
  values (p_user, p_day, p_share * delta, delta,
          p_day > india_day(now()) - 30)
  on conflict (user_id, day) do update
    set points = d.points + excluded.points, quizzes = d.quizzes + excluded.quizzes
  returning d.in_window into counted;
  insert into global_scores as s (period, user_id, points, quizzes)
  values ('all', p_user, p_share * delta, delta)
  on conflict (period, user_id) do update
    set points = s.points + excluded.points, quizzes = s.quizzes + excluded.quizzes;
  if counted then
    insert into global_scores as s (period, user_id, points, quizzes)
    values ('30d', p_user, p_share * delta, delta)
    on conflict (period, user_id) do update
      set points = s.points + excluded.points, quizzes = s.quizzes + excluded.quizzes;
  end if;
end
$$;
