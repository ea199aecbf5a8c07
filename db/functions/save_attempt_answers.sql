-- Saves answers given by question id, each with the response as the player sent it and the mark
-- the server's scorer gave it (fractionNum/fractionDen, earned in points to the hundredth; the
-- database never marks an answer itself): the last one for a question wins, its time is clamped to
-- the question's limit, and nothing is stored once the attempt is over or past its deadline (by
-- the database clock). The share lock keeps a submit from scoring while answers land. An answer
-- to a question the attempt never served raises SQLSTATE QZ001, which the server turns into a 400.
-- An exam's section has its own deadline (docs/decisions/041-exam-sections.md): a question served
-- with `closesAfter` (seconds after the start, its grace included) takes no answer after that
-- moment, and none once its section was closed early (`section` below `sections_closed`).
--
-- Planned with sequential scans off: plpgsql keeps each statement's plan for the connection's
-- life, and a plan made while attempt_answers was a page or two would go on reading it whole as
-- it grew (docs/decisions/012-functions-plan-with-indexes.md). `create or replace` drops a
-- setting it does not state, so it is stated here.
create or replace function save_attempt_answers(p_attempt_id uuid, p_answers jsonb) returns integer
language plpgsql set enable_seqscan = off as $$
declare
  a attempts;
  saved integer;
begin
  select * into a from attempts where id = p_attempt_id for share;
  if not found then return 0; end if;
  if exists (
    select 1 from jsonb_array_elements(p_answers) as given
    where not exists (select 1 from jsonb_array_elements(a.questions) as served
                      where served->>'questionId' = given->>'questionId')
  ) then
    raise exception 'That question is not part of this attempt' using errcode = 'QZ001';
  end if;
  if a.status <> 'in_progress' or past_deadline(now(), a.deadline_at) then return 0; end if;
  insert into attempt_answers (attempt_id, question_index, selected_option, response, fraction_num, fraction_den,
                               earned, time_spent_seconds, saved_at)
  select distinct on (served.n)
         a.id, (served.n - 1)::integer, (given.value->>'selectedOption')::smallint,
         nullif(given.value->'response', 'null'::jsonb), (given.value->>'fractionNum')::integer,
         (given.value->>'fractionDen')::integer, (given.value->>'earned')::numeric,
         least(greatest(0, round(coalesce((given.value->>'timeSpentSeconds')::numeric, 0))),
               (served.value->>'timeLimit')::integer)::integer,
         now()
  from jsonb_array_elements(p_answers) with ordinality as given (value, k)
  join jsonb_array_elements(a.questions) with ordinality as served (value, n)
    on served.value->>'questionId' = given.value->>'questionId'
  where coalesce((served.value->>'section')::integer, 0) >= a.sections_closed
    and not coalesce(past_deadline(now(), a.started_at + make_interval(secs => (served.value->>'closesAfter')::numeric)),
                     false)
  order by served.n, given.k desc
  on conflict (attempt_id, question_index) do update
    set selected_option = excluded.selected_option,
        response = excluded.response,
        fraction_num = excluded.fraction_num,
        fraction_den = excluded.fraction_den,
        earned = excluded.earned,
        time_spent_seconds = excluded.time_spent_seconds,
        saved_at = excluded.saved_at;
  get diagnostics saved = row_count;
  return saved;
end
$$;
