import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#server/db/index'
import { RATE_LIMIT_BUCKETS } from '#server/http/rate-limit'
import { ageAttempt, approvedQuiz, newUserSession } from '#server/testing/fixtures'
import { newUser, openTestDatabase, readAnswer } from '#server/testing/harness'
import {
  killStartedServers,
  nextIp,
  ORIGIN,
  ready,
  type ServerProcess,
  startServer,
} from '#server/testing/server-processes'
import { testDatabaseUrl } from '#server/testing/template'
import { checkLedger } from '#server/wallet/ledger-check'
import { m } from '#shared/i18n'

/**
 * Many instances on one Postgres (issue 26): two real server processes on one database, requests
 * alternating between them. Nothing that matters may live in one process's memory. (One instance's
 * WEB_CONCURRENCY workers: cluster.test.ts.)
 */

const LOGIN = RATE_LIMIT_BUCKETS.login

/** A browser: one cookie jar, one client address, sending to whichever instance it is told. */
function browser(ip = nextIp()) {
  const jar = new Map<string, string>()
  const send = async (
    at: ServerProcess,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const response = await fetch(`${at.base}${path}`, {
      method,
      headers: {
        origin: ORIGIN,
        'x-forwarded-for': ip,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return readAnswer(response, jar)
  }
  return {
    get: (at: ServerProcess, path: string, headers?: Record<string, string>) =>
      send(at, 'GET', path, undefined, headers),
    post: (at: ServerProcess, path: string, body: unknown = {}, headers?: Record<string, string>) =>
      send(at, 'POST', path, body, headers),
    setCookie: (name: string, value: string) => jar.set(name, value),
  }
}

async function signedIn(at: ServerProcess, overrides: Partial<ReturnType<typeof newUser>> = {}) {
  const person = browser()
  const user = newUser(overrides)
  expect((await person.post(at, '/api/v1/users/signup', user)).status).toBe(201)
  const login = await person.post(at, '/api/v1/users/login', { email: user.email, password: user.password })
  expect(login.status, login.text).toBe(200)
  return Object.assign(person, { id: login.json._id as string, role: login.json.role as string })
}

afterAll(killStartedServers)

describe.skipIf(!testDatabaseUrl())('two instances on one Postgres database', () => {
  const ADMIN_EMAIL = `admin_${randomUUID().slice(0, 8)}@example.com`
  let database: DatabaseHandle & { url?: string }
  let a: ServerProcess
  let b: ServerProcess

  beforeAll(async () => {
    database = await openTestDatabase()
    const env = {
      DATABASE_URL: database.url!,
      RATE_LIMITS: 'on',
      TRUST_PROXY: 'on',
      ADMIN_EMAILS: ADMIN_EMAIL,
      // Each instance sweeps expired attempts every 300 ms (a minute in production).
      QUIZDOM_TEST_SWEEP_MS: '300',
    }
    ;[a, b] = await Promise.all([startServer(env), startServer(env)])
    await Promise.all([ready(a), ready(b)])
  }, 90_000)

  afterAll(async () => {
    for (const server of [a, b]) server?.child.kill('SIGKILL')
    await Promise.all([a?.exited, b?.exited])
    await database?.close()
  })

  it('keeps a session made on one instance good on the other, and a logout on either ends it on both', async () => {
    const person = browser()
    const user = newUser()
    expect((await person.post(a, '/api/v1/users/signup', user)).status).toBe(201)
    const login = await person.post(a, '/api/v1/users/login', { email: user.email, password: user.password })
    expect(login.status).toBe(200)
    const me = await person.get(b, '/api/v1/users/me')
    expect(me.status).toBe(200)
    expect(me.json.data._id).toBe(login.json._id)
    expect((await person.post(b, '/api/v1/users/logout')).status).toBe(200)
    // The cookie as it was before the logout, sent to the other instance: the session is over there too.
    const sessionCookie = login.headers.getSetCookie().find((cookie) => cookie.startsWith('session='))
    const stale = browser()
    stale.setCookie('session', sessionCookie!.split(';')[0]!.slice('session='.length))
    expect((await stale.get(a, '/api/v1/users/me')).status).toBe(401)
  })

  it('spends one rate-limit budget across both instances', async () => {
    const stranger = browser()
    for (let attempt = 1; attempt <= LOGIN.limit; attempt++) {
      const at = attempt % 2 ? a : b
      const response = await stranger.post(at, '/api/v1/users/login', { email: newUser().email, password: 'wrong' })
      expect(response.status, `attempt ${attempt}`).toBe(401)
    }
    for (const at of [a, b]) {
      const limited = await stranger.post(at, '/api/v1/users/login', { email: newUser().email, password: 'wrong' })
      expect(limited.status).toBe(429)
      expect(limited.json).toEqual({ success: false, message: m.server_rate_limited() })
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    }
  })

  it('replays an idempotency key on the other instance, and charges a paid start made on both at once once', async () => {
    const admin = await signedIn(b, { email: ADMIN_EMAIL })
    expect(admin.role).toBe('admin')
    const player = await signedIn(a)
    const key = randomUUID()
    const first = await player.post(a, '/api/v1/wallet/add-funds', { amount: 100 }, { 'idempotency-key': key })
    expect(first.status, first.text).toBe(201)
    const replay = await player.post(b, '/api/v1/wallet/add-funds', { amount: 100 }, { 'idempotency-key': key })
    expect(replay.status, replay.text).toBe(201)
    expect(replay.json.data.transaction._id).toBe(first.json.data.transaction._id)
    const requests = await database.db
      .selectFrom('wallet_transactions')
      .select('id')
      .where('user_id', '=', player.id)
      .where('type', '=', 'payment')
      .execute()
    expect(requests).toHaveLength(1)
    const approval = await admin.post(b, `/api/v1/admin/transactions/${first.json.data.transaction._id}/approve`)
    expect(approval.status, approval.text).toBe(200)
    // Approving it again on the other instance is refused and moves nothing.
    const again = await admin.post(a, `/api/v1/admin/transactions/${first.json.data.transaction._id}/approve`)
    expect(again.status).toBeGreaterThanOrEqual(400)
    expect(again.status).toBeLessThan(500)
    expect((await player.get(a, '/api/v1/wallet')).json.data.wallet.balance).toBe(100)

    const creator = await newUserSession(database.db)
    const quiz = await approvedQuiz(database.db, creator.userId, { isPaid: true, pricePaise: 4000 })
    const starts = await Promise.all([a, b].map((at) => player.post(at, `/api/v1/quizzes/${quiz.id}/start`)))
    for (const start of starts) expect(start.status, start.text).toBe(200)
    expect(starts[0]!.json.data._id).toBe(starts[1]!.json.data._id)
    expect((await player.get(b, '/api/v1/wallet')).json.data.wallet.balance).toBe(60)
    const fees = await database.db
      .selectFrom('wallet_transactions')
      .select('amount_paise')
      .where('user_id', '=', player.id)
      .where('type', '=', 'quiz_fee')
      .execute()
    expect(fees).toEqual([{ amount_paise: 4000 }])
    expect(await checkLedger(database.db)).toEqual([])
  })

  it("ends each expired attempt once, whichever instance's sweep finds it", async () => {
    const creator = await newUserSession(database.db)
    const quiz = await approvedQuiz(database.db, creator.userId, { timeLimit: 60 })
    const players = await Promise.all(Array.from({ length: 8 }, () => newUserSession(database.db)))
    const ids: string[] = []
    for (const [index, session] of players.entries()) {
      const player = browser()
      player.setCookie('session', session.token)
      const start = await player.post(index % 2 ? a : b, `/api/v1/quizzes/${quiz.id}/start`)
      expect(start.status, start.text).toBe(200)
      ids.push(start.json.data._id)
    }
    const logged = (server: ServerProcess) =>
      server.log.filter((line) => line.msg === 'attempt sweep').map((line) => line.finalized as number)
    const countsBefore = [logged(a).length, logged(b).length]
    for (const id of ids) await ageAttempt(database.db, id, 120)
    const until = Date.now() + 10_000
    let open = ids.length
    while (open > 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      const rows = await database.db
        .selectFrom('attempts')
        .select('id')
        .where('id', 'in', ids)
        .where('status', '=', 'in_progress')
        .execute()
      open = rows.length
    }
    expect(open).toBe(0)
    // The sweeps' lines say how many each ended: together every attempt, none twice. A sweep that
    // ended the last ones may write its line a moment after its commit (on a busy host, seconds).
    const endedInLines = () =>
      [...logged(a).slice(countsBefore[0]), ...logged(b).slice(countsBefore[1])].reduce((sum, count) => sum + count, 0)
    await expect.poll(endedInLines, { timeout: 10_000 }).toBeGreaterThanOrEqual(ids.length)
    expect(endedInLines()).toBe(ids.length)
  })

  it('keeps serving from the other instance when one is killed under load, and loses nothing acknowledged', async () => {
    const payer = await signedIn(b)
    type Ack = { kind: 'contact'; marker: string } | { kind: 'funds'; key: string; transactionId: string }
    const acknowledged: Ack[] = []
    const failuresOnB: string[] = []
    let aDown = false
    let stop = false

    /** One write, to A (until it is gone) or B; a write A never acknowledged is sent again to B. */
    const write = async (prefer: ServerProcess, send: (at: ServerProcess) => Promise<{ status: number }>) => {
      const first = aDown ? b : prefer
      try {
        return { at: first, response: await send(first) }
      } catch (error) {
        if (first === b) {
          failuresOnB.push(String(error))
          return null
        }
        // A died under this request: whatever it did or did not commit, the retry on B must settle it.
        return { at: b, response: await send(b) }
      }
    }

    const contactWriter = async (writer: number) => {
      for (let n = 0; !stop; n++) {
        const marker = `w${writer}-${n}-${randomUUID().slice(0, 8)}`
        const sender = browser()
        const result = await write(n % 2 ? a : b, (at) =>
          sender.post(at, '/api/v1/contact', {
            name: 'Load',
            email: 'load@example.com',
            subject: marker,
            message: 'A message sent under load.',
          }),
        )
        if (!result) continue
        if (result.at === b && result.response.status !== 201) failuresOnB.push(`contact ${result.response.status}`)
        if (result.response.status === 201) acknowledged.push({ kind: 'contact', marker })
      }
    }

    const fundsWriter = async () => {
      // Within the money budget of one account: 30 an hour, less what this account spent already.
      for (let n = 0; !stop && n < 20; n++) {
        const key = randomUUID()
        const result = await write(n % 2 ? a : b, (at) =>
          payer.post(at, '/api/v1/wallet/add-funds', { amount: 10 + n }, { 'idempotency-key': key }),
        )
        if (!result) continue
        const { response } = result as { response: { status: number; json?: any } }
        if (result.at === b && response.status !== 201) failuresOnB.push(`add-funds ${response.status}`)
        if (response.status === 201) {
          acknowledged.push({ kind: 'funds', key, transactionId: response.json.data.transaction._id })
        }
      }
    }

    const load = Promise.all([contactWriter(1), contactWriter(2), contactWriter(3), fundsWriter()])
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    const beforeKill = acknowledged.length
    a.child.kill('SIGKILL')
    aDown = true
    await a.exited
    const killedAt = acknowledged.length
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    stop = true
    await load

    expect(beforeKill).toBeGreaterThan(0)
    // B kept answering after A was gone, every request of it.
    expect(acknowledged.length).toBeGreaterThan(killedAt)
    expect(failuresOnB).toEqual([])
    expect((await fetch(`${b.base}/api/v1/ready`)).status).toBe(200)

    // Every acknowledged write is in the database, and a retried money call moved money once.
    const markers = acknowledged.flatMap((ack) => (ack.kind === 'contact' ? [ack.marker] : []))
    const stored = await database.db
      .selectFrom('contact_messages')
      .select('subject')
      .where('subject', 'in', markers)
      .execute()
    // A message A stored as it died, sent again to B, is there twice: a call without an idempotency
    // key may be repeated by its retry (money calls take keys for that reason). None is missing.
    expect(new Set(stored.map((row) => row.subject))).toEqual(new Set(markers))
    const funds = acknowledged.flatMap((ack) => (ack.kind === 'funds' ? [ack] : []))
    expect(funds.length).toBeGreaterThan(0)
    const keys = await database.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('user_id', '=', payer.id)
      .execute()
    const transactions = await database.db
      .selectFrom('wallet_transactions')
      .select('id')
      .where('user_id', '=', payer.id)
      .execute()
    // One transaction per key the servers took (one A took as it died was settled by its retry on
    // B, a replay), and every acknowledged one among them.
    expect(transactions).toHaveLength(keys.length)
    const transactionIds = transactions.map((row) => row.id)
    for (const ack of funds) expect(transactionIds).toContain(ack.transactionId)
    expect(await checkLedger(database.db)).toEqual([])
  })
})
