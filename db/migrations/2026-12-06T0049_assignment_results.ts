import { type Kysely, sql } from 'kysely'
import { applyFunctions } from '../functions/apply'

// Frozen in time: a migration never imports application code. db/functions is not application
// code: it is the schema's functions, one file each, the body in force.
//
// The gradebook's cells are kept in assignment_results, one row per member and assignment started,
// recounted by triggers whenever one of the cell's attempts is linked, finishes or goes
// (assignment_results_refresh). Existing cells are counted here once.

/** The fingerprint of db/functions when this migration was written (functionsFingerprint). */
export const functionsFingerprint = '70d7f850eb531174'

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table assignment_results (
      assignment_id uuid not null references assignments (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      attempts integer not null check (attempts > 0),
      running integer not null check (running between 0 and attempts),
      best_attempt_id uuid,
      score numeric(10, 2),
      total_possible_score integer,
      submitted_at timestamptz,
      late boolean,
      primary key (assignment_id, user_id)
    )
  `.execute(db)
  await sql`create index assignment_results_user_idx on assignment_results (user_id)`.execute(db)
  await sql`
    insert into assignment_results (assignment_id, user_id, attempts, running, best_attempt_id, score,
                                    total_possible_score, submitted_at, late)
    select aa.assignment_id, aa.user_id, count(*)::int, (count(*) filter (where a.status = 'in_progress'))::int,
           (array_agg(a.id order by a.score desc nulls last, a.submitted_at) filter (where a.status = 'submitted'))[1],
           max(a.score) filter (where a.status = 'submitted'),
           (array_agg(a.total_possible_score order by a.score desc nulls last, a.submitted_at)
              filter (where a.status = 'submitted'))[1],
           (array_agg(a.submitted_at order by a.score desc nulls last, a.submitted_at)
              filter (where a.status = 'submitted'))[1],
           (array_agg(aa.late order by a.score desc nulls last, a.submitted_at) filter (where a.status = 'submitted'))[1]
      from assignment_attempts aa join attempts a on a.id = aa.attempt_id
     group by aa.assignment_id, aa.user_id
  `.execute(db)
  await applyFunctions(db, functionsFingerprint)
}

export async function down(): Promise<void> {
  throw new Error('2026-12-06T0049_assignment_results cannot be undone: roll forward with a new migration')
}
