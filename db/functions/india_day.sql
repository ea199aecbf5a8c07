-- The day a moment falls on in India, as days since 1970-01-01: the global leaderboard's days
-- (global_score_days.day, and today for its 30-day window), so a quiz finished at 23:30 in India
-- counts on that day there, as the screen says, not on the next. India Standard Time is UTC+05:30
-- all year (no daylight saving), so the day is the moment's epoch shifted by 19800 seconds.
--
-- A plain SQL function with no settings of its own, so the planner inlines it into the
-- statements that call it.
create or replace function india_day(p_at timestamptz) returns integer
language sql immutable parallel safe as $$
  select floor((extract(epoch from p_at) + 19800) / 86400)::integer
$$;
