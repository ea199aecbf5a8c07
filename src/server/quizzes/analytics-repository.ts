import { sql } from 'kysely'
import { z } from 'zod'
import type { DB } from '#server/db/index'
import { INDIA_TIME_ZONE } from '#shared/india-time'

/**
 * The creator's analytics, counted by the database (its clock decides what "today" is) in India
 * days: a timestamp's day is its date in Asia/Kolkata, and a range of n days runs from midnight
 * India time n − 1 days ago to the end of today. A sale is a paid start that credited the creator:
 * a completed `quiz_earning` of theirs (wallet/service.ts's chargeForQuiz posts one per sale), read
 * through the wallet's own index by user.
 */

const Count = z.coerce.number()
const Mean = z.number().nullable()

const DayRow = z.object({
  day: z.string(),
  started: Count,
  submitted: Count,
  meanPercent: Mean,
  sales: Count,
  earnedPaise: Count,
})

const QuizAnalyticsRecord = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(DayRow),
  range: z.object({
    started: Count,
    startedSubmitted: Count,
    submitted: Count,
    meanPercent: Mean,
    sales: Count,
    earnedPaise: Count,
  }),
  lifetime: z.object({ sales: Count, earnedPaise: Count }),
})

/** The range's first and last India day, and the timestamps that bound it. */
function rangeOf(days: number) {
  return sql`
    select last_day - ${days - 1}::int as first_day, last_day,
           (last_day - ${days - 1}::int)::timestamp at time zone ${INDIA_TIME_ZONE} as starts,
           (last_day + 1)::timestamp at time zone ${INDIA_TIME_ZONE} as ends
    from (select (now() at time zone ${INDIA_TIME_ZONE})::date as last_day) as today
  `
}

const dayOf = (column: string) => sql`(${sql.ref(column)} at time zone ${INDIA_TIME_ZONE})::date`

/**
 * One quiz over the range, one statement: per day the attempts started, those submitted (by the
 * day they were submitted) and their mean percent, and the creator's sales and earnings; over the
 * range the attempts started and how many of those were submitted (the completion rate's parts),
 * the attempts submitted and their mean percent (each attempt's own percent, averaged), the sales
 * and earnings; and the sales and earnings since the quiz was made.
 */
export async function quizAnalytics(db: DB, quizId: string, creatorId: string, days: number) {
  const { rows } = await sql<{ record: unknown }>`
    with range as (${rangeOf(days)}),
    picked as (
      select a.status, a.score, a.total_possible_score,
             ${dayOf('a.started_at')} as started_day, ${dayOf('a.submitted_at')} as submitted_day,
             a.started_at >= r.starts and a.started_at < r.ends as started_in_range,
             a.status = 'submitted' and a.submitted_at >= r.starts and a.submitted_at < r.ends as submitted_in_range,
             case when a.total_possible_score > 0 then a.score * 100.0 / a.total_possible_score end as percent
      from attempts a, range r
      where a.quiz_id = ${quizId}::uuid
        and ((a.started_at >= r.starts and a.started_at < r.ends) or (a.submitted_at >= r.starts and a.submitted_at < r.ends))
    ),
    earned as (
      select w.amount_paise, w.created_at >= r.starts and w.created_at < r.ends as in_range,
             ${dayOf('w.created_at')} as day
      from wallet_transactions w, range r
      where w.user_id = ${creatorId}::uuid and w.quiz_id = ${quizId}::uuid
        and w.type = 'quiz_earning' and w.status = 'completed'
    ),
    started_days as (
      select started_day as day, count(*) as n from picked where started_in_range group by 1
    ),
    submitted_days as (
      select submitted_day as day, count(*) as n, avg(percent)::float8 as mean_percent
      from picked where submitted_in_range group by 1
    ),
    earned_days as (
      select day, count(*) as n, sum(amount_paise) as earned_paise from earned where in_range group by 1
    ),
    per_day as (
      select d::date as day, coalesce(s.n, 0) as started, coalesce(u.n, 0) as submitted,
             u.mean_percent, coalesce(e.n, 0) as sales, coalesce(e.earned_paise, 0) as earned_paise
      from range r cross join generate_series(r.first_day, r.last_day, interval '1 day') as d
      left join started_days s on s.day = d::date
      left join submitted_days u on u.day = d::date
      left join earned_days e on e.day = d::date
    )
    select jsonb_build_object(
      'from', (select first_day::text from range),
      'to', (select last_day::text from range),
      'days', (select jsonb_agg(jsonb_build_object('day', day::text, 'started', started, 'submitted', submitted,
                                                   'meanPercent', mean_percent, 'sales', sales,
                                                   'earnedPaise', earned_paise) order by day) from per_day),
      'range', (select jsonb_build_object(
                  'started', count(*) filter (where started_in_range),
                  'startedSubmitted', count(*) filter (where started_in_range and status = 'submitted'),
                  'submitted', count(*) filter (where submitted_in_range),
                  'meanPercent', (avg(percent) filter (where submitted_in_range))::float8,
                  'sales', (select count(*) from earned where in_range),
                  'earnedPaise', (select coalesce(sum(amount_paise), 0) from earned where in_range))
                from picked),
      'lifetime', (select jsonb_build_object('sales', count(*), 'earnedPaise', coalesce(sum(amount_paise), 0))
                   from earned)
    ) as record
  `.execute(db)
  return QuizAnalyticsRecord.parse(rows[0]?.record)
}

export function findQuizForAnalytics(db: DB, quizId: string) {
  return db
    .selectFrom('quizzes')
    .select(['id', 'creator_id', 'status', 'title', 'is_paid', 'price_paise'])
    .where('id', '=', quizId)
    .executeTakeFirst()
}

/** The submitted attempts of a quiz, newest first, with their player's name: a page, or all of them (the CSV). */
export function listSubmittedAttempts(db: DB, quizId: string, page: { limit: number; offset: number } | null) {
  let query = db
    .selectFrom('attempts')
    .innerJoin('users', 'users.id', 'attempts.user_id')
    .select([
      'attempts.id',
      'users.username',
      'attempts.score',
      'attempts.total_possible_score',
      'attempts.duration_ms',
      'attempts.submitted_at',
      'attempts.violation_count',
      'attempts.is_ranked',
    ])
    .where('attempts.quiz_id', '=', quizId)
    .where('attempts.status', '=', 'submitted')
    .orderBy('attempts.submitted_at', 'desc')
    .orderBy('attempts.id', 'desc')
  if (page) query = query.limit(page.limit).offset(page.offset)
  return query.execute()
}

export type SubmittedAttemptRow = Awaited<ReturnType<typeof listSubmittedAttempts>>[number]

export async function countSubmittedAttempts(db: DB, quizId: string): Promise<number> {
  const row = await db
    .selectFrom('attempts')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('quiz_id', '=', quizId)
    .where('status', '=', 'submitted')
    .executeTakeFirstOrThrow()
  return Number(row.total)
}

const EarningsRecord = z.object({
  from: z.string(),
  to: z.string(),
  quizzes: z.array(
    z.object({
      quizId: z.string().nullable(),
      title: z.string(),
      isPaid: z.boolean().nullable(),
      pricePaise: Count.nullable(),
      sales: Count,
      earnedPaise: Count,
      lifetimeSales: Count,
      lifetimeEarnedPaise: Count,
    }),
  ),
  days: z.array(z.object({ day: z.string(), sales: Count, earnedPaise: Count })),
})

/**
 * A creator's earnings over the range and since the start: per quiz (each paid quiz of theirs, with
 * or without sales, and a deleted quiz's earnings under the title it had), and per day.
 */
export async function creatorEarnings(db: DB, creatorId: string, days: number) {
  const { rows } = await sql<{ record: unknown }>`
    with range as (${rangeOf(days)}),
    earned as (
      select w.quiz_id, w.quiz_title, w.amount_paise, ${dayOf('w.created_at')} as day,
             w.created_at >= r.starts and w.created_at < r.ends as in_range
      from wallet_transactions w, range r
      where w.user_id = ${creatorId}::uuid and w.type = 'quiz_earning' and w.status = 'completed'
    ),
    per_quiz as (
      select quiz_id, max(quiz_title) as quiz_title,
             count(*) filter (where in_range) as sales,
             coalesce(sum(amount_paise) filter (where in_range), 0) as earned_paise,
             count(*) as lifetime_sales, sum(amount_paise) as lifetime_earned_paise
      from earned group by quiz_id
    ),
    listed as (
      select coalesce(q.id, e.quiz_id) as quiz_id, coalesce(q.title, e.quiz_title, '') as title,
             q.is_paid, q.price_paise,
             coalesce(e.sales, 0) as sales, coalesce(e.earned_paise, 0) as earned_paise,
             coalesce(e.lifetime_sales, 0) as lifetime_sales,
             coalesce(e.lifetime_earned_paise, 0) as lifetime_earned_paise
      from (select id, title, is_paid, price_paise from quizzes where creator_id = ${creatorId}::uuid and is_paid) as q
      full join per_quiz e on e.quiz_id = q.id
    )
    select jsonb_build_object(
      'from', (select first_day::text from range),
      'to', (select last_day::text from range),
      'quizzes', coalesce((select jsonb_agg(jsonb_build_object(
                    'quizId', quiz_id, 'title', title, 'isPaid', is_paid, 'pricePaise', price_paise,
                    'sales', sales, 'earnedPaise', earned_paise, 'lifetimeSales', lifetime_sales,
                    'lifetimeEarnedPaise', lifetime_earned_paise)
                  order by lifetime_earned_paise desc, title, quiz_id) from listed), '[]'::jsonb),
      'days', (select jsonb_agg(jsonb_build_object('day', d::date::text, 'sales', coalesce(e.n, 0),
                                                   'earnedPaise', coalesce(e.earned_paise, 0)) order by d)
               from range r cross join generate_series(r.first_day, r.last_day, interval '1 day') as d
               left join (select day, count(*) as n, sum(amount_paise) as earned_paise
                          from earned where in_range group by day) as e on e.day = d::date)
    ) as record
  `.execute(db)
  return EarningsRecord.parse(rows[0]?.record)
}
