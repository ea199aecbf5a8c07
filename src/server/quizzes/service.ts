import { sql } from 'kysely'
import type { QuizStatus } from '#db/schema'
import type { DB } from '#server/db/index'
import { AppError } from '#server/errors'
import type { SessionUser } from '#server/auth/session'
import { DEFAULT_SETTINGS, type Question, type QuizData, type QuizSettings, SettingsSchema } from '#shared/schemas/quiz'
import { EMPTY, QUIZ_ACCESS } from '#shared/messages'
import { ADMIN_MESSAGES } from '#shared/admin'
import { recordAudit } from '#server/admin/audit'
import * as repo from './repository'

export interface QuizSummary {
  id: string
  title: string
  description: string
  topic: string
  category: string
  difficulty: 'easy' | 'medium' | 'hard'
  isPaid: boolean
  pricePaise: number
  /** Total time limit in seconds. */
  timeLimit: number
  startTime: string | null
  endTime: string | null
  status: QuizStatus
  rejectionReason: string | null
  settings: QuizSettings
  questionCount: number
  attemptCount: number
  createdAt: string
  updatedAt: string
  creator: { id: string; username: string }
}

/** A question with its answer: only for the quiz's creator and admins. */
export interface EditorQuestion {
  id: string
  question: string
  options: string[]
  correctAnswer: number
  explanation: string
  points: number
  timeLimit: number
}

export type Actor = Pick<SessionUser, 'id' | 'role'>

function parseSettings(value: unknown): QuizSettings {
  const parsed = SettingsSchema.safeParse(value)
  return parsed.success ? parsed.data : DEFAULT_SETTINGS
}

export function toQuizSummary(row: repo.QuizSummaryRow): QuizSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    topic: row.topic,
    category: row.category,
    difficulty: row.difficulty,
    isPaid: row.is_paid,
    pricePaise: row.price_paise,
    timeLimit: row.time_limit_seconds,
    startTime: row.start_time?.toISOString() ?? null,
    endTime: row.end_time?.toISOString() ?? null,
    status: row.status,
    rejectionReason: row.status === 'rejected' ? row.rejection_reason : null,
    settings: parseSettings(row.settings),
    questionCount: row.question_count,
    attemptCount: row.attempt_count,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    creator: { id: row.creator_id, username: row.creator_username },
  }
}

export function toEditorQuestion(row: repo.QuestionRow): EditorQuestion {
  return {
    id: row.id,
    question: row.text,
    options: row.options,
    correctAnswer: row.correct_answer,
    explanation: row.explanation,
    points: row.points,
    timeLimit: row.time_limit_seconds,
  }
}

const notFound = () => new AppError('NOT_FOUND', EMPTY.quizNotFound)

function canManage(actor: Actor | null, creatorId: string) {
  return actor !== null && (actor.role === 'admin' || actor.id === creatorId)
}

/**
 * The quiz, if the actor may change it. Inside a transaction the row is locked, so concurrent
 * changes to one quiz (two question adds, an edit and a delete) run one after the other.
 */
async function requireManageable(
  db: DB,
  actor: Actor,
  quizId: string,
  options: { lock?: boolean; purpose?: 'change' | 'view' } = {},
) {
  const quiz = await repo.findQuizOwnership(db, quizId, { forUpdate: options.lock ?? false })
  if (!quiz) throw notFound()
  if (!canManage(actor, quiz.creator_id)) {
    throw new AppError('FORBIDDEN', options.purpose === 'view' ? QUIZ_ACCESS.cannotView : QUIZ_ACCESS.cannotChange)
  }
  return quiz
}

type ManagedQuiz = NonNullable<Awaited<ReturnType<typeof repo.findQuizOwnership>>>

/**
 * An admin who changes or deletes someone else's quiz acts for the platform: the audit log records
 * it in the same transaction, as it does every other admin action. A creator's own changes are not
 * admin actions.
 */
async function auditOnBehalf(
  trx: DB,
  actor: Actor,
  quiz: ManagedQuiz,
  action: 'quiz.edit' | 'quiz.delete',
  after?: Record<string, unknown>,
) {
  if (actor.role !== 'admin' || actor.id === quiz.creator_id) return
  await recordAudit(trx, {
    actorId: actor.id,
    action,
    targetType: 'quiz',
    targetId: quiz.id,
    before: { title: quiz.title, status: quiz.status },
    ...(after ? { after } : {}),
  })
}

function quizColumns(data: QuizData) {
  return {
    title: data.title,
    description: data.description,
    topic: data.topic,
    category: data.category,
    difficulty: data.difficulty,
    is_paid: data.isPaid,
    price_paise: data.pricePaise,
    time_limit_seconds: data.timeLimit,
    start_time: data.startTime ? new Date(data.startTime) : null,
    end_time: data.endTime ? new Date(data.endTime) : null,
    settings: JSON.stringify(data.settings),
    question_count: data.questions.length,
  }
}

export async function createQuiz(db: DB, creatorId: string, data: QuizData): Promise<QuizSummary> {
  const quizId = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('quizzes')
      .values({ ...quizColumns(data), creator_id: creatorId, status: data.asDraft ? 'draft' : 'pending' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await repo.insertQuestions(trx, id, data.questions)
    return id
  })
  return getQuizSummary(db, quizId)
}

/**
 * Replaces a quiz and its questions. Any change sends it back for review (`pending`), or to
 * `draft` when saved as one: an approved quiz leaves the public list until approved again.
 * Attempts keep their own snapshot of the questions, so results never change.
 */
export async function updateQuiz(db: DB, actor: Actor, quizId: string, data: QuizData): Promise<QuizSummary> {
  await db.transaction().execute(async (trx) => {
    const quiz = await requireManageable(trx, actor, quizId, { lock: true })
    const status = data.asDraft ? 'draft' : 'pending'
    await auditOnBehalf(trx, actor, quiz, 'quiz.edit', { title: data.title, status, questions: data.questions.length })
    await trx
      .updateTable('quizzes')
      .set({
        ...quizColumns(data),
        status,
        rejection_reason: null,
        reviewed_by: null,
        reviewed_at: null,
        updated_at: new Date(),
      })
      .where('id', '=', quizId)
      .execute()
    await trx.deleteFrom('questions').where('quiz_id', '=', quizId).execute()
    await repo.insertQuestions(trx, quizId, data.questions)
  })
  return getQuizSummary(db, quizId)
}

/** Deletes the quiz, its questions and its attempts; money already moved stays in the ledger. */
export async function deleteQuiz(db: DB, actor: Actor, quizId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const quiz = await requireManageable(trx, actor, quizId, { lock: true })
    await auditOnBehalf(trx, actor, quiz, 'quiz.delete')
    await trx.deleteFrom('quizzes').where('id', '=', quizId).execute()
  })
}

export async function getQuizSummary(db: DB, quizId: string): Promise<QuizSummary> {
  const row = await repo.findQuizSummary(db, quizId)
  if (!row) throw notFound()
  return toQuizSummary(row)
}

/**
 * A quiz as a viewer may see it: anyone sees an approved quiz's metadata; the creator and admins
 * see every status, with the questions and answers.
 */
export async function getQuizForViewer(db: DB, viewer: Actor | null, quizId: string) {
  const row = await repo.findQuizSummary(db, quizId)
  if (!row) throw notFound()
  const isManager = canManage(viewer, row.creator_id)
  if (!isManager && row.status !== 'approved') throw notFound()
  const [questions, hasPaid] = await Promise.all([
    isManager ? repo.listQuestions(db, quizId).then((rows) => rows.map(toEditorQuestion)) : null,
    viewer && row.is_paid && viewer.id !== row.creator_id ? repo.hasPaidFor(db, viewer.id, quizId) : false,
  ])
  return {
    quiz: toQuizSummary(row),
    isCreator: viewer?.id === row.creator_id,
    canEdit: isManager,
    /** The viewer bought this paid quiz already: starting again costs nothing (retakes are free). */
    hasPaid,
    questions,
  }
}

/** The editor's copy: the creator's (or an admin's) full quiz with answers. */
export async function getQuizForEditor(db: DB, actor: Actor, quizId: string) {
  await requireManageable(db, actor, quizId, { purpose: 'view' })
  const [quiz, questions] = await Promise.all([getQuizSummary(db, quizId), repo.listQuestions(db, quizId)])
  return { quiz, questions: questions.map(toEditorQuestion) }
}

export interface PublicListFilters {
  search?: string | undefined
  category?: string | undefined
  difficulty?: string | undefined
  limit: number
  offset: number
}

/** Approved quizzes, filtered and paginated in the database (index-backed). */
export async function listPublicQuizzes(db: DB, filters: PublicListFilters) {
  const where = repo.publicFilters(filters)
  const [rows, total] = await Promise.all([
    repo
      .selectQuizSummary(db)
      .where(where)
      .orderBy('quizzes.created_at', 'desc')
      .orderBy('quizzes.id', 'desc')
      .limit(filters.limit)
      .offset(filters.offset)
      .execute(),
    db
      .selectFrom('quizzes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ])
  return { quizzes: rows.map(toQuizSummary), total: Number(total.count) }
}

export async function listMyQuizzes(db: DB, userId: string, status?: QuizStatus) {
  let query = repo.selectQuizSummary(db).where('quizzes.creator_id', '=', userId)
  if (status) query = query.where('quizzes.status', '=', status)
  const [rows, counts] = await Promise.all([
    query.orderBy('quizzes.created_at', 'desc').orderBy('quizzes.id', 'desc').execute(),
    db
      .selectFrom('quizzes')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .where('creator_id', '=', userId)
      .groupBy('status')
      .execute(),
  ])
  const byStatus = { all: 0, draft: 0, pending: 0, approved: 0, rejected: 0 }
  for (const row of counts) {
    byStatus[row.status] = Number(row.count)
    byStatus.all += Number(row.count)
  }
  return { quizzes: rows.map(toQuizSummary), counts: byStatus }
}

export async function listQuizzesForReview(db: DB, status: QuizStatus, page: { limit: number; offset: number }) {
  const rows = await repo
    .selectQuizSummary(db)
    .where('quizzes.status', '=', status)
    .orderBy('quizzes.updated_at', 'asc')
    .orderBy('quizzes.id', 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
  return rows.map(toQuizSummary)
}

/** Approval is conditional: only a pending quiz changes, so a double click approves once. */
export async function approveQuiz(db: DB, adminId: string, quizId: string): Promise<QuizSummary> {
  return reviewQuiz(db, adminId, quizId, 'approved', null)
}

export async function rejectQuiz(db: DB, adminId: string, quizId: string, reason: string): Promise<QuizSummary> {
  return reviewQuiz(db, adminId, quizId, 'rejected', reason)
}

/** The review and its audit record commit together. */
async function reviewQuiz(db: DB, adminId: string, quizId: string, status: 'approved' | 'rejected', reason: string | null) {
  return moveQuizAsAdmin(db, adminId, quizId, {
    from: 'pending',
    to: status,
    reason,
    action: status === 'approved' ? 'quiz.approve' : 'quiz.reject',
    refusal: (current) => `Only a pending quiz can be reviewed; this one is ${current}`,
  })
}

/**
 * Takes an approved quiz off the platform: back to `rejected` with the admin's reason, so it leaves
 * the public list, cannot be started, and its creator sees the reason on My Quizzes as with any
 * rejection (and may edit and resubmit). Attempts already taken stay, with their results.
 */
export async function unpublishQuiz(db: DB, adminId: string, quizId: string, reason: string): Promise<QuizSummary> {
  return moveQuizAsAdmin(db, adminId, quizId, {
    from: 'approved',
    to: 'rejected',
    reason,
    action: 'quiz.unpublish',
    refusal: ADMIN_MESSAGES.unpublishOnlyApproved,
  })
}

/**
 * An admin's move of a quiz from one status to another, with its audit row in the same
 * transaction. The move is conditional on the status it starts from, so a double click, or two
 * admins at once, move it once; the second is told what the quiz is now.
 */
async function moveQuizAsAdmin(
  db: DB,
  adminId: string,
  quizId: string,
  move: {
    from: QuizStatus
    to: QuizStatus
    reason: string | null
    action: 'quiz.approve' | 'quiz.reject' | 'quiz.unpublish'
    refusal: (current: QuizStatus) => string
  },
): Promise<QuizSummary> {
  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('quizzes')
      .set({ status: move.to, rejection_reason: move.reason, reviewed_by: adminId, reviewed_at: new Date() })
      .where('id', '=', quizId)
      .where('status', '=', move.from)
      .returning('title')
      .executeTakeFirst()
    if (!moved) {
      const quiz = await repo.findQuizOwnership(trx, quizId)
      if (!quiz) throw notFound()
      throw new AppError('CONFLICT', move.refusal(quiz.status))
    }
    await recordAudit(trx, {
      actorId: adminId,
      action: move.action,
      targetType: 'quiz',
      targetId: quizId,
      before: { title: moved.title, status: move.from },
      after: { title: moved.title, status: move.to, ...(move.reason ? { rejectionReason: move.reason } : {}) },
    })
  })
  return getQuizSummary(db, quizId)
}

/** Edits to single questions (REST) follow the same rule as a full update: back to review. */
async function touchAfterQuestionChange(trx: DB, quizId: string) {
  await trx
    .updateTable('quizzes')
    .set((eb) => ({
      question_count: eb.selectFrom('questions').select(eb.fn.countAll<number>().as('n')).where('quiz_id', '=', quizId),
      status: sql<QuizStatus>`case when status = 'draft' then 'draft' else 'pending' end`,
      rejection_reason: null,
      updated_at: new Date(),
    }))
    .where('id', '=', quizId)
    .execute()
}

export async function addQuestions(db: DB, actor: Actor, quizId: string, questions: Question[]) {
  return db.transaction().execute(async (trx) => {
    const quiz = await requireManageable(trx, actor, quizId, { lock: true })
    const { next } = await trx
      .selectFrom('questions')
      .select((eb) => eb.fn.coalesce(eb.fn.max('position'), sql<number>`-1`).as('next'))
      .where('quiz_id', '=', quizId)
      .executeTakeFirstOrThrow()
    await repo.insertQuestions(trx, quizId, questions, Number(next) + 1)
    await touchAfterQuestionChange(trx, quizId)
    await auditOnBehalf(trx, actor, quiz, 'quiz.edit', { questionsAdded: questions.length })
    return (await repo.listQuestions(trx, quizId)).map(toEditorQuestion)
  })
}

export async function updateQuestion(db: DB, actor: Actor, quizId: string, questionId: string, question: Question) {
  return db.transaction().execute(async (trx) => {
    const quiz = await requireManageable(trx, actor, quizId, { lock: true })
    const updated = await trx
      .updateTable('questions')
      .set({
        text: question.question,
        options: JSON.stringify(question.options),
        correct_answer: question.correctAnswer,
        explanation: question.explanation,
        points: question.points,
        time_limit_seconds: question.timeLimit,
      })
      .where('id', '=', questionId)
      .where('quiz_id', '=', quizId)
      .executeTakeFirst()
    if (updated.numUpdatedRows === 0n) throw new AppError('NOT_FOUND', 'Question not found')
    await touchAfterQuestionChange(trx, quizId)
    await auditOnBehalf(trx, actor, quiz, 'quiz.edit', { questionChanged: questionId })
    return (await repo.listQuestions(trx, quizId)).map(toEditorQuestion)
  })
}

export async function deleteQuestion(db: DB, actor: Actor, quizId: string, questionId: string) {
  return db.transaction().execute(async (trx) => {
    const quiz = await requireManageable(trx, actor, quizId, { lock: true })
    const deleted = await trx
      .deleteFrom('questions')
      .where('id', '=', questionId)
      .where('quiz_id', '=', quizId)
      .executeTakeFirst()
    if (deleted.numDeletedRows === 0n) throw new AppError('NOT_FOUND', 'Question not found')
    await touchAfterQuestionChange(trx, quizId)
    await auditOnBehalf(trx, actor, quiz, 'quiz.edit', { questionDeleted: questionId })
    return (await repo.listQuestions(trx, quizId)).map(toEditorQuestion)
  })
}

