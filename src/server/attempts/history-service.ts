import { percentageOf } from '#shared/results'
import type { DB } from '#server/db/index'
import * as repo from './repository'

function toMyAttempt(row: repo.MyAttemptRow) {
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
    /** Played in a live game (decision 044): never ranked. */
    isLiveGame: row.is_live_game,
  }
}

/** The player's attempts, newest first (shown on the profile). */
export async function listMyAttempts(db: DB, userId: string, page: { limit: number; offset: number }) {
  return (await repo.listMyAttempts(db, userId, page)).map(toMyAttempt)
}

/**
 * The same list with each attempt's counted answers and its violations: the whole attempt, as
 * /api/v1 gives it. The profile's list does without them.
 */
export async function listMyAttemptsWithDetails(db: DB, userId: string, page: { limit: number; offset: number }) {
  const rows = await repo.listMyAttemptsWithDetails(db, userId, page)
  return rows.map((row) => ({
    ...toMyAttempt(row),
    answers: row.answers,
    antiCheatViolations: row.violations.map((violation) => ({
      ...violation,
      timestamp: new Date(violation.timestamp).toISOString(),
    })),
  }))
}
