import type { RequestContext } from '#server/context'
import { generateAnalysisSummary } from '#server/ai/analysis/index'
import { type Player, getResult, saveAiSummary } from './service'

/** "Generate Analysis": an AI-written summary of the computed analysis, stored with the attempt. */
export async function generateAnalysis(ctx: RequestContext, player: Player, attemptId: string) {
  const result = await getResult(ctx.db, player, attemptId)
  if (result.attempt.aiSummary) return { summary: result.attempt.aiSummary }
  ctx.rateLimit('ai', player.id)
  const summary = await generateAnalysisSummary(ctx.ai, {
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
  await saveAiSummary(ctx.db, attemptId, summary)
  return { summary }
}
