-- The submit, a contest's busiest call, as one statement and one round trip
-- (docs/decisions/010-attempt-functions.md): under the attempt's row lock, save the last answers,
-- end the attempt, and return its result. A repeat submit (a double click, a retry) returns the
-- same result; another player's attempt, or none, returns null.
--
-- Why the attempt ended is decided here, never taken from the client: 'time_expired' when the
-- submission arrives at or after the time limit by the database clock (the grace period before
-- the deadline only forgives the network, it does not make a late submit a manual one); else
-- what a client may say of itself, 'all_completed', or 'manual'. 'anti_cheat' comes only from
-- the server's own violation path, which calls finalize_attempt directly.
--
-- Planned with sequential scans off, as every function here that reads a table
-- (docs/decisions/012-functions-plan-with-indexes.md).
create or replace function submit_attempt(p_attempt_id uuid, p_user_id uuid, p_answers jsonb, p_reason text,
                                          p_client_time_spent integer)
returns jsonb language plpgsql set enable_seqscan = off as $$
declare
  a attempts;
begin
  select * into a from attempts where id = p_attempt_id for update;
  if not found or a.user_id <> p_user_id then return null; end if;
  if a.status = 'in_progress' then
    if jsonb_array_length(p_answers) > 0 then
      perform save_attempt_answers(a.id, p_answers);
    end if;
    perform finalize_attempt(a.id,
      case when now() >= a.started_at + make_interval(secs => a.time_limit_seconds) then 'time_expired'
           when p_reason = 'all_completed' then 'all_completed'
           else 'manual' end,
      p_client_time_spent);
  end if;
  return attempt_result(a.id);
end
$$;
