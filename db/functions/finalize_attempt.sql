-- Ends an attempt in progress: scores the answers by scored_answers, ends it at the earlier of now
-- and the deadline (the reason becomes time_expired past it), and ranks it when it is the player's
-- first finished attempt on a quiz they did not write. False when it was already over. An exam's
-- question left without a counted answer earns its section's mark for skipping (usually 0). An
-- exam attempt also keeps its score per section (section_scores, by the same two rules), which
-- attempts_exam_section_sums adds to its quiz's sums when the attempt is ranked.
--
-- Every lookup is by a key only one index answers, with the rest checked in plpgsql: asked by id
-- and by a column some partial index is defined on (`and status = 'in_progress'`, `and
-- is_ranked`), statistics taken while that index was empty let the planner read every entry of it
-- instead. So the row is locked by id alone (a concurrent finisher holds the lock until it
-- commits; this one then reads the row it left, and returns false), and "first ranked attempt"
-- is asked of the player's own attempts (attempts_user_history, a handful of rows), without
-- `is_ranked` in the WHERE clause.
--
-- Planned with sequential scans off, as every function here that reads a table
-- (docs/decisions/012-functions-plan-with-indexes.md): kept plans made on tiny tables would
-- otherwise read them whole as they grow.
create or replace function finalize_attempt(p_attempt_id uuid, p_reason text, p_client_time_spent integer)
returns boolean language plpgsql set enable_seqscan = off as $$
declare
  a attempts;
  total numeric;
  correct integer;
  per_section numeric[];
begin
  select * into a from attempts where id = p_attempt_id for update;
  if not found or a.status <> 'in_progress' then return false; end if;
  select coalesce(sum(scored.earned), 0), count(*) filter (where scored.is_correct) into total, correct
  from scored_answers(a.id, a.questions, a.deadline_at) as scored;
  if a.exam is not null and exists (select 1 from jsonb_array_elements(a.exam->'sections') as section
                                    where (section->'marking'->>'skipped')::numeric <> 0) then
    total := total + coalesce((
      select sum((a.exam->'sections'->((served.value->>'section')::integer)->'marking'->>'skipped')::numeric) / 100
      from jsonb_array_elements(a.questions) with ordinality as served (value, n)
      where not exists (select 1 from scored_answers(a.id, a.questions, a.deadline_at) as scored
                        where scored.question_index = served.n - 1 and scored.counted and scored.response is not null)
    ), 0);
  end if;
  if a.exam is not null then
    select array_agg(coalesce(marks.score, 0) order by section.n) into per_section
    from jsonb_array_elements(a.exam->'sections') with ordinality as section (value, n)
    left join (
      select (served.value->>'section')::integer as place,
             sum(coalesce(scored.earned, 0)
                 + case when scored.counted and scored.response is not null then 0
                        else (a.exam->'sections'->((served.value->>'section')::integer)->'marking'->>'skipped')::numeric / 100
                   end) as score
      from jsonb_array_elements(a.questions) with ordinality as served (value, n)
      left join scored_answers(a.id, a.questions, a.deadline_at) as scored on scored.question_index = served.n - 1
      group by 1
    ) as marks on marks.place = section.n - 1;
  end if;
  update attempts set
    status = 'submitted',
    submit_reason = case when past_deadline(now(), a.deadline_at) then 'time_expired' else p_reason end,
    submitted_at = least(now(), a.deadline_at),
    duration_ms = least(a.time_limit_seconds * 1000,
                        (extract(epoch from (least(now(), a.deadline_at) - a.started_at)) * 1000)::integer),
    score = total,
    correct_count = correct,
    section_scores = per_section,
    client_time_spent_seconds = p_client_time_spent,
    is_ranked = not coalesce((select bool_or(mine.is_ranked) from attempts mine
                              where mine.user_id = a.user_id and mine.quiz_id = a.quiz_id), false)
            and not exists (select 1 from quizzes own where own.id = a.quiz_id and own.creator_id = a.user_id)
  where id = a.id;
  return true;
end
$$;
