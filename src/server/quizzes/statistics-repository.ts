import { type RawBuilder, sql } from 'kysely'
import { z } from 'zod'
import type { DB } from '#server/db/index'
import { EXTREME_GROUP_SHARE, type StatisticsScope } from '#shared/statistics'

const Count = z.coerce.number()

const StatisticsRecord = z.object({
  scores: z
    .array(z.object({ score: z.number(), totalPossibleScore: z.number(), attempts: Count }))
    .nullable()
    .transform((rows) => rows ?? []),
  items: z
    .array(
      z.object({
        questionId: z.string(),
        answer: z.union([z.literal(0), z.literal(1), z.literal(2)]),
        picked: z.string(),
        n: Count,
        top: z.number(),
        bottom: z.number(),
        correct: Count,
        sumEarned: Count,
        sumEarnedSquared: Count,
        sumEarnedScore: Count,
        sumTime: Count,
        sumScore: Count,
        sumScoreSquared: Count,
      }),
    )
    .nullable()
    .transform((rows) => rows ?? []),
})

export type StatisticsRecord = z.infer<typeof StatisticsRecord>

/**
 * What the sums of a quiz (statistics_scores, statistics_items: migration 0018) lack for the
 * attempts in `pending` (id, user_id: submitted attempts of the quiz not yet folded), as changes
 * to add to them. The read adds them to what it reads, so its answer is exact whether or not the
 * fold has run; the fold writes them. Both state the same CTEs, so they cannot disagree.
 *
 * `first` is each player's earliest submitted attempt by submission time, then id, among the
 * folded ones and the pending ones; statistics_firsts names the one the sums hold as first. A
 * pending attempt adds itself to the first or the other sums; when a pending attempt of a player
 * comes before the one held as first, that one moves from the first sums to the others.
 *
 * - score_changes: attempts per (first, score, possible score).
 * - item_changes: per (first, question id in the attempt's copy, score, answer, picked option):
 *   the attempts served it, the right ones, Σ earned, Σ earned², Σ time. `answer` is 0 with no
 *   answer saved, 1 with one saved and no option that counted (none picked, or saved late), 2 with
 *   `picked`, the option's text as served ('' for a counted response to a question of another
 *   type, which picks no one option). scored_answers alone decides what counted, what was
 *   right and what it earned; the attempt's copy is expanded once per attempt, and its answers
 *   matched to it by position.
 */
function changes(quizId: string): RawBuilder<unknown> {
  return sql`
    players as (select distinct user_id from pending),
    candidates as (
      select a.id, a.user_id, a.submitted_at, p.id is not null as is_pending
      from players u
      join attempts a on a.user_id = u.user_id
      left join pending p on p.id = a.id
      where a.quiz_id = ${quizId}::uuid and a.status = 'submitted' and (a.statistics_folded or p.id is not null)
    ),
    judged as (
      select c.id, c.user_id, c.is_pending,
             row_number() over (partition by c.user_id order by c.submitted_at, c.id) = 1 as first_now,
             coalesce(f.attempt_id = c.id, false) as first_before
      from candidates c
      left join statistics_firsts f on f.quiz_id = ${quizId}::uuid and f.user_id = c.user_id
    ),
    moves as (
      select id, 1 as sign, first_now as first from judged where is_pending
      union all
      select id, -1, first_before from judged where not is_pending and first_before <> first_now
      union all
      select id, 1, first_now from judged where not is_pending and first_before <> first_now
    ),
    score_changes as (
      select m.first, a.score, a.total_possible_score, sum(m.sign)::integer as attempts
      from moves m join attempts a on a.id = m.id
      group by 1, 2, 3
    ),
    item_changes as (
      select m.first, e.question_id, a.score, e.answer,
             case when e.answer = 2 then coalesce(e.option_text, '') else '' end as picked,
             sum(m.sign)::integer as attempts,
             coalesce(sum(m.sign) filter (where e.is_correct), 0)::integer as correct,
             coalesce(sum(m.sign * e.earned), 0)::numeric as sum_earned,
             coalesce(sum(m.sign * e.earned * e.earned), 0)::numeric as sum_earned_squared,
             coalesce(sum(m.sign * e.time_spent_seconds::bigint), 0)::bigint as sum_time
      from moves m join attempts a on a.id = m.id
      cross join lateral (
        select served.value ->> 'questionId' as question_id,
               case when sa.question_index is null then 0
                    when sa.counted and served.value -> 'options' ->> sa.selected_option::integer is not null then 2
                    -- Answered, by a response of another type than single answer: no option picked.
                    when sa.counted and sa.selected_option is null and sa.response is not null then 2
                    else 1 end::smallint as answer,
               served.value -> 'options' ->> sa.selected_option::integer as option_text,
               sa.is_correct, sa.earned, sa.time_spent_seconds
        from jsonb_array_elements(a.questions) with ordinality as served (value, n)
        left join scored_answers(a.id, a.questions, a.deadline_at) as sa on sa.question_index = served.n - 1
      ) as e
      group by 1, 2, 3, 4, 5
    )
  `
}

/** The submitted attempts of the quiz not yet folded (the partial index attempts_statistics_pending). */
const pendingOf = (quizId: string) => sql`
  select id, user_id from attempts
  where quiz_id = ${quizId}::uuid and status = 'submitted' and not statistics_folded
`

/**
 * The statement behind quizStatistics (the statistics benchmark times it): the quiz's sums with
 * the pending attempts' changes added, for the chosen attempts (`first`: the first sums; `all`:
 * both), as the service needs them:
 *
 * - scores: attempts per (score, possible score): the summary, the median and the histogram.
 * - items: per question, answer and picked option, the attempts and their sums, Σ earned · score
 *   and the served attempts' Σ score and Σ score² (for the correlation with the rest of the test),
 *   and `top` and `bottom`, the attempts counted in the top and bottom 27 % (EXTREME_GROUP_SHARE)
 *   by score. The bottom group is the round(27 % · n) lowest scores; when the cut falls among
 *   attempts of equal score, each of them counts with the same fraction, the share of them the
 *   group has room for (the top alike from the highest score), so the groups are always exactly
 *   round(27 % · n) attempts and never depend on anything but the score.
 */
function statisticsQuery(quizId: string, scope: StatisticsScope) {
  return sql<{ statistics: unknown }>`
    with pending as materialized (${pendingOf(quizId)}),
    ${changes(quizId)},
    scores as (
      select score, total_possible_score, sum(attempts) as n
      from (
        select first, score, total_possible_score, attempts from statistics_scores where quiz_id = ${quizId}::uuid
        union all
        select first, score, total_possible_score, attempts from score_changes
      ) as rows
      where ${scope} = 'all' or first
      group by 1, 2 having sum(attempts) <> 0
    ),
    distribution as (select score, sum(n) as n from scores group by 1),
    cut as (select round(coalesce(sum(n), 0) * ${EXTREME_GROUP_SHARE}::numeric) as k from distribution),
    weights as (
      select d.score,
             greatest(0, least(d.n, cut.k - coalesce(sum(d.n) over (order by d.score desc
                                                     rows between unbounded preceding and 1 preceding), 0))) / d.n as top,
             greatest(0, least(d.n, cut.k - coalesce(sum(d.n) over (order by d.score
                                                     rows between unbounded preceding and 1 preceding), 0))) / d.n as bottom
      from distribution d cross join cut
    ),
    items as (
      select i.question_id, i.answer, i.picked, sum(i.attempts) as n,
             sum(i.attempts * coalesce(w.top, 0))::float8 as top,
             sum(i.attempts * coalesce(w.bottom, 0))::float8 as bottom,
             sum(i.correct) as correct, sum(i.sum_earned) as x, sum(i.sum_earned_squared) as xx,
             sum(i.sum_earned * i.score) as xs, sum(i.sum_time) as t,
             sum(i.attempts::bigint * i.score) as s, sum(i.attempts::bigint * i.score * i.score) as ss
      from (
        select first, question_id, score, answer, picked, attempts, correct, sum_earned, sum_earned_squared, sum_time
        from statistics_items where quiz_id = ${quizId}::uuid
        union all
        select first, question_id, score, answer, picked, attempts, correct, sum_earned, sum_earned_squared, sum_time
        from item_changes
      ) as i
      left join weights w on w.score = i.score
      where ${scope} = 'all' or i.first
      group by 1, 2, 3 having sum(i.attempts) <> 0
    )
    select jsonb_build_object(
      'scores', (select jsonb_agg(jsonb_build_object('score', score, 'totalPossibleScore', total_possible_score,
                                                     'attempts', n)) from scores),
      'items', (select jsonb_agg(jsonb_build_object('questionId', question_id, 'answer', answer, 'picked', picked,
                                                    'n', n, 'top', top, 'bottom', bottom, 'correct', correct,
                                                    'sumEarned', x, 'sumEarnedSquared', xx, 'sumEarnedScore', xs,
                                                    'sumTime', t, 'sumScore', s, 'sumScoreSquared', ss))
                from items)
    ) as statistics
  `
}

export async function quizStatistics(db: DB, quizId: string, scope: StatisticsScope): Promise<StatisticsRecord> {
  const { rows } = await statisticsQuery(quizId, scope).execute(db)
  return StatisticsRecord.parse(rows[0]?.statistics)
}

/**
 * This transaction plans with indexes only (decision 012's reason, for one transaction): the
 * attempts not yet folded are a few rows of a large table, but statistics taken while many were
 * waiting (a contest, a backfill) would have the planner read the whole table for them, on every
 * batch. The sums are read by their primary keys either way.
 */
export async function planWithIndexes(trx: DB): Promise<void> {
  await sql`set local enable_seqscan = off`.execute(trx)
}

/** Quizzes with submitted attempts not yet folded, a few at a time. */
export async function quizzesToFold(db: DB, limit: number): Promise<string[]> {
  const { rows } = await sql<{ quiz_id: string }>`
    select distinct quiz_id from attempts where status = 'submitted' and not statistics_folded limit ${limit}
  `.execute(db)
  return rows.map((row) => row.quiz_id)
}

/**
 * Takes the quiz for folding: false when another fold holds it (a transaction-level advisory lock,
 * so two folds never add the same attempt) or the quiz is gone. The quiz row is locked (key share)
 * before any attempt, in the order a quiz's deletion locks them, so the two cannot deadlock.
 */
export async function claimQuizForFold(trx: DB, quizId: string): Promise<boolean> {
  const { rows } = await sql<{ claimed: boolean }>`
    select pg_try_advisory_xact_lock(hashtext('statistics_fold'), hashtext(${quizId})) as claimed
  `.execute(trx)
  if (!rows[0]?.claimed) return false
  const quiz = await sql`select 1 from quizzes where id = ${quizId}::uuid for key share`.execute(trx)
  return quiz.rows.length > 0
}

/**
 * Folds up to `limit` pending attempts of the quiz into its sums, in one statement: the changes
 * (the same CTEs the read adds), the player's first recorded, the attempts marked folded. Attempts
 * another transaction holds are skipped (SKIP LOCKED) and folded next time. Returns how many.
 */
export async function foldQuizAttempts(trx: DB, quizId: string, limit: number): Promise<number> {
  // Each data-modifying CTE runs once whether or not the final select reads it.
  const { rows } = await sql<{ folded: string }>`
    with pending as materialized (${pendingOf(quizId)} limit ${limit} for update skip locked),
    ${changes(quizId)},
    scores_written as (
      insert into statistics_scores as s (quiz_id, first, score, total_possible_score, attempts)
      select ${quizId}::uuid, first, score, total_possible_score, attempts from score_changes
      on conflict (quiz_id, first, score, total_possible_score) do update set attempts = s.attempts + excluded.attempts
    ),
    items_written as (
      insert into statistics_items as i (quiz_id, first, question_id, score, answer, picked, attempts, correct,
                                         sum_earned, sum_earned_squared, sum_time)
      select ${quizId}::uuid, first, question_id, score, answer, picked, attempts, correct,
             sum_earned, sum_earned_squared, sum_time
      from item_changes
      on conflict (quiz_id, first, question_id, score, answer, picked) do update set
        attempts = i.attempts + excluded.attempts, correct = i.correct + excluded.correct,
        sum_earned = i.sum_earned + excluded.sum_earned,
        sum_earned_squared = i.sum_earned_squared + excluded.sum_earned_squared,
        sum_time = i.sum_time + excluded.sum_time
    ),
    firsts_written as (
      insert into statistics_firsts (quiz_id, user_id, attempt_id)
      select ${quizId}::uuid, user_id, id from judged where first_now and not first_before
      on conflict (quiz_id, user_id) do update set attempt_id = excluded.attempt_id
    ),
    folded as (
      update attempts set statistics_folded = true where id in (select id from pending) returning 1
    )
    select count(*) as folded from folded
  `.execute(trx)
  return Number(rows[0]?.folded ?? 0)
}
