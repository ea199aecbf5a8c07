-- Correctness and points, read here and nowhere else: an attempt's saved answers, each with
-- whether it counted (saved by the deadline), whether it was right (counted, and its whole mark
-- earned) and the points it earned (counted: what the server's scorer gave it when it was saved,
-- the question's points times its fraction to the hundredth; else 0). The mark itself is decided
-- once, by score() in src/shared/questions/score.ts, when the answer is saved
-- (docs/decisions/035-question-types-stored.md); answers saved before types existed had theirs
-- written down by migration 0028 as this function decided them then. finalize_attempt sums it
-- into the score, attempt_result hands it to the result screen as it is.
--
-- A plain SQL function, not strict, not volatile and with no settings of its own, so the planner
-- inlines it into the calling query: it plans with the caller's settings (sequential scans off
-- in the attempt functions), reading attempt_answers by its primary key.
create or replace function scored_answers(p_attempt_id uuid, p_questions jsonb, p_deadline_at timestamptz)
returns table (question_index integer, question_id text, selected_option smallint, response jsonb,
               time_spent_seconds integer, counted boolean, is_correct boolean, fraction_num integer,
               fraction_den integer, earned numeric)
language sql stable as $$
  select s.question_index, served.value->>'questionId', s.selected_option, s.response, s.time_spent_seconds,
         judged.counted, judged.counted and s.fraction_num = s.fraction_den,
         case when judged.counted then s.fraction_num else 0 end, s.fraction_den,
         case when judged.counted then s.earned else 0 end
  from attempt_answers s
  join jsonb_array_elements(p_questions) with ordinality as served (value, n) on served.n = s.question_index + 1
  cross join lateral (select not past_deadline(s.saved_at, p_deadline_at)) as judged (counted)
  where s.attempt_id = p_attempt_id
$$;
