import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DELETED_USER_NAME, exportFileName } from '#shared/account-data-texts'
import { ACCOUNT_DATA_SERVER, SERVER, SUCCESS } from '#shared/messages'
import { formatINR } from '#shared/money'
import type { GoogleIdentity, GoogleVerifier } from '#server/auth/google'
import { SESSION_INACTIVITY_TIMEOUT_MS } from '#server/auth/session'
import { EXPORT_FORMAT } from '#server/auth/data-service'
import { approvedQuiz, SAMPLE_QUESTIONS, type SignedInUser, signedInUser } from '#server/testing/fixtures'
import { createHarness, newUser, TEST_ORIGIN, type TestHarness } from '#server/testing/harness'
import { checkLedger } from '#server/wallet/ledger-check'
import { RATE_LIMIT_BUCKETS } from '#server/http/rate-limit'
import { createQuiz } from '#server/quizzes/service'
import { QuizInputSchema } from '#shared/schemas/quiz'

/**
 * The sessions page, the download of one's data and the deletion of an account, over REST and
 * tRPC on the real database. Only Google is stood in for: a verifier that trusts the identities
 * the test names.
 */
const ADMIN_EMAIL = 'account-data-admin@example.com'
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'

const googleIdentities = new Map<string, GoogleIdentity>()
const google: GoogleVerifier = { verify: async (credential) => googleIdentities.get(credential) ?? null }

let h: TestHarness
let admin: SignedInUser
beforeAll(async () => {
  h = await createHarness({ google, env: { ADMIN_EMAILS: ADMIN_EMAIL, GOOGLE_CLIENT_ID: 'test-client' } })
  admin = await signedInUser(h, { email: ADMIN_EMAIL })
})
afterAll(() => h.close())

/** A REST client signed in as the user from a browser of its own (its User-Agent), with the user. */
async function browserOf(user: { email: string; password: string }, userAgent = CHROME_ANDROID) {
  const client = h.client()
  const login = await client.post(
    '/api/v1/users/login',
    { email: user.email, password: user.password },
    { 'user-agent': userAgent, 'x-forwarded-for': '203.0.113.9' },
  )
  expect(login.status, login.text).toBe(200)
  return client
}

/** DELETE with a JSON body, as the delete-account dialog sends it. */
async function deleteAccount(client: ReturnType<TestHarness['client']>, body: unknown) {
  const response = await h.app.request('/api/v1/users/me', {
    method: 'DELETE',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie: client.cookie() ?? '' },
    body: JSON.stringify(body),
  })
  return { status: response.status, headers: response.headers, json: await response.json() }
}

async function fund(user: SignedInUser, rupees: number) {
  const request = await user.client.post('/api/v1/wallet/add-funds', { amount: rupees, paymentMethod: 'upi' })
  expect(request.status, request.text).toBe(201)
  const approval = await admin.client.post(`/api/v1/admin/transactions/${request.json.data.transaction._id}/approve`)
  expect(approval.status, approval.text).toBe(200)
}

async function balanceOf(user: SignedInUser): Promise<number> {
  return (await user.caller.wallet.summary()).balancePaise
}

describe('the sessions page', () => {
  it('lists every live session with its browser, address and times, and flags the caller’s', async () => {
    const user = await signedInUser(h)
    const phone = await browserOf(user, CHROME_ANDROID)
    await browserOf(user, FIREFOX_WINDOWS)

    const listed = await phone.get('/api/v1/users/me/sessions')
    expect(listed.status, listed.text).toBe(200)
    const sessions = listed.json.data as Array<Record<string, unknown>>
    // signedInUser's REST client and tRPC caller, and the two browsers.
    expect(sessions).toHaveLength(4)
    const current = sessions.filter((session) => session.current)
    expect(current).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        browser: 'Chrome on Android',
        // No proxy is trusted here: the header is ignored and the connection's address is kept.
        ip: expect.any(String),
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        current: true,
      },
    ])
    expect(sessions.map((session) => session.browser)).toContain('Firefox on Windows')
    // A session's own id is half of its cookie: never shown.
    const tokenIds = await h.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()
    for (const { id } of tokenIds) expect(listed.text).not.toContain(id)
  })

  it('leaves out sessions that have expired', async () => {
    const user = await signedInUser(h)
    const browser = await browserOf(user)
    const before = (await browser.get('/api/v1/users/me/sessions')).json.data.length
    await h.db
      .updateTable('sessions')
      .set({ last_verified_at: new Date(Date.now() - SESSION_INACTIVITY_TIMEOUT_MS - 60_000) })
      .where('user_id', '=', user.id)
      .where('user_agent', 'is', null)
      .execute()
    const after = (await browser.get('/api/v1/users/me/sessions')).json.data
    expect(after).toHaveLength(before - 2)
    expect(after.every((session: { browser: string }) => session.browser === 'Chrome on Android')).toBe(true)
  })

  it('signs out another of one’s own sessions: that browser is signed out, this one stays', async () => {
    const user = await signedInUser(h)
    const phone = await browserOf(user, CHROME_ANDROID)
    const laptop = await browserOf(user, FIREFOX_WINDOWS)
    const sessions = (await phone.get('/api/v1/users/me/sessions')).json.data as Array<{ id: string; browser: string }>
    const laptopSession = sessions.find((session) => session.browser === 'Firefox on Windows')!

    const ended = await phone.delete(`/api/v1/users/me/sessions/${laptopSession.id}`)
    expect(ended.status, ended.text).toBe(200)
    expect(ended.json.message).toBe(ACCOUNT_DATA_SERVER.sessionEnded)
    expect((await laptop.get('/api/v1/users/me')).status).toBe(401)
    expect((await phone.get('/api/v1/users/me')).status).toBe(200)
    // Gone: a second try finds nothing.
    const again = await phone.delete(`/api/v1/users/me/sessions/${laptopSession.id}`)
    expect(again.status).toBe(404)
    expect(again.json.message).toBe(ACCOUNT_DATA_SERVER.sessionNotFound)
  })

  it('never ends another user’s session: it is not found, and it goes on', async () => {
    const owner = await signedInUser(h)
    const stranger = await signedInUser(h)
    const ownerBrowser = await browserOf(owner)
    const [session] = (await ownerBrowser.get('/api/v1/users/me/sessions')).json.data as Array<{ id: string }>

    const rest = await stranger.client.delete(`/api/v1/users/me/sessions/${session!.id}`)
    expect(rest.status).toBe(404)
    await expect(stranger.caller.auth.revokeSession({ id: session!.id })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect((await ownerBrowser.get('/api/v1/users/me')).status).toBe(200)
  })

  it('signs this browser out, as a logout does, when the session ended is its own', async () => {
    const user = await signedInUser(h)
    const browser = await browserOf(user)
    const mine = (
      (await browser.get('/api/v1/users/me/sessions')).json.data as Array<{ id: string; current: boolean }>
    ).find((session) => session.current)!
    const ended = await browser.delete(`/api/v1/users/me/sessions/${mine.id}`)
    expect(ended.status).toBe(200)
    expect(ended.json.message).toBe(SUCCESS.loggedOut)
    expect(ended.headers.getSetCookie().join()).toMatch(/session=;/)
    expect((await browser.get('/api/v1/users/me')).status).toBe(401)
  })

  it('signs out every other session and keeps this one', async () => {
    const user = await signedInUser(h)
    const phone = await browserOf(user, CHROME_ANDROID)
    const laptop = await browserOf(user, FIREFOX_WINDOWS)
    const ended = await phone.delete('/api/v1/users/me/sessions')
    expect(ended.status, ended.text).toBe(200)
    // signedInUser's REST client and tRPC caller, and the laptop.
    expect(ended.json).toMatchObject({ message: ACCOUNT_DATA_SERVER.otherSessionsEnded(3), data: { ended: 3 } })
    expect((await laptop.get('/api/v1/users/me')).status).toBe(401)
    expect((await user.client.get('/api/v1/users/me')).status).toBe(401)
    const left = (await phone.get('/api/v1/users/me/sessions')).json.data
    expect(left).toEqual([expect.objectContaining({ current: true, browser: 'Chrome on Android' })])
  })

  it('does the same over tRPC', async () => {
    const user = await signedInUser(h)
    const laptop = await browserOf(user, FIREFOX_WINDOWS)
    const sessions = await user.caller.auth.sessions()
    expect(sessions.filter((session) => session.current)).toHaveLength(1)
    const laptopSession = sessions.find((session) => session.browser === 'Firefox on Windows')!
    expect(await user.caller.auth.revokeSession({ id: laptopSession.id })).toEqual({
      wasCurrent: false,
      message: ACCOUNT_DATA_SERVER.sessionEnded,
    })
    expect((await laptop.get('/api/v1/users/me')).status).toBe(401)
    expect(await user.caller.auth.revokeOtherSessions()).toEqual({
      ended: 1,
      message: ACCOUNT_DATA_SERVER.otherSessionsEnded(1),
    })
    expect((await user.client.get('/api/v1/users/me')).status).toBe(401)
    const own = (await user.caller.auth.sessions())[0]!
    expect((await user.caller.auth.revokeSession({ id: own.id })).wasCurrent).toBe(true)
    expect(user.caller.token()).toBeUndefined()
    await expect(user.caller.auth.sessions()).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
  })

  it('is for signed-in users only', async () => {
    const guest = h.client()
    expect((await guest.get('/api/v1/users/me/sessions')).status).toBe(401)
    expect((await guest.delete('/api/v1/users/me/sessions')).status).toBe(401)
    expect((await guest.get('/api/v1/users/me/export')).status).toBe(401)
    expect((await deleteAccount(guest, { password: 'whatever' })).status).toBe(401)
  })
})

describe('download my data', () => {
  it('is a JSON file of the profile, quizzes, attempts with answers, money, notifications and sessions', async () => {
    const user = await signedInUser(h)
    await user.client.put('/api/v1/users/me', { username: user.username, email: user.email, phone: '9876543210' })
    const quiz = await approvedQuiz(h.db, user.id, { title: 'My own quiz' })
    const other = await signedInUser(h)
    const played = await approvedQuiz(h.db, other.id, { title: 'Someone else’s quiz' })
    const attempt = await user.caller.attempts.start({ quizId: played.id })
    await user.caller.attempts.saveAnswer({
      attemptId: attempt.attemptId,
      questionId: attempt.questions[0]!.id,
      selectedOption: 1,
    })
    await user.caller.attempts.submit({ attemptId: attempt.attemptId })
    await fund(user, 50)
    await h.db
      .insertInto('notifications')
      .values({ user_id: user.id, kind: 'funds', title: 'Funds added', body: 'Your ₹50 is in.' })
      .execute()

    const download = await user.client.get('/api/v1/users/me/export')
    expect(download.status, download.text).toBe(200)
    expect(download.headers.get('content-type')).toContain('application/json')
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${exportFileName(new Date())}"`)
    expect(download.headers.get('content-disposition')).toMatch(/quizdom-data-\d{4}-\d\d-\d\d\.json/)
    const exported = download.json
    expect(exported.format).toBe(EXPORT_FORMAT)

    expect(exported.profile).toMatchObject({
      id: user.id,
      username: user.username,
      email: user.email,
      phone: '9876543210',
      hasPassword: true,
      signsInWithGoogle: false,
      language: 'en',
    })
    expect(exported.quizzes).toHaveLength(1)
    expect(exported.quizzes[0]).toMatchObject({ id: quiz.id, title: 'My own quiz', status: 'approved' })
    expect(exported.quizzes[0].questions).toHaveLength(SAMPLE_QUESTIONS.length)
    expect(exported.quizzes[0].questions[0]).toMatchObject({
      question: SAMPLE_QUESTIONS[0]!.question,
      options: SAMPLE_QUESTIONS[0]!.options,
      correctAnswer: SAMPLE_QUESTIONS[0]!.correctAnswer,
    })
    expect(exported.attempts).toHaveLength(1)
    expect(exported.attempts[0]).toMatchObject({
      id: attempt.attemptId,
      quizId: played.id,
      quizTitle: 'Someone else’s quiz',
      status: 'submitted',
      score: expect.any(Number),
      totalPossibleScore: 6,
    })
    expect(exported.attempts[0].answers[0]).toMatchObject({
      questionNumber: 1,
      question: attempt.questions[0]!.question,
      selectedOption: 1,
    })
    expect(exported.walletTransactions).toEqual([
      expect.objectContaining({ type: 'payment', amountPaise: 5000, status: 'completed' }),
    ])
    expect(exported.notifications).toContainEqual(expect.objectContaining({ title: 'Funds added', readAt: null }))
    expect(exported.sessions.filter((session: { current: boolean }) => session.current)).toHaveLength(1)

    // Nothing secret: no password hash, session token or its id, secret hashes or reviewer's id.
    const stored = await h.db
      .selectFrom('users')
      .select(['password_hash'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(download.text).not.toContain(stored.password_hash!)
    expect(download.text).not.toMatch(/password_?hash|secret|token/i)
    for (const { id } of await h.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()) {
      expect(download.text).not.toContain(id)
    }
    expect(download.text).not.toContain(admin.id)
    // Another player's attempt on the user's quiz is theirs, not the user's.
    expect(download.text).not.toContain(other.email)
  })

  it('leaves out which answer was right in an attempt, and a Google account’s id', async () => {
    const identity = googleIdentity()
    const client = h.client()
    expect((await client.post('/api/v1/users/google', { credential: identity.sub })).status).toBe(200)
    const other = await signedInUser(h)
    const played = await approvedQuiz(h.db, other.id)
    const caller = h.caller()
    await caller.auth.google({ credential: identity.sub })
    await caller.attempts.start({ quizId: played.id })
    const exported = await caller.auth.exportData()
    expect(exported.profile).toMatchObject({ hasPassword: false, signsInWithGoogle: true })
    const text = JSON.stringify(exported)
    expect(text).not.toContain(identity.sub)
    expect(text).not.toMatch(/"(correctIndex|correctAnswer|isCorrect)"/)
    expect(exported.attempts[0]!.status).toBe('in_progress')
  })
})

describe('with rate limits on', () => {
  let limited: TestHarness
  beforeAll(async () => {
    limited = await createHarness({ env: { RATE_LIMITS: 'on' } })
  })
  afterAll(() => limited.close())

  it('counts downloads and deletion attempts per account, and says when to come back', async () => {
    const user = await signedInUser(limited)
    for (let download = 1; download <= RATE_LIMIT_BUCKETS.export.limit; download++) {
      expect((await user.client.get('/api/v1/users/me/export')).status).toBe(200)
    }
    const refused = await user.client.get('/api/v1/users/me/export')
    expect(refused.status).toBe(429)
    expect(refused.json.message).toBe(SERVER.rateLimited)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)

    // Guessing the password through the delete form is held to the budget of the password checks.
    for (let guess = 1; guess <= RATE_LIMIT_BUCKETS.mail.limit; guess++) {
      await expect(user.caller.auth.deleteAccount({ password: `guess-${guess}` })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      })
    }
    await expect(user.caller.auth.deleteAccount({ password: user.password })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    })
  })
})

let googleCounter = 0
function googleIdentity(): GoogleIdentity {
  googleCounter++
  const identity = {
    sub: `google-sub-${Date.now()}-${googleCounter}`,
    email: `google_${Date.now().toString(36)}_${googleCounter}@example.com`,
    emailVerified: true,
    name: 'Grace Hopper',
    givenName: 'Grace',
    picture: 'https://example.com/grace.png',
  }
  googleIdentities.set(identity.sub, identity)
  return identity
}

describe('deleting an account', () => {
  it('needs the password, and says so when it is missing or wrong', async () => {
    const user = await signedInUser(h)
    const missing = await deleteAccount(user.client, {})
    expect(missing).toMatchObject({ status: 400, json: { message: ACCOUNT_DATA_SERVER.passwordRequired } })
    const wrong = await deleteAccount(user.client, { password: 'not-my-password' })
    expect(wrong).toMatchObject({ status: 400, json: { message: ACCOUNT_DATA_SERVER.passwordWrong } })
    expect((await user.client.get('/api/v1/users/me')).status).toBe(200)
  })

  it('is refused while the wallet holds money, saying how much', async () => {
    const user = await signedInUser(h)
    expect(await user.caller.auth.deletionCheck()).toEqual({ confirmWith: 'password', refusal: null })
    await fund(user, 150)
    expect(await user.caller.auth.deletionCheck()).toEqual({
      confirmWith: 'password',
      refusal: ACCOUNT_DATA_SERVER.walletNotEmpty(formatINR(15_000)),
    })
    const refused = await deleteAccount(user.client, { password: user.password })
    expect(refused).toMatchObject({
      status: 409,
      json: { message: ACCOUNT_DATA_SERVER.walletNotEmpty(formatINR(15_000)) },
    })
    await expect(user.caller.auth.deleteAccount({ password: user.password })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: ACCOUNT_DATA_SERVER.walletNotEmpty(formatINR(15_000)),
    })
    expect((await user.client.get('/api/v1/users/me')).status).toBe(200)
  })

  it('is refused while a request to add funds or to withdraw waits for review', async () => {
    const user = await signedInUser(h)
    expect((await user.client.post('/api/v1/wallet/add-funds', { amount: 20, paymentMethod: 'upi' })).status).toBe(201)
    const refused = await deleteAccount(user.client, { password: user.password })
    expect(refused).toMatchObject({ status: 409, json: { message: ACCOUNT_DATA_SERVER.requestPending } })
    expect((await user.caller.auth.deletionCheck()).refusal).toBe(ACCOUNT_DATA_SERVER.requestPending)

    const saver = await signedInUser(h)
    await fund(saver, 100)
    const withdrawal = await saver.client.post('/api/v1/wallet/withdraw', {
      amount: 100,
      withdrawalMethod: 'upi',
      upiId: 'saver@okaxis',
    })
    expect(withdrawal.status, withdrawal.text).toBe(201)
    // The balance is 0 (the amount is held), but the request is not settled.
    expect(await balanceOf(saver)).toBe(0)
    const waiting = await deleteAccount(saver.client, { password: saver.password })
    expect(waiting).toMatchObject({ status: 409, json: { message: ACCOUNT_DATA_SERVER.requestPending } })
  })

  it('erases the person, keeps the ledger whole, and shows “Deleted user” where their name was', async () => {
    const creator = await signedInUser(h)
    await creator.client.put('/api/v1/users/me', {
      username: creator.username,
      email: creator.email,
      phone: '9123456780',
      profilePicture: 'https://example.com/me.png',
    })
    // Their quizzes: a free one and a paid one, published and played; a draft; one waiting for review.
    const free = await approvedQuiz(h.db, creator.id, { title: 'Free and played' })
    const paid = await approvedQuiz(h.db, creator.id, { title: 'Paid and sold', isPaid: true, pricePaise: 20_000 })
    const draft = await createQuiz(
      h.db,
      creator.id,
      QuizInputSchema.parse({ title: 'A draft', timeLimit: 120, questions: SAMPLE_QUESTIONS, asDraft: true }),
    )
    const pending = await createQuiz(
      h.db,
      creator.id,
      QuizInputSchema.parse({ title: 'Waiting', timeLimit: 120, questions: SAMPLE_QUESTIONS }),
    )
    // A player buys the paid quiz and plays the free one; the creator plays the player's quiz.
    const player = await signedInUser(h)
    await fund(player, 300)
    const bought = await player.caller.attempts.start({ quizId: paid.id })
    await player.caller.attempts.submit({ attemptId: bought.attemptId })
    const playersQuiz = await approvedQuiz(h.db, player.id, { title: 'The player’s quiz' })
    for (const [someone, quizId] of [
      [player, free.id],
      [player, playersQuiz.id],
      [creator, playersQuiz.id],
    ] as const) {
      const attempt = await someone.caller.attempts.start({ quizId })
      await someone.caller.attempts.saveAnswer({
        attemptId: attempt.attemptId,
        questionId: attempt.questions[0]!.id,
        selectedOption: 1,
      })
      await someone.caller.attempts.submit({ attemptId: attempt.attemptId })
    }
    // The creator earned from the sale; the earning is withdrawn and paid out, so the wallet is empty.
    const earned = await balanceOf(creator)
    expect(earned).toBeGreaterThanOrEqual(10_000)
    const withdrawal = await creator.client.post('/api/v1/wallet/withdraw', {
      amount: earned / 100,
      withdrawalMethod: 'upi',
      upiId: 'creator@okaxis',
    })
    expect(withdrawal.status, withdrawal.text).toBe(201)
    const paidOut = await admin.client.post(
      `/api/v1/admin/transactions/${withdrawal.json.data.transaction._id}/approve`,
      { payoutReference: 'UTR412345678901' },
    )
    expect(paidOut.status, paidOut.text).toBe(200)
    expect(await balanceOf(creator)).toBe(0)
    // A message to support, a notification, a link and a mail waiting to go.
    expect(
      (
        await creator.client.post('/api/v1/contact', {
          name: 'Me',
          email: creator.email,
          subject: 'Hi',
          message: 'A message long enough to pass.',
        })
      ).status,
    ).toBe(201)
    await h.db
      .insertInto('notifications')
      .values({ user_id: creator.id, kind: 'sale', title: 'Sold', body: 'Your quiz sold.' })
      .execute()
    await h.db
      .insertInto('mail_outbox')
      .values({ to_address: creator.email.toUpperCase(), subject: 'Hello', text_body: 'Hi', html_body: '<p>Hi</p>' })
      .execute()
    const ledgerBefore = await ledgerOf(creator.id)
    const transactionsBefore = await transactionsOf(creator.id)
    const phone = await browserOf(creator)

    const deleted = await deleteAccount(phone, { password: creator.password })
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200)
    expect(deleted.json.message).toBe(ACCOUNT_DATA_SERVER.accountDeleted)
    expect(deleted.headers.getSetCookie().join()).toMatch(/session=;/)

    // The person is gone from their row; the row stays, marked.
    const row = await h.db.selectFrom('users').selectAll().where('id', '=', creator.id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      username: `${DELETED_USER_NAME} ${creator.id}`,
      email: `${creator.id}@deleted.invalid`,
      phone: null,
      profile_picture: null,
      password_hash: null,
      google_sub: null,
      email_verified_at: null,
      role: 'user',
    })
    expect(row.deleted_at).toBeInstanceOf(Date)
    const left = async (table: 'sessions' | 'notifications' | 'account_tokens' | 'idempotency_keys') =>
      h.db.selectFrom(table).select('user_id').where('user_id', '=', creator.id).execute()
    for (const table of ['sessions', 'notifications', 'account_tokens', 'idempotency_keys'] as const) {
      expect(await left(table), table).toEqual([])
    }
    expect(
      await h.db
        .selectFrom('mail_outbox')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['to_address']), '=', creator.email))
        .execute(),
    ).toEqual([])
    const messages = await h.db
      .selectFrom('contact_messages')
      .select('user_id')
      .where('email', '=', creator.email)
      .execute()
    expect(messages).toEqual([{ user_id: null }])

    // Every browser is signed out, and nobody signs in as them again.
    expect((await phone.get('/api/v1/users/me')).status).toBe(401)
    expect((await creator.client.get('/api/v1/users/me')).status).toBe(401)
    const login = await h.client().post('/api/v1/users/login', { email: creator.email, password: creator.password })
    expect(login).toMatchObject({ status: 401, json: { message: SERVER.invalidCredentials } })

    // The ledger is whole: the same accounts, entries and transactions, and every invariant holds.
    expect(await ledgerOf(creator.id)).toEqual(ledgerBefore)
    expect(await transactionsOf(creator.id)).toEqual(transactionsBefore)
    expect(await checkLedger(h.db)).toEqual([])
    // The purchase's records stay whole on both sides.
    expect(
      (await h.db.selectFrom('wallet_transactions').select('type').where('quiz_id', '=', paid.id).execute())
        .map((t) => t.type)
        .sort(),
    ).toEqual(['quiz_earning', 'quiz_fee'])

    // Their quizzes: the free one stays published under "Deleted user", the paid one is off the
    // list with the reason, the draft and the one waiting are gone.
    const statuses = await h.db
      .selectFrom('quizzes')
      .select(['id', 'status', 'rejection_reason'])
      .where('creator_id', '=', creator.id)
      .execute()
    expect(Object.fromEntries(statuses.map((quiz) => [quiz.id, [quiz.status, quiz.rejection_reason]]))).toEqual({
      [free.id]: ['approved', null],
      [paid.id]: ['rejected', ACCOUNT_DATA_SERVER.creatorDeleted],
    })
    expect(draft.id).not.toBe(pending.id)
    const shown = await player.caller.quizzes.byId({ id: free.id })
    expect(shown.quiz.creator.username).toBe(DELETED_USER_NAME)
    const board = await player.caller.attempts.leaderboard({ quizId: playersQuiz.id, limit: 10 })
    // The player's own plays of their quiz are not ranked: the deleted creator's is the one entry.
    expect(board.entries.map((entry) => entry.username)).toEqual([DELETED_USER_NAME])
    const restBoard = await h.client().get(`/api/v1/quizzes/${playersQuiz.id}/leaderboard`)
    expect(restBoard.text).toContain(DELETED_USER_NAME)
    expect(restBoard.text).not.toContain(creator.username)
    // The buyer keeps their result.
    expect((await player.caller.attempts.result({ attemptId: bought.attemptId })).attempt).toBeTruthy()

    // Nobody is told anything any more: an admin unpublishing the free quiz leaves no notice or mail.
    const outboxBefore = await h.db.selectFrom('mail_outbox').select('id').execute()
    const unpublished = await admin.client.post(`/api/v1/admin/quizzes/${free.id}/unpublish`, { reason: 'Outdated' })
    expect(unpublished.status, unpublished.text).toBe(200)
    expect(await left('notifications')).toEqual([])
    expect(await h.db.selectFrom('mail_outbox').select('id').execute()).toEqual(outboxBefore)

    // The address is free again: a new account, nothing to do with the old one.
    const fresh = await h.client().post('/api/v1/users/signup', { ...newUser(), email: creator.email })
    expect(fresh.status, fresh.text).toBe(201)
    expect(fresh.json.data._id).not.toBe(creator.id)
    // So is the username.
    const sameName = await h.client().post('/api/v1/users/signup', { ...newUser(), username: creator.username })
    expect(sameName.status, sameName.text).toBe(201)
  })

  it('for a Google account, is confirmed by typing the username; Google then signs in someone new', async () => {
    const identity = googleIdentity()
    const caller = h.caller()
    const first = await caller.auth.google({ credential: identity.sub })
    expect(first.isNewUser).toBe(true)
    expect(await caller.auth.deletionCheck()).toEqual({ confirmWith: 'username', refusal: null })
    await expect(caller.auth.deleteAccount({ password: 'anything' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: ACCOUNT_DATA_SERVER.usernameRequired,
    })
    await expect(caller.auth.deleteAccount({ username: 'someone-else' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: ACCOUNT_DATA_SERVER.usernameWrong,
    })
    expect(await caller.auth.deleteAccount({ username: first.user.username.toUpperCase() })).toEqual({
      message: ACCOUNT_DATA_SERVER.accountDeleted,
    })
    expect(caller.token()).toBeUndefined()
    expect(await caller.auth.me()).toBeNull()

    const again = await h.caller().auth.google({ credential: identity.sub })
    expect(again.isNewUser).toBe(true)
    expect(again.user.id).not.toBe(first.user.id)
  })

  it('happens once: a second request finds no account', async () => {
    const user = await signedInUser(h)
    const outcomes = await Promise.allSettled([
      user.caller.auth.deleteAccount({ password: user.password }),
      user.caller.auth.deleteAccount({ password: user.password }),
    ])
    const done = outcomes.filter((outcome) => outcome.status === 'fulfilled')
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected')
    expect(done).toHaveLength(1)
    expect(refused.map((outcome) => outcome.reason)).toEqual([expect.objectContaining({ code: 'NOT_FOUND' })])
    expect(await checkLedger(h.db)).toEqual([])
  })
})

function ledgerOf(userId: string) {
  return h.db
    .selectFrom('ledger_accounts')
    .leftJoin('ledger_entries', 'ledger_entries.account_id', 'ledger_accounts.id')
    .select([
      'ledger_accounts.id',
      'ledger_accounts.balance_paise',
      'ledger_entries.id as entry',
      'ledger_entries.amount_paise',
    ])
    .where('ledger_accounts.user_id', '=', userId)
    .orderBy('ledger_entries.id')
    .execute()
}

function transactionsOf(userId: string) {
  return h.db
    .selectFrom('wallet_transactions')
    .select(['id', 'type', 'amount_paise', 'status', 'upi_id', 'payout_reference'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
}
