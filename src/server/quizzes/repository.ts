import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely'
import type { Database, QuizStatus } from '#db/schema'
import type { DB } from '#server/db/index'
import type { Question } from '#shared/schemas/quiz'

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
      'quizzes.is_paid',
      'quizzes.price_paise',
      'quizzes.time_limit_seconds',
      'quizzes.start_time',
      'quizzes.end_time',
      'quizzes.status',
      'quizzes.rejection_reason',
      'quizzes.settings',
      'quizzes.question_count',
      'quizzes.attempt_count',
      'quizzes.created_at',
      'quizzes.updated_at',
      'quizzes.creator_id',
      'creator.username as creator_username',
    ])
}

export type QuizSummaryRow = Awaited<ReturnType<ReturnType<typeof selectQuizSummary>['executeTakeFirstOrThrow']>>

export function findQuizSummary(db: DB, quizId: string) {
  return selectQuizSummary(db).where('quizzes.id', '=', quizId).executeTakeFirst()
}

export function findQuizOwnership(db: DB, quizId: string, options: { forUpdate?: boolean } = {}) {
  const query = db.selectFrom('quizzes').select(['id', 'creator_id', 'status', 'title']).where('id', '=', quizId)
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst()
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

export function listQuestions(db: DB, quizId: string) {
  return db
    .selectFrom('questions')
    .select(['id', 'position', 'text', 'options', 'correct_answer', 'explanation', 'points', 'time_limit_seconds'])
    .where('quiz_id', '=', quizId)
    .orderBy('position')
    .execute()
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
        options: JSON.stringify(question.options),
        correct_answer: question.correctAnswer,
        explanation: question.explanation,
        points: question.points,
        time_limit_seconds: question.timeLimit,
      })),
    )
    .execute()
}

/** Turns free text into a prefix query: `indian hist` finds "Indian History". */
export function toPrefixTsQuery(search: string): string | null {
  const words = search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8)
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null
}

export function publicFilters(filters: { search?: string; category?: string; difficulty?: string }) {
  return (eb: ExpressionBuilder<Database, 'quizzes'>) => {
    const conditions: Expression<SqlBool>[] = [eb('quizzes.status', '=', 'approved' satisfies QuizStatus)]
    if (filters.category) conditions.push(eb('quizzes.category', '=', filters.category))
    if (filters.difficulty) conditions.push(eb('quizzes.difficulty', '=', filters.difficulty as never))
    const query = filters.search ? toPrefixTsQuery(filters.search) : null
    if (query) conditions.push(sql<boolean>`quizzes.search_vector @@ to_tsquery('simple', ${query})`)
    return eb.and(conditions)
  }
}
