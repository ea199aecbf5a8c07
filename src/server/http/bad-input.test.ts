import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVER } from '#shared/messages'
import { MAX_BODY_BYTES } from '#server/app'
import { createHarness, newUser, TEST_ORIGIN, type TestHarness } from '#server/testing/harness'
import { appRouter } from '#server/trpc/router'

/**
 * Bad input never gets a 500 or a stack trace (DESIGN section 8). Every mounted REST route and every
 * tRPC procedure is listed below with its fields; the cases are generated from that table, so a new
 * route is one more row.
 */
type Caller = 'guest' | 'user' | 'admin'

interface Field {
  /** A value that passes validation; the other fields keep theirs while one is broken. */
  valid: () => unknown
  required?: boolean
  /** Not a string (a number field): no over-long case. */
  isNumber?: boolean
}

interface Route {
  name: string
  method: 'GET' | 'POST' | 'PUT'
  /** `/api/v1/...` or `/trpc/<procedure path>` */
  path: string
  as: Caller
  /** Where the input travels: a JSON body, REST query parameters, tRPC's `?input=`, or nowhere. */
  input: 'body' | 'query' | 'trpc-query' | 'none'
  fields?: Record<string, Field>
  /** The status of a well-formed request, to show the table's valid values are valid. */
  validStatus: number
}

const ADMIN_EMAIL = 'bad-input-admin@example.com'
const admin = newUser({ email: ADMIN_EMAIL })
const member = newUser()

const text = (value: string, required = true): Field => ({ valid: () => value, required })
const fresh = (make: () => string): Field => ({ valid: make, required: true })

const signupFields = {
  username: fresh(() => newUser().username),
  email: fresh(() => newUser().email),
  password: text('Str0ng!pass'),
}
const loginFields = { email: text(member.email), password: text(member.password) }
const googleFields = { credential: text('header.payload.signature') }
const profileFields = {
  username: text(member.username),
  email: text(member.email),
  phone: text('9876543210', false),
  password: text('', false),
  profilePicture: text('https://example.com/me.png', false),
}
const contactFields = {
  name: text('Ada'),
  email: text('ada@example.com'),
  subject: text('Hello'),
  message: text('A message long enough to pass.'),
}
const pageFields = {
  limit: { valid: () => 10, required: false, isNumber: true },
  offset: { valid: () => 0, required: false, isNumber: true },
}

const ROUTES: Route[] = [
  // REST (src/server/app.ts and each rest.ts)
  { name: 'REST health', method: 'GET', path: '/api/v1/health', as: 'guest', input: 'none', validStatus: 200 },
  {
    name: 'REST signup',
    method: 'POST',
    path: '/api/v1/users/signup',
    as: 'guest',
    input: 'body',
    fields: signupFields,
    validStatus: 201,
  },
  {
    name: 'REST login',
    method: 'POST',
    path: '/api/v1/users/login',
    as: 'guest',
    input: 'body',
    fields: loginFields,
    validStatus: 200,
  },
  // No GOOGLE_CLIENT_ID here: a well-formed body reaches the "not configured" answer.
  {
    name: 'REST google',
    method: 'POST',
    path: '/api/v1/users/google',
    as: 'guest',
    input: 'body',
    fields: googleFields,
    validStatus: 412,
  },
  { name: 'REST me', method: 'GET', path: '/api/v1/users/me', as: 'user', input: 'none', validStatus: 200 },
  {
    name: 'REST update me',
    method: 'PUT',
    path: '/api/v1/users/me',
    as: 'user',
    input: 'body',
    fields: profileFields,
    validStatus: 200,
  },
  { name: 'REST logout', method: 'POST', path: '/api/v1/users/logout', as: 'guest', input: 'none', validStatus: 200 },
  {
    name: 'REST contact',
    method: 'POST',
    path: '/api/v1/contact',
    as: 'guest',
    input: 'body',
    fields: contactFields,
    validStatus: 201,
  },
  {
    name: 'REST admin contact messages',
    method: 'GET',
    path: '/api/v1/admin/contact-messages',
    as: 'admin',
    input: 'query',
    fields: pageFields,
    validStatus: 200,
  },
  // tRPC (src/server/trpc/router.ts)
  { name: 'tRPC auth.me', method: 'GET', path: '/trpc/auth.me', as: 'user', input: 'none', validStatus: 200 },
  {
    name: 'tRPC auth.signup',
    method: 'POST',
    path: '/trpc/auth.signup',
    as: 'guest',
    input: 'body',
    fields: signupFields,
    validStatus: 200,
  },
  {
    name: 'tRPC auth.login',
    method: 'POST',
    path: '/trpc/auth.login',
    as: 'guest',
    input: 'body',
    fields: loginFields,
    validStatus: 200,
  },
  {
    name: 'tRPC auth.google',
    method: 'POST',
    path: '/trpc/auth.google',
    as: 'guest',
    input: 'body',
    fields: googleFields,
    validStatus: 412,
  },
  // A procedure without input, as the client's batch link calls it.
  {
    name: 'tRPC auth.logout',
    method: 'POST',
    path: '/trpc/auth.logout?batch=1',
    as: 'guest',
    input: 'body',
    fields: {},
    validStatus: 200,
  },
  {
    name: 'tRPC auth.updateProfile',
    method: 'POST',
    path: '/trpc/auth.updateProfile',
    as: 'user',
    input: 'body',
    fields: profileFields,
    validStatus: 200,
  },
  {
    name: 'tRPC contact.send',
    method: 'POST',
    path: '/trpc/contact.send',
    as: 'guest',
    input: 'body',
    fields: contactFields,
    validStatus: 200,
  },
  {
    name: 'tRPC contact.list',
    method: 'GET',
    path: '/trpc/contact.list',
    as: 'admin',
    input: 'trpc-query',
    fields: pageFields,
    validStatus: 200,
  },
  {
    name: 'tRPC config.public',
    method: 'GET',
    path: '/trpc/config.public',
    as: 'guest',
    input: 'none',
    validStatus: 200,
  },
]

const LONG = 'x'.repeat(10_000)
const WRONG_TYPES: unknown[] = [123, -1.5, true, null, [], ['a'], {}, { nested: 'x' }]
const WRONG_NUMBERS: unknown[] = ['abc', '1.5', '-1', -1, 1.5, true, null, [], {}, '9'.repeat(400), 1e300]
const WHOLE_BODIES: Array<[string, string]> = [
  ['malformed JSON', '{"email": "a@b.c",'],
  ['a JSON array', '[]'],
  ['an array of objects', '[{"email":"a@b.c"}]'],
  ['a number', '42'],
  ['null', 'null'],
  ['a string', '"hello"'],
  ['true', 'true'],
  ['a form body', 'email=a%40b.c&password=x'],
]

interface Case {
  label: string
  /** A raw body (sent as is), or an input value (encoded for the route). */
  raw?: string
  input?: unknown
  contentType?: string
}

function validInput(route: Route): Record<string, unknown> {
  return Object.fromEntries(Object.entries(route.fields ?? {}).map(([key, field]) => [key, field.valid()]))
}

/** Every bad request the table implies for one route. */
function casesFor(route: Route): Case[] {
  if (route.input === 'none' || !route.fields) return []
  const cases: Case[] = []
  if (route.input === 'body') {
    for (const [label, raw] of WHOLE_BODIES) {
      cases.push({
        label,
        raw,
        contentType: label === 'a form body' ? 'application/x-www-form-urlencoded' : 'application/json',
      })
    }
  } else if (route.input === 'trpc-query') {
    for (const [label, raw] of WHOLE_BODIES.filter(([label]) => label !== 'a form body')) {
      cases.push({ label, raw })
    }
  }
  for (const [key, field] of Object.entries(route.fields)) {
    const others = () => validInput(route)
    const wrong = field.isNumber ? WRONG_NUMBERS : WRONG_TYPES
    for (const value of wrong) {
      // REST query parameters are strings by nature: only string values are meaningful there.
      if (route.input === 'query' && typeof value !== 'string') continue
      cases.push({ label: `${key} = ${JSON.stringify(value)?.slice(0, 20)}`, input: { ...others(), [key]: value } })
    }
    if (field.required) {
      const { [key]: _missing, ...rest } = others()
      cases.push({ label: `${key} missing`, input: rest })
    }
    if (!field.isNumber) cases.push({ label: `${key} of 10 000 characters`, input: { ...others(), [key]: LONG } })
  }
  return cases
}

let h: TestHarness
const cookies: Record<Caller, string | undefined> = { guest: undefined, user: undefined, admin: undefined }

beforeAll(async () => {
  h = await createHarness({ env: { ADMIN_EMAILS: ADMIN_EMAIL } })
  for (const [as, user] of [
    ['user', member],
    ['admin', admin],
  ] as const) {
    const browser = h.client()
    await browser.post('/api/v1/users/signup', user)
    await browser.post('/api/v1/users/login', { email: user.email, password: user.password })
    cookies[as] = browser.cookie()
  }
})
afterAll(() => h.close())

function request(
  route: Route,
  kase: { raw?: string; input?: unknown; contentType?: string; headers?: Record<string, string> },
) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, ...kase.headers }
  const cookie = cookies[route.as]
  if (cookie) headers.cookie = cookie
  let url = route.path
  let body: string | undefined
  const encoded = kase.raw ?? (kase.input === undefined ? undefined : JSON.stringify(kase.input))
  if (route.input === 'query' && kase.input) {
    url += `?${new URLSearchParams(kase.input as Record<string, string>)}`
  } else if (route.input === 'trpc-query' && encoded !== undefined) {
    url += `?input=${encodeURIComponent(encoded)}`
  } else if (route.method !== 'GET' && encoded !== undefined) {
    body = encoded
    headers['content-type'] = kase.contentType ?? 'application/json'
  }
  return h.app.request(url, { method: route.method, headers, ...(body === undefined ? {} : { body }) })
}

/** A client error with a readable message, and nothing of the server's insides. */
async function expectClientError(response: Response, route: Route, status?: number) {
  const text = await response.text()
  if (status) expect(response.status, text).toBe(status)
  expect(response.status, text).toBeGreaterThanOrEqual(400)
  expect(response.status, text).toBeLessThan(500)
  const json = JSON.parse(text)
  if (route.path.startsWith('/api/') || response.status === 413) {
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(json).toEqual({ success: false, message: expect.any(String) })
    expect(json.message.length).toBeGreaterThan(0)
  } else {
    // tRPC's shape; a batched call answers an array of them.
    const { error } = Array.isArray(json) ? json[0] : json
    expect(error.message).toEqual(expect.any(String))
    expect(error.message.length).toBeGreaterThan(0)
  }
  expectNoInsides(text)
  return json
}

function expectNoInsides(text: string) {
  expect(text).not.toMatch(/\bat [\w$.<>]+ \(|\bat (file|node):|\n\s+at /)
  expect(text).not.toContain('.ts:')
  expect(text).not.toContain('.js:')
  expect(text).not.toContain('node_modules')
  expect(text).not.toMatch(/"stack"/)
}

describe.each(ROUTES)('$name', (route) => {
  it('answers a well-formed request (the table is right), ignoring unknown fields', async () => {
    const input = route.input === 'none' ? undefined : { ...validInput(route), unknownField: 'ignored' }
    const response = await request(route, { input })
    const text = await response.text()
    expect(response.status, text).toBe(route.validStatus)
    expectNoInsides(text)
  })

  const cases = casesFor(route)
  if (cases.length > 0) {
    it.each(cases)('refuses $label with a 4xx and a message', async (kase) => {
      await expectClientError(await request(route, kase), route)
    })
  }

  if (route.method !== 'GET') {
    it('refuses a body over 1 MiB with 413, with or without Content-Length', async () => {
      const raw = JSON.stringify({ ...validInput(route), padding: 'x'.repeat(MAX_BODY_BYTES) })
      const withLength: Record<string, string> = { 'content-length': String(Buffer.byteLength(raw)) }
      for (const headers of [withLength, {}]) {
        const json = await expectClientError(await request(route, { raw, headers }), route, 413)
        expect(json.message).toBe(SERVER.bodyTooLarge)
      }
    })
  }

  if (route.input === 'none' && route.method === 'GET') {
    it('ignores a garbage query', async () => {
      const response = await h.app.request(`${route.path}?input=${encodeURIComponent('{bad')}&limit=abc`, {
        headers: { origin: TEST_ORIGIN, ...(cookies[route.as] ? { cookie: cookies[route.as]! } : {}) },
      })
      expect(response.status).toBeLessThan(500)
      expectNoInsides(await response.text())
    })
  }
})

/**
 * Routes of the quizzes work that is in progress beside this file: each moves into ROUTES as it
 * settles, and this list shrinks to nothing.
 */
const NOT_YET_IN_TABLE = [/^\w+ \/api\/v1\/(admin\/)?quizzes\b/, /^(admin\.)?quizzes\./]

describe('the table', () => {
  it('lists every mounted REST route and every tRPC procedure', () => {
    const listed = new Set(
      ROUTES.map((route) =>
        route.path.startsWith('/trpc/')
          ? route.path.slice('/trpc/'.length).split('?')[0]
          : `${route.method} ${route.path}`,
      ),
    )
    const mounted = [
      ...h.app.routes
        .filter((r) => r.path.startsWith('/api/v1/') && r.method !== 'ALL')
        .map((r) => `${r.method} ${r.path}`),
      ...Object.keys(appRouter._def.procedures),
    ]
    const missing = mounted.filter((key) => !listed.has(key) && !NOT_YET_IN_TABLE.some((pattern) => pattern.test(key)))
    expect(missing).toEqual([])
  })
})

describe('malformed JSON', () => {
  it('says so in the same words over REST and tRPC', async () => {
    const rest = await request(
      ROUTES.find((route) => route.name === 'REST login')!,
      { raw: '{"email":' },
    )
    expect(await rest.json()).toEqual({ success: false, message: SERVER.invalidJson })
    const trpc = await request(
      ROUTES.find((route) => route.name === 'tRPC auth.login')!,
      { raw: '{"email":' },
    )
    expect((await trpc.json()).error.message).toBe(SERVER.invalidJson)
  })
})

describe('unknown paths and methods', () => {
  it.each([
    ['GET', '/api/v1/nowhere'],
    ['POST', '/api/v1/users/nowhere'],
    ['DELETE', '/api/v1/users/me'],
    ['GET', '/trpc/nowhere.at.all'],
    ['GET', '/trpc/auth.login'],
    ['POST', '/trpc/auth.me'],
  ])('%s %s is a 4xx with a message', async (method, path) => {
    const response = await h.app.request(path, {
      method,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      ...(method === 'GET' ? {} : { body: '{}' }),
    })
    await expectClientError(response, { path } as Route)
  })
})
