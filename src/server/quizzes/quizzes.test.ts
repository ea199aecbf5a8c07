import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { QUIZ_SCHEMA_MESSAGES } from '#shared/messages'
import { QUIZ_BOUNDS } from '#shared/schemas/quiz'
import { inLocale } from '#server/locale'
import { signedInClient } from '#server/testing/fixtures'
import { createHarness, type newUser, type TestHarness } from '#server/testing/harness'
import { m } from '#shared/i18n'

let h: TestHarness
const ADMIN_EMAIL = 'quiz-admin@example.com'

beforeAll(async () => {
  h = await createHarness({ env: { ADMIN_EMAILS: ADMIN_EMAIL } })
})
afterAll(() => h.close())

/** A signed-in REST client for a new user (or the admin). */
const signedIn = (overrides: Partial<ReturnType<typeof newUser>> = {}) => signedInClient(h, overrides)

function quizPayload(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Rivers of India',
    description: 'From the Ganga to the Kaveri',
    category: 'geography',
    difficultyLevel: 'easy',
    isPaid: false,
    price: 0,
    timeLimit: 60,
    settings: { showCorrectAnswers: true },
    questions: [
      {
        question: 'Which river is called the Sorrow of Bihar?',
        options: ['Ganga', 'Kosi', 'Son', 'Gandak'],
        correctAnswer: 1,
        explanation: 'The Kosi floods often and shifts its course.',
        type: 'mcq',
        points: 1,
      },
      {
        question: 'On which river is the Bhakra Nangal dam?',
        options: ['Beas', 'Ravi', 'Sutlej', 'Chenab'],
        correctAnswer: 2,
        explanation: 'Bhakra Nangal is on the Sutlej.',
        points: 2,
        timeLimit: 30,
      },
    ],
    ...overrides,
  }
}

/** True when any key named `key` appears anywhere in the value. */
/** Any of these keys holding something: a key present as null carries nothing (the contract's fields stay named). */
function containsKey(value: unknown, keys: string[]): boolean {
  if (Array.isArray(value)) return value.some((item) => containsKey(item, keys))
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => (keys.includes(k) && v !== null) || containsKey(v, keys))
  }
  return false
}

let admin: Awaited<ReturnType<typeof signedIn>>
beforeAll(async () => {
  admin = await signedIn({ email: ADMIN_EMAIL })
})

describe('the quiz lifecycle over /api/v1', () => {
  it('creates pending, approves into the public list, edits back to pending, rejects with a reason, deletes', async () => {
    const creator = await signedIn()
    const created = await creator.post('/api/v1/quizzes', quizPayload({ title: 'Lifecycle Rivers Quiz' }))
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({ success: true, message: m.success_quiz_created() })
    const quizId = created.json.quiz._id as string
    expect(created.json.quiz).toMatchObject({ status: 'pending', questionCount: 2, difficultyLevel: 'easy', price: 0 })

    const publicBefore = await h.client().get('/api/v1/quizzes/public?search=Lifecycle')
    expect(publicBefore.json.data.quizzes).toHaveLength(0)
    expect((await h.client().get(`/api/v1/quizzes/public/${quizId}`)).status).toBe(404)

    const mine = await creator.get('/api/v1/quizzes/my-quizzes')
    expect(mine.json.quizzes.map((q: { _id: string }) => q._id)).toContain(quizId)
    expect(mine.json.data.counts).toMatchObject({ all: 1, pending: 1 })

    const pending = await admin.get('/api/v1/admin/quizzes?status=pending')
    expect(pending.json.data.quizzes.map((q: { _id: string }) => q._id)).toContain(quizId)
    expect((await admin.post(`/api/v1/admin/quizzes/${quizId}/approve`)).status).toBe(200)
    // A second approval finds nothing pending: it changes nothing.
    expect((await admin.post(`/api/v1/admin/quizzes/${quizId}/approve`)).status).toBe(409)

    const listed = await h
      .client()
      .get('/api/v1/quizzes/public?search=lifecycle riv&category=geography&difficulty=easy')
    expect(listed.json.data.quizzes.map((q: { _id: string }) => q._id)).toEqual([quizId])
    expect(listed.json.data.total).toBe(1)
    const otherCategory = await h.client().get('/api/v1/quizzes/public?search=lifecycle&category=science')
    expect(otherCategory.json.data.quizzes).toHaveLength(0)

    const edited = await creator.put(
      `/api/v1/quizzes/${quizId}`,
      quizPayload({ title: 'Lifecycle Rivers Quiz, revised' }),
    )
    expect(edited.status).toBe(200)
    expect(edited.json).toMatchObject({ message: m.success_quiz_updated(), quiz: { status: 'pending' } })
    expect((await h.client().get(`/api/v1/quizzes/public/${quizId}`)).status).toBe(404)

    const rejected = await admin.post(`/api/v1/admin/quizzes/${quizId}/reject`, {
      reason: 'Add a source for question 2',
    })
    expect(rejected.status).toBe(200)
    const afterReject = await creator.get('/api/v1/quizzes/my-quizzes?status=rejected')
    expect(afterReject.json.quizzes[0]).toMatchObject({
      _id: quizId,
      status: 'rejected',
      rejectionReason: 'Add a source for question 2',
    })

    const deleted = await creator.delete(`/api/v1/quizzes/${quizId}`)
    expect(deleted.json).toMatchObject({ success: true, message: m.success_quiz_deleted() })
    expect((await creator.get(`/api/v1/quizzes/${quizId}`)).status).toBe(404)
    const leftovers = await h.db.selectFrom('questions').select('id').where('quiz_id', '=', quizId).execute()
    expect(leftovers).toHaveLength(0)
  })

  it('saves a draft, which needs no questions and stays private', async () => {
    const creator = await signedIn()
    const draft = await creator.post('/api/v1/quizzes', quizPayload({ status: 'draft', questions: [] }))
    expect(draft.status).toBe(201)
    expect(draft.json.quiz.status).toBe('draft')
    const notDraft = await creator.post('/api/v1/quizzes', quizPayload({ questions: [] }))
    expect(notDraft.status).toBe(400)
    expect(notDraft.json.message).toContain(m.validation_question_required())
  })

  it('adds, updates and deletes single questions, and sends an approved quiz back to review', async () => {
    const creator = await signedIn()
    const quizId = (await creator.post('/api/v1/quizzes', quizPayload())).json.quiz._id
    await admin.post(`/api/v1/admin/quizzes/${quizId}/approve`)
    const added = await creator.post(`/api/v1/quizzes/${quizId}/questions`, {
      question: 'Which river flows through Pune?',
      options: ['Mula-Mutha', 'Godavari', 'Tapi', 'Narmada'],
      correctAnswer: 0,
    })
    expect(added.status).toBe(201)
    expect(added.json.data.questions).toHaveLength(3)
    const third = added.json.data.questions[2]
    const updated = await creator.put(`/api/v1/quizzes/${quizId}/questions/${third._id}`, {
      ...third,
      correctAnswer: 0,
      points: 3,
    })
    expect(updated.json.data.questions[2]).toMatchObject({ points: 3 })
    const removed = await creator.delete(`/api/v1/quizzes/${quizId}/questions/${third._id}`)
    expect(removed.json.data.questions).toHaveLength(2)
    const quiz = (await creator.get(`/api/v1/quizzes/${quizId}`)).json.data.quiz
    expect(quiz).toMatchObject({ status: 'pending', questionCount: 2 })
  })
})

describe('concurrent changes to one quiz', () => {
  it('queues six question adds at once instead of colliding', async () => {
    const creator = await signedIn()
    const quizId = (await creator.post('/api/v1/quizzes', quizPayload())).json.quiz._id
    const question = (n: number) => ({
      question: `Extra question ${n}?`,
      options: ['a', 'b', 'c', 'd'],
      correctAnswer: n % 4,
    })
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, n) => creator.post(`/api/v1/quizzes/${quizId}/questions`, question(n))),
    )
    expect(responses.map((r) => r.status)).toEqual(Array(6).fill(201))
    const quiz = (await creator.get(`/api/v1/quizzes/${quizId}`)).json.data
    expect(quiz.questions).toHaveLength(8)
    expect(quiz.quiz.questionCount).toBe(8)
  })

  it('accepts a local date and time for a paid window as India time, and refuses impossible years', async () => {
    const creator = await signedIn()
    const local = await creator.post(
      '/api/v1/quizzes',
      quizPayload({ isPaid: true, price: 10, startTime: '2030-01-01T10:00', endTime: '2030-01-02T10:00' }),
    )
    expect(local.status).toBe(201)
    expect(local.json.quiz.startTime).toBe('2030-01-01T04:30:00.000Z')
    const yearZero = await creator.post(
      '/api/v1/quizzes',
      quizPayload({ isPaid: true, price: 10, startTime: '0000-01-01T00:00:00Z' }),
    )
    expect(yearZero.status).toBe(400)
  })
})

describe('who may see and change a quiz', () => {
  it('tells a buyer of a paid quiz that they have paid (retakes are free), and nobody else', async () => {
    const creator = await signedIn()
    const buyer = await signedIn()
    const stranger = await signedIn()
    const quizId = (await creator.post('/api/v1/quizzes', quizPayload({ isPaid: true, price: 25 }))).json.quiz._id
    await admin.post(`/api/v1/admin/quizzes/${quizId}/approve`)
    const funds = await buyer.post('/api/v1/wallet/add-funds', { amount: 50, paymentMethod: 'upi' })
    expect((await admin.post(`/api/v1/admin/transactions/${funds.json.data.transaction._id}/approve`)).status).toBe(200)
    const hasPaid = async (who: Awaited<ReturnType<typeof signedIn>>) =>
      (await h.caller(await loginToken(who.user)).quizzes.byId({ id: quizId })).hasPaid
    expect(await hasPaid(buyer)).toBe(false)
    expect((await buyer.post(`/api/v1/quizzes/${quizId}/start`)).status).toBe(200)
    expect(await hasPaid(buyer)).toBe(true)
    expect(await hasPaid(stranger)).toBe(false)
    // The creator plays free and never buys.
    expect(await hasPaid(creator)).toBe(false)
    expect((await h.caller().quizzes.byId({ id: quizId })).hasPaid).toBe(false)

    // The public list says which of its paid quizzes a viewer starts without paying: the buyer's
    // and the creator's, not a stranger's or a guest's (their cards offer the price instead).
    const list = { search: 'Rivers of India', limit: 50, offset: 0 }
    const unlocked = async (who: Awaited<ReturnType<typeof signedIn>> | null) =>
      (await (who ? h.caller(await loginToken(who.user)) : h.caller()).quizzes.list(list)).unlocked.includes(quizId)
    expect(await unlocked(buyer)).toBe(true)
    expect(await unlocked(creator)).toBe(true)
    expect(await unlocked(stranger)).toBe(false)
    expect(await unlocked(null)).toBe(false)
  })

  it('lets only the creator and admins read questions and answers, or change or delete the quiz', async () => {
    const creator = await signedIn()
    const stranger = await signedIn()
    const quizId = (await creator.post('/api/v1/quizzes', quizPayload())).json.quiz._id
    const questionId = (await creator.get(`/api/v1/quizzes/${quizId}`)).json.data.questions[0]._id

    // Pending: to strangers it is not there at all, as for an unknown id (visibility.test.ts walks every call).
    const read = await stranger.get(`/api/v1/quizzes/${quizId}`)
    expect(read.status).toBe(404)
    expect(read.json.message).toBe(m.empty_quiz_not_found())
    expect((await stranger.put(`/api/v1/quizzes/${quizId}`, quizPayload())).status).toBe(404)
    await admin.post(`/api/v1/admin/quizzes/${quizId}/approve`)

    // Approved: strangers see metadata, never the questions, and are told what they may not do.
    const readApproved = await stranger.get(`/api/v1/quizzes/${quizId}`)
    expect(readApproved.status).toBe(403)
    expect(readApproved.json.message).toBe(m.quiz_access_cannot_view())
    expect((await stranger.put(`/api/v1/quizzes/${quizId}`, quizPayload())).json.message).toBe(
      m.quiz_access_cannot_change(),
    )
    const viaTrpc = await h.caller(await loginToken(stranger.user)).quizzes.byId({ id: quizId })
    expect(viaTrpc.questions).toBeNull()
    expect(viaTrpc.canEdit).toBe(false)
    await expect(h.caller(await loginToken(stranger.user)).quizzes.forEdit({ id: quizId })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })

    for (const attempt of [
      stranger.put(`/api/v1/quizzes/${quizId}`, quizPayload({ title: 'Hijacked' })),
      stranger.delete(`/api/v1/quizzes/${quizId}`),
      stranger.post(`/api/v1/quizzes/${quizId}/questions`, quizPayload().questions[0]),
      stranger.put(`/api/v1/quizzes/${quizId}/questions/${questionId}`, quizPayload().questions[0]),
      stranger.delete(`/api/v1/quizzes/${quizId}/questions/${questionId}`),
      h.client().put(`/api/v1/quizzes/${quizId}`, quizPayload()),
    ]) {
      expect([401, 403]).toContain((await attempt).status)
    }
    const still = (await creator.get(`/api/v1/quizzes/${quizId}`)).json.data
    expect(still.quiz.title).toBe('Rivers of India')
    expect(still.questions).toHaveLength(2)
    expect(still.questions[0]).toMatchObject({ correctAnswer: 1, explanation: expect.any(String) })

    // An admin may read and change any quiz.
    expect((await admin.get(`/api/v1/quizzes/${quizId}`)).json.data.questions).toHaveLength(2)
  })

  it("records in the audit log every change an admin makes to someone's quiz, and none of a creator's own", async () => {
    const creator = await signedIn()
    const quizId = (await creator.post('/api/v1/quizzes', quizPayload({ title: 'Audited quiz' }))).json.quiz._id
    const auditRows = () =>
      h.db
        .selectFrom('admin_audit_log')
        .select(['action', 'actor_id', 'before', 'after'])
        .where('target_id', '=', quizId)
        .orderBy('id')
        .execute()
    expect(
      (await creator.put(`/api/v1/quizzes/${quizId}`, quizPayload({ title: 'Audited quiz, by its creator' }))).status,
    ).toBe(200)
    expect(await auditRows()).toEqual([])

    expect((await admin.put(`/api/v1/quizzes/${quizId}`, quizPayload({ title: 'Audited quiz, edited' }))).status).toBe(
      200,
    )
    const [question] = (await admin.post(`/api/v1/quizzes/${quizId}/questions`, quizPayload().questions[0])).json.data
      .questions
    expect((await admin.delete(`/api/v1/quizzes/${quizId}/questions/${question._id}`)).status).toBe(200)
    expect((await admin.delete(`/api/v1/quizzes/${quizId}`)).status).toBe(200)
    const rows = await auditRows()
    expect(rows.map((row) => row.action)).toEqual(['quiz.edit', 'quiz.edit', 'quiz.edit', 'quiz.delete'])
    expect(rows.every((row) => row.actor_id === admin.id)).toBe(true)
    expect(rows[0]).toMatchObject({
      before: { title: 'Audited quiz, by its creator', status: 'pending' },
      after: { title: 'Audited quiz, edited', status: 'pending' },
    })
    expect(rows[3]).toMatchObject({ before: { title: 'Audited quiz, edited' }, after: null })
  })

  it('never puts a correct answer or an explanation in the public list or public quiz', async () => {
    const creator = await signedIn()
    const quizId = (await creator.post('/api/v1/quizzes', quizPayload({ title: 'Deep scan quiz' }))).json.quiz._id
    await admin.post(`/api/v1/admin/quizzes/${quizId}/approve`)
    const forbidden = ['correctAnswer', 'correct_answer', 'explanation', 'questions', 'options']
    const list = await h.client().get('/api/v1/quizzes/public')
    const one = await h.client().get(`/api/v1/quizzes/public/${quizId}`)
    const trpcList = await h.caller().quizzes.list({})
    const trpcOne = await h.caller().quizzes.byId({ id: quizId })
    expect(list.json.data.quizzes.length).toBeGreaterThan(0)
    for (const body of [list.json, one.json, trpcList]) expect(containsKey(body, forbidden)).toBe(false)
    expect(trpcOne.questions).toBeNull()
    for (const text of ['Kosi floods', 'Sutlej', 'Bhakra Nangal']) {
      expect(list.text).not.toContain(text)
      expect(one.text).not.toContain(text)
    }
  })

  it('refuses approval by a non-admin with 403', async () => {
    const creator = await signedIn()
    const quizId = (await creator.post('/api/v1/quizzes', quizPayload())).json.quiz._id
    expect((await creator.post(`/api/v1/admin/quizzes/${quizId}/approve`)).status).toBe(403)
    expect((await creator.post(`/api/v1/admin/quizzes/${quizId}/reject`, { reason: 'no' })).status).toBe(403)
    expect((await creator.get('/api/v1/admin/quizzes')).status).toBe(403)
    const caller = h.caller(await loginToken(creator.user))
    await expect(caller.admin.quizzes.approve({ id: quizId })).rejects.toMatchObject({ code: 'FORBIDDEN' })
    const row = await h.db.selectFrom('quizzes').select('status').where('id', '=', quizId).executeTakeFirstOrThrow()
    expect(row.status).toBe('pending')
  })
})

async function loginToken(user: { email: string; password: string }) {
  const caller = h.caller()
  await caller.auth.login({ email: user.email, password: user.password })
  return caller.token()
}

describe('the editor’s validation rules hold on the server', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['a missing title', { title: '' }, m.validation_quiz_title_required()],
    ['a blank title', { title: '   ' }, m.validation_quiz_title_required()],
    ['no questions', { questions: [] }, m.validation_question_required()],
    ['a total time under 10 s', { timeLimit: 5 }, 'at least 10 seconds'],
    ['a total time off the 10 s step', { timeLimit: 65 }, 'steps of 10 seconds'],
    ['a negative price', { isPaid: true, price: -1 }, 'cannot be negative'],
    ['a paid quiz without a price', { isPaid: true, price: 0 }, 'price above ₹0'],
    ['a price with 3 decimals', { isPaid: true, price: '10.999' }, m.money_texts_not_whole_paise()],
    ['an unknown category', { category: 'astrology' }, 'category'],
    ['an unknown difficulty', { difficultyLevel: 'extreme' }, 'easy, medium or hard'],
    [
      'an end before the start',
      { isPaid: true, price: 49, startTime: '2027-01-02T10:00:00Z', endTime: '2027-01-01T10:00:00Z' },
      'end time',
    ],
  ]
  const questionCases: Array<[string, Record<string, unknown>, string]> = [
    ['3 options', { options: ['a', 'b', 'c'] }, 'exactly 4 options'],
    ['5 options', { options: ['a', 'b', 'c', 'd', 'e'] }, 'exactly 4 options'],
    ['an empty option', { options: ['a', 'b', '', 'd'] }, 'Every option needs text'],
    ['duplicate options', { options: ['a', 'b', 'A', 'd'] }, 'must all be different'],
    ['correctAnswer 4', { correctAnswer: 4 }, 'correct option'],
    ['correctAnswer -1', { correctAnswer: -1 }, 'correct option'],
    ['points 0', { points: 0 }, 'at least 1'],
    ['a question time of 5 s', { timeLimit: 5 }, 'at least 10 seconds'],
    ['an empty question text', { question: '' }, 'Question text is required'],
  ]

  it.each(cases)('refuses %s', async (_label, overrides, message) => {
    const creator = await signedIn()
    const response = await creator.post('/api/v1/quizzes', quizPayload(overrides))
    expect(response.status).toBe(400)
    expect(response.json.message).toContain(message)
  })

  it.each(questionCases)('refuses a question with %s', async (_label, overrides, message) => {
    const creator = await signedIn()
    const [first, second] = quizPayload().questions as unknown as [Record<string, unknown>, Record<string, unknown>]
    const response = await creator.post(
      '/api/v1/quizzes',
      quizPayload({ questions: [{ ...first, ...overrides }, second] }),
    )
    expect(response.status).toBe(400)
    expect(response.json.message).toContain(message)
  })

  it('stores the price in paise from rupees, and 0 for a free quiz', async () => {
    const creator = await signedIn()
    const paid = await creator.post('/api/v1/quizzes', quizPayload({ isPaid: true, price: 49.5 }))
    expect(paid.json.quiz.price).toBe(49.5)
    const row = await h.db
      .selectFrom('quizzes')
      .select('price_paise')
      .where('id', '=', paid.json.quiz._id)
      .executeTakeFirstOrThrow()
    expect(row.price_paise).toBe(4950)
    const free = await creator.post('/api/v1/quizzes', quizPayload({ isPaid: false, price: 99 }))
    expect(free.json.quiz.price).toBe(0)
  })

  it('defaults the topic to the title and the category to general-knowledge', async () => {
    const creator = await signedIn()
    const { category: _category, ...withoutCategory } = quizPayload({ title: 'Defaults quiz' })
    const created = await creator.post('/api/v1/quizzes', withoutCategory)
    expect(created.json.quiz).toMatchObject({ topic: 'Defaults quiz', category: 'general-knowledge' })
  })
})

describe("a quiz's validation messages", () => {
  const hindi = { 'Accept-Language': 'hi-IN,hi;q=0.9' }
  const withOption = (text: string) =>
    quizPayload().questions.map((question, index) =>
      index === 1
        ? { ...question, options: question.options.map((option, at) => (at === 2 ? text : option)) }
        : question,
    )

  it("are said in the request's language, the field placed in its words", async () => {
    const creator = await signedIn()
    const option = await creator.post('/api/v1/quizzes', quizPayload({ questions: withOption('') }), hindi)
    expect(option.status).toBe(400)
    expect(option.json.message).toBe('प्रश्न 2, विकल्प 3: हर विकल्प में टेक्स्ट होना चाहिए')

    const title = await creator.post(
      '/api/v1/quizzes',
      quizPayload({ title: 'x'.repeat(QUIZ_BOUNDS.titleMax + 1) }),
      hindi,
    )
    expect(title.status).toBe(400)
    expect(title.json.message).toBe(inLocale('hi', () => QUIZ_SCHEMA_MESSAGES.tooLong('title', QUIZ_BOUNDS.titleMax)))
    expect(title.json.message).toBe(`शीर्षक में ज़्यादा से ज़्यादा ${QUIZ_BOUNDS.titleMax} अक्षर हो सकते हैं`)

    // A rule without a message of its own: the server's predicate, said of the field in Hindi.
    const points = quizPayload().questions.map((question) => ({ ...question, points: 'two' }))
    const predicate = await creator.post('/api/v1/quizzes', quizPayload({ questions: points }), hindi)
    expect(predicate.json.message).toBe('प्रश्न 1, अंक संख्या होनी चाहिए')

    // The same server, asked in English, still answers in English, word for word.
    const english = await creator.post('/api/v1/quizzes', quizPayload({ questions: withOption('') }))
    expect(english.json.message).toBe('Question 2, option 3: Every option needs text')
    const englishPoints = await creator.post('/api/v1/quizzes', quizPayload({ questions: points }))
    expect(englishPoints.json.message).toBe('Question 1, points must be a number')
  })
})
