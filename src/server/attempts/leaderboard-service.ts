import { shownUsername } from '#shared/account-data-texts'
import { percentageOf } from '#shared/results'
import type { SessionUser } from '#server/identity/session'
import type { DB } from '#server/db/index'
import { requireQuizAccess } from '#server/quizzes/policy'
import * as repo from './repository'

/**
 * The place of a ranked attempt in its quiz's leaderboard: the database's attempt_rank, summed
 * from the counts its triggers keep (docs/decisions/008-leaderboard-rank-counts.md) over at most a
 * few hundred rows, and an exact range of the leaderboard index for the same second. One
 * statement, so one snapshot. 0 when the attempt is not ranked.
 */
export async function rankOfAttempt(db: DB, attempt: { id: string }): Promise<number> {
  return (await repo.attemptRank(db, attempt.id)) ?? 0
}

/** Ranked attempts in order, and the viewer's own place. */
export async function getLeaderboard(db: DB, viewer: SessionUser | null, quizId: string, limit: number) {
  const quiz = requireQuizAccess(viewer, await repo.findQuizForLeaderboard(db, quizId), 'see')
  const viewerId = viewer?.id ?? null
  const [top, totalRanked, mine] = await Promise.all([
    repo.leaderboardTopQuery(db, quizId, limit).execute(),
    repo.rankedTotal(db, quizId),
    viewerId
      ? repo
          .viewerAttemptsQuery(db, quizId, viewerId)
          .execute()
          .then((rows) => rows.find((row) => row.is_ranked))
      : Promise.resolve(undefined),
  ])
  // What anyone may see of a player's place: no user or attempt ids, which would let a stranger
  // address other players' accounts and attempts.
  const toEntry = (row: repo.LeaderboardRow, rank: number) => ({
    rank,
    username: shownUsername(row.username),
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
  return { quiz: { id: quiz.id, title: quiz.title }, entries, viewerEntry, totalRanked }
}
