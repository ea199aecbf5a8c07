import { randomBytes, randomUUID } from 'node:crypto'
import { type RawBuilder, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DELETED_USER_NAME, exportFileName } from '#shared/account-data-texts'
import { ACCOUNT_DATA_SERVER } from '#shared/messages'
import { formatINR } from '#shared/money'
import type { GoogleIdentity, GoogleVerifier } from '#server/identity/google'
import { SESSION_INACTIVITY_TIMEOUT_MS } from '#server/identity/session'
import { EXPORT_FORMAT } from '#server/auth/data-service'
import { approvedQuiz, SAMPLE_QUESTIONS, type SignedInUser, signedInUser } from '#server/testing/fixtures'
import { createHarness, newUser, TEST_ORIGIN, type TestHarness } from '#server/testing/harness'
import { checkLedger } from '#server/wallet/ledger-check'
import { RATE_LIMIT_BUCKETS } from '#server/http/rate-limit'
import { createQuiz } from '#server/quizzes/service'
import { QuizInputSchema } from '#shared/schemas/quiz'
import { setRoleByEmail } from '#server/identity/roles'
import { foldStatistics } from '#server/quizzes/statistics-service'
import { DECLARED } from './personal-data'
import { m } from '#shared/i18n'

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
    expect(ended.json.message).toBe(m.account_data_server_session_ended())
    expect((await laptop.get('/api/v1/users/me')).status).toBe(401)
    expect((await phone.get('/api/v1/users/me')).status).toBe(200)
    // Gone: a second try finds nothing.
    const again = await phone.delete(`/api/v1/users/me/sessions/${laptopSession.id}`)
    expect(again.status).toBe(404)
    expect(again.json.message).toBe(m.account_data_server_session_not_found())
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
    expect(ended.json.message).toBe(m.success_logged_out())
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
      message: m.account_data_server_session_ended(),
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
      // Kept in E.164: the ten digits typed are an Indian number.
      phone: '+919876543210',
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
    expect(refused.json.message).toBe(m.server_rate_limited())
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
    expect(missing).toMatchObject({ status: 400, json: { message: m.account_data_server_password_required() } })
    const wrong = await deleteAccount(user.client, { password: 'not-my-password' })
    expect(wrong).toMatchObject({ status: 400, json: { message: m.account_data_server_password_wrong() } })
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
    expect(refused).toMatchObject({ status: 409, json: { message: m.account_data_server_request_pending() } })
    expect((await user.caller.auth.deletionCheck()).refusal).toBe(m.account_data_server_request_pending())

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
    expect(waiting).toMatchObject({ status: 409, json: { message: m.account_data_server_request_pending() } })
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
    expect(deleted.json.message).toBe(m.account_data_server_account_deleted())
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
    const left = async (
      table: 'sessions' | 'known_browsers' | 'notifications' | 'account_tokens' | 'idempotency_keys',
    ) => h.db.selectFrom(table).select('user_id').where('user_id', '=', creator.id).execute()
    for (const table of [
      'sessions',
      'known_browsers',
      'notifications',
      'account_tokens',
      'idempotency_keys',
    ] as const) {
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
    expect(login).toMatchObject({ status: 401, json: { message: m.server_invalid_credentials() } })

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
      [paid.id]: ['rejected', m.account_data_server_creator_deleted()],
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
      message: m.account_data_server_username_required(),
    })
    await expect(caller.auth.deleteAccount({ username: 'someone-else' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: m.account_data_server_username_wrong(),
    })
    expect(await caller.auth.deleteAccount({ username: first.user.username.toUpperCase() })).toEqual({
      message: m.account_data_server_account_deleted(),
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

/**
 * The list of personal data (personal-data.ts), held to what the download and the deletion do: a
 * user with rows in every place it names downloads their data, then deletes the account, and each
 * table is checked against what the list says of it. The rows that only the app's own calls make
 * whole (quizzes, attempts, money, an admin's reviews) come from those calls; every other place gets
 * a row made from the migrated schema, so a new table needs nothing here. The list against the
 * schema is personal-data.test.ts.
 */
describe('every place the list of personal data names', () => {
  /** Rows a table holds by their primary key (as JSON text), each row as JSON. */
  type Snapshot = Map<string, Record<string, unknown>>

  async function primaryKey(table: string) {
    const { rows } = await sql<{ column: string }>`
      select a.attname as column from pg_index i
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = ${table}::regclass and i.indisprimary order by a.attnum
    `.execute(h.db)
    return sql`jsonb_build_array(${sql.join(rows.map((row) => sql.ref(`t.${row.column}`)))})::text`
  }

  /** The column a foreign key of `table` points at in its parent. */
  async function referencedColumn(table: string, column: string) {
    const { rows } = await sql<{ column: string }>`
      select pa.attname as column from pg_constraint k
      join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
      join pg_attribute pa on pa.attrelid = k.confrelid and pa.attnum = k.confkey[1]
      where k.contype = 'f' and k.conrelid = ${table}::regclass and a.attname = ${column}
    `.execute(h.db)
    return rows[0]!.column
  }

  /** The condition on `alias` that finds the person's own rows of `table`, as the list says. */
  async function ownRows(
    table: string,
    alias: string,
    userId: string,
    addresses: string[],
  ): Promise<RawBuilder<unknown>> {
    const rows = DECLARED[table]?.rows
    if (!rows) throw new Error(`${table}: the list does not say how the person's rows are found`)
    const column = (name: string) => sql.ref(`${alias}.${name}`)
    if (rows.user) return sql`${column(rows.user)} = ${userId}`
    if (rows.address) return sql`lower(${column(rows.address)}) in (${sql.join(addresses)})`
    if (rows.through && rows.of) {
      const parent = `${alias}_p`
      const parentRows = await ownRows(rows.of, parent, userId, addresses)
      const referenced = sql.ref(`${parent}.${await referencedColumn(table, rows.through)}`)
      return sql`${column(rows.through)} in (select ${referenced} from ${sql.table(rows.of)} as ${sql.id(parent)} where ${parentRows})`
    }
    throw new Error(`${table}: the test finds no rows by a key`)
  }

  async function snapshot(table: string, where: RawBuilder<unknown>): Promise<Snapshot> {
    const { rows } = await sql<{ key: string; row: Record<string, unknown> }>`
      select ${await primaryKey(table)} as key, to_jsonb(t) as row from ${sql.table(table)} as t where ${where}
    `.execute(h.db)
    return new Map(rows.map((row) => [row.key, row.row]))
  }

  /** The rows of `table` that still have these primary keys. */
  async function stillThere(table: string, before: Snapshot): Promise<Snapshot> {
    if (before.size === 0) return new Map()
    const keys = [...before.keys()]
    return snapshot(table, sql`${await primaryKey(table)} in (${sql.join(keys)})`)
  }

  /** A column's default, as JSON (null when it has none). */
  async function columnDefault(table: string, column: string): Promise<unknown> {
    const { rows } = await sql<{ expression: string | null }>`
      select pg_get_expr(d.adbin, d.adrelid) as expression from pg_attribute a
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attrelid = ${table}::regclass and a.attname = ${column}
    `.execute(h.db)
    const expression = rows[0]?.expression
    if (!expression) return null
    const { rows: value } = await sql<{ value: unknown }>`select to_jsonb(${sql.raw(expression)}) as value`.execute(
      h.db,
    )
    return value[0]!.value
  }

  /** A column as the migrated schema has it: what a row must give it. */
  interface ColumnFacts {
    column: string
    type: string
    /** NOT NULL with no default: a row must give it a value. */
    required: boolean
    /** The table its foreign key points at. */
    parent: string | null
    /** Its CHECK, where that is a list of values (`col = ANY (ARRAY[…])`). */
    choices: string | null
  }

  async function columnsOf(table: string): Promise<ColumnFacts[]> {
    const { rows } = await sql<ColumnFacts>`
      select a.attname as column, format_type(a.atttypid, a.atttypmod) as type,
             a.attnotnull and not a.atthasdef and a.attidentity = '' and a.attgenerated = '' as required,
             (select k.confrelid::regclass::text from pg_constraint k
              where k.contype = 'f' and k.conrelid = a.attrelid and k.conkey = array[a.attnum] limit 1) as parent,
             (select pg_get_constraintdef(k.oid) from pg_constraint k
              where k.contype = 'c' and k.conrelid = a.attrelid and k.conkey = array[a.attnum]
                and pg_get_constraintdef(k.oid) like 'CHECK ((' || a.attname || ' = %' limit 1) as choices
      from pg_attribute a
      where a.attrelid = ${table}::regclass and a.attnum > 0 and not a.attisdropped
      order by a.attnum
    `.execute(h.db)
    return rows
  }

  /** A value of the column's type, for a column the schema says nothing more of. */
  const OF_TYPE: Array<[RegExp, (facts: ColumnFacts) => unknown]> = [
    [/\[\]$/, () => []],
    [/^(text|character varying|citext)/, (facts) => `The person’s ${facts.column}`],
    [/^uuid$/, () => randomUUID()],
    [/^(smallint|integer|bigint|numeric|real|double precision)/, () => 1],
    [/^boolean$/, () => false],
    [/^(timestamp|date)/, () => new Date()],
    [/^jsonb?$/, () => '{}'],
    [/^bytea$/, () => randomBytes(32)],
  ]

  /**
   * The values that make a row of `table` the person's, as the list finds their rows: their id, their
   * address, or a row of theirs in the table it hangs off. Or why there are none.
   */
  async function findingValues(table: string, person: SignedInUser): Promise<Record<string, unknown> | string> {
    const rows = DECLARED[table]?.rows
    if (rows?.user) return { [rows.user]: person.id }
    if (rows?.address) return { [rows.address]: person.email }
    if (rows?.through && rows.of) {
      const referenced = await referencedColumn(table, rows.through)
      const parents = await snapshot(rows.of, await ownRows(rows.of, 't', person.id, [person.email.toLowerCase()]))
      const parent = [...parents.values()][0]
      return parent ? { [rows.through]: parent[referenced] } : `the person has no row of ${rows.of}`
    }
    return 'the list finds its rows by a key'
  }

  /**
   * Inserts a row of `table` with the values given, and the schema's own for every other column that
   * needs one: the fixture's row where a foreign key points at users, quizzes or attempts, the first
   * of a CHECK's list of values, a value of its type otherwise. Says why not where that fails (a
   * CHECK of another kind, a key to another table).
   */
  async function giveRow(
    table: string,
    given: Record<string, unknown>,
    fixture: Record<string, string>,
  ): Promise<string | undefined> {
    const values: Record<string, unknown> = {}
    // A user's id the list names, with or without a foreign key (an audit log keeps none).
    const declared = DECLARED[table]
    const userColumns = new Set([declared?.rows?.user, ...Object.keys(declared?.others ?? {})])
    for (const facts of await columnsOf(table)) {
      if (facts.column in given) {
        values[facts.column] = given[facts.column]
        continue
      }
      if (!facts.required) continue
      const parent = facts.parent ?? (userColumns.has(facts.column) ? 'users' : null)
      const choice = facts.choices && /= (?:ANY \(ARRAY\[)?(?:'([^']*)'|(-?\d+))/.exec(facts.choices)
      const made = OF_TYPE.find(([type]) => type.test(facts.type))?.[1]
      if (parent && !(parent in fixture))
        return `${facts.column} points at ${parent}, and the test has no row of it to give`
      if (parent) values[facts.column] = fixture[parent]
      else if (choice) values[facts.column] = choice[1] ?? Number(choice[2])
      else if (made) values[facts.column] = made(facts)
      else return `${facts.column} is of type ${facts.type}, which the test makes no value of`
    }
    const columns = Object.keys(values).map((column) => sql.ref(column))
    try {
      await sql`
        insert into ${sql.table(table)} (${sql.join(columns)}) values (${sql.join(Object.values(values))})
      `.execute(h.db)
    } catch (error) {
      return (error as Error).message
    }
  }

  function stringsIn(value: unknown, into = new Set<string>()): Set<string> {
    if (typeof value === 'string') into.add(value)
    else if (Array.isArray(value)) for (const item of value) stringsIn(item, into)
    else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, into)
    return into
  }

  it('are downloaded and deleted as the list says', async () => {
    // The person: an admin who creates, plays, pays and reviews others' work.
    const person = await signedInUser(h)
    await setRoleByEmail(h.db, person.email, 'admin')
    expect(
      (
        await person.client.put('/api/v1/users/me', {
          username: person.username,
          email: person.email,
          phone: '9988776655',
          profilePicture: 'https://example.com/person.png',
        })
      ).status,
    ).toBe(200)
    const phone = await browserOf(person)

    // Their quizzes: a published free one that someone plays, and a draft.
    const free = await approvedQuiz(h.db, person.id, { title: 'The person’s quiz' })
    await createQuiz(
      h.db,
      person.id,
      QuizInputSchema.parse({
        title: 'The person’s draft',
        timeLimit: 120,
        questions: SAMPLE_QUESTIONS,
        asDraft: true,
      }),
    )
    const other = await signedInUser(h)
    const othersQuiz = await approvedQuiz(h.db, other.id, { title: 'Another’s quiz' })
    const play = async (player: SignedInUser, quizId: string) => {
      const attempt = await player.caller.attempts.start({ quizId })
      await player.caller.attempts.saveAnswer({
        attemptId: attempt.attemptId,
        questionId: attempt.questions[0]!.id,
        selectedOption: 1,
      })
      return attempt.attemptId
    }
    const mine = await play(person, othersQuiz.id)
    await person.caller.attempts.violation({ attemptId: mine, type: 'tab_switch', details: 'Left for the mail' })
    await person.caller.attempts.submit({ attemptId: mine })
    const theirs = await play(other, free.id)
    await other.caller.attempts.submit({ attemptId: theirs })
    while ((await foldStatistics(h.db)) > 0);

    // Their money: funded, withdrawn and paid out, so the wallet is empty.
    await fund(person, 100)
    const withdrawal = await person.client.post(
      '/api/v1/wallet/withdraw',
      { amount: 100, withdrawalMethod: 'upi', upiId: 'person@okaxis' },
      { 'Idempotency-Key': randomUUID() },
    )
    expect(withdrawal.status, withdrawal.text).toBe(201)
    const paidOut = await admin.client.post(
      `/api/v1/admin/transactions/${withdrawal.json.data.transaction._id}/approve`,
      { payoutReference: 'UTR998877665544' },
    )
    expect(paidOut.status, paidOut.text).toBe(200)

    // Their work as an admin: a payment settled, a quiz approved.
    const request = await other.client.post('/api/v1/wallet/add-funds', { amount: 10, paymentMethod: 'upi' })
    expect(request.status, request.text).toBe(201)
    const settled = await person.client.post(`/api/v1/admin/transactions/${request.json.data.transaction._id}/approve`)
    expect(settled.status, settled.text).toBe(200)
    const waiting = await createQuiz(
      h.db,
      other.id,
      QuizInputSchema.parse({ title: 'Waiting for review', timeLimit: 120, questions: SAMPLE_QUESTIONS }),
    )
    const approved = await person.client.post(`/api/v1/admin/quizzes/${waiting.id}/approve`)
    expect(approved.status, approved.text).toBe(200)

    // Their money through the payment gateway, which the schema alone cannot give: a top-up held for
    // review, and as an admin a refund, a payout of their own withdrawal and a reconciliation's fix.
    const gatewayOrder = await sql<{ id: string }>`
      insert into gateway_orders (gateway, order_id, user_id, amount_paise)
      values ('razorpay', ${`order_${randomUUID().slice(0, 12)}`}, ${person.id}, 1000) returning id
    `.execute(h.db)
    const gatewayPayment = await sql<{ id: string }>`
      insert into gateway_payments (gateway, payment_id, order_id, user_id, amount_paise, status, source)
      values ('razorpay', ${`pay_${randomUUID().slice(0, 12)}`}, ${gatewayOrder.rows[0]!.id}, ${person.id}, 900, 'held', 'webhook')
      returning id
    `.execute(h.db)
    await sql`
      insert into gateway_refunds (payment_id, amount_paise, status, wallet_transaction_id, reason, requested_by)
      values (${gatewayPayment.rows[0]!.id}, 100, 'failed', ${request.json.data.transaction._id}, 'Asked for', ${person.id})
    `.execute(h.db)
    await sql`
      insert into gateway_payouts (withdrawal_id, gateway, payout_id, amount_paise, status, requested_by)
      values (${withdrawal.json.data.transaction._id}, 'razorpay', ${`pout_${randomUUID().slice(0, 12)}`}, 10000, 'processed', ${person.id})
    `.execute(h.db)
    const run = await sql<{ id: string }>`
      insert into reconciliation_runs (gateway, period_from, period_to, differences, by_admin, started_at)
      values ('razorpay', now() - interval '1 day', now(), 1, true, now()) returning id
    `.execute(h.db)
    await sql`
      insert into reconciliation_differences (run_id, kind, reference, user_id, detail, fixed_at, fixed_by)
      values (${run.rows[0]!.id}, 'paid_not_credited', 'pay_Found', ${person.id}, 'order', now(), ${person.id})
    `.execute(h.db)

    // A test series of someone else's that they bought, and their place on its leaderboard.
    const bought = await sql<{ id: string }>`
      insert into series (creator_id, title, price_paise, status) values (${other.id}, 'A series', 0, 'approved') returning id
    `.execute(h.db)
    await sql`insert into series_purchases (series_id, user_id, price_paise) values (${bought.rows[0]!.id}, ${person.id}, 0)`.execute(
      h.db,
    )
    await sql`insert into series_scores (series_id, user_id, score, mocks) values (${bought.rows[0]!.id}, ${person.id}, 6, 1)`.execute(
      h.db,
    )

    // A live game they hosted (ended, its PIN free), and a place with an answer in another's game.
    await sql`
      insert into games (quiz_id, host_id, pin, status, ended_at) values (${othersQuiz.id}, ${person.id}, '123456', 'ended', now())
    `.execute(h.db)
    const played = await sql<{ id: string }>`
      insert into games (quiz_id, host_id, pin, status, ended_at) values (${othersQuiz.id}, ${other.id}, '654321', 'ended', now())
      returning id
    `.execute(h.db)
    const place = await sql<{ id: string }>`
      insert into game_players (game_id, user_id, nickname, nickname_key)
      values (${played.rows[0]!.id}, ${person.id}, 'Asha K', 'asha k') returning id
    `.execute(h.db)
    await sql`
      insert into game_answers (game_id, player_id, question_index, response, elapsed_ms, points, correct)
      values (${played.rows[0]!.id}, ${place.rows[0]!.id}, 0, '1', 2000, 967, true)
    `.execute(h.db)

    // A contest they scheduled, and their entry with its badge in another's contest (decision 046).
    await sql`
      insert into contests (quiz_id, creator_id, title, starts_at, closes_at)
      values (${othersQuiz.id}, ${person.id}, 'Their contest', now() + interval '1 day', now() + interval '25 hours')
    `.execute(h.db)
    const entered = await sql<{ id: string }>`
      insert into contests (quiz_id, creator_id, title, starts_at, closes_at, ranked_at)
      values (${othersQuiz.id}, ${other.id}, 'A contest', now() - interval '2 hours', now() - interval '1 hour', now())
      returning id
    `.execute(h.db)
    await sql`
      insert into contest_entries (contest_id, user_id, final_rank, badge) values (${entered.rows[0]!.id}, ${person.id}, 1, 'gold')
    `.execute(h.db)

    // A review card of a question they got wrong in another's quiz (decision 048).
    const wrongOne = await h.db
      .selectFrom('questions')
      .select('id')
      .where('quiz_id', '=', othersQuiz.id)
      .executeTakeFirstOrThrow()
    await sql`
      insert into review_cards (user_id, question_id, due, created_at) values (${person.id}, ${wrongOne.id}, now(), now())
    `.execute(h.db)
    // A group they own, with an assignment; and their place in another's group, with an attempt at its assignment (decision 047).
    const ownGroup = await sql<{ id: string }>`
      insert into groups (owner_id, name, invite_code) values (${person.id}, 'Their class', 'PERSNCLASS23') returning id
    `.execute(h.db)
    await sql`
      insert into assignments (group_id, quiz_id, opens_at, due_at, attempts_allowed)
      values (${ownGroup.rows[0]!.id}, ${othersQuiz.id}, now(), now() + interval '1 day', 1)
    `.execute(h.db)
    const joined = await sql<{ id: string }>`
      insert into groups (owner_id, name, invite_code) values (${other.id}, 'A class', 'THERCLASS234') returning id
    `.execute(h.db)
    await sql`insert into group_members (group_id, user_id) values (${joined.rows[0]!.id}, ${person.id})`.execute(h.db)
    const assigned = await sql<{ id: string }>`
      insert into assignments (group_id, quiz_id, opens_at, due_at, attempts_allowed)
      values (${joined.rows[0]!.id}, ${othersQuiz.id}, now() - interval '1 hour', now() + interval '1 day', 1)
      returning id
    `.execute(h.db)
    await sql`
      insert into assignment_attempts (attempt_id, assignment_id, user_id, late)
      values (${mine}, ${assigned.rows[0]!.id}, ${person.id}, false)
    `.execute(h.db)
    // A result they shared (decision 051): its id is 22 base64url letters.
    await sql`
      insert into result_shares (id, user_id, attempt_id) values ('PersonsSharedResult123', ${person.id}, ${mine})
    `.execute(h.db)

    // A code sent by SMS to a number they asked to add (decision 050).
    await sql`
      insert into phone_codes (phone, purpose, user_id, code_hash, client_hash, created_at, expires_at)
      values ('+919000000050', 'link', ${person.id}, '\\x00', '\\x00', now(), now() + interval '5 minutes')
    `.execute(h.db)

    // Every other place the list names: a row made from the schema, pointing at these rows.
    const fixture = { users: person.id, quizzes: othersQuiz.id, attempts: mine }
    const short: string[] = []
    for (const [table, declared = {}] of Object.entries(DECLARED)) {
      const rows = declared.rows
      if (rows && rows.deletion !== 'expires') {
        const held = await snapshot(table, await ownRows(table, 't', person.id, [person.email.toLowerCase()]))
        if (held.size === 0) {
          const given = await findingValues(table, person)
          const problem = typeof given === 'string' ? given : await giveRow(table, given, fixture)
          if (problem) short.push(`${table}: this test cannot give the person a row (${problem}); add one by hand`)
        }
      }
      for (const column of Object.keys(declared.others ?? {})) {
        const naming = await snapshot(table, sql`${sql.ref(`t.${column}`)} = ${person.id}`)
        const problem = naming.size === 0 ? await giveRow(table, { [column]: person.id }, fixture) : undefined
        if (problem)
          short.push(`${table}.${column}: this test cannot give a row naming the person (${problem}); add one`)
      }
    }
    expect(short).toEqual([])

    // What the list says is theirs, before: every place has rows of theirs, or the test is short of one.
    const tokens = await h.db.selectFrom('account_tokens').select('email').where('user_id', '=', person.id).execute()
    const addresses = [person.email, ...tokens.map((token) => token.email)].map((address) => address.toLowerCase())
    const owned = Object.entries(DECLARED).flatMap(([table, declared]) =>
      declared?.rows && declared.rows.deletion !== 'expires'
        ? [[table, { ...declared, rows: declared.rows }] as const]
        : [],
    )
    const before = new Map<string, Snapshot>()
    const othersBefore = new Map<string, Snapshot>()
    for (const [table] of owned) {
      before.set(table, await snapshot(table, await ownRows(table, 't', person.id, addresses)))
      if (before.get(table)!.size === 0) short.push(`${table}: this test gives the person no row; add one`)
    }
    for (const [table, declared] of Object.entries(DECLARED)) {
      for (const column of Object.keys(declared?.others ?? {})) {
        const rows = await snapshot(table, sql`${sql.ref(`t.${column}`)} = ${person.id}`)
        othersBefore.set(`${table}.${column}`, rows)
        if (rows.size === 0) short.push(`${table}.${column}: this test gives no row naming the person; add one`)
      }
    }
    expect(short).toEqual([])

    // The download: a key for each place the list names, holding every personal value it says is there.
    const exported = (await person.caller.auth.exportData()) as unknown as Record<string, unknown>
    const keys = new Set(
      owned.flatMap(([, declared]) => (typeof declared.rows.download === 'string' ? [declared.rows.download] : [])),
    )
    expect(
      Object.keys(exported)
        .filter((key) => key !== 'format' && key !== 'exportedAt')
        .sort(),
    ).toEqual([...keys].sort())
    const missing: string[] = []
    for (const [table, declared] of owned) {
      const key = declared.rows.download
      if (typeof key !== 'string') continue
      const held = exported[key]
      if (!held || (Array.isArray(held) && held.length === 0)) missing.push(`${key} holds none of ${table}'s rows`)
      const strings = stringsIn(held)
      for (const [column, personal] of Object.entries(declared.personal ?? {})) {
        if (personal.download !== 'as stored') continue
        for (const row of before.get(table)!.values()) {
          for (const value of stringsIn(row[column])) {
            if (value !== '' && !strings.has(value)) missing.push(`${key} lacks ${table}.${column}: ${value}`)
          }
        }
      }
    }
    expect(missing).toEqual([])

    const deleted = await deleteAccount(phone, { password: person.password })
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200)

    // After: each table as the list says. Each problem is said once per table, with how many rows.
    const problems = new Map<string, number>()
    const wrong = (problem: string) => problems.set(problem, (problems.get(problem) ?? 0) + 1)
    for (const [table, declared] of owned) {
      const rows = declared.rows
      const was = before.get(table)!
      const is = await stillThere(table, was)
      const personal = Object.entries(declared.personal ?? {})
      const unchanged = (key: string, columns: string[]) => {
        for (const column of columns) {
          if (JSON.stringify(is.get(key)![column]) !== JSON.stringify(was.get(key)![column]))
            wrong(`${table}.${column} changed, but the list keeps it`)
        }
      }
      for (const [key, row] of was) {
        let shouldStay = rows.deletion !== 'erased'
        if (rows.deletion === 'by rule') shouldStay = is.has(key)
        if (rows.deletion === 'with their parent') {
          const referenced = await referencedColumn(table, rows.through!)
          const { rows: parents } = await sql`
            select 1 from ${sql.table(rows.of!)} where ${sql.ref(referenced)} = ${row[rows.through!]}
          `.execute(h.db)
          shouldStay = parents.length > 0
        }
        if (shouldStay !== is.has(key)) {
          wrong(`${table}: rows ${shouldStay ? 'gone' : 'still there'}, but the list says they are ${rows.deletion}`)
        } else if (!shouldStay) {
          // Gone, as the list says.
        } else if (rows.deletion === 'unlinked') {
          if (is.get(key)![rows.user!] !== null) wrong(`${table}.${rows.user} still names the person`)
          unchanged(
            key,
            personal.map(([column]) => column),
          )
        } else if (rows.deletion === 'emptied') {
          for (const [column, { deletion }] of personal) {
            const now = is.get(key)![column]
            if (deletion === 'emptied' && JSON.stringify(now) !== JSON.stringify(await columnDefault(table, column)))
              wrong(`${table}.${column} holds ${JSON.stringify(now)}, not its default`)
            if (deletion === 'replaced' && String(now).includes(String(row[column])))
              wrong(`${table}.${column} still holds ${JSON.stringify(now)}`)
          }
        } else {
          unchanged(key, [...(rows.user ? [rows.user] : []), ...personal.map(([column]) => column)])
        }
      }
    }
    for (const [path, was] of othersBefore) {
      const [table, column] = path.split('.') as [string, string]
      const is = await stillThere(table, was)
      for (const key of was.keys()) {
        if (is.get(key)?.[column] !== person.id) wrong(`${path} no longer names the person, but the list keeps it`)
      }
    }
    expect([...problems].map(([problem, rows]) => `${problem} (${rows} of the person's rows)`)).toEqual([])
    expect(await checkLedger(h.db)).toEqual([])
  })
})
