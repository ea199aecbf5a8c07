import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ACCOUNT_LINKS } from '#server/auth/account-service'
import { AppError } from '#server/errors'
import {
  createPostgresRateLimiter,
  createRateLimiter,
  LOGIN_DELAY,
  loginDelayMs,
  RATE_LIMIT_BUCKETS,
} from '#server/http/rate-limit'
import { createHarness, newUser, openTestDatabase, TEST_ORIGIN, type TestHarness } from '#server/testing/harness'
import { linkIn, startTestSmtpServer, type TestSmtpServer } from '#server/testing/smtp'
import { testDatabaseUrl } from '#server/testing/template'
import { m } from '#shared/i18n'

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
    expect(limited.json).toEqual({ success: false, message: m.server_rate_limited() })
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
    expect(error).toMatchObject({ message: m.server_rate_limited(), data: { code: 'TOO_MANY_REQUESTS' } })
    expect(Number(trpc.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it("slows a stranger's guesses at one account from many addresses, and never shuts its owner out", async () => {
    const user = newUser()
    await proxied.client().post('/api/v1/users/signup', user)
    await withClock(async (clock) => {
      // The attack in the review: ten wrong passwords from ten addresses, each as soon as it may.
      const retries = await attack(proxied, user.email, 10, clock)
      // The first few cost nothing; after them each turn waited longer, never over the longest wait.
      expect(retries.slice(0, LOGIN_DELAY.freeFailures)).toEqual([0, 0, 0, 0, 0])
      expect(retries.every((wait) => wait <= LOGIN_DELAY.maxDelayMs / 1000)).toBe(true)
      expect(Math.max(...retries)).toBeGreaterThan(0)

      // The owner, in a new browser on an address of their own, with the right password: asked to
      // wait the delay the last failure earned (not ten minutes), then let in.
      const owner = proxied.client()
      const ownLogin = () =>
        owner.post(
          '/api/v1/users/login',
          { email: user.email.toUpperCase(), password: user.password },
          from('198.51.100.1'),
        )
      const waiting = await ownLogin()
      expect(waiting.status).toBe(429)
      expect(waiting.json.message).toBe(m.server_rate_limited())
      const wait = Number(waiting.headers.get('retry-after'))
      expect(wait).toBeGreaterThan(0)
      expect(wait).toBeLessThanOrEqual(loginDelayMs(10) / 1000)
      clock.advance(wait * 1000)
      expect((await ownLogin()).status).toBe(200)
      // The right password forgave the failures: the next guess is answered at once.
      expect((await login(proxied, user.email, from('192.0.2.250'))).status).toBe(401)
    })
  })

  it('keeps every wait within the longest however long strangers keep failing', async () => {
    const user = newUser()
    await proxied.client().post('/api/v1/users/signup', user)
    await withClock(async (clock) => {
      const retries = await attack(proxied, user.email, 30, clock)
      expect(Math.max(...retries)).toBe(LOGIN_DELAY.maxDelayMs / 1000)
      const owner = proxied.client()
      const ownLogin = () =>
        owner.post('/api/v1/users/login', { email: user.email, password: user.password }, from('198.51.100.2'))
      const waiting = await ownLogin()
      expect(waiting.status).toBe(429)
      // Asking again while waiting costs nothing: the wait does not grow, and the address is not spent.
      for (let n = 0; n < 15; n++) expect((await ownLogin()).status).toBe(429)
      clock.advance(Number(waiting.headers.get('retry-after')) * 1000)
      expect((await ownLogin()).status).toBe(200)
    })
  })
})

/** Date.now as the tests move it (the limits' clocks read it), running on from where it is. */
async function withClock(run: (clock: { advance(ms: number): void }) => Promise<void>) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  try {
    await run({ advance: (ms) => vi.setSystemTime(Date.now() + ms) })
  } finally {
    vi.useRealTimers()
  }
}

const from = (ip: string) => ({ 'x-forwarded-for': ip })

/**
 * A stranger's wrong passwords at `email` from many addresses (a fresh one for each failure), each
 * sent as soon as it may be: told to wait, the stranger waits exactly that long. Resolves with the
 * wait (seconds) the server asked before each failure: 0 when there was none.
 */
async function attack(h: TestHarness, email: string, failures: number, clock: { advance(ms: number): void }) {
  const waits: number[] = []
  let waited = 0
  for (let n = 1; waits.length < failures; n++) {
    expect(n, 'the attack makes no progress').toBeLessThan(failures * 3)
    const response = await login(h, email, from(`192.0.2.${waits.length + 1}`))
    if (response.status === 429) {
      waited = Number(response.headers.get('retry-after'))
      clock.advance(waited * 1000)
      continue
    }
    expect(response.status, `failure ${waits.length + 1}`).toBe(401)
    waits.push(waited)
    waited = 0
  }
  return waits
}

describe('device cookies: a stranger cannot slow the owner down', () => {
  let smtp: TestSmtpServer
  let h: TestHarness
  beforeAll(async () => {
    smtp = await startTestSmtpServer()
    h = await createHarness({ env: { RATE_LIMITS: 'on', TRUST_PROXY: 'on', SMTP_URL: smtp.url } })
  })
  afterAll(async () => {
    await h.close()
    await smtp.close()
  })

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

  /** Strangers fail at the account from many addresses, until its clients that are not trusted must wait. */
  async function slowDown(email: string, clock: { advance(ms: number): void }) {
    await attack(h, email, LOGIN_DELAY.freeFailures + 5, clock)
    expect((await attempt(h.client(), email, 'wrong-password', '192.0.2.99')).status).toBe(429)
  }

  it("lets the owner's browser in at once, however often a stranger fails, while other clients wait", async () => {
    const { user, browser } = await owner()
    await withClock(async (clock) => {
      await slowDown(user.email, clock)
      // From the stranger's own address, even: the device's budget is its own.
      expect((await attempt(browser, user.email, user.password, '192.0.2.99')).status).toBe(200)
      // The stranger keeps trying: the owner still gets in.
      for (let n = 1; n <= 3; n++) {
        expect((await attempt(h.client(), user.email, 'wrong-password', `192.0.2.${100 + n}`)).status).toBe(429)
        expect((await attempt(browser, user.email, user.password, '203.0.113.1')).status).toBe(200)
      }

      // A browser that never signed in to this account is not trusted: it waits its turn.
      const newBrowser = h.client()
      const waiting = await attempt(newBrowser, user.email, user.password, '203.0.113.1')
      expect(waiting.status).toBe(429)
      expect(waiting.json.message).toBe(m.server_rate_limited())
    })
  })

  it('trusts only a cookie the server signed, for the account it names', async () => {
    const { user, browser } = await owner()
    const someoneElse = await owner()
    await withClock(async (clock) => {
      await slowDown(user.email, clock)
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
  })

  it('takes guesses sent all at once in turns: only the free ones are checked at once', async () => {
    const { user } = await owner()
    // The clock stands still meanwhile: on a busy machine the first wait could pass before the last
    // guess arrives, and that guess would rightly get its turn.
    vi.useFakeTimers({ toFake: ['Date'] })
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        attempt(h.client(), user.email, `wrong-password-${n}`, `192.0.2.${100 + n}`),
      ),
    ).finally(() => vi.useRealTimers())
    const statuses = guesses.map((response) => response.status)
    const checked = statuses.filter((status) => status === 401).length
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - checked)
    if (h.driver === 'pglite') {
      // In memory the turns are taken one after another: the free ones, and the one that earns the first wait.
      expect(checked).toBe(LOGIN_DELAY.freeFailures + 1)
    } else {
      // In Postgres each turn is one statement on the key's row: never more, at times fewer.
      expect(checked).toBeGreaterThan(0)
      expect(checked).toBeLessThanOrEqual(LOGIN_DELAY.freeFailures + 1)
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
      { password: newPassword, currentPassword: user.password },
      from('203.0.113.1'),
    )
    expect(change.status, change.text).toBe(200)
    await withClock(async (clock) => {
      await slowDown(user.email, clock)
      expect((await attempt(formerly, user.email, newPassword, '198.51.100.50')).status).toBe(429)
      expect((await attempt(browser, user.email, newPassword, '203.0.113.1')).status).toBe(200)
    })
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
    // The trusted browser's failures never slowed the account for clients it does not know.
    expect((await attempt(h.client(), user.email, user.password, '198.51.100.10')).status).toBe(200)
  })

  it('lets the owner in at once after a reset: the browser that opened the link, and any other', async () => {
    const { user, browser } = await owner()
    await withClock(async (clock) => {
      await slowDown(user.email, clock)
      // The owner forgot the password: in their own browser, whose device cookie was signed over
      // the old one, they ask for a link and set a new password.
      expect(
        (await browser.post('/api/v1/users/forgot-password', { email: user.email }, from('203.0.113.1'))).status,
      ).toBe(200)
      await h.drainMail()
      const [mail] = (await smtp.waitFor(user.email)).filter((sent) => sent.text.includes(ACCOUNT_LINKS.resetPassword))
      const token = new URL(linkIn(mail!, `${TEST_ORIGIN}${ACCOUNT_LINKS.resetPassword}?token=`)).searchParams.get(
        'token',
      )
      const newPassword = 'Own3r!again'
      const reset = await browser.post(
        '/api/v1/users/reset-password',
        { token, password: newPassword },
        from('203.0.113.1'),
      )
      expect(reset.status).toBe(200)
      // The browser that opened the link proved the mailbox: trusted at once, signed for the new password.
      expect((await attempt(browser, user.email, newPassword, '203.0.113.1')).status).toBe(200)
      // And the strangers' failures are forgotten: a new browser signs in at once too.
      expect((await attempt(h.client(), user.email, newPassword, '198.51.100.77')).status).toBe(200)
      // The strangers are back to their free turns, and no further.
      await attack(h, user.email, LOGIN_DELAY.freeFailures + 2, clock)
      expect((await attempt(h.client(), user.email, 'wrong-password', '192.0.2.98')).status).toBe(429)
      expect((await attempt(browser, user.email, newPassword, '203.0.113.1')).status).toBe(200)
    })
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
    expect(first.error).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: m.server_rate_limited() })
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

  it('slows a key: free failures, then a wait doubling to the longest; waiting costs nothing', async () => {
    const time = clock()
    const limiter = createRateLimiter(true, time.now)
    const turn = () => limiter.takeTurn('account:victim@example.com')
    const waitAsked = () =>
      turn().then(
        () => 0,
        (error: AppError) => (error.details as { retryAfterSeconds: number }).retryAfterSeconds,
      )
    const waits: number[] = []
    for (let failure = 1; failure <= 14; failure++) {
      const wait = await waitAsked()
      if (wait > 0) {
        // Asked again at once: the same wait, no longer.
        expect(await waitAsked()).toBe(wait)
        time.advance(wait * 1000)
        expect(await waitAsked()).toBe(0)
      }
      waits.push(wait)
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60])
    // Another key is its own.
    await expect(limiter.takeTurn('account:other@example.com')).resolves.toBeUndefined()

    // Forgiven (the right password came): free turns again.
    await limiter.forgive('account:victim@example.com')
    for (let n = 0; n <= LOGIN_DELAY.freeFailures; n++) await expect(turn()).resolves.toBeUndefined()
    await expect(turn()).rejects.toThrow(AppError)
    // Forgotten after a quiet while.
    time.advance(LOGIN_DELAY.forgetAfterMs)
    for (let n = 0; n <= LOGIN_DELAY.freeFailures; n++) await expect(turn()).resolves.toBeUndefined()
  })

  it('clears a key’s count in a bucket, and only that key’s', async () => {
    const limiter = createRateLimiter(true, clock().now)
    for (let hit = 1; hit <= LOGIN.limit; hit++) await limiter.hit('login', ['device:a', 'device:b'])
    await limiter.clear('login', ['device:a'])
    expect((await hitsUntilRefused(limiter, ['device:a'])).hit).toBe(LOGIN.limit + 1)
    await expect(limiter.hit('login', ['device:b'])).rejects.toThrow(AppError)
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
        expect(refusal).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: m.server_rate_limited() })
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

  it('takes slowed turns in one queue across instances, and forgets a key for either', async () => {
    const database = await openTestDatabase()
    try {
      const [a, b] = await Promise.all([
        createPostgresRateLimiter(database.pgPool!),
        createPostgresRateLimiter(database.pgPool!),
      ])
      const key = 'account:shared@example.com'
      for (let turn = 1; turn <= LOGIN_DELAY.freeFailures + 1; turn++) await (turn % 2 ? a : b).takeTurn(key)
      for (const instance of [a, b]) {
        const refusal = await instance.takeTurn(key).catch((error: unknown) => error)
        expect(refusal).toMatchObject({ code: 'TOO_MANY_REQUESTS', details: { retryAfterSeconds: 1 } })
      }
      // Turns asked for all at once, the wait having passed: one is taken, the rest wait the next.
      await database.db.updateTable('login_delays').set({ next_turn_ms: Date.now() }).where('key', '=', key).execute()
      const outcomes = await Promise.allSettled(Array.from({ length: 10 }, (_, n) => (n % 2 ? a : b).takeTurn(key)))
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1)
      await b.forgive(key)
      await expect(a.takeTurn(key)).resolves.toBeUndefined()
      expect(await database.db.selectFrom('login_delays').select('failures').where('key', '=', key).execute()).toEqual([
        { failures: 1 },
      ])
    } finally {
      await database.close()
    }
  })
})
