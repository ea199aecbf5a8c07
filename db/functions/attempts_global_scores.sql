-- Keeps the global leaderboard (global_scores_add) in the same transaction as the attempt row: a
-- first attempt finalised on an approved quiz adds its share; a change to what the share counts
-- (ranked, score, the most it could score, when it was submitted) moves it; a deleted one takes it
-- out. Only first finished attempts are ranked (is_ranked), so retakes never count.
--
-- Whether the quiz is approved is read after a shared advisory lock on the quiz, which
-- quizzes_global_scores takes exclusively before it moves a quiz's attempts in or out: a finalise
-- and an approval change of the same quiz never both miss each other's work.
--
-- A deleted quiz (or player) is already gone when the cascade deletes its attempts: the quiz
-- finds no approved quiz, so adds nothing (quizzes_global_scores took the shares out before the
-- quiz row went); a deleted player's rows go with them, so nothing is written for them.
--
-- Planned with sequential scans off, as every function here that reads a table
-- (docs/decisions/012-functions-plan-with-indexes.md): its reads are lookups by primary key.
-- A share is in hundredths of a per cent, rounded down: a score may be a fraction of a point
-- (numeric), and a whole score divides as integer division did before.
create or replace function attempts_global_scores() returns trigger
language plpgsql set enable_seqscan = off as $$
declare
  counts boolean;
begin
  if tg_op <> 'INSERT' and old.is_ranked then
    perform pg_advisory_xact_lock_shared(8019, hashtext(old.quiz_id::text));
    select q.status = 'approved' into counts from quizzes q where q.id = old.quiz_id;
    if coalesce(counts, false) and exists (select 1 from users u where u.id = old.user_id) then
      perform global_scores_add(old.user_id, india_day(old.submitted_at),
                                floor(old.score * 10000 / greatest(old.total_possible_score, 1))::integer, -1);
    end if;
  end if;
  if tg_op <> 'DELETE' and new.is_ranked then
    perform pg_advisory_xact_lock_shared(8019, hashtext(new.quiz_id::text));
    select q.status = 'approved' into counts from quizzes q where q.id = new.quiz_id;
    if coalesce(counts, false) then
      perform global_scores_add(new.user_id, india_day(new.submitted_at),
                                floor(new.score * 10000 / greatest(new.total_possible_score, 1))::integer, 1);
    end if;
  end if;
  return null;
end
$$;

create or replace trigger attempts_global_scores_insert after insert on attempts
for each row when (new.is_ranked) execute function attempts_global_scores();

create or replace trigger attempts_global_scores_update after update on attempts
for each row when (
  (old.is_ranked or new.is_ranked)
  and (old.is_ranked, old.quiz_id, old.user_id, old.score, old.total_possible_score, old.submitted_at)
    is distinct from (new.is_ranked, new.quiz_id, new.user_id, new.score, new.total_possible_score, new.submitted_at)
)
execute function attempts_global_scores();

create or replace trigger attempts_global_scores_delete after delete on attempts
for each row when (old.is_ranked) execute function attempts_global_scores();
