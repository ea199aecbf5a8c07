import type { KyselyPlugin } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_SERVER } from '#shared/messages'
import { SECURITY_NOTICES } from '#shared/notifications'
import { ACCOUNT_LINKS } from '#server/auth/account-service'
import { isCommonPassword } from '#server/auth/password'
import { RATE_LIMIT_BUCKETS } from '#server/http/rate-limit'
import { createHarness, newUser, openTestDatabase, TEST_ORIGIN, type TestHarness } from '#server/testing/harness'
import { linkIn, startTestSmtpServer, type TestSmtpServer } from '#server/testing/smtp'
import { m } from '#shared/i18n'

/**
 * Email verification, password reset and the changes that need the current password, with mail on:
 * every message goes through the outbox and nodemailer to a real SMTP server started here, and the
 * links are read out of what it received.
 */
let smtp: TestSmtpServer
let h: TestHarness
beforeAll(async () => {
  smtp = await startTestSmtpServer()
  h = await createHarness({
    env: { SMTP_URL: smtp.url, ADMIN_EMAILS: 'listed-admin@example.com,listed-admin-2@example.com' },
  })
})
afterAll(async () => {
  await h.close()
  await smtp.close()
})

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!

/** Signs up over REST and returns the client (signed in after login) and the verification link. */
async function signup(overrides: Partial<ReturnType<typeof newUser>> = {}) {
  const user = newUser(overrides)
  const client = h.client()
  expect((await client.post('/api/v1/users/signup', user)).status).toBe(201)
  expect((await client.post('/api/v1/users/login', { email: user.email, password: user.password })).status).toBe(200)
  await h.drainMail()
  const [mail] = await smtp.waitFor(user.email)
  return { user, client, verifyLink: linkIn(mail!, `${TEST_ORIGIN}${ACCOUNT_LINKS.verifyEmail}?token=`) }
}

async function resetLinkFor(email: string, count: number) {
  await h.drainMail()
  const mails = (await smtp.waitFor(email, count)).filter((mail) => mail.text.includes(ACCOUNT_LINKS.resetPassword))
  return linkIn(mails.at(-1)!, `${TEST_ORIGIN}${ACCOUNT_LINKS.resetPassword}?token=`)
}

describe('email verification', () => {
  it('sends a link at signup that verifies the address once; the message has both parts and a link back', async () => {
    const { user, client, verifyLink } = await signup()
    const [mail] = smtp.to(user.email)
    expect(mail!.html).toContain(verifyLink.replaceAll('&', '&#38;'))
    expect(mail!.text).toContain(TEST_ORIGIN)
    expect(mail!.subject).toContain('Quizdom')
    expect((await client.get('/api/v1/users/me')).json.data.emailVerified).toBe(false)

    const anonymous = h.client()
    const verified = await anonymous.post('/api/v1/users/verify-email', { token: tokenOf(verifyLink) })
    expect(verified.status).toBe(200)
    expect(verified.json.message).toBe(m.account_server_email_verified())
    expect((await client.get('/api/v1/users/me')).json.data.emailVerified).toBe(true)

    // Opened again, the link says the address is verified: the person has nothing more to do.
    const again = await anonymous.post('/api/v1/users/verify-email', { token: tokenOf(verifyLink) })
    expect(again.status).toBe(200)
    expect(again.json).toMatchObject({
      message: m.account_server_verify_link_already_verified(),
      data: { emailChanged: false },
    })
  })

  it('says "already verified" for an old link once the address is verified another way, and "invalid" before', async () => {
    const { user, client, verifyLink } = await signup()
    expect((await client.post('/api/v1/users/resend-verification')).status).toBe(200)
    await h.drainMail()
    const newer = linkIn((await smtp.waitFor(user.email, 2))[1]!, `${TEST_ORIGIN}${ACCOUNT_LINKS.verifyEmail}?token=`)
    // The older link was voided by the newer, and the address is not verified yet: it does not work.
    const voided = await h.client().post('/api/v1/users/verify-email', { token: tokenOf(verifyLink) })
    expect(voided.status).toBe(400)
    expect(voided.json.message).toBe(m.account_server_verify_link_invalid())

    // A reset link proves the address too, and voids the verification links.
    await h.client().post('/api/v1/users/forgot-password', { email: user.email })
    const reset = await resetLinkFor(user.email, 3)
    expect(
      (await h.client().post('/api/v1/users/reset-password', { token: tokenOf(reset), password: 'An0ther!pass' }))
        .status,
    ).toBe(200)
    for (const link of [verifyLink, newer]) {
      const opened = await h.client().post('/api/v1/users/verify-email', { token: tokenOf(link) })
      expect(opened.status).toBe(200)
      expect(opened.json.message).toBe(m.account_server_verify_link_already_verified())
    }
    // The same over tRPC, as the page asks.
    expect(await h.caller().auth.verifyEmail({ token: tokenOf(newer) })).toEqual({
      message: m.account_server_verify_link_already_verified(),
      emailChanged: false,
    })
    // A token that never was a link stays invalid.
    const unknown = await h.client().post('/api/v1/users/verify-email', { token: 'a'.repeat(32) })
    expect(unknown.json.message).toBe(m.account_server_verify_link_invalid())
  })

  it('expires after 24 hours, and a resent link voids the earlier one', async () => {
    const { user, client, verifyLink } = await signup()
    expect((await client.post('/api/v1/users/resend-verification')).json.message).toBe(
      m.account_server_verification_sent(),
    )
    await h.drainMail()
    const mails = await smtp.waitFor(user.email, 2)
    const newer = linkIn(mails[1]!, `${TEST_ORIGIN}${ACCOUNT_LINKS.verifyEmail}?token=`)
    expect((await client.post('/api/v1/users/verify-email', { token: tokenOf(verifyLink) })).status).toBe(400)

    await h.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute()
    expect((await client.post('/api/v1/users/verify-email', { token: tokenOf(newer) })).status).toBe(400)
  })

  it('grants ADMIN_EMAILS only once the address is verified', async () => {
    const { client, verifyLink } = await signup({ email: 'listed-admin@example.com' })
    expect((await client.get('/api/v1/users/me')).json.data.role).toBe('user')
    expect((await client.post('/api/v1/users/verify-email', { token: tokenOf(verifyLink) })).status).toBe(200)
    expect((await client.get('/api/v1/users/me')).json.data.role).toBe('admin')
  })

  it('is needed before a withdrawal', async () => {
    const { client, verifyLink } = await signup()
    const body = { amount: 100, withdrawalMethod: 'upi', upiId: 'someone@okaxis' }
    const refused = await client.post('/api/v1/wallet/withdraw', body, { 'idempotency-key': crypto.randomUUID() })
    expect(refused.status).toBe(403)
    expect(refused.json.message).toBe(m.account_server_verified_email_required())
    await client.post('/api/v1/users/verify-email', { token: tokenOf(verifyLink) })
    const allowed = await client.post('/api/v1/wallet/withdraw', body, { 'idempotency-key': crypto.randomUUID() })
    // Verified: now only the (empty) balance stands in the way.
    expect(allowed.status).not.toBe(403)
  })

  it('says when the address is verified already, and refuses a malformed token in words', async () => {
    const { client, verifyLink } = await signup()
    await client.post('/api/v1/users/verify-email', { token: tokenOf(verifyLink) })
    const resend = await client.post('/api/v1/users/resend-verification')
    expect(resend.status).toBe(400)
    expect(resend.json.message).toBe(m.account_server_already_verified())
    const bad = await client.post('/api/v1/users/verify-email', { token: '../../etc' })
    expect(bad.status).toBe(400)
    expect(bad.json.message).not.toMatch(/token\b.*:/)
  })
})

describe('forgot password', () => {
  it('answers the same for an unknown address and sends nothing', async () => {
    const before = smtp.received.length
    const known = await signup()
    const unknown = await h.client().post('/api/v1/users/forgot-password', { email: 'nobody-here@example.com' })
    const knownAnswer = await h.client().post('/api/v1/users/forgot-password', { email: known.user.email })
    expect(unknown.status).toBe(200)
    expect(unknown.json).toEqual(knownAnswer.json)
    await h.drainMail()
    expect(smtp.to('nobody-here@example.com')).toEqual([])
    expect(smtp.received.length).toBeGreaterThan(before)
  })

  it('does the same database work before answering for an address with an account and one without', async () => {
    // Every statement the app sends, as SQL text (values apart), in the order it sends them.
    const statements: string[] = []
    const database = await openTestDatabase()
    const recorder: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        statements.push(database.db.getExecutor().compileQuery(node, queryId).sql)
        return node
      },
      transformResult: async ({ result }) => result,
    }
    const watched = await createHarness({
      env: { SMTP_URL: smtp.url },
      database: { ...database, db: database.db.withPlugin(recorder) },
    })
    try {
      const user = newUser()
      expect((await watched.client().post('/api/v1/users/signup', user)).status).toBe(201)
      await watched.drainMail()
      const before = smtp.to(user.email).length
      const answerFor = async (email: string) => {
        statements.length = 0
        const answer = await watched.client().post('/api/v1/users/forgot-password', { email })
        return { answer: answer.json, statements: [...statements] }
      }
      const known = await answerFor(user.email)
      const unknown = await answerFor(`nobody-${user.email}`)
      expect(known.answer).toEqual(unknown.answer)
      expect(known.statements).toEqual(unknown.statements)
      // Nothing of the account is looked at before the answer: no user read, no link made, no mail.
      expect(known.statements.join('\n')).not.toMatch(/users|account_tokens|mail_outbox/)

      // After it, the sender writes the link for the address with an account, and nothing else.
      await watched.drainMail()
      const mails = await smtp.waitFor(user.email, before + 1)
      expect(mails.at(-1)!.text).toContain(`${TEST_ORIGIN}${ACCOUNT_LINKS.resetPassword}?token=`)
      expect(smtp.to(`nobody-${user.email}`)).toEqual([])
      expect(await watched.db.selectFrom('mail_requests').selectAll().execute()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  it('resets once with the newest link, ends every session, and tells the owner', async () => {
    const { user, client } = await signup()
    const other = h.client()
    await other.post('/api/v1/users/login', { email: user.email, password: user.password })
    await h.client().post('/api/v1/users/forgot-password', { email: user.email.toUpperCase() })
    const older = await resetLinkFor(user.email, 2)
    await h.client().post('/api/v1/users/forgot-password', { email: user.email })
    const newer = await resetLinkFor(user.email, 3)
    expect(newer).not.toBe(older)

    const voided = await h
      .client()
      .post('/api/v1/users/reset-password', { token: tokenOf(older), password: 'An0ther!pass' })
    expect(voided.status).toBe(400)
    expect(voided.json.message).toBe(m.account_server_reset_link_invalid())

    const common = await h
      .client()
      .post('/api/v1/users/reset-password', { token: tokenOf(newer), password: 'Password1' })
    expect(common.status).toBe(400)
    expect(common.json.message).toBe(m.account_server_common_password())

    const reset = await h
      .client()
      .post('/api/v1/users/reset-password', { token: tokenOf(newer), password: 'An0ther!pass' })
    expect(reset.status).toBe(200)
    expect(reset.json.message).toBe(m.account_server_password_reset())
    expect((await client.get('/api/v1/users/me')).status).toBe(401)
    expect((await other.get('/api/v1/users/me')).status).toBe(401)
    expect(
      (await h.client().post('/api/v1/users/reset-password', { token: tokenOf(newer), password: 'Th1rd!pass' })).status,
    ).toBe(400)

    expect((await h.client().post('/api/v1/users/login', { email: user.email, password: user.password })).status).toBe(
      401,
    )
    const signedIn = h.client()
    expect((await signedIn.post('/api/v1/users/login', { email: user.email, password: 'An0ther!pass' })).status).toBe(
      200,
    )
    // The link came to the address, so the address is proven too.
    expect((await signedIn.get('/api/v1/users/me')).json.data.emailVerified).toBe(true)

    await h.drainMail()
    const subjects = (await smtp.waitFor(user.email, 4)).map((mail) => mail.subject)
    expect(subjects.filter((subject) => subject.includes(SECURITY_NOTICES.passwordReset.title))).toHaveLength(1)
  })

  it('leaves one live link when two requests arrive at the same instant', async () => {
    const { user } = await signup()
    const ask = () => h.client().post('/api/v1/users/forgot-password', { email: user.email })
    expect((await Promise.all([ask(), ask(), ask()])).map((response) => response.status)).toEqual([200, 200, 200])
    await h.drainMail()
    const live = await h.db
      .selectFrom('account_tokens')
      .innerJoin('users', 'users.id', 'account_tokens.user_id')
      .select('token_hash')
      .where('users.email', '=', user.email)
      .where('purpose', '=', 'reset_password')
      .where('used_at', 'is', null)
      .execute()
    expect(live).toHaveLength(1)
  })

  it('expires after an hour', async () => {
    const { user } = await signup()
    await h.client().post('/api/v1/users/forgot-password', { email: user.email })
    const link = await resetLinkFor(user.email, 2)
    await h.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('purpose', '=', 'reset_password')
      .execute()
    expect(
      (await h.client().post('/api/v1/users/reset-password', { token: tokenOf(link), password: 'An0ther!pass' }))
        .status,
    ).toBe(400)
  })
})

describe('changing the password or the address', () => {
  it('needs the current password, refuses a common one, and ends the other sessions', async () => {
    const { user, client } = await signup()
    const other = h.client()
    await other.post('/api/v1/users/login', { email: user.email, password: user.password })
    const profile = { username: user.username, email: user.email }

    const missing = await client.put('/api/v1/users/me', { ...profile, password: 'N3w!password' })
    expect(missing.status).toBe(400)
    expect(missing.json.message).toBe(m.account_server_current_password_required())
    const wrong = await client.put('/api/v1/users/me', {
      ...profile,
      password: 'N3w!password',
      currentPassword: 'nope-nope',
    })
    expect(wrong.json.message).toBe(m.account_server_current_password_wrong())
    const common = await client.put('/api/v1/users/me', {
      ...profile,
      password: 'iloveyou',
      currentPassword: user.password,
    })
    expect(common.json.message).toBe(m.account_server_common_password())

    const changed = await client.put('/api/v1/users/me', {
      ...profile,
      password: 'N3w!password',
      currentPassword: user.password,
    })
    expect(changed.status).toBe(200)
    expect((await other.get('/api/v1/users/me')).status).toBe(401)
    expect((await client.get('/api/v1/users/me')).status).toBe(200)
    await h.drainMail()
    // The verification link and the notice (the second client, with the first's address and no
    // User-Agent, is no new browser).
    const subjects = (await smtp.waitFor(user.email, 2)).map((mail) => mail.subject)
    expect(subjects.filter((subject) => subject.includes(SECURITY_NOTICES.passwordChanged.title))).toHaveLength(1)
  })

  it('changes the address only once the new one is verified, and tells the old one', async () => {
    const { user, client } = await signup()
    const newEmail = `moved-${user.email}`
    const requested = await client.put('/api/v1/users/me', {
      username: user.username,
      email: newEmail,
      currentPassword: user.password,
    })
    expect(requested.status).toBe(200)
    expect(requested.json.message).toBe(ACCOUNT_SERVER.emailChangePending(newEmail))
    expect(requested.json.data.email).toBe(user.email)

    await h.drainMail()
    const [confirm] = await smtp.waitFor(newEmail)
    const notice = (await smtp.waitFor(user.email, 2)).at(-1)!
    expect(notice.text).toContain(newEmail)

    const verified = await h.client().post('/api/v1/users/verify-email', {
      token: tokenOf(linkIn(confirm!, `${TEST_ORIGIN}${ACCOUNT_LINKS.verifyEmail}?token=`)),
    })
    expect(verified.json.message).toBe(m.account_server_email_changed())
    const me = (await client.get('/api/v1/users/me')).json.data
    expect(me).toMatchObject({ email: newEmail, emailVerified: true })

    // When it happens, the old address hears of it too: its owner is the one who must know.
    await h.drainMail()
    const changedTitle = SECURITY_NOTICES.emailChanged(user.email, newEmail).title
    await smtp.waitFor(user.email, 3)
    expect(smtp.to(user.email).filter((mail) => mail.subject.includes(changedTitle))).toHaveLength(1)
    expect(smtp.to(newEmail).filter((mail) => mail.subject.includes(changedTitle))).toHaveLength(1)
  })

  /** Someone who knew the password asks to move the account to their own address. */
  async function pendingTakeover() {
    const owner = await signup()
    await owner.client.post('/api/v1/users/verify-email', { token: tokenOf(owner.verifyLink) })
    const attacker = `attacker-${owner.user.email}`
    const stranger = h.client()
    await stranger.post('/api/v1/users/login', { email: owner.user.email, password: owner.user.password })
    await stranger.put('/api/v1/users/me', {
      username: owner.user.username,
      email: attacker,
      currentPassword: owner.user.password,
    })
    await h.drainMail()
    const [confirm] = await smtp.waitFor(attacker)
    return { ...owner, attackerLink: linkIn(confirm!, `${TEST_ORIGIN}${ACCOUNT_LINKS.verifyEmail}?token=`) }
  }

  it('a pending change of address dies when the owner resets the password', async () => {
    const { user, attackerLink } = await pendingTakeover()
    await h.client().post('/api/v1/users/forgot-password', { email: user.email })
    await h.drainMail()
    const reset = (await smtp.waitFor(user.email)).filter((mail) => mail.text.includes(ACCOUNT_LINKS.resetPassword))
    const link = linkIn(reset.at(-1)!, `${TEST_ORIGIN}${ACCOUNT_LINKS.resetPassword}?token=`)
    expect(
      (await h.client().post('/api/v1/users/reset-password', { token: tokenOf(link), password: 'Own3r!again' })).status,
    ).toBe(200)
    const opened = await h.client().post('/api/v1/users/verify-email', { token: tokenOf(attackerLink) })
    expect(opened.status).toBe(400)
    expect(opened.json.message).toBe(m.account_server_verify_link_invalid())
  })

  it('a pending change of address dies when the owner changes the password', async () => {
    const { user, client, attackerLink } = await pendingTakeover()
    const changed = await client.put('/api/v1/users/me', {
      username: user.username,
      email: user.email,
      password: 'Own3r!again',
      currentPassword: user.password,
    })
    expect(changed.status).toBe(200)
    expect((await h.client().post('/api/v1/users/verify-email', { token: tokenOf(attackerLink) })).status).toBe(400)
  })

  it('refuses a move to an ADMIN_EMAILS address, whose owner might confirm it unawares', async () => {
    const { user, client } = await signup()
    const refused = await client.put('/api/v1/users/me', {
      username: user.username,
      email: 'listed-admin-2@example.com',
      currentPassword: user.password,
    })
    expect(refused.status).toBe(403)
    expect(refused.json.message).toBe(m.server_email_reserved())
  })

  it('keeps only a hash of each link, and gives links 24 hours and 1 hour', async () => {
    const { user, verifyLink } = await signup()
    await h.client().post('/api/v1/users/forgot-password', { email: user.email })
    await h.drainMail()
    const rows = await h.db
      .selectFrom('account_tokens')
      .innerJoin('users', 'users.id', 'account_tokens.user_id')
      .select(['purpose', 'token_hash', 'account_tokens.created_at', 'expires_at'])
      .where('users.email', '=', user.email)
      .execute()
    const token = tokenOf(verifyLink)
    for (const row of rows) expect(Buffer.from(row.token_hash).toString('latin1')).not.toContain(token)
    const hours = (row: (typeof rows)[number]) => (row.expires_at.getTime() - row.created_at.getTime()) / 3_600_000
    expect(rows.map((row) => [row.purpose, Math.round(hours(row))]).sort()).toEqual([
      ['reset_password', 1],
      ['verify_email', 24],
    ])
  })

  it('refuses an address taken meanwhile when the link is opened', async () => {
    const { user, client } = await signup()
    const wanted = `wanted-${user.email}`
    await client.put('/api/v1/users/me', { username: user.username, email: wanted, currentPassword: user.password })
    await h.drainMail()
    const [confirm] = await smtp.waitFor(wanted)
    await signup({ email: wanted })
    const taken = await h.client().post('/api/v1/users/verify-email', {
      token: tokenOf(linkIn(confirm!, `${TEST_ORIGIN}${ACCOUNT_LINKS.verifyEmail}?token=`)),
    })
    expect(taken.status).toBe(409)
    expect(taken.json.message).toBe(m.server_email_taken())
  })
})

describe('the common password list', () => {
  it('holds at least 10 000 of the passwords attackers try first, compared without case', async () => {
    for (const password of ['password', 'Password1', 'qwerty123', 'iloveyou', 'sunshine']) {
      expect(await isCommonPassword(password)).toBe(true)
    }
    expect(await isCommonPassword('Str0ng!pass-quizdom')).toBe(false)
    const { dictionary } = await import('@zxcvbn-ts/language-common')
    expect(dictionary['passwords-common'].length).toBeGreaterThanOrEqual(10_000)
  })

  it('refuses a common password at signup with the reason', async () => {
    const response = await h.client().post('/api/v1/users/signup', newUser({ password: 'Password123' }))
    expect(response.status).toBe(400)
    expect(response.json.message).toBe(m.account_server_common_password())
  })
})

describe('with mail off', () => {
  it('says so with a 412 for the calls that need it', async () => {
    const off = await createHarness()
    try {
      const forgot = await off.client().post('/api/v1/users/forgot-password', { email: 'someone@example.com' })
      expect(forgot.status).toBe(412)
      expect(forgot.json.message).toBe(m.account_server_mail_off())
      const client = off.client()
      const user = newUser()
      await client.post('/api/v1/users/signup', user)
      await client.post('/api/v1/users/login', { email: user.email, password: user.password })
      expect((await client.post('/api/v1/users/resend-verification')).status).toBe(412)
      expect(await off.db.selectFrom('mail_outbox').select('id').execute()).toEqual([])
    } finally {
      await off.close()
    }
  })
})

describe('rate limits on the calls that send mail or check a password', () => {
  it('stop a flood of reset links, of resends and of password checks from one client', async () => {
    const limited = await createHarness({ env: { SMTP_URL: smtp.url, RATE_LIMITS: 'on' } })
    try {
      const budget = RATE_LIMIT_BUCKETS.mail.limit
      const forgot = () => limited.client().post('/api/v1/users/forgot-password', { email: 'flood@example.com' })
      for (let i = 0; i < budget; i++) expect((await forgot()).status).toBe(200)
      const refused = await forgot()
      expect(refused.status).toBe(429)
      expect(refused.json.message).toBe(m.server_rate_limited())

      const user = newUser()
      const client = limited.client()
      const ip = { 'x-forwarded-for': '203.0.113.9' }
      await client.post('/api/v1/users/signup', user, ip)
      await client.post('/api/v1/users/login', { email: user.email, password: user.password }, ip)
      const statuses: number[] = []
      for (let i = 0; i <= budget; i++) statuses.push((await client.post('/api/v1/users/resend-verification')).status)
      expect(statuses.at(-1)).toBe(429)

      const guesses: number[] = []
      for (let i = 0; i <= budget; i++) {
        const profile = {
          username: user.username,
          email: user.email,
          password: 'N3w!password',
          currentPassword: `guess-${i}`,
        }
        guesses.push((await client.put('/api/v1/users/me', profile)).status)
      }
      expect(guesses.slice(0, budget).every((status) => status === 400 || status === 429)).toBe(true)
      expect(guesses.at(-1)).toBe(429)
    } finally {
      await limited.close()
    }
  })
})
