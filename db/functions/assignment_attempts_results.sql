-- The gradebook's kept cells (assignment_results_refresh): a link between an attempt and an
-- assignment made or removed recounts its cell.
create or replace function assignment_attempts_results() returns trigger language plpgsql set enable_seqscan = off as $$
begin
  if tg_op = 'INSERT' then
    perform assignment_results_refresh(new.assignment_id, new.user_id, true);
  else
    perform assignment_results_refresh(old.assignment_id, old.user_id, false);
  end if;
  return null;
end
$$;

create or replace trigger assignment_attempts_results after insert or delete on assignment_attempts
for each row execute function assignment_attempts_results();
