import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
//
// Two things the server decides, not the client:
//
// - Why an attempt ended, which a client must not be able to claim for itself: 'time_expired' when
//   the submission arrives at or after the time limit by the database clock (the grace period only
//   forgives the network, it does not make a late submit a manual one); otherwise what the client
//   may say of itself, 'all_completed', or else 'manual'. 'anti_cheat' comes only from the
//   server's own violation path, which calls finalize_attempt directly.
// - When the correct answers may be shown. attempt_result also returns the quiz's end time and its
//   current settings, so the result can reveal answers "after the quiz closes" by the database
//   clock, and a creator who tightens the setting protects the answers at once.
//
// Both stay one statement on the submit's path, and both are planned with sequential scans off as
// migrations 0010 and 0011 set them (a `create or replace function` drops the setting unless it
// states it again).
export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(submitAttempt(REASON_DECIDED_HERE)).execute(db)
  await sql.raw(attemptResult(WITH_QUIZ_END_AND_SETTINGS)).execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(attemptResult(TITLE_ONLY_0011)).execute(db)
  await sql.raw(submitAttempt(REASON_AS_GIVEN_0006)).execute(db)
}

const REASON_DECIDED_HERE = `
          case when now() >= a.started_at + make_interval(secs => a.time_limit_seconds) then 'time_expired'
               when p_reason = 'all_completed' then 'all_completed'
               else 'manual' end`

const REASON_AS_GIVEN_0006 = `p_reason`

/** Migration 0006's submit_attempt, with the reason given to finalize_attempt, and 0010's setting. */
function submitAttempt(reason: string) {
  return `
    create or replace function submit_attempt(p_attempt_id uuid, p_user_id uuid, p_answers jsonb, p_reason text,
                                              p_client_time_spent integer)
    returns jsonb language plpgsql set enable_seqscan = off as $$
    declare
      a attempts;
    begin
      select * into a from attempts where id = p_attempt_id for update;
      if not found or a.user_id <> p_user_id then return null; end if;
      if a.status = 'in_progress' then
        if jsonb_array_length(p_answers) > 0 then
          perform save_attempt_answers(a.id, p_answers);
        end if;
        perform finalize_attempt(a.id, ${reason.trim()}, p_client_time_spent);
      end if;
      return attempt_result(a.id);
    end
    $$
  `
}

// One lookup of the quiz by its key, as migration 0011 made it, now for three of its columns.
const WITH_QUIZ_END_AND_SETTINGS = {
  quiz: `|| (select jsonb_build_object('quizTitle', q.title, 'quizEndTime', q.end_time, 'quizSettings', q.settings)
                 from quizzes q where q.id = a.quiz_id)`,
  title: ``,
}

const TITLE_ONLY_0011 = {
  quiz: ``,
  title: `'quizTitle', (select q.title from quizzes q where q.id = a.quiz_id),`,
}

/** Migration 0011's attempt_result, with the quiz's columns given. */
function attemptResult(quiz: { quiz: string; title: string }) {
  return `
    create or replace function attempt_result(p_attempt_id uuid) returns jsonb language plpgsql stable
    set enable_seqscan = off as $$
    declare
      result jsonb;
    begin
      select jsonb_build_object(
        'id', a.id, 'quizId', a.quiz_id, 'userId', a.user_id, ${quiz.title}
        'status', a.status, 'submitReason', a.submit_reason,
        'startedAt', a.started_at, 'deadlineAt', a.deadline_at, 'submittedAt', a.submitted_at,
        'timeLimitSeconds', a.time_limit_seconds, 'questions', a.questions, 'settings', a.settings,
        'totalPossibleScore', a.total_possible_score, 'score', a.score, 'correctCount', a.correct_count,
        'durationMs', a.duration_ms, 'isRanked', a.is_ranked, 'tabSwitches', a.tab_switches,
        'violationCount', a.violation_count, 'aiSummary', a.ai_summary, 'dbNow', now(),
        'rank', case when a.is_ranked then attempt_rank(a.id) end,
        'answers', (select coalesce(jsonb_agg(jsonb_build_object(
                      'index', s.question_index, 'selectedOption', s.selected_option,
                      'timeSpentSeconds', s.time_spent_seconds, 'counted', s.saved_at <= a.deadline_at)), '[]')
                    from attempt_answers s where s.attempt_id = a.id),
        'violations', (select coalesce(jsonb_agg(jsonb_build_object(
                         'type', v.type, 'severity', v.severity, 'details', v.details, 'createdAt', v.created_at)
                         order by v.id), '[]')
                       from attempt_violations v where v.attempt_id = a.id))
        ${quiz.quiz}
      into result
      from attempts a
      where a.id = p_attempt_id;
      return result;
    end
    $$
  `
}
