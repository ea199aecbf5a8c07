-- The deadline rule, decided here and nowhere else: a moment is past an attempt's deadline
-- when it comes strictly after it. An answer saved at the deadline still counts, a save or a
-- finish after it does not, and the server reads whether an attempt is over from this function.
--
-- A plain SQL function with no settings of its own, so the planner inlines it into the query
-- that calls it (`now() > deadline_at`), and an index on deadline_at still serves it.
create or replace function past_deadline(p_at timestamptz, p_deadline_at timestamptz) returns boolean
language sql immutable parallel safe as $$
  select p_at > p_deadline_at
$$;
