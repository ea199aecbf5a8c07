import { describe, expect, it } from 'vitest'
import { ATTEMPT_GRACE_SECONDS } from '#shared/constants'
import type { QuizInput } from '#shared/schemas/quiz'
import { ageAttempt, approvedQuiz, suiteWithCreator } from '#server/testing/fixtures'

const suite = suiteWithCreator()

/** Question n: the first option is right. */
const question = (n: number) => ({
  question: `Question ${n}: which is right?`,
  options: ['Right', 'Wrong one', 'Wrong two', 'Wrong three'],
  correctAnswer: 0,
})

/** Two sections of 60 s back to back, +1/−0.25 (IBPS's marks), three questions and two. */
function mock(overrides: Partial<QuizInput> = {}) {
  return {
    title: 'Bank PO mock',
    timeLimit: 120,
    questions: [1, 2, 3, 4, 5].map(question),
    sections: [
      { title: 'English Language', timeLimit: 60, marking: { correct: 1, wrong: -0.25 }, questionIndexes: [0, 1, 2] },
      { title: 'Quantitative Aptitude', timeLimit: 60, marking: { correct: 1, wrong: -0.25 }, questionIndexes: [3, 4] },
    ],
    sectionOrder: 'fixed' as const,
    ...overrides,
  }
}

/** A player's attempt at the mock: its tRPC caller, REST client and the started view. */
async function started(overrides: Partial<QuizInput> = {}) {
  const quiz = await approvedQuiz(suite.h.db, suite.creator.id, mock(overrides))
  const player = await suite.player()
  const view = await player.caller.attempts.start({ quizId: quiz.id })
  const rightOf = (index: number) => view.questions[index]!.options.indexOf('Right')
  const wrongOf = (index: number) => view.questions[index]!.options.indexOf('Wrong one')
  return { quiz, player, view, rightOf, wrongOf }
}

describe('an attempt at a paper with sections', () => {
  it('serves the sections in order with their clocks, and marks each answer under its scheme', async () => {
    const { player, view, rightOf, wrongOf } = await started()
    expect(view.questions.map((q) => ('sectionIndex' in q ? q.sectionIndex : null))).toEqual([0, 0, 0, 1, 1])
    expect('exam' in view && view.exam).toMatchObject({
      sectionOrder: 'fixed',
      openSection: 0,
      sectionsClosed: 0,
      sections: [
        { title: 'English Language', questionIndexes: [0, 1, 2], marking: { correct: 100, wrong: -25, skipped: 0 } },
        { title: 'Quantitative Aptitude', questionIndexes: [3, 4] },
      ],
    })
    const exam = 'exam' in view ? view.exam : undefined
    const startedAt = new Date(view.startedAt).getTime()
    expect(new Date(exam!.sections[1]!.closesAt!).getTime() - startedAt).toBe(120_000)
    const { attemptId } = view
    const answer = (index: number, selectedOption: number) =>
      player.caller.attempts.saveAnswer({ attemptId, questionId: view.questions[index]!.id, selectedOption })
    await answer(0, rightOf(0))
    await answer(1, wrongOf(1))
    const result = await player.caller.attempts.submit({ attemptId })
    expect(result.attempt.score).toBe(0.75)
    expect(result.attempt.totalPossibleScore).toBe(5)
  })

  it('refuses an answer to a section not open yet, and to one whose time is up, in words', async () => {
    const { player, view, rightOf } = await started()
    const { attemptId } = view
    const answer = (index: number) =>
      player.caller.attempts.saveAnswer({
        attemptId,
        questionId: view.questions[index]!.id,
        selectedOption: rightOf(index),
      })
    await expect(answer(3)).rejects.toThrow('Quantitative Aptitude is not open yet: English Language comes first')
    await answer(0)
    await ageAttempt(suite.h.db, attemptId, 60 + ATTEMPT_GRACE_SECONDS + 1)
    await expect(answer(1)).rejects.toThrow('The time for English Language is up: this answer was not saved')
    await answer(3)
    const current = await player.caller.attempts.current({ attemptId })
    expect(current.attempt && 'exam' in current.attempt && current.attempt.exam?.openSection).toBe(1)
    const result = await player.caller.attempts.submit({ attemptId })
    expect(result.attempt.score).toBe(2)
  })

  it('takes marks for wrong answers below zero, and gives a scheme’s mark for questions left alone', async () => {
    const { player, view, wrongOf } = await started({
      sections: [
        { title: 'English Language', timeLimit: 60, marking: { correct: 1, wrong: -0.25 }, questionIndexes: [0, 1, 2] },
        {
          title: 'Quantitative Aptitude',
          timeLimit: 60,
          marking: { correct: 2, wrong: -0.5, skipped: 0.25 },
          questionIndexes: [3, 4],
        },
      ],
    })
    const { attemptId } = view
    for (const index of [0, 1, 2]) {
      await player.caller.attempts.saveAnswer({
        attemptId,
        questionId: view.questions[index]!.id,
        selectedOption: wrongOf(index),
      })
    }
    const result = await player.caller.attempts.submit({ attemptId })
    // Three wrong at −0.25, and two left alone at +0.25: −0.75 + 0.5.
    expect(result.attempt.score).toBe(-0.25)
    expect(result.attempt.totalPossibleScore).toBe(7)
  })

  it('with carry-over lets the player close a section early: the next opens, the closed one takes nothing more', async () => {
    const { player, view, rightOf } = await started({ carryOver: true })
    const { attemptId } = view
    const answer = (index: number) =>
      player.caller.attempts.saveAnswer({
        attemptId,
        questionId: view.questions[index]!.id,
        selectedOption: rightOf(index),
      })
    await answer(0)
    const closed = await player.caller.attempts.closeSection({ attemptId })
    expect(closed.attempt && 'exam' in closed.attempt && closed.attempt.exam).toMatchObject({
      openSection: 1,
      sectionsClosed: 1,
    })
    await expect(answer(1)).rejects.toThrow('English Language is closed: its answers are final')
    await answer(4)
    expect(await player.caller.attempts.closeSection({ attemptId })).toEqual({ status: 'submitted', attempt: null })
    expect((await player.caller.attempts.result({ attemptId })).attempt.score).toBe(2)
  })

  it('without carry-over keeps every section open until its time is up', async () => {
    const { player, view } = await started()
    await expect(player.caller.attempts.closeSection({ attemptId: view.attemptId })).rejects.toThrow(
      'The sections of this paper close only when their time is up',
    )
  })

  it('over REST: the start carries the sections with marks as decimals, and the early close', async () => {
    const quiz = await approvedQuiz(suite.h.db, suite.creator.id, mock({ carryOver: true }))
    const player = await suite.player()
    const start = await player.client.post(`/api/v1/quizzes/${quiz.id}/start`)
    expect(start.status).toBe(200)
    expect(start.json.data.exam.sections[0].marking).toEqual({ correct: 1, wrong: -0.25, skipped: 0 })
    expect(start.json.data.questions[4].sectionIndex).toBe(1)
    const closed = await player.client.post(`/api/v1/quizzes/attempts/${start.json.data.attemptId}/sections/close`)
    expect(closed.status).toBe(200)
    expect(closed.json.data.attempt.exam.openSection).toBe(1)
  })
})

describe('an exam’s scorecard', () => {
  const freeOrder = {
    sectionOrder: 'free' as const,
    sections: [
      { title: 'English Language', marking: { correct: 1, wrong: -0.25 }, questionIndexes: [0, 1, 2] },
      { title: 'Quantitative Aptitude', marking: { correct: 1, wrong: -0.25 }, questionIndexes: [3, 4] },
    ],
  }

  it('breaks the score down by section and compares it with the field: rank, NTA percentile, topper and average', async () => {
    const quiz = await approvedQuiz(suite.h.db, suite.creator.id, mock(freeOrder))
    const play = async (answers: Array<'right' | 'wrong' | null>) => {
      const player = await suite.player()
      const view = await player.caller.attempts.start({ quizId: quiz.id })
      for (const [index, answer] of answers.entries()) {
        if (answer === null) continue
        const option = view.questions[index]!.options.indexOf(answer === 'right' ? 'Right' : 'Wrong one')
        await player.caller.attempts.saveAnswer({
          attemptId: view.attemptId,
          questionId: view.questions[index]!.id,
          selectedOption: option,
        })
      }
      return { player, result: await player.caller.attempts.submit({ attemptId: view.attemptId }) }
    }
    const first = await play(['right', 'right', 'wrong', 'right', null])
    expect(first.result.attempt.score).toBe(2.75)
    expect('exam' in first.result && first.result.exam).toEqual({
      sections: [
        {
          title: 'English Language',
          questions: 3,
          correct: 2,
          partial: 0,
          wrong: 1,
          skipped: 0,
          gained: 2,
          lost: 0.25,
          score: 1.75,
          fullMarks: 3,
          accuracy: 66.7,
          timeSeconds: 0,
          topper: 1.75,
          average: 1.75,
        },
        {
          title: 'Quantitative Aptitude',
          questions: 2,
          correct: 1,
          partial: 0,
          wrong: 0,
          skipped: 1,
          gained: 1,
          lost: 0,
          score: 1,
          fullMarks: 2,
          accuracy: 100,
          timeSeconds: 0,
          topper: 1,
          average: 1,
        },
      ],
      rank: 1,
      percentile: '100.0000000',
      candidates: 1,
      topper: 2.75,
      average: 2.75,
    })

    // A second candidate, all wrong: below zero, second, and the first's standing read again moves.
    const second = await play(['wrong', 'wrong', 'wrong', 'wrong', 'wrong'])
    expect(second.result.attempt.score).toBe(-1.25)
    expect('exam' in second.result && second.result.exam).toMatchObject({
      rank: 2,
      percentile: '50.0000000',
      candidates: 2,
      topper: 2.75,
      average: 0.75,
    })
    const later = await first.player.client.get(`/api/v1/quizzes/attempts/${first.result.attempt.id}/analysis`)
    expect(later.status).toBe(200)
    expect(later.json.data.exam).toMatchObject({ rank: 1, percentile: '100.0000000', candidates: 2 })
    expect(later.json.data.exam.sections[0]).toMatchObject({ score: 1.75, wrong: 1 })
  })

  it('a quiz without sections has no scorecard', async () => {
    const quiz = await approvedQuiz(suite.h.db, suite.creator.id, { title: 'Plain quiz', timeLimit: 120 })
    const player = await suite.player()
    const view = await player.caller.attempts.start({ quizId: quiz.id })
    const result = await player.caller.attempts.submit({ attemptId: view.attemptId })
    expect(result).not.toHaveProperty('exam')
  })
})
