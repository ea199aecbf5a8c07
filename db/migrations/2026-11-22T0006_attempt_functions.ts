import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
//
// The attempt's write path as database functions (docs/decisions/010-attempt-functions.md): a
// contest's busiest call, the submit, is one statement and one round trip instead of ten, and the
// scoring rules exist once, here, for every way an attempt ends (submit, deadline, anti-cheat).
// plpgsql keeps each statement's plan for the life of the connection.
//
// Unknown question ids raise SQLSTATE QZ001; the server turns it into a 400.
export async function up(db: Kysely<any>): Promise<void> {
  // One ranked attempt per player and quiz, as before, but keyed player first: then the only index
  // that reads a quiz's ranked attempts is attempts_leaderboard. Keyed (quiz_id, user_id), it
  // looked just as good to a plan made while a new quiz had no ranked attempts yet (a contest's
  // first minute), and attempt_rank's cached plan then walked every ranked attempt of the quiz.
  await sql`drop index attempts_one_ranked`.execute(db)
  await sql`create unique index attempts_one_ranked on attempts (user_id, quiz_id) where is_ranked`.execute(db)

  // A ranked attempt's place, from the counts of migration 0005: higher scores, the same score in
  // earlier minutes, the same minute in earlier seconds, then the same second off the index.
  await sql`
    create function attempt_rank(p_attempt_id uuid) returns bigint language plpgsql stable as $$
    declare
      a attempts;
      ahead bigint;
    begin
      select * into a from attempts where id = p_attempt_id and is_ranked;
      if not found then return null; end if;
      select
        coalesce((select sum(ranked) from leaderboard_counts
                  where quiz_id = a.quiz_id and grain = 0 and score > a.score), 0)
      + coalesce((select sum(ranked) from leaderboard_counts
                  where quiz_id = a.quiz_id and grain = 1 and score = a.score
                    and bucket < a.duration_ms / 60000), 0)
      + coalesce((select sum(ranked) from leaderboard_counts
                  where quiz_id = a.quiz_id and grain = 2 and score = a.score
                    and bucket >= (a.duration_ms / 60000) * 60 and bucket < a.duration_ms / 1000), 0)
      + (select count(*) from attempts b
         where b.quiz_id = a.quiz_id and b.is_ranked and -b.score = -a.score
           and b.duration_ms >= (a.duration_ms / 1000) * 1000
           and (b.duration_ms, b.submitted_at, b.id) < (a.duration_ms, a.submitted_at, a.id))
      into ahead;
      return ahead + 1;
    end
    $$
  `.execute(db)

  // Saves answers given by question id: the last one for a question wins, its time is clamped to
  // the question's limit, and nothing is stored once the attempt is over or past its deadline (by
  // the database clock). The share lock keeps a submit from scoring while answers land.
  await sql`
    create function save_attempt_answers(p_attempt_id uuid, p_answers jsonb) returns integer
    language plpgsql as $$
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
      if a.status <> 'in_progress' or now() > a.deadline_at then return 0; end if;
      insert into attempt_answers (attempt_id, question_index, selected_option, time_spent_seconds, saved_at)
      select distinct on (served.n)
             a.id, (served.n - 1)::integer, (given.value->>'selectedOption')::smallint,
             least(greatest(0, round(coalesce((given.value->>'timeSpentSeconds')::numeric, 0))),
                   (served.value->>'timeLimit')::integer)::integer,
             now()
      from jsonb_array_elements(p_answers) with ordinality as given (value, k)
      join jsonb_array_elements(a.questions) with ordinality as served (value, n)
        on served.value->>'questionId' = given.value->>'questionId'
      order by served.n, given.k desc
      on conflict (attempt_id, question_index) do update
        set selected_option = excluded.selected_option,
            time_spent_seconds = excluded.time_spent_seconds,
            saved_at = excluded.saved_at;
      get diagnostics saved = row_count;
      return saved;
    end
    $$
  `.execute(db)

  // Ends an attempt in progress: scores the answers saved by the deadline, ends it at the earlier
  // of now and the deadline (the reason becomes time_expired past it), and ranks it when it is the
  // player's first finished attempt on a quiz they did not write. False when it was already over.
  await sql`
    create function finalize_attempt(p_attempt_id uuid, p_reason text, p_client_time_spent integer)
    returns boolean language plpgsql as $$
    declare
      a attempts;
      total integer;
      correct integer;
    begin
      select * into a from attempts where id = p_attempt_id and status = 'in_progress' for update;
      if not found then return false; end if;
      select coalesce(sum((served.value->>'points')::integer), 0), count(*) into total, correct
      from attempt_answers saved
      join jsonb_array_elements(a.questions) with ordinality as served (value, n) on served.n = saved.question_index + 1
      where saved.attempt_id = a.id and saved.saved_at <= a.deadline_at
        and saved.selected_option = (served.value->>'correctIndex')::integer;
      update attempts set
        status = 'submitted',
        submit_reason = case when now() > a.deadline_at then 'time_expired' else p_reason end,
        submitted_at = least(now(), a.deadline_at),
        duration_ms = least(a.time_limit_seconds * 1000,
                            (extract(epoch from (least(now(), a.deadline_at) - a.started_at)) * 1000)::integer),
        score = total,
        correct_count = correct,
        client_time_spent_seconds = p_client_time_spent,
        is_ranked = not exists (select 1 from attempts ranked
                                where ranked.quiz_id = a.quiz_id and ranked.user_id = a.user_id and ranked.is_ranked)
                and not exists (select 1 from quizzes own where own.id = a.quiz_id and own.creator_id = a.user_id)
      where id = a.id;
      return true;
    end
    $$
  `.execute(db)

  // Everything the result screen reads, in one value: the attempt, its answers (with whether each
  // counted), its violations in order, its rank, and the database's clock.
  await sql`
    create function attempt_result(p_attempt_id uuid) returns jsonb language plpgsql stable as $$
    declare
      result jsonb;
    begin
      select jsonb_build_object(
        'id', a.id, 'quizId', a.quiz_id, 'userId', a.user_id, 'quizTitle', q.title,
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
      from attempts a join quizzes q on q.id = a.quiz_id
      where a.id = p_attempt_id;
      return result;
    end
    $$
  `.execute(db)

  // The submit: under the attempt's row lock, save the last answers, end the attempt, and return
  // its result. A repeat submit (a double click, a retry) returns the same result; another
  // player's attempt, or none, returns null.
  await sql`
    create function submit_attempt(p_attempt_id uuid, p_user_id uuid, p_answers jsonb, p_reason text,
                                   p_client_time_spent integer)
    returns jsonb language plpgsql as $$
    declare
      a attempts;
    begin
      select * into a from attempts where id = p_attempt_id for update;
      if not found or a.user_id <> p_user_id then return null; end if;
      if a.status = 'in_progress' then
        if jsonb_array_length(p_answers) > 0 then
          perform save_attempt_answers(a.id, p_answers);
        end if;
        perform finalize_attempt(a.id, p_reason, p_client_time_spent);
      end if;
      return attempt_result(a.id);
    end
    $$
  `.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index attempts_one_ranked`.execute(db)
  await sql`create unique index attempts_one_ranked on attempts (quiz_id, user_id) where is_ranked`.execute(db)
  await sql`drop function if exists submit_attempt(uuid, uuid, jsonb, text, integer)`.execute(db)
  await sql`drop function if exists attempt_result(uuid)`.execute(db)
  await sql`drop function if exists finalize_attempt(uuid, text, integer)`.execute(db)
  await sql`drop function if exists save_attempt_answers(uuid, jsonb)`.execute(db)
  await sql`drop function if exists attempt_rank(uuid)`.execute(db)
}
