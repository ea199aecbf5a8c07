import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
//
// Live games (docs/decisions/043-live-games.md): the database is the game's only clock and memory.
// A game's current question, when it opened and when it closes are columns set by now(); an answer's
// arrival is now() too, and its key (game, player, question) keeps one answer per player per
// question whatever arrives at once. A PIN is unique among games that have not ended (the index);
// one that ended less than a day ago keeps its PIN too (checked by the insert, retried on a clash).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table games (
      id uuid primary key default gen_random_uuid(),
      quiz_id uuid not null references quizzes (id) on delete cascade,
      host_id uuid not null references users (id) on delete cascade,
      pin text not null check (pin ~ '^[0-9]{6}$'),
      status text not null default 'lobby' check (status in ('lobby', 'question', 'reveal', 'ended')),
      question_index integer not null default -1 check (question_index >= -1),
      question_opened_at timestamptz,
      question_closes_at timestamptz,
      host_screen_only boolean not null default false,
      streak_bonus boolean not null default false,
      created_at timestamptz not null default now(),
      ended_at timestamptz,
      check ((status = 'ended') = (ended_at is not null))
    )
  `.execute(db)
  await sql`create unique index games_live_pin_idx on games (pin) where status <> 'ended'`.execute(db)
  await sql`create index games_ended_pin_idx on games (pin, ended_at) where status = 'ended'`.execute(db)
  await sql`create index games_host_idx on games (host_id, created_at desc)`.execute(db)
  await sql`create index games_quiz_idx on games (quiz_id)`.execute(db)
  await sql`
    create table game_players (
      id uuid primary key default gen_random_uuid(),
      game_id uuid not null references games (id) on delete cascade,
      user_id uuid references users (id) on delete cascade,
      nickname text not null,
      nickname_key text not null,
      token_hash text,
      kicked_at timestamptz,
      joined_at timestamptz not null default now(),
      check ((user_id is null) <> (token_hash is null)),
      unique (game_id, nickname_key)
    )
  `.execute(db)
  await sql`create unique index game_players_user_idx on game_players (game_id, user_id) where user_id is not null`.execute(
    db,
  )
  await sql`create unique index game_players_token_idx on game_players (token_hash) where token_hash is not null`.execute(
    db,
  )
  await sql`create index game_players_user_games_idx on game_players (user_id) where user_id is not null`.execute(db)
  await sql`
    create table game_answers (
      game_id uuid not null references games (id) on delete cascade,
      player_id uuid not null references game_players (id) on delete cascade,
      question_index integer not null check (question_index >= 0),
      response jsonb not null,
      received_at timestamptz not null default now(),
      elapsed_ms integer not null check (elapsed_ms >= 0),
      points integer not null check (points >= 0),
      correct boolean not null,
      primary key (game_id, player_id, question_index)
    )
  `.execute(db)
  await sql`create index game_answers_question_idx on game_answers (game_id, question_index)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table game_answers`.execute(db)
  await sql`drop table game_players`.execute(db)
  await sql`drop table games`.execute(db)
}
