import { type RawBuilder, sql } from 'kysely'
import type { DB } from '#server/db/index'
import type { ReviewOutcome } from '#shared/review'

/**
 * Reads a player's finished attempts not read before into review cards, in one statement: the
 * attempts are marked read (review_folded_attempts) and their mistakes become cards together, so
 * two reads at once never make a card twice or miss one. A mistake is an answer that counted
 * (saved by the deadline) without its whole mark, as scored_answers decides for the result
 * (db/functions/scored_answers.sql); a question left unanswered is not one. A card exists once
 * per player and question (a later mistake leaves it as it is), starts new and due at the
 * attempt's end (the scheduler's empty card: every other column at its default), and only while
 * its question does: an attempt on a quiz since replaced as a whole makes none. A creator's
 * attempts on their own quiz make none: they wrote the answers.
 */
export async function foldFinishedAttempts(db: DB, userId: string): Promise<void> {
  await sql`
    with fresh as (
      insert into review_folded_attempts (attempt_id, user_id)
      select a.id, a.user_id from attempts a
      where a.user_id = ${userId} and a.status = 'submitted'
        and not exists (select 1 from review_folded_attempts f where f.attempt_id = a.id)
      on conflict do nothing
      returning attempt_id
    )
    insert into review_cards (user_id, question_id, due, created_at)
    select distinct on (q.id) a.user_id, q.id, a.submitted_at, a.submitted_at
    from fresh
    join attempts a on a.id = fresh.attempt_id
    join quizzes z on z.id = a.quiz_id
    cross join lateral scored_answers(a.id, a.questions, a.deadline_at) s
    join questions q
      on q.id = case when s.question_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                     then s.question_id::uuid end
    where z.creator_id <> a.user_id
      and s.counted and not s.is_correct
      and (s.response is not null or s.selected_option is not null)
    order by q.id, a.submitted_at
    on conflict (user_id, question_id) do nothing
  `.execute(db)
}

/**
 * Whether the player may still see the card's quiz: approved (a deleted quiz took its cards with
 * it), and when it is paid, theirs (their own, bought alone, or in a series of theirs that has
 * opened it: the rules of paid-access.ts and quizzes' coveredBySeries).
 */
function stillVisible(now: Date): RawBuilder<boolean> {
  return sql<boolean>`(
    z.status = 'approved'
    and (not z.is_paid or z.price_paise = 0 or z.creator_id = c.user_id
      or exists (select 1 from wallet_transactions t
                 where t.user_id = c.user_id and t.quiz_id = z.id and t.type = 'quiz_fee' and t.status = 'completed')
      or exists (select 1 from series_purchases p join series_mocks k on k.series_id = p.series_id
                 where p.user_id = c.user_id and k.quiz_id = z.id and k.opens_at <= ${now}))
  )`
}

export interface CardRow {
  id: string
  question_id: string
  due: Date
  stability: number
  difficulty: number
  scheduled_days: number
  learning_steps: number
  reps: number
  lapses: number
  state: number
  last_review: Date | null
  text: string
  explanation: string
  type: string
  definition: unknown
  translation: unknown
  quiz_id: string
  quiz_language: string
  quiz_title: string
  quiz_settings: unknown
  quiz_end_time: Date | null
}

const CARD_COLUMNS = sql`
  c.id, c.question_id, c.due, c.stability, c.difficulty, c.scheduled_days, c.learning_steps, c.reps,
  c.lapses, c.state, c.last_review, q.text, q.explanation, q.type, q.definition, q.translation,
  z.id as quiz_id, z.language as quiz_language, z.title as quiz_title, z.settings as quiz_settings, z.end_time as quiz_end_time
`

/** The player's cards due at `now` that they may still see, the longest due first, `limit` at most. */
export async function dueCards(db: DB, userId: string, now: Date, limit: number): Promise<CardRow[]> {
  if (limit <= 0) return []
  const { rows } = await sql<CardRow>`
    select ${CARD_COLUMNS}
    from review_cards c
    join questions q on q.id = c.question_id
    join quizzes z on z.id = q.quiz_id
    where c.user_id = ${userId} and c.due <= ${now} and ${stillVisible(now)}
    order by c.due, c.id
    limit ${limit}
  `.execute(db)
  return rows
}

/** How many of the player's visible cards are due at `now`, counted up to `limit`. */
export async function countDue(db: DB, userId: string, now: Date, limit: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from (
      select 1 from review_cards c
      join questions q on q.id = c.question_id
      join quizzes z on z.id = q.quiz_id
      where c.user_id = ${userId} and c.due <= ${now} and ${stillVisible(now)}
      order by c.due limit ${limit}
    ) as due
  `.execute(db)
  return rows[0]?.n ?? 0
}

/** When the player's next visible card falls due after `now`, or null when none will. */
export async function nextDue(db: DB, userId: string, now: Date): Promise<Date | null> {
  const { rows } = await sql<{ due: Date }>`
    select c.due from review_cards c
    join questions q on q.id = c.question_id
    join quizzes z on z.id = q.quiz_id
    where c.user_id = ${userId} and c.due > ${now} and ${stillVisible(now)}
    order by c.due limit 1
  `.execute(db)
  return rows[0]?.due ?? null
}

/** One of the player's cards they may still see, locked for its answer; undefined otherwise. */
export async function lockCard(db: DB, userId: string, cardId: string, now: Date): Promise<CardRow | undefined> {
  const { rows } = await sql<CardRow>`
    select ${CARD_COLUMNS}
    from review_cards c
    join questions q on q.id = c.question_id
    join quizzes z on z.id = q.quiz_id
    where c.id = ${cardId} and c.user_id = ${userId} and ${stillVisible(now)}
    for update of c
  `.execute(db)
  return rows[0]
}

/** Answers the player gave in review since `since` (the day's count, for the daily cap). */
export async function countReviewedSince(db: DB, userId: string, since: Date, now: Date): Promise<number> {
  const row = await db
    .selectFrom('review_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('reviewed_at', '>=', since)
    .where('reviewed_at', '<=', now)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export interface Schedule {
  due: Date
  stability: number
  difficulty: number
  scheduled_days: number
  learning_steps: number
  reps: number
  lapses: number
  state: number
  last_review: Date | null
}

export async function updateCard(db: DB, cardId: string, schedule: Schedule): Promise<void> {
  await db.updateTable('review_cards').set(schedule).where('id', '=', cardId).execute()
}

export async function insertLog(
  db: DB,
  row: {
    user_id: string
    card_id: string
    outcome: ReviewOutcome
    rating: number
    scheduled_days: number
    reviewed_at: Date
  },
): Promise<void> {
  await db.insertInto('review_log').values(row).execute()
}
