import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
//
// Groups and assignments (docs/decisions/047-groups-and-assignments.md). A group has one owner and
// one current invite code (unique, optionally expiring); a code replaced by the owner is kept in
// group_old_codes so a join with it is told "revoked" rather than "unknown". Members and co-teachers
// are group_members rows. A quiz is public or private; a private quiz is shared with groups
// (quiz_groups), is never approved (so every public list, which reads approved quizzes, leaves it out)
// and is never paid. An assignment gives a quiz to a group between opens_at and due_at; each attempt
// started for it is one assignment_attempts row (late when started after the due time). Members who
// have not submitted are reminded once before the due time (reminded_at, claimed with skip locked).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table groups (
      id uuid primary key default gen_random_uuid(),
      owner_id uuid not null references users (id) on delete cascade,
      name text not null,
      invite_code text not null unique,
      invite_expires_at timestamptz,
      created_at timestamptz not null default now()
    )
  `.execute(db)
  await sql`create index groups_owner_idx on groups (owner_id, created_at desc)`.execute(db)
  await sql`
    create table group_old_codes (
      code text primary key,
      group_id uuid not null references groups (id) on delete cascade,
      revoked_at timestamptz not null default now()
    )
  `.execute(db)
  await sql`create index group_old_codes_group_idx on group_old_codes (group_id)`.execute(db)
  await sql`
    create table group_members (
      group_id uuid not null references groups (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      role text not null default 'member' check (role in ('member', 'co_teacher')),
      joined_at timestamptz not null default now(),
      primary key (group_id, user_id)
    )
  `.execute(db)
  await sql`create index group_members_user_idx on group_members (user_id, joined_at desc)`.execute(db)

  await sql`
    alter table quizzes add column visibility text not null default 'public'
      check (visibility in ('public', 'private'))
  `.execute(db)
  await sql`alter table quizzes add constraint quizzes_private_not_approved check (visibility = 'public' or status <> 'approved')`.execute(
    db,
  )
  await sql`alter table quizzes add constraint quizzes_private_free check (visibility = 'public' or not is_paid)`.execute(
    db,
  )
  await sql`
    create table quiz_groups (
      quiz_id uuid not null references quizzes (id) on delete cascade,
      group_id uuid not null references groups (id) on delete cascade,
      primary key (quiz_id, group_id)
    )
  `.execute(db)
  await sql`create index quiz_groups_group_idx on quiz_groups (group_id)`.execute(db)

  await sql`
    create table assignments (
      id uuid primary key default gen_random_uuid(),
      group_id uuid not null references groups (id) on delete cascade,
      quiz_id uuid not null references quizzes (id) on delete cascade,
      opens_at timestamptz not null,
      due_at timestamptz not null,
      attempts_allowed integer not null check (attempts_allowed between 1 and 100),
      allow_late boolean not null default false,
      reminded_at timestamptz,
      created_at timestamptz not null default now(),
      check (due_at > opens_at)
    )
  `.execute(db)
  await sql`create index assignments_group_idx on assignments (group_id, due_at, id)`.execute(db)
  await sql`create index assignments_quiz_idx on assignments (quiz_id)`.execute(db)
  await sql`create index assignments_to_remind_idx on assignments (due_at) where reminded_at is null`.execute(db)
  await sql`
    create table assignment_attempts (
      attempt_id uuid primary key references attempts (id) on delete cascade,
      assignment_id uuid not null references assignments (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      late boolean not null
    )
  `.execute(db)
  await sql`create index assignment_attempts_member_idx on assignment_attempts (assignment_id, user_id)`.execute(db)
  await sql`create index assignment_attempts_user_idx on assignment_attempts (user_id)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table assignment_attempts`.execute(db)
  await sql`drop table assignments`.execute(db)
  await sql`drop table quiz_groups`.execute(db)
  await sql`alter table quizzes drop constraint quizzes_private_free`.execute(db)
  await sql`alter table quizzes drop constraint quizzes_private_not_approved`.execute(db)
  await sql`alter table quizzes drop column visibility`.execute(db)
  await sql`drop table group_members`.execute(db)
  await sql`drop table group_old_codes`.execute(db)
  await sql`drop table groups`.execute(db)
}
