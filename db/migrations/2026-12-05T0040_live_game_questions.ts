import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
//
// A live game keeps the questions it asks (docs/decisions/043-live-games.md): copied from its quiz
// when the game is made, in order, each with its text, type, definition, time limit, points and
// explanation, so an edit of the quiz mid-game changes nothing and an answer reads no question row.
// Games made before this take their quiz's questions as they are now. An answer keeps the streak
// bonus it earned (part of its points), for the game's CSV.
//
// A signed-in player's game becomes one finished attempt when the game ends
// (docs/decisions/044-live-answers-as-attempts.md), named by `attempts.game_id`: never ranked, one
// per player and game. No foreign key: the attempt stays a live game's in its player's history
// after the game's row has gone with its host.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table games add column questions jsonb`.execute(db)
  await sql`
    update games g set questions = coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', q.id, 'text', q.text, 'type', q.type,
               'definition', q.definition || jsonb_build_object('type', q.type),
               'timeLimitSeconds', q.time_limit_seconds, 'points', q.points, 'explanation', q.explanation
             ) order by q.position)
      from questions q where q.quiz_id = g.quiz_id
    ), '[]'::jsonb)
  `.execute(db)
  // A game made by a statement that names no questions asks none: it ends at its start.
  await sql`alter table games alter column questions set default '[]'::jsonb`.execute(db)
  await sql`alter table games alter column questions set not null`.execute(db)
  await sql`alter table games add constraint games_questions_array check (jsonb_typeof(questions) = 'array')`.execute(
    db,
  )
  await sql`alter table game_answers add column bonus integer not null default 0 check (bonus >= 0)`.execute(db)
  await sql`alter table game_answers add constraint game_answers_bonus_within check (bonus <= points)`.execute(db)
  await sql`alter table attempts add column game_id uuid`.execute(db)
  await sql`alter table attempts add constraint attempts_live_never_ranked check (game_id is null or not is_ranked)`.execute(
    db,
  )
  await sql`create unique index attempts_live_game_idx on attempts (game_id, user_id) where game_id is not null`.execute(
    db,
  )
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table attempts drop column game_id`.execute(db)
  await sql`alter table game_answers drop column bonus`.execute(db)
  await sql`alter table games drop column questions`.execute(db)
}
