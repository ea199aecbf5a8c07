import { sql } from 'kysely'
import { z } from 'zod'
import { SUBMIT_REASONS, type SubmitReason, type ViolationType } from '#shared/anti-cheat'
import { functionResult } from '#server/db/function-result'
import type { DB } from '#server/db/index'
import { inLeaderboardOrder } from '#server/db/leaderboard-order'
import { executePrepared } from '#server/db/prepared'
import { sharedWithViewer } from '#server/db/private-quizzes'
import type { ServedExam, ServedQuestion } from './snapshot'
import type { Fraction } from '#shared/questions/fraction'
import type { PlayerResponse } from '#shared/questions/responses'
import { QuestionDefinitionSchema } from '#shared/questions/definitions'
import { QUESTION_TYPES } from '#shared/schemas/quiz'
import { QUIZ_LANGUAGES } from '#shared/quiz-languages'

/**
 * The attempts' queries, and the calls of their database functions (db/functions): saving answers,
 * submitting, finalising, the result and the rank. What a function returns is checked here, by a
 * zod schema, before anything reads it.
 */

const ATTEMPT_COLUMNS = [
  'attempts.id',
  'attempts.quiz_id',
  'attempts.user_id',
  'attempts.status',
  'attempts.started_at',
  'attempts.time_limit_seconds',
  'attempts.deadline_at',
  'attempts.submitted_at',
  'attempts.submit_reason',
  'attempts.questions',
  'attempts.settings',
  'attempts.exam',
  'attempts.sections_closed',
  'attempts.total_possible_score',
  'attempts.score',
  'attempts.correct_count',
  'attempts.duration_ms',
  'attempts.is_ranked',
  'attempts.tab_switches',
  'attempts.violation_count',
  'attempts.ai_summary',
] as const

/**
 * Attempts with the database's own clock beside them (the server owns time), and whether each is
 * past its deadline by the database's past_deadline, the one place that rule is decided.
 */
function attemptsQuery(db: DB) {
  return db
    .selectFrom('attempts')
    .innerJoin('quizzes', 'quizzes.id', 'attempts.quiz_id')
    .select([
      ...ATTEMPT_COLUMNS,
      'quizzes.title as quiz_title',
      sql<Date>`now()`.as('db_now'),
      sql<boolean>`past_deadline(now(), attempts.deadline_at)`.as('past_deadline'),
    ])
}

function selectAttempt(db: DB, attemptId: string) {
  return attemptsQuery(db).where('attempts.id', '=', attemptId)
}

export type AttemptRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectAttempt>['executeTakeFirst']>>>

/**
 * One attempt, locked for the transaction with `forUpdate`. Not prepared: a join of attempts and
 * quizzes kept as a generic plan would be the plan made on the tables' sizes when the connection
 * first ran it (docs/decisions/012-functions-plan-with-indexes.md).
 */
export function findAttempt(db: DB, attemptId: string, options: { forUpdate?: boolean } = {}) {
  const query = selectAttempt(db, attemptId)
  return (options.forUpdate ? query.forUpdate('attempts') : query).executeTakeFirst()
}

/** The player's attempt in progress on a quiz, locked for the transaction. */
export function findOpenAttemptForUpdate(trx: DB, userId: string, quizId: string) {
  return attemptsQuery(trx)
    .where('attempts.quiz_id', '=', quizId)
    .where('attempts.user_id', '=', userId)
    .where('attempts.status', '=', 'in_progress')
    .forUpdate('attempts')
    .executeTakeFirst()
}

export function savedAnswers(db: DB, attemptId: string) {
  return db
    .selectFrom('attempt_answers')
    .select(['question_index', 'selected_option', 'response', 'time_spent_seconds'])
    .where('attempt_id', '=', attemptId)
    .execute()
}

/**
 * One start at a time per player and quiz, until the transaction ends: a concurrent second start
 * waits, then resumes the first attempt instead of failing on the wallet or charging twice.
 */
export async function lockStart(trx: DB, userId: string, quizId: string) {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`${userId}:${quizId}`}, 0))`.execute(trx)
}

/** What starting a quiz needs of it, with the database's clock. */
export function findQuizToStart(trx: DB, quizId: string, viewerId: string) {
  return trx
    .selectFrom('quizzes')
    .select([
      'id',
      'creator_id',
      'title',
      'status',
      'visibility',
      sharedWithViewer(viewerId),
      'is_paid',
      'price_paise',
      'time_limit_seconds',
      'start_time',
      'end_time',
      'settings',
      'exam',
      sql<Date>`now()`.as('db_now'),
    ])
    .where('id', '=', quizId)
    .executeTakeFirst()
}

/**
 * A new attempt with its snapshot of the questions; its deadline is the database's now plus the
 * time limit and the grace. The quiz counts one attempt more.
 */
export async function insertAttempt(
  trx: DB,
  values: {
    quizId: string
    userId: string
    timeLimitSeconds: number
    graceSeconds: number
    questions: ServedQuestion[]
    settings: unknown
    totalPossibleScore: number
    /** An exam's sections as served (decision 041); null for a quiz without. */
    exam: ServedExam | null
  },
): Promise<string> {
  const { id } = await trx
    .insertInto('attempts')
    .values({
      quiz_id: values.quizId,
      user_id: values.userId,
      time_limit_seconds: values.timeLimitSeconds,
      deadline_at: sql<Date>`now() + make_interval(secs => ${values.timeLimitSeconds + values.graceSeconds})`,
      questions: JSON.stringify(values.questions),
      settings: JSON.stringify(values.settings),
      total_possible_score: values.totalPossibleScore,
      exam: values.exam ? JSON.stringify(values.exam) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx
    .updateTable('quizzes')
    .set((eb) => ({ attempt_count: eb('attempt_count', '+', 1) }))
    .where('id', '=', values.quizId)
    .execute()
  return id
}

/**
 * A finished live game's attempt for one player (decision 044), with its answers as saved at
 * their arrival: submitted at once, never ranked, ending now (its deadline too, so every answer
 * counts). Nothing when the player's attempt for this game is recorded already.
 */
export async function insertLiveAttempt(
  trx: DB,
  values: {
    gameId: string
    quizId: string
    userId: string
    startedAt: Date
    timeLimitSeconds: number
    durationMs: number
    questions: ServedQuestion[]
    settings: unknown
    totalPossibleScore: number
    /** To the hundredth, as a decimal. */
    score: string
    correctCount: number
    answers: Array<{
      questionIndex: number
      selectedOption: number | null
      response: unknown
      fraction: Fraction
      earned: string
      timeSpentSeconds: number
      savedAt: Date
    }>
  },
): Promise<boolean> {
  const row = await trx
    .insertInto('attempts')
    .values({
      quiz_id: values.quizId,
      user_id: values.userId,
      game_id: values.gameId,
      status: 'submitted',
      submit_reason: 'all_completed',
      started_at: values.startedAt,
      time_limit_seconds: values.timeLimitSeconds,
      deadline_at: sql<Date>`now()`,
      submitted_at: sql<Date>`now()`,
      duration_ms: values.durationMs,
      questions: JSON.stringify(values.questions),
      settings: JSON.stringify(values.settings),
      total_possible_score: values.totalPossibleScore,
      score: sql<number>`${values.score}::numeric`,
      correct_count: values.correctCount,
      is_ranked: false,
    })
    .onConflict((conflict) => conflict.columns(['game_id', 'user_id']).where('game_id', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst()
  if (!row) return false
  await trx
    .insertInto('attempt_answers')
    .values(
      values.answers.map((answer) => ({
        attempt_id: row.id,
        question_index: answer.questionIndex,
        selected_option: answer.selectedOption,
        response: answer.response === null ? null : JSON.stringify(answer.response),
        fraction_num: answer.fraction.num,
        fraction_den: answer.fraction.den,
        earned: sql<number>`${answer.earned}::numeric`,
        time_spent_seconds: answer.timeSpentSeconds,
        saved_at: answer.savedAt,
      })),
    )
    .execute()
  return true
}

/** An answer marked by the server's scorer, as save_attempt_answers stores it. */
export interface AnswerRecord {
  questionId: string
  selectedOption: number | null
  response: PlayerResponse | null
  fraction: Fraction
  /** Points earned, to the hundredth, as a decimal ('0.33'): numeric in the database, never a float. */
  earned: string
  timeSpentSeconds?: number | undefined
}

/** What save_attempt_answers raises for an answer to a question the attempt never served. */
export const UNKNOWN_QUESTION_SQLSTATE = 'QZ001'

/** The answers as the database functions read them (by question id). */
function answersJson(answers: AnswerRecord[]) {
  return JSON.stringify(
    answers.map(({ questionId, selectedOption, response, fraction, earned, timeSpentSeconds }) => ({
      questionId,
      selectedOption,
      response,
      fractionNum: fraction.num,
      fractionDen: fraction.den,
      earned,
      timeSpentSeconds,
    })),
  )
}

/** save_attempt_answers: how many answers it stored (none once the deadline has passed). */
export async function saveAnswers(db: DB, attemptId: string, answers: AnswerRecord[]): Promise<number> {
  const { rows } = await executePrepared(
    db,
    sql<{ saved: number }>`select save_attempt_answers(${attemptId}::uuid, ${answersJson(answers)}::jsonb) as saved`,
  )
  return rows[0]?.saved ?? 0
}

/**
 * submit_attempt: saves the last answers and finalises the attempt, or returns the first result
 * to any later submit; null for no such attempt of this player. One statement, one round trip.
 */
export async function submit(
  db: DB,
  submission: {
    attemptId: string
    userId: string
    answers: AnswerRecord[]
    reason: SubmitReason
    clientTimeSpent: number | null
  },
): Promise<ResultRecord | null> {
  const { rows } = await executePrepared(
    db,
    sql<{ result: unknown }>`
      select submit_attempt(${submission.attemptId}::uuid, ${submission.userId}::uuid, ${answersJson(submission.answers)}::jsonb,
                            ${submission.reason}::text, ${submission.clientTimeSpent}::integer) as result
    `,
  )
  return functionResult('submit_attempt', ResultRecordSchema.nullable(), rows[0]?.result ?? null)
}

/**
 * finalize_attempt: scores the answers saved by the deadline, ends the attempt at the earlier of
 * now and the deadline, and ranks it when it is the player's first finished attempt on the quiz.
 * It takes the attempt's row lock itself.
 */
export async function finalize(db: DB, attemptId: string, reason: SubmitReason) {
  await executePrepared(db, sql`select finalize_attempt(${attemptId}::uuid, ${reason}::text, null)`)
}

/**
 * Finalises up to `limit` attempts left open past their deadline, in one statement, and says how
 * many it found and how many it ended. Rows another sweep holds (another instance's, at the same
 * moment) are skipped, not waited for (SKIP LOCKED): sweeps at once share the work. One a read
 * ended first is found but not ended again (finalize_attempt returns false).
 */
export async function finalizeExpired(db: DB, limit: number): Promise<{ found: number; finalized: number }> {
  const { rows } = await sql<{ done: boolean }>`
    with expired as materialized (
      select id from attempts
       where status = 'in_progress' and past_deadline(now(), deadline_at)
       limit ${limit}
         for update skip locked)
    select finalize_attempt(id, 'time_expired', null) as done from expired
  `.execute(db)
  return { found: rows.length, finalized: rows.filter((row) => row.done).length }
}

/** A violation as stored: the server's time is its timestamp. */
export interface StoredViolation {
  type: string
  severity: string
  details: string
  timestamp: string
}

export async function insertViolation(
  trx: DB,
  violation: {
    attemptId: string
    type: ViolationType
    severity: string
    details: string
    clientTimestamp: Date | null
  },
): Promise<StoredViolation> {
  const stored = await trx
    .insertInto('attempt_violations')
    .values({
      attempt_id: violation.attemptId,
      type: violation.type,
      severity: violation.severity,
      details: violation.details,
      client_timestamp: violation.clientTimestamp,
    })
    .returning(['type', 'severity', 'details', 'created_at'])
    .executeTakeFirstOrThrow()
  return {
    type: stored.type,
    severity: stored.severity,
    details: stored.details,
    timestamp: stored.created_at.toISOString(),
  }
}

/** A fixed order's sections closed early by the player (carry-over), counted from the first. */
export async function setSectionsClosed(trx: DB, attemptId: string, sectionsClosed: number) {
  await trx.updateTable('attempts').set({ sections_closed: sectionsClosed }).where('id', '=', attemptId).execute()
}

export async function setViolationCounts(
  trx: DB,
  attemptId: string,
  counts: { tabSwitches: number; violationCount: number },
) {
  await trx
    .updateTable('attempts')
    .set({ tab_switches: counts.tabSwitches, violation_count: counts.violationCount })
    .where('id', '=', attemptId)
    .execute()
}

/** A place on a leaderboard, or null for an attempt that is not ranked. */
const RankSchema = z.int().positive().nullable()

/** The statement behind attemptRank (the ranking benchmark times it in the database). */
export function rankQuery(attemptId: string) {
  return sql<{ rank: unknown }>`select attempt_rank(${attemptId}::uuid) as rank`
}

/** attempt_rank: the attempt's place, or null when it is not ranked. */
export async function attemptRank(db: DB, attemptId: string): Promise<number | null> {
  const { rows } = await executePrepared(db, rankQuery(attemptId))
  return functionResult('attempt_rank', RankSchema, rows[0]?.rank ?? null)
}

/** A time as Postgres writes it in JSON, read as a Date. */
const JsonTime = z.iso.datetime({ offset: true }).transform((value) => new Date(value))

/** What the player was shown of a question of another type than single answer (serve.ts's QuestionView). */
const ViewRecord = z.union([
  z.object({ type: z.enum(['multiple-choice', 'multiple-answers']), options: z.array(z.string()) }),
  z.object({ type: z.enum(['true-false', 'numeric', 'short-answer']) }),
  z.object({ type: z.literal('ordering'), items: z.array(z.string()) }),
  z.object({ type: z.literal('matching'), lefts: z.array(z.string()), rights: z.array(z.string()) }),
])

/** A picture as the attempt kept it (decision 038). */
const ServedImageRecord = z.object({
  id: z.string(),
  url: z.string(),
  alt: z.string(),
  width: z.int(),
  height: z.int(),
})

/** The second language as the attempt served it (snapshot.ts's ServedTranslation): kept for the result. */
const ServedTranslationRecord = z.object({
  language: z.enum(QUIZ_LANGUAGES),
  question: z.string(),
  explanation: z.string(),
  options: z.array(z.string()).optional(),
  items: z.array(z.string()).optional(),
  lefts: z.array(z.string()).optional(),
  rights: z.array(z.string()).optional(),
})

const ServedQuestionRecord = z.object({
  questionId: z.string(),
  question: z.string(),
  type: z.enum(QUESTION_TYPES).optional(),
  options: z.array(z.string()),
  correctIndex: z.int().nullable(),
  view: ViewRecord.optional(),
  definition: QuestionDefinitionSchema.optional(),
  order: z.array(z.int()).optional(),
  explanation: z.string(),
  points: z.int(),
  timeLimit: z.int(),
  images: z
    .object({
      question: ServedImageRecord.optional(),
      explanation: ServedImageRecord.optional(),
      options: z.array(ServedImageRecord.nullable()).optional(),
    })
    .optional(),
  translation: ServedTranslationRecord.optional(),
  section: z.int().optional(),
  closesAfter: z.number().optional(),
})

/** An exam's sections as the attempt served them (snapshot.ts ServedExam). */
const ServedExamRecord = z.object({
  sectionOrder: z.enum(['free', 'fixed']),
  carryOver: z.boolean(),
  sections: z.array(
    z.object({
      title: z.string(),
      timeLimit: z.int().nullable(),
      marking: z.object({ correct: z.int(), wrong: z.int(), skipped: z.int() }),
      questionIndexes: z.array(z.int()),
      closesAfter: z.number().nullable(),
    }),
  ),
})

/**
 * What attempt_result (and submit_attempt) return, checked where it is read: the attempt; its
 * answers as the database scored them (whether each counted, was right, and what it earned:
 * correctness and points are decided there, never here); its violations in order; its rank;
 * whether it is past its deadline; the quiz's end time and current settings; and the database's
 * clock.
 */
const ResultRecordSchema = z.object({
  id: z.guid(),
  quizId: z.guid(),
  userId: z.guid(),
  quizTitle: z.string(),
  quizEndTime: JsonTime.nullable(),
  /** The quiz's settings now: a creator who hides the answers hides them from past attempts too. */
  quizSettings: z.unknown(),
  status: z.enum(['in_progress', 'submitted']),
  submitReason: z.enum(SUBMIT_REASONS).nullable(),
  pastDeadline: z.boolean(),
  startedAt: JsonTime,
  submittedAt: JsonTime.nullable(),
  timeLimitSeconds: z.int(),
  questions: z.array(ServedQuestionRecord),
  settings: z.unknown(),
  /** An exam's sections as served; null for a quiz without (and absent from records before them). */
  exam: ServedExamRecord.nullable().default(null),
  totalPossibleScore: z.number(),
  /** Points to the hundredth. */
  score: z.number().nullable(),
  correctCount: z.int().nullable(),
  durationMs: z.int().nullable(),
  isRanked: z.boolean(),
  tabSwitches: z.int(),
  violationCount: z.int(),
  aiSummary: z.string().nullable(),
  dbNow: JsonTime,
  rank: RankSchema,
  answers: z.array(
    z.object({
      index: z.int().nonnegative(),
      selectedOption: z.int().nullable(),
      response: z.unknown().transform((value) => (value ?? null) as PlayerResponse | null),
      fractionNum: z.int(),
      fractionDen: z.int().positive(),
      timeSpentSeconds: z.int(),
      counted: z.boolean(),
      isCorrect: z.boolean(),
      /** Points to the hundredth. */
      earned: z.number(),
    }),
  ),
  violations: z.array(z.object({ type: z.string(), severity: z.string(), details: z.string(), createdAt: JsonTime })),
})
export type ResultRecord = z.output<typeof ResultRecordSchema>

/** attempt_result: the attempt and everything its result is built from; null for no such attempt. */
export async function resultRecord(db: DB, attemptId: string): Promise<ResultRecord | null> {
  const { rows } = await executePrepared(
    db,
    sql<{ result: unknown }>`select attempt_result(${attemptId}::uuid) as result`,
  )
  return functionResult('attempt_result', ResultRecordSchema.nullable(), rows[0]?.result ?? null)
}

export async function saveAiSummary(db: DB, attemptId: string, summary: string) {
  await db.updateTable('attempts').set({ ai_summary: summary }).where('id', '=', attemptId).execute()
}

/** Who may see a quiz's leaderboard is decided on these. */
export function findQuizForLeaderboard(db: DB, quizId: string) {
  return db
    .selectFrom('quizzes')
    .select(['id', 'title', 'status', 'creator_id'])
    .where('id', '=', quizId)
    .executeTakeFirst()
}

const LEADERBOARD_COLUMNS = [
  'attempts.id',
  'attempts.user_id',
  'attempts.quiz_id',
  'attempts.score',
  'attempts.total_possible_score',
  'attempts.duration_ms',
  'attempts.submitted_at',
  'attempts.violation_count',
  'users.username',
] as const

/** The top of a quiz's leaderboard, read in order off the attempts_leaderboard index (no sort). */
export function leaderboardTopQuery(db: DB, quizId: string, limit: number) {
  const ranked = db
    .selectFrom('attempts')
    .innerJoin('users', 'users.id', 'attempts.user_id')
    .select(LEADERBOARD_COLUMNS)
    .where('attempts.quiz_id', '=', quizId)
    .where('attempts.is_ranked', '=', true)
  return inLeaderboardOrder(ranked, 'attempts').limit(limit)
}

export type LeaderboardRow = Awaited<ReturnType<ReturnType<typeof leaderboardTopQuery>['execute']>>[number]

/**
 * A player's attempts on a quiz (a handful), to find their ranked one. `is_ranked` is left out of
 * the WHERE clause on purpose: with it, statistics taken before anything was ranked make every
 * partial index over ranked attempts look empty, and the planner may read the quiz's whole
 * leaderboard through one of them instead of the player's own attempts.
 */
export function viewerAttemptsQuery(db: DB, quizId: string, viewerId: string) {
  return db
    .selectFrom('attempts')
    .innerJoin('users', 'users.id', 'attempts.user_id')
    .select([...LEADERBOARD_COLUMNS, 'attempts.is_ranked'])
    .where('attempts.user_id', '=', viewerId)
    .where('attempts.quiz_id', '=', quizId)
}

/** The quiz's ranked total from the counts (grain 0: one row per score), not a count over the index. */
export async function rankedTotal(db: DB, quizId: string): Promise<number> {
  const { count } = await db
    .selectFrom('leaderboard_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('ranked'), sql<number>`0`).as('count'))
    .where('quiz_id', '=', quizId)
    .where('grain', '=', 0)
    .executeTakeFirstOrThrow()
  return Number(count)
}

function myAttemptsQuery(db: DB, userId: string, page: { limit: number; offset: number }) {
  return db
    .selectFrom('attempts')
    .innerJoin('quizzes', 'quizzes.id', 'attempts.quiz_id')
    .select([
      'attempts.id',
      'attempts.quiz_id',
      'quizzes.title',
      'attempts.status',
      'attempts.score',
      'attempts.total_possible_score',
      'attempts.correct_count',
      sql<number>`jsonb_array_length(attempts.questions)`.as('total_questions'),
      'attempts.started_at',
      'attempts.submitted_at',
      'attempts.duration_ms',
      'attempts.is_ranked',
      'attempts.deadline_at',
      sql<boolean>`attempts.game_id is not null`.as('is_live_game'),
    ])
    .where('attempts.user_id', '=', userId)
    .orderBy('attempts.started_at', 'desc')
    .orderBy('attempts.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
}

export type MyAttemptRow = Awaited<ReturnType<ReturnType<typeof myAttemptsQuery>['execute']>>[number]

/** The player's attempts, newest first. */
export function listMyAttempts(db: DB, userId: string, page: { limit: number; offset: number }) {
  return myAttemptsQuery(db, userId, page).execute()
}

/** The same, each with its counted answers (as scored_answers counts them) and its violations in order. */
export function listMyAttemptsWithDetails(db: DB, userId: string, page: { limit: number; offset: number }) {
  return myAttemptsQuery(db, userId, page)
    .select([
      sql<Array<{ questionId: string; selectedOption: number | null; timeSpentSeconds: number }>>`(
        select coalesce(jsonb_agg(jsonb_build_object(
                 'questionId', s.question_id, 'selectedOption', s.selected_option, 'timeSpentSeconds', s.time_spent_seconds)
               order by s.question_index), '[]'::jsonb)
        from scored_answers(attempts.id, attempts.questions, attempts.deadline_at) as s where s.counted)`.as('answers'),
      sql<StoredViolation[]>`(
        select coalesce(jsonb_agg(jsonb_build_object(
                 'type', v.type, 'severity', v.severity, 'details', v.details, 'timestamp', v.created_at)
               order by v.id), '[]'::jsonb)
        from attempt_violations v where v.attempt_id = attempts.id)`.as('violations'),
    ])
    .execute()
}

/**
 * The player's attempt on a quiz: the one named, else the one in progress, else the latest (a
 * repeat submit, or one the server already finished on a violation, answers with its result).
 */
export async function findPlayersAttemptOn(db: DB, userId: string, quizId: string, attemptId?: string) {
  let query = db.selectFrom('attempts').select('id').where('quiz_id', '=', quizId).where('user_id', '=', userId)
  if (attemptId) query = query.where('id', '=', attemptId)
  const row = await query
    .orderBy(sql`status = 'in_progress'`, 'desc')
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.id ?? null
}
