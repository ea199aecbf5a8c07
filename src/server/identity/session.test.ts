import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createSession,
  generateSecureRandomString,
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_INACTIVITY_TIMEOUT_MS,
  sessionExpiry,
  validateSessionToken,
} from '#server/identity/session'
import { newUserSession } from '#server/testing/fixtures'
import { createHarness, newUser, type TestHarness } from '#server/testing/harness'
import { m } from '#shared/i18n'

/**
 * Sessions: 10 days after last use, 30 days after creation, whichever comes
 * first; logout deletes the row; only the right secret opens a session. Ages are set in the
 * database, then the real validation runs.
 */
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

let h: TestHarness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

const newSession = () => newUserSession(h.db)

describe('tokens', () => {
  it('carry at least 128 random bits in each part', () => {
    const parts = Array.from({ length: 200 }, generateSecureRandomString)
    for (const part of parts) {
      expect(part).toMatch(/^[a-km-np-z2-9]+$/)
      // 32 possible characters: 5 bits each.
      expect(part.length * 5).toBeGreaterThanOrEqual(128)
    }
    expect(new Set(parts).size).toBe(parts.length)
  })
})

/** Makes a session look as if it was created and last used that long ago. */
async function age(sessionId: string, ages: { createdMsAgo: number; lastUsedMsAgo: number }) {
  const now = Date.now()
  await h.db
    .updateTable('sessions')
    .set({ created_at: new Date(now - ages.createdMsAgo), last_verified_at: new Date(now - ages.lastUsedMsAgo) })
    .where('id', '=', sessionId)
    .execute()
}

function sessionRow(sessionId: string) {
  return h.db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirst()
}

/** A browser (the REST client) holding this session's cookie. */
async function browserWith(token: string) {
  const browser = h.client()
  const me = await browser.get('/api/v1/users/me', { cookie: `session=${token}` })
  return { me, setCookie: me.headers.getSetCookie() }
}

describe('expiry after 10 days without use', () => {
  it('ends a session last used just over 10 days ago, and deletes its row', async () => {
    const session = await newSession()
    await age(session.sessionId, { createdMsAgo: 12 * DAY, lastUsedMsAgo: SESSION_INACTIVITY_TIMEOUT_MS + MINUTE })
    expect(await validateSessionToken(h.db, session.token)).toBeNull()
    expect(await sessionRow(session.sessionId)).toBeUndefined()
  })

  it('keeps a session used just under 10 days ago, and counts the 10 days again from now', async () => {
    const session = await newSession()
    await age(session.sessionId, { createdMsAgo: 15 * DAY, lastUsedMsAgo: SESSION_INACTIVITY_TIMEOUT_MS - MINUTE })
    const before = Date.now()
    const valid = await validateSessionToken(h.db, session.token)
    expect(valid).toMatchObject({ sessionId: session.sessionId, user: { id: session.userId } })
    const row = (await sessionRow(session.sessionId))!
    expect(row.last_verified_at.getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(valid!.expiresAt).toEqual(sessionExpiry(row.created_at, row.last_verified_at))
    expect(valid!.expiresAt.getTime()).toBeGreaterThan(before + SESSION_INACTIVITY_TIMEOUT_MS - 2000)
  })

  it('over HTTP: an idle session is a guest whose cookie is cleared', async () => {
    const session = await newSession()
    await age(session.sessionId, { createdMsAgo: 11 * DAY, lastUsedMsAgo: 11 * DAY })
    const { me, setCookie } = await browserWith(session.token)
    expect(me.status).toBe(401)
    expect(setCookie).toEqual([expect.stringMatching(/^session=; Max-Age=0;/)])
  })

  it('over HTTP: an active session gets its cookie again with the later expiry', async () => {
    const session = await newSession()
    await age(session.sessionId, { createdMsAgo: 5 * DAY, lastUsedMsAgo: 5 * DAY })
    const { me, setCookie } = await browserWith(session.token)
    expect(me.status).toBe(200)
    const row = (await sessionRow(session.sessionId))!
    const expiresAt = sessionExpiry(row.created_at, row.last_verified_at)
    expect(setCookie).toHaveLength(1)
    expect(setCookie[0]).toContain(`session=${session.token};`)
    const cookieExpiry = new Date(/Expires=([^;]+)/.exec(setCookie[0]!)![1]!)
    expect(cookieExpiry.getTime()).toBe(Math.floor(expiresAt.getTime() / 1000) * 1000)
  })

  it('over HTTP: a session used within the hour is not written again', async () => {
    const session = await newSession()
    const { me, setCookie } = await browserWith(session.token)
    expect(me.status).toBe(200)
    expect(setCookie).toEqual([])
  })
})

describe('expiry 30 days after creation', () => {
  it('ends a session created just over 30 days ago, even if used a moment ago', async () => {
    const session = await newSession()
    await age(session.sessionId, { createdMsAgo: SESSION_ABSOLUTE_TIMEOUT_MS + MINUTE, lastUsedMsAgo: MINUTE })
    expect(await validateSessionToken(h.db, session.token)).toBeNull()
    expect(await sessionRow(session.sessionId)).toBeUndefined()
    expect((await browserWith(session.token)).me.status).toBe(401)
  })

  it('keeps a session created just under 30 days ago, but never past its 30th day', async () => {
    const session = await newSession()
    await age(session.sessionId, { createdMsAgo: SESSION_ABSOLUTE_TIMEOUT_MS - 2 * HOUR, lastUsedMsAgo: 2 * HOUR })
    const valid = await validateSessionToken(h.db, session.token)
    expect(valid).not.toBeNull()
    const row = (await sessionRow(session.sessionId))!
    expect(valid!.expiresAt.getTime()).toBe(row.created_at.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS)
  })
})

describe('logout', () => {
  it('deletes the row over REST, clears the cookie, and the old token no longer works', async () => {
    const user = newUser()
    const browser = h.client()
    await browser.post('/api/v1/users/signup', user)
    await browser.post('/api/v1/users/login', { email: user.email, password: user.password })
    const token = browser.cookieValue('session')!
    const sessionId = token.split('.')[0]!
    expect(await sessionRow(sessionId)).toBeDefined()

    const logout = await browser.post('/api/v1/users/logout')
    expect(logout.status).toBe(200)
    expect(logout.headers.getSetCookie()).toEqual([expect.stringMatching(/^session=; Max-Age=0;/)])
    expect(await sessionRow(sessionId)).toBeUndefined()
    expect(await validateSessionToken(h.db, token)).toBeNull()
    expect((await browserWith(token)).me.status).toBe(401)
  })

  it('deletes the row over tRPC, and only that session', async () => {
    const user = newUser()
    await h.caller().auth.signup(user)
    const laptop = h.caller()
    const phone = h.caller()
    await laptop.auth.login({ email: user.email, password: user.password })
    await phone.auth.login({ email: user.email, password: user.password })
    // A new token at every sign-in.
    expect(laptop.token()).not.toBe(phone.token())
    const laptopToken = laptop.token()!

    await laptop.auth.logout()
    expect(laptop.token()).toBeUndefined()
    expect(await sessionRow(laptopToken.split('.')[0]!)).toBeUndefined()
    expect(await validateSessionToken(h.db, laptopToken)).toBeNull()
    expect(await phone.auth.me()).toMatchObject({ email: user.email })
  })
})

describe('the secret', () => {
  it('refuses the right id with a wrong secret, and leaves the session alive', async () => {
    const session = await newSession()
    const forged = `${session.sessionId}.${generateSecureRandomString()}`
    expect(await validateSessionToken(h.db, forged)).toBeNull()
    expect((await browserWith(forged)).me.status).toBe(401)
    // Knowing an id is not enough to end someone's session.
    expect(await sessionRow(session.sessionId)).toBeDefined()
    expect(await validateSessionToken(h.db, session.token)).toMatchObject({ sessionId: session.sessionId })
  })

  it('refuses a secret that differs in one character', async () => {
    const session = await newSession()
    const secret = session.token.split('.')[1]!
    const flipped = `${secret.slice(0, -1)}${secret.endsWith('a') ? 'b' : 'a'}`
    expect(await validateSessionToken(h.db, `${session.sessionId}.${flipped}`)).toBeNull()
  })

  it.each([
    '',
    'nodot',
    '.',
    'abc.def',
    'abcdefghijkmnpqrstuvwxyz',
    'abcdefghijkmnpqrstuvwxyz.',
    '.abcdefghijkmnpqrstuvwxyz',
    'abcdefghijkmnpqrstuvwxyz.abcdefghijkmnpqrstuvwxyz.abcdefghijkmnpqrstuvwxyz',
    "' or 1=1 --.abcdefghijkmnpqrstuvwxyz",
    `${'x'.repeat(5000)}.${'y'.repeat(5000)}`,
  ])('refuses the malformed token %j', async (token) => {
    expect(await validateSessionToken(h.db, token)).toBeNull()
  })
})

describe('a deleted account', () => {
  it('gets no new session, even for a login that checked its password before the deletion', async () => {
    const { userId } = await newSession()
    await h.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', userId).execute()
    await expect(createSession(h.db, userId)).rejects.toThrow(m.server_invalid_credentials())
  })
})
