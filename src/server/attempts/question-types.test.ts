import { describe, expect, it } from 'vitest'
import { suiteWithCreator } from '#server/testing/fixtures'
import { EVERY_TYPE, withTranslation } from '#server/testing/question-samples'
import { m } from '#shared/i18n'

/**
 * Questions of every type, end to end: saved over REST and tRPC in the shapes, refused in
 * words naming the question, served without their answer keys, marked by the one scorer, and
 * refused whole by an export whose format cannot carry them.
 */
const suite = suiteWithCreator()

const payload = (questions: unknown[]) => ({ title: 'Every type', timeLimit: 300, questions })

/** Every key a question may carry its answer in. */
const ANSWER_KEYS = [
  'correctAnswer',
  'correctAnswers',
  'answer',
  'tolerance',
  'acceptedAnswers',
  'pairs',
  'order',
  'definition',
]

function keysIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysIn(item, found)
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if (inner !== null) found.add(key)
      keysIn(inner, found)
    }
  return found
}

async function approvedEveryType(settings: Record<string, unknown> = {}, questions: unknown[] = EVERY_TYPE) {
  const created = await suite.creator.client.post('/api/v1/quizzes', { ...payload(questions), settings })
  expect(created.status).toBe(201)
  const quizId = created.json.quiz._id as string
  await suite.h.db.updateTable('quizzes').set({ status: 'approved' }).where('id', '=', quizId).execute()
  return quizId
}

describe('questions of every type', () => {
  it('are saved over REST in the shapes the issue gives and read back whole by their creator', async () => {
    const quizId = await approvedEveryType()
    const read = await suite.creator.client.get(`/api/v1/quizzes/${quizId}`)
    const questions = (read.json.quiz ?? read.json.data.quiz).questions as Array<Record<string, unknown>>
    expect(questions.map((question) => question.type)).toEqual([
      'multiple-choice',
      'multiple-answers',
      'true-false',
      'numeric',
      'short-answer',
      'ordering',
      'matching',
    ])
    expect(questions[1]).toMatchObject({ correctAnswers: [0, 2], grading: 'partial' })
    expect(questions[3]).toMatchObject({ answer: 3.14, tolerance: 0.01, toleranceType: 'absolute' })
    expect(questions[4]).toMatchObject({ caseSensitive: false })
    const forEdit = await suite.creator.caller.quizzes.forEdit({ id: quizId })
    expect(forEdit.questions[6]).toMatchObject({ type: 'matching', pairs: (EVERY_TYPE[6] as { pairs: unknown }).pairs })
  })

  it('refuses a malformed definition with a 400 in words naming the question by its number', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...EVERY_TYPE[1]!, correctAnswers: [7] }, m.question_right_answer_not_an_option()],
      [{ ...EVERY_TYPE[3]!, answer: 'pi' }, m.question_numeric_answer()],
      [{ ...EVERY_TYPE[5]!, items: ['A', 'A'] }, m.question_items_different()],
      [{ ...EVERY_TYPE[2]!, type: 'essay' }, m.question_type_unknown()],
    ]
    for (const [question, words] of cases) {
      const refused = await suite.creator.client.post('/api/v1/quizzes', payload([EVERY_TYPE[0], question]))
      expect(refused.status).toBe(400)
      expect(refused.json.message).toContain(`Question 2`)
      expect(refused.json.message).toContain(words)
      expect(refused.json.message).not.toMatch(/questions\.\d/)
    }
    await expect(
      suite.creator.caller.quizzes.create({ ...payload([{ ...EVERY_TYPE[6]!, pairs: [] }]) } as never),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' })
  })

  it('serves no answer key, marks every type with the one scorer, and shows the key only when the quiz allows', async () => {
    const quizId = await approvedEveryType({ showCorrectAnswersWhen: 'never' })
    const player = await suite.player()
    const started = await player.client.post(`/api/v1/quizzes/${quizId}/start`)
    expect(started.status).toBe(200)
    const served = (started.json.data ?? started.json).questions as Array<Record<string, any>>
    for (const key of ANSWER_KEYS.filter((key) => key !== 'correctAnswer')) expect(keysIn(served).has(key)).toBe(false)
    expect(keysIn(served).has('correctAnswer')).toBe(false)
    const attemptId = (started.json.data ?? started.json).attemptId as string
    const byType = (type: string) => served.find((question) => question.type === type)!

    // Ordering: items shown shuffled; answered A C B D E (0.8 by the longest ordered part).
    const ordering = byType('ordering')
    const order = ['A', 'C', 'B', 'D', 'E'].map((item) => ordering.items.indexOf(item))
    // Matching: 3 of 4 right.
    const matching = byType('matching')
    const rightOf = ['Thiruvananthapuram', 'Dispur', 'Patna', 'Patna'].map((right) => matching.right.indexOf(right))
    const answers = [
      { questionId: byType('multiple-choice')._id, selectedOption: 1 },
      { questionId: byType('multiple-answers')._id, response: [0] },
      { questionId: byType('true-false')._id, response: true },
      { questionId: byType('numeric')._id, response: '3,13' },
      { questionId: byType('short-answer')._id, response: 'दिल्ली'.normalize('NFD') },
      { questionId: ordering._id, response: order },
      { questionId: matching._id, response: rightOf },
    ]
    // A response that cannot answer its question is refused, naming it.
    const bad = await player.client.post(`/api/v1/quizzes/attempts/${attemptId}/answers`, {
      questionId: ordering._id,
      response: [0, 0, 1, 2, 3],
    })
    expect(bad.status).toBe(400)
    expect(bad.json.message).toContain(m.question_response_order())
    const single = await player.client.post(`/api/v1/quizzes/attempts/${attemptId}/answers`, {
      questionId: matching._id,
      selectedOption: 0,
    })
    expect(single.status).toBe(400)
    expect(single.json.message).toContain(m.attempt_server_selected_option_single_only())

    // `response: null` takes an answer back, as `selectedOption: null` does: nothing is marked.
    const given = await player.client.post(`/api/v1/quizzes/attempts/${attemptId}/answers`, {
      questionId: byType('true-false')._id,
      response: false,
    })
    expect(given.status).toBe(200)
    const takenBack = await player.client.post(`/api/v1/quizzes/attempts/${attemptId}/answers`, {
      questionId: byType('true-false')._id,
      response: null,
    })
    expect(takenBack.status, JSON.stringify(takenBack.json)).toBe(200)
    const saved = await suite.h.db
      .selectFrom('attempt_answers')
      .select(['response', 'earned'])
      .where('attempt_id', '=', attemptId)
      .execute()
    expect(saved.map((row) => ({ ...row, earned: Number(row.earned) }))).toEqual([{ response: null, earned: 0 }])
    // A client that sends every field, the unused one null, is read by the one it filled.
    const both = await player.client.post(`/api/v1/quizzes/attempts/${attemptId}/answers`, {
      questionId: byType('multiple-choice')._id,
      selectedOption: 1,
      response: null,
    })
    expect(both.status, JSON.stringify(both.json)).toBe(200)
    const chosen = await suite.h.db
      .selectFrom('attempt_answers')
      .select(['selected_option', 'earned'])
      .where('attempt_id', '=', attemptId)
      .where('selected_option', 'is not', null)
      .execute()
    expect(chosen.map((row) => ({ ...row, earned: Number(row.earned) }))).toEqual([{ selected_option: 1, earned: 2 }])

    const submitted = await player.client.post(`/api/v1/quizzes/attempts/${attemptId}/submit`, { answers })
    expect(submitted.status).toBe(200)
    const result = submitted.json.data ?? submitted.json
    // 2 + 1 (1 of 2 right) + 2 + 2 + 2 + 1.6 + 1.5 = 12.1, exactly.
    expect(result.attempt.score).toBe(12.1)
    expect(result.attempt.correctAnswers).toBe(4)
    const shown = keysIn(result)
    expect(shown.has('acceptedAnswers')).toBe(false)
    for (const answer of result.detailedAnswers) {
      expect(answer.correctAnswer).toBeNull()
      expect(answer.fraction).toBeNull()
      expect(answer.earned).toBeNull()
    }
    expect(result.detailedAnswers.map((answer: { type: string }) => answer.type)).toContain('matching')

    // Once answers are shown, each question carries its mark and the right response.
    await suite.h.db
      .updateTable('quizzes')
      .set({ settings: JSON.stringify({ showCorrectAnswersWhen: 'immediately' }) })
      .where('id', '=', quizId)
      .execute()
    const revealed = await player.caller.attempts.result({ attemptId })
    const detail = new Map(revealed.detailedAnswers!.map((answer) => [answer.type, answer]))
    expect(detail.get('ordering')).toMatchObject({ fraction: { numerator: 4, denominator: 5 }, earned: 1.6 })
    expect(detail.get('matching')).toMatchObject({ fraction: { numerator: 3, denominator: 4 }, earned: 1.5 })
    expect(detail.get('multiple-answers')).toMatchObject({ response: [0], earned: 1 })
    expect(detail.get('true-false')).toMatchObject({ correctAnswer: true, isCorrect: true })
    // The answer key the result's review draws, in the indexes shown, with what marks each type.
    expect(detail.get('numeric')!.answerKey).toEqual({
      type: 'numeric',
      answer: 3.14,
      tolerance: 0.01,
      toleranceType: 'absolute',
    })
    expect(detail.get('short-answer')!.answerKey).toEqual({
      type: 'short-answer',
      acceptedAnswers: ['दिल्ली', '*Delhi'],
      caseSensitive: false,
    })
    expect(detail.get('multiple-choice')!.answerKey).toEqual({ type: 'multiple-choice', correct: 1 })
    expect(detail.get('ordering')!.answerKey).toEqual({
      type: 'ordering',
      correct: ['A', 'B', 'C', 'D', 'E'].map((item) => ordering.items.indexOf(item)),
    })
    const rightSides = ['Thiruvananthapuram', 'Dispur', 'Patna', 'Panaji']
    expect(detail.get('matching')!.answerKey).toEqual({
      type: 'matching',
      correct: rightSides.map((right) => matching.right.indexOf(right)),
    })
    // REST keeps its shape: the right response as `correctAnswer`, and no answer key.
    const rest = await player.client.get(`/api/v1/quizzes/attempts/${attemptId}`)
    expect(rest.status).toBe(200)
    for (const answer of rest.json.detailedAnswers) expect(Object.hasOwn(answer, 'answerKey')).toBe(false)
  })

  it.each([
    ['in one language', EVERY_TYPE],
    ['in two languages', EVERY_TYPE.map((question) => withTranslation(question))],
  ])(
    'never lets an answer key of any type out before the quiz allows, on every route that carries questions (%s)',
    async (_, questions) => {
      const quizId = await approvedEveryType(
        { showCorrectAnswersWhen: 'never', antiCheat: { enabled: true } },
        questions,
      )
      // What no player may see before the reveal: each type's key, the marks, the explanations.
      const hidden = [
        ...ANSWER_KEYS,
        'answerKey',
        'correctIndex',
        'correct_answer',
        'isCorrect',
        'fraction',
        'earned',
        'explanation',
      ]
      const secrets = ['*Delhi', 'दिल्ली']
      // `correctAnswers` as a number is the attempt's count of right answers, part of its score.
      const leaks = (body: unknown): string[] => {
        if (Array.isArray(body)) return body.flatMap(leaks)
        if (!body || typeof body !== 'object') return []
        return Object.entries(body).flatMap(([key, value]) => [
          ...(hidden.includes(key) && value !== null && !(key === 'correctAnswers' && typeof value === 'number')
            ? [key]
            : []),
          ...leaks(value),
        ])
      }
      const expectNoKey = (bodies: unknown[]) => {
        for (const body of bodies) {
          expect(leaks(body)).toEqual([])
          for (const secret of secrets) expect(JSON.stringify(body)).not.toContain(secret)
        }
      }

      // Before submission, over tRPC: start, the attempt's state, each type's answer saved, a
      // violation, and the start again that resumes it with the answers given.
      const player = await suite.player()
      const started = await player.caller.attempts.start({ quizId })
      const translated = questions.some((question) => 'translation' in question)
      // Served in the second language too, when the quiz has one: the test below then covers it.
      expect(started.questions.every((question) => (question.translation !== undefined) === translated)).toBe(true)
      const byType = (type: string) => started.questions.find((question) => question.type === type)!
      const responses: Record<string, unknown> = {
        'multiple-answers': [1],
        'true-false': false,
        numeric: '2',
        'short-answer': 'Mumbai',
        ordering: [4, 3, 2, 1, 0],
        matching: [0, 0, 0, 0],
      }
      const saved = []
      saved.push(
        await player.caller.attempts.saveAnswer({
          attemptId: started.attemptId,
          questionId: byType('multiple-choice').id,
          selectedOption: 0,
        }),
      )
      for (const [type, response] of Object.entries(responses)) {
        saved.push(
          await player.caller.attempts.saveAnswer({
            attemptId: started.attemptId,
            questionId: byType(type).id,
            response,
          } as never),
        )
      }
      const current = await player.caller.attempts.current({ attemptId: started.attemptId })
      const violation = await player.caller.attempts.violation({ attemptId: started.attemptId, type: 'tab_switch' })
      const resumed = await player.caller.attempts.start({ quizId })
      expect(resumed.resumed).toBe(true)
      expectNoKey([started, ...saved, current, violation, resumed])

      // Over REST: start, an answer saved, a violation; and the public quiz, over both.
      const restPlayer = await suite.player()
      const restStart = await restPlayer.client.post(`/api/v1/quizzes/${quizId}/start`)
      expect(restStart.status).toBe(200)
      const restAttempt = (restStart.json.data ?? restStart.json).attemptId as string
      const restQuestions = (restStart.json.data ?? restStart.json).questions as Array<Record<string, any>>
      const restSaved = await restPlayer.client.post(`/api/v1/quizzes/attempts/${restAttempt}/answers`, {
        questionId: restQuestions.find((question) => question.type === 'numeric')!._id,
        response: '1',
      })
      expect(restSaved.status).toBe(200)
      const restViolation = await restPlayer.client.post(`/api/v1/quizzes/attempts/${restAttempt}/violation`, {
        type: 'tab_switch',
      })
      const publicOne = await restPlayer.client.get(`/api/v1/quizzes/public/${quizId}`)
      expect(publicOne.status).toBe(200)
      const byId = await player.caller.quizzes.byId({ id: quizId })
      expectNoKey([restStart.json, restSaved.json, restViolation.json, publicOne.json, byId])

      // After submission, the quiz showing answers never: every route that returns the result, the
      // submit sent again, and the player's list of attempts.
      const result = await player.caller.attempts.submit({ attemptId: started.attemptId, answers: [] })
      const bodies: unknown[] = [result, await player.caller.attempts.result({ attemptId: started.attemptId })]
      for (const path of [
        `attempts/${started.attemptId}`,
        `attempts/${started.attemptId}/analysis`,
        'attempts/my-attempts',
      ]) {
        const response = await player.client.get(`/api/v1/quizzes/${path}`)
        expect(response.status).toBe(200)
        bodies.push(response.json)
      }
      const again = await player.client.post(`/api/v1/quizzes/attempts/${started.attemptId}/submit`, {})
      expect(again.status).toBe(200)
      bodies.push(again.json, await player.caller.attempts.mine({ limit: 10, offset: 0 }))
      expectNoKey(bodies)
      // The player's own responses are theirs to see.
      expect(JSON.stringify(result)).toContain('"response":"Mumbai"')
    },
  )

  it('keeps the responses in the personal-data download', async () => {
    const quizId = await approvedEveryType()
    const player = await suite.player()
    const view = await player.caller.attempts.start({ quizId })
    const tf = view.questions.find((question) => question.type === 'true-false')!
    await player.caller.attempts.submit({
      attemptId: view.attemptId,
      answers: [{ questionId: tf.id, response: false }],
    })
    const download = await player.client.get('/api/v1/users/me/export')
    const body = JSON.stringify(download.json)
    expect(body).toContain('"response":false')
  })

  it('is refused whole by an export whose format cannot carry it, naming the questions', async () => {
    const quizId = await approvedEveryType()
    const refused = await suite.creator.client.get(`/api/v1/quizzes/${quizId}/export?format=gift`)
    expect(refused.status).toBe(422)
    expect(refused.json.message).toContain(
      m.question_numbered_of_type({ number: 6, type: m.question_type_name_ordering() }),
    )
  })
})
