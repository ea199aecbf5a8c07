import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
//
// In a contest everyone submits the same quiz, and most scores fall on a few values: every submit
// with score 3 updated the one (quiz, grain 0, score 3) count row and held its lock until commit, so
// those submits queued behind each other (1.8 ms of lock wait per submit at 300 a second). Each
// count is now spread over 8 rows, chosen by the attempt's id (so an attempt's increment and its
// later decrement land on the same row). Every reader already sums the counts, so none changes.
const SHARDS = 8

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table leaderboard_counts add column shard smallint not null default 0`.execute(db)
  await sql`alter table leaderboard_counts drop constraint leaderboard_counts_pkey`.execute(db)
  await sql`alter table leaderboard_counts add primary key (quiz_id, grain, score, bucket, shard)`.execute(db)

  // As in migration 0005, with the shard: rows are locked in primary-key order in every transaction.
  await sql`
    create function leaderboard_counts_add(q uuid, s integer, d integer, delta integer, part smallint)
    returns void language plpgsql as $$
    begin
      if delta > 0 then
        insert into leaderboard_counts as c (quiz_id, grain, score, bucket, shard, ranked)
        values (q, 0, s, 0, part, delta), (q, 1, s, d / 60000, part, delta), (q, 2, s, d / 1000, part, delta)
        on conflict (quiz_id, grain, score, bucket, shard) do update set ranked = c.ranked + excluded.ranked;
      else
        -- No insert here: the quiz may be going away in this very statement (a cascade).
        update leaderboard_counts set ranked = ranked + delta
        where quiz_id = q and grain = 0 and score = s and bucket = 0 and shard = part;
        update leaderboard_counts set ranked = ranked + delta
        where quiz_id = q and grain = 1 and score = s and bucket = d / 60000 and shard = part;
        update leaderboard_counts set ranked = ranked + delta
        where quiz_id = q and grain = 2 and score = s and bucket = d / 1000 and shard = part;
      end if;
    end
    $$
  `.execute(db)

  await sql
    .raw(
      `
    create or replace function attempts_leaderboard_counts() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        if old.is_ranked then
          perform leaderboard_counts_add(old.quiz_id, old.score, old.duration_ms, -1,
                                         (get_byte(uuid_send(old.id), 15) % ${SHARDS})::smallint);
        end if;
      end if;
      if tg_op <> 'DELETE' then
        if new.is_ranked then
          perform leaderboard_counts_add(new.quiz_id, new.score, new.duration_ms, 1,
                                         (get_byte(uuid_send(new.id), 15) % ${SHARDS})::smallint);
        end if;
      end if;
      return null;
    end
    $$
  `,
    )
    .execute(db)
  await sql`drop function leaderboard_counts_add(uuid, integer, integer, integer)`.execute(db)

  // The counts so far, spread the same way.
  await sql`delete from leaderboard_counts`.execute(db)
  await sql
    .raw(
      `
    insert into leaderboard_counts (quiz_id, grain, score, bucket, shard, ranked)
    select quiz_id, 0, score, 0, get_byte(uuid_send(id), 15) % ${SHARDS}, count(*) from attempts where is_ranked
    group by 1, 2, 3, 4, 5
    union all
    select quiz_id, 1, score, duration_ms / 60000, get_byte(uuid_send(id), 15) % ${SHARDS}, count(*) from attempts
    where is_ranked group by 1, 2, 3, 4, 5
    union all
    select quiz_id, 2, score, duration_ms / 1000, get_byte(uuid_send(id), 15) % ${SHARDS}, count(*) from attempts
    where is_ranked group by 1, 2, 3, 4, 5
  `,
    )
    .execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create function leaderboard_counts_add(q uuid, s integer, d integer, delta integer)
    returns void language plpgsql as $$
    begin
      if delta > 0 then
        insert into leaderboard_counts as c (quiz_id, grain, score, bucket, ranked)
        values (q, 0, s, 0, delta), (q, 1, s, d / 60000, delta), (q, 2, s, d / 1000, delta)
        on conflict (quiz_id, grain, score, bucket) do update set ranked = c.ranked + excluded.ranked;
      else
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
    create or replace function attempts_leaderboard_counts() returns trigger language plpgsql as $$
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
  await sql`drop function leaderboard_counts_add(uuid, integer, integer, integer, smallint)`.execute(db)
  await sql`
    create temporary table merged as
    select quiz_id, grain, score, bucket, sum(ranked)::integer as ranked from leaderboard_counts group by 1, 2, 3, 4
  `.execute(db)
  await sql`delete from leaderboard_counts`.execute(db)
  await sql`alter table leaderboard_counts drop constraint leaderboard_counts_pkey`.execute(db)
  await sql`alter table leaderboard_counts drop column shard`.execute(db)
  await sql`alter table leaderboard_counts add primary key (quiz_id, grain, score, bucket)`.execute(db)
  await sql`insert into leaderboard_counts select * from merged`.execute(db)
  await sql`drop table merged`.execute(db)
}
