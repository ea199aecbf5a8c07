import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { m } from '#shared/i18n'
import { ACCOUNT_MAIL } from '#shared/mail-texts'
import { QUIZ_NOTICES } from '#shared/notifications'
import { createHarness, newUser, type TestHarness } from '#server/testing/harness'
import { startTestSmtpServer, type TestSmtpServer } from '#server/testing/smtp'

/**
 * Each person's language on the server: an API answer is in the requester's, and mail and
 * notifications in their recipient's (users.locale), whoever caused them. The language is recorded
 * at signup, at login and on each page's auth.me (which a switch of language reloads).
 */
let smtp: TestSmtpServer
let h: TestHarness
beforeAll(async () => {
  smtp = await startTestSmtpServer()
  h = await createHarness({ env: { SMTP_URL: smtp.url } })
})
afterAll(async () => {
  await h.close()
  await smtp.close()
})

const hi = { locale: 'hi' } as const
type Client = ReturnType<TestHarness['client']>

/** A browser in `locale` (the switch's cookie), signed up and signed in as a new user. */
async function personIn(locale: 'en' | 'hi') {
  const client = h.client()
  client.setCookies(`PARAGLIDE_LOCALE=${locale}`)
  const user = newUser()
  expect((await client.post('/api/v1/users/signup', user)).status).toBe(201)
  const login = await client.post('/api/v1/users/login', { email: user.email, password: user.password })
  expect(login.status).toBe(200)
  return { ...user, id: login.json._id as string, client }
}

/** The browser switches language: the cookie changes and the page reloads (asking auth.me). */
async function switchTo(client: Client, locale: 'en' | 'hi') {
  const session = client
    .cookie()
    ?.split('; ')
    .filter((pair) => !pair.startsWith('PARAGLIDE_LOCALE='))
  client.setCookies([...(session ?? []), `PARAGLIDE_LOCALE=${locale}`].join('; '))
  expect((await client.get('/trpc/auth.me?batch=1&input=%7B%7D')).status).toBe(200)
}

const storedLocale = async (userId: string) =>
  (await h.db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirstOrThrow()).locale

async function mailsTo(email: string) {
  await h.drainMail()
  return smtp.to(email)
}

describe('the language of a person', () => {
  it('is the one they signed up in, and changes with the switch', async () => {
    const english = await personIn('en')
    const hindi = await personIn('hi')
    expect(await storedLocale(english.id)).toBe('en')
    expect(await storedLocale(hindi.id)).toBe('hi')

    await switchTo(english.client, 'hi')
    expect(await storedLocale(english.id)).toBe('hi')
    await switchTo(english.client, 'en')
    expect(await storedLocale(english.id)).toBe('en')
  })

  it('is recorded at login', async () => {
    const person = await personIn('en')
    const browser = h.client()
    browser.setCookies('PARAGLIDE_LOCALE=hi')
    expect((await browser.post('/api/v1/users/login', { email: person.email, password: person.password })).status).toBe(
      200,
    )
    expect(await storedLocale(person.id)).toBe('hi')
  })
})

describe('mail', () => {
  it('is written in the language the person signed up in: Hindi for Hindi, English word for word for English', async () => {
    const hindi = await personIn('hi')
    const [hindiMail] = await mailsTo(hindi.email)
    expect(hindiMail?.subject).toBe(`${m.account_mail_verify_email_subject({}, hi)} · Quizdom`)
    expect(hindiMail?.text).toContain(m.account_mail_hello({ username: hindi.username }, hi))
    expect(hindiMail?.html).toContain('<html lang="hi">')

    const english = await personIn('en')
    const [englishMail] = await mailsTo(english.email)
    expect(englishMail?.subject).toBe('Verify your email address · Quizdom')
    expect(englishMail?.text).toContain(`Hello ${english.username},`)
    expect(englishMail?.text).toContain(ACCOUNT_MAIL.verifyEmail.paragraphs(english.username)[1])
    expect(englishMail?.text).toContain('You are receiving this because you have an account on Quizdom.')
    expect(englishMail?.html).toContain('<html lang="en">')
  })

  it('asked for by a stranger in English reaches a Hindi account in Hindi', async () => {
    const hindi = await personIn('hi')
    const stranger = h.client()
    expect((await stranger.post('/api/v1/users/forgot-password', { email: hindi.email })).status).toBe(200)
    const reset = (await mailsTo(hindi.email)).filter((mail) =>
      mail.subject.startsWith(m.account_mail_reset_password_subject({}, hi)),
    )
    expect(reset).toHaveLength(1)
    expect(reset[0]?.text).toContain(m.account_mail_reset_password_action({}, hi))
  })
})

describe('a notification', () => {
  it('caused by an English-speaking admin reaches a Hindi creator in Hindi, and reads in the reader’s language', async () => {
    const admin = await personIn('en')
    await h.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute()
    const creator = await personIn('hi')
    const created = await creator.client.post('/api/v1/quizzes', {
      title: 'नदियाँ',
      timeLimit: 120,
      questions: [{ question: 'What is 2 + 2?', options: ['3', '4', '5', '6'], correctAnswer: 1 }],
    })
    expect(created.status).toBe(201)
    const quizId = created.json.quiz._id as string
    expect((await admin.client.post(`/api/v1/admin/quizzes/${quizId}/approve`)).status).toBe(200)

    const hindiTitle = m.quiz_notices_approved_title({}, hi)
    const mails = (await mailsTo(creator.email)).filter((mail) => mail.subject.startsWith(hindiTitle))
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text).toContain(m.quiz_notices_approved_body({ quizTitle: 'नदियाँ' }, hi))
    expect(mails[0]?.text).toContain(m.notification_texts_open({ product: 'Quizdom' }, hi))

    const inHindi = await creator.client.get('/api/v1/notifications')
    expect(inHindi.json.data.items[0]).toMatchObject({ title: hindiTitle })
    // The same notification, read after switching to English, is in English word for word.
    await switchTo(creator.client, 'en')
    const inEnglish = await creator.client.get('/api/v1/notifications')
    expect(inEnglish.json.data.items[0]).toMatchObject({
      title: 'Your quiz was approved',
      body: '“नदियाँ” is approved and now public: players can find it and take it.',
    })
    expect(inEnglish.json.data.items[0].title).toBe(QUIZ_NOTICES.approved('नदियाँ').title)
  })
})

describe('an answer of the API', () => {
  it('is in the requester’s language, refusals of the schemas too', async () => {
    const person = await personIn('hi')
    const refused = await person.client.post('/api/v1/notifications/read', { ids: [] })
    expect(refused.status).toBe(400)
    expect(refused.text).toContain(m.notification_server_no_ids({}, hi))

    const wrong = await person.client.post('/api/v1/users/login', { email: person.email, password: 'not-the-password' })
    expect(wrong.json.message).toBe(m.server_invalid_credentials({}, hi))

    await switchTo(person.client, 'en')
    const english = await person.client.post('/api/v1/notifications/read', { ids: [] })
    expect(english.text).toContain(m.notification_server_no_ids())
    expect(english.text).toContain('Send at least one notification id, or all: true')
  })
})
