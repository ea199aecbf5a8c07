import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
//
// plpgsql keeps each statement's plan for the life of the connection, and after five runs that can
// be one generic plan (docs/decisions/012-functions-plan-with-indexes.md). A plan made while a table
// was a page or two (a new platform, a contest's first minutes, a pool connection opened before the
// answers arrived) reads it whole, since a sequential scan of one page is cheapest, and it goes on
// reading it whole as the table grows, until something invalidates the plan: in the contest
// benchmark every submit scanned the rank counts three times (900 rows each by its end), and every
// result scanned the violations. Each function that reads a table now plans with sequential scans
// off, so the plans it keeps are index scans whatever size the tables were when they were made.
//
// Two statements also change shape, since with sequential scans off a join made on tiny tables
// can still walk a whole index (a merge join from the index's first entry) to find one row:
// - attempt_result reads its quiz's title by a lookup of its own instead of a join;
// - the session lookup, which every signed-in request makes as a prepared statement (decision
//   011) and so also keeps its plan, becomes session_with_user: two lookups by primary key.
//
// A `create or replace function` drops this setting unless it states it again; a test lists every
// plpgsql function of the schema that lacks it.
const FUNCTIONS = [
  'save_attempt_answers(uuid, jsonb)',
  'finalize_attempt(uuid, text, integer)',
  'attempt_rank(uuid)',
  'attempt_result(uuid)',
  'submit_attempt(uuid, uuid, jsonb, text, integer)',
  'leaderboard_counts_add(uuid, integer, integer, integer, smallint)',
  'quizzes_leaderboard_counts_cleanup()',
  'session_with_user(text)',
]

export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(attemptResult(QUIZ_TITLE_BY_LOOKUP)).execute(db)
  await sql`
    create function session_with_user(p_session_id text)
    returns table (session_id text, secret_hash bytea, created_at timestamptz, last_verified_at timestamptz,
                   user_id uuid, username text, email text, role text)
    language plpgsql stable as $$
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
  for (const fn of FUNCTIONS) await sql.raw(`alter function ${fn} set enable_seqscan = off`).execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function session_with_user(text)`.execute(db)
  for (const fn of FUNCTIONS.filter((name) => !name.startsWith('session_with_user'))) {
    await sql.raw(`alter function ${fn} reset enable_seqscan`).execute(db)
  }
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

/** Migration 0006's attempt_result, with the quiz title's source given. */
function attemptResult(quiz: { title: string; from: string }) {
  return `
    create or replace function attempt_result(p_attempt_id uuid) returns jsonb language plpgsql stable as $$
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
