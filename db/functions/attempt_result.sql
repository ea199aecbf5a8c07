-- Everything the result screen reads, in one value: the attempt; its answers as scored_answers
-- scores them (whether each counted, was right, and what it earned); its violations in order;
-- its rank; whether it is past its deadline; the quiz's title, end time and current settings (so
-- answers can be revealed "after the quiz closes" by the database clock, and a creator who
-- tightens the setting protects past attempts at once); and the database's clock. The server
-- checks this shape with a zod schema where it reads it.
--
-- The quiz is read by a lookup of its key, not a join: a join planned on tiny tables is a hash or
-- merge join that, kept, walks a whole table or index. Planned with sequential scans off, as
-- every function here that reads a table (docs/decisions/012-functions-plan-with-indexes.md).
create or replace function attempt_result(p_attempt_id uuid) returns jsonb
language plpgsql stable set enable_seqscan = off as $$
declare
  result jsonb;
begin
  select jsonb_build_object(
    'id', a.id, 'quizId', a.quiz_id, 'userId', a.user_id,
    'status', a.status, 'submitReason', a.submit_reason, 'pastDeadline', past_deadline(now(), a.deadline_at),
    'startedAt', a.started_at, 'submittedAt', a.submitted_at,
    'timeLimitSeconds', a.time_limit_seconds, 'questions', a.questions, 'settings', a.settings, 'exam', a.exam,
    'totalPossibleScore', a.total_possible_score, 'score', a.score, 'correctCount', a.correct_count,
    'durationMs', a.duration_ms, 'isRanked', a.is_ranked, 'tabSwitches', a.tab_switches,
    'violationCount', a.violation_count, 'aiSummary', a.ai_summary, 'dbNow', now(),
    'rank', case when a.is_ranked then attempt_rank(a.id) end,
    'answers', (select coalesce(jsonb_agg(jsonb_build_object(
                  'index', s.question_index, 'selectedOption', s.selected_option, 'response', s.response,
                  'fractionNum', s.fraction_num, 'fractionDen', s.fraction_den,
                  'timeSpentSeconds', s.time_spent_seconds, 'counted', s.counted,
                  'isCorrect', s.is_correct, 'earned', s.earned)), '[]')
                from scored_answers(a.id, a.questions, a.deadline_at) as s),
    'violations', (select coalesce(jsonb_agg(jsonb_build_object(
                     'type', v.type, 'severity', v.severity, 'details', v.details, 'createdAt', v.created_at)
                     order by v.id), '[]')
                   from attempt_violations v where v.attempt_id = a.id))
    || (select jsonb_build_object('quizTitle', q.title, 'quizEndTime', q.end_time, 'quizSettings', q.settings)
        from quizzes q where q.id = a.quiz_id)
  into result
  from attempts a
  where a.id = p_attempt_id;
  return result;
end
$$;
