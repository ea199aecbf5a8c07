import { ANALYSIS_TEXTS } from '#shared/analysis-texts'
import { scoreRating } from '#shared/results'
import { m } from '#shared/i18n'

/**
 * Performance analysis computed from the attempt's own data, never placeholder figures: accuracy, time
 * per question against its limit, the questions missed, and speed against accuracy. No
 * placeholder figures: every sentence comes from a number below, in the request's language.
 */
export interface AnalysedQuestion {
  isCorrect: boolean
  wasAnswered: boolean
  /** Its timer ran out before an answer (as opposed to never reached). */
  timedOut: boolean
  timeSpentSeconds: number
  timeLimitSeconds: number
  /** Null or empty when the result does not show it. */
  explanation?: string | null
}

export interface AttemptAnalysis {
  overallPerformance: string
  strengths: string[]
  weaknesses: string[]
  recommendations: string[]
  /** The REST contract's other name for recommendations: the same list. */
  studyRecommendations: string[]
  timeManagement: string
  figures: {
    accuracy: number
    answered: number
    unanswered: number
    averageTimeRatio: number
    fastAccuracy: number | null
    slowAccuracy: number | null
    missedQuestions: number[]
  }
}

/** A question answered in under half its limit is fast; in over 90 % of it, slow. */
const FAST = 0.5
const SLOW = 0.9

export function analyseAttempt(input: {
  questions: AnalysedQuestion[]
  score: number
  totalPossibleScore: number
  durationMs: number
  timeLimitSeconds: number
  violationCount: number
  /** Whether the player can read the correct answers in the result now (the quiz decides). */
  answersVisible: boolean
  /**
   * Whether the player may learn which questions they got right. While the quiz withholds its
   * answers it withholds that too: naming the questions missed would hand a second account the
   * answer key, one retake per option. The totals stay: a score is the result.
   */
  correctnessVisible: boolean
}): AttemptAnalysis {
  const { questions } = input
  const total = questions.length
  const correct = questions.filter((q) => q.isCorrect).length
  const answered = questions.filter((q) => q.wasAnswered).length
  const unanswered = total - answered
  const accuracy = total ? correct / total : 0
  const percentage = input.totalPossibleScore ? (input.score / input.totalPossibleScore) * 100 : 0
  const ratios = questions.map((q) => (q.timeLimitSeconds ? Math.min(1, q.timeSpentSeconds / q.timeLimitSeconds) : 0))
  const averageTimeRatio = total ? ratios.reduce((a, b) => a + b, 0) / total : 0
  const fast = questions.filter((q, i) => q.wasAnswered && ratios[i]! < FAST)
  const slow = questions.filter((q, i) => q.wasAnswered && ratios[i]! >= SLOW)
  const accuracyOf = (group: AnalysedQuestion[]) =>
    group.length ? group.filter((q) => q.isCorrect).length / group.length : null
  const shown = input.correctnessVisible
  const fastAccuracy = shown ? accuracyOf(fast) : null
  const slowAccuracy = shown ? accuracyOf(slow) : null
  const missedQuestions = shown ? questions.flatMap((q, i) => (q.isCorrect ? [] : [i + 1])) : []
  const missedCount = total - correct
  const timedOut = questions.flatMap((q, i) => (q.timedOut ? [i + 1] : []))
  const skipped = questions.flatMap((q, i) => (!q.wasAnswered && !q.timedOut ? [i + 1] : []))
  const usedOfTotal = input.timeLimitSeconds ? input.durationMs / 1000 / input.timeLimitSeconds : 0

  const overallPerformance = ANALYSIS_TEXTS.overall({
    score: input.score,
    total: input.totalPossibleScore,
    percentage: Math.round(percentage),
    rating: scoreRating(percentage),
    correct,
    questions: total,
  })

  const strengths: string[] = []
  if (accuracy >= 0.8) strengths.push(ANALYSIS_TEXTS.highAccuracy(accuracy))
  if (fast.length && fastAccuracy !== null && fastAccuracy >= 0.75) {
    strengths.push(ANALYSIS_TEXTS.quickAndSure(fast.filter((q) => q.isCorrect).length, fast.length))
  }
  const streak = shown ? longestStreak(questions.map((q) => q.isCorrect)) : 0
  if (streak >= 3) strengths.push(ANALYSIS_TEXTS.streak(streak))
  if (unanswered === 0 && total > 0) strengths.push(m.analysis_texts_all_answered())
  if (strengths.length === 0 && correct > 0) strengths.push(ANALYSIS_TEXTS.toBuildOn(correct))

  const weaknesses: string[] = []
  if (missedQuestions.length) weaknesses.push(ANALYSIS_TEXTS.missed(missedQuestions))
  else if (!shown && missedCount > 0) weaknesses.push(ANALYSIS_TEXTS.missedCount(missedCount))
  if (timedOut.length) weaknesses.push(ANALYSIS_TEXTS.timedOut(timedOut))
  if (skipped.length) weaknesses.push(ANALYSIS_TEXTS.skipped(skipped))
  if (fast.length >= 2 && fastAccuracy !== null && fastAccuracy < 0.5) {
    weaknesses.push(ANALYSIS_TEXTS.rushed(fastAccuracy))
  }
  if (input.violationCount > 0) weaknesses.push(ANALYSIS_TEXTS.violations(input.violationCount))

  const recommendations: string[] = []
  if (missedCount > 0) recommendations.push(reviewAdvice(input.answersVisible, questions))
  if (fast.length >= 2 && fastAccuracy !== null && fastAccuracy < 0.5)
    recommendations.push(m.analysis_texts_slow_down())
  if (timedOut.length) recommendations.push(m.analysis_texts_known_first())
  if (accuracy >= 0.9) recommendations.push(m.analysis_texts_try_harder())
  if (recommendations.length === 0) recommendations.push(m.analysis_texts_keep_practising())

  const timeManagement = `${ANALYSIS_TEXTS.timeUsed(usedOfTotal, averageTimeRatio)} ${speedSentence({
    fastAccuracy,
    slowAccuracy,
    slow: slow.length,
    timedOut: timedOut.length,
    total,
  })}`

  return {
    overallPerformance,
    strengths,
    weaknesses,
    recommendations,
    studyRecommendations: recommendations,
    timeManagement,
    figures: { accuracy, answered, unanswered, averageTimeRatio, fastAccuracy, slowAccuracy, missedQuestions },
  }
}

/**
 * How the answers went against their limits. A question whose timer ran out used all of its limit
 * with no answer: that is said, never that nothing came close to a limit.
 */
function speedSentence(counts: {
  fastAccuracy: number | null
  slowAccuracy: number | null
  slow: number
  timedOut: number
  total: number
}): string {
  if (counts.fastAccuracy !== null && counts.slowAccuracy !== null) {
    return ANALYSIS_TEXTS.accuracyBySpeed(counts.fastAccuracy, counts.slowAccuracy)
  }
  if (counts.slow > 0) return ANALYSIS_TEXTS.closeToLimit(counts.slow)
  if (counts.timedOut > 0 && counts.timedOut === counts.total) return m.analysis_texts_ran_out_on_every()
  if (counts.timedOut > 0) return ANALYSIS_TEXTS.ranOut(counts.timedOut)
  return m.analysis_texts_none_close_to_limit()
}

/** What to go over after a miss: only what the result lets the player see. */
function reviewAdvice(answersVisible: boolean, questions: AnalysedQuestion[]): string {
  if (!answersVisible) return m.analysis_texts_review_subjects()
  const explained = questions.some((q) => !q.isCorrect && Boolean(q.explanation))
  return explained ? m.analysis_texts_review_explanations() : m.analysis_texts_review_answers()
}

function longestStreak(flags: boolean[]): number {
  let best = 0
  let current = 0
  for (const flag of flags) {
    current = flag ? current + 1 : 0
    best = Math.max(best, current)
  }
  return best
}
