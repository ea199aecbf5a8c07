import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
//
// A live game keeps the questions it asks (docs/decisions/043-live-games.md): copied from its quiz
// when the game is made, in order, each with its text, type, definition, time limit, points and
// explanation, so an edit of the quiz mid-game changes nothing and an answer reads no question row.
// Games made before this take their quiz's questions as they are now. An answer keeps the streak
// bonus it earned (part of its points), for the game's CSV.

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
  await sql`alter table games alter column questions set not null`.execute(db)
  await sql`alter table games add constraint games_questions_array check (jsonb_typeof(questions) = 'array')`.execute(
    db,
  )
  await sql`alter table game_answers add column bonus integer not null default 0 check (bonus >= 0)`.execute(db)
  await sql`alter table game_answers add constraint game_answers_bonus_within check (bonus <= points)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table game_answers drop column bonus`.execute(db)
  await sql`alter table games drop column questions`.execute(db)
}
