-- Keeps the leaderboard's counts in the same transaction as the attempt row: an attempt finalised
-- as ranked, changed, deleted, or cascaded away with its quiz or its player. Nothing in the
-- application writes the counts. The shard is the attempt id's last byte modulo 8, so an
-- attempt's increment and its later decrement land on the same row.
--
-- No planner setting: it reads no table itself; leaderboard_counts_add does, with its own.
create or replace function attempts_leaderboard_counts() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    if old.is_ranked then
      perform leaderboard_counts_add(old.quiz_id, old.score, old.duration_ms, -1,
                                     (get_byte(uuid_send(old.id), 15) % 8)::smallint);
    end if;
  end if;
  if tg_op <> 'DELETE' then
    if new.is_ranked then
      perform leaderboard_counts_add(new.quiz_id, new.score, new.duration_ms, 1,
                                     (get_byte(uuid_send(new.id), 15) % 8)::smallint);
    end if;
  end if;
  return null;
end
$$;

-- Only rows that are or were ranked fire them: starts, autosaves and violations never do. An
-- update moves the counts only when what they count by changes (ranked, quiz, score, duration).
create or replace trigger attempts_leaderboard_counts_insert after insert on attempts
for each row when (new.is_ranked) execute function attempts_leaderboard_counts();

create or replace trigger attempts_leaderboard_counts_update after update on attempts
for each row when (
  (old.is_ranked or new.is_ranked)
  and (old.is_ranked, old.quiz_id, old.score, old.duration_ms)
    is distinct from (new.is_ranked, new.quiz_id, new.score, new.duration_ms)
)
execute function attempts_leaderboard_counts();

create or replace trigger attempts_leaderboard_counts_delete after delete on attempts
for each row when (old.is_ranked) execute function attempts_leaderboard_counts();
