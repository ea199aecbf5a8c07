import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
//
// The question palette of an attempt, as exam halls show it (not visited, not answered, answered,
// marked for review, answered and marked): what the server keeps besides the answers themselves,
// whether each question was seen and whether it is marked for review. Whether it is answered is
// read from attempt_answers, so the two can never disagree. Goes with its attempt.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table attempt_palette (
      attempt_id uuid not null references attempts (id) on delete cascade,
      question_index smallint not null check (question_index >= 0),
      marked boolean not null default false,
      primary key (attempt_id, question_index)
    )
  `.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table attempt_palette`.execute(db)
}
