// A group's gradebook at scale (decision 047): one group of 500 members and 50 assignments, each
// member with no attempt, one, or two at each assignment (about 40 000 attempts, made with
// generate_series). Measured: the gradebook call as the owner makes it (the service function:
// access, the three set-based reads, the grid), and its CSV, median of several runs.
//
//   node --import tsx bench/gradebook.ts [--driver postgres|pglite] [--members 500] [--assignments 50] [--reps 7]
//
// Prints progress on stderr and one JSON line on stdout.
import { sql } from 'kysely'
import { getGradebook, gradebookCsv } from '#server/groups/service'
import { benchArgs } from './lib/args'
import { median, round, runBench } from './lib/common'
import { benchUser, firstApprovedQuiz, openAppDatabase, scratchTarget, seedUsers } from './lib/seed'

const { driver, members, assignments, reps } = benchArgs({
  driver: ['postgres', 'pglite'],
  members: 500,
  assignments: 50,
  reps: 7,
})
const TARGET_MS = 200
const log = (message: string) => process.stderr.write(`[gradebook] ${message}\n`)

async function main() {
  const scratch = await scratchTarget(driver, 'gradebook')
  const handle = await openAppDatabase(scratch.target)
  const { db } = handle
  try {
    const quiz = await firstApprovedQuiz(db)
    // Player 1 owns the group; players 2..members+1 are its members.
    await seedUsers(db, members + 1)
    const owner = benchUser(1)
    const group = await sql<{ id: string }>`
      insert into groups (owner_id, name, invite_code) values (${owner.id}::uuid, 'Gradebook bench', 'BENCHGRADEBK')
      returning id
    `.execute(db)
    const groupId = group.rows[0]!.id
    await sql`
      insert into group_members (group_id, user_id)
      select ${groupId}::uuid, md5('bench-user-' || i)::uuid from generate_series(2, ${members + 1}::int) as i
    `.execute(db)
    await sql`
      insert into assignments (group_id, quiz_id, opens_at, due_at, attempts_allowed, allow_late)
      select ${groupId}::uuid, ${quiz.id}::uuid, timestamptz '2026-11-01 00:00:00+00' + make_interval(days => j),
             timestamptz '2026-11-02 00:00:00+00' + make_interval(days => j), 2, true
      from generate_series(1, ${assignments}::int) as j
    `.execute(db)
    // Member i at assignment j: h = a hash of (i, j); none when h % 10 = 0, two attempts when h % 10 > 6.
    const made = await sql<{ n: string }>`
      with cells as (
        select gm.user_id, s.id as assignment_id, s.due_at,
               ((row_number() over () * 2654435761) % 4294967296) % 10 as h
        from group_members gm cross join assignments s
        where gm.group_id = ${groupId}::uuid and s.group_id = ${groupId}::uuid
      ),
      tries as (
        select c.*, k, gen_random_uuid() as attempt_id from cells c
        cross join generate_series(1, 2) as k
        where c.h <> 0 and (k = 1 or c.h > 6)
      ),
      made as (
        insert into attempts (id, quiz_id, user_id, status, started_at, time_limit_seconds, deadline_at, submitted_at,
                              submit_reason, questions, settings, total_possible_score, score, correct_count, duration_ms)
        select attempt_id, ${quiz.id}::uuid, user_id, 'submitted', due_at - interval '2 hours', 600,
               due_at - interval '1 hour', due_at - interval '90 minutes' + make_interval(secs => k), 'manual',
               '[]'::jsonb, '{}'::jsonb, 10, (h + k) % 11, 0, 300000
        from tries
        returning id
      )
      insert into assignment_attempts (attempt_id, assignment_id, user_id, late)
      select attempt_id, assignment_id, user_id, h = 9 from tries
      returning 1 as n
    `.execute(db)
    log(`${members} members × ${assignments} assignments, ${made.rows.length} attempts`)
    await sql`vacuum analyze`.execute(db)

    const time = async (run: () => Promise<unknown>) => {
      await run()
      const samples: number[] = []
      for (let rep = 0; rep < reps; rep++) {
        const started = performance.now()
        await run()
        samples.push(performance.now() - started)
      }
      return { medianMs: round(median(samples), 1), maxMs: round(Math.max(...samples), 1) }
    }
    const book = await getGradebook(db, owner, groupId)
    if (book.rows.length !== members || book.assignments.length !== assignments)
      throw new Error(`gradebook of ${book.rows.length} × ${book.assignments.length}`)
    const json = await time(() => getGradebook(db, owner, groupId))
    const csv = await time(() => gradebookCsv(db, owner, groupId))
    log(`gradebook: median ${json.medianMs} ms; CSV: median ${csv.medianMs} ms over ${reps}`)
    process.stdout.write(
      `${JSON.stringify({ benchmark: 'gradebook', driver, members, assignments, attempts: made.rows.length, reps, json, csv, targetMs: TARGET_MS })}\n`,
    )
  } finally {
    await handle.close()
    await scratch.dispose()
  }
}

runBench(main)
