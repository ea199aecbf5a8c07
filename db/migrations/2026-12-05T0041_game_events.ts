import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
//
// A live game's events (docs/decisions/045-live-events-through-postgres.md): each change a player
// must hear of (who plays, a question opened, revealed, the scores, the podium, the end) is a row
// written in the change's own transaction, with a NOTIFY that names the row by its id. The rows are
// the truth: a reconnecting client reads those after the last id it saw. The writer holds the game's
// row while it writes, so one game's ids are in the order its transactions commit.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table game_events (
      id bigserial primary key,
      game_id uuid not null references games (id) on delete cascade,
      kind text not null check (kind in ('players', 'question', 'reveal', 'scores', 'podium', 'ended')),
      question_index integer not null check (question_index >= -1),
      payload jsonb not null default '{}',
      created_at timestamptz not null default now()
    )
  `.execute(db)
  await sql`create index game_events_game_idx on game_events (game_id, id)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table game_events`.execute(db)
}
