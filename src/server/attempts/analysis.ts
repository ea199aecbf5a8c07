import { scoreRating } from '#shared/results'

/**
 * Performance analysis computed from the attempt's own data, never placeholder figures: accuracy, time
 * per question against its limit, the questions missed, and speed against accuracy. No
 * placeholder figures: every sentence comes from a number below.
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

const pct = (value: number) => `${Math.round(value * 100)}%`
const list = (numbers: number[]) =>
  numbers.length <= 1 ? String(numbers[0] ?? '') : `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`

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

  const overallPerformance =
    `You scored ${input.score} of ${input.totalPossibleScore} points (${Math.round(percentage)}%), ` +
    `${scoreRating(percentage)}: ${correct} of ${total} questions correct.`

  const strengths: string[] = []
  if (accuracy >= 0.8) strengths.push(`High accuracy: ${pct(accuracy)} of questions answered correctly.`)
  if (fast.length && fastAccuracy !== null && fastAccuracy >= 0.75) {
    strengths.push(
      `Quick and sure: ${fast.filter((q) => q.isCorrect).length} of ${fast.length} quick answers were right.`,
    )
  }
  const streak = shown ? longestStreak(questions.map((q) => q.isCorrect)) : 0
  if (streak >= 3) strengths.push(`A run of ${streak} correct answers in a row.`)
  if (unanswered === 0 && total > 0) strengths.push('Every question answered before its time ran out.')
  if (strengths.length === 0 && correct > 0)
    strengths.push(`${correct} correct ${correct === 1 ? 'answer' : 'answers'} to build on.`)

  const weaknesses: string[] = []
  if (missedQuestions.length)
    weaknesses.push(`Missed question${missedQuestions.length > 1 ? 's' : ''} ${list(missedQuestions)}.`)
  else if (!shown && missedCount > 0)
    weaknesses.push(`${missedCount} ${missedCount === 1 ? 'question' : 'questions'} missed.`)
  if (timedOut.length)
    weaknesses.push(`Ran out of time on question${timedOut.length > 1 ? 's' : ''} ${list(timedOut)}.`)
  if (skipped.length) weaknesses.push(`Left question${skipped.length > 1 ? 's' : ''} ${list(skipped)} unanswered.`)
  if (fast.length >= 2 && fastAccuracy !== null && fastAccuracy < 0.5) {
    weaknesses.push(`Rushed answers were often wrong: ${pct(fastAccuracy)} right when answered in under half the time.`)
  }
  if (input.violationCount > 0)
    weaknesses.push(
      `${input.violationCount} anti-cheat ${input.violationCount === 1 ? 'event was' : 'events were'} recorded.`,
    )

  const recommendations: string[] = []
  if (missedCount > 0) recommendations.push(reviewAdvice(input.answersVisible, questions))
  if (fast.length >= 2 && fastAccuracy !== null && fastAccuracy < 0.5)
    recommendations.push('Slow down on questions you answer quickly: read all four options first.')
  if (timedOut.length)
    recommendations.push('Answer the questions you know first, and make a best guess before a timer runs out.')
  if (accuracy >= 0.9) recommendations.push('Try a harder quiz in this category to keep improving.')
  if (recommendations.length === 0)
    recommendations.push('Keep practising with quizzes in this category to build speed and accuracy.')

  const timeManagement =
    `You used ${pct(usedOfTotal)} of the total time and, on average, ${pct(averageTimeRatio)} of each question's limit. ` +
    (slowAccuracy !== null && fastAccuracy !== null
      ? `Accuracy was ${pct(fastAccuracy)} on quick answers and ${pct(slowAccuracy)} on slow ones.`
      : slow.length
        ? `${slow.length} ${slow.length === 1 ? 'answer came' : 'answers came'} close to the limit.`
        : 'No answer came close to its limit.')

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

/** What to go over after a miss: only what the result lets the player see. */
function reviewAdvice(answersVisible: boolean, questions: AnalysedQuestion[]): string {
  if (!answersVisible) return 'Go back over the subjects of the questions you missed, then retake the quiz as practice.'
  const explained = questions.some((q) => !q.isCorrect && Boolean(q.explanation))
  return explained
    ? 'Review the explanations of the questions you missed, then retake the quiz as practice.'
    : 'Review the correct answers to the questions you missed, then retake the quiz as practice.'
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
