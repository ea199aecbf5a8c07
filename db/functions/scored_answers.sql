-- Correctness and points, decided here and nowhere else: an attempt's saved answers, each with
-- whether it counted (saved by the deadline), whether it was right (counted, and the option the
-- attempt served as correct), and the points it earned (the question's points when right, else 0).
-- finalize_attempt sums it into the score, attempt_result hands it to the result screen as it is.
--
-- A plain SQL function, not strict, not volatile and with no settings of its own, so the planner
-- inlines it into the calling query: it plans with the caller's settings (sequential scans off
-- in the attempt functions), reading attempt_answers by its primary key.
create or replace function scored_answers(p_attempt_id uuid, p_questions jsonb, p_deadline_at timestamptz)
returns table (question_index integer, question_id text, selected_option smallint, time_spent_seconds integer,
               counted boolean, is_correct boolean, earned integer)
language sql stable as $$
  select s.question_index, served.value->>'questionId', s.selected_option, s.time_spent_seconds,
         judged.counted, judged.is_correct,
         case when judged.is_correct then (served.value->>'points')::integer else 0 end
  from attempt_answers s
  join jsonb_array_elements(p_questions) with ordinality as served (value, n) on served.n = s.question_index + 1
  cross join lateral (
    select counted, counted and s.selected_option is not distinct from (served.value->>'correctIndex')::smallint
    from (select not past_deadline(s.saved_at, p_deadline_at)) as saved (counted)
  ) as judged (counted, is_correct)
  where s.attempt_id = p_attempt_id
$$;
