import {
  MAX_STORED_VIOLATIONS,
  type SubmitReason,
  shouldAutoSubmit,
  VIOLATION_DETAILS_MAX_BYTES,
  VIOLATION_SEVERITY,
  type ViolationType,
} from '#shared/anti-cheat'
import { withRevealTime } from '#shared/answer-reveal'
import { ATTEMPT_GRACE_SECONDS } from '#shared/constants'
import type { SessionUser } from '#server/identity/session'
import type { DB } from '#server/db/index'
import { AppError, isUniqueViolation } from '#server/errors'
import { listQuestions } from '#server/quizzes/service'
import { readSettings } from '#server/quizzes/schemas'
import { isPlayable, requireQuizAccess } from '#server/quizzes/policy'
import type { RequestContext } from '#server/context'
import { notifyDeps } from '#server/notifications/service'
import { ensurePaidAccess, type SaleTerms } from './paid-access'
import { canReadAttempt, isAttemptPlayer } from './policy'
import * as repo from './repository'
import { examComparisonOf, getResult, toAttemptResult } from './result-service'
import {
  buildSnapshot,
  fullMarks,
  type ServedExam,
  type ServedQuestion,
  servedParts,
  shownQuestionImages,
  shownTranslation,
} from './snapshot'
import { openSection, readLayout, sectionCloses } from '#shared/exam/sections'
import { markQuestion } from '#shared/exam/marking'
import { imagesById } from '#server/images/service'
import { imageIdsOf } from '#shared/question-images'
import { QUIZ_EDITOR_ERRORS } from '#shared/texts'
import { type PlayerResponse, responseSchema, unshuffle } from '#shared/questions/responses'
import { score } from '#shared/questions/score'
import { ZERO } from '#shared/questions/fraction'
import { awarded, formatHundredths, POINT } from '#shared/questions/points'
import { countAttemptStarted, countAttemptSubmitted } from '#server/metrics'
import { m } from '#shared/i18n'

export const attemptNotFound = () => new AppError('NOT_FOUND', m.empty_result_not_found())

/** The attempt, if the user may read it; to anyone else it does not exist. */
export async function readableAttempt(
  db: DB,
  user: SessionUser,
  attemptId: string,
  options: { forUpdate?: boolean } = {},
) {
  const row = await repo.findAttempt(db, attemptId, options)
  if (!row || !canReadAttempt(user, row)) throw attemptNotFound()
  return row
}

/**
 * An exam's sections as the attempt screen shows them: each with its marking, its questions by
 * served place and, on a fixed order's clocks, when it closes (without the grace); which is open
 * now by the database's clock, and how many the player closed early. Nothing for a quiz without.
 */
function examView(row: repo.AttemptRow): { exam?: ReturnType<typeof examOf> } {
  const exam = row.exam as ServedExam | null
  return exam ? { exam: examOf(row, exam) } : {}
}

function examOf(row: repo.AttemptRow, exam: ServedExam) {
  const closes = sectionCloses(exam)
  const at = (seconds: number) => new Date(row.started_at.getTime() + seconds * 1000).toISOString()
  const elapsed = (row.db_now.getTime() - row.started_at.getTime()) / 1000
  return {
    sectionOrder: exam.sectionOrder,
    carryOver: exam.carryOver,
    sections: exam.sections.map(({ closesAfter: _closesAfter, ...section }, index) => ({
      ...section,
      closesAt: closes ? at(closes[index]!) : null,
    })),
    sectionsClosed: row.sections_closed,
    openSection: closes ? openSection(closes, elapsed, row.sections_closed) : null,
  }
}

/** What the attempt screen needs: the questions without answers, and the server's times. */
async function attemptView(db: DB, row: repo.AttemptRow, resumed: boolean) {
  const saved = await repo.savedAnswers(db, row.id)
  const questions = row.questions as ServedQuestion[]
  const settings = readSettings(row.settings)
  const endsAt = row.started_at.getTime() + row.time_limit_seconds * 1000
  return {
    attemptId: row.id,
    quizId: row.quiz_id,
    quizTitle: row.quiz_title,
    resumed,
    // What the player is shown, and never what marks it.
    questions: questions.map((q) => {
      const { view } = servedParts(q)
      return {
        id: q.questionId,
        question: q.question,
        ...view,
        options: q.options,
        ...shownQuestionImages(q),
        ...shownTranslation(q, { withExplanation: false }),
        ...(q.section === undefined ? {} : { sectionIndex: q.section }),
        timeLimit: q.timeLimit,
        points: q.points,
      }
    }),
    ...examView(row),
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
      response: (answer.response ?? null) as PlayerResponse | null,
      timeSpentSeconds: answer.time_spent_seconds,
    })),
    violationCount: row.violation_count,
    tabSwitches: row.tab_switches,
  }
}
export type AttemptView = Awaited<ReturnType<typeof attemptView>>

/** What a start needs from the app: the platform's fee, and how to tell a creator of a sale. */
export function startOptions(ctx: Pick<RequestContext, 'mailer' | 'env'>): SaleTerms {
  return { platformFeePercent: ctx.env.platformFeePercent, notices: notifyDeps(ctx) }
}

/**
 * Starts an attempt, or resumes the one in progress (no second charge). A paid quiz is paid for
 * here, in the same transaction that creates the attempt. Both shells pass `startOptions(ctx)`;
 * without terms only free quizzes start.
 */
export async function startAttempt(
  db: DB,
  user: SessionUser,
  quizId: string,
  options?: SaleTerms,
): Promise<AttemptView> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const view = await db.transaction().execute((trx) => startInTransaction(trx, user, quizId, options))
      // Counted once committed; resuming the attempt in progress starts nothing.
      if (!view.resumed) countAttemptStarted()
      return view
    } catch (error) {
      // Two starts racing: the unique index let one through; the other resumes it.
      if (!isUniqueViolation(error, 'attempts_one_in_progress')) throw error
    }
  }
  throw new AppError('CONFLICT', m.attempt_server_start_raced())
}

/**
 * Starts a scheduled contest's attempt in the caller's transaction (contests/service.ts): the
 * quiz's own rules and timing, cut off so that its deadline, grace and all, is the contest's close.
 * A contest is free, so nothing is charged. An attempt on the quiz still in progress is not taken
 * for the contest's: the player is asked to finish it first.
 */
export function startContestAttempt(trx: DB, user: SessionUser, quizId: string, closesAt: Date) {
  return startInTransaction(trx, user, quizId, undefined, { closesAt })
}

/**
 * Starts a group assignment's attempt in the caller's transaction (groups/service.ts), which has
 * already found the caller a member of a group the quiz was given to: the quiz's own rules and
 * timing, nothing charged (an assignment's quiz is free). An attempt on the quiz still in progress
 * is not taken for the assignment's: the player is asked to finish it first.
 */
export function startAssignmentAttempt(trx: DB, user: SessionUser, quizId: string) {
  return startInTransaction(trx, user, quizId, undefined, { closesAt: null })
}

async function startInTransaction(
  trx: DB,
  user: SessionUser,
  quizId: string,
  terms: SaleTerms | undefined,
  /** A contest's (cut off at its close) or an assignment's (closesAt null) attempt, started for it. */
  contest?: { closesAt: Date | null },
): Promise<AttemptView> {
  await repo.lockStart(trx, user.id, quizId)
  const quiz = requireQuizAccess(user, await repo.findQuizToStart(trx, quizId, user.id), 'see')
  // Its creator and admins see it before it is approved (or, private, while a draft), and are told why it cannot start yet.
  if (!isPlayable(quiz)) throw new AppError('CONFLICT', m.attempt_server_only_approved_start())

  const open = await repo.findOpenAttemptForUpdate(trx, user.id, quizId)
  if (open) {
    if (!open.past_deadline && contest)
      throw new AppError(
        'CONFLICT',
        contest.closesAt ? m.contests_finish_open_attempt() : m.groups_finish_open_attempt(),
      )
    if (!open.past_deadline) return attemptView(trx, open, true)
    await repo.finalize(trx, open.id, 'time_expired')
  }

  if (quiz.start_time && quiz.db_now < quiz.start_time) throw new AppError('CONFLICT', m.attempt_server_not_open_yet())
  if (quiz.end_time && quiz.db_now > quiz.end_time) throw new AppError('CONFLICT', m.attempt_server_closed())

  // Paid quizzes are paid for here, in this transaction: no attempt without the charge, and back.
  await ensurePaidAccess(
    trx,
    { id: quiz.id, creatorId: quiz.creator_id, isPaid: quiz.is_paid, pricePaise: quiz.price_paise, title: quiz.title },
    user.id,
    terms,
  )

  const settings = withRevealTime(readSettings(quiz.settings), quiz.end_time)
  const rows = await listQuestions(trx, quizId)
  // Each picture's words and size are kept with the attempt, as its questions are.
  const images = await imagesById(
    trx,
    rows.flatMap((row) => imageIdsOf(row.definition)),
  )
  // A contest's attempt ends at the contest's close, whatever time the quiz would give.
  const untilClose = contest?.closesAt
    ? Math.floor((contest.closesAt.getTime() - quiz.db_now.getTime()) / 1000) - ATTEMPT_GRACE_SECONDS
    : Infinity
  if (untilClose <= 0) throw new AppError('CONFLICT', m.contests_closing())
  const layout = readLayout(quiz.exam)
  const { questions: snapshot, exam } = buildSnapshot(rows, settings, images, layout, ATTEMPT_GRACE_SECONDS)
  if (snapshot.length === 0) throw new AppError('CONFLICT', m.attempt_server_no_questions())
  const id = await repo.insertAttempt(trx, {
    quizId,
    userId: user.id,
    // A fixed order's sections run back to back: the paper ends when its last section closes.
    timeLimitSeconds: Math.min(
      quiz.time_limit_seconds,
      layout ? (sectionCloses(layout)?.at(-1) ?? Infinity) : Infinity,
      untilClose,
    ),
    graceSeconds: ATTEMPT_GRACE_SECONDS,
    questions: snapshot,
    settings,
    totalPossibleScore: fullMarks(snapshot, exam),
    exam,
  })
  return attemptView(trx, (await repo.findAttempt(trx, id))!, false)
}

/** Reads the attempt in progress for the attempt screen (a reload resumes with the time left). */
export async function getAttemptInProgress(db: DB, user: SessionUser, attemptId: string) {
  const row = await readableAttempt(db, user, attemptId)
  if (row.status === 'in_progress' && row.past_deadline) {
    await repo.finalize(db, row.id, 'time_expired')
    return { status: 'submitted' as const, attempt: null }
  }
  if (row.status !== 'in_progress') return { status: 'submitted' as const, attempt: null }
  return { status: 'in_progress' as const, attempt: await attemptView(db, row, true) }
}

export interface AnswerInput {
  questionId: string
  /** A single-answer question's option, as served; null records a question left unanswered (its timer ran out). */
  selectedOption?: number | null | undefined
  /** The answer to a question of any type, as PlayerResponse says; null: left unanswered. */
  response?: PlayerResponse | null | undefined
  timeSpentSeconds?: number | undefined
}

/** A refusal of one answer, naming its question by the number the player saw. */
const badAnswer = (index: number, message: string) =>
  new AppError('BAD_REQUEST', QUIZ_EDITOR_ERRORS.inQuestion(index + 1, message))

/**
 * Each answer checked against the question as this attempt served it, and marked: the response
 * by responseSchema(view) (a refusal in words, naming the question), its mark by score() and the
 * points by awarded(), the one scorer of every type (decision 035). What is stored is the verdict;
 * the database decides only whether it counted (saved by the deadline).
 */
function markAnswers(
  questions: ServedQuestion[],
  answers: AnswerInput[],
  exam: ServedExam | null = null,
): repo.AnswerRecord[] {
  return answers.map((answer) => {
    const index = questions.findIndex((question) => question.questionId === answer.questionId)
    if (index < 0) throw new AppError('BAD_REQUEST', m.attempt_server_unknown_question())
    const question = questions[index]!
    const parts = servedParts(question)
    // A response given wins; else the option chosen (a client may send both, one of them null);
    // `response: null` alone takes an answer back, as `selectedOption: null` does.
    const given = answer.response ?? (answer.selectedOption !== undefined ? answer.selectedOption : answer.response)
    const unanswered = {
      questionId: answer.questionId,
      selectedOption: null,
      response: null,
      fraction: ZERO,
      earned: formatHundredths(0),
      timeSpentSeconds: answer.timeSpentSeconds,
    }
    if (given === undefined) throw badAnswer(index, m.attempt_server_response_missing())
    if (given === null) return unanswered
    if (answer.response == null && parts.view.type !== 'multiple-choice') {
      throw badAnswer(index, m.attempt_server_selected_option_single_only())
    }
    const checked = responseSchema(parts.view).safeParse(given)
    if (!checked.success)
      throw badAnswer(index, checked.error.issues[0]?.message ?? m.attempt_server_response_missing())
    const response = unshuffle(parts, checked.data)
    const scheme = question.section === undefined ? undefined : exam?.sections[question.section]?.marking
    // An exam's section marks it under its scheme (negative marks too); a quiz by the question's points.
    const marked = scheme
      ? markQuestion(parts.definition, response, scheme)
      : (() => {
          const fraction = score(parts.definition, response)
          return { fraction, marks: awarded(question.points * POINT, fraction) }
        })()
    return {
      ...unanswered,
      selectedOption: parts.view.type === 'multiple-choice' ? (checked.data as number) : null,
      response: checked.data,
      fraction: marked.fraction,
      earned: formatHundredths(marked.marks),
    }
  })
}

/**
 * An answer to an exam's section that is not open, refused in words before anything is written:
 * closed early by the player, not open yet in a fixed order, or past its clock and grace. The
 * database holds the same line at the moment it writes (save_attempt_answers).
 */
function refuseClosedSection(
  row: repo.AttemptRow,
  questions: ServedQuestion[],
  exam: ServedExam,
  answer: AnswerInput,
): void {
  const question = questions.find((served) => served.questionId === answer.questionId)
  const section = question?.section
  const closes = sectionCloses(exam)
  if (section === undefined || !closes) return
  const title = exam.sections[section]!.title
  if (section < row.sections_closed) throw new AppError('CONFLICT', m.exam_section_closed({ title }))
  const elapsed = (row.db_now.getTime() - row.started_at.getTime()) / 1000
  if (question?.closesAfter !== undefined && elapsed > question.closesAfter) {
    throw new AppError('CONFLICT', m.exam_section_time_up({ title }))
  }
  const open = openSection(closes, elapsed, row.sections_closed)
  if (open !== null && section > open) {
    throw new AppError('CONFLICT', m.exam_section_not_open({ title, open: exam.sections[open]!.title }))
  }
}

/** An answer to a question outside the attempt is a 400, not a 500. */
async function refusingUnknownQuestions<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if ((error as { code?: string })?.code === repo.UNKNOWN_QUESTION_SQLSTATE) {
      throw new AppError('BAD_REQUEST', m.attempt_server_unknown_question())
    }
    throw error
  }
}

/**
 * Saves answers as the player goes. Only while the attempt is open and before the deadline, by
 * the database clock: a late answer is not stored, so it can never count.
 */
export async function saveAnswer(db: DB, user: SessionUser, attemptId: string, answer: AnswerInput) {
  const row = await readableAttempt(db, user, attemptId)
  if (!isAttemptPlayer(user, row)) throw attemptNotFound()
  if (row.status !== 'in_progress') return { saved: false, status: row.status }
  const questions = row.questions as ServedQuestion[]
  const exam = row.exam as ServedExam | null
  if (exam) refuseClosedSection(row, questions, exam, answer)
  const marked = markAnswers(questions, [answer], exam)
  const saved = (await refusingUnknownQuestions(() => repo.saveAnswers(db, attemptId, marked))) > 0
  if (!saved && row.past_deadline) await repo.finalize(db, row.id, 'time_expired')
  return { saved, status: saved ? ('in_progress' as const) : ('submitted' as const) }
}

/**
 * Closes the open section of a fixed order before its clock runs out, where the paper carries
 * unused time over: the next opens at once and keeps its deadline (decision 041). Closing the
 * last one ends the paper. Anywhere else sections close only when their time is up.
 */
export async function closeSection(db: DB, user: SessionUser, attemptId: string) {
  const ended = await db.transaction().execute(async (trx) => {
    const row = await readableAttempt(trx, user, attemptId, { forUpdate: true })
    if (!isAttemptPlayer(user, row)) throw attemptNotFound()
    if (row.status !== 'in_progress') return true
    if (row.past_deadline) {
      await repo.finalize(trx, row.id, 'time_expired')
      return true
    }
    const exam = row.exam as ServedExam | null
    const closes = exam?.carryOver ? sectionCloses(exam) : null
    if (!closes) throw new AppError('CONFLICT', m.exam_close_not_allowed())
    const elapsed = (row.db_now.getTime() - row.started_at.getTime()) / 1000
    const open = openSection(closes, elapsed, row.sections_closed)
    if (open === null) throw new AppError('CONFLICT', m.exam_no_open_section())
    await repo.setSectionsClosed(trx, row.id, open + 1)
    if (open + 1 < closes.length) return false
    await repo.finalize(trx, row.id, 'manual')
    return true
  })
  return ended
    ? { status: 'submitted' as const, attempt: null }
    : { status: 'in_progress' as const, attempt: await attemptView(db, (await repo.findAttempt(db, attemptId))!, true) }
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
 * statement, one round trip: the busiest call of a contest. Only the player's own attempt is
 * found (submit_attempt checks the player).
 */
export async function submitAttempt(db: DB, user: SessionUser, attemptId: string, input: SubmitInput) {
  let answers: repo.AnswerRecord[] = []
  if (input.answers?.length) {
    // Marking needs the questions as served: one read more, only when answers come with the submit.
    const row = await repo.findAttempt(db, attemptId)
    if (!row || !isAttemptPlayer(user, row)) throw attemptNotFound()
    answers = markAnswers(row.questions as ServedQuestion[], input.answers, row.exam as ServedExam | null)
  }
  const record = await refusingUnknownQuestions(() =>
    repo.submit(db, {
      attemptId,
      userId: user.id,
      answers,
      reason: input.reason ?? 'manual',
      clientTimeSpent: input.timeSpent === undefined ? null : Math.max(0, Math.round(input.timeSpent)),
    }),
  )
  if (!record) throw attemptNotFound()
  countAttemptSubmitted()
  return toAttemptResult(record, await examComparisonOf(db, record))
}

/** The quiz-level submit (`POST /quizzes/:id/submit`) finds the player's attempt on that quiz. */
export async function submitOnQuiz(
  db: DB,
  user: SessionUser,
  quizId: string,
  input: SubmitInput & { attemptId?: string | undefined },
) {
  const attemptId = await repo.findPlayersAttemptOn(db, user.id, quizId, input.attemptId)
  if (!attemptId) throw new AppError('NOT_FOUND', m.attempt_server_none_in_progress())
  return submitAttempt(db, user, attemptId, input)
}

/**
 * Finalises every attempt left open past its deadline, with what it saved; returns how many this
 * call ended. Safe with any number of instances sweeping at once: each attempt is ended once. A
 * batch is one statement holding its rows until it commits, so batches stay small.
 */
export async function finalizeExpiredAttempts(db: DB, batchSize = 20, maxBatches = 500): Promise<number> {
  let total = 0
  for (let batch = 0; batch < maxBatches; batch++) {
    const { found, finalized } = await repo.finalizeExpired(db, batchSize)
    total += finalized
    if (found < batchSize) break
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
function storedDetails(value: unknown): string {
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

/**
 * Stores a violation with the server's time (append-only, capped per attempt) and ends the
 * attempt itself when the quiz says a violation like this one ends it.
 */
export async function recordViolation(db: DB, user: SessionUser, attemptId: string, input: ViolationInput) {
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await readableAttempt(trx, user, attemptId, { forUpdate: true })
    if (!isAttemptPlayer(user, row)) throw attemptNotFound()
    if (row.status !== 'in_progress') return { recorded: false, autoSubmitted: false, violation: null }
    if (row.past_deadline) {
      await repo.finalize(trx, row.id, 'time_expired')
      return { recorded: false, autoSubmitted: true, violation: null }
    }
    const tabSwitches = row.tab_switches + (input.type === 'tab_switch' ? 1 : 0)
    let violation: repo.StoredViolation | null = null
    if (row.violation_count < MAX_STORED_VIOLATIONS) {
      const clientTime = input.timestamp ? new Date(input.timestamp) : null
      violation = await repo.insertViolation(trx, {
        attemptId: row.id,
        type: input.type,
        severity: VIOLATION_SEVERITY[input.type],
        details: storedDetails(input.details),
        clientTimestamp: clientTime && !Number.isNaN(clientTime.getTime()) ? clientTime : null,
      })
    }
    await repo.setViolationCounts(trx, row.id, {
      tabSwitches,
      violationCount: Math.min(row.violation_count + 1, MAX_STORED_VIOLATIONS),
    })
    const settings = readSettings(row.settings)
    if (shouldAutoSubmit(settings.antiCheat, { type: input.type, tabSwitchesSoFar: tabSwitches })) {
      await repo.finalize(trx, row.id, 'anti_cheat')
      return { recorded: true, autoSubmitted: true, violation }
    }
    return { recorded: true, autoSubmitted: false, violation }
  })
  return { ...outcome, result: outcome.autoSubmitted ? await getResult(db, user, attemptId) : null }
}
