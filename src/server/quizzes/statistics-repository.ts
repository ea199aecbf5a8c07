import { sql } from 'kysely'
import { z } from 'zod'
import type { DB } from '#server/db/index'
import { EXTREME_GROUP_SHARE, HISTOGRAM_BINS, type StatisticsScope } from '#shared/statistics'

/** Where an attempt stands by score: the top or bottom 27 % (EXTREME_GROUP_SHARE), or between. */
const BANDS = ['top', 'middle', 'bottom'] as const
export type Band = (typeof BANDS)[number]

const Count = z.coerce.number()

const StatisticsRecord = z.object({
  summary: z.object({
    attempts: Count,
    mean: z.number().nullable(),
    median: z.number().nullable(),
    sd: z.number().nullable(),
    variance: z.number().nullable(),
    maxScore: z.number().nullable(),
  }),
  histogram: z.array(z.object({ bin: z.int(), count: Count })).nullable(),
  served: z
    .array(
      z.object({
        questionId: z.string(),
        band: z.enum(BANDS),
        n: Count,
        sumScore: Count,
        sumScoreSquared: Count,
      }),
    )
    .nullable(),
  answers: z
    .array(
      z.object({
        questionId: z.string(),
        band: z.enum(BANDS),
        picked: z.string().nullable(),
        n: Count,
        correct: Count,
        sumEarned: Count,
        sumEarnedSquared: Count,
        sumEarnedScore: Count,
        sumTime: Count,
      }),
    )
    .nullable(),
})

export type StatisticsRecord = z.infer<typeof StatisticsRecord>

/**
 * The statement behind quizStatistics (the statistics benchmark times it): every figure the
 * statistics need, as sums over the chosen attempts, in one pass per table; the service turns the
 * sums into the figures. Nothing is pulled row by row.
 *
 * - chosen: the submitted attempts of the quiz (with `first`, each player's earliest submitted
 *   one, by submission time and then id), each with its place by score (ties broken by id) and
 *   its band: the bottom round(27 % · n) places, the top as many, the middle the rest. Narrow
 *   rows (the snapshot is read again by id where needed), so the sorts stay in memory.
 * - summary: n, the mean, the median, the sample standard deviation (n − 1) and the population
 *   variance (n) of the scores; the score is the attempt's points (finalize_attempt's sum of
 *   scored_answers), so questions weigh by their points, as Moodle weighs by marks.
 * - histogram: attempts per tenth of the attempt's possible score (a full score in the last).
 * - served: per question (by the id in the attempt's snapshot) and band, the attempts that were
 *   served it, and the sum and sum of squares of their scores: an unanswered question earns 0,
 *   so these with the answers' sums give the correlation with the rest of the test.
 * - answers: per question, band and picked option (its text as served, null when no option
 *   counted), from scored_answers, which alone decides what counted, what was right and what it
 *   earned: the answers, the right ones, Σ earned, Σ earned², Σ earned · score, Σ time spent.
 */
function statisticsQuery(quizId: string, scope: StatisticsScope) {
  return sql<{ statistics: unknown }>`
    with chosen as materialized (
      select c.id, c.score, c.total_possible_score,
             case when c.place <= c.extreme then 'bottom' when c.place > c.total - c.extreme then 'top'
                  else 'middle' end as band
      from (
        select p.id, p.score, p.total_possible_score,
               row_number() over (order by p.score, p.id) as place,
               count(*) over () as total,
               round(count(*) over () * ${EXTREME_GROUP_SHARE}::numeric) as extreme
        from (
          select a.id, a.score, a.total_possible_score,
                 row_number() over (partition by a.user_id order by a.submitted_at, a.id) as nth
          from attempts a
          where a.quiz_id = ${quizId}::uuid and a.status = 'submitted'
        ) as p
        where ${scope} = 'all' or p.nth = 1
      ) as c
    )
    select jsonb_build_object(
      'summary', (
        select jsonb_build_object(
          'attempts', count(*),
          'mean', avg(score)::float8,
          'median', percentile_cont(0.5) within group (order by score),
          'sd', stddev_samp(score)::float8,
          'variance', var_pop(score)::float8,
          'maxScore', max(total_possible_score))
        from chosen),
      'histogram', (
        select jsonb_agg(jsonb_build_object('bin', bin, 'count', n) order by bin)
        from (
          select least(floor(score * ${HISTOGRAM_BINS}::float8 / total_possible_score), ${HISTOGRAM_BINS - 1})::int as bin,
                 count(*) as n
          from chosen where total_possible_score > 0 group by 1
        ) as bins),
      'served', (
        select jsonb_agg(jsonb_build_object('questionId', question_id, 'band', band, 'n', n,
                                            'sumScore', s, 'sumScoreSquared', ss))
        from (
          select served.id #>> '{}' as question_id, c.band, count(*) as n, sum(c.score) as s,
                 sum(c.score::bigint * c.score) as ss
          from chosen c join attempts a on a.id = c.id
          cross join lateral jsonb_path_query(a.questions, '$[*].questionId') as served (id)
          group by 1, 2
        ) as per_question),
      'answers', (
        select jsonb_agg(jsonb_build_object('questionId', question_id, 'band', band, 'picked', picked, 'n', n,
                                            'correct', correct, 'sumEarned', x, 'sumEarnedSquared', xx,
                                            'sumEarnedScore', xs, 'sumTime', t))
        from (
          select sa.question_id, c.band,
                 case when sa.counted then a.questions -> sa.question_index -> 'options' ->> sa.selected_option::integer
                 end as picked,
                 count(*) as n, count(*) filter (where sa.is_correct) as correct,
                 sum(sa.earned) as x, sum(sa.earned::bigint * sa.earned) as xx,
                 sum(sa.earned::bigint * c.score) as xs, sum(sa.time_spent_seconds) as t
          from chosen c join attempts a on a.id = c.id
          cross join lateral scored_answers(a.id, a.questions, a.deadline_at) as sa
          group by 1, 2, 3
        ) as per_option)
    ) as statistics
  `
}

export async function quizStatistics(db: DB, quizId: string, scope: StatisticsScope): Promise<StatisticsRecord> {
  const { rows } = await statisticsQuery(quizId, scope).execute(db)
  return StatisticsRecord.parse(rows[0]?.statistics)
}
