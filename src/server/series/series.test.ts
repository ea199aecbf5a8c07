import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { approvedQuiz, SAMPLE_QUESTIONS, type SignedInUser, signedInUser } from '#server/testing/fixtures'
import { createHarness, type TestHarness } from '#server/testing/harness'
import { startTestSmtpServer, type TestSmtpServer } from '#server/testing/smtp'
import { notifyDeps } from '#server/notifications/service'
import { SERIES_NOTICES } from '#shared/notifications'
import { m } from '#shared/i18n'
import { notifyOpenedMocks } from './service'

/**
 * Test series (decision 042) over REST and tRPC with mail on: made by a creator of their own
 * approved mocks, approved by an admin, bought once in one ledger transaction, each mock started
 * free once open, a leaderboard of first attempts, each buyer's progress, and a mock's opening told
 * once. The harness checks the ledger as it closes.
 */
let smtp: TestSmtpServer
let h: TestHarness
let admin: SignedInUser
let creator: SignedInUser
beforeAll(async () => {
  smtp = await startTestSmtpServer()
  h = await createHarness({ env: { SMTP_URL: smtp.url, PLATFORM_FEE_PERCENT: '10' } })
  admin = await signedInUser(h)
  await h.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute()
  creator = await signedInUser(h)
})
afterAll(async () => {
  await h.close()
  await smtp.close()
})

async function fund(user: SignedInUser, amountPaise: number) {
  const request = await user.caller.wallet.addFunds({ amountPaise, paymentMethod: 'upi' })
  await admin.caller.admin.wallet.approve({ id: request.id })
}

const balance = async (user: SignedInUser) => (await user.caller.wallet.summary()).balancePaise
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString()

/** Two paid mocks of the creator's, the second also sold alone; the first open, the second tomorrow. */
async function paidSeries(title: string, pricePaise = 5000) {
  const first = await approvedQuiz(h.db, creator.id, { title: `${title} mock 1`, isPaid: true, pricePaise: 3000 })
  const second = await approvedQuiz(h.db, creator.id, { title: `${title} mock 2`, isPaid: true, pricePaise: 2500 })
  const created = await creator.client.post('/api/v1/series', {
    title,
    description: 'Two mocks a day apart.',
    price: pricePaise / 100,
    mocks: [
      { quizId: first.id, opensAt: hoursFromNow(-1) },
      { quizId: second.id, opensAt: hoursFromNow(24) },
    ],
  })
  expect(created.status).toBe(201)
  const id = created.json.data.series.id as string
  expect(created.json.data.series).toMatchObject({ status: 'pending', pricePaise, price: pricePaise / 100 })
  expect((await admin.client.post(`/api/v1/admin/series/${id}/review`, { decision: 'approve' })).status).toBe(200)
  return { id, first, second }
}

async function submitAll(user: SignedInUser, quizId: string, correct: boolean) {
  const started = await user.caller.attempts.start({ quizId })
  const answers = started.questions.map((question, index) => ({
    questionId: question.id,
    selectedOption: correct ? SAMPLE_QUESTIONS[index]!.correctAnswer : (SAMPLE_QUESTIONS[index]!.correctAnswer + 1) % 4,
  }))
  return user.caller.attempts.submit({ attemptId: started.attemptId, answers })
}

const purchaseTransactions = (title: string) =>
  h.db
    .selectFrom('ledger_transactions as t')
    .innerJoin('wallet_transactions as w', 'w.id', 't.wallet_transaction_id')
    .select(['t.id', 'w.amount_paise'])
    .where('t.kind', '=', 'quiz_purchase')
    .where('w.quiz_title', '=', title)
    .execute()

describe('a series is made and reviewed', () => {
  it('is its creator’s and the admins’ until approved, then public', async () => {
    const quiz = await approvedQuiz(h.db, creator.id, { title: 'Lone mock' })
    const created = await creator.caller.series.create({
      title: 'In review',
      pricePaise: 0,
      mocks: [{ quizId: quiz.id, opensAt: hoursFromNow(1) }],
    })
    const id = created.series.id
    const player = await signedInUser(h)
    expect((await player.client.get(`/api/v1/series/${id}`)).status).toBe(404)
    expect((await h.client().get(`/api/v1/series/${id}`)).status).toBe(404)
    expect((await creator.client.get(`/api/v1/series/${id}`)).status).toBe(200)
    expect((await admin.client.get(`/api/v1/series/${id}`)).status).toBe(200)
    expect((await player.client.post(`/api/v1/series/${id}/purchase`)).status).toBe(404)
    expect((await player.client.post(`/api/v1/admin/series/${id}/review`, { decision: 'approve' })).status).toBe(403)
    const mine = await creator.client.get('/api/v1/series?mine=true')
    expect(mine.json.data.items.map((item: { id: string }) => item.id)).toContain(id)
    expect((await h.client().get('/api/v1/series?mine=true')).status).toBe(401)

    const rejected = await admin.client.post(`/api/v1/admin/series/${id}/review`, { decision: 'reject' })
    expect(rejected.status).toBe(400)
    expect(rejected.json.message).toBe(m.series_reject_needs_reason())
    await admin.caller.admin.series.review({ seriesId: id, decision: 'approve' })
    const shown = await h.client().get(`/api/v1/series/${id}`)
    expect(shown.status).toBe(200)
    expect(shown.json.data.mocks).toEqual([
      expect.objectContaining({ quizId: quiz.id, isOpen: false, opensAtIst: expect.stringMatching(/ IST$/) }),
    ])
    const list = await h.client().get('/api/v1/series?limit=100')
    expect(list.json.data.items.map((item: { id: string }) => item.id)).toContain(id)
  })

  it('waits in the admins’ queue with its mocks and price until reviewed, and only admins read the queue', async () => {
    const quiz = await approvedQuiz(h.db, creator.id, { title: 'Queued mock' })
    const made = await creator.caller.series.create({
      title: 'Queued series',
      pricePaise: 4_550,
      mocks: [{ quizId: quiz.id, opensAt: hoursFromNow(2) }],
    })
    const queued = async () =>
      (await admin.caller.admin.series.pending({ limit: 100, offset: 0 })).items.find(
        (item) => item.series.id === made.series.id,
      )
    expect(await queued()).toEqual({
      series: expect.objectContaining({ title: 'Queued series', pricePaise: 4_550, status: 'pending', mockCount: 1 }),
      mocks: [
        expect.objectContaining({ quizId: quiz.id, title: 'Queued mock', opensAtIst: expect.stringMatching(/ IST$/) }),
      ],
    })
    await expect(creator.caller.admin.series.pending({ limit: 10, offset: 0 })).rejects.toThrow()
    const overRest = await admin.client.get('/api/v1/admin/series?limit=100')
    expect(overRest.status).toBe(200)
    expect(
      overRest.json.data.items.find((item: { series: { id: string } }) => item.series.id === made.series.id),
    ).toMatchObject({
      series: { price: 45.5, pricePaise: 4_550 },
    })
    expect((await creator.client.get('/api/v1/admin/series')).status).toBe(403)
    await admin.caller.admin.series.review({ seriesId: made.series.id, decision: 'reject', reason: 'Mocks too short' })
    expect(await queued()).toBeUndefined()
    const mine = await creator.caller.series.list({ limit: 100, offset: 0, mine: true })
    expect(mine.items.find((item) => item.id === made.series.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Mocks too short',
    })
  })

  it('refuses bad input in words, and writes nothing', async () => {
    const own = await approvedQuiz(h.db, creator.id, { title: 'Own mock' })
    const others = await approvedQuiz(h.db, admin.id, { title: 'Someone else’s' })
    const pending = await creator.caller.quizzes.create({
      title: 'Not yet approved',
      timeLimit: 120,
      questions: [{ question: 'What is 2 + 2?', options: ['3', '4', '5', '6'], correctAnswer: 1 }],
    })
    const good = { title: 'Fine title', mocks: [{ quizId: own.id, opensAt: hoursFromNow(1) }] }
    const refusals: [unknown, string][] = [
      [{ ...good, title: 'ab' }, m.series_title_length({ min: 3, max: 120 })],
      [{ ...good, mocks: [] }, m.series_mocks_count({ max: 52 })],
      [{ ...good, mocks: [{ quizId: own.id, opensAt: 'tomorrow' }] }, m.series_opens_at_invalid()],
      [{ ...good, mocks: [{ quizId: others.id, opensAt: hoursFromNow(1) }] }, m.series_mock_not_yours()],
      [
        { ...good, mocks: [{ quizId: pending.id, opensAt: hoursFromNow(1) }] },
        m.series_mock_not_approved({ quizTitle: 'Not yet approved' }),
      ],
      [{ ...good, mocks: [good.mocks[0], good.mocks[0]] }, m.series_mock_twice()],
      [{ ...good, price: -5 }, m.quiz_schema_messages_price_negative()],
    ]
    const before = await h.db
      .selectFrom('series')
      .select(sql<string>`count(*)::int8`.as('n'))
      .executeTakeFirstOrThrow()
    for (const [body, message] of refusals) {
      const answer = await creator.client.post('/api/v1/series', body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.json.message).toContain(message)
    }
    const after = await h.db
      .selectFrom('series')
      .select(sql<string>`count(*)::int8`.as('n'))
      .executeTakeFirstOrThrow()
    expect(after.n).toBe(before.n)
    expect((await h.client().post('/api/v1/series', good)).status).toBe(401)
  })
})

describe('buying a series', () => {
  it('charges once in one ledger transaction, starts its mocks free once open, and refuses a second purchase', async () => {
    const { id, first, second } = await paidSeries('Bank PO series')
    const player = await signedInUser(h)
    await fund(player, 10_000)
    const creatorBefore = await balance(creator)

    expect((await h.client().post(`/api/v1/series/${id}/purchase`)).status).toBe(401)
    const bought = await player.client.post(`/api/v1/series/${id}/purchase`)
    expect(bought.status).toBe(200)
    expect(bought.json.data.hasBought).toBe(true)
    expect(await balance(player)).toBe(5000)
    expect((await balance(creator)) - creatorBefore).toBe(4500)
    expect(await purchaseTransactions('Bank PO series')).toEqual([{ id: expect.any(String), amount_paise: 5000 }])

    const again = await player.client.post(`/api/v1/series/${id}/purchase`)
    expect(again.status).toBe(409)
    expect(again.json.message).toBe(m.series_already_bought())
    expect(await balance(player)).toBe(5000)

    // The open mock starts without its own price (its page says so); the other waits for its time, said in IST.
    expect((await player.caller.quizzes.byId({ id: first.id })).hasPaid).toBe(true)
    expect((await player.caller.quizzes.byId({ id: second.id })).hasPaid).toBe(false)
    await submitAll(player, first.id, true)
    expect(await balance(player)).toBe(5000)
    const early = await player.client.post(`/api/v1/quizzes/${second.id}/start`)
    expect(early.status).toBe(409)
    expect(early.json.message).toMatch(/ IST/)
    await h.db
      .updateTable('series_mocks')
      .set({ opens_at: sql<Date>`now() - interval '1 minute'` })
      .where('quiz_id', '=', second.id)
      .execute()
    await player.caller.attempts.start({ quizId: second.id })
    expect(await balance(player)).toBe(5000)

    // The creator may not buy their own; a guest sees it, with no purchase of theirs.
    expect((await creator.client.post(`/api/v1/series/${id}/purchase`)).status).toBe(409)
    expect((await h.client().get(`/api/v1/series/${id}`)).json.data.hasBought).toBe(false)
  })

  it('a mock bought alone first: the series costs its full price and the mock is not charged again', async () => {
    const { id, first } = await paidSeries('Alone first')
    const player = await signedInUser(h)
    await fund(player, 8000)
    await player.caller.attempts.start({ quizId: first.id })
    expect(await balance(player)).toBe(5000)
    await player.caller.series.purchase({ seriesId: id })
    expect(await balance(player)).toBe(0)
    await player.caller.attempts.start({ quizId: first.id })
    expect(await balance(player)).toBe(0)
  })

  it('refuses a purchase the wallet cannot pay, leaving nothing behind', async () => {
    const { id } = await paidSeries('Too dear')
    const player = await signedInUser(h)
    await fund(player, 1000)
    const refused = await player.client.post(`/api/v1/series/${id}/purchase`)
    expect(refused.status).toBe(402)
    expect(await balance(player)).toBe(1000)
    expect((await player.caller.series.get({ seriesId: id })).hasBought).toBe(false)
  })

  it('charges once when two purchases race', async () => {
    const { id } = await paidSeries('Raced series')
    const player = await signedInUser(h)
    await fund(player, 10_000)
    const answers = await Promise.all([
      player.client.post(`/api/v1/series/${id}/purchase`),
      player.client.post(`/api/v1/series/${id}/purchase`),
      player.client.post(`/api/v1/series/${id}/purchase`),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409])
    expect(await balance(player)).toBe(5000)
    expect(await purchaseTransactions('Raced series')).toHaveLength(1)
  })

  it('a free series is joined with no money moving', async () => {
    const quiz = await approvedQuiz(h.db, creator.id, { title: 'Free mock' })
    const made = await creator.caller.series.create({
      title: 'Free series',
      pricePaise: 0,
      mocks: [{ quizId: quiz.id, opensAt: hoursFromNow(-1) }],
    })
    await admin.caller.admin.series.review({ seriesId: made.series.id, decision: 'approve' })
    const player = await signedInUser(h)
    const joined = await player.caller.series.purchase({ seriesId: made.series.id })
    expect(joined).toMatchObject({ hasBought: true, series: { isFree: true } })
    expect(await purchaseTransactions('Free series')).toEqual([])
  })
})

describe('the leaderboard and progress', () => {
  it('ranks by the sum of first attempts (re-attempts are practice), ties sharing a rank', async () => {
    const { id, first, second } = await paidSeries('Ranked series')
    await h.db
      .updateTable('series_mocks')
      .set({ opens_at: sql<Date>`now() - interval '1 minute'` })
      .where('series_id', '=', id)
      .execute()
    const [ravi, meera, anu] = [await signedInUser(h), await signedInUser(h), await signedInUser(h)]
    for (const player of [ravi, meera, anu]) {
      await fund(player, 5000)
      await player.caller.series.purchase({ seriesId: id })
    }
    await submitAll(ravi, first.id, true)
    await submitAll(ravi, second.id, true)
    await submitAll(meera, first.id, true)
    await submitAll(anu, first.id, true)
    // A better second try is practice: the total keeps the first.
    await submitAll(meera, second.id, false)
    await submitAll(meera, second.id, true)

    const board = await h.client().get(`/api/v1/series/${id}/leaderboard`)
    expect(board.status).toBe(200)
    expect(board.json.data.entries).toEqual([
      expect.objectContaining({ rank: 1, userId: ravi.id, score: 12, mocks: 2 }),
      expect.objectContaining({ rank: 2, score: 6 }),
      expect.objectContaining({ rank: 2, score: 6 }),
    ])

    const progress = await meera.client.get(`/api/v1/series/${id}/progress`)
    expect(progress.status).toBe(200)
    expect(progress.json.data).toMatchObject({
      hasBought: true,
      attempted: 2,
      total: 6,
      mocks: [
        { quizId: first.id, status: 'attempted', score: 6 },
        { quizId: second.id, status: 'attempted', score: 0 },
      ],
    })
    expect((await h.client().get(`/api/v1/series/${id}/progress`)).status).toBe(401)
  })

  it('counts first attempts made before the series existed', async () => {
    const quiz = await approvedQuiz(h.db, creator.id, { title: 'Older mock' })
    const player = await signedInUser(h)
    await submitAll(player, quiz.id, true)
    const made = await creator.caller.series.create({
      title: 'Made later',
      mocks: [{ quizId: quiz.id, opensAt: hoursFromNow(-1) }],
    })
    await admin.caller.admin.series.review({ seriesId: made.series.id, decision: 'approve' })
    const board = await player.caller.series.leaderboard({ seriesId: made.series.id, limit: 10, offset: 0 })
    expect(board.entries).toEqual([expect.objectContaining({ rank: 1, userId: player.id, score: 6 })])
    const progress = await player.caller.series.progress({ seriesId: made.series.id })
    expect(progress).toMatchObject({ hasBought: false, mocks: [{ status: 'attempted', score: 6 }] })
  })
})

describe('a mock’s opening', () => {
  it('is told to each buyer once, in the app, and by mail unless they turned it off', async () => {
    const { id, second } = await paidSeries('Told series')
    const [keen, quiet] = [await signedInUser(h), await signedInUser(h)]
    for (const player of [keen, quiet]) {
      await fund(player, 5000)
      await player.caller.series.purchase({ seriesId: id })
    }
    await quiet.caller.notifications.setPreferences({ email: { series: false } })
    await h.db
      .updateTable('series_mocks')
      .set({ opens_at: sql<Date>`now()` })
      .where('quiz_id', '=', second.id)
      .execute()

    const deps = notifyDeps(h.deps)
    // Two instances at once: each mock is claimed by one.
    await Promise.all([notifyOpenedMocks(h.db, deps), notifyOpenedMocks(h.db, deps)])
    await notifyOpenedMocks(h.db, deps)

    const words = SERIES_NOTICES.mockOpen('Told series', 'Told series mock 2')
    for (const player of [keen, quiet]) {
      const list = await player.client.get('/api/v1/notifications?limit=100')
      const told = list.json.data.items.filter((item: { kind: string }) => item.kind === 'series')
      expect(told).toEqual([expect.objectContaining({ title: words.title, body: words.body, link: `/series/${id}` })])
    }
    await h.drainMail()
    expect(smtp.to(keen.email).filter((mail) => mail.subject.startsWith(words.title))).toHaveLength(1)
    expect(smtp.to(quiet.email).filter((mail) => mail.subject.startsWith(words.title))).toHaveLength(0)
  })
})
