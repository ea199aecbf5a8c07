// Item statistics at scale: one quiz of 20 questions with 100 000 submitted attempts (90 000
// players' first attempts and 10 000 retakes) and their 2 000 000 saved answers, seeded with
// generate_series, all waiting to be folded into the statistics' sums (decision 024). Measured:
//
// - the fold: the background pass (foldStatistics) over all but the last 1 000 attempts, in its
//   batches, as milliseconds per attempt folded;
// - the statistics call with those 1 000 still pending, which the read adds itself;
// - the steady state the product serves: everything folded, the statistics call (the service
//   function: access check, the one statement, the figures) over first attempts and over all
//   attempts, median of several runs.
//
//   node --import tsx bench/statistics.ts [--driver postgres|pglite] [--attempts 100000] [--reps 7]
//
// Prints progress on stderr and one JSON line on stdout.
import { sql } from 'kysely'
import { foldStatistics, getQuizStatistics } from '#server/quizzes/statistics-service'
import { benchArgs } from './lib/args'
import { median, round, runBench } from './lib/common'
import { firstApprovedQuiz, openAppDatabase, scratchTarget, seedUsers } from './lib/seed'

const { driver, attempts, reps } = benchArgs({ driver: ['postgres', 'pglite'], attempts: 100_000, reps: 7 })
const QUESTIONS = 20
/** Attempts left pending for the read that adds them itself. */
const PENDING = Math.min(1_000, attempts)
const FOLD_BATCH = 500
const log = (message: string) => process.stderr.write(`[statistics] ${message}\n`)

async function main() {
  const scratch = await scratchTarget(driver, 'statistics')
  const handle = await openAppDatabase(scratch.target)
  const { db } = handle
  try {
    const source = await firstApprovedQuiz(db)
    const players = Math.ceil(attempts * 0.9)
    log(`seeding ${players} players, ${attempts} attempts × ${QUESTIONS} questions`)
    await seedUsers(db, players)
    const created = await sql<{ id: string; creator_id: string }>`
      insert into quizzes (creator_id, title, description, topic, category, difficulty, time_limit_seconds,
                           status, settings, question_count)
      select creator_id, 'Statistics bench', description, topic, category, difficulty, time_limit_seconds,
             'approved', settings, ${QUESTIONS}
      from quizzes where id = ${source.id}::uuid
      returning id, creator_id
    `.execute(db)
    const quiz = created.rows[0]!
    await sql`
      insert into questions (quiz_id, position, text, definition, points)
      select ${quiz.id}::uuid, j, 'Question ' || j,
             jsonb_build_object('options', jsonb_build_array('A' || j, 'B' || j, 'C' || j, 'D' || j), 'correctAnswer', j % 4),
             1 + j % 3
      from generate_series(0, ${QUESTIONS - 1}) as j
    `.execute(db)
    // Attempt i belongs to player ((i - 1) % players) + 1: the first `players` are first attempts,
    // the rest retakes an hour later. One snapshot for all, in the quiz's order.
    await sql`
      with snapshot as (
        select jsonb_agg(jsonb_build_object('questionId', id, 'question', text, 'type', type,
                                            'options', definition -> 'options',
                                            'correctIndex', definition -> 'correctAnswer', 'explanation', explanation,
                                            'points', points, 'timeLimit', time_limit_seconds) order by position) as q,
               sum(points) as total
        from questions where quiz_id = ${quiz.id}::uuid
      )
      insert into attempts (id, quiz_id, user_id, status, started_at, time_limit_seconds, deadline_at, submitted_at,
                            submit_reason, questions, settings, total_possible_score, score, correct_count, duration_ms)
      select md5('bench-attempt-' || i)::uuid, ${quiz.id}::uuid, md5('bench-user-' || ((i - 1) % ${players} + 1))::uuid,
             'submitted', t, 600, t + interval '10 minutes', t + interval '5 minutes', 'manual', snapshot.q, '{}'::jsonb,
             snapshot.total, 0, 0, 300000
      from snapshot, generate_series(1, ${attempts}::int) as i,
           lateral (select timestamptz '2026-11-01 00:00:00+00' + make_interval(secs => i) as t) as at
    `.execute(db)
    // Each attempt has an ability (0..99) from a hash of i; question j is right when another hash
    // of (i, j) falls below ability + 50 − 4j, so abler players do better and later questions are
    // harder; a wrong pick is one of the other options, and one answer in twenty is left empty.
    await sql`
      insert into attempt_answers (attempt_id, question_index, selected_option, time_spent_seconds, saved_at)
      select md5('bench-attempt-' || i)::uuid, j,
             case when h % 20 = 0 then null
                  when h % 100 < ability + 50 - 4 * j then j % 4
                  else (j % 4 + 1 + h % 3) % 4 end,
             5 + h % 25, timestamptz '2026-11-01 00:00:00+00' + make_interval(secs => i)
      from generate_series(1, ${attempts}::int) as i
      cross join generate_series(0, ${QUESTIONS - 1}) as j
      cross join lateral (select ((i::bigint * 2654435761) % 4294967296) % 100 as ability,
                                 ((i::bigint * 40503 + j * 2246822519) % 4294967296) / 7 as h) as hashed
    `.execute(db)
    // Each answer's verdict, as the server's scorer gives a single-answer question's.
    await sql`
      update attempt_answers s set
        fraction_num = case when s.selected_option = (a.questions -> s.question_index ->> 'correctIndex')::int then 1 else 0 end,
        earned = case when s.selected_option = (a.questions -> s.question_index ->> 'correctIndex')::int
                      then (a.questions -> s.question_index ->> 'points')::numeric else 0 end,
        response = to_jsonb(s.selected_option)
      from attempts a where a.id = s.attempt_id and a.quiz_id = ${quiz.id}::uuid
    `.execute(db)
    // The scores as finalize_attempt would sum them, from scored_answers.
    await sql`
      update attempts a set score = s.total, correct_count = s.correct
      from (
        select a2.id, coalesce(sum(sa.earned), 0) as total, count(*) filter (where sa.is_correct) as correct
        from attempts a2 cross join lateral scored_answers(a2.id, a2.questions, a2.deadline_at) as sa
        where a2.quiz_id = ${quiz.id}::uuid group by a2.id
      ) as s
      where a.id = s.id
    `.execute(db)
    await sql`vacuum analyze`.execute(db)
    const creator = { id: quiz.creator_id, username: 'creator', email: 'creator@bench.test', role: 'user' as const }

    const toFold = attempts - PENDING
    log(`folding ${toFold} attempts`)
    const foldStarted = performance.now()
    const folded = await foldStatistics(db, FOLD_BATCH, Math.ceil(toFold / FOLD_BATCH))
    const foldMs = performance.now() - foldStarted
    log(`folded ${folded} in ${round(foldMs, 0)} ms: ${round(foldMs / folded, 3)} ms per attempt`)
    await sql`analyze`.execute(db)

    const time = async (scope: 'first' | 'all') => {
      const samples: number[] = []
      let result = await getQuizStatistics(db, creator, quiz.id, scope)
      for (let rep = 0; rep < reps; rep++) {
        const started = performance.now()
        result = await getQuizStatistics(db, creator, quiz.id, scope)
        samples.push(performance.now() - started)
      }
      log(`${scope}: median ${round(median(samples), 1)} ms over ${reps} (${result.attempts} attempts)`)
      return { medianMs: round(median(samples), 1), maxMs: round(Math.max(...samples), 1), attempts: result.attempts }
    }
    const withPending = { pending: PENDING, all: await time('all') }
    const rest = await foldStatistics(db, FOLD_BATCH)
    if (folded + rest !== attempts) throw new Error(`folded ${folded + rest} of ${attempts} attempts`)
    await sql`vacuum analyze`.execute(db)
    const first = await time('first')
    const all = await time('all')
    const fold = {
      attempts: folded,
      ms: round(foldMs, 0),
      msPerAttempt: round(foldMs / folded, 3),
    }
    process.stdout.write(
      `${JSON.stringify({ benchmark: 'statistics', driver, attempts, questions: QUESTIONS, reps, first, all, withPending, fold, targetMs: 500 })}\n`,
    )
  } finally {
    await handle.close()
    await scratch.dispose()
  }
}

runBench(main)
