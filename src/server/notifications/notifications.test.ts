import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FUNDS_NOTICES,
  NOTIFICATION_LINKS,
  type NotificationKind,
  type NotificationText,
  QUIZ_NOTICES,
  SALE_NOTICES,
  WITHDRAWAL_NOTICES,
} from '#shared/notifications'
import { ACCOUNT_MAIL } from '#shared/mail-texts'
import { approvedQuiz, type SignedInUser, signedInUser } from '#server/testing/fixtures'
import { createHarness, newUser, TEST_ORIGIN, type TestHarness } from '#server/testing/harness'
import { startTestSmtpServer, type TestSmtpServer } from '#server/testing/smtp'
import { notify, notifyDeps } from './service'
import { m } from '#shared/i18n'

/**
 * Notifications with mail on: each event writes one notification for the person it concerns and,
 * unless they turned that kind off, one email, delivered through the outbox to a real SMTP server
 * started here. Security notices always go by email.
 */
let smtp: TestSmtpServer
let h: TestHarness
let admin: SignedInUser
beforeAll(async () => {
  smtp = await startTestSmtpServer()
  h = await createHarness({ env: { SMTP_URL: smtp.url, PLATFORM_FEE_PERCENT: '10', TRUST_PROXY: 'on' } })
  admin = await signedInUser(h)
  // With mail on, ADMIN_EMAILS waits for a verified address: the role is given straight away here.
  await h.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute()
})
afterAll(async () => {
  await h.close()
  await smtp.close()
})

interface Item {
  _id: string
  kind: NotificationKind
  title: string
  body: string
  link: string | null
  createdAt: string
  readAt: string | null
}

/** A notice's words, as REST shows them (without the message it is stored as). */
const shown = ({ title, body }: NotificationText) => ({ title, body })

/** The user's notifications of one kind, newest first, as REST lists them. */
async function noticesOf(user: SignedInUser, kind: NotificationKind): Promise<Item[]> {
  const list = await user.client.get('/api/v1/notifications?limit=100')
  expect(list.status).toBe(200)
  return (list.json.data.items as Item[]).filter((item) => item.kind === kind)
}

/** Sends what the outbox holds, then the messages to `email` whose subject starts with `title`. */
async function mailsTitled(email: string, title: string) {
  await h.drainMail()
  return smtp.to(email).filter((mail) => mail.subject.startsWith(title))
}

/** A member whose address is verified (a withdrawal needs it while mail is on). */
async function verifiedMember() {
  const user = await signedInUser(h)
  await h.db.updateTable('users').set({ email_verified_at: new Date() }).where('id', '=', user.id).execute()
  return user
}

async function pendingQuiz(creator: SignedInUser, title: string) {
  return creator.caller.quizzes.create({
    title,
    timeLimit: 120,
    questions: [{ question: 'What is 2 + 2?', options: ['3', '4', '5', '6'], correctAnswer: 1 }],
  })
}

async function fund(user: SignedInUser, amountPaise: number) {
  const request = await user.caller.wallet.addFunds({ amountPaise, paymentMethod: 'upi' })
  await admin.caller.admin.wallet.approve({ id: request.id })
}

describe('a quiz’s review', () => {
  it('tells the creator of an approval, once, in the app and by email', async () => {
    const creator = await signedInUser(h)
    const quiz = await pendingQuiz(creator, 'Rivers of India')
    expect((await admin.client.post(`/api/v1/admin/quizzes/${quiz.id}/approve`)).status).toBe(200)
    // A second click approves nothing and tells no one again.
    expect((await admin.client.post(`/api/v1/admin/quizzes/${quiz.id}/approve`)).status).toBe(409)

    const words = QUIZ_NOTICES.approved('Rivers of India')
    const notices = await noticesOf(creator, 'quiz_review')
    expect(notices).toEqual([
      expect.objectContaining({ ...shown(words), link: NOTIFICATION_LINKS.myQuizzes, readAt: null }),
    ])
    expect(await noticesOf(admin, 'quiz_review')).toEqual([])
    const mails = await mailsTitled(creator.email, words.title)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain(words.body)
    expect(mails[0]!.text).toContain(`${TEST_ORIGIN}${NOTIFICATION_LINKS.myQuizzes}`)
    expect(mails[0]!.html).toContain('Rivers of India')
  })

  it('gives the reason of a rejection and of an unpublishing', async () => {
    const creator = await signedInUser(h)
    const rejected = await pendingQuiz(creator, 'Half done')
    await admin.caller.admin.quizzes.reject({ id: rejected.id, reason: 'Needs more questions' })
    const published = await approvedQuiz(h.db, creator.id, { title: 'Old news' })
    const unpublished = await admin.client.post(`/api/v1/admin/quizzes/${published.id}/unpublish`, {
      reason: 'The answers are out of date.',
    })
    expect(unpublished.status).toBe(200)

    const rejection = QUIZ_NOTICES.rejected('Half done', 'Needs more questions')
    const unpublishing = QUIZ_NOTICES.unpublished('Old news', 'The answers are out of date.')
    expect(rejection.body).toContain('The reason: Needs more questions.')
    expect((await noticesOf(creator, 'quiz_review')).map(({ title, body }) => ({ title, body }))).toEqual([
      shown(unpublishing),
      shown(rejection),
    ])
    expect(await mailsTitled(creator.email, rejection.title)).toHaveLength(1)
    expect(await mailsTitled(creator.email, unpublishing.title)).toHaveLength(1)
  })
})

describe('money', () => {
  it('tells of funds credited in rupees, and of a refused request with its reason', async () => {
    const player = await signedInUser(h)
    const added = await player.client.post('/api/v1/wallet/add-funds', { amount: 150, paymentMethod: 'upi' })
    expect(added.status).toBe(201)
    await admin.caller.admin.wallet.approve({ id: added.json.data.transaction._id })
    const refused = await player.caller.wallet.addFunds({ amountPaise: 2550, paymentMethod: 'upi' })
    await admin.client.post(`/api/v1/admin/transactions/${refused.id}/reject`, { reason: 'No payment arrived' })

    const credited = FUNDS_NOTICES.credited(15_000)
    expect(credited.body).toContain('₹150.00')
    const rejection = FUNDS_NOTICES.rejected(2550, 'No payment arrived')
    expect(rejection.body).toContain('₹25.50')
    expect((await noticesOf(player, 'funds')).map(({ title, body, link }) => ({ title, body, link }))).toEqual([
      { ...shown(rejection), link: NOTIFICATION_LINKS.wallet },
      { ...shown(credited), link: NOTIFICATION_LINKS.wallet },
    ])
    expect(await mailsTitled(player.email, credited.title)).toHaveLength(1)
    expect(await mailsTitled(player.email, rejection.title)).toHaveLength(1)
  })

  it('tells of a withdrawal paid with its payout reference, or refused with the reason', async () => {
    const player = await verifiedMember()
    await fund(player, 50_000)
    const paid = await player.caller.wallet.withdraw({
      amountPaise: 20_000,
      withdrawalMethod: 'upi',
      upiId: 'asha@okaxis',
    })
    await admin.client.post(`/api/v1/admin/transactions/${paid.id}/approve`, { payoutReference: 'UTR412345678901' })
    const refused = await player.caller.wallet.withdraw({
      amountPaise: 10_000,
      withdrawalMethod: 'upi',
      upiId: 'asha@okaxis',
    })
    await admin.caller.admin.wallet.reject({ id: refused.id, reason: 'The UPI ID does not exist' })

    const payout = WITHDRAWAL_NOTICES.paid(20_000, 'UTR412345678901')
    expect(payout.body).toContain('₹200.00')
    expect(payout.body).toContain('UTR412345678901')
    const rejection = WITHDRAWAL_NOTICES.rejected(10_000, 'The UPI ID does not exist')
    expect((await noticesOf(player, 'withdrawal')).map(({ title, body }) => ({ title, body }))).toEqual([
      shown(rejection),
      shown(payout),
    ])
    const mails = await mailsTitled(player.email, payout.title)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('UTR412345678901')
    expect(await mailsTitled(player.email, rejection.title)).toHaveLength(1)
  })

  it('tells the creator of a sale and of their earning, not the buyer', async () => {
    const creator = await signedInUser(h)
    const quiz = await approvedQuiz(h.db, creator.id, { title: 'Paid trivia', isPaid: true, pricePaise: 4900 })
    const player = await signedInUser(h)
    await fund(player, 10_000)
    await player.client.post(`/api/v1/quizzes/${quiz.id}/start`)
    // A retake is free: no second sale.
    await player.caller.attempts.start({ quizId: quiz.id })

    const sale = SALE_NOTICES.sold('Paid trivia', 4410)
    expect(sale.body).toContain('₹44.10')
    expect(await noticesOf(creator, 'sale')).toEqual([
      expect.objectContaining({ ...shown(sale), link: NOTIFICATION_LINKS.wallet }),
    ])
    expect(await noticesOf(player, 'sale')).toEqual([])
    expect(await mailsTitled(creator.email, sale.title)).toHaveLength(1)
  })

  it('leaves no notice of an event that failed: the start rolled back, its sale with it', async () => {
    const creator = await signedInUser(h)
    const quiz = await approvedQuiz(h.db, creator.id, { title: 'Empty paid quiz', isPaid: true, pricePaise: 1000 })
    // The charge and its notice come before the snapshot, which then finds nothing to serve.
    await h.db.deleteFrom('questions').where('quiz_id', '=', quiz.id).execute()
    const player = await signedInUser(h)
    await fund(player, 1000)
    await expect(player.caller.attempts.start({ quizId: quiz.id })).rejects.toMatchObject({
      message: m.attempt_server_no_questions(),
    })
    expect(await noticesOf(creator, 'sale')).toEqual([])
    expect(await mailsTitled(creator.email, SALE_NOTICES.sold('Empty paid quiz', 900).title)).toEqual([])
    expect((await player.caller.wallet.summary()).balancePaise).toBe(1000)
  })

  it('writes nothing when the transaction it was given rolls back', async () => {
    const user = await signedInUser(h)
    const before = await noticesOf(user, 'security')
    await expect(
      h.db.transaction().execute(async (trx) => {
        await notify(trx, notifyDeps(h.deps), { userId: user.id, kind: 'security', title: 'Gone', body: 'Never seen' })
        throw new Error('the event failed')
      }),
    ).rejects.toThrow('the event failed')
    expect(await noticesOf(user, 'security')).toEqual(before)
    expect(await mailsTitled(user.email, 'Gone')).toEqual([])
  })
})

describe('email choices', () => {
  it('are all on at first, security always; a kind turned off still shows in the app but sends no email', async () => {
    const creator = await signedInUser(h)
    const initial = await creator.client.get('/api/v1/notifications/preferences')
    expect(initial.json.data).toEqual({
      email: {
        quiz_review: true,
        funds: true,
        withdrawal: true,
        sale: true,
        series: true,
        contest: true,
        streak: true,
        assignment: true,
        security: true,
      },
      alwaysEmailed: ['security'],
    })
    const saved = await creator.client.put('/api/v1/notifications/preferences', { email: { quiz_review: false } })
    expect(saved.status).toBe(200)
    expect(saved.json.message).toBe(m.notification_server_preferences_saved())
    expect(saved.json.data.email).toEqual({
      quiz_review: false,
      funds: true,
      withdrawal: true,
      sale: true,
      series: true,
      contest: true,
      streak: true,
      assignment: true,
      security: true,
    })
    // A kind left out keeps its choice.
    await creator.caller.notifications.setPreferences({ email: { sale: false } })
    expect((await creator.caller.notifications.preferences()).email).toMatchObject({ quiz_review: false, sale: false })

    const quiz = await pendingQuiz(creator, 'Quietly approved')
    await admin.caller.admin.quizzes.approve({ id: quiz.id })
    const words = QUIZ_NOTICES.approved('Quietly approved')
    expect(await noticesOf(creator, 'quiz_review')).toEqual([expect.objectContaining(shown(words))])
    expect(await mailsTitled(creator.email, words.title)).toEqual([])

    await creator.caller.notifications.setPreferences({ email: { quiz_review: true } })
    const again = await pendingQuiz(creator, 'Loudly approved')
    await admin.caller.admin.quizzes.approve({ id: again.id })
    expect(await mailsTitled(creator.email, QUIZ_NOTICES.approved('Loudly approved').title)).toHaveLength(1)
  })

  it('cannot turn security notices off, and they come by email whatever else is off', async () => {
    const user = newUser()
    const browser = h.client()
    await browser.post('/api/v1/users/signup', user)
    await browser.post('/api/v1/users/login', { email: user.email, password: user.password })
    const refused = await browser.put('/api/v1/notifications/preferences', { email: { security: false } })
    expect(refused.status).toBe(400)
    expect(refused.json.message).toBe(m.notification_server_security_always_on())
    const off = {
      quiz_review: false,
      funds: false,
      withdrawal: false,
      sale: false,
      series: false,
      contest: false,
      streak: false,
      assignment: false,
    }
    expect((await browser.put('/api/v1/notifications/preferences', { email: off })).json.data.email).toEqual({
      ...off,
      security: true,
    })

    const stranger = h.client()
    const headers = {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      'x-forwarded-for': '203.0.113.7',
    }
    const login = await stranger.post('/api/v1/users/login', { email: user.email, password: user.password }, headers)
    expect(login.status).toBe(200)
    const mails = await mailsTitled(user.email, ACCOUNT_MAIL.newBrowser.subject)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('Firefox on Linux')
  })
})

describe('a sign-in from a new browser', () => {
  const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'
  const CHROME_ANDROID =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'
  type Browser = ReturnType<TestHarness['client']>
  const from = (userAgent: string, ip: string) => ({ 'user-agent': userAgent, 'x-forwarded-for': ip })

  /** A new account, made in one browser, and a sign-in as it from any browser. */
  async function account() {
    const user = newUser()
    const browser = h.client()
    await browser.post('/api/v1/users/signup', user, from(FIREFOX, '198.51.100.1'))
    const signIn = (client: Browser, headers = from(FIREFOX, '198.51.100.1')) =>
      client.post('/api/v1/users/login', { email: user.email, password: user.password }, headers)
    return { user, browser, signIn }
  }
  const newBrowserMails = (email: string) => mailsTitled(email, ACCOUNT_MAIL.newBrowser.subject)

  it('is told once per browser, by mail only, saying when and which browser', async () => {
    const { user, browser, signIn } = await account()
    expect((await signIn(browser)).status).toBe(200)
    // The browser that made the account is no news.
    expect(await newBrowserMails(user.email)).toEqual([])

    const phone = h.client()
    const before = Date.now()
    expect((await signIn(phone, from(CHROME_ANDROID, '203.0.113.40'))).status).toBe(200)
    const [mail, ...more] = await newBrowserMails(user.email)
    expect(more).toEqual([])
    expect(mail!.text).toContain('Chrome on Android')
    expect(mail!.text).toContain('203.0.113.40')
    // When, in India time: the day of the sign-in as the recipient's language writes it.
    const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(before)
    expect(mail!.text).toContain(day)
    expect(mail!.text).toContain(`${TEST_ORIGIN}${NOTIFICATION_LINKS.sessions}`)
    // Not in the bell: the bell is for what happens in the app.
    expect((await browser.get('/api/v1/notifications')).json.data).toEqual({
      items: [],
      hasMore: false,
      unreadCount: 0,
    })

    // The same phone again, after signing out, from another network, after a new password: no news.
    await phone.post('/api/v1/users/logout')
    expect((await signIn(phone, from(CHROME_ANDROID, '203.0.113.41'))).status).toBe(200)
    const changed = await browser.put(
      '/api/v1/users/me',
      { password: 'N3w!passw0rd', currentPassword: user.password },
      from(FIREFOX, '198.51.100.1'),
    )
    expect(changed.status, changed.text).toBe(200)
    const relogin = await phone.post(
      '/api/v1/users/login',
      { email: user.email, password: 'N3w!passw0rd' },
      from(CHROME_ANDROID, '203.0.113.42'),
    )
    expect(relogin.status).toBe(200)
    expect(await newBrowserMails(user.email)).toHaveLength(1)
  })

  it('knows a browser that signs in to two accounts in turn, and a client that keeps no cookies', async () => {
    const first = await account()
    const second = await account()
    const shared = h.client()
    for (let round = 0; round < 3; round++) {
      for (const { signIn } of [first, second]) {
        expect((await signIn(shared, from(CHROME_ANDROID, '203.0.113.50'))).status).toBe(200)
      }
    }
    expect(await newBrowserMails(first.user.email)).toHaveLength(1)
    expect(await newBrowserMails(second.user.email)).toHaveLength(1)

    // A script that signs in again and again with no cookie jar: one browser, by its User-Agent and address.
    for (let n = 0; n < 3; n++) {
      expect((await first.signIn(h.client(), from('curl/8.5.0', '203.0.113.60'))).status).toBe(200)
    }
    expect(await newBrowserMails(first.user.email)).toHaveLength(2)
  })
})

describe('reading and marking', () => {
  /** A user with three unread notifications (refused requests to add funds), and their ids. */
  async function userWithThree() {
    const user = await signedInUser(h)
    await user.caller.notifications.markRead({ all: true })
    for (const amountPaise of [1000, 2000, 3000]) {
      const request = await user.caller.wallet.addFunds({ amountPaise, paymentMethod: 'upi' })
      await admin.caller.admin.wallet.reject({ id: request.id, reason: 'Not received' })
    }
    const { items } = await user.caller.notifications.list({ limit: 10, offset: 0 })
    return { user, ids: items.filter((item) => item.kind === 'funds').map((item) => item.id) }
  }

  it('lists newest first, a page at a time, with the unread count', async () => {
    const { user } = await userWithThree()
    const first = await user.client.get('/api/v1/notifications?limit=2')
    expect(first.json.data.items.map((item: Item) => item.body)).toEqual([
      FUNDS_NOTICES.rejected(3000, 'Not received').body,
      FUNDS_NOTICES.rejected(2000, 'Not received').body,
    ])
    expect(first.json.data).toMatchObject({ hasMore: true, unreadCount: 3 })
    const second = await user.client.get('/api/v1/notifications?limit=2&offset=2')
    expect(second.json.data.items[0].body).toBe(FUNDS_NOTICES.rejected(1000, 'Not received').body)
    expect(await user.caller.notifications.unreadCount()).toEqual({ unreadCount: 3 })
  })

  it('marks only the caller’s own: another’s ids are ignored', async () => {
    const owner = await userWithThree()
    const other = await userWithThree()
    const foreign = await other.user.client.post('/api/v1/notifications/read', { ids: owner.ids })
    expect(foreign.json.data).toEqual({ marked: 0, unreadCount: 3 })
    expect(await owner.user.caller.notifications.unreadCount()).toEqual({ unreadCount: 3 })

    const one = await owner.user.client.post('/api/v1/notifications/read', { ids: [owner.ids[0], other.ids[0]] })
    expect(one.json.data).toEqual({ marked: 1, unreadCount: 2 })
    // Marking again changes nothing.
    expect(await owner.user.caller.notifications.markRead({ ids: [owner.ids[0]!] })).toEqual({
      marked: 0,
      unreadCount: 2,
    })
    const { items } = await owner.user.caller.notifications.list({ limit: 10, offset: 0 })
    expect(items.find((item) => item.id === owner.ids[0])?.readAt).toEqual(expect.any(String))

    expect(await owner.user.caller.notifications.markRead({ all: true })).toEqual({ marked: 2, unreadCount: 0 })
    expect(await other.user.caller.notifications.unreadCount()).toEqual({ unreadCount: 3 })
  })

  it('is for the signed-in only', async () => {
    const guest = h.client()
    expect((await guest.get('/api/v1/notifications')).status).toBe(401)
    expect((await guest.post('/api/v1/notifications/read', { all: true })).status).toBe(401)
    expect((await guest.get('/api/v1/notifications/preferences')).status).toBe(401)
    await expect(h.caller().notifications.unreadCount()).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
  })
})
