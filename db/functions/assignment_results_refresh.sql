-- The gradebook's cells, kept (docs/decisions/047-groups-and-assignments.md): one assignment_results
-- row per member and assignment they have started, holding how many attempts, how many are still
-- running, and their best submitted attempt (highest score, then the earliest submitted) with its
-- score, total, time and lateness. The gradebook reads these rows instead of grouping every
-- attempt of the group on each view, which grew with attempts × members.
--
-- A cell is recounted from its own few attempts whenever one of them is linked, finishes or goes,
-- so it always equals the grouping it replaces. A recount after a removal only updates or deletes:
-- the cascade that removes the link may be removing the member or the assignment too, and a row
-- written for them would be refused. Planned with sequential scans off, as every function here
-- that reads a table (docs/decisions/012-functions-plan-with-indexes.md).
create or replace function assignment_results_refresh(p_assignment uuid, p_user uuid, p_insert boolean)
returns void language plpgsql set enable_seqscan = off as $$
declare
  counts record;
  best record;
begin
  select count(*)::int as attempts, count(*) filter (where a.status = 'in_progress')::int as running
    into counts
    from assignment_attempts aa join attempts a on a.id = aa.attempt_id
   where aa.assignment_id = p_assignment and aa.user_id = p_user;
  if counts.attempts = 0 then
    delete from assignment_results where assignment_id = p_assignment and user_id = p_user;
    return;
  end if;
  select a.id, a.score, a.total_possible_score, a.submitted_at, aa.late
    into best
    from assignment_attempts aa join attempts a on a.id = aa.attempt_id
   where aa.assignment_id = p_assignment and aa.user_id = p_user and a.status = 'submitted'
   order by a.score desc nulls last, a.submitted_at
   limit 1;
  if p_insert then
    insert into assignment_results (assignment_id, user_id, attempts, running, best_attempt_id, score,
                                    total_possible_score, submitted_at, late)
    values (p_assignment, p_user, counts.attempts, counts.running, best.id, best.score,
            best.total_possible_score, best.submitted_at, best.late)
    on conflict (assignment_id, user_id) do update
      set attempts = excluded.attempts, running = excluded.running, best_attempt_id = excluded.best_attempt_id,
          score = excluded.score, total_possible_score = excluded.total_possible_score,
          submitted_at = excluded.submitted_at, late = excluded.late;
  else
    update assignment_results
       set attempts = counts.attempts, running = counts.running, best_attempt_id = best.id, score = best.score,
           total_possible_score = best.total_possible_score, submitted_at = best.submitted_at, late = best.late
     where assignment_id = p_assignment and user_id = p_user;
  end if;
end
$$;
