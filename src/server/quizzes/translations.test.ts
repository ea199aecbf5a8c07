import { describe, expect, it } from 'vitest'
import { suiteWithCreator } from '#server/testing/fixtures'
import { EVERY_TYPE, withTranslation } from '#server/testing/question-samples'
import { m } from '#shared/i18n'

/**
 * A question's second language end to end: saved with its quiz over REST and tRPC, read back by
 * its creator, refused in words naming the question, kept or cleared by an edit, served with the
 * attempt in the order it is shown, and its explanation on the result once the answers are.
 */
const suite = suiteWithCreator()

const TRANSLATED = EVERY_TYPE.map((question) => withTranslation(question))
const payload = (questions: unknown[], extra: Record<string, unknown> = {}) => ({
  title: 'Two languages',
  timeLimit: 300,
  questions,
  ...extra,
})
const HINDI = 'हिन्दी'
/** A path such as `questions.1.translation` or `translation.options`, which no refusal may show. */
const FIELD_PATH = /questions\.\d|translation\.|\.translation/

describe("a question's second language", () => {
  it('is saved with every type over REST and tRPC and read back whole in the editor and REST shapes', async () => {
    const created = await suite.creator.client.post('/api/v1/quizzes', payload(TRANSLATED))
    expect(created.status, created.text).toBe(201)
    const quizId = created.json.quiz._id as string
    const read = await suite.creator.client.get(`/api/v1/quizzes/${quizId}`)
    expect(read.status).toBe(200)
    expect(read.json.questions.map((question: { translation: unknown }) => question.translation)).toEqual(
      TRANSLATED.map((question) => question.translation),
    )
    expect(read.json.quiz.questions.map((question: { translation: unknown }) => question.translation)).toEqual(
      TRANSLATED.map((question) => question.translation),
    )

    const overTrpc = await suite.creator.caller.quizzes.create(payload(TRANSLATED, { language: 'en' }) as never)
    const forEdit = await suite.creator.caller.quizzes.forEdit({ id: overTrpc.id })
    expect(forEdit.questions.map((question) => question.translation)).toEqual(
      TRANSLATED.map((question) => question.translation),
    )
    // A quiz in Hindi may carry English as its second language.
    const hindiQuiz = await suite.creator.caller.quizzes.create(
      payload([withTranslation(EVERY_TYPE[0]!, 'en')], { language: 'hi' }) as never,
    )
    const hindiRead = await suite.creator.caller.quizzes.forEdit({ id: hindiQuiz.id })
    expect(hindiRead.questions[0]?.translation?.language).toBe('en')
  })

  it('is refused in words naming the question by its number, never a field path', async () => {
    const [single, multiple, trueFalse] = TRANSLATED as [any, any, any]
    const cases: Array<[unknown[], Record<string, unknown>, string]> = [
      // One text too few for the options.
      [
        [single, { ...multiple, translation: { ...multiple.translation, options: ['(hi) 2', '(hi) 4', '(hi) 7'] } }],
        {},
        `Question 2: ${m.question_translation_parts_count({ language: HINDI, count: 4 })}`,
      ],
      // Options on a true/false question, which has none.
      [
        [single, { ...trueFalse, translation: { ...trueFalse.translation, options: ['(hi) सही', '(hi) गलत'] } }],
        {},
        `Question 2: ${m.question_translation_no_parts({ language: HINDI })}`,
      ],
      // The quiz's own language.
      [[single], { language: 'hi' }, `Question 1: ${m.question_translation_same_language({ language: HINDI })}`],
      // Two second languages on one paper.
      [
        [single, withTranslation(EVERY_TYPE[2]!, 'ta')],
        {},
        `Question 2: ${m.question_translation_one_language({ language: 'தமிழ்', first: HINDI })}`,
      ],
    ]
    for (const [questions, extra, words] of cases) {
      const refused = await suite.creator.client.post('/api/v1/quizzes', payload(questions, extra))
      expect(refused.status).toBe(400)
      expect(refused.json.message).toBe(words)
      expect(refused.json.message).not.toMatch(FIELD_PATH)
      await expect(suite.creator.caller.quizzes.create(payload(questions, extra) as never)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining(words.slice(words.indexOf(': ') + 2)),
      })
    }

    // Questions added or edited one by one keep to the paper: its one second language, not the quiz's own.
    const created = await suite.creator.client.post('/api/v1/quizzes', payload(TRANSLATED.slice(0, 2)))
    const quizId = created.json.quiz._id as string
    const added = await suite.creator.client.post(`/api/v1/quizzes/${quizId}/questions`, {
      questions: [withTranslation(EVERY_TYPE[2]!, 'hi'), withTranslation(EVERY_TYPE[3]!, 'ta')],
    })
    expect(added.status).toBe(400)
    expect(added.json.message).toBe(
      `Question 4: ${m.question_translation_one_language({ language: 'தமிழ்', first: HINDI })}`,
    )
    const firstId = created.json.quiz.questions[0]._id as string
    const edited = await suite.creator.client.put(
      `/api/v1/quizzes/${quizId}/questions/${firstId}`,
      withTranslation(EVERY_TYPE[0]!, 'en'),
    )
    expect(edited.status).toBe(400)
    expect(edited.json.message).toBe(`Question 1: ${m.question_translation_same_language({ language: 'English' })}`)
    const misfit = await suite.creator.client.put(`/api/v1/quizzes/${quizId}/questions/${firstId}`, {
      ...TRANSLATED[0],
      translation: { ...TRANSLATED[0]!.translation, options: [] },
    })
    expect(misfit.status).toBe(400)
    expect(misfit.json.message).toContain(m.question_translation_parts_count({ language: HINDI, count: 4 }))
    expect(misfit.json.message).not.toMatch(FIELD_PATH)
  })

  it('is kept or cleared by an edit of its question, as the edit sends it', async () => {
    const created = await suite.creator.client.post('/api/v1/quizzes', payload(TRANSLATED.slice(0, 3)))
    const quizId = created.json.quiz._id as string
    const [first, second] = created.json.quiz.questions as Array<{ _id: string }>
    const renamed = { ...TRANSLATED[0]!, question: 'Capital city of India?' }
    const kept = await suite.creator.client.put(`/api/v1/quizzes/${quizId}/questions/${first!._id}`, renamed)
    expect(kept.status, kept.text).toBe(200)
    expect(kept.json.data.questions[0]).toMatchObject({ question: renamed.question, translation: renamed.translation })
    const { translation: _dropped, ...untranslated } = TRANSLATED[1]!
    const cleared = await suite.creator.client.put(`/api/v1/quizzes/${quizId}/questions/${second!._id}`, untranslated)
    expect(cleared.status).toBe(200)
    expect(Object.hasOwn(cleared.json.data.questions[1], 'translation')).toBe(false)
    expect(cleared.json.data.questions[2].translation).toEqual(TRANSLATED[2]!.translation)
    // The whole quiz saved without it (the editor's second language taken off) clears every one.
    await suite.creator.caller.quizzes.update({ id: quizId, quiz: payload(EVERY_TYPE.slice(0, 3)) as never })
    const read = await suite.creator.caller.quizzes.forEdit({ id: quizId })
    expect(read.questions.some((question) => 'translation' in question)).toBe(false)
  })

  it('leaves the shapes of a quiz in one language as they were: no translation key anywhere', async () => {
    const created = await suite.creator.client.post('/api/v1/quizzes', payload(EVERY_TYPE))
    expect(created.status).toBe(201)
    const quizId = created.json.quiz._id as string
    const read = await suite.creator.client.get(`/api/v1/quizzes/${quizId}`)
    const forEdit = await suite.creator.caller.quizzes.forEdit({ id: quizId })
    await suite.h.db.updateTable('quizzes').set({ status: 'approved' }).where('id', '=', quizId).execute()
    const player = await suite.player()
    const started = await player.client.post(`/api/v1/quizzes/${quizId}/start`)
    const attemptId = started.json.data.attemptId as string
    const submitted = await player.client.post(`/api/v1/quizzes/attempts/${attemptId}/submit`, { answers: [] })
    expect(submitted.status).toBe(200)
    for (const body of [read.json, forEdit, started.json, submitted.json]) {
      expect(JSON.stringify(body)).not.toContain('"translation"')
    }
    // The single-answer question keeps exactly the REST contract's keys.
    expect(Object.keys(read.json.questions[0]).sort()).toEqual(
      ['_id', 'text', 'question', 'explanation', 'points', 'timeLimit', 'type', 'options', 'correctAnswer'].sort(),
    )
  })
})

describe("a question's second language in the personal-data download", () => {
  it("is its creator's, with the question; a player's attempt at it downloads as before", async () => {
    const created = await suite.creator.client.post('/api/v1/quizzes', payload(TRANSLATED.slice(0, 2)))
    const quizId = created.json.quiz._id as string
    const mine = await suite.creator.client.get('/api/v1/users/me/export')
    expect(mine.status).toBe(200)
    const quiz = mine.json.quizzes.find((entry: { id: string }) => entry.id === quizId)
    expect(quiz.questions.map((question: { translation: unknown }) => question.translation)).toEqual(
      TRANSLATED.slice(0, 2).map((question) => question.translation),
    )
    await suite.h.db.updateTable('quizzes').set({ status: 'approved' }).where('id', '=', quizId).execute()
    const player = await suite.player()
    const started = await player.caller.attempts.start({ quizId })
    const first = started.questions[0]!
    await player.caller.attempts.submit({
      attemptId: started.attemptId,
      answers: [{ questionId: first.id, selectedOption: 1 }],
    })
    const theirs = await player.client.get('/api/v1/users/me/export')
    expect(theirs.status).toBe(200)
    const [attempt] = theirs.json.attempts
    expect(attempt.answers[0]).toMatchObject({ questionNumber: 1, question: first.question, selectedOption: 1 })
    expect(JSON.stringify(theirs.json)).not.toContain('"translation"')
  })
})

describe('an attempt at a quiz with a second language', () => {
  const explained = TRANSLATED.map((question) =>
    withTranslation({ ...EVERY_TYPE[TRANSLATED.indexOf(question)]!, explanation: `Why ${question.question}` }),
  )

  async function approvedQuiz(settings: Record<string, unknown>) {
    const created = await suite.creator.client.post('/api/v1/quizzes', payload(explained, { settings }))
    expect(created.status, created.text).toBe(201)
    const quizId = created.json.quiz._id as string
    await suite.h.db.updateTable('quizzes').set({ status: 'approved' }).where('id', '=', quizId).execute()
    return quizId
  }

  it('is served each translated list in the order its own is shown, shuffled, without the explanation', async () => {
    const quizId = await approvedQuiz({ shuffleOptions: true, showCorrectAnswersWhen: 'after_attempt' })
    const tag = (text: string) => `(hi) ${text}`
    const player = await suite.player()
    const started = await player.caller.attempts.start({ quizId })
    for (const question of started.questions as Array<Record<string, any>>) {
      const { translation } = question
      expect(translation).toMatchObject({ language: 'hi', question: tag(question.question) })
      expect(Object.hasOwn(translation, 'explanation')).toBe(false)
      if (question.options?.length) expect(translation.options).toEqual(question.options.map(tag))
      else expect(translation.options).toBeUndefined()
      if (question.type === 'ordering') expect(translation.items).toEqual(question.items.map(tag))
      if (question.type === 'matching') {
        expect(translation.lefts).toEqual(question.lefts.map(tag))
        expect(translation.rights).toEqual(question.rights.map(tag))
      }
    }
    // The shuffle is real: the ordering's items and the matching's sides are never in their own order.
    const ordering = started.questions.find((question) => question.type === 'ordering') as { items: string[] }
    expect(ordering.items).not.toEqual(['A', 'B', 'C', 'D', 'E'])

    // REST serves the same, the matching's sides by its names.
    const restPlayer = await suite.player()
    const rest = await restPlayer.client.post(`/api/v1/quizzes/${quizId}/start`)
    expect(rest.status).toBe(200)
    const matching = rest.json.data.questions.find((question: { type: string }) => question.type === 'matching')
    expect(matching.translation.left).toEqual(matching.left.map(tag))
    expect(matching.translation.right).toEqual(matching.right.map(tag))

    // The result, answers shown at once: the translation's explanation with it.
    const result = await player.caller.attempts.submit({ attemptId: started.attemptId, answers: [] })
    for (const answer of result.detailedAnswers ?? []) {
      expect((answer as { translation: { explanation: string } }).translation.explanation).toBe(
        tag(`Why ${answer.question}`),
      )
    }
  })

  it("shows the translation's explanation on the result only once the answers are shown", async () => {
    const quizId = await approvedQuiz({ showCorrectAnswersWhen: 'never' })
    const player = await suite.player()
    const started = await player.caller.attempts.start({ quizId })
    const result = await player.caller.attempts.submit({ attemptId: started.attemptId, answers: [] })
    const rest = await player.client.get(`/api/v1/quizzes/attempts/${started.attemptId}`)
    for (const answers of [result.detailedAnswers ?? [], rest.json.detailedAnswers]) {
      expect(answers.length).toBe(EVERY_TYPE.length)
      for (const answer of answers as Array<{ translation: Record<string, unknown> }>) {
        expect(answer.translation.language).toBe('hi')
        expect(Object.hasOwn(answer.translation, 'explanation')).toBe(false)
      }
    }
    expect(JSON.stringify(rest.json)).not.toContain('(hi) Why')
  })
})
