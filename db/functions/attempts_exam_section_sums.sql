-- Keeps an exam's per-section sums over its first attempts (exam_section_sums) in the same
-- transaction as the attempt row, as attempts_leaderboard_counts keeps the per-score counts: an
-- attempt finalised as ranked, changed, deleted, or cascaded away with its quiz. A section's
-- average is its sum over its count, read from at most 8 rows (the shards) per section, never a
-- scan of the attempts. The shard is the attempt id's last byte modulo 8, as for the counts, so a
-- contest's submits do not queue behind one row and a decrement lands where its increment did.
-- Sections are locked in their order in every transaction, so two submits never deadlock here.
--
-- Planned with sequential scans off, as every function here that reads a table
-- (docs/decisions/012-functions-plan-with-indexes.md): the sums are empty at a contest's start.
create or replace function attempts_exam_section_sums() returns trigger
language plpgsql set enable_seqscan = off as $$
declare
  i integer;
begin
  if tg_op <> 'INSERT' and old.is_ranked and old.section_scores is not null then
    -- No insert here: the quiz may be going away in this very statement (a cascade).
    for i in 1 .. coalesce(array_length(old.section_scores, 1), 0) loop
      update exam_section_sums set ranked = ranked - 1, total = total - old.section_scores[i]
      where quiz_id = old.quiz_id and section = i - 1 and shard = get_byte(uuid_send(old.id), 15) % 8;
    end loop;
  end if;
  if tg_op <> 'DELETE' and new.is_ranked and new.section_scores is not null then
    for i in 1 .. coalesce(array_length(new.section_scores, 1), 0) loop
      insert into exam_section_sums as s (quiz_id, section, shard, ranked, total)
      values (new.quiz_id, i - 1, get_byte(uuid_send(new.id), 15) % 8, 1, new.section_scores[i])
      on conflict (quiz_id, section, shard) do update set ranked = s.ranked + 1, total = s.total + excluded.total;
    end loop;
  end if;
  return null;
end
$$;

-- Only rows that are or were ranked with section scores fire them: starts, autosaves, a quiz
-- without sections never do.
create or replace trigger attempts_exam_section_sums_insert after insert on attempts
for each row when (new.is_ranked and new.section_scores is not null) execute function attempts_exam_section_sums();

create or replace trigger attempts_exam_section_sums_update after update on attempts
for each row when (
  (old.is_ranked or new.is_ranked)
  and (old.is_ranked, old.quiz_id, old.section_scores) is distinct from (new.is_ranked, new.quiz_id, new.section_scores)
)
execute function attempts_exam_section_sums();

create or replace trigger attempts_exam_section_sums_delete after delete on attempts
for each row when (old.is_ranked and old.section_scores is not null) execute function attempts_exam_section_sums();
