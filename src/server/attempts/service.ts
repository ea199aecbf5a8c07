import { sql } from 'kysely'
import { z } from 'zod'
import {
  MAX_STORED_VIOLATIONS,
  SUBMIT_REASONS,
  type SubmitReason,
  shouldAutoSubmit,
  VIOLATION_DETAILS_MAX_BYTES,
  VIOLATION_SEVERITY,
  type ViolationType,
} from '#shared/anti-cheat'
import { areAnswersShown, revealTimeOf, withRevealTime } from '#shared/answer-reveal'
import { EMPTY } from '#shared/messages'
import { percentageOf } from '#shared/results'
import { DEFAULT_SETTINGS, type QuizSettings, SettingsSchema } from '#shared/schemas/quiz'
import { functionResult } from '#server/db/function-result'
import type { DB } from '#server/db/index'
import { inLeaderboardOrder } from '#server/db/leaderboard-order'
import { executePrepared } from '#server/db/prepared'
import { AppError, isUniqueViolation } from '#server/errors'
import { listQuestions } from '#server/quizzes/repository'
import { type AttemptAnalysis, analyseAttempt } from './analysis'
import { ensurePaidAccess } from './paid-access'
import { buildSnapshot, type ServedQuestion } from './snapshot'

/** Seconds after the time limit in which a submission still counts: network and clock slack. */
export const GRACE_SECONDS = 5

export interface Player {
  id: string
  role: 'user' | 'admin'
}

const attemptNotFound = () => new AppError('NOT_FOUND', EMPTY.resultNotFound)
const quizNotFound = () => new AppError('NOT_FOUND', EMPTY.quizNotFound)

function readSettings(value: unknown): QuizSettings {
  const parsed = SettingsSchema.safeParse(value)
  return parsed.success ? parsed.data : DEFAULT_SETTINGS
}

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

type AttemptRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectAttempt>['executeTakeFirst']>>>

async function loadOwnAttempt(db: DB, player: Player, attemptId: string, options: { forUpdate?: boolean } = {}) {
  let query = selectAttempt(db, attemptId)
  if (options.forUpdate) query = query.forUpdate('attempts')
  // Not prepared: a join of attempts and quizzes kept as a generic plan would be the plan made on
  // the tables' sizes when the connection first ran it (docs/decisions/012-functions-plan-with-indexes.md).
  const row = await query.executeTakeFirst()
  // Someone else's attempt does not exist, as far as this player can tell.
  if (!row || (row.user_id !== player.id && player.role !== 'admin')) throw attemptNotFound()
  return row
}

function snapshotOf(row: Pick<AttemptRow, 'questions'>): ServedQuestion[] {
  return row.questions as ServedQuestion[]
}

/** What the attempt screen needs: the questions without answers, and the server's times. */
async function attemptView(db: DB, row: AttemptRow, resumed: boolean) {
  const saved = await db
    .selectFrom('attempt_answers')
    .select(['question_index', 'selected_option', 'time_spent_seconds'])
    .where('attempt_id', '=', row.id)
    .execute()
  const questions = snapshotOf(row)
  const settings = readSettings(row.settings)
  const endsAt = row.started_at.getTime() + row.time_limit_seconds * 1000
  return {
    attemptId: row.id,
    quizId: row.quiz_id,
    quizTitle: row.quiz_title,
    resumed,
    questions: questions.map((q) => ({
      id: q.questionId,
      question: q.question,
      options: q.options,
      timeLimit: q.timeLimit,
      points: q.points,
    })),
    settings,
    /** The total time limit, in milliseconds. */
    timeLimit: row.time_limit_seconds * 1000,
    startedAt: row.started_at.toISOString(),
    endsAt: new Date(endsAt).toISOString(),
    serverNow: row.db_now.toISOString(),
    /** What is left, by the server's clock, when this answer was made. */
    remainingMs: Math.max(0, endsAt - row.db_now.getTime()),
    answers: saved.map((answer) => ({
      questionId: questions[answer.question_index]?.questionId ?? '',
      selectedOption: answer.selected_option,
      timeSpentSeconds: answer.time_spent_seconds,
    })),
    violationCount: row.violation_count,
    tabSwitches: row.tab_switches,
  }
}
export type AttemptView = Awaited<ReturnType<typeof attemptView>>

/**
 * Starts an attempt, or resumes the one in progress (no second charge). A paid quiz is paid for
 * here, in the same transaction that creates the attempt.
 */
export async function startAttempt(
  db: DB,
  player: Player,
  quizId: string,
  options: { platformFeePercent: number } = { platformFeePercent: 10 },
): Promise<AttemptView> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await db
        .transaction()
        .execute((trx) => startInTransaction(trx, player, quizId, options.platformFeePercent))
    } catch (error) {
      // Two starts racing: the unique index let one through; the other resumes it.
      if (!isUniqueViolation(error, 'attempts_one_in_progress')) throw error
    }
  }
  throw new AppError('CONFLICT', 'Could not start the quiz. Please try again.')
}

async function startInTransaction(
  trx: DB,
  player: Player,
  quizId: string,
  platformFeePercent: number,
): Promise<AttemptView> {
  // One start at a time per player and quiz: a concurrent second start waits, then resumes the
  // first attempt instead of failing on the wallet or charging twice.
  await sql`select pg_advisory_xact_lock(hashtextextended(${`${player.id}:${quizId}`}, 0))`.execute(trx)
  const quiz = await trx
    .selectFrom('quizzes')
    .select([
      'id',
      'creator_id',
      'title',
      'status',
      'is_paid',
      'price_paise',
      'time_limit_seconds',
      'start_time',
      'end_time',
      'settings',
      sql<Date>`now()`.as('db_now'),
    ])
    .where('id', '=', quizId)
    .executeTakeFirst()
  if (!quiz) throw quizNotFound()
  if (quiz.status !== 'approved') {
    if (quiz.creator_id !== player.id && player.role !== 'admin') throw quizNotFound()
    throw new AppError('CONFLICT', 'Only approved quizzes can be started')
  }

  const open = await attemptsQuery(trx)
    .where('attempts.quiz_id', '=', quizId)
    .where('attempts.user_id', '=', player.id)
    .where('attempts.status', '=', 'in_progress')
    .forUpdate('attempts')
    .executeTakeFirst()
  if (open) {
    if (!open.past_deadline) return attemptView(trx, open, true)
    await finalizeById(trx, open.id, 'time_expired')
  }

  if (quiz.start_time && quiz.db_now < quiz.start_time) {
    throw new AppError('CONFLICT', 'This quiz has not opened yet')
  }
  if (quiz.end_time && quiz.db_now > quiz.end_time) throw new AppError('CONFLICT', 'This quiz has closed')

  // Paid quizzes are paid for here, in this transaction: no attempt without the charge, and back.
  await ensurePaidAccess(
    trx,
    { id: quiz.id, creatorId: quiz.creator_id, isPaid: quiz.is_paid, pricePaise: quiz.price_paise, title: quiz.title },
    player.id,
    platformFeePercent,
  )

  const settings = withRevealTime(readSettings(quiz.settings), quiz.end_time)
  const snapshot = buildSnapshot(await listQuestions(trx, quizId), settings)
  if (snapshot.length === 0) throw new AppError('CONFLICT', 'This quiz has no questions')
  const { id } = await trx
    .insertInto('attempts')
    .values({
      quiz_id: quizId,
      user_id: player.id,
      time_limit_seconds: quiz.time_limit_seconds,
      deadline_at: sql<Date>`now() + make_interval(secs => ${quiz.time_limit_seconds + GRACE_SECONDS})`,
      questions: JSON.stringify(snapshot),
      settings: JSON.stringify(settings),
      total_possible_score: snapshot.reduce((sum, question) => sum + question.points, 0),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx
    .updateTable('quizzes')
    .set((eb) => ({ attempt_count: eb('attempt_count', '+', 1) }))
    .where('id', '=', quizId)
    .execute()
  const row = await selectAttempt(trx, id).executeTakeFirstOrThrow()
  return attemptView(trx, row, false)
}

/** Reads the attempt in progress for the attempt screen (a reload resumes with the time left). */
export async function getAttemptInProgress(db: DB, player: Player, attemptId: string) {
  const row = await loadOwnAttempt(db, player, attemptId)
  if (row.status === 'in_progress' && row.past_deadline) {
    await finalizeById(db, row.id, 'time_expired')
    return { status: 'submitted' as const, attempt: null }
  }
  if (row.status !== 'in_progress') return { status: 'submitted' as const, attempt: null }
  return { status: 'in_progress' as const, attempt: await attemptView(db, row, true) }
}

export interface AnswerInput {
  questionId: string
  /** null records a question left unanswered (its timer ran out). */
  selectedOption: number | null
  timeSpentSeconds?: number | undefined
}

/** What save_attempt_answers raises for an answer to a question the attempt never served. */
const UNKNOWN_QUESTION_SQLSTATE = 'QZ001'

/**
 * Runs one of the attempt functions of db/functions (docs/decisions/010-attempt-functions.md);
 * an answer to a question outside the attempt becomes a 400, not a 500.
 */
async function callAttemptFunction<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if ((error as { code?: string })?.code === UNKNOWN_QUESTION_SQLSTATE) {
      throw new AppError('BAD_REQUEST', 'That question is not part of this attempt')
    }
    throw error
  }
}

/** The answers as the database functions read them (by question id). */
function answersJson(answers: AnswerInput[]) {
  return JSON.stringify(
    answers.map(({ questionId, selectedOption, timeSpentSeconds }) => ({
      questionId,
      selectedOption,
      timeSpentSeconds,
    })),
  )
}

/**
 * Saves answers as the player goes. Only while the attempt is open and before the deadline, by
 * the database clock: a late answer is not stored, so it can never count.
 */
export async function saveAnswer(db: DB, player: Player, attemptId: string, answer: AnswerInput) {
  const row = await loadOwnAttempt(db, player, attemptId)
  if (row.user_id !== player.id) throw attemptNotFound()
  if (row.status !== 'in_progress') return { saved: false, status: row.status }
  const { rows } = await callAttemptFunction(() =>
    executePrepared(
      db,
      sql<{ saved: number }>`select save_attempt_answers(${attemptId}::uuid, ${answersJson([answer])}::jsonb) as saved`,
    ),
  )
  const saved = (rows[0]?.saved ?? 0) > 0
  if (!saved && row.past_deadline) await finalizeById(db, row.id, 'time_expired')
  return { saved, status: saved ? ('in_progress' as const) : ('submitted' as const) }
}

export interface SubmitInput {
  answers?: AnswerInput[] | undefined
  timeSpent?: number | undefined
  tabSwitches?: number | undefined
  /** A claim only: submit_attempt decides the reason it stores. */
  reason?: SubmitReason | undefined
}

/**
 * Submits once: the first submission saves its last answers and scores what was saved before the
 * deadline; any later one (a double click, a retry, twenty at once) gets that same result. One
 * statement, one round trip: the busiest call of a contest.
 */
export async function submitAttempt(db: DB, player: Player, attemptId: string, input: SubmitInput) {
  const clientTimeSpent = input.timeSpent === undefined ? null : Math.max(0, Math.round(input.timeSpent))
  const { rows } = await callAttemptFunction(() =>
    executePrepared(
      db,
      sql<{ result: unknown }>`
        select submit_attempt(${attemptId}::uuid, ${player.id}::uuid, ${answersJson(input.answers ?? [])}::jsonb,
                              ${input.reason ?? 'manual'}::text, ${clientTimeSpent}::integer) as result
      `,
    ),
  )
  const record = functionResult('submit_attempt', ResultRecordSchema.nullable(), rows[0]?.result ?? null)
  if (!record) throw attemptNotFound()
  return resultOf(record)
}

/**
 * Scores the saved answers (those saved by the deadline), ends the attempt at the earlier of now
 * and the deadline, and ranks it when it is the player's first finished attempt on the quiz: the
 * database's finalize_attempt, which takes the attempt's row lock itself.
 */
async function finalizeById(db: DB, attemptId: string, reason: SubmitReason) {
  await executePrepared(db, sql`select finalize_attempt(${attemptId}::uuid, ${reason}::text, null)`)
}

/** Finalises every attempt left open past its deadline, with what it saved. */
export async function finalizeExpiredAttempts(db: DB, batchSize = 100, maxBatches = 100): Promise<number> {
  let total = 0
  for (let batch = 0; batch < maxBatches; batch++) {
    const expired = await db
      .selectFrom('attempts')
      .select('id')
      .where('status', '=', 'in_progress')
      .where(sql<boolean>`past_deadline(now(), deadline_at)`)
      .limit(batchSize)
      .execute()
    for (const { id } of expired) await finalizeById(db, id, 'time_expired')
    total += expired.length
    if (expired.length < batchSize) break
  }
  return total
}

export interface ViolationInput {
  type: ViolationType
  /** Any JSON value; see storedDetails. */
  details?: unknown
  timestamp?: string | undefined
}

/**
 * A violation's details as stored: a string as sent, any other value as its JSON, nothing for
 * null; at most VIOLATION_DETAILS_MAX_BYTES of UTF-8, cut before a character that does not fit
 * whole (never inside one, so the text stays valid).
 */
export function storedDetails(value: unknown): string {
  if (value === undefined || value === null) return ''
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '')
  // Each UTF-16 unit is at most 3 bytes of UTF-8: a short text cannot be too long.
  if (text.length * 3 <= VIOLATION_DETAILS_MAX_BYTES) return text
  const encoded = Buffer.from(text, 'utf8')
  if (encoded.length <= VIOLATION_DETAILS_MAX_BYTES) return text
  let end = VIOLATION_DETAILS_MAX_BYTES
  // A continuation byte (10xxxxxx) at the cut: the character began earlier, so it goes whole.
  while (end > 0 && (encoded[end]! & 0xc0) === 0x80) end--
  return encoded.subarray(0, end).toString('utf8')
}

/** A violation as stored: the server's time is its timestamp. */
interface StoredViolation {
  type: string
  severity: string
  details: string
  timestamp: string
}

/**
 * Stores a violation with the server's time (append-only, capped per attempt) and ends the
 * attempt itself when the quiz says a violation like this one ends it.
 */
export async function recordViolation(db: DB, player: Player, attemptId: string, input: ViolationInput) {
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await loadOwnAttempt(trx, player, attemptId, { forUpdate: true })
    if (row.user_id !== player.id) throw attemptNotFound()
    if (row.status !== 'in_progress') return { recorded: false, autoSubmitted: false, violation: null }
    if (row.past_deadline) {
      await finalizeById(trx, row.id, 'time_expired')
      return { recorded: false, autoSubmitted: true, violation: null }
    }
    const tabSwitches = row.tab_switches + (input.type === 'tab_switch' ? 1 : 0)
    let violation: StoredViolation | null = null
    if (row.violation_count < MAX_STORED_VIOLATIONS) {
      const clientTime = input.timestamp ? new Date(input.timestamp) : null
      const stored = await trx
        .insertInto('attempt_violations')
        .values({
          attempt_id: row.id,
          type: input.type,
          severity: VIOLATION_SEVERITY[input.type],
          details: storedDetails(input.details),
          client_timestamp: clientTime && !Number.isNaN(clientTime.getTime()) ? clientTime : null,
        })
        .returning(['type', 'severity', 'details', 'created_at'])
        .executeTakeFirstOrThrow()
      violation = {
        type: stored.type,
        severity: stored.severity,
        details: stored.details,
        timestamp: stored.created_at.toISOString(),
      }
    }
    await trx
      .updateTable('attempts')
      .set({ tab_switches: tabSwitches, violation_count: Math.min(row.violation_count + 1, MAX_STORED_VIOLATIONS) })
      .where('id', '=', row.id)
      .execute()
    const settings = readSettings(row.settings)
    if (shouldAutoSubmit(settings.antiCheat, { type: input.type, tabSwitchesSoFar: tabSwitches })) {
      await finalizeById(trx, row.id, 'anti_cheat')
      return { recorded: true, autoSubmitted: true, violation }
    }
    return { recorded: true, autoSubmitted: false, violation }
  })
  return { ...outcome, result: outcome.autoSubmitted ? await getResult(db, player, attemptId) : null }
}

type RankedRow = Pick<AttemptRow, 'id'>

/** A place on a leaderboard, or null for an attempt that is not ranked. */
const RankSchema = z.int().positive().nullable()

/**
 * The place of a ranked attempt in its quiz's leaderboard: the database's attempt_rank, summed
 * from the counts its triggers keep (docs/decisions/008-leaderboard-rank-counts.md) over at most a
 * few hundred rows, and an exact range of the leaderboard index for the same second. One
 * statement, so one snapshot. 0 when the attempt is not ranked.
 */
export async function rankOfAttempt(db: DB, row: RankedRow): Promise<number> {
  const { rows } = await executePrepared(db, rankQuery(row))
  return functionResult('attempt_rank', RankSchema, rows[0]?.rank ?? null) ?? 0
}

/** The statement behind rankOfAttempt (the benchmark times it in the database). */
export function rankQuery(row: RankedRow) {
  return sql<{ rank: unknown }>`select attempt_rank(${row.id}::uuid) as rank`
}

/** The same rank by counting everyone ahead over the index: O(rank). Kept for the benchmark's baseline. */
export async function rankOfAttemptByCount(
  db: DB,
  row: RankedRow & Pick<AttemptRow, 'quiz_id' | 'score' | 'duration_ms'>,
) {
  const { ahead } = await countRankQuery(db, row).executeTakeFirstOrThrow()
  return Number(ahead) + 1
}

export function countRankQuery(db: DB, row: RankedRow & Pick<AttemptRow, 'quiz_id' | 'score' | 'duration_ms'>) {
  return db
    .selectFrom('attempts')
    .select((eb) => eb.fn.countAll<number>().as('ahead'))
    .where('quiz_id', '=', row.quiz_id)
    .where('is_ranked', '=', true)
    .where(
      sql<boolean>`(-score, duration_ms, submitted_at, id) < (${-(row.score ?? 0)}::int, ${row.duration_ms}::int, (select submitted_at from attempts self where self.id = ${row.id}::uuid), ${row.id}::uuid)`,
    )
}

/** A time as Postgres writes it in JSON, read as a Date. */
const JsonTime = z.iso.datetime({ offset: true }).transform((value) => new Date(value))

const ServedQuestionRecord = z.object({
  questionId: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  correctIndex: z.int(),
  explanation: z.string(),
  points: z.int(),
  timeLimit: z.int(),
}) satisfies z.ZodType<ServedQuestion>

/**
 * What attempt_result returns, checked where it is read: the attempt; its answers as the database
 * scored them (whether each counted, was right, and what it earned: correctness and points are
 * decided there, never here); its violations in order; its rank; whether it is past its deadline;
 * the quiz's end time and current settings; and the database's clock.
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
  totalPossibleScore: z.int(),
  score: z.int().nullable(),
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
      timeSpentSeconds: z.int(),
      counted: z.boolean(),
      isCorrect: z.boolean(),
      earned: z.int(),
    }),
  ),
  violations: z.array(z.object({ type: z.string(), severity: z.string(), details: z.string(), createdAt: JsonTime })),
})
type ResultRecord = z.output<typeof ResultRecordSchema>

async function readResultRecord(db: DB, attemptId: string) {
  const { rows } = await executePrepared(
    db,
    sql<{ result: unknown }>`select attempt_result(${attemptId}::uuid) as result`,
  )
  return functionResult('attempt_result', ResultRecordSchema.nullable(), rows[0]?.result ?? null)
}

/** The result screen's data: score, timing, rank, violations, breakdown and analysis. */
export async function getResult(db: DB, player: Player, attemptId: string) {
  let record = await readResultRecord(db, attemptId)
  // Someone else's attempt does not exist, as far as this player can tell.
  if (!record || (record.userId !== player.id && player.role !== 'admin')) throw attemptNotFound()
  if (record.status === 'in_progress') {
    if (!record.pastDeadline) throw new AppError('CONFLICT', 'This attempt is still in progress')
    await finalizeById(db, record.id, 'time_expired')
    record = (await readResultRecord(db, attemptId))!
  }
  return resultOf(record)
}

/** The result of a finalised attempt, built from what the database returned. */
function resultOf(record: ResultRecord) {
  const snapshot = record.questions
  const settings = readSettings(record.settings)
  const revealWhen = revealTimeOf(readSettings(record.quizSettings), record.quizEndTime)
  const answersShown = areAnswersShown(revealWhen, record.quizEndTime, record.dbNow)
  const answerByIndex = new Map(record.answers.map((answer) => [answer.index, answer]))
  const score = record.score ?? 0
  const questions = snapshot.map((question, index) => {
    const answer = answerByIndex.get(index)
    const counted = answer?.counted ? answer : undefined
    const selectedOption = counted?.selectedOption ?? null
    const isCorrect = counted?.isCorrect ?? false
    return {
      questionId: question.questionId,
      question: question.question,
      options: question.options,
      selectedOption,
      isCorrect,
      points: question.points,
      earned: counted?.earned ?? 0,
      // A question never reached took no time; one whose timer ran out saved its full time.
      timeSpentSeconds: counted?.timeSpentSeconds ?? 0,
      timeLimitSeconds: question.timeLimit,
      wasAnswered: selectedOption !== null,
      timedOut: counted !== undefined && selectedOption === null,
      // Only when the quiz allows it at this moment, by the database's clock.
      correctAnswer: answersShown ? question.correctIndex : null,
      explanation: answersShown ? question.explanation : null,
    }
  })
  const durationMs = record.durationMs ?? 0
  const analysis: AttemptAnalysis = analyseAttempt({
    questions,
    score,
    totalPossibleScore: record.totalPossibleScore,
    durationMs,
    timeLimitSeconds: record.timeLimitSeconds,
    violationCount: record.violationCount,
    // What the player can see: without review there is no breakdown to read answers in.
    answersVisible: answersShown && settings.allowReview,
    correctnessVisible: answersShown,
  })
  const byType = new Map<string, { type: string; severity: string; count: number }>()
  for (const violation of record.violations) {
    const entry = byType.get(violation.type) ?? { type: violation.type, severity: violation.severity, count: 0 }
    entry.count++
    byType.set(violation.type, entry)
  }
  return {
    attempt: {
      id: record.id,
      quizId: record.quizId,
      quizTitle: record.quizTitle,
      status: record.status,
      submitReason: record.submitReason,
      score,
      totalPossibleScore: record.totalPossibleScore,
      percentage: percentageOf(score, record.totalPossibleScore),
      correctAnswers: record.correctCount ?? 0,
      totalQuestions: snapshot.length,
      durationSeconds: Math.round(durationMs / 1000),
      durationMs,
      timeLimitSeconds: record.timeLimitSeconds,
      startedAt: record.startedAt.toISOString(),
      submittedAt: record.submittedAt?.toISOString() ?? null,
      isRanked: record.isRanked,
      rank: record.rank,
      tabSwitches: record.tabSwitches,
      violationCount: record.violationCount,
      /** The answers that counted (saved by the deadline), as the player submitted them. */
      answers: [...record.answers]
        .filter((answer) => answer.counted && snapshot[answer.index])
        .sort((a, b) => a.index - b.index)
        .map((answer) => ({
          questionId: snapshot[answer.index]!.questionId,
          selectedOption: answer.selectedOption,
          timeSpentSeconds: answer.timeSpentSeconds,
        })),
      antiCheatViolations: record.violations.map((violation) => ({
        type: violation.type,
        severity: violation.severity,
        details: violation.details,
        timestamp: violation.createdAt.toISOString(),
      })),
      violationSummary: [...byType.values()],
      aiSummary: record.aiSummary,
    },
    /**
     * Present only when the quiz allows review; whether each answer was right only while the
     * answers are shown (analysis.ts says why).
     */
    detailedAnswers: settings.allowReview
      ? questions.map((question) => (answersShown ? question : { ...question, isCorrect: null, earned: null }))
      : null,
    analysis,
    quiz: {
      id: record.quizId,
      title: record.quizTitle,
      duration: Math.ceil(record.timeLimitSeconds / 60),
      totalQuestions: snapshot.length,
      showCorrectAnswers: revealWhen !== 'never',
      showCorrectAnswersWhen: revealWhen,
      /** Whether this result shows the correct answers and explanations now. */
      answersShown,
      /** When hidden answers will be shown: the quiz's end time, if it waits for one. */
      answersShownFrom:
        !answersShown && revealWhen === 'after_close' && record.quizEndTime ? record.quizEndTime.toISOString() : null,
      allowReview: settings.allowReview,
    },
  }
}
export type AttemptResult = ReturnType<typeof resultOf>

export async function saveAiSummary(db: DB, attemptId: string, summary: string) {
  await db.updateTable('attempts').set({ ai_summary: summary }).where('id', '=', attemptId).execute()
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

/** Ranked attempts in order, and the viewer's own place. */
export async function getLeaderboard(db: DB, viewerId: string | null, quizId: string, limit: number) {
  const quiz = await db
    .selectFrom('quizzes')
    .select(['id', 'title', 'status', 'creator_id'])
    .where('id', '=', quizId)
    .executeTakeFirst()
  if (!quiz) throw quizNotFound()
  if (quiz.status !== 'approved' && quiz.creator_id !== viewerId) {
    const viewer = viewerId
      ? await db.selectFrom('users').select('role').where('id', '=', viewerId).executeTakeFirst()
      : null
    if (viewer?.role !== 'admin') throw quizNotFound()
  }
  const [top, total, mine] = await Promise.all([
    leaderboardTopQuery(db, quizId, limit).execute(),
    // The ranked total from the counts (grain 0: one row per score), not a count over the index.
    db
      .selectFrom('leaderboard_counts')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('ranked'), sql<number>`0`).as('count'))
      .where('quiz_id', '=', quizId)
      .where('grain', '=', 0)
      .executeTakeFirstOrThrow(),
    viewerId
      ? viewerAttemptsQuery(db, quizId, viewerId)
          .execute()
          .then((rows) => rows.find((row) => row.is_ranked))
      : Promise.resolve(undefined),
  ])
  // What anyone may see of a player's place: no user or attempt ids, which would let a stranger
  // address other players' accounts and attempts.
  const toEntry = (row: (typeof top)[number], rank: number) => ({
    rank,
    username: row.username,
    score: row.score ?? 0,
    totalPossibleScore: row.total_possible_score,
    percentage: percentageOf(row.score ?? 0, row.total_possible_score),
    /** Seconds, to the millisecond the ranking orders by. */
    duration: (row.duration_ms ?? 0) / 1000,
    violationCount: row.violation_count,
    submittedAt: row.submitted_at?.toISOString() ?? null,
    isViewer: row.user_id === viewerId,
  })
  const entries = top.map((row, index) => toEntry(row, index + 1))
  const viewerEntry = mine
    ? (entries.find((entry) => entry.isViewer) ?? toEntry(mine, await rankOfAttempt(db, mine)))
    : null
  return { quiz: { id: quiz.id, title: quiz.title }, entries, viewerEntry, totalRanked: Number(total.count) }
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
    ])
    .where('attempts.user_id', '=', userId)
    .orderBy('attempts.started_at', 'desc')
    .orderBy('attempts.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
}

type MyAttemptRow = Awaited<ReturnType<ReturnType<typeof myAttemptsQuery>['execute']>>[number]

function toMyAttempt(row: MyAttemptRow) {
  return {
    attemptId: row.id,
    quizId: row.quiz_id,
    quizTitle: row.title,
    status: row.status,
    score: row.score,
    totalPossibleScore: row.total_possible_score,
    percentage: row.score === null ? null : percentageOf(row.score, row.total_possible_score),
    /** Null while the attempt is in progress, as are the score and the duration. */
    correctAnswers: row.correct_count,
    totalQuestions: row.total_questions,
    startedAt: row.started_at.toISOString(),
    submittedAt: row.submitted_at?.toISOString() ?? null,
    durationSeconds: row.duration_ms === null ? null : Math.round(row.duration_ms / 1000),
    isRanked: row.is_ranked,
  }
}

/** The player's attempts, newest first (shown on the profile). */
export async function listMyAttempts(db: DB, userId: string, page: { limit: number; offset: number }) {
  return (await myAttemptsQuery(db, userId, page).execute()).map(toMyAttempt)
}

/**
 * The same list with each attempt's counted answers and its violations: the whole attempt, as
 * /api/v1 gives it. The profile's list does without them.
 */
export async function listMyAttemptsWithDetails(db: DB, userId: string, page: { limit: number; offset: number }) {
  const rows = await myAttemptsQuery(db, userId, page)
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
  return rows.map((row) => ({
    ...toMyAttempt(row),
    answers: row.answers,
    antiCheatViolations: row.violations.map((violation) => ({
      ...violation,
      timestamp: new Date(violation.timestamp).toISOString(),
    })),
  }))
}

/** The quiz-level submit (`POST /quizzes/:id/submit`) finds the player's attempt on that quiz. */
export async function findOpenAttemptId(db: DB, userId: string, quizId: string, attemptId?: string) {
  let query = db.selectFrom('attempts').select('id').where('quiz_id', '=', quizId).where('user_id', '=', userId)
  // Without an id: the attempt in progress, else the latest one (a repeat submit, or one the server
  // already finished on a violation, answers with that attempt's result).
  if (attemptId) query = query.where('id', '=', attemptId)
  const row = await query
    .orderBy(sql`status = 'in_progress'`, 'desc')
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.id ?? null
}
