-- A deleted quiz takes its per-section sums with it. No foreign key to the quiz, for the reason
-- the leaderboard's counts have none (quizzes_leaderboard_counts_cleanup): a new sum row would
-- lock its quiz row, and a quiz deleted during a submit would deadlock.
--
-- Planned with sequential scans off, as every function here that reads a table
-- (docs/decisions/012-functions-plan-with-indexes.md).
create or replace function quizzes_exam_section_sums_cleanup() returns trigger
language plpgsql set enable_seqscan = off as $$
begin
  delete from exam_section_sums where quiz_id = old.id;
  return null;
end
$$;

create or replace trigger quizzes_exam_section_sums_cleanup after delete on quizzes
for each row execute function quizzes_exam_section_sums_cleanup();
