import { describe, expect, it } from 'vitest'
import { approvedQuiz, SAMPLE_QUESTIONS, suiteWithCreator } from '#server/testing/fixtures'

const suite = suiteWithCreator()

const [first, ...rest] = SAMPLE_QUESTIONS
const translated = {
  ...first!,
  translation: {
    language: 'hi' as const,
    question: '2 + 2 कितना है?',
    explanation: 'दो और दो मिलकर चार होते हैं।',
    options: ['तीन', 'चार', 'पाँच', 'छह'],
  },
}

describe('a question’s second language in the attempt and its result', () => {
  it('is served in the served order without its explanation, and the result keeps it with the explanation', async () => {
    const quiz = await approvedQuiz(suite.h.db, suite.creator.id, {
      questions: [translated, ...rest],
      settings: { shuffleOptions: true },
    })
    const player = await suite.player()
    const started = await player.caller.attempts.start({ quizId: quiz.id })
    const served = started.questions[0]!
    const translation = served.translation!
    expect(translation).not.toHaveProperty('explanation')
    // Each option's translation where the option was served.
    const english = ['3', '4', '5', '6']
    const order = (served as { options: string[] }).options.map((option) => english.indexOf(option))
    expect(translation.options).toEqual(order.map((index) => translated.translation.options[index]))
    expect(started.questions[1]).not.toHaveProperty('translation')

    await player.caller.attempts.submit({ attemptId: started.attemptId, answers: [] })
    const result = await player.caller.attempts.result({ attemptId: started.attemptId })
    const reviewed = result.detailedAnswers![0]!
    expect(reviewed.translation).toMatchObject({
      language: 'hi',
      question: '2 + 2 कितना है?',
      explanation: 'दो और दो मिलकर चार होते हैं।',
      options: translation.options,
    })
    expect(result.detailedAnswers![1]).not.toHaveProperty('translation')
  })
})
