import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
//
// finalize_attempt decides whether an attempt is ranked: the player's first finished attempt on
// the quiz. Migration 0006 asked "does a ranked attempt of this player on this quiz exist?" with
// `is_ranked` in the WHERE clause, so two partial indexes could answer it: attempts_one_ranked
// (user_id, quiz_id) in one probe, or attempts_leaderboard (quiz_id, ...), reading every ranked
// attempt of the quiz and filtering on the player. While the statistics are those of a table with
// no ranked attempts yet (a new platform's first contest, or any database where autovacuum has not
// analysed since), both indexes look empty, the tie went to attempts_leaderboard, and each submit
// read the whole leaderboard: 1 800 rows per submit after 3 000 submits, growing with the contest
// (docs/decisions/010-attempt-functions.md, "A second plan problem").
//
// Now the question is asked of the player's own attempts on the quiz, without `is_ranked` in the
// WHERE clause, so no partial index over ranked attempts applies whatever the statistics say: it
// is answered from attempts_user_history (user_id, ...), a handful of rows.
export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(finalizeAttempt(FIRST_RANKED_BY_PLAYER)).execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(finalizeAttempt(FIRST_RANKED_0006)).execute(db)
}

const FIRST_RANKED_BY_PLAYER = `
        not coalesce((select bool_or(mine.is_ranked) from attempts mine
                      where mine.user_id = a.user_id and mine.quiz_id = a.quiz_id), false)`

const FIRST_RANKED_0006 = `
        not exists (select 1 from attempts ranked
                    where ranked.quiz_id = a.quiz_id and ranked.user_id = a.user_id and ranked.is_ranked)`

/** Migration 0006's finalize_attempt, with the "first ranked attempt" test given. */
function finalizeAttempt(firstRanked: string) {
  return `
    create or replace function finalize_attempt(p_attempt_id uuid, p_reason text, p_client_time_spent integer)
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
        is_ranked = ${firstRanked.trim()}
                and not exists (select 1 from quizzes own where own.id = a.quiz_id and own.creator_id = a.user_id)
      where id = a.id;
      return true;
    end
    $$
  `
}
