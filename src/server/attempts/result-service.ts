import { examBreakdown } from './exam-result'
import { type ExamComparison, getExamComparison } from './standing-service'
import { areAnswersShown, revealTimeOf } from '#shared/answer-reveal'
import { percentageOf } from '#shared/results'
import { answerKey } from '#shared/questions/answer-key'
import type { AiClient } from '#server/ai/client'
import { generateAnalysisSummary } from '#server/ai/analysis/index'
import type { SessionUser } from '#server/identity/session'
import type { DB } from '#server/db/index'
import { AppError } from '#server/errors'
import { readSettings } from '#server/quizzes/schemas'
import { type AttemptAnalysis, analyseAttempt } from './analysis'
import { canReadAttempt } from './policy'
import { rightResponse, servedParts, shownExplanationImage, shownQuestionImages, shownTranslation } from './snapshot'
import * as repo from './repository'
import { m } from '#shared/i18n'

/** The result screen's data: score, timing, rank, violations, breakdown and analysis. */
export async function getResult(db: DB, user: SessionUser, attemptId: string) {
  let record = await repo.resultRecord(db, attemptId)
  // Someone else's attempt does not exist, as far as this user can tell.
  if (!record || !canReadAttempt(user, record)) throw new AppError('NOT_FOUND', m.empty_result_not_found())
  if (record.status === 'in_progress') {
    if (!record.pastDeadline) throw new AppError('CONFLICT', m.attempt_server_still_in_progress())
    await repo.finalize(db, record.id, 'time_expired')
    record = (await repo.resultRecord(db, attemptId))!
  }
  return toAttemptResult(record, await examComparisonOf(db, record))
}

/** An exam's standing and field for its result; nothing to read for a quiz without sections. */
export async function examComparisonOf(db: DB, record: repo.ResultRecord): Promise<ExamComparison | null> {
  return record.exam ? getExamComparison(db, record.id, record.quizId) : null
}

/** The result of a finalised attempt, built from what the database returned. */
export function toAttemptResult(record: repo.ResultRecord, comparison: ExamComparison | null = null) {
  const snapshot = record.questions
  const settings = readSettings(record.settings)
  const revealWhen = revealTimeOf(readSettings(record.quizSettings), record.quizEndTime)
  const answersShown = areAnswersShown(revealWhen, record.quizEndTime, record.dbNow)
  const answerByIndex = new Map(record.answers.map((answer) => [answer.index, answer]))
  const score = record.score ?? 0
  const questions = snapshot.map((question, index) => {
    const answer = answerByIndex.get(index)
    const counted = answer?.counted ? answer : undefined
    const selectedOption = counted?.selectedOption ?? null
    const response = counted?.response ?? null
    const isCorrect = counted?.isCorrect ?? false
    const parts = servedParts(question)
    const { view } = parts
    return {
      questionId: question.questionId,
      question: question.question,
      ...view,
      options: question.options,
      ...shownQuestionImages(question),
      // The second language, its explanation only once the answers are shown.
      ...shownTranslation(question, { withExplanation: answersShown }),
      selectedOption,
      /** The answer as sent, in the indexes of what was shown. */
      response,
      /** The share of the question's points earned, as a fraction of whole numbers. */
      fraction: { numerator: counted?.fractionNum ?? 0, denominator: counted?.fractionDen ?? 1 },
      isCorrect,
      points: question.points,
      /** Points earned, to the hundredth. */
      earned: counted?.earned ?? 0,
      // A question never reached took no time; one whose timer ran out saved its full time.
      timeSpentSeconds: counted?.timeSpentSeconds ?? 0,
      timeLimitSeconds: question.timeLimit,
      wasAnswered: response !== null,
      timedOut: counted !== undefined && response === null,
      // Only when the quiz allows it at this moment, by the database's clock.
      correctAnswer: answersShown ? rightResponse(question) : null,
      /**
       * The same, with what marks it (a number's tolerance, whether case matters), for the
       * client's review of each type (decision 037); tRPC only: REST keeps `correctAnswer`.
       */
      answerKey: answersShown ? answerKey(parts.definition, parts) : null,
      explanation: answersShown ? question.explanation : null,
      // The explanation's picture with the explanation, only once the answers are shown.
      ...(answersShown ? shownExplanationImage(question) : {}),
    }
  })
  const durationMs = record.durationMs ?? 0
  const analysis: AttemptAnalysis = analyseAttempt({
    questions,
    score,
    totalPossibleScore: record.totalPossibleScore,
    durationMs,
    timeLimitSeconds: record.timeLimitSeconds,
    violationCount: record.violationCount,
    // What the player can see: without review there is no breakdown to read answers in.
    answersVisible: answersShown && settings.allowReview,
    correctnessVisible: answersShown,
  })
  const byType = new Map<string, { type: string; severity: string; count: number }>()
  for (const violation of record.violations) {
    const entry = byType.get(violation.type) ?? { type: violation.type, severity: violation.severity, count: 0 }
    entry.count++
    byType.set(violation.type, entry)
  }
  return {
    attempt: {
      id: record.id,
      quizId: record.quizId,
      quizTitle: record.quizTitle,
      status: record.status,
      submitReason: record.submitReason,
      score,
      totalPossibleScore: record.totalPossibleScore,
      percentage: percentageOf(score, record.totalPossibleScore),
      correctAnswers: record.correctCount ?? 0,
      totalQuestions: snapshot.length,
      durationSeconds: Math.round(durationMs / 1000),
      durationMs,
      timeLimitSeconds: record.timeLimitSeconds,
      startedAt: record.startedAt.toISOString(),
      submittedAt: record.submittedAt?.toISOString() ?? null,
      isRanked: record.isRanked,
      rank: record.rank,
      tabSwitches: record.tabSwitches,
      violationCount: record.violationCount,
      /** The answers that counted (saved by the deadline), as the player submitted them. */
      answers: [...record.answers]
        .filter((answer) => answer.counted && snapshot[answer.index])
        .sort((a, b) => a.index - b.index)
        .map((answer) => ({
          questionId: snapshot[answer.index]!.questionId,
          selectedOption: answer.selectedOption,
          response: answer.response,
          timeSpentSeconds: answer.timeSpentSeconds,
        })),
      antiCheatViolations: record.violations.map((violation) => ({
        type: violation.type,
        severity: violation.severity,
        details: violation.details,
        timestamp: violation.createdAt.toISOString(),
      })),
      violationSummary: [...byType.values()],
      aiSummary: record.aiSummary,
    },
    /**
     * Present only when the quiz allows review; whether each answer was right only while the
     * answers are shown (analysis.ts says why).
     */
    detailedAnswers: settings.allowReview
      ? questions.map((question) =>
          // A mark tells whether the answer was right: hidden with the answers.
          answersShown ? question : { ...question, isCorrect: null, fraction: null, earned: null },
        )
      : null,
    analysis,
    // An exam's scorecard: each section's marks, and where the attempt stands (decision 041).
    ...(record.exam
      ? {
          exam: {
            sections: examBreakdown(
              snapshot,
              record.exam,
              record.answers.filter((answer) => answer.counted),
              comparison?.sectionField,
            ),
            rank: comparison?.rank ?? null,
            percentile: comparison?.percentile ?? null,
            candidates: comparison?.candidates ?? null,
            topper: comparison?.topper ?? null,
            average: comparison?.average ?? null,
          },
        }
      : {}),
    quiz: {
      id: record.quizId,
      title: record.quizTitle,
      duration: Math.ceil(record.timeLimitSeconds / 60),
      totalQuestions: snapshot.length,
      showCorrectAnswers: revealWhen !== 'never',
      showCorrectAnswersWhen: revealWhen,
      /** Whether this result shows the correct answers and explanations now. */
      answersShown,
      /** When hidden answers will be shown: the quiz's end time, if it waits for one. */
      answersShownFrom:
        !answersShown && revealWhen === 'after_close' && record.quizEndTime ? record.quizEndTime.toISOString() : null,
      allowReview: settings.allowReview,
    },
  }
}
export type AttemptResult = ReturnType<typeof toAttemptResult>

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
  await repo.saveAiSummary(db, attemptId, summary)
  return { summary }
}
