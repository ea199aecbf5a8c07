-- A quiz that becomes approved brings its players' first attempts into the global leaderboard; one
-- that stops being approved (rejected, unpublished, sent back to review by an edit) or is deleted
-- takes them out. One global_scores_add per ranked attempt, read off attempts_leaderboard: an
-- admin's action, paid once, so the finalise path stays three small upserts.
--
-- The exclusive advisory lock on the quiz waits for finalises of it in flight (they hold it
-- shared) and holds back new ones until this transaction ends; the attempts are read after it, so
-- each ranked attempt is counted by exactly one side. A deletion is handled before the row goes:
-- the cascade that follows deletes the attempts once the quiz is gone, and attempts_global_scores
-- then finds no approved quiz to take them out of.
--
-- Planned with sequential scans off, as every function here that reads a table
-- (docs/decisions/012-functions-plan-with-indexes.md).
-- A share is in hundredths of a per cent, rounded down: a score may be a fraction of a point
-- (numeric), and a whole score divides as integer division did before.
create or replace function quizzes_global_scores() returns trigger
language plpgsql set enable_seqscan = off as $$
declare
  q quizzes;
  delta integer;
  a record;
begin
  if tg_op = 'DELETE' then
    q := old;
    delta := -1;
  else
    q := new;
    delta := case when new.status = 'approved' then 1 else -1 end;
  end if;
  perform pg_advisory_xact_lock(8019, hashtext(q.id::text));
  for a in
    select user_id, submitted_at, score, total_possible_score from attempts
    where quiz_id = q.id and is_ranked
    order by user_id
  loop
    perform global_scores_add(a.user_id, india_day(a.submitted_at),
                              floor(a.score * 10000 / greatest(a.total_possible_score, 1))::integer, delta);
  end loop;
  return case when tg_op = 'DELETE' then old else null end;
end
$$;

create or replace trigger quizzes_global_scores_status after update of status on quizzes
for each row when ((old.status = 'approved') <> (new.status = 'approved'))
execute function quizzes_global_scores();

create or replace trigger quizzes_global_scores_delete before delete on quizzes
for each row when (old.status = 'approved') execute function quizzes_global_scores();
