-- The session lookup every signed-in request makes, as a named statement
-- (docs/decisions/011-prepared-statements.md): two lookups by primary key. A join of sessions and
-- users, kept as a plan made while both were tiny, read both tables whole as they grew.
--
-- Planned with sequential scans off (docs/decisions/012-functions-plan-with-indexes.md).
create or replace function session_with_user(p_session_id text)
returns table (session_id text, secret_hash bytea, created_at timestamptz, last_verified_at timestamptz,
               user_id uuid, username text, email text, role text)
language plpgsql stable set enable_seqscan = off as $$
declare
  s sessions;
  u users;
begin
  select * into s from sessions where id = p_session_id;
  if not found then return; end if;
  select * into u from users where id = s.user_id;
  if not found then return; end if;
  return query select s.id, s.secret_hash, s.created_at, s.last_verified_at, u.id, u.username, u.email, u.role;
end
$$;
