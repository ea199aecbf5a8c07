-- A finished attempt counts for its player's streak, and earns a certificate when it reaches its
-- quiz's pass mark (docs/decisions/049-streaks-and-certificates.md). In the attempt's own
-- transaction, so every way an attempt ends counts the same: a submit, the sweep past the
-- deadline, an anti-cheat end, a live game's attempts (inserted finished).
--
-- The certificate is the player's first passing attempt on the quiz (one per player and quiz),
-- never their own quiz's, never a live game's (it holds only the questions the host asked, so its
-- share of the marks is not a share of the quiz's paper). The name, title and score are written as they are now: a certificate states
-- what was true when it was earned. Planned with sequential scans off, as every function here that
-- reads a table (docs/decisions/012-functions-plan-with-indexes.md).
create or replace function attempts_achievements() returns trigger language plpgsql set enable_seqscan = off as $$
declare
  q record;
begin
  perform record_activity(new.user_id, coalesce(new.submitted_at, now()));
  if new.game_id is not null or new.total_possible_score <= 0 then return null; end if;
  select quizzes.pass_mark, quizzes.title, quizzes.creator_id, users.username into q
  from quizzes join users on users.id = new.user_id
  where quizzes.id = new.quiz_id;
  if q.pass_mark is null or q.creator_id = new.user_id
     or coalesce(new.score, 0) * 100 < q.pass_mark * new.total_possible_score then
    return null;
  end if;
  insert into certificates (user_id, quiz_id, attempt_id, holder_name, quiz_title, score, total_score,
                            percent, pass_mark, issued_at)
  values (new.user_id, new.quiz_id, new.id, q.username, q.title, coalesce(new.score, 0), new.total_possible_score,
          floor(coalesce(new.score, 0) * 100 / new.total_possible_score)::smallint, q.pass_mark,
          coalesce(new.submitted_at, now()))
  on conflict (user_id, quiz_id) do nothing;
  return null;
end
$$;

create or replace trigger attempts_achievements_insert after insert on attempts
for each row when (new.status = 'submitted') execute function attempts_achievements();

create or replace trigger attempts_achievements_update after update on attempts
for each row when (old.status = 'in_progress' and new.status = 'submitted')
execute function attempts_achievements();
