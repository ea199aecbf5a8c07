import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely'
import type { Database, QuizLanguage, QuizStatus } from '#db/schema'
import type { DB } from '#server/db/index'
import { sharedWithViewer } from '#server/db/private-quizzes'
import type { QuizSort } from '#shared/quiz'
import { definitionOf, type Question } from '#shared/schemas/quiz'
import { type QuestionDefinition, QuestionDefinitionSchema } from '#shared/questions/definitions'
import { type QuestionTranslation, QuestionTranslationSchema } from '#shared/questions/translation'

/** Quiz columns for lists and details: never the questions, answers or the search vector. */
export function selectQuizSummary(db: DB) {
  return db
    .selectFrom('quizzes')
    .innerJoin('users as creator', 'creator.id', 'quizzes.creator_id')
    .select([
      'quizzes.id',
      'quizzes.title',
      'quizzes.description',
      'quizzes.topic',
      'quizzes.category',
      'quizzes.difficulty',
      'quizzes.language',
      'quizzes.is_paid',
      'quizzes.price_paise',
      'quizzes.pass_mark',
      'quizzes.time_limit_seconds',
      'quizzes.start_time',
      'quizzes.end_time',
      'quizzes.status',
      'quizzes.visibility',
      'quizzes.rejection_reason',
      'quizzes.settings',
      'quizzes.exam',
      'quizzes.question_count',
      'quizzes.attempt_count',
      'quizzes.created_at',
      'quizzes.updated_at',
      'quizzes.creator_id',
      'creator.username as creator_username',
    ])
}

export type QuizSummaryRow = Awaited<ReturnType<ReturnType<typeof selectQuizSummary>['executeTakeFirstOrThrow']>>

/** How many of these groups the person owns: a private quiz is shared only with its creator's groups. */
export async function countOwnedGroups(db: DB, ownerId: string, groupIds: readonly string[]): Promise<number> {
  if (groupIds.length === 0) return 0
  const row = await db
    .selectFrom('groups')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('owner_id', '=', ownerId)
    .where('id', 'in', groupIds)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** The groups a quiz is shared with, for its editor. */
export async function listQuizGroupIds(db: DB, quizId: string): Promise<string[]> {
  const rows = await db.selectFrom('quiz_groups').select('group_id').where('quiz_id', '=', quizId).execute()
  return rows.map((row) => row.group_id)
}

/** The groups a private quiz is shared with, replaced by these (none for a public quiz). */
export async function replaceQuizGroups(trx: DB, quizId: string, groupIds: readonly string[]) {
  await trx.deleteFrom('quiz_groups').where('quiz_id', '=', quizId).execute()
  if (groupIds.length > 0)
    await trx
      .insertInto('quiz_groups')
      .values(groupIds.map((group_id) => ({ quiz_id: quizId, group_id })))
      .execute()
}

/** A quiz's summary; with its viewer, whether a private quiz is shared with them (decision 047). */
export function findQuizSummary(db: DB, quizId: string, viewerId: string | null = null) {
  return selectQuizSummary(db).select(sharedWithViewer(viewerId)).where('quizzes.id', '=', quizId).executeTakeFirst()
}

export function findQuizOwnership(db: DB, quizId: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .selectFrom('quizzes')
    .select(['id', 'creator_id', 'status', 'title', 'language'])
    .where('id', '=', quizId)
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst()
}

/** The approved quizzes a sitemap lists, the latest changed first. */
export function listApprovedForSitemap(db: DB, limit: number) {
  return db
    .selectFrom('quizzes')
    .select(['id', 'updated_at'])
    .where('status', '=', 'approved' satisfies QuizStatus)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

/** Has this player bought this paid quiz (a completed quiz fee)? Buying once gives every retake. */
export async function hasPaidFor(db: DB, userId: string, quizId: string): Promise<boolean> {
  const earlier = await db
    .selectFrom('wallet_transactions')
    .select('id')
    .where('quiz_id', '=', quizId)
    .where('user_id', '=', userId)
    .where('type', '=', 'quiz_fee')
    .where('status', '=', 'completed')
    .limit(1)
    .executeTakeFirst()
  return earlier !== undefined
}

/**
 * Whether a test series this player bought holds this quiz and has opened it (decision 042): its
 * start costs them nothing, as a quiz bought alone. The series' own rule is seriesCoversStart.
 */
export async function coveredBySeries(db: DB, userId: string, quizId: string): Promise<boolean> {
  const row = await db
    .selectFrom('series_purchases')
    .innerJoin('series_mocks', 'series_mocks.series_id', 'series_purchases.series_id')
    .select('series_mocks.quiz_id')
    .where('series_purchases.user_id', '=', userId)
    .where('series_mocks.quiz_id', '=', quizId)
    .where('series_mocks.opens_at', '<=', sql<Date>`now()`)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/** Which of these quizzes this player has bought (hasPaidFor, for a page of the list at once). */
export async function paidForAmong(db: DB, userId: string, quizIds: string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('wallet_transactions')
    .select('quiz_id')
    .distinct()
    .where('quiz_id', 'in', quizIds)
    .where('user_id', '=', userId)
    .where('type', '=', 'quiz_fee')
    .where('status', '=', 'completed')
    .execute()
  return rows.flatMap((row) => (row.quiz_id ? [row.quiz_id] : []))
}

/**
 * A question's definition as stored: its type in a column, the rest as JSON. Checked by the one
 * schema of definitions as it is read, so nothing downstream reads an unchecked shape.
 */
function storedDefinition(type: string, definition: unknown): QuestionDefinition {
  return QuestionDefinitionSchema.parse({ ...(definition as object), type })
}

/** A second language as stored, checked as it is read; null for a question in one language. */
function storedTranslation(translation: unknown): QuestionTranslation | null {
  return translation === null ? null : QuestionTranslationSchema.parse(translation)
}

/** A definition as stored: the JSON of all but its type, which has a column of its own; and its second language. */
function definitionColumns(question: Question) {
  const { type, ...rest } = definitionOf(question)
  return {
    type,
    definition: JSON.stringify(rest),
    translation: question.translation ? JSON.stringify(question.translation) : null,
  }
}

/** The second language of the quiz's paper: its first translated question's (but `except`'s), if any. */
export async function paperSecondLanguage(db: DB, quizId: string, except?: string): Promise<QuizLanguage | undefined> {
  let query = db
    .selectFrom('questions')
    .select(sql<QuizLanguage>`translation->>'language'`.as('language'))
    .where('quiz_id', '=', quizId)
    .where('translation', 'is not', null)
  if (except !== undefined) query = query.where('id', '!=', except)
  return (await query.orderBy('position').limit(1).executeTakeFirst())?.language
}

export async function listQuestions(db: DB, quizId: string) {
  const rows = await db
    .selectFrom('questions')
    .select([
      'id',
      'position',
      'text',
      'type',
      'definition',
      'translation',
      'explanation',
      'points',
      'time_limit_seconds',
    ])
    .where('quiz_id', '=', quizId)
    .orderBy('position')
    .execute()
  return rows.map(({ type, definition, translation, ...row }) => ({
    ...row,
    definition: storedDefinition(type, definition),
    translation: storedTranslation(translation),
  }))
}

export type QuestionRow = Awaited<ReturnType<typeof listQuestions>>[number]

export async function insertQuestions(db: DB, quizId: string, questions: Question[], firstPosition = 0) {
  if (questions.length === 0) return
  await db
    .insertInto('questions')
    .values(
      questions.map((question, index) => ({
        quiz_id: quizId,
        position: firstPosition + index,
        text: question.question,
        ...definitionColumns(question),
        explanation: question.explanation,
        points: question.points,
        time_limit_seconds: question.timeLimit,
      })),
    )
    .execute()
}

/**
 * Turns free text into a prefix query: `indian hist` finds "Indian History", `इति` finds "भारत का
 * इतिहास". A word runs over letters, digits and combining marks: the vowel signs and viramas of
 * Indic scripts (ि, ्) are marks, and the joiners (ZWJ, ZWNJ) sit inside words too; Postgres's parser
 * keeps them all in one word, so the query's words must be the vector's. NFC, as the vector is built
 * over (docs/decisions/029-searching-indic-text.md).
 */
export function toPrefixTsQuery(search: string): string | null {
  const words = search
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}\u200C\u200D]+/u)
    .filter(Boolean)
    .slice(0, 8)
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null
}

export interface PublicFilters {
  search?: string | undefined
  category?: string | undefined
  difficulty?: string | undefined
  language?: QuizLanguage | undefined
}

function publicFilters(filters: PublicFilters) {
  return (eb: ExpressionBuilder<Database, 'quizzes'>) => {
    const conditions: Expression<SqlBool>[] = [eb('quizzes.status', '=', 'approved' satisfies QuizStatus)]
    if (filters.category) conditions.push(eb('quizzes.category', '=', filters.category))
    if (filters.difficulty) conditions.push(eb('quizzes.difficulty', '=', filters.difficulty as never))
    if (filters.language) conditions.push(eb('quizzes.language', '=', filters.language))
    const query = filters.search ? toPrefixTsQuery(filters.search) : null
    if (query) conditions.push(sql<boolean>`quizzes.search_vector @@ to_tsquery('simple', ${query})`)
    return eb.and(conditions)
  }
}

/** A quiz's own columns, as the editor saves them. */
export interface QuizColumns {
  title: string
  description: string
  topic: string
  category: string
  difficulty: 'easy' | 'medium' | 'hard'
  language: QuizLanguage
  is_paid: boolean
  price_paise: number
  pass_mark: number | null
  time_limit_seconds: number
  start_time: Date | null
  end_time: Date | null
  settings: string
  /** The sections as JSON (exam/sections.ts), null for a paper without. */
  exam: string | null
  question_count: number
  visibility: 'public' | 'private'
}

export async function insertQuiz(
  db: DB,
  values: QuizColumns & { creator_id: string; status: QuizStatus },
): Promise<string> {
  const { id } = await db.insertInto('quizzes').values(values).returning('id').executeTakeFirstOrThrow()
  return id
}

/** Replaces a quiz's columns and clears its review: it is reviewed again from scratch. */
export async function replaceQuiz(db: DB, quizId: string, values: QuizColumns & { status: QuizStatus }) {
  await db
    .updateTable('quizzes')
    .set({ ...values, rejection_reason: null, reviewed_by: null, reviewed_at: null, updated_at: new Date() })
    .where('id', '=', quizId)
    .execute()
}

/** Deletes the quiz; its questions and attempts go with it (ON DELETE CASCADE). */
export async function deleteQuiz(db: DB, quizId: string) {
  await db.deleteFrom('quizzes').where('id', '=', quizId).execute()
}

export async function deleteQuestionsOf(db: DB, quizId: string) {
  await db.deleteFrom('questions').where('quiz_id', '=', quizId).execute()
}

/**
 * A page of the public list in the order asked for, newest first unless told. Every order ends on
 * the id, so pages never overlap or skip a quiz. Most taken reads attempt_count, kept at each start
 * (quizzes_public_popular_idx), never a count over attempts.
 */
export function listPublicQuizzes(
  db: DB,
  filters: PublicFilters & { sort?: QuizSort | undefined; limit: number; offset: number },
) {
  let query = selectQuizSummary(db).where(publicFilters(filters))
  if (filters.sort === 'popular') query = query.orderBy('quizzes.attempt_count', 'desc')
  if (filters.sort === 'free') query = query.orderBy('quizzes.is_paid', 'asc')
  if (filters.sort !== 'popular') query = query.orderBy('quizzes.created_at', 'desc')
  return query.orderBy('quizzes.id', 'desc').limit(filters.limit).offset(filters.offset).execute()
}

export async function countPublicQuizzes(db: DB, filters: PublicFilters): Promise<number> {
  const { count } = await db
    .selectFrom('quizzes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(publicFilters(filters))
    .executeTakeFirstOrThrow()
  return Number(count)
}

/** A creator's quizzes, newest first, of one status or all. */
export function listByCreator(db: DB, userId: string, status?: QuizStatus) {
  let query = selectQuizSummary(db).where('quizzes.creator_id', '=', userId)
  if (status) query = query.where('quizzes.status', '=', status)
  return query.orderBy('quizzes.created_at', 'desc').orderBy('quizzes.id', 'desc').execute()
}

/** How many quizzes a creator has of each status (a status with none is absent). */
export function countByStatus(db: DB, userId: string) {
  return db
    .selectFrom('quizzes')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('creator_id', '=', userId)
    .groupBy('status')
    .execute()
}

/** Quizzes of one status, the longest waiting first. */
export function listByStatus(db: DB, status: QuizStatus, page: { limit: number; offset: number }) {
  // A private quiz waits as pending without asking for review (decision 047): not the admins' to see here.
  return selectQuizSummary(db)
    .where('quizzes.status', '=', status)
    .$if(status === 'pending', (query) => query.where('quizzes.visibility', '=', 'public'))
    .orderBy('quizzes.updated_at', 'asc')
    .orderBy('quizzes.id', 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
}

/**
 * An admin's move of a quiz from one status to another, only if it is in `from` still; the quiz's
 * title when it moved, undefined when it did not.
 */
export async function moveStatus(
  db: DB,
  quizId: string,
  move: { from: QuizStatus; to: QuizStatus; reason: string | null; adminId: string },
) {
  return (
    db
      .updateTable('quizzes')
      .set({ status: move.to, rejection_reason: move.reason, reviewed_by: move.adminId, reviewed_at: new Date() })
      .where('id', '=', quizId)
      .where('status', '=', move.from)
      // A private quiz is never approved: it goes public (and so into review) first.
      .$if(move.to === 'approved', (query) => query.where('visibility', '=', 'public'))
      .returning(['title', 'creator_id'])
      .executeTakeFirst()
  )
}

/**
 * After a single question changed: the count follows the questions, and the quiz goes back to
 * review (a draft stays a draft).
 */
/** A paper's sections, for a change of its questions one at a time. */
export async function findQuizLayout(db: DB, quizId: string): Promise<unknown> {
  const row = await db.selectFrom('quizzes').select('exam').where('id', '=', quizId).executeTakeFirst()
  return row?.exam ?? null
}

export async function setQuizLayout(db: DB, quizId: string, exam: string | null) {
  await db.updateTable('quizzes').set({ exam }).where('id', '=', quizId).execute()
}

export async function afterQuestionChange(db: DB, quizId: string) {
  await db
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

/** The position after the quiz's last question (0 for a quiz without questions). */
export async function countQuestions(db: DB, quizId: string): Promise<number> {
  const { n } = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('quiz_id', '=', quizId)
    .executeTakeFirstOrThrow()
  return Number(n)
}

export async function nextQuestionPosition(db: DB, quizId: string): Promise<number> {
  const { last } = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.coalesce(eb.fn.max('position'), sql<number>`-1`).as('last'))
    .where('quiz_id', '=', quizId)
    .executeTakeFirstOrThrow()
  return Number(last) + 1
}

/** False when the quiz has no such question. */
export async function updateQuestion(db: DB, quizId: string, questionId: string, question: Question): Promise<boolean> {
  const updated = await db
    .updateTable('questions')
    .set({
      text: question.question,
      ...definitionColumns(question),
      explanation: question.explanation,
      points: question.points,
      time_limit_seconds: question.timeLimit,
    })
    .where('id', '=', questionId)
    .where('quiz_id', '=', quizId)
    .executeTakeFirst()
  return updated.numUpdatedRows > 0n
}

/** False when the quiz has no such question. */
export async function deleteQuestion(db: DB, quizId: string, questionId: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('questions')
    .where('id', '=', questionId)
    .where('quiz_id', '=', quizId)
    .executeTakeFirst()
  return deleted.numDeletedRows > 0n
}
