-- A live answer's one read (src/server/live/service.ts, answer): the game's state and the
-- database's clock, and the caller's player in it (by account, or by a guest's token hash), with
-- the game's questions only when the instance has not kept them. Every player of a full room calls
-- it within the same second, so it is a named statement (docs/decisions/011-prepared-statements.md):
-- built and planned once per connection, not once per answer.
--
-- Planned with sequential scans off (docs/decisions/012-functions-plan-with-indexes.md).
create or replace function live_answer_context(p_game_id uuid, p_user_id uuid, p_token_hash text,
                                               p_with_questions boolean)
returns table (status text, question_index integer, question_opened_at timestamptz,
               question_closes_at timestamptz, streak_bonus boolean, player_id uuid,
               kicked_at timestamptz, db_now timestamptz, questions jsonb)
language plpgsql stable set enable_seqscan = off as $$
declare
  g record;
  v_player uuid;
  v_kicked timestamptz;
begin
  select gs.status, gs.question_index, gs.question_opened_at, gs.question_closes_at, gs.streak_bonus,
         case when p_with_questions then gs.questions end as questions
    into g from games gs where gs.id = p_game_id;
  if not found then return; end if;
  if p_user_id is not null then
    select gp.id, gp.kicked_at into v_player, v_kicked
      from game_players gp where gp.game_id = p_game_id and gp.user_id = p_user_id;
  elsif p_token_hash is not null then
    select gp.id, gp.kicked_at into v_player, v_kicked
      from game_players gp where gp.token_hash = p_token_hash and gp.game_id = p_game_id;
  end if;
  return query select g.status::text, g.question_index, g.question_opened_at, g.question_closes_at,
                      g.streak_bonus, v_player, v_kicked, now(), g.questions;
end
$$;
