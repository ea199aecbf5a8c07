-- Marks a person active on the day a moment falls on in India (india_day), once per day: the
-- streak reads one row per active day. streaks keeps the latest active day beside it, which the
-- evening reminder's round looks up by index and claims with skip locked.
create or replace function record_activity(p_user_id uuid, p_at timestamptz)
returns void language sql as $$
  insert into activity_days (user_id, day) values (p_user_id, india_day(p_at))
  on conflict do nothing;
  insert into streaks as s (user_id, last_day) values (p_user_id, india_day(p_at))
  on conflict (user_id) do update set last_day = greatest(s.last_day, excluded.last_day);
$$;
