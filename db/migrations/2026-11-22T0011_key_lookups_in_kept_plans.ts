import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
//
// Two more plans that a connection keeps read tables whole once they had grown
// (docs/decisions/012-functions-plan-with-indexes.md). Each was a join, and a join planned on tiny
// tables is cheapest as a hash or merge join over them; even with sequential scans off, a merge
// join walks a whole index from its first entry until it finds the row.
// - attempt_result joined quizzes for the quiz's title. It now reads the title by a lookup of its
//   own, planned, like the rest of the function since migration 0010, with sequential scans off.
// - The session lookup, which every signed-in request makes as a named statement (decision 011),
//   joined sessions and users, and its kept plan read both tables whole. It becomes a call of
//   session_with_user: two lookups by primary key, planned with sequential scans off.
//
// A `create or replace function` drops the function's settings, so each is set again here.
export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(attemptResult(QUIZ_TITLE_BY_LOOKUP)).execute(db)
  await sql`
    create function session_with_user(p_session_id text)
    returns table (session_id text, secret_hash bytea, created_at timestamptz, last_verified_at timestamptz,
                   user_id uuid, username text, email text, role text)
    language plpgsql stable set enable_seqscan = off as $$
    declare
      s sessions;
      u users;
    begin
      select * into s from sessions where id = p_session_id;
      if not found then return; end if;
      select * into u from users where id = s.user_id;
      if not found then return; end if;
      return query select s.id, s.secret_hash, s.created_at, s.last_verified_at, u.id, u.username, u.email, u.role;
    end
    $$
  `.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function session_with_user(text)`.execute(db)
  await sql.raw(attemptResult(QUIZ_TITLE_BY_JOIN_0006)).execute(db)
}

const QUIZ_TITLE_BY_LOOKUP = {
  title: `(select q.title from quizzes q where q.id = a.quiz_id)`,
  from: `from attempts a`,
}

const QUIZ_TITLE_BY_JOIN_0006 = {
  title: `q.title`,
  from: `from attempts a join quizzes q on q.id = a.quiz_id`,
}

/** Migration 0006's attempt_result, with the quiz title's source given, and 0010's setting. */
function attemptResult(quiz: { title: string; from: string }) {
  return `
    create or replace function attempt_result(p_attempt_id uuid) returns jsonb language plpgsql stable
    set enable_seqscan = off as $$
    declare
      result jsonb;
    begin
      select jsonb_build_object(
        'id', a.id, 'quizId', a.quiz_id, 'userId', a.user_id, 'quizTitle', ${quiz.title},
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
      into result
      ${quiz.from}
      where a.id = p_attempt_id;
      return result;
    end
    $$
  `
}
