import { type ExamLayout, layoutWithAdded, layoutWithRemoved, readLayout } from '#shared/exam/sections'
import { paperLanguageMisfit, type QuestionTranslation } from '#shared/questions/translation'
import type { QuizStatus } from '#db/schema'
import type { DB } from '#server/db/index'
import { AppError } from '#server/errors'
import type { z } from 'zod'
import type { SessionUser } from '#server/identity/session'
import {
  type GeneratePreviewSchema,
  type Question,
  QuestionInputSchema,
  type QuizData,
  QUIZ_BOUNDS,
  type QuizSettings,
} from '#shared/schemas/quiz'
import { QUIZ_SERVER } from '#shared/messages'
import type { QuestionDefinition } from '#shared/questions/definitions'
import { shownUsername } from '#shared/account-data-texts'
import type { QuizSort } from '#shared/quiz'
import { QUIZ_EDITOR_ERRORS, quizStatusLabel } from '#shared/texts'
import type { QuizLanguage } from '#shared/quiz-languages'
import { ADMIN_MESSAGES } from '#shared/admin'
import { recordAudit } from '#server/audit/log'
import type { AiClient } from '#server/ai/client'
import { generateQuiz } from '#server/ai/questions/index'
import { type NotifyDeps, notify } from '#server/notifications/service'
import { checkQuestionImages } from '#server/images/service'
import { imageIdsOf } from '#shared/question-images'
import { NOTIFICATION_LINKS, type NotificationText, QUIZ_NOTICES } from '#shared/notifications'
import { actsForPlatform, canManageQuiz, canSeeQuiz, quizNotFound, requireQuizAccess } from './policy'
import * as repo from './repository'
import { readSettings } from './schemas'
import { m } from '#shared/i18n'

/**
 * What attempts read of a quiz as stored: its questions, cut into an attempt's snapshot, and whether
 * a player has bought it. Served from here, so no other domain imports this domain's repository.
 */
export { hasPaidFor, listQuestions, type QuestionRow } from './repository'

export interface QuizSummary {
  id: string
  title: string
  description: string
  topic: string
  category: string
  difficulty: 'easy' | 'medium' | 'hard'
  /** The language it is written in (BCP 47, one of QUIZ_LANGUAGES). */
  language: QuizLanguage
  isPaid: boolean
  pricePaise: number
  /** The percentage that earns a certificate, null for none (decision 049). */
  passMark: number | null
  /** Total time limit in seconds. */
  timeLimit: number
  startTime: string | null
  endTime: string | null
  status: QuizStatus
  /** Public after approval, or private to the groups it is shared with (decision 047). */
  visibility: 'public' | 'private'
  rejectionReason: string | null
  settings: QuizSettings
  /** The paper's sections, their clocks and marking: null for a quiz without (exam/sections.ts). */
  exam: ExamLayout | null
  questionCount: number
  attemptCount: number
  createdAt: string
  updatedAt: string
  creator: { id: string; username: string }
}

/** A question with its answer (its whole definition): only for the quiz's creator and admins. */
export type EditorQuestion = {
  id: string
  question: string
  explanation: string
  points: number
  timeLimit: number
  /** Only where the question has a second language (questions/translation.ts). */
  translation?: QuestionTranslation
} & QuestionDefinition

export function toQuizSummary(row: repo.QuizSummaryRow): QuizSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    topic: row.topic,
    category: row.category,
    difficulty: row.difficulty,
    language: row.language,
    isPaid: row.is_paid,
    pricePaise: row.price_paise,
    passMark: row.pass_mark,
    timeLimit: row.time_limit_seconds,
    startTime: row.start_time?.toISOString() ?? null,
    endTime: row.end_time?.toISOString() ?? null,
    status: row.status,
    visibility: row.visibility,
    rejectionReason: row.status === 'rejected' ? row.rejection_reason : null,
    settings: readSettings(row.settings),
    exam: readLayout(row.exam),
    questionCount: row.question_count,
    attemptCount: row.attempt_count,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    creator: { id: row.creator_id, username: shownUsername(row.creator_username) },
  }
}

function toEditorQuestion(row: repo.QuestionRow): EditorQuestion {
  return {
    id: row.id,
    question: row.text,
    ...row.definition,
    explanation: row.explanation,
    points: row.points,
    timeLimit: row.time_limit_seconds,
    ...(row.translation ? { translation: row.translation } : {}),
  }
}

/**
 * The quiz, if the user may change it (or, for `view`, see its answers); refused as policy.ts says.
 * Inside a transaction the row is locked, so concurrent changes to one quiz (two question adds, an
 * edit and a delete) run one after the other.
 */
async function requireManageable(
  db: DB,
  user: SessionUser,
  quizId: string,
  options: { lock?: boolean; purpose?: 'change' | 'view' } = {},
) {
  const quiz = await repo.findQuizOwnership(db, quizId, { forUpdate: options.lock ?? false })
  return requireQuizAccess(user, quiz, options.purpose ?? 'change')
}

type ManagedQuiz = NonNullable<Awaited<ReturnType<typeof repo.findQuizOwnership>>>

/** An admin's change to someone else's quiz, recorded in the change's own transaction. */
async function auditOnBehalf(
  trx: DB,
  user: SessionUser,
  quiz: ManagedQuiz,
  action: 'quiz.edit' | 'quiz.delete',
  after?: Record<string, unknown>,
) {
  if (!actsForPlatform(user, quiz)) return
  await recordAudit(trx, {
    actorId: user.id,
    action,
    targetType: 'quiz',
    targetId: quiz.id,
    before: { title: quiz.title, status: quiz.status },
    ...(after ? { after } : {}),
  })
}

function quizColumns(data: QuizData): repo.QuizColumns {
  return {
    title: data.title,
    description: data.description,
    topic: data.topic,
    category: data.category,
    difficulty: data.difficulty,
    language: data.language,
    is_paid: data.isPaid,
    price_paise: data.pricePaise,
    pass_mark: data.passMark,
    time_limit_seconds: data.timeLimit,
    start_time: data.startTime ? new Date(data.startTime) : null,
    end_time: data.endTime ? new Date(data.endTime) : null,
    settings: JSON.stringify(data.settings),
    exam: data.exam ? JSON.stringify(data.exam) : null,
    question_count: data.questions.length,
    visibility: data.visibility,
  }
}

export async function createQuiz(db: DB, creatorId: string, data: QuizData): Promise<QuizSummary> {
  const quizId = await db.transaction().execute(async (trx) => {
    await checkQuestionImages(trx, creatorId, data.questions)
    const id = await repo.insertQuiz(trx, {
      ...quizColumns(data),
      creator_id: creatorId,
      status: data.asDraft ? 'draft' : 'pending',
    })
    await repo.insertQuestions(trx, id, data.questions)
    await shareWithGroups(trx, creatorId, id, data.groupIds)
    return id
  })
  return getQuizSummary(db, quizId)
}

/**
 * Replaces a quiz and its questions. Any change sends it back for review (`pending`), or to
 * `draft` when saved as one: an approved quiz leaves the public list until approved again.
 * Attempts keep their own snapshot of the questions, so results never change.
 */
export async function updateQuiz(db: DB, user: SessionUser, quizId: string, data: QuizData): Promise<QuizSummary> {
  await db.transaction().execute(async (trx) => {
    const quiz = await requireManageable(trx, user, quizId, { lock: true })
    // The pictures are the creator's, whoever edits: an admin cannot lend a quiz someone else's.
    await checkQuestionImages(trx, quiz.creator_id, data.questions)
    const status = data.asDraft ? 'draft' : 'pending'
    await auditOnBehalf(trx, user, quiz, 'quiz.edit', { title: data.title, status, questions: data.questions.length })
    await repo.replaceQuiz(trx, quizId, { ...quizColumns(data), status })
    await repo.deleteQuestionsOf(trx, quizId)
    await repo.insertQuestions(trx, quizId, data.questions)
    await shareWithGroups(trx, quiz.creator_id, quizId, data.groupIds)
  })
  return getQuizSummary(db, quizId)
}

/**
 * A private quiz's groups (decision 047): exactly those named, each one its creator owns; a group
 * that is not theirs is refused as one that does not exist. A public quiz names none, so it is
 * shared with none.
 */
async function shareWithGroups(trx: DB, creatorId: string, quizId: string, groupIds: readonly string[]) {
  const unique = [...new Set(groupIds)]
  if ((await repo.countOwnedGroups(trx, creatorId, unique)) !== unique.length)
    throw new AppError('NOT_FOUND', m.groups_not_found())
  await repo.replaceQuizGroups(trx, quizId, unique)
}

/** Deletes the quiz, its questions and its attempts; money already moved stays in the ledger. */
export async function deleteQuiz(db: DB, user: SessionUser, quizId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const quiz = await requireManageable(trx, user, quizId, { lock: true })
    await auditOnBehalf(trx, user, quiz, 'quiz.delete')
    await repo.deleteQuiz(trx, quizId)
  })
}

async function getQuizSummary(db: DB, quizId: string): Promise<QuizSummary> {
  const row = await repo.findQuizSummary(db, quizId)
  if (!row) throw quizNotFound()
  return toQuizSummary(row)
}

/**
 * A quiz as a viewer may see it: anyone sees an approved quiz's metadata; the creator and admins
 * see every status, with the questions and answers.
 */
export async function getQuizForViewer(db: DB, viewer: SessionUser | null, quizId: string) {
  const row = requireQuizAccess(viewer, await repo.findQuizSummary(db, quizId, viewer?.id ?? null), 'see')
  const isManager = canManageQuiz(viewer, row)
  const [questions, hasPaid] = await Promise.all([
    isManager ? repo.listQuestions(db, quizId).then((rows) => rows.map(toEditorQuestion)) : null,
    viewer && row.is_paid && viewer.id !== row.creator_id
      ? Promise.all([repo.hasPaidFor(db, viewer.id, quizId), repo.coveredBySeries(db, viewer.id, quizId)]).then(
          ([alone, bySeries]) => alone || bySeries,
        )
      : false,
  ])
  return {
    quiz: toQuizSummary(row),
    isCreator: viewer?.id === row.creator_id,
    canEdit: isManager,
    /** The viewer bought this paid quiz already, alone or in an open mock of a series: starting costs nothing. */
    hasPaid,
    questions,
  }
}

/** An approved quiz as anyone may see it, or null: what a shared link's preview shows. */
export async function findPublicQuiz(db: DB, quizId: string): Promise<QuizSummary | null> {
  const row = await repo.findQuizSummary(db, quizId)
  return row && canSeeQuiz(null, row) ? toQuizSummary(row) : null
}

/** A sitemap holds at most 50 000 addresses (sitemaps.org); the public pages take a few. */
const SITEMAP_QUIZZES = 49_000

/** The approved quizzes for the sitemap: id and when each last changed. */
export async function listSitemapQuizzes(db: DB) {
  const rows = await repo.listApprovedForSitemap(db, SITEMAP_QUIZZES)
  return rows.map((row) => ({ id: row.id, updatedAt: row.updated_at }))
}

/** The editor's copy: the creator's (or an admin's) full quiz with answers. */
export async function getQuizForEditor(db: DB, user: SessionUser, quizId: string) {
  await requireManageable(db, user, quizId, { purpose: 'view' })
  const [quiz, questions, groupIds] = await Promise.all([
    getQuizSummary(db, quizId),
    repo.listQuestions(db, quizId),
    repo.listQuizGroupIds(db, quizId),
  ])
  return { quiz, questions: questions.map(toEditorQuestion), groupIds }
}

export interface PublicListFilters extends repo.PublicFilters {
  /** Newest first when absent. */
  sort?: QuizSort | undefined
  limit: number
  offset: number
}

/**
 * Approved quizzes, filtered and paginated in the database (index-backed). For a signed-in viewer,
 * `unlocked` names the paid quizzes on the page they start without paying (bought before, or their
 * own): the others' cards offer their price, not Start.
 */
export async function listPublicQuizzes(db: DB, filters: PublicListFilters, viewerId: string | null = null) {
  const [rows, total] = await Promise.all([repo.listPublicQuizzes(db, filters), repo.countPublicQuizzes(db, filters)])
  const quizzes = rows.map(toQuizSummary)
  const paid = quizzes.filter((quiz) => quiz.isPaid)
  const own = paid.filter((quiz) => quiz.creator.id === viewerId).map((quiz) => quiz.id)
  const others = paid.filter((quiz) => quiz.creator.id !== viewerId).map((quiz) => quiz.id)
  const bought = viewerId && others.length > 0 ? await repo.paidForAmong(db, viewerId, others) : []
  return { quizzes, total, unlocked: [...own, ...bought] }
}

export async function listMyQuizzes(db: DB, userId: string, status?: QuizStatus) {
  const [rows, counts] = await Promise.all([repo.listByCreator(db, userId, status), repo.countByStatus(db, userId)])
  const byStatus = { all: 0, draft: 0, pending: 0, approved: 0, rejected: 0 }
  for (const row of counts) {
    byStatus[row.status] = Number(row.count)
    byStatus.all += Number(row.count)
  }
  return { quizzes: rows.map(toQuizSummary), counts: byStatus }
}

export async function listQuizzesForReview(db: DB, status: QuizStatus, page: { limit: number; offset: number }) {
  return (await repo.listByStatus(db, status, page)).map(toQuizSummary)
}

/**
 * Approval is conditional: only a pending quiz changes, so a double click approves once. The
 * creator is told, in the review's transaction.
 */
export async function approveQuiz(db: DB, deps: NotifyDeps, adminId: string, quizId: string): Promise<QuizSummary> {
  return moveQuizAsAdmin(db, deps, adminId, quizId, {
    from: 'pending',
    to: 'approved',
    reason: null,
    action: 'quiz.approve',
    refusal: QUIZ_SERVER.reviewOnlyPending,
    notice: (title) => QUIZ_NOTICES.approved(title),
  })
}

export async function rejectQuiz(
  db: DB,
  deps: NotifyDeps,
  adminId: string,
  quizId: string,
  reason: string,
): Promise<QuizSummary> {
  return moveQuizAsAdmin(db, deps, adminId, quizId, {
    from: 'pending',
    to: 'rejected',
    reason,
    action: 'quiz.reject',
    refusal: QUIZ_SERVER.reviewOnlyPending,
    notice: (title) => QUIZ_NOTICES.rejected(title, reason),
  })
}

/**
 * Takes an approved quiz off the platform: back to `rejected` with the admin's reason, so it leaves
 * the public list, cannot be started, and its creator sees the reason on My Quizzes as with any
 * rejection (and may edit and resubmit). Attempts already taken stay, with their results.
 */
export async function unpublishQuiz(
  db: DB,
  deps: NotifyDeps,
  adminId: string,
  quizId: string,
  reason: string,
): Promise<QuizSummary> {
  return moveQuizAsAdmin(db, deps, adminId, quizId, {
    from: 'approved',
    to: 'rejected',
    reason,
    action: 'quiz.unpublish',
    refusal: ADMIN_MESSAGES.unpublishOnlyApproved,
    notice: (title) => QUIZ_NOTICES.unpublished(title, reason),
  })
}

/**
 * An admin's move of a quiz from one status to another, with its audit row and the creator's
 * notice in the same transaction. The move is conditional on the status it starts from, so a
 * double click, or two admins at once, move it once (and tell the creator once); the second is
 * told what the quiz is now.
 */
async function moveQuizAsAdmin(
  db: DB,
  deps: NotifyDeps,
  adminId: string,
  quizId: string,
  move: {
    from: QuizStatus
    to: QuizStatus
    reason: string | null
    action: 'quiz.approve' | 'quiz.reject' | 'quiz.unpublish'
    /** Told the quiz's status in words of the request's language. */
    refusal: (current: string) => string
    notice: (title: string) => NotificationText
  },
): Promise<QuizSummary> {
  await db.transaction().execute(async (trx) => {
    const moved = await repo.moveStatus(trx, quizId, { from: move.from, to: move.to, reason: move.reason, adminId })
    if (moved === undefined) {
      const quiz = await repo.findQuizOwnership(trx, quizId)
      if (!quiz) throw quizNotFound()
      throw new AppError('CONFLICT', move.refusal(quizStatusLabel(quiz.status).toLocaleLowerCase()))
    }
    await recordAudit(trx, {
      actorId: adminId,
      action: move.action,
      targetType: 'quiz',
      targetId: quizId,
      before: { title: moved.title, status: move.from },
      after: { title: moved.title, status: move.to, ...(move.reason ? { rejectionReason: move.reason } : {}) },
    })
    await notify(trx, deps, {
      userId: moved.creator_id,
      kind: 'quiz_review',
      ...move.notice(moved.title),
      link: NOTIFICATION_LINKS.myQuizzes,
    })
  })
  return getQuizSummary(db, quizId)
}

/**
 * Questions joining a saved quiz one by one keep to its paper's one second language, never the
 * quiz's own: refused naming the first question at fault by its number in the quiz.
 */
async function checkSecondLanguages(
  trx: DB,
  quiz: { id: string; language: QuizLanguage },
  questions: readonly Question[],
  firstNumber: number,
  except?: string,
) {
  const first =
    (await repo.paperSecondLanguage(trx, quiz.id, except)) ??
    questions.find((question) => question.translation)?.translation?.language
  questions.forEach((question, index) => {
    const misfit = question.translation && paperLanguageMisfit(question.translation.language, quiz.language, first)
    if (misfit) throw new AppError('BAD_REQUEST', QUIZ_EDITOR_ERRORS.inQuestion(firstNumber + index, misfit))
  })
}

/**
 * Adds questions after the quiz's last. The room left is counted under the quiz's lock, so two
 * additions at once cannot take a quiz past its most questions between them. `check` runs under
 * the same lock, for a caller's own rule about the quiz (an import adds only to a draft).
 */
export async function addQuestions(
  db: DB,
  user: SessionUser,
  quizId: string,
  questions: Question[],
  check?: (quiz: { status: string; room: number }) => void,
) {
  return db.transaction().execute(async (trx) => {
    const quiz = await requireManageable(trx, user, quizId, { lock: true })
    const count = await repo.countQuestions(trx, quizId)
    const room = QUIZ_BOUNDS.maxQuestions - count
    check?.({ status: quiz.status, room })
    if (questions.length > room)
      throw new AppError(
        'UNPROCESSABLE',
        QUIZ_SERVER.noRoom(QUIZ_BOUNDS.maxQuestions, Math.max(room, 0), questions.length),
      )
    await checkQuestionImages(trx, quiz.creator_id, questions)
    await checkSecondLanguages(trx, quiz, questions, count + 1)
    await repo.insertQuestions(trx, quizId, questions, await repo.nextQuestionPosition(trx, quizId))
    const layout = readLayout(await repo.findQuizLayout(trx, quizId))
    const added = layoutWithAdded(layout, count, questions.length)
    if (added) await repo.setQuizLayout(trx, quizId, JSON.stringify(added))
    // Edits to single questions (REST) follow the same rule as a full update: back to review.
    await repo.afterQuestionChange(trx, quizId)
    await auditOnBehalf(trx, user, quiz, 'quiz.edit', { questionsAdded: questions.length })
    return (await repo.listQuestions(trx, quizId)).map(toEditorQuestion)
  })
}

export async function updateQuestion(
  db: DB,
  user: SessionUser,
  quizId: string,
  questionId: string,
  question: Question,
) {
  return db.transaction().execute(async (trx) => {
    const quiz = await requireManageable(trx, user, quizId, { lock: true })
    if (imageIdsOf(question).length > 0 || question.translation) {
      // Named by its place in the quiz; an unknown question is refused below.
      const place = (await repo.listQuestions(trx, quizId)).findIndex((row) => row.id === questionId)
      await checkQuestionImages(trx, quiz.creator_id, [question], Math.max(place, 0) + 1)
      await checkSecondLanguages(trx, quiz, [question], Math.max(place, 0) + 1, questionId)
    }
    if (!(await repo.updateQuestion(trx, quizId, questionId, question))) {
      throw new AppError('NOT_FOUND', m.quiz_server_question_not_found())
    }
    await repo.afterQuestionChange(trx, quizId)
    await auditOnBehalf(trx, user, quiz, 'quiz.edit', { questionChanged: questionId })
    return (await repo.listQuestions(trx, quizId)).map(toEditorQuestion)
  })
}

export async function deleteQuestion(db: DB, user: SessionUser, quizId: string, questionId: string) {
  return db.transaction().execute(async (trx) => {
    const quiz = await requireManageable(trx, user, quizId, { lock: true })
    const place = (await repo.listQuestions(trx, quizId)).findIndex((row) => row.id === questionId)
    if (!(await repo.deleteQuestion(trx, quizId, questionId)))
      throw new AppError('NOT_FOUND', m.quiz_server_question_not_found())
    const layout = readLayout(await repo.findQuizLayout(trx, quizId))
    if (layout) {
      const left = layoutWithRemoved(layout, place)
      await repo.setQuizLayout(trx, quizId, left ? JSON.stringify(left) : null)
    }
    await repo.afterQuestionChange(trx, quizId)
    await auditOnBehalf(trx, user, quiz, 'quiz.edit', { questionDeleted: questionId })
    return (await repo.listQuestions(trx, quizId)).map(toEditorQuestion)
  })
}

/**
 * Generates questions with the AI provider and appends them to a quiz its creator (or an admin)
 * is editing. Each generated question passes the editor's own checks before it is saved.
 */
export async function generateIntoQuiz(
  db: DB,
  ai: AiClient | null,
  user: SessionUser,
  quizId: string,
  input: z.output<typeof GeneratePreviewSchema>,
) {
  const quiz = await requireManageable(db, user, quizId, { purpose: 'view' })
  // Questions join the quiz in its own language unless the request names another.
  const generated = await generateQuiz(ai, { ...input, language: input.language ?? quiz.language })
  const questions = generated.questions.map((question) => QuestionInputSchema.parse(question))
  return addQuestions(db, user, quizId, questions)
}
