import { describe, expect, it } from 'vitest'
import { suiteWithCreator } from '#server/testing/fixtures'

const suite = suiteWithCreator()

const question = (n: number) => ({
  question: `Question ${n}: which is right?`,
  options: ['Right', 'Wrong one', 'Wrong two', 'Wrong three'],
  correctAnswer: 0,
})

/** A small IBPS-like mock: two sections on their own clocks, in a fixed order, +1/−0.25. */
function mock(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Bank PO prelims mock',
    category: 'general-knowledge',
    timeLimit: 1200,
    questions: [1, 2, 3, 4, 5].map(question),
    sections: [
      { title: 'English Language', timeLimit: 600, marking: { correct: 1, wrong: -0.25 }, questionIndexes: [0, 1, 2] },
      {
        title: 'Quantitative Aptitude',
        timeLimit: 600,
        marking: { correct: 1, wrong: -0.25 },
        questionIndexes: [3, 4],
      },
    ],
    sectionOrder: 'fixed' as const,
    ...overrides,
  }
}

describe('a paper with sections', () => {
  it('is saved and read back whole over REST, marks as decimals, and a quiz without keeps its shape', async () => {
    const creator = suite.creator.client
    const created = await creator.post('/api/v1/quizzes', mock())
    expect(created.status).toBe(201)
    const quiz = (await creator.get(`/api/v1/quizzes/${created.json.quiz._id}`)).json.data.quiz
    expect(quiz).toMatchObject({
      sectionOrder: 'fixed',
      carryOver: false,
      sections: [
        {
          title: 'English Language',
          timeLimit: 600,
          marking: { correct: 1, wrong: -0.25, skipped: 0 },
          questionIndexes: [0, 1, 2],
        },
        {
          title: 'Quantitative Aptitude',
          timeLimit: 600,
          marking: { correct: 1, wrong: -0.25, skipped: 0 },
          questionIndexes: [3, 4],
        },
      ],
    })
    const plain = await creator.post('/api/v1/quizzes', mock({ sections: undefined, sectionOrder: undefined }))
    const plainQuiz = (await creator.get(`/api/v1/quizzes/${plain.json.quiz._id}`)).json.data.quiz
    for (const key of ['sections', 'sectionOrder', 'carryOver']) expect(plainQuiz).not.toHaveProperty(key)
  })

  it('is saved and read back over tRPC in hundredths', async () => {
    const saved = await suite.creator.caller.quizzes.create(
      mock({
        sections: [{ title: 'All', marking: { correct: 2, wrong: -0.5 }, questionIndexes: [0, 1, 2, 3, 4] }],
        sectionOrder: 'free',
      }),
    )
    const { quiz } = await suite.creator.caller.quizzes.forEdit({ id: saved.id })
    expect(quiz.exam).toEqual({
      sectionOrder: 'free',
      carryOver: false,
      sections: [
        {
          title: 'All',
          timeLimit: null,
          marking: { correct: 200, wrong: -50, skipped: 0 },
          questionIndexes: [0, 1, 2, 3, 4],
        },
      ],
    })
  })

  it('keeps its sections whole as single questions are added and removed', async () => {
    const creator = suite.creator.client
    const quizId = (await creator.post('/api/v1/quizzes', mock())).json.quiz._id
    const added = await creator.post(`/api/v1/quizzes/${quizId}/questions`, question(6))
    expect(added.status).toBe(201)
    const read = async () => (await creator.get(`/api/v1/quizzes/${quizId}`)).json.data.quiz
    expect((await read()).sections.map((section: { questionIndexes: number[] }) => section.questionIndexes)).toEqual([
      [0, 1, 2],
      [3, 4, 5],
    ])
    const first = added.json.data.questions[0]._id
    expect((await creator.delete(`/api/v1/quizzes/${quizId}/questions/${first}`)).status).toBe(200)
    expect((await read()).sections.map((section: { questionIndexes: number[] }) => section.questionIndexes)).toEqual([
      [0, 1],
      [2, 3, 4],
    ])
  })

  it('refuses a layout that cannot be taken, in words, and saves nothing', async () => {
    const creator = suite.creator.client
    const refused = async (payload: Record<string, unknown>) => {
      const answer = await creator.post('/api/v1/quizzes', mock(payload))
      expect(answer.status).toBe(400)
      return answer.json.message as string
    }
    const before = (await creator.get('/api/v1/quizzes/my-quizzes')).json
    expect(
      await refused({
        sections: [
          { title: 'A', timeLimit: 600, marking: { correct: 1 }, questionIndexes: [0, 1, 2] },
          { title: 'B', timeLimit: 600, marking: { correct: 1 }, questionIndexes: [2, 3, 4] },
        ],
      }),
    ).toContain('Question 3 is in two sections: A and B')
    expect(
      await refused({ sections: [{ title: 'A', marking: { correct: 1 }, questionIndexes: [0, 1, 2, 3, 4] }] }),
    ).toContain('In a fixed order every section needs its own time: A has none')
    expect(await refused({ sectionOrder: 'free' })).toContain(
      "Sections taken in any order share the paper's clock: English Language can have its own time only in a fixed order",
    )
    expect(
      await refused({
        sections: [{ title: 'A', timeLimit: 600, marking: { correct: 0 }, questionIndexes: [0, 1, 2, 3, 4] }],
      }),
    ).toContain('A right answer must earn more than 0 marks')
    expect(
      await refused({
        sections: [
          { title: 'A', timeLimit: 600, marking: { correct: 1, wrong: -0.125 }, questionIndexes: [0, 1, 2, 3, 4] },
        ],
      }),
    ).toContain('Marks can have at most two decimal places')
    const untimed = mock().sections.map((section) => ({ ...section, timeLimit: null }))
    expect(await refused({ sections: untimed, sectionOrder: 'free', carryOver: true })).toContain(
      'Unused time carries over only when the sections are taken in a fixed order',
    )
    expect(await refused({ timeLimit: 900 })).toContain(
      "The sections' times add up to 20m 0s (1200s), more than the paper's 15m 0s (900s)",
    )
    expect((await creator.get('/api/v1/quizzes/my-quizzes')).json).toEqual(before)
  })
})
