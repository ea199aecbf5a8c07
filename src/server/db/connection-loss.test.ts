import { randomInt, randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '#server/db/index'
import { ageAttempt, approvedQuiz, newUserSession } from '#server/testing/fixtures'
import { newUser, openTestDatabase, readAnswer } from '#server/testing/harness'
import { canRunPrivatePostgres, startPrivatePostgres } from '#server/testing/private-postgres'
import { killStartedServers, ORIGIN, ready, type ServerProcess, startServer } from '#server/testing/server-processes'
import { startSmsStandIn } from '#server/testing/sms-stand-in'
import { startTestSmtpServer } from '#server/testing/smtp'
import { testDatabaseUrl } from '#server/testing/template'
import { checkLedger } from '#server/wallet/ledger-check'
import { m } from '#shared/i18n'

/**
 * Postgres ends backends on its own: a restart, a failover, idle_session_timeout, a proxy resetting
 * idle sockets, pg_terminate_backend. A server process must outlive every such end: what was running
 * on a lost connection answers 503 in words (or is tried again where nothing had been sent), the pool
 * opens new connections, the background work goes on, and no money moves twice or goes missing.
 * Here a real server process serves a load of sign-ins, starts, answers, submits, money, codes by SMS
 * and link-preview pictures while its connections are ended again and again, and while its
 * Postgres restarts.
 */

afterAll(killStartedServers)

interface Outcome {
  status: number
  message?: string
}

type Browser = ReturnType<typeof browserOf>

function browserOf(server: ServerProcess) {
  const jar = new Map<string, string>()
  const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const response = await fetch(`${server.base}${path}`, {
      method,
      headers: {
        origin: ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return readAnswer(response, jar)
  }
  return {
    get: (path: string) => send('GET', path),
    post: (path: string, body: unknown = {}, headers?: Record<string, string>) => send('POST', path, body, headers),
    setCookie: (name: string, value: string) => jar.set(name, value),
  }
}

/**
 * Serves a load on a server over `url` (migrated by the server as it starts) while `disrupt` runs,
 * then checks that the server lived through it and everything answers, balances and goes out after.
 */
async function survives(url: string, disrupt: () => Promise<void>) {
  const adminEmail = `admin_${randomUUID().slice(0, 8)}@example.com`
  const smtp = await startTestSmtpServer()
  const sms = await startSmsStandIn()
  const server = await startServer({
    ...sms.env('msg91'),
    DATABASE_URL: url,
    SMTP_URL: smtp.url,
    ADMIN_EMAILS: adminEmail,
    QUIZDOM_TEST_SWEEP_MS: '200',
    RATE_LIMITS: 'off',
  })
  let database: DatabaseHandle | undefined
  try {
    await ready(server)
    database = await openDatabase({ kind: 'postgres', url, poolSize: 2 })
    const { db } = database
    const creator = await newUserSession(db)
    const quiz = await approvedQuiz(db, creator.userId, { timeLimit: 600 })
    const paid = await approvedQuiz(db, creator.userId, { timeLimit: 600, isPaid: true, pricePaise: 1000 })

    const admin = browserOf(server)
    const adminUser = newUser({ email: adminEmail })
    expect((await admin.post('/api/v1/users/signup', adminUser)).status).toBe(201)
    expect((await admin.post('/api/v1/users/login', { email: adminEmail, password: adminUser.password })).status).toBe(
      200,
    )

    const outcomes: Outcome[] = []
    const signedUp: string[] = []
    const transportFailures: string[] = []
    /** One request: its answer is recorded; a connection the server dropped or refused is a failure. */
    const send = async (request: () => ReturnType<Browser['get']>) => {
      try {
        const answer = await request()
        outcomes.push({ status: answer.status, ...(answer.json?.message ? { message: answer.json.message } : {}) })
        return answer
      } catch (error) {
        transportFailures.push(String((error as Error).cause ?? error))
        return undefined
      }
    }

    let stop = false
    // A player: signs up and in, takes the quiz (start, answer, submit), buys the paid one, asks for
    // funds, asks for a sign-in code by SMS (to a number of its own each time) and draws the quiz's
    // preview picture.
    const player = async () => {
      const person = browserOf(server)
      const user = newUser()
      while (!stop) {
        const signup = await send(() => person.post('/api/v1/users/signup', user))
        if (signup?.status === 201) signedUp.push(user.email)
        if (signup?.status === 201 || signup?.status === 409) break
      }
      while (!stop) {
        const login = await send(() =>
          person.post('/api/v1/users/login', { email: user.email, password: user.password }),
        )
        if (login?.status === 200) break
      }
      while (!stop) {
        const start = await send(() => person.post(`/api/v1/quizzes/${quiz.id}/start`))
        const attemptId = start?.json?.data?._id as string | undefined
        const questionId = start?.json?.data?.questions?.[0]?._id as string | undefined
        if (attemptId && questionId) {
          await send(() =>
            person.post(`/api/v1/quizzes/attempts/${attemptId}/answers`, {
              answers: [{ questionId, selectedOption: 0, timeSpentSeconds: 3 }],
            }),
          )
        }
        if (attemptId) await send(() => person.post(`/api/v1/quizzes/attempts/${attemptId}/submit`, { answers: [] }))
        await send(() => person.post('/api/v1/wallet/add-funds', { amount: 20 }, { 'idempotency-key': randomUUID() }))
        await send(() => person.post(`/api/v1/quizzes/${paid.id}/start`))
        await send(() => person.get('/api/v1/wallet'))
        const number = `9${String(randomInt(100_000_000, 1_000_000_000))}`
        await send(() => person.post('/api/v1/users/phone/code', { phone: number }))
        await send(() => person.get(`/og/quiz/${quiz.id}.png`))
      }
    }
    // An admin approving what the players ask for, so money moves while connections drop.
    const approver = async () => {
      while (!stop) {
        const pending = await send(() => admin.get('/api/v1/admin/transactions?status=pending&type=payment'))
        for (const transaction of (pending?.json?.data?.transactions ?? []).slice(0, 3)) {
          await send(() => admin.post(`/api/v1/admin/transactions/${transaction._id}/approve`))
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }

    const load = [...Array.from({ length: 6 }, player), approver()]
    try {
      await disrupt()
    } finally {
      stop = true
      await Promise.all(load)
    }

    expect(server.child.exitCode, server.stderr.join('\n')).toBeNull()
    expect(transportFailures).toEqual([])
    // Every answer is one a client can read: a result, a refusal in words, or "try again" for what
    // was running on a connection that went away. Never a 500.
    expect(outcomes.filter((outcome) => outcome.status >= 500 && outcome.status !== 503)).toEqual([])
    for (const outcome of outcomes.filter(({ status }) => status === 503)) {
      expect(outcome.message).toBe(m.server_database_unavailable())
    }
    expect(outcomes.some((outcome) => outcome.status < 300)).toBe(true)
    expect(sms.received.length).toBeGreaterThan(0)

    // The pool replaced its connections: everything answers again, and the books balance.
    expect((await fetch(`${server.base}/api/v1/ready`)).status).toBe(200)
    const after = browserOf(server)
    after.setCookie('session', (await newUserSession(db)).token)
    expect((await after.get('/api/v1/wallet')).status).toBe(200)
    const start = await after.post(`/api/v1/quizzes/${quiz.id}/start`)
    expect(start.status, start.text).toBe(200)
    expect(await checkLedger(db)).toEqual([])

    // The background work goes on: the sweep ends an attempt past its deadline, and the outbox
    // sends the verification mail of every account made while connections were dropping.
    await ageAttempt(db, start.json.data._id, 3600)
    await expect
      .poll(
        async () =>
          (await db.selectFrom('attempts').select('status').where('id', '=', start.json.data._id).executeTakeFirst())
            ?.status,
        { timeout: 15_000 },
      )
      .not.toBe('in_progress')
    // A message claimed on a connection that was lost before its sender heard the claim stays
    // leased until the lease runs out, and is sent then: as if that time had passed.
    await db
      .updateTable('mail_outbox')
      .set({ leased_until: sql`now() - interval '1 second'` })
      .where('sent_at', 'is', null)
      .execute()
    for (const email of signedUp) await smtp.waitFor(email, 1, 15_000)
    expect(server.child.exitCode).toBeNull()
  } finally {
    server.child.kill('SIGKILL')
    await server.exited
    await database?.close()
    await smtp.close()
    await sms.close()
  }
}

describe.skipIf(!testDatabaseUrl())('a server on Postgres', () => {
  it('lives through every backend of its database being terminated again and again under load', async () => {
    const database = await openTestDatabase()
    const killer = new pg.Client({ connectionString: testDatabaseUrl() })
    await killer.connect()
    try {
      await survives(database.url!, async () => {
        const name = new URL(database.url!).pathname.slice(1)
        let terminated = 0
        for (let round = 0; round < 25; round++) {
          await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 150))
          const { rowCount } = await killer.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
            [name],
          )
          terminated += rowCount ?? 0
        }
        expect(terminated).toBeGreaterThan(25)
      })
    } finally {
      await killer.end()
      await database.close()
    }
  }, 120_000)

  // A Postgres server of the test's own: restarting the shared one would break the tests beside it.
  it.skipIf(!canRunPrivatePostgres())(
    'lives through its Postgres server restarting under load',
    async () => {
      const postgres = await startPrivatePostgres()
      try {
        await survives(postgres.url, async () => {
          for (let restart = 0; restart < 2; restart++) {
            await new Promise((resolve) => setTimeout(resolve, 1_000))
            await postgres.restart(500)
          }
          await new Promise((resolve) => setTimeout(resolve, 1_000))
        })
      } finally {
        await postgres.remove()
      }
    },
    120_000,
  )
})
