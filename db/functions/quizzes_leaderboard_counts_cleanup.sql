-- A deleted quiz takes its leaderboard counts with it. The counts have no foreign key to the quiz:
-- a new count row would then lock its quiz row, and a quiz deleted while one of its attempts is
-- being submitted would deadlock.
--
-- Planned with sequential scans off, as every function here that reads a table
-- (docs/decisions/012-functions-plan-with-indexes.md).
create or replace function quizzes_leaderboard_counts_cleanup() returns trigger
language plpgsql set enable_seqscan = off as $$
begin
  delete from leaderboard_counts where quiz_id = old.id;
  return null;
end
$$;

create or replace trigger quizzes_leaderboard_counts_cleanup after delete on quizzes
for each row execute function quizzes_leaderboard_counts_cleanup();
