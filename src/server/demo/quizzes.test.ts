import { describe, expect, it } from 'vitest'
import { QuizInputSchema } from '#shared/schemas/quiz'
import { DEMO_QUIZZES } from './quizzes'

describe('demo quizzes', () => {
  it('has six quizzes with distinct titles', () => {
    expect(DEMO_QUIZZES).toHaveLength(6)
    expect(new Set(DEMO_QUIZZES.map((quiz) => quiz.title)).size).toBe(DEMO_QUIZZES.length)
  })

  it('has exactly one paid quiz, priced at ₹49', () => {
    const paid = DEMO_QUIZZES.filter((quiz) => quiz.isPaid)
    expect(paid).toHaveLength(1)
    expect(paid[0]?.pricePaise).toBe(4900)
    expect(paid[0]?.questions).toHaveLength(10)
  })

  it('covers at least five categories', () => {
    const parsed = DEMO_QUIZZES.map((quiz) => QuizInputSchema.parse(quiz))
    expect(new Set(parsed.map((quiz) => quiz.category)).size).toBeGreaterThanOrEqual(5)
  })

  describe.each(DEMO_QUIZZES.map((quiz) => [quiz.title, quiz] as const))('%s', (_title, quiz) => {
    it('parses with QuizInputSchema', () => {
      const result = QuizInputSchema.safeParse(quiz)
      expect(result.error?.issues ?? []).toEqual([])
    })

    it('has 8 to 10 questions with distinct texts', () => {
      expect(quiz.questions.length).toBeGreaterThanOrEqual(8)
      expect(quiz.questions.length).toBeLessThanOrEqual(10)
      const texts = quiz.questions.map((question) => question.question.trim().toLowerCase())
      expect(new Set(texts).size).toBe(texts.length)
    })

    it('has a total time equal to the sum of its question times', () => {
      const parsed = QuizInputSchema.parse(quiz)
      const sum = parsed.questions.reduce((total, question) => total + question.timeLimit, 0)
      expect(parsed.timeLimit).toBe(sum)
      expect(parsed.timeLimit % 10).toBe(0)
    })

    it('varies the position of the correct answer', () => {
      const positions = new Set(
        quiz.questions.map((question) => ('correctAnswer' in question ? question.correctAnswer : null)),
      )
      expect(positions.size).toBeGreaterThan(1)
    })

    it('has an explanation for every question', () => {
      for (const question of quiz.questions) expect(question.explanation?.trim()).toBeTruthy()
    })
  })
})
