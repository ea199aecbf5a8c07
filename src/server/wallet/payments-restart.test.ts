import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#server/db/index'
import { newUser, openPgliteDirectory, openTestDatabase, readAnswer } from '#server/testing/harness'
import { STAND_IN_KEYS } from '#server/testing/gateway-suite'
import { type RazorpayStandIn, startRazorpayStandIn } from '#server/testing/razorpay-stand-in'
import { killStartedServers, ORIGIN, ready, type ServerProcess, startServer } from '#server/testing/server-processes'
import { testDatabaseUrl } from '#server/testing/template'
import { checkLedger } from './ledger-check'
import { RAZORPAY_WEBHOOK_PATH } from './schemas'

/**
 * A server killed (SIGKILL) after the gateway captured a payment and before we credited it: the next
 * webhook, or the reconciliation and an admin's fix, credits it once (issue 37). A real server
 * process, on PGlite in a directory or on a Postgres database.
 */
let standIn: RazorpayStandIn
let database: (DatabaseHandle & { url?: string }) | undefined
let dataDir: string | undefined
let env: Record<string, string>
const ADMIN_EMAIL = `restart-admin-${Math.random().toString(36).slice(2, 8)}@example.com`

beforeAll(async () => {
  standIn = await startRazorpayStandIn(STAND_IN_KEYS)
  if (testDatabaseUrl()) {
    database = await openTestDatabase()
    env = { DATABASE_URL: database.url! }
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'quizdom-restart-'))
    // Filled from the run's migrated template, which the server then opens as its own.
    await (await openPgliteDirectory(dataDir)).close()
    env = { DATA_DIR: dataDir }
  }
  // Mail off: the listed address is an admin at signup.
  env = { ...env, ...standIn.env, ADMIN_EMAILS: ADMIN_EMAIL, RATE_LIMITS: 'off', SMTP_URL: '' }
})
afterAll(async () => {
  await killStartedServers()
  await standIn.close()
  await database?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

async function serve(): Promise<ServerProcess> {
  const server = await startServer(env)
  await ready(server)
  standIn.setWebhookUrl(`${server.base}${RAZORPAY_WEBHOOK_PATH}`)
  return server
}

/** A browser with its cookie jar, sending to whichever server is up now. */
function browser() {
  const jar = new Map<string, string>()
  return async (server: ServerProcess, method: string, path: string, body?: unknown) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const response = await fetch(`${server.base}${path}`, {
      method,
      headers: {
        origin: ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return readAnswer(response, jar)
  }
}

async function signUp(server: ServerProcess, overrides: Partial<ReturnType<typeof newUser>> = {}) {
  const send = browser()
  const user = newUser(overrides)
  expect((await send(server, 'POST', '/api/v1/users/signup', user)).status).toBe(201)
  expect(
    (await send(server, 'POST', '/api/v1/users/login', { email: user.email, password: user.password })).status,
  ).toBe(200)
  return send
}

async function kill(server: ServerProcess) {
  server.child.kill('SIGKILL')
  await server.exited
}

describe('a server killed between the gateway’s capture and our credit', () => {
  it('is credited once by the next webhook after the restart, and once by the reconciliation’s fix', async () => {
    let server = await serve()
    const admin = await signUp(server, { email: ADMIN_EMAIL })
    const player = await signUp(server)
    const orderOf = async (rupees: number) =>
      (await player(server, 'POST', '/api/v1/wallet/orders', { amount: rupees })).json.data.order.orderId as string
    const first = await orderOf(150)
    const second = await orderOf(70)

    await kill(server)
    const one = await standIn.capture(first)
    const two = await standIn.capture(second)
    // Neither delivery reached a server.
    expect([one.delivery.status, two.delivery.status]).toEqual([null, null])

    server = await serve()
    expect((await player(server, 'GET', '/api/v1/wallet')).json.data.wallet.balance).toBe(0)
    // The gateway's retry of the first: credited; again: nothing more.
    expect((await standIn.redeliver(one.delivery)).status).toBe(200)
    expect((await standIn.redeliver(one.delivery)).status).toBe(200)
    expect((await player(server, 'GET', '/api/v1/wallet')).json.data.wallet.balance).toBe(150)

    // The second's delivery is given up; the reconciliation finds it, an admin credits it.
    const run = await admin(server, 'POST', '/trpc/admin.wallet.runReconciliation', {})
    expect(run.status, run.text).toBe(200)
    const differences = run.json.result.data.differences as Array<{ id: string; kind: string; reference: string }>
    expect(differences.map(({ kind, reference }) => ({ kind, reference }))).toEqual([
      { kind: 'paid_not_credited', reference: two.payment.id },
    ])
    for (let n = 0; n < 2; n++) {
      const fix = await admin(server, 'POST', '/trpc/admin.wallet.fixMissingCredit', { id: differences[0]!.id })
      expect(fix.status, fix.text).toBe(200)
    }
    expect((await player(server, 'GET', '/api/v1/wallet')).json.data.wallet.balance).toBe(220)

    // Killed once more, and the late webhook of the second after the restart: still once.
    await kill(server)
    server = await serve()
    expect((await standIn.redeliver(two.delivery)).status).toBe(200)
    expect((await player(server, 'GET', '/api/v1/wallet')).json.data.wallet.balance).toBe(220)
    const after = await admin(server, 'POST', '/trpc/admin.wallet.runReconciliation', {})
    expect(after.json.result.data.differences).toEqual([])

    // The ledger's invariants hold on what the killed processes left.
    await kill(server)
    const books = database ?? (await openPgliteDirectory(dataDir!))
    try {
      expect(await checkLedger(books.db)).toEqual([])
    } finally {
      if (!database) await books.close()
    }
  }, 240_000)
})
