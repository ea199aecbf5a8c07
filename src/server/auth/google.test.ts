import { base64url, createLocalJWKSet, exportJWK, exportSPKI, generateKeyPair, type JWTPayload, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGoogleVerifier } from '#server/identity/google'
import { createHarness, newUser, TEST_ORIGIN, type TestHarness } from '#server/testing/harness'
import { m } from '#shared/i18n'

/**
 * Google sign-in, verified offline: a local RSA key set stands in for Google's JWKS. Only Google is
 * faked; the verifier, the service and the database are the real ones.
 */
const CLIENT_ID = 'test-client.apps.googleusercontent.com'
const KID = 'test-key-1'

let h: TestHarness
let unconfigured: TestHarness
let googleKey: CryptoKey
let otherKey: CryptoKey
let publicKeyPem: string

beforeAll(async () => {
  const google = await generateKeyPair('RS256')
  const stranger = await generateKeyPair('RS256')
  googleKey = google.privateKey
  otherKey = stranger.privateKey
  publicKeyPem = await exportSPKI(google.publicKey)
  const jwk = { ...(await exportJWK(google.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }
  const verifier = createGoogleVerifier(createLocalJWKSet({ keys: [jwk] }))
  h = await createHarness({ google: verifier, env: { GOOGLE_CLIENT_ID: CLIENT_ID } })
  unconfigured = await createHarness({ google: verifier })
})
afterAll(async () => {
  await h.close()
  await unconfigured.close()
})

let counter = 0
/** The claims of a genuine Google ID token for a fresh Google account. */
function claims(overrides: JWTPayload = {}): JWTPayload {
  counter++
  const now = Math.floor(Date.now() / 1000)
  return {
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    azp: CLIENT_ID,
    sub: `10${Date.now()}${counter}`,
    email: `google_${Date.now().toString(36)}_${counter}@example.com`,
    email_verified: true,
    name: 'Grace Hopper',
    iat: now - 10,
    exp: now + 3600,
    ...overrides,
  }
}

function sign(
  payload: JWTPayload,
  key: CryptoKey | Uint8Array = googleKey,
  header: { alg?: string; kid?: string } = {},
) {
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT', ...header }).sign(key)
}

function encodeSegment(value: object) {
  return base64url.encode(JSON.stringify(value))
}

async function usersWithEmail(email: string) {
  return h.db
    .selectFrom('users')
    .select(['id', 'google_sub', 'role'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .execute()
}

async function sessionCount() {
  const row = await h.db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  return row.count
}

describe('a genuine Google ID token', () => {
  it('signs up over REST the first time and signs in the second, with a session cookie', async () => {
    const payload = claims()
    const browser = h.client()
    const first = await browser.post('/api/v1/users/google', { credential: await sign(payload) })
    expect(first.status).toBe(200)
    expect(first.json).toMatchObject({ success: true, message: m.success_signed_up_with_google(), isNewUser: true })
    expect(first.json.user).toMatchObject({ email: payload.email, role: 'user' })
    expect(first.headers.getSetCookie()[0]).toMatch(/^session=[a-z2-9]{26}\.[a-z2-9]{26};.*HttpOnly/)

    const me = await browser.get('/api/v1/users/me')
    expect(me.status).toBe(200)
    expect(me.json.data).toMatchObject({ _id: first.json.user._id, email: payload.email })

    const again = await h
      .client()
      .post('/api/v1/users/google', { credential: await sign({ ...payload, iat: payload.iat! + 1 }) })
    expect(again.status).toBe(200)
    expect(again.json).toMatchObject({ success: true, message: m.success_signed_in_with_google(), isNewUser: false })
    expect(again.json.user._id).toBe(first.json.user._id)
    // A new session, and this browser is now one that has signed in to the account (its device cookie).
    expect(again.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^session=/),
      expect.stringMatching(/^device=/),
    ])
    const rows = await usersWithEmail(payload.email as string)
    expect(rows).toEqual([expect.objectContaining({ google_sub: payload.sub })])
  })

  it('signs up and signs in over tRPC, which keeps the session', async () => {
    const payload = claims()
    const browser = h.caller()
    const first = await browser.auth.google({ credential: await sign(payload) })
    expect(first.isNewUser).toBe(true)
    expect(first.user.email).toBe(payload.email)
    expect(browser.token()).toBeTypeOf('string')
    expect(await browser.auth.me()).toMatchObject({ id: first.user.id })

    const second = h.caller()
    const again = await second.auth.google({ credential: await sign(payload) })
    expect(again).toMatchObject({ isNewUser: false, user: { id: first.user.id } })
    expect(second.token()).not.toBe(browser.token())
  })

  it('sets the session cookie on the tRPC HTTP response', async () => {
    const response = await h.app.request('/trpc/auth.google', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ credential: await sign(claims()) }),
    })
    expect(response.status).toBe(200)
    expect((await response.json()).result.data.isNewUser).toBe(true)
    expect(response.headers.getSetCookie()[0]).toMatch(/^session=[a-z2-9]{26}\.[a-z2-9]{26};/)
  })

  it('accepts the issuer without a scheme, as Google also sends it', async () => {
    const response = await h.client().post('/api/v1/users/google', {
      credential: await sign(claims({ iss: 'accounts.google.com' })),
    })
    expect(response.status).toBe(200)
  })

  it('trusts the token, not the email or name beside it in the body', async () => {
    const payload = claims()
    const response = await h.client().post('/api/v1/users/google', {
      credential: await sign(payload),
      email: 'someone-else@example.com',
      name: 'Someone Else',
    })
    expect(response.status).toBe(200)
    expect(response.json.user.email).toBe(payload.email)
    expect(await usersWithEmail('someone-else@example.com')).toEqual([])
  })
})

describe('a body without a verifiable token', () => {
  it('signs nobody in from { email, name }', async () => {
    const email = `no_credential_${Date.now()}@example.com`
    for (const body of [
      { email, name: 'Mallory' },
      { email, name: 'Mallory', credential: '' },
    ]) {
      const rest = await h.client().post('/api/v1/users/google', body)
      expect(rest.status).toBeGreaterThanOrEqual(400)
      expect(rest.status).toBeLessThan(500)
      expect(rest.json.success).toBe(false)
      expect(rest.headers.getSetCookie()).toEqual([])

      const caller = h.caller()
      await expect(caller.auth.google(body as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' })
      expect(caller.token()).toBeUndefined()
    }
    expect(await usersWithEmail(email)).toEqual([])
  })

  // Each forgery is refused with 401, no cookie, no session row and no user.
  const forgeries: Array<[string, (payload: JWTPayload) => Promise<string>]> = [
    ['a wrong audience', (p) => sign({ ...p, aud: 'someone-else.apps.googleusercontent.com' })],
    ['a wrong issuer', (p) => sign({ ...p, iss: 'https://evil.example.com' })],
    ['an expired token', (p) => sign({ ...p, iat: p.iat! - 7200, exp: p.iat! - 3600 })],
    ['no expiry', (p) => sign({ ...p, exp: undefined })],
    ['alg none (unsigned)', async (p) => `${encodeSegment({ alg: 'none', typ: 'JWT' })}.${encodeSegment(p)}.`],
    [
      'alg none with our kid',
      async (p) => `${encodeSegment({ alg: 'none', kid: KID, typ: 'JWT' })}.${encodeSegment(p)}.`,
    ],
    ['an unknown kid (signed by another key)', (p) => sign(p, otherKey, { kid: 'not-a-google-key' })],
    ['our kid, signed by another key', (p) => sign(p, otherKey)],
    [
      'a tampered payload (the original signature)',
      async (p) => {
        const [header, , signature] = (await sign(p)).split('.')
        return `${header}.${encodeSegment({ ...p, email: 'victim@example.com', sub: 'victim' })}.${signature}`
      },
    ],
    [
      'HS256 signed with the public key as secret',
      (p) => sign(p, new TextEncoder().encode(publicKeyPem), { alg: 'HS256' }),
    ],
    ['garbage', async () => 'not.a.jwt'],
  ]

  it.each(forgeries)('refuses %s', async (_name, forge) => {
    const payload = claims()
    const credential = await forge(payload)
    const before = await sessionCount()

    const rest = await h.client().post('/api/v1/users/google', { credential })
    expect(rest.status).toBe(401)
    expect(rest.json).toEqual({ success: false, message: m.server_google_token_invalid() })
    expect(rest.headers.getSetCookie()).toEqual([])

    const caller = h.caller()
    await expect(caller.auth.google({ credential })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: m.server_google_token_invalid(),
    })
    expect(caller.token()).toBeUndefined()

    expect(await sessionCount()).toBe(before)
    expect(await usersWithEmail(payload.email as string)).toEqual([])
    expect(await usersWithEmail('victim@example.com')).toEqual([])
  })
})

describe('linking a password account', () => {
  it('refuses to link when Google has not verified the email', async () => {
    const user = newUser()
    await h.client().post('/api/v1/users/signup', user)
    const response = await h.client().post('/api/v1/users/google', {
      credential: await sign(claims({ email: user.email.toUpperCase(), email_verified: false })),
    })
    expect(response.status).toBe(403)
    expect(response.json).toEqual({ success: false, message: m.server_google_email_unverified() })
    expect(response.headers.getSetCookie()).toEqual([])
    expect(await usersWithEmail(user.email)).toEqual([expect.objectContaining({ google_sub: null })])
  })

  it('links by email when Google has verified it, ending the unverified password and its sessions', async () => {
    const user = newUser()
    const signup = await h.client().post('/api/v1/users/signup', user)
    // Whoever set the password never proved they own the address: their session must not survive.
    const earlier = h.client()
    expect((await earlier.post('/api/v1/users/login', { email: user.email, password: user.password })).status).toBe(200)
    const payload = claims({ email: user.email.toUpperCase(), email_verified: true })
    const browser = h.client()
    const response = await browser.post('/api/v1/users/google', { credential: await sign(payload) })
    expect(response.status).toBe(200)
    expect(response.json).toMatchObject({ isNewUser: false, message: m.success_signed_in_with_google() })
    expect(response.json.user._id).toBe(signup.json.data._id)
    expect((await browser.get('/api/v1/users/me')).json.data._id).toBe(signup.json.data._id)
    expect(await usersWithEmail(user.email)).toEqual([expect.objectContaining({ google_sub: payload.sub })])

    const login = await h.client().post('/api/v1/users/login', { email: user.email, password: user.password })
    expect(login.status).toBe(401)
    expect((await earlier.get('/api/v1/users/me')).status).toBe(401)
    expect((await browser.get('/api/v1/users/me')).status).toBe(200)

    // A second Google account with the same email does not take the linked account over.
    const intruder = await h.client().post('/api/v1/users/google', {
      credential: await sign(claims({ email: user.email })),
    })
    expect(intruder.status).toBe(409)
    expect(intruder.json.message).toBe(m.server_google_account_conflict())
    expect(intruder.headers.getSetCookie()).toEqual([])
  })
})

describe('without GOOGLE_CLIENT_ID', () => {
  it('answers a 4xx saying so, never a 5xx', async () => {
    const credential = await sign(claims())
    const rest = await unconfigured.client().post('/api/v1/users/google', { credential })
    expect(rest.status).toBeGreaterThanOrEqual(400)
    expect(rest.status).toBeLessThan(500)
    expect(rest.json).toEqual({ success: false, message: m.server_google_not_configured() })
    expect(rest.headers.getSetCookie()).toEqual([])

    const trpc = await unconfigured.app.request('/trpc/auth.google', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ credential }),
    })
    expect(trpc.status).toBeGreaterThanOrEqual(400)
    expect(trpc.status).toBeLessThan(500)
    expect((await trpc.json()).error.message).toBe(m.server_google_not_configured())

    await expect(unconfigured.caller().auth.google({ credential })).rejects.toMatchObject({
      message: m.server_google_not_configured(),
    })
    expect(await unconfigured.caller().config.public()).toMatchObject({ googleClientId: null })
  })
})
