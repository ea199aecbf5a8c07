import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVER } from '#shared/messages'
import { AppError } from '#server/errors'
import { createPostgresRateLimiter, createRateLimiter, RATE_LIMIT_BUCKETS } from '#server/http/rate-limit'
import { createHarness, newUser, openTestDatabase, TEST_ORIGIN, type TestHarness } from '#server/testing/harness'
import { testDatabaseUrl } from '#server/testing/template'

/** Rate limits per IP and per account, on unless RATE_LIMITS=off. */
const LOGIN = RATE_LIMIT_BUCKETS.login

function login(h: TestHarness, email: string, headers: Record<string, string> = {}) {
  return h.client().post('/api/v1/users/login', { email, password: 'wrong-password' }, headers)
}

describe('RATE_LIMITS=on', () => {
  let h: TestHarness
  let proxied: TestHarness
  beforeAll(async () => {
    h = await createHarness({ env: { RATE_LIMITS: 'on' } })
    proxied = await createHarness({ env: { RATE_LIMITS: 'on', TRUST_PROXY: 'on' } })
  })
  afterAll(async () => {
    await h.close()
    await proxied.close()
  })

  it('answers the 11th login from one IP in the window with 429, the message and Retry-After', async () => {
    // A different account each time, and a spoofed X-Forwarded-For, which is ignored without TRUST_PROXY.
    for (let attempt = 1; attempt <= LOGIN.limit; attempt++) {
      const response = await login(h, newUser().email, { 'x-forwarded-for': `10.0.0.${attempt}` })
      expect(response.status, `attempt ${attempt}`).toBe(401)
    }
    const limited = await login(h, newUser().email, { 'x-forwarded-for': '10.0.0.99' })
    expect(limited.status).toBe(429)
    expect(limited.json).toEqual({ success: false, message: SERVER.rateLimited })
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(Number.isInteger(retryAfter)).toBe(true)
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(LOGIN.windowMs / 1000)

    // The same budget over tRPC, with the same answer.
    const trpc = await h.app.request('/trpc/auth.login', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ email: newUser().email, password: 'wrong-password' }),
    })
    expect(trpc.status).toBe(429)
    const { error } = await trpc.json()
    expect(error).toMatchObject({ message: SERVER.rateLimited, data: { code: 'TOO_MANY_REQUESTS' } })
    expect(Number(trpc.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('limits one account across many IPs (behind a trusted proxy)', async () => {
    const user = newUser()
    await proxied.client().post('/api/v1/users/signup', user)
    for (let attempt = 1; attempt <= LOGIN.limit; attempt++) {
      const response = await login(proxied, user.email, { 'x-forwarded-for': `192.0.2.${attempt}` })
      expect(response.status, `attempt ${attempt}`).toBe(401)
    }
    // A fresh IP, the right password: the account's budget is spent.
    const limited = await proxied
      .client()
      .post(
        '/api/v1/users/login',
        { email: user.email.toUpperCase(), password: user.password },
        { 'x-forwarded-for': '198.51.100.1' },
      )
    expect(limited.status).toBe(429)
    expect(limited.json.message).toBe(SERVER.rateLimited)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    // Another account from another IP is not affected.
    const other = await login(proxied, newUser().email, { 'x-forwarded-for': '198.51.100.2' })
    expect(other.status).toBe(401)
  })
})

describe('device cookies: a stranger cannot lock the owner out', () => {
  let h: TestHarness
  beforeAll(async () => {
    h = await createHarness({ env: { RATE_LIMITS: 'on', TRUST_PROXY: 'on' } })
  })
  afterAll(() => h.close())

  const from = (ip: string) => ({ 'x-forwarded-for': ip })
  type Browser = ReturnType<TestHarness['client']>
  const attempt = (browser: Browser, email: string, password: string, ip: string) =>
    browser.post('/api/v1/users/login', { email, password }, from(ip))

  /** A person with an account, and a browser they have signed in with before. */
  async function owner() {
    const user = newUser()
    await h.client().post('/api/v1/users/signup', user, from('203.0.113.1'))
    const browser = h.client()
    expect((await attempt(browser, user.email, user.password, '203.0.113.1')).status).toBe(200)
    expect(browser.cookieValue('device')).toMatch(/^[0-9a-f-]{36}\.[\w-]+\.[\w-]+$/)
    return { user, browser }
  }

  /** A stranger spends the account's budget for untrusted clients, from many addresses. */
  async function lockOut(email: string) {
    for (let n = 1; n <= LOGIN.limit; n++) {
      expect((await attempt(h.client(), email, 'wrong-password', `192.0.2.${n}`)).status, `failure ${n}`).toBe(401)
    }
    expect((await attempt(h.client(), email, 'wrong-password', '192.0.2.99')).status).toBe(429)
  }

  it("lets the owner's browser in, however often a stranger fails, while other clients stay locked", async () => {
    const { user, browser } = await owner()
    await lockOut(user.email)
    // From the stranger's own address, even: the device's budget is its own.
    expect((await attempt(browser, user.email, user.password, '192.0.2.99')).status).toBe(200)
    // The stranger keeps trying (each refusal would renew a plain lockout): the owner still gets in.
    for (let n = 1; n <= 3; n++) {
      expect((await attempt(h.client(), user.email, 'wrong-password', `192.0.2.${100 + n}`)).status).toBe(429)
      expect((await attempt(browser, user.email, user.password, '203.0.113.1')).status).toBe(200)
    }

    // A browser that never signed in to this account is an untrusted client: still locked.
    const newBrowser = h.client()
    const locked = await attempt(newBrowser, user.email, user.password, '203.0.113.1')
    expect(locked.status).toBe(429)
    expect(locked.json.message).toBe(SERVER.rateLimited)
  })

  it('trusts only a cookie the server signed, for the account it names', async () => {
    const { user, browser } = await owner()
    const someoneElse = await owner()
    await lockOut(user.email)
    const cookie = browser.cookieValue('device')!
    const [id, nonce, signature] = cookie.split('.') as [string, string, string]
    const [, otherNonce, otherSignature] = someoneElse.browser.cookieValue('device')!.split('.')
    const forged = [
      `${id}.${nonce}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      `${id}.${nonce}x.${signature}`,
      `${someoneElse.user.email}.${nonce}.${signature}`,
      // Ids are public (a quiz names its creator's): another account's genuine cookie with this
      // account's id put in front must not pass.
      `${id}.${otherNonce}.${otherSignature}`,
      'garbage',
    ]
    for (const value of forged) {
      const client = h.client()
      client.setCookies(`device=${value}`)
      expect((await attempt(client, user.email, user.password, '203.0.113.7')).status, value).toBe(429)
    }
    // Another account's genuine device cookie does not vouch for this account.
    const otherBrowser = h.client()
    otherBrowser.setCookies(`device=${someoneElse.browser.cookieValue('device')}`)
    expect((await attempt(otherBrowser, user.email, user.password, '203.0.113.7')).status).toBe(429)
  })

  it('counts guesses sent all at once: no more than the budget are ever checked', async () => {
    const { user } = await owner()
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, n) => attempt(h.client(), user.email, `wrong-password-${n}`, '192.0.2.200')),
    )
    const statuses = guesses.map((response) => response.status)
    const checked = statuses.filter((status) => status === 401).length
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - checked)
    if (h.driver === 'pglite') {
      // In memory a hit counts under both keys (the address and the account) at once: exactly the budget.
      expect(checked).toBe(LOGIN.limit)
    } else {
      // In Postgres each key is its own atomic upsert, so a call can find one key spent by calls that
      // the other key then refuses: never more than the budget, at times a few fewer (decision 032).
      expect(checked).toBeGreaterThan(0)
      expect(checked).toBeLessThanOrEqual(LOGIN.limit)
    }
  })

  it('stops trusting the browsers of an old password once it is changed, but not the one that changed it', async () => {
    const { user, browser } = await owner()
    // Someone who knew the old password kept a browser that signed in with it.
    const formerly = h.client()
    expect((await attempt(formerly, user.email, user.password, '198.51.100.50')).status).toBe(200)
    const newPassword = 'N3w!password'
    const change = await browser.put(
      '/api/v1/users/me',
      { username: user.username, email: user.email, password: newPassword, currentPassword: user.password },
      from('203.0.113.1'),
    )
    expect(change.status, change.text).toBe(200)
    await lockOut(user.email)
    expect((await attempt(formerly, user.email, newPassword, '198.51.100.50')).status).toBe(429)
    expect((await attempt(browser, user.email, newPassword, '203.0.113.1')).status).toBe(200)
  })

  it("limits a trusted browser's own failures without touching the owner's other browsers", async () => {
    const { user, browser } = await owner()
    const phone = h.client()
    expect((await attempt(phone, user.email, user.password, '198.51.100.9')).status).toBe(200)
    for (let n = 1; n <= LOGIN.limit; n++) {
      expect((await attempt(browser, user.email, 'wrong-password', '203.0.113.1')).status, `failure ${n}`).toBe(401)
    }
    expect((await attempt(browser, user.email, user.password, '203.0.113.1')).status).toBe(429)
    expect((await attempt(phone, user.email, user.password, '198.51.100.9')).status).toBe(200)
    // The trusted browser's failures never spent the account's budget for untrusted clients.
    expect((await attempt(h.client(), user.email, user.password, '198.51.100.10')).status).toBe(200)
  })
})

describe('RATE_LIMITS=off', () => {
  it('never limits', async () => {
    const h = await createHarness({ env: { RATE_LIMITS: 'off' } })
    try {
      const email = newUser().email
      for (let attempt = 1; attempt <= LOGIN.limit + 5; attempt++) {
        expect((await login(h, email)).status, `attempt ${attempt}`).toBe(401)
      }
      const contact = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello there, friend.' }
      for (let attempt = 1; attempt <= RATE_LIMIT_BUCKETS.contact.limit + 5; attempt++) {
        expect((await h.client().post('/api/v1/contact', contact)).status).toBe(201)
      }
    } finally {
      await h.close()
    }
  })
})

describe('createRateLimiter', () => {
  function clock() {
    let now = 1_700_000_000_000
    return { now: () => now, advance: (ms: number) => (now += ms) }
  }

  async function hitsUntilRefused(limiter: ReturnType<typeof createRateLimiter>, keys: string[]) {
    for (let hit = 1; hit <= 1000; hit++) {
      try {
        await limiter.hit('login', keys)
      } catch (error) {
        expect(error).toBeInstanceOf(AppError)
        return { hit, error: error as AppError }
      }
    }
    return { hit: Infinity, error: undefined }
  }

  it('allows the budget, refuses one more, and resets when the window ends', async () => {
    const time = clock()
    const limiter = createRateLimiter(true, time.now)
    const first = await hitsUntilRefused(limiter, ['ip:1.2.3.4'])
    expect(first.hit).toBe(LOGIN.limit + 1)
    expect(first.error).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: SERVER.rateLimited })
    expect(first.error?.details).toEqual({ retryAfterSeconds: LOGIN.windowMs / 1000 })

    time.advance(LOGIN.windowMs - 1000)
    await expect(limiter.hit('login', ['ip:1.2.3.4'])).rejects.toThrow(
      expect.objectContaining({ details: { retryAfterSeconds: 1 } }),
    )
    time.advance(1000)
    expect((await hitsUntilRefused(limiter, ['ip:1.2.3.4'])).hit).toBe(LOGIN.limit + 1)
  })

  it('counts per account across IPs, and per IP across accounts', async () => {
    const limiter = createRateLimiter(true, clock().now)
    for (let ip = 1; ip <= LOGIN.limit; ip++) {
      await limiter.hit('login', [`ip:10.0.0.${ip}`, 'account:victim@example.com'])
    }
    await expect(limiter.hit('login', ['ip:10.0.0.200', 'account:victim@example.com'])).rejects.toThrow(AppError)
    // The fresh IP spent one hit of its own, and another account is untouched.
    expect((await hitsUntilRefused(limiter, ['ip:10.0.0.201', 'account:other@example.com'])).hit).toBe(LOGIN.limit + 1)
    // Buckets are separate: a spent login budget does not touch signup.
    await expect(limiter.hit('signup', ['ip:10.0.0.201'])).resolves.toBeUndefined()
  })

  it('never refuses when turned off', async () => {
    const limiter = createRateLimiter(false, clock().now)
    expect((await hitsUntilRefused(limiter, ['ip:1.2.3.4', 'account:a@example.com'])).hit).toBe(Infinity)
  })
})

describe.skipIf(!testDatabaseUrl())('createPostgresRateLimiter: every instance spends one budget', () => {
  it('counts hits from two instances together, refuses one more on either, and takes a refund from either', async () => {
    const database = await openTestDatabase()
    try {
      // Two limiters over one database, as two server processes have: all they share is the table.
      const [a, b] = await Promise.all([
        createPostgresRateLimiter(database.pgPool!),
        createPostgresRateLimiter(database.pgPool!),
      ])
      const keys = ['ip:10.9.8.7', 'account:shared@example.com']
      for (let hit = 1; hit <= LOGIN.limit; hit++) await (hit % 2 ? a : b).hit('login', keys)
      for (const instance of [a, b]) {
        const refusal = await instance.hit('login', keys).catch((error: unknown) => error)
        expect(refusal).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: SERVER.rateLimited })
        const { retryAfterSeconds } = (refusal as AppError).details as { retryAfterSeconds: number }
        expect(retryAfterSeconds).toBeGreaterThan(LOGIN.windowMs / 1000 - 60)
        expect(retryAfterSeconds).toBeLessThanOrEqual(LOGIN.windowMs / 1000)
      }
      // Another key and another bucket are untouched.
      await expect(b.hit('login', ['ip:10.9.8.8'])).resolves.toBeUndefined()
      await expect(a.hit('signup', keys)).resolves.toBeUndefined()
      // The two refusals counted too (12 now): three refunds, on either instance, free one call.
      await a.refund('login', keys)
      await b.refund('login', keys)
      await a.refund('login', keys)
      await expect(b.hit('login', keys)).resolves.toBeUndefined()
      await expect(a.hit('login', keys)).rejects.toThrow(AppError)
    } finally {
      await database.close()
    }
  })
})
