import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
//
// Two more lookups of one attempt by its id that let stale statistics pick a whole-index scan
// (docs/decisions/010-attempt-functions.md, "A third plan problem"); migration 0008 fixed the
// first of this kind. Each asked for the attempt by id *and* by a column some partial index is
// defined on, so that index could answer too, reading every one of its entries and filtering on id:
//
// - attempt_rank asked `where id = ... and is_ranked`. With statistics from before anything was
//   ranked, attempts_leaderboard looks empty and wins: every rank on the result screen and every
//   submit walked the quiz's leaderboard up to the attempt (up to 83 pages for one rank with 6 000
//   ranked, in a contest).
// - finalize_attempt asked `where id = ... and status = 'in_progress'`. With statistics from when
//   nothing was in progress (any established platform, analysed overnight, before a contest
//   starts), attempts_one_in_progress looks empty and wins: every submit read every attempt then
//   in progress.
//
// Both now ask by id alone, which only the primary key answers, and check the rest in plpgsql.
export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(attemptRank(RANK_LOOKUP_BY_ID)).execute(db)
  await sql.raw(finalizeAttempt(FINALIZE_LOCK_BY_ID)).execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(attemptRank(RANK_LOOKUP_0006)).execute(db)
  await sql.raw(finalizeAttempt(FINALIZE_LOCK_0006)).execute(db)
}

const RANK_LOOKUP_BY_ID = `
      select * into a from attempts where id = p_attempt_id;
      if not found or not a.is_ranked then return null; end if;`

const RANK_LOOKUP_0006 = `
      select * into a from attempts where id = p_attempt_id and is_ranked;
      if not found then return null; end if;`

// A concurrent finisher holds the lock until it commits; this one then reads the row it left, so a
// second finish still sees 'submitted' and returns false, as the filtered lookup did.
const FINALIZE_LOCK_BY_ID = `
      select * into a from attempts where id = p_attempt_id for update;
      if not found or a.status <> 'in_progress' then return false; end if;`

const FINALIZE_LOCK_0006 = `
      select * into a from attempts where id = p_attempt_id and status = 'in_progress' for update;
      if not found then return false; end if;`

/** Migration 0006's attempt_rank, with the attempt's lookup given. */
function attemptRank(lookup: string) {
  return `
    create or replace function attempt_rank(p_attempt_id uuid) returns bigint language plpgsql stable as $$
    declare
      a attempts;
      ahead bigint;
    begin${lookup}
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
  `
}

/** Migration 0008's finalize_attempt, with the attempt's lock given. */
function finalizeAttempt(lock: string) {
  return `
    create or replace function finalize_attempt(p_attempt_id uuid, p_reason text, p_client_time_spent integer)
    returns boolean language plpgsql as $$
    declare
      a attempts;
      total integer;
      correct integer;
    begin${lock}
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
        is_ranked = not coalesce((select bool_or(mine.is_ranked) from attempts mine
                      where mine.user_id = a.user_id and mine.quiz_id = a.quiz_id), false)
                and not exists (select 1 from quizzes own where own.id = a.quiz_id and own.creator_id = a.user_id)
      where id = a.id;
      return true;
    end
    $$
  `
}
