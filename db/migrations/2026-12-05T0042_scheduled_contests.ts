import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
//
// Scheduled contests, free (docs/decisions/046-scheduled-contests.md): a creator's contest on a
// quiz of theirs, opening at starts_at and closing at closes_at (stored UTC). A player registers
// once (the key); their one contest attempt is attempt_id. Registered players are reminded once
// (reminded_at, claimed with skip locked); at the close the final ranks and badges are written once
// (ranked_at, claimed the same way). Badges only: nothing here holds money.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table contests (
      id uuid primary key default gen_random_uuid(),
      quiz_id uuid not null references quizzes (id) on delete cascade,
      creator_id uuid not null references users (id) on delete cascade,
      title text not null,
      starts_at timestamptz not null,
      closes_at timestamptz not null,
      reminded_at timestamptz,
      ranked_at timestamptz,
      created_at timestamptz not null default now(),
      check (closes_at > starts_at)
    )
  `.execute(db)
  await sql`create index contests_starts_idx on contests (starts_at, id)`.execute(db)
  await sql`create index contests_closes_idx on contests (closes_at desc, id desc)`.execute(db)
  await sql`create index contests_creator_idx on contests (creator_id, starts_at desc)`.execute(db)
  await sql`create index contests_quiz_idx on contests (quiz_id)`.execute(db)
  await sql`create index contests_to_remind_idx on contests (starts_at) where reminded_at is null`.execute(db)
  await sql`create index contests_to_rank_idx on contests (closes_at) where ranked_at is null`.execute(db)
  await sql`
    create table contest_entries (
      contest_id uuid not null references contests (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      registered_at timestamptz not null default now(),
      attempt_id uuid unique references attempts (id) on delete set null,
      final_rank integer check (final_rank > 0),
      badge text check (badge in ('gold', 'silver', 'bronze', 'took_part')),
      primary key (contest_id, user_id)
    )
  `.execute(db)
  await sql`create index contest_entries_user_idx on contest_entries (user_id, registered_at desc)`.execute(db)
  await sql`create index contest_entries_rank_idx on contest_entries (contest_id, final_rank) where final_rank is not null`.execute(
    db,
  )
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table contest_entries`.execute(db)
  await sql`drop table contests`.execute(db)
}
