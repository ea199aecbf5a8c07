import { describe, expect, it } from 'vitest'
import { inLocale } from '#server/locale'
import { type AnalysedQuestion, analyseAttempt } from './analysis'

const question = (isCorrect: boolean, timeSpentSeconds: number): AnalysedQuestion => ({
  isCorrect,
  wasAnswered: true,
  timedOut: false,
  timeSpentSeconds,
  timeLimitSeconds: 30,
  explanation: 'Because.',
})

const attempt = {
  questions: [question(true, 5), question(false, 5), question(true, 29), question(false, 4)],
  score: 2,
  totalPossibleScore: 4,
  durationMs: 43_000,
  timeLimitSeconds: 120,
  violationCount: 1,
  answersVisible: true,
  correctnessVisible: true,
}

describe('the analysis of an attempt', () => {
  it('says its sentences in English, word for word', () => {
    const analysis = inLocale('en', () => analyseAttempt(attempt))
    expect(analysis.overallPerformance).toMatch(/^You scored 2 of 4 points \(50%\), .+: 2 of 4 questions correct\.$/)
    expect(analysis.weaknesses).toEqual([
      'Missed questions 2 and 4.',
      'Rushed answers were often wrong: 33% right when answered in under half the time.',
      '1 anti-cheat event was recorded.',
    ])
    expect(analysis.recommendations[0]).toBe(
      'Review the explanations of the questions you missed, then retake the quiz as practice.',
    )
    expect(analysis.timeManagement).toBe(
      "You used 36% of the total time and, on average, 36% of each question's limit. Accuracy was 33% on quick answers and 100% on slow ones.",
    )
  })

  it("says them in the request's language", () => {
    const analysis = inLocale('hi', () => analyseAttempt(attempt))
    expect(analysis.weaknesses).toEqual([
      'प्रश्न 2 और 4 ग़लत हुए।',
      'जल्दबाज़ी के उत्तर अक्सर ग़लत रहे: आधे से कम समय में दिए गए उत्तरों में से 33% सही।',
      '1 एंटी-चीट घटना दर्ज हुई।',
    ])
    expect(analysis.overallPerformance).toContain('आपने 4 में से 2 अंक पाए (50%)')
  })
})

describe('the time analysis of an attempt whose timers ran out', () => {
  const timedOut = (): AnalysedQuestion => ({
    isCorrect: false,
    wasAnswered: false,
    timedOut: true,
    timeSpentSeconds: 30,
    timeLimitSeconds: 30,
    explanation: null,
  })
  const ranOut = (questions: AnalysedQuestion[]) =>
    inLocale('en', () =>
      analyseAttempt({ ...attempt, questions, score: 0, durationMs: 90_000, timeLimitSeconds: 120, violationCount: 0 }),
    )

  it('says the time ran out on every question, not that no answer came close to its limit', () => {
    const analysis = ranOut([timedOut(), timedOut(), timedOut()])
    expect(analysis.timeManagement).toBe(
      "You used 75% of the total time and, on average, 100% of each question's limit. The time ran out on every question before an answer came.",
    )
    expect(analysis.weaknesses).toContain('Ran out of time on questions 1, 2 and 3.')
    expect(analysis.strengths).toEqual([])
  })

  it('counts the questions that ran out beside quick answers, and keeps the old sentence when none did', () => {
    const mixed = ranOut([question(true, 5), timedOut(), timedOut()])
    expect(mixed.timeManagement).toMatch(/ The time ran out on 2 questions before an answer came\.$/)
    expect(ranOut([question(true, 5), timedOut()]).timeManagement).toMatch(
      / The time ran out on 1 question before an answer came\.$/,
    )
    expect(ranOut([question(true, 5), question(true, 6)]).timeManagement).toMatch(
      / No answer came close to its limit\.$/,
    )
  })

  it('says it in Hindi too', () => {
    const analysis = inLocale('hi', () =>
      analyseAttempt({ ...attempt, questions: [timedOut(), timedOut()], score: 0, violationCount: 0 }),
    )
    expect(analysis.timeManagement).toMatch(/ हर प्रश्न पर उत्तर आने से पहले समय ख़त्म हो गया।$/)
  })
})
