import { type Kysely, sql } from 'kysely'
import { applyFunctions } from '../functions/apply'

// Frozen in time: a migration never imports application code. db/functions is not application
// code: it is the schema's functions, one file each, the body in force.
//
// Questions of seven types (docs/decisions/035-question-types-stored.md): a question's type and
// its definition (what it asks and how it is marked) as JSON; beside each answer the player's
// response as JSON, the fraction of the question's points it earned and those points exactly.
// Scores become points to the hundredth (numeric(10,2)): a partial mark is a share of a point.
// Every row written before keeps its meaning: a single-answer question's options and right
// option move into its definition, and each answer's verdict is written down as scored_answers
// gave it (the option served as right, or nothing), so every score, result, leaderboard and
// statistic reads the same.

/** The fingerprint of db/functions when this migration was written (functionsFingerprint). */
export const functionsFingerprint = 'bcf9a3ec88c23015'

const TYPES = [
  'multiple-choice',
  'multiple-answers',
  'true-false',
  'numeric',
  'short-answer',
  'ordering',
  'matching',
] as const

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table questions
      add column type text not null default 'multiple-choice'
        check (type in (${sql.join(TYPES.map((type) => sql.lit(type)))})),
      add column definition jsonb
  `.execute(db)
  await sql`update questions set definition = jsonb_build_object('options', options, 'correctAnswer', correct_answer)`.execute(
    db,
  )
  await sql`alter table questions alter column definition set not null, drop column options, drop column correct_answer`.execute(
    db,
  )

  // The verdict of each answer saved so far, as scored_answers gave it until now: right when the
  // option chosen is the one the attempt served as right, and then the question's points.
  await sql`
    alter table attempt_answers
      add column response jsonb,
      add column fraction_num integer,
      add column fraction_den integer,
      add column earned numeric(10, 2)
  `.execute(db)
  await sql`
    update attempt_answers s
       set response = to_jsonb(s.selected_option),
           fraction_num = case when judged.is_right then 1 else 0 end,
           fraction_den = 1,
           earned = case when judged.is_right then judged.points else 0 end
      from (
        select saved.attempt_id, saved.question_index,
               saved.selected_option is not distinct from (a.questions -> saved.question_index ->> 'correctIndex')::smallint
                 as is_right,
               (a.questions -> saved.question_index ->> 'points')::numeric as points
          from attempt_answers saved join attempts a on a.id = saved.attempt_id
      ) as judged
     where judged.attempt_id = s.attempt_id and judged.question_index = s.question_index
  `.execute(db)
  // An answer written without a verdict earns nothing.
  await sql`
    alter table attempt_answers
      alter column fraction_num set default 0,
      alter column fraction_den set default 1,
      alter column earned set default 0,
      alter column fraction_num set not null,
      alter column fraction_den set not null,
      alter column earned set not null,
      add constraint attempt_answers_fraction check (fraction_den > 0 and abs(fraction_num) <= fraction_den)
  `.execute(db)

  // Scores to the hundredth. The triggers whose WHEN names a score are dropped while its type
  // changes (Postgres refuses otherwise) and made again from their files below.
  await sql`drop trigger if exists attempts_leaderboard_counts_update on attempts`.execute(db)
  await sql`drop trigger if exists attempts_global_scores_update on attempts`.execute(db)
  await sql`alter table attempts alter column score type numeric(10, 2)`.execute(db)
  await sql`alter table leaderboard_counts alter column score type numeric(10, 2)`.execute(db)
  await sql`alter table statistics_scores alter column score type numeric(10, 2)`.execute(db)
  await sql`
    alter table statistics_items
      alter column score type numeric(10, 2),
      alter column sum_earned type numeric(16, 2),
      alter column sum_earned_squared type numeric(20, 4)
  `.execute(db)

  // Their arguments or results change: the old signatures go, the files make the new ones.
  await sql`drop function if exists scored_answers(uuid, jsonb, timestamptz)`.execute(db)
  await sql`drop function if exists leaderboard_counts_add(uuid, integer, integer, integer, smallint)`.execute(db)
  await applyFunctions(db, functionsFingerprint)
}

// The functions it applied are replaced by the next migration that applies them: undoing a
// function change is a new migration, not a down.
export async function down(): Promise<void> {
  throw new Error('2026-12-05T0028_question_types cannot be undone: roll forward with a new migration')
}
