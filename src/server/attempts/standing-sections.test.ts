import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { approvedQuiz, type SignedInUser, suiteWithCreator } from '#server/testing/fixtures'

const suite = suiteWithCreator()

/** Question n: the first option is right. */
const question = (n: number) => ({
  question: `Question ${n}: which is right?`,
  options: ['Right', 'Wrong one', 'Wrong two', 'Wrong three'],
  correctAnswer: 0,
})

/** Three sections in any order, each with its own negative marking. */
const paper = {
  title: 'Mixed mock',
  timeLimit: 600,
  questions: [0, 1, 2, 3, 4, 5, 6].map(question),
  sectionOrder: 'free' as const,
  sections: [
    { title: 'Reasoning', marking: { correct: 1, wrong: -0.25 }, questionIndexes: [0, 1, 2] },
    { title: 'Quantitative Aptitude', marking: { correct: 2, wrong: -0.5 }, questionIndexes: [3, 4] },
    { title: 'English Language', marking: { correct: 1, wrong: -0.33 }, questionIndexes: [5, 6] },
  ],
}

type Answer = 'right' | 'wrong' | null

async function play(quizId: string, answers: Answer[], player?: SignedInUser) {
  const who = player ?? (await suite.player())
  const view = await who.caller.attempts.start({ quizId })
  for (const [index, answer] of answers.entries()) {
    if (answer === null) continue
    await who.caller.attempts.saveAnswer({
      attemptId: view.attemptId,
      questionId: view.questions[index]!.id,
      selectedOption: view.questions[index]!.options.indexOf(answer === 'right' ? 'Right' : 'Wrong one'),
    })
  }
  const result = await who.caller.attempts.submit({ attemptId: view.attemptId })
  return { player: who, result, exam: 'exam' in result ? result.exam! : null }
}

const fieldOf = (exam: { sections: Array<{ topper: number | null; average: number | null }> } | null) =>
  exam?.sections.map(({ topper, average }) => ({ topper, average }))

describe('an exam’s sections against the topper and the average', () => {
  it('compares each section with the top first attempt and the mean of first attempts, to the hundredth', async () => {
    const quiz = await approvedQuiz(suite.h.db, suite.creator.id, paper)
    // 1.75 | 4 | −0.33 = 5.42
    const a = await play(quiz.id, ['right', 'right', 'wrong', 'right', 'right', 'wrong', null])
    expect(fieldOf(a.exam)).toEqual([
      { topper: 1.75, average: 1.75 },
      { topper: 4, average: 4 },
      { topper: -0.33, average: -0.33 },
    ])
    // −0.75 | 1.5 | 2 = 2.75
    const b = await play(quiz.id, ['wrong', 'wrong', 'wrong', 'right', 'wrong', 'right', 'right'])
    // 1 | −0.5 | −0.66 = −0.16
    const c = await play(quiz.id, [null, null, 'right', 'wrong', null, 'wrong', 'wrong'])
    expect(c.exam!.sections.map((section) => section.score)).toEqual([1, -0.5, -0.66])
    const field = [
      { topper: 1.75, average: 0.67 }, // 2 / 3
      { topper: 4, average: 1.67 }, // 5 / 3
      { topper: -0.33, average: 0.34 }, // 1.01 / 3
    ]
    expect(fieldOf(c.exam)).toEqual(field)
    expect(c.exam).toMatchObject({ rank: 3, candidates: 3, topper: 5.42, average: 2.67 })

    // The same on REST, read later by the first player.
    const later = await a.player.client.get(`/api/v1/quizzes/attempts/${a.result.attempt.id}/analysis`)
    expect(later.status).toBe(200)
    expect(fieldOf(later.json.data.exam)).toEqual(field)

    // A re-attempt is practice: all right, it is neither the topper nor in the average.
    const retake = await play(quiz.id, ['right', 'right', 'right', 'right', 'right', 'right', 'right'], b.player)
    expect(retake.exam).toMatchObject({ rank: null, topper: 5.42, average: 2.67 })
    expect(fieldOf(retake.exam)).toEqual(field)

    // A deleted account's attempts stay, as the leaderboard's counts do: nothing moves.
    await c.player.caller.auth.deleteAccount({ password: c.player.password })
    const afterDeletion = await a.player.caller.attempts.result({ attemptId: a.result.attempt.id })
    expect(fieldOf('exam' in afterDeletion ? afterDeletion.exam! : null)).toEqual(field)
    expect('exam' in afterDeletion && afterDeletion.exam).toMatchObject({ candidates: 3, average: 2.67 })

    // A ranked attempt deleted takes its sections out of the sums; the topper's taken out, the next is.
    await sql`delete from attempts where id = ${a.result.attempt.id}::uuid`.execute(suite.h.db)
    const remaining = await b.player.caller.attempts.result({ attemptId: b.result.attempt.id })
    expect(fieldOf('exam' in remaining ? remaining.exam! : null)).toEqual([
      { topper: -0.75, average: 0.13 }, // (−0.75 + 1) / 2 = 0.125, half away from zero
      { topper: 1.5, average: 0.5 },
      { topper: 2, average: 0.67 }, // (2 − 0.66) / 2
    ])

    // A deleted quiz takes its sums with it.
    await sql`delete from quizzes where id = ${quiz.id}::uuid`.execute(suite.h.db)
    const left = await suite.h.db
      .selectFrom('exam_section_sums')
      .select((eb) => eb.fn.countAll<number>().as('rows'))
      .where('quiz_id', '=', quiz.id)
      .executeTakeFirstOrThrow()
    expect(Number(left.rows)).toBe(0)
  })

  it('has no field before anyone is ranked: the creator’s own attempt is not', async () => {
    const quiz = await approvedQuiz(suite.h.db, suite.creator.id, paper)
    const own = await play(quiz.id, ['right', null, null, null, null, null, null], suite.creator)
    expect(own.exam).toMatchObject({ rank: null, topper: null, average: null })
    expect(fieldOf(own.exam)).toEqual([
      { topper: null, average: null },
      { topper: null, average: null },
      { topper: null, average: null },
    ])
  })
})
