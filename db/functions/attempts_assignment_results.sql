-- The gradebook's kept cells (assignment_results_refresh): an attempt that finishes, if it was
-- for an assignment, recounts its cell (one look-up by the link's primary key for every other
-- attempt).
create or replace function attempts_assignment_results() returns trigger language plpgsql set enable_seqscan = off as $$
declare
  link record;
begin
  select assignment_id, user_id into link from assignment_attempts where attempt_id = new.id;
  if found then
    perform assignment_results_refresh(link.assignment_id, link.user_id, true);
  end if;
  return null;
end
$$;

create or replace trigger attempts_assignment_results after update on attempts
for each row when (old.status = 'in_progress' and new.status = 'submitted')
execute function attempts_assignment_results();
