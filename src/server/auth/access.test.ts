import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '#server/db/index'
import { createHarness, newUser, openPgliteDirectory, TEST_ORIGIN, type TestHarness } from '#server/testing/harness'
import { parseAdminArgs, runAdminCommand, UsageError, USAGE } from '../../../scripts/admin'
import { m } from '#shared/i18n'

/** The procedure tiers (public, protected, admin) and how an admin is made. */
const ADMIN_EMAIL = 'tiers-admin@example.com'

let h: TestHarness
beforeAll(async () => {
  h = await createHarness({ env: { ADMIN_EMAILS: ADMIN_EMAIL } })
})
afterAll(() => h.close())

/** A signed-up, logged-in browser. */
async function signedIn(overrides: { email?: string } = {}) {
  const user = newUser(overrides)
  const browser = h.client()
  await browser.post('/api/v1/users/signup', user)
  const login = await browser.post('/api/v1/users/login', { email: user.email, password: user.password })
  expect(login.status).toBe(200)
  return { user, browser, cookie: browser.cookie()! }
}

function trpcList(cookie?: string, input: unknown = { limit: 5 }) {
  return h.app.request(`/trpc/contact.list?input=${encodeURIComponent(JSON.stringify(input))}`, {
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  })
}

function trpcUpdateProfile(cookie?: string) {
  return h.app.request('/trpc/auth.updateProfile', {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ username: 'someone', email: 'someone@example.com' }),
  })
}

describe('a guest', () => {
  it('gets UNAUTHORIZED from a protected procedure, over createCaller and HTTP', async () => {
    await expect(
      h.caller().auth.updateProfile({ username: 'someone', email: 'someone@example.com' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: m.server_not_authenticated() })
    const response = await trpcUpdateProfile()
    expect(response.status).toBe(401)
    expect((await response.json()).error.message).toBe(m.server_not_authenticated())
  })

  it('gets 401 from an admin procedure and the REST calls, before any input is looked at', async () => {
    await expect(h.caller().contact.list({ limit: 5, offset: 0 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
    expect((await trpcList()).status).toBe(401)
    expect((await trpcList(undefined, { limit: 'not a number' })).status).toBe(401)
    for (const [method, path] of [
      ['GET', '/api/v1/users/me'],
      ['PUT', '/api/v1/users/me'],
      ['GET', '/api/v1/admin/contact-messages'],
      ['GET', '/api/v1/admin/contact-messages?limit=oops'],
    ] as const) {
      const response = method === 'GET' ? await h.client().get(path) : await h.client().put(path, { nonsense: true })
      expect(response.status, path).toBe(401)
      expect(response.json).toEqual({ success: false, message: m.server_not_authenticated() })
    }
  })

  it('gets 401 with a cookie that names no session', async () => {
    const forged = 'session=abcdefghijkmnpqrstuvwxyz.abcdefghijkmnpqrstuvwxyz'
    expect((await trpcUpdateProfile(forged)).status).toBe(401)
    expect((await h.client().get('/api/v1/users/me', { cookie: forged })).status).toBe(401)
  })
})

describe('a signed-in user who is not an admin', () => {
  it('gets 403 from contact.list and GET /api/v1/admin/contact-messages', async () => {
    const { browser, cookie } = await signedIn()
    const response = await trpcList(cookie)
    expect(response.status).toBe(403)
    expect((await response.json()).error).toMatchObject({ message: m.server_not_admin(), data: { code: 'FORBIDDEN' } })
    const rest = await browser.get('/api/v1/admin/contact-messages')
    expect(rest.status).toBe(403)
    expect(rest.json).toEqual({ success: false, message: m.server_not_admin() })
  })

  it('reaches a protected procedure', async () => {
    const { user, cookie } = await signedIn()
    const response = await h.app.request('/trpc/auth.updateProfile', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie },
      body: JSON.stringify({ username: user.username, email: user.email, phone: '9876543210' }),
    })
    expect(response.status).toBe(200)
  })
})

describe('an admin', () => {
  it('from ADMIN_EMAILS gets 200 and the messages', async () => {
    await h.client().post('/api/v1/contact', {
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Tiers',
      message: 'A message for the admin list.',
    })
    const { browser, cookie } = await signedIn({ email: ADMIN_EMAIL })
    const response = await trpcList(cookie)
    expect(response.status).toBe(200)
    const { result } = await response.json()
    expect(result.data).toEqual(expect.arrayContaining([expect.objectContaining({ subject: 'Tiers' })]))
    const rest = await browser.get('/api/v1/admin/contact-messages?limit=5')
    expect(rest.status).toBe(200)
    expect(rest.json.data.messages).toEqual(expect.arrayContaining([expect.objectContaining({ subject: 'Tiers' })]))
  })

  it('is made and unmade by the admin command, effective on the open session', async () => {
    const { user, browser, cookie } = await signedIn()
    expect((await browser.get('/api/v1/admin/contact-messages')).status).toBe(403)

    const granted = await runAdminCommand(h.db, parseAdminArgs(['grant', user.email.toUpperCase()]))
    expect(granted).toBe(`${user.email} (${user.username}) is now an admin.`)
    expect((await browser.get('/api/v1/admin/contact-messages')).status).toBe(200)
    expect((await trpcList(cookie)).status).toBe(200)

    const revoked = await runAdminCommand(h.db, parseAdminArgs(['revoke', user.email]))
    expect(revoked).toBe(`${user.email} (${user.username}) is no longer an admin.`)
    expect((await browser.get('/api/v1/admin/contact-messages')).status).toBe(403)
    expect((await trpcList(cookie)).status).toBe(403)
  })
})

describe('scripts/admin.ts', () => {
  it.each([
    [[]],
    [['grant']],
    [['revoke']],
    [['promote', 'a@example.com']],
    [['grant', 'not-an-email']],
    [['grant', 'a@example.com', 'b@example.com']],
  ])('refuses %j with the usage', (args) => {
    expect(() => parseAdminArgs(args)).toThrow(UsageError)
    expect(() => parseAdminArgs(args)).toThrow(USAGE)
  })

  it('refuses an unknown email', async () => {
    await expect(runAdminCommand(h.db, parseAdminArgs(['grant', 'ghost@example.com']))).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'No user with email ghost@example.com',
    })
    await expect(runAdminCommand(h.db, parseAdminArgs(['revoke', 'ghost@example.com']))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
  })

  it('runs as a child process against DATA_DIR', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'quizdom-admin-'))
    try {
      const run = (...args: string[]) =>
        promisify(execFile)('node_modules/.bin/tsx', ['scripts/admin.ts', ...args], {
          cwd: join(import.meta.dirname, '../../..'),
          env: {
            ...process.env,
            // tsx starts with `env node`: the Node running these tests.
            PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`,
            DATA_DIR: dataDir,
            DATABASE_URL: '',
            ADMIN_EMAILS: '',
          },
        }).then(
          ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
          (error: { code: number; stdout: string; stderr: string }) => error,
        )

      // Bad arguments stop before the database is opened, so this runs while the directory is prepared.
      const usage = run('grant')
      const database = await openPgliteDirectory(dataDir)
      await database.db.insertInto('users').values({ username: 'xyz', email: 'x@y.z' }).execute()
      await database.close()
      expect((await usage).code).toBe(2)
      expect((await usage).stderr).toContain(USAGE)

      const grant = await run('grant', 'X@y.z')
      expect(grant.stderr).toBe('')
      expect(grant).toMatchObject({ code: 0, stdout: 'x@y.z (xyz) is now an admin.\n' })

      const reopened = await openDatabase({ kind: 'pglite', dataDir })
      const row = await reopened.db.selectFrom('users').select('role').where('email', '=', 'x@y.z').executeTakeFirst()
      await reopened.close()
      expect(row?.role).toBe('admin')
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
    // Two processes and three opens of one directory (the test's, the script's, the check's): the
    // script's tsx start and PGlite load are its own and cannot be shared, so this test has twice
    // the default limit.
  }, 60_000)
})

describe('ADMIN_EMAILS cannot be reached by an unverified email change', () => {
  it('refuses a profile change to a reserved admin email, so no login can promote it', async () => {
    const reserved = await createHarness({ env: { ADMIN_EMAILS: 'ops@quizdom.in' } })
    try {
      const browser = reserved.client()
      const user = newUser()
      await browser.post('/api/v1/users/signup', user)
      await browser.post('/api/v1/users/login', { email: user.email, password: user.password })
      const change = await browser.put('/api/v1/users/me', {
        username: user.username,
        email: 'OPS@quizdom.in',
        currentPassword: user.password,
      })
      expect(change.status).toBe(403)
      expect(change.json.message).toBe(m.server_email_reserved())
      const login = await reserved.client().post('/api/v1/users/login', { email: user.email, password: user.password })
      expect(login.json.role).toBe('user')
      // Sending the profile back as GET returned it (nulls included) is accepted.
      const me = (await browser.get('/api/v1/users/me')).json.data
      const resend = await browser.put('/api/v1/users/me', {
        username: me.username,
        email: me.email,
        phone: me.phone,
        profilePicture: me.profilePicture,
      })
      expect(resend.status).toBe(200)
    } finally {
      await reserved.close()
    }
  })
})
