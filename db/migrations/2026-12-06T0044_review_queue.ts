import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
//
// Practice from mistakes (docs/decisions/048-review-queue.md): a player's review card for each
// question they got wrong or only partly right in a finished attempt, one per player and question,
// holding the spaced-repetition scheduler's state (FSRS: due, stability, difficulty, the steps and
// counts, the state 0 new, 1 learning, 2 review, 3 relearning, and the last review). A card follows
// its question: a question removed, or its quiz deleted, takes the card with it. Each answer in
// review is a row of review_log (who, when, how it went), kept when its card goes. The finished
// attempts already read into cards are review_folded_attempts, so each is read once.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table review_cards (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      question_id uuid not null references questions (id) on delete cascade,
      due timestamptz not null,
      stability double precision not null default 0,
      difficulty double precision not null default 0,
      scheduled_days integer not null default 0,
      learning_steps integer not null default 0,
      reps integer not null default 0 check (reps >= 0),
      lapses integer not null default 0 check (lapses >= 0),
      state smallint not null default 0 check (state between 0 and 3),
      last_review timestamptz,
      created_at timestamptz not null,
      unique (user_id, question_id)
    )
  `.execute(db)
  await sql`create index review_cards_due_idx on review_cards (user_id, due, id)`.execute(db)
  await sql`create index review_cards_question_idx on review_cards (question_id)`.execute(db)
  await sql`
    create table review_log (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      card_id uuid references review_cards (id) on delete set null,
      outcome text not null check (outcome in ('right', 'partial', 'wrong')),
      rating smallint not null check (rating between 1 and 4),
      scheduled_days integer not null,
      reviewed_at timestamptz not null
    )
  `.execute(db)
  await sql`create index review_log_user_idx on review_log (user_id, reviewed_at)`.execute(db)
  await sql`create index review_log_card_idx on review_log (card_id)`.execute(db)
  await sql`
    create table review_folded_attempts (
      attempt_id uuid primary key references attempts (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade
    )
  `.execute(db)
  await sql`create index review_folded_attempts_user_idx on review_folded_attempts (user_id)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table review_folded_attempts`.execute(db)
  await sql`drop table review_log`.execute(db)
  await sql`drop table review_cards`.execute(db)
}
