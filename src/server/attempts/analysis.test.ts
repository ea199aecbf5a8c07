import { describe, expect, it } from 'vitest'
import { inLocale } from '#server/http/locale'
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
