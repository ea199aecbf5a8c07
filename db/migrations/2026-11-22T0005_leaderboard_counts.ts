import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
//
// A rank is its place among a quiz's ranked attempts (score desc, duration asc, submitted_at asc,
// id asc). Counting the attempts ahead over the index is O(rank): tens of milliseconds at a million.
// These counts make it O(a few hundred rows) (docs/decisions/008-leaderboard-rank-counts.md):
//
//   grain 0: ranked attempts per (quiz, score)                                  bucket = 0
//   grain 1: ranked attempts per (quiz, score, minute of duration)              bucket = duration_ms / 60000
//   grain 2: ranked attempts per (quiz, score, second of duration)              bucket = duration_ms / 1000
//
// rank = 1 + (grain 0, higher scores) + (grain 1, same score, earlier minutes)
//          + (grain 2, same score, same minute, earlier seconds)
//          + (attempts in the same score and second that come first, an index range of the leaderboard)
//
// Triggers keep the counts in the same transaction as the attempt row: finalised as ranked, changed,
// deleted, or cascaded away with its quiz or its player. Nothing in the application writes them.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table leaderboard_counts (
      -- No foreign key: a new count row would then lock its quiz row, and a quiz deleted while one
      -- of its attempts is being submitted would deadlock. A trigger on quizzes clears the counts.
      quiz_id uuid not null,
      grain smallint not null check (grain in (0, 1, 2)),
      score integer not null,
      bucket integer not null,
      ranked integer not null,
      primary key (quiz_id, grain, score, bucket)
    )
  `.execute(db)

  // Rows are locked in primary-key order (grain 0, 1, 2), the same order in every transaction.
  await sql`
    create function leaderboard_counts_add(q uuid, s integer, d integer, delta integer)
    returns void language plpgsql as $$
    begin
      if delta > 0 then
        insert into leaderboard_counts as c (quiz_id, grain, score, bucket, ranked)
        values (q, 0, s, 0, delta), (q, 1, s, d / 60000, delta), (q, 2, s, d / 1000, delta)
        on conflict (quiz_id, grain, score, bucket) do update set ranked = c.ranked + excluded.ranked;
      else
        -- No insert here: the quiz may be going away in this very statement (a cascade).
        update leaderboard_counts set ranked = ranked + delta
        where quiz_id = q and grain = 0 and score = s and bucket = 0;
        update leaderboard_counts set ranked = ranked + delta
        where quiz_id = q and grain = 1 and score = s and bucket = d / 60000;
        update leaderboard_counts set ranked = ranked + delta
        where quiz_id = q and grain = 2 and score = s and bucket = d / 1000;
      end if;
    end
    $$
  `.execute(db)

  await sql`
    create function attempts_leaderboard_counts() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        if old.is_ranked then
          perform leaderboard_counts_add(old.quiz_id, old.score, old.duration_ms, -1);
        end if;
      end if;
      if tg_op <> 'DELETE' then
        if new.is_ranked then
          perform leaderboard_counts_add(new.quiz_id, new.score, new.duration_ms, 1);
        end if;
      end if;
      return null;
    end
    $$
  `.execute(db)

  // Only rows that are or were ranked fire them: starts, autosaves and violations never do.
  await sql`
    create trigger attempts_leaderboard_counts_insert after insert on attempts
    for each row when (new.is_ranked) execute function attempts_leaderboard_counts()
  `.execute(db)
  await sql`
    create trigger attempts_leaderboard_counts_update after update on attempts
    for each row when (
      (old.is_ranked or new.is_ranked)
      and (old.is_ranked, old.quiz_id, old.score, old.duration_ms)
        is distinct from (new.is_ranked, new.quiz_id, new.score, new.duration_ms)
    )
    execute function attempts_leaderboard_counts()
  `.execute(db)
  await sql`
    create trigger attempts_leaderboard_counts_delete after delete on attempts
    for each row when (old.is_ranked) execute function attempts_leaderboard_counts()
  `.execute(db)

  // The attempts ranked before this migration.
  await sql`
    insert into leaderboard_counts (quiz_id, grain, score, bucket, ranked)
    select quiz_id, 0, score, 0, count(*) from attempts where is_ranked group by quiz_id, score
    union all
    select quiz_id, 1, score, duration_ms / 60000, count(*) from attempts where is_ranked
    group by quiz_id, score, duration_ms / 60000
    union all
    select quiz_id, 2, score, duration_ms / 1000, count(*) from attempts where is_ranked
    group by quiz_id, score, duration_ms / 1000
  `.execute(db)

  await sql`
    create function quizzes_leaderboard_counts_cleanup() returns trigger language plpgsql as $$
    begin
      delete from leaderboard_counts where quiz_id = old.id;
      return null;
    end
    $$
  `.execute(db)
  await sql`
    create trigger quizzes_leaderboard_counts_cleanup after delete on quizzes
    for each row execute function quizzes_leaderboard_counts_cleanup()
  `.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists quizzes_leaderboard_counts_cleanup on quizzes`.execute(db)
  await sql`drop function if exists quizzes_leaderboard_counts_cleanup()`.execute(db)
  await sql`drop trigger if exists attempts_leaderboard_counts_delete on attempts`.execute(db)
  await sql`drop trigger if exists attempts_leaderboard_counts_update on attempts`.execute(db)
  await sql`drop trigger if exists attempts_leaderboard_counts_insert on attempts`.execute(db)
  await sql`drop function if exists attempts_leaderboard_counts()`.execute(db)
  await sql`drop function if exists leaderboard_counts_add(uuid, integer, integer, integer)`.execute(db)
  await sql`drop table if exists leaderboard_counts`.execute(db)
}
