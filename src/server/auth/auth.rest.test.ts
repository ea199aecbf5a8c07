import { sha256 } from '@oslojs/crypto/sha2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, newUser, TEST_ORIGIN, type TestHarness } from '#server/testing/harness'
import { m } from '#shared/i18n'

let h: TestHarness
beforeAll(async () => {
  h = await createHarness({ env: { ADMIN_EMAILS: 'boss@example.com' } })
})
afterAll(() => h.close())

function containsKey(value: unknown, key: string): boolean {
  if (Array.isArray(value)) return value.some((item) => containsKey(item, key))
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => k === key || containsKey(v, key))
  }
  return false
}

describe('/api/v1/users', () => {
  it('signs up, logs in, reads and updates the profile, and logs out', async () => {
    const browser = h.client()
    const user = newUser()
    const signup = await browser.post('/api/v1/users/signup', user)
    expect(signup.status).toBe(201)
    expect(signup.json).toMatchObject({ success: true, message: m.success_account_created() })
    // Signup does not log in: the person logs in next, as the product's sign-up page says. The
    // browser is trusted for the account it made (its device cookie), so that login is no news.
    expect(browser.cookieValue('session')).toBeUndefined()
    expect(browser.cookieValue('device')).toBeDefined()

    const login = await browser.post('/api/v1/users/login', { email: user.email, password: user.password })
    expect(login.status).toBe(200)
    expect(login.json).toMatchObject({
      success: true,
      message: m.success_logged_in(),
      email: user.email,
      username: user.username,
    })
    expect(login.json._id).toBeTypeOf('string')

    const me = await browser.get('/api/v1/users/me')
    expect(me.status).toBe(200)
    expect(me.json.data).toMatchObject({ _id: login.json._id, email: user.email })

    const update = await browser.put('/api/v1/users/me', {
      username: `${user.username}x`,
      email: user.email,
      phone: '9876543210',
      password: '',
      profilePicture: 'https://example.com/me.png',
    })
    expect(update.status).toBe(200)
    expect(update.json).toMatchObject({
      success: true,
      message: m.success_profile_updated(),
      // The number in E.164, unproven: no code was sent to it.
      data: {
        username: `${user.username}x`,
        phone: '+919876543210',
        phoneVerified: false,
        profilePicture: 'https://example.com/me.png',
      },
    })

    const logout = await browser.post('/api/v1/users/logout')
    expect(logout.json).toMatchObject({ success: true, message: m.success_logged_out() })
    expect((await browser.get('/api/v1/users/me')).status).toBe(401)
  })

  it('sets an HttpOnly, SameSite=Lax session cookie and stores only a hash of the secret', async () => {
    const user = newUser()
    await h.client().post('/api/v1/users/signup', user)
    const response = await h.app.request('/api/v1/users/login', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    })
    const [cookie] = response.headers.getSetCookie()
    expect(cookie).toMatch(/^session=[a-z2-9]{26}\.[a-z2-9]{26};/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain('Path=/')

    const token = /^session=([^;]+)/.exec(cookie!)![1]!
    const [id, secret] = token.split('.') as [string, string]
    const row = await h.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(Buffer.from(row.secret_hash).equals(Buffer.from(sha256(new TextEncoder().encode(secret))))).toBe(true)
    const stored = JSON.stringify(await h.db.selectFrom('sessions').selectAll().execute())
    expect(stored).not.toContain(secret)
  })

  it('gives a wrong password and an unknown email the same answer', async () => {
    const user = newUser()
    await h.client().post('/api/v1/users/signup', user)
    const wrongPassword = await h.client().post('/api/v1/users/login', { email: user.email, password: 'nope-nope' })
    const unknownEmail = await h
      .client()
      .post('/api/v1/users/login', { email: 'ghost@example.com', password: 'nope-nope' })
    expect(wrongPassword.status).toBe(401)
    expect(unknownEmail.status).toBe(401)
    expect(wrongPassword.json).toEqual({ success: false, message: m.server_invalid_credentials() })
    expect(unknownEmail.json).toEqual(wrongPassword.json)
  })

  it('refuses a duplicate email or username, case-insensitively', async () => {
    const user = newUser()
    await h.client().post('/api/v1/users/signup', user)
    const sameEmail = await h.client().post('/api/v1/users/signup', { ...newUser(), email: user.email.toUpperCase() })
    expect(sameEmail.status).toBe(409)
    expect(sameEmail.json.message).toBe(m.server_email_taken())
    const sameName = await h
      .client()
      .post('/api/v1/users/signup', { ...newUser(), username: user.username.toUpperCase() })
    expect(sameName.status).toBe(409)
    expect(sameName.json.message).toBe(m.server_username_taken())
  })

  it('ends the other sessions on a password change, and keeps the current one', async () => {
    const user = newUser()
    await h.client().post('/api/v1/users/signup', user)
    const laptop = h.client()
    const phone = h.client()
    await laptop.post('/api/v1/users/login', { email: user.email, password: user.password })
    await phone.post('/api/v1/users/login', { email: user.email, password: user.password })
    const change = await laptop.put('/api/v1/users/me', {
      username: user.username,
      email: user.email,
      password: 'N3w!password',
      currentPassword: user.password,
    })
    expect(change.status).toBe(200)
    expect((await laptop.get('/api/v1/users/me')).status).toBe(200)
    expect((await phone.get('/api/v1/users/me')).status).toBe(401)
    const oldPassword = await h.client().post('/api/v1/users/login', { email: user.email, password: user.password })
    expect(oldPassword.status).toBe(401)
    const newPassword = await h.client().post('/api/v1/users/login', { email: user.email, password: 'N3w!password' })
    expect(newPassword.status).toBe(200)
  })

  it('makes ADMIN_EMAILS admins at signup', async () => {
    const browser = h.client()
    await browser.post('/api/v1/users/signup', newUser({ email: 'boss@example.com' }))
    const login = await browser.post('/api/v1/users/login', { email: 'boss@example.com', password: 'Str0ng!pass' })
    expect(login.json.role).toBe('admin')
  })

  it('never sends a password hash', async () => {
    const browser = h.client()
    const user = newUser()
    const responses = [
      await browser.post('/api/v1/users/signup', user),
      await browser.post('/api/v1/users/login', { email: user.email, password: user.password }),
      await browser.get('/api/v1/users/me'),
      await browser.put('/api/v1/users/me', {
        username: user.username,
        email: user.email,
        password: 'An0ther!pass',
        currentPassword: user.password,
      }),
    ]
    for (const response of responses) {
      expect(containsKey(response.json, 'password_hash')).toBe(false)
      expect(containsKey(response.json, 'passwordHash')).toBe(false)
      expect(containsKey(response.json, 'password')).toBe(false)
      expect(response.text).not.toContain('$argon2id$')
    }
  })
})

describe("changing one's profile", () => {
  /** A signed-in REST client and tRPC caller for a new user with a phone and a picture. */
  async function member() {
    const user = newUser()
    const browser = h.client()
    await browser.post('/api/v1/users/signup', user)
    await browser.post('/api/v1/users/login', { email: user.email, password: user.password })
    const filled = await browser.put('/api/v1/users/me', {
      username: user.username,
      email: user.email,
      phone: '+919876543210',
      profilePicture: 'https://example.com/me.png',
    })
    expect(filled.status).toBe(200)
    const caller = h.caller()
    await caller.auth.login({ email: user.email, password: user.password })
    return { user, browser, caller }
  }

  it('changes what it is given and keeps the rest, over REST and tRPC', async () => {
    const { user, browser, caller } = await member()
    const kept = {
      username: user.username,
      email: user.email,
      phone: '+919876543210',
      profilePicture: 'https://example.com/me.png',
    }

    // The username alone, over tRPC.
    const renamed = await caller.auth.updateProfile({ username: `${user.username}_t` })
    expect(renamed).toMatchObject({ ...kept, username: `${user.username}_t` })
    kept.username = renamed.username

    // A new password alone: nothing else asked for, nothing else changed.
    const password = await browser.put('/api/v1/users/me', { password: 'N3w!passw0rd', currentPassword: user.password })
    expect(password.status, password.text).toBe(200)
    expect(password.json).toMatchObject({ message: m.success_profile_updated(), data: { ...kept, pendingEmail: null } })
    expect((await h.client().post('/api/v1/users/login', { email: user.email, password: 'N3w!passw0rd' })).status).toBe(
      200,
    )

    // The phone alone; then the picture removed alone (empty means remove, absent means keep).
    const phone = await browser.put('/api/v1/users/me', { phone: '9123456780' })
    expect(phone.json.data).toMatchObject({ ...kept, phone: '+919123456780' })
    const picture = await browser.put('/api/v1/users/me', { profilePicture: '' })
    expect(picture.json.data).toMatchObject({ ...kept, phone: '+919123456780', profilePicture: null })

    // Nothing at all changes nothing.
    expect((await browser.put('/api/v1/users/me', {})).json.data).toMatchObject({
      ...kept,
      phone: '+919123456780',
      profilePicture: null,
    })
  })

  it('refuses a password of spaces alone in words, at signup, reset and change', async () => {
    const spaces = '        '
    const signup = await h.client().post('/api/v1/users/signup', { ...newUser(), password: spaces })
    expect(signup.status).toBe(400)
    expect(signup.json.message).toBe(m.field_messages_password_blank())
    const reset = await h.client().post('/api/v1/users/reset-password', { token: 'a'.repeat(32), password: spaces })
    expect(reset.status).toBe(400)
    expect(reset.json.message).toBe(m.field_messages_password_blank())

    const { user, browser, caller } = await member()
    const change = await browser.put('/api/v1/users/me', {
      password: `\t${spaces}\u00a0`,
      currentPassword: user.password,
    })
    expect(change.status).toBe(400)
    expect(change.json.message).toBe(m.field_messages_password_blank())
    await expect(caller.auth.updateProfile({ password: spaces, currentPassword: user.password })).rejects.toThrow(
      m.field_messages_password_blank(),
    )
    // The old password still signs in; spaces around a real password are part of it, and allowed.
    expect((await h.client().post('/api/v1/users/login', { email: user.email, password: user.password })).status).toBe(
      200,
    )
    const padded = await browser.put('/api/v1/users/me', { password: ' An0ther!pass ', currentPassword: user.password })
    expect(padded.status).toBe(200)
  })

  it('takes a picture only from https:// on a public host, and says why not in words', async () => {
    const { browser, caller } = await member()
    const refusals: Array<[string, string]> = [
      ['http://example.com/me.png', m.field_messages_picture_not_https()],
      ['https://localhost/me.png', m.field_messages_picture_private_host()],
      ['https://app.localhost./me.png', m.field_messages_picture_private_host()],
      ['https://127.0.0.1/me.png', m.field_messages_picture_private_host()],
      // Other spellings of an internal address, which the URL parser writes as one.
      ['https://2130706433/me.png', m.field_messages_picture_private_host()],
      ['https://0x7f.1/me.png', m.field_messages_picture_private_host()],
      ['https://10.1.2.3/me.png', m.field_messages_picture_private_host()],
      ['https://172.20.0.5/me.png', m.field_messages_picture_private_host()],
      ['https://192.168.1.1/me.png', m.field_messages_picture_private_host()],
      ['https://169.254.169.254/latest/meta-data', m.field_messages_picture_private_host()],
      ['https://100.64.0.1/me.png', m.field_messages_picture_private_host()],
      ['https://0.0.0.0/me.png', m.field_messages_picture_private_host()],
      ['https://[::1]/me.png', m.field_messages_picture_private_host()],
      ['https://[::ffff:192.168.0.1]/me.png', m.field_messages_picture_private_host()],
      ['https://[fd00::1]/me.png', m.field_messages_picture_private_host()],
      ['https://[fe80::1]/me.png', m.field_messages_picture_private_host()],
      ['javascript:alert(1)', m.field_messages_url_invalid()],
      ['not a link', m.field_messages_url_invalid()],
    ]
    for (const [profilePicture, message] of refusals) {
      const refused = await browser.put('/api/v1/users/me', { profilePicture })
      expect(refused.status, profilePicture).toBe(400)
      expect(refused.json.message, profilePicture).toBe(message)
    }
    await expect(caller.auth.updateProfile({ profilePicture: 'http://example.com/me.png' })).rejects.toThrow(
      m.field_messages_picture_not_https(),
    )
    for (const profilePicture of [
      'https://cdn.example.com/me.png',
      'https://93.184.215.14/me.png',
      'https://[2606:4700::1111]/me.png',
      'https://172.32.0.1/me.png',
    ]) {
      const taken = await browser.put('/api/v1/users/me', { profilePicture })
      expect(taken.status, profilePicture).toBe(200)
    }
  })

  it('sends no picture kept from before the rule, so no browser fetches it, and lets the rest change', async () => {
    const { user, browser, caller } = await member()
    for (const kept of ['http://tracker.example/pixel.gif', 'https://192.168.0.1/pixel.gif']) {
      await h.db.updateTable('users').set({ profile_picture: kept }).where('email', '=', user.email).execute()
      expect((await browser.get('/api/v1/users/me')).json.data.profilePicture).toBeNull()
      expect((await caller.auth.me())?.profilePicture).toBeNull()
      // A change of something else is not refused for the old picture.
      const phone = await browser.put('/api/v1/users/me', { phone: '9000000001' })
      expect(phone.status).toBe(200)
      expect(phone.json.data.profilePicture).toBeNull()
    }
  })
})

describe('CSRF', () => {
  it('refuses a POST from a foreign Origin', async () => {
    const response = await h.app.request('/api/v1/users/signup', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify(newUser()),
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ success: false, message: m.server_csrf_refused() })
  })

  it('refuses a POST with neither Origin nor Sec-Fetch-Site, for JSON, form and multipart bodies', async () => {
    const form = new FormData()
    form.set('name', 'x')
    for (const init of [
      { headers: { 'content-type': 'application/json' }, body: JSON.stringify(newUser()) },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'username=a' },
      { body: form },
    ]) {
      const rest = await h.app.request('/api/v1/users/signup', { method: 'POST', ...init })
      expect(rest.status).toBe(403)
      const trpc = await h.app.request('/trpc/auth.signup', { method: 'POST', ...init })
      expect(trpc.status).toBe(403)
    }
  })

  it('refuses a cross-site Sec-Fetch-Site and accepts same-origin', async () => {
    const crossSite = await h.app.request('/api/v1/contact', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'A', email: 'a@example.com', subject: 'Hi', message: 'Hello there friend' }),
    })
    expect(crossSite.status).toBe(403)
    const sameOrigin = await h.app.request('/api/v1/contact', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'A', email: 'a@example.com', subject: 'Hi', message: 'Hello there friend' }),
    })
    expect(sameOrigin.status).toBe(201)
  })
})

describe('security headers and request ids', () => {
  it('sends a CSP, nosniff, a referrer policy and a request id on every response', async () => {
    for (const path of ['/api/v1/users/me', '/api/v1/nowhere', '/trpc/auth.me']) {
      const response = await h.app.request(path)
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('x-request-id')).toMatch(/.+/)
    }
  })
})
