// The review queue's due list (decision 048) for a player with 10 000 cards: the service call the
// review screen makes (the player's finished attempts not read yet become cards, the day's count of
// answers, then the cards due, oldest first, up to the daily cap, each served), median of several
// runs. The player's cards are one per question of 1 000 approved quizzes, half of them due, their
// 300 finished attempts all read before; 50 other players hold 2 000 cards each beside them.
//
//   node --import tsx bench/review.ts [--driver postgres|pglite] [--cards 10000] [--reps 15]
//
// Prints progress on stderr and one JSON line on stdout.
import { sql } from 'kysely'
import { dueCards } from '#server/review/service'
import { benchArgs } from './lib/args'
import { median, round, runBench } from './lib/common'
import { addApprovedQuizzes, benchUser, firstApprovedQuiz, openAppDatabase, scratchTarget, seedUsers } from './lib/seed'

const { driver, cards, reps } = benchArgs({ driver: ['postgres', 'pglite'], cards: 10_000, reps: 15 })
const OTHERS = 50
const OTHER_CARDS = 2_000
const ATTEMPTS = 300
const TARGET_MS = 20
const log = (message: string) => process.stderr.write(`[review] ${message}\n`)

async function main() {
  const scratch = await scratchTarget(driver, 'review')
  const handle = await openAppDatabase(scratch.target)
  const { db } = handle
  try {
    await seedUsers(db, OTHERS + 1)
    // addApprovedQuizzes copies the first approved quiz with its questions.
    const source = await firstApprovedQuiz(db)
    const { count: perQuiz } = await db
      .selectFrom('questions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('quiz_id', '=', source.id)
      .executeTakeFirstOrThrow()
    const copies = Math.ceil(cards / Math.max(1, Number(perQuiz))) + 1
    log(`seeding ${copies} approved quizzes`)
    await addApprovedQuizzes(db, copies)
    const player = benchUser(1)
    log(`seeding ${cards} cards for the player, ${OTHERS} × ${OTHER_CARDS} for others`)
    // Card n of a player is due n hours from a point half-way through: half are due now.
    await sql`
      insert into review_cards (user_id, question_id, due, stability, difficulty, scheduled_days, reps, state,
                                last_review, created_at)
      select md5('bench-user-' || p)::uuid, q.id, now() + make_interval(hours => (q.n - ${cards / 2})::int),
             2.5, 5.0, 3, 2, 2, now() - interval '3 days', now() - interval '30 days'
      from generate_series(1, ${OTHERS + 1}::int) as p
      cross join lateral (
        select id, row_number() over (order by id) as n from questions
        order by id limit case when p = 1 then ${cards}::int else ${OTHER_CARDS}::int end
      ) as q
    `.execute(db)
    const quiz = await db.selectFrom('quizzes').select('id').where('status', '=', 'approved').executeTakeFirstOrThrow()
    await sql`
      with made as (
        insert into attempts (quiz_id, user_id, status, started_at, time_limit_seconds, deadline_at, submitted_at,
                              submit_reason, questions, settings, total_possible_score, score, correct_count, duration_ms)
        select ${quiz.id}::uuid, ${player.id}::uuid, 'submitted', now() - make_interval(days => i), 600,
               now() - make_interval(days => i) + interval '10 minutes', now() - make_interval(days => i) + interval '5 minutes',
               'manual', '[]'::jsonb, '{}'::jsonb, 10, 5, 5, 300000
        from generate_series(1, ${ATTEMPTS}::int) as i
        returning id, user_id
      )
      insert into review_folded_attempts (attempt_id, user_id) select id, user_id from made
    `.execute(db)
    const held = await db
      .selectFrom('review_cards')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', player.id)
      .executeTakeFirstOrThrow()
    if (Number(held.count) !== cards) throw new Error(`the player holds ${held.count} cards, not ${cards}`)
    await sql`vacuum analyze`.execute(db)

    const now = new Date()
    let result = await dueCards(db, player.id, now)
    const samples: number[] = []
    for (let rep = 0; rep < reps; rep++) {
      const started = performance.now()
      result = await dueCards(db, player.id, now)
      samples.push(performance.now() - started)
    }
    const medianMs = round(median(samples), 1)
    log(`due list: median ${medianMs} ms over ${reps} (${result.cards.length} cards served)`)
    process.stdout.write(
      `${JSON.stringify({ benchmark: 'review', driver, cards, served: result.cards.length, reps, medianMs, maxMs: round(Math.max(...samples), 1), targetMs: TARGET_MS })}\n`,
    )
  } finally {
    await handle.close()
    await scratch.dispose()
  }
}

runBench(main)
