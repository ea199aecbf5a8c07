import { shownUsername } from '#shared/account-data-texts'
import { GLOBAL_PAGE_SIZE, type GlobalPeriod } from '#shared/global-leaderboard'
import { percentageOf } from '#shared/results'
import { ntaPercentile, sharedRank } from '#shared/exam/percentile'
import type { SessionUser } from '#server/identity/session'
import type { DB } from '#server/db/index'
import { requireQuizAccess } from '#server/quizzes/policy'
import * as repo from './standing-repository'

/** Open attempts offered to continue on the quiz list: more is a list no one reads. */
const OPEN_ATTEMPTS_SHOWN = 6

function toOpenAttempt(row: Awaited<ReturnType<typeof repo.listOpenAttempts>>[number]) {
  return {
    attemptId: row.id,
    quizId: row.quiz_id,
    quizTitle: row.title,
    startedAt: row.started_at.toISOString(),
    /** The time limit with its grace, by the database's clock. */
    deadlineAt: row.deadline_at.toISOString(),
  }
}

/** The player's attempts still open (started, not submitted, before the deadline), newest first. */
export async function listOpenAttempts(db: DB, userId: string) {
  return (await repo.listOpenAttempts(db, userId, { limit: OPEN_ATTEMPTS_SHOWN })).map(toOpenAttempt)
}

/**
 * Where the player stands on one quiz they may see: the attempt they can continue, and their best
 * finished one.
 */
export async function getStandingOnQuiz(db: DB, user: SessionUser, quizId: string) {
  requireQuizAccess(user, await repo.findQuizVisibility(db, quizId), 'see')
  const userId = user.id
  const [open, best] = await Promise.all([
    repo.listOpenAttempts(db, userId, { quizId, limit: 1 }),
    repo.bestFinishedAttempt(db, userId, quizId),
  ])
  return {
    openAttempt: open[0] ? toOpenAttempt(open[0]) : null,
    best: best
      ? {
          attemptId: best.id,
          score: best.score ?? 0,
          totalPossibleScore: best.total_possible_score,
          percentage: percentageOf(best.score ?? 0, best.total_possible_score),
          /** How many of the player's attempts on the quiz are finished. */
          finishedAttempts: Number(best.finished),
        }
      : null,
  }
}

/**
 * The global leaderboard, a page at a time, and the viewer's own place wherever it is
 * (decision 025). Ratings and averages are percentages with two decimals; players equal in rating
 * and quizzes share a place. No user ids: only the name shown, as on a quiz's leaderboard.
 */
export async function getGlobalLeaderboard(
  db: DB,
  viewerId: string | null,
  input: { period: GlobalPeriod; page: number },
) {
  const { period, page } = input
  if (period === '30d') await repo.rollGlobalWindow(db)
  const offset = (page - 1) * GLOBAL_PAGE_SIZE
  const [rows, mine] = await Promise.all([
    repo.globalBoardPage(db, period, { limit: GLOBAL_PAGE_SIZE + 1, offset }),
    viewerId ? repo.globalBoardRow(db, period, viewerId) : Promise.resolve(undefined),
  ])
  const shown = rows.slice(0, GLOBAL_PAGE_SIZE)
  // The first of a page may share its place with players on the page before.
  const first = shown[0] && offset > 0 ? await repo.globalPlace(db, period, shown[0]) : 1
  const ranks: number[] = []
  shown.forEach((row, index) => {
    const before = shown[index - 1]
    const tied = before && before.rating === row.rating && before.quizzes === row.quizzes
    ranks.push(index === 0 ? first : tied ? ranks[index - 1]! : offset + index + 1)
  })
  const toEntry = (row: repo.GlobalBoardRow, rank: number) => ({
    rank,
    username: shownUsername(row.username),
    rating: row.rating / 100,
    quizzes: row.quizzes,
    average: Math.round(row.points / row.quizzes) / 100,
    isViewer: row.user_id === viewerId,
  })
  const entries = shown.map((row, index) => toEntry(row, ranks[index]!))
  const viewerEntry = mine
    ? (entries.find((entry) => entry.isViewer) ?? toEntry(mine, await repo.globalPlace(db, period, mine)))
    : null
  return { period, page, pageSize: GLOBAL_PAGE_SIZE, hasMore: rows.length > GLOBAL_PAGE_SIZE, entries, viewerEntry }
}

/**
 * A first attempt's all-India rank (ties share it) and NTA percentile among the quiz's first
 * attempts, as they stand now; null for an attempt that is not ranked (a practice retake, one not
 * submitted). Re-attempts never move anyone: only ranked attempts are counted.
 */
export async function getExamStanding(db: DB, attemptId: string) {
  const standing = await repo.examStanding(db, attemptId)
  if (!standing) return null
  return {
    rank: sharedRank(standing.higher),
    percentile: ntaPercentile(standing.candidates - standing.higher, standing.candidates),
    candidates: standing.candidates,
  }
}

/**
 * An exam result's comparison: the attempt's standing (null when not ranked) and the quiz's
 * topper and average over first attempts, as they stand now, overall and per section (by the
 * section's place in the paper; null where no ranked attempt has one).
 */
export async function getExamComparison(db: DB, attemptId: string, quizId: string) {
  const [standing, field, averages, topperSections] = await Promise.all([
    getExamStanding(db, attemptId),
    repo.examField(db, quizId),
    repo.examSectionAverages(db, quizId),
    repo.examTopperSections(db, quizId),
  ])
  return {
    rank: standing?.rank ?? null,
    percentile: standing?.percentile ?? null,
    candidates: standing?.candidates ?? null,
    ...field,
    sectionField: (place: number) => ({
      topper: topperSections?.[place] ?? null,
      average: averages.get(place) ?? null,
    }),
  }
}
export type ExamComparison = Awaited<ReturnType<typeof getExamComparison>>
