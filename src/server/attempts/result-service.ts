import type { DB } from '#server/db/index'
import type { AiClient } from '#server/ai/client'
import { generateAnalysisSummary } from '#server/ai/analysis/index'
import type { SessionUser } from '#server/auth/session'
import { getResult, saveAiSummary } from './service'

/** "Generate Analysis": an AI-written summary of the computed analysis, stored with the attempt. */
export async function generateAnalysis(db: DB, ai: AiClient | null, user: SessionUser, attemptId: string) {
  const result = await getResult(db, user, attemptId)
  if (result.attempt.aiSummary) return { summary: result.attempt.aiSummary }
  const summary = await generateAnalysisSummary(ai, {
    quizTitle: result.attempt.quizTitle,
    score: result.attempt.score,
    totalPossibleScore: result.attempt.totalPossibleScore,
    percentage: result.attempt.percentage,
    correctAnswers: result.attempt.correctAnswers,
    totalQuestions: result.attempt.totalQuestions,
    durationSeconds: result.attempt.durationSeconds,
    timeLimitSeconds: result.attempt.timeLimitSeconds,
    overallPerformance: result.analysis.overallPerformance,
    strengths: result.analysis.strengths,
    weaknesses: result.analysis.weaknesses,
    timeManagement: result.analysis.timeManagement,
  })
  await saveAiSummary(db, attemptId, summary)
  return { summary }
}
