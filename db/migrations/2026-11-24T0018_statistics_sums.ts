import { type Kysely, sql } from 'kysely'

// Frozen in time: a migration never imports application code.
//
// Item statistics read running sums instead of every answer (docs/decisions/024-statistics-from-sums.md).
// A submitted attempt is folded into the sums by a background pass; until then the statistics
// read folds it in themselves, so the figures are exact either way. The submit path does nothing
// more than before: the attempt row carries a flag the pass clears, and a small partial index
// finds the attempts still to fold.
export async function up(db: Kysely<any>): Promise<void> {
  // Added as true, so every existing row gets it without a rewrite, then defaulting to false for
  // new rows; the attempts still in progress are set back to false (they fold when submitted).
  await sql`alter table attempts add column statistics_folded boolean not null default true`.execute(db)
  await sql`alter table attempts alter column statistics_folded set default false`.execute(db)
  await sql`update attempts set statistics_folded = false where status <> 'submitted'`.execute(db)
  await sql`
    create index attempts_statistics_pending on attempts (quiz_id)
    where status = 'submitted' and not statistics_folded
  `.execute(db)

  // Attempts per score: `first` tells each player's first submitted attempt (by submission time,
  // then id) from the rest, so "all attempts" is both and "first attempts" the one.
  await sql`
    create table statistics_scores (
      quiz_id uuid not null references quizzes (id) on delete cascade,
      first boolean not null,
      score integer not null,
      total_possible_score integer not null,
      attempts integer not null,
      primary key (quiz_id, first, score, total_possible_score)
    )
  `.execute(db)
  // Per question (the id in the attempt's copy), score and answer: answer 0 when none was saved,
  // 1 when one was saved with no option that counted, 2 when `picked` (the option's text as
  // served) counted. The sums are over the attempts in the row.
  await sql`
    create table statistics_items (
      quiz_id uuid not null references quizzes (id) on delete cascade,
      first boolean not null,
      question_id text not null,
      score integer not null,
      answer smallint not null check (answer in (0, 1, 2)),
      picked text not null,
      attempts integer not null,
      correct integer not null,
      sum_earned bigint not null,
      sum_earned_squared bigint not null,
      sum_time bigint not null,
      primary key (quiz_id, first, question_id, score, answer, picked)
    )
  `.execute(db)
  // The attempt each player's `first` sums hold, so a later fold can tell when it changed.
  await sql`
    create table statistics_firsts (
      quiz_id uuid not null references quizzes (id) on delete cascade,
      user_id uuid not null,
      attempt_id uuid not null,
      primary key (quiz_id, user_id)
    )
  `.execute(db)

  // The backfill: every submitted attempt, judged by scored_answers as it stands now. An empty
  // database skips it (scored_answers may not exist yet there: the newest migration applies it).
  const { rows } = await sql<{ any: boolean }>`
    select exists (select 1 from attempts where status = 'submitted') as any
  `.execute(db)
  if (!rows[0]?.any) return
  // Each submitted attempt, marked when it is its player's first (by submission time, then id).
  const chosen = sql`
    select a.id, a.quiz_id, a.user_id, a.score, a.total_possible_score, a.questions, a.deadline_at,
           row_number() over (partition by a.quiz_id, a.user_id order by a.submitted_at, a.id) = 1 as first
    from attempts a where a.status = 'submitted'
  `
  await sql`
    insert into statistics_firsts (quiz_id, user_id, attempt_id)
    select quiz_id, user_id, id from (${chosen}) as b where first
  `.execute(db)
  await sql`
    insert into statistics_scores (quiz_id, first, score, total_possible_score, attempts)
    select quiz_id, first, score, total_possible_score, count(*)
    from (${chosen}) as b group by 1, 2, 3, 4
  `.execute(db)
  await sql`
    insert into statistics_items (quiz_id, first, question_id, score, answer, picked, attempts, correct,
                                  sum_earned, sum_earned_squared, sum_time)
    select b.quiz_id, b.first, e.question_id, b.score, e.answer,
           case when e.answer = 2 then e.option_text else '' end, count(*),
           count(*) filter (where e.is_correct), coalesce(sum(e.earned), 0),
           coalesce(sum(e.earned::bigint * e.earned), 0), coalesce(sum(e.time_spent_seconds), 0)
    from (${chosen}) as b
    cross join lateral (
      select served.value ->> 'questionId' as question_id,
             case when sa.question_index is null then 0
                  when sa.counted and served.value -> 'options' ->> sa.selected_option::integer is not null then 2
                  else 1 end::smallint as answer,
             served.value -> 'options' ->> sa.selected_option::integer as option_text,
             sa.is_correct, sa.earned, sa.time_spent_seconds
      from jsonb_array_elements(b.questions) with ordinality as served (value, n)
      left join scored_answers(b.id, b.questions, b.deadline_at) as sa on sa.question_index = served.n - 1
    ) as e
    group by 1, 2, 3, 4, 5, 6
  `.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('statistics_firsts').execute()
  await db.schema.dropTable('statistics_items').execute()
  await db.schema.dropTable('statistics_scores').execute()
  await sql`drop index attempts_statistics_pending`.execute(db)
  await sql`alter table attempts drop column statistics_folded`.execute(db)
}
