import { type Kysely, sql } from 'kysely'
import { applyFunctions } from '../functions/apply'

// Frozen in time: a migration never imports application code. db/functions is not application
// code: it is the schema's functions, one file each, the body in force.
//
// An exam's result compares each section with the topper's and the average (issue 35): a
// finished exam attempt keeps its score per section (section_scores, in the paper's order), and
// exam_section_sums keeps, per quiz and section, the sum and the count of the first attempts'
// section scores, spread over 8 shards as leaderboard_counts is. The average is read from those
// few rows, the topper's sections from the top row of attempts_leaderboard: never a scan.

/** The fingerprint of db/functions when this migration was written (functionsFingerprint). */
export const functionsFingerprint = '61948c6ee3f1bb72'

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table attempts add column section_scores numeric(10, 2)[]`.execute(db)
  await sql`
    create table exam_section_sums (
      quiz_id uuid not null,
      section smallint not null check (section >= 0),
      shard smallint not null check (shard between 0 and 7),
      ranked integer not null check (ranked >= 0),
      total numeric(14, 2) not null,
      primary key (quiz_id, section, shard)
    )
  `.execute(db)
  await applyFunctions(db, functionsFingerprint)
  // Exam attempts finished before this: their section scores by the rules of finalize_attempt as
  // it is now (an answer saved by the deadline earns what it was marked; a question without one,
  // its section's mark for skipping), written here so a later change of the functions cannot
  // change what this does.
  await sql`
    update attempts a set section_scores = (
      select array_agg(coalesce(marks.score, 0) order by section.n)
      from jsonb_array_elements(a.exam->'sections') with ordinality as section (value, n)
      left join (
        select (served.value->>'section')::integer as place,
               sum(case when s.saved_at <= a.deadline_at then s.earned else 0 end
                   + case when s.saved_at <= a.deadline_at and s.response is not null then 0
                          else (a.exam->'sections'->((served.value->>'section')::integer)->'marking'->>'skipped')::numeric / 100
                     end) as score
        from jsonb_array_elements(a.questions) with ordinality as served (value, n)
        left join attempt_answers s on s.attempt_id = a.id and s.question_index = served.n - 1
        group by 1
      ) as marks on marks.place = section.n - 1
    )
    where a.exam is not null and a.status <> 'in_progress'
  `.execute(db)
  // Whether or not the trigger existed during that update, the sums are those of the attempts.
  await sql`delete from exam_section_sums`.execute(db)
  await sql`
    insert into exam_section_sums (quiz_id, section, shard, ranked, total)
    select a.quiz_id, x.n - 1, get_byte(uuid_send(a.id), 15) % 8, count(*), sum(x.score)
    from attempts a cross join lateral unnest(a.section_scores) with ordinality as x (score, n)
    where a.is_ranked and a.section_scores is not null
    group by 1, 2, 3
  `.execute(db)
}

// The functions it applied are replaced by the next migration that applies them: undoing a
// function change is a new migration, not a down.
export async function down(): Promise<void> {
  throw new Error('2026-12-05T0037_exam_section_sums cannot be undone: roll forward with a new migration')
}
