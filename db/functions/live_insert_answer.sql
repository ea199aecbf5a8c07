-- A live answer, received at p_received_at (the read's now()), stored only while its question is
-- still the open one: a reveal, skip or end committed since the read leaves nothing to insert, and
-- a second answer of the player's to the question inserts nothing either. Whether it went in.
-- The game's row is read FOR SHARE: a host step that has changed it (an end reading the answers
-- into attempts, a reveal counting them) is waited for and its state read, so an answer is never
-- stored after the step that should have seen it. The answers of one question share the lock.
-- A named statement for the same reason as live_answer_context.
--
-- Planned with sequential scans off (docs/decisions/012-functions-plan-with-indexes.md).
create or replace function live_insert_answer(p_game_id uuid, p_player_id uuid, p_question_index integer,
                                              p_response jsonb, p_received_at timestamptz, p_elapsed_ms integer,
                                              p_points integer, p_bonus integer, p_correct boolean)
returns boolean
language plpgsql set enable_seqscan = off as $$
begin
  insert into game_answers (game_id, player_id, question_index, response, received_at, elapsed_ms, points, bonus, correct)
  select p_game_id, p_player_id, p_question_index, p_response, p_received_at, p_elapsed_ms, p_points, p_bonus, p_correct
  where exists (select 1 from games
                where id = p_game_id and status = 'question' and question_index = p_question_index
                for share)
  on conflict (game_id, player_id, question_index) do nothing;
  return found;
end
$$;
