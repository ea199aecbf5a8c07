// Starts the built app for the browser tests on a fresh database: a new PGlite directory, or a
// new Postgres database when E2E_DATABASE_URL is set, with mail on (a test SMTP server, below).
// Playwright's webServer runs and stops it.
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

const postgresUrl = process.env.E2E_DATABASE_URL
if (postgresUrl) {
  const database = 'quizdom_e2e'
  const admin = new pg.Client({ connectionString: postgresUrl })
  await admin.connect()
  await admin.query(`drop database if exists ${database} with (force)`)
  await admin.query(`create database ${database}`)
  await admin.end()
  const url = new URL(postgresUrl)
  url.pathname = `/${database}`
  process.env.DATABASE_URL = url.toString()
} else {
  const dataDir = mkdtempSync(join(tmpdir(), 'quizdom-e2e-'))
  process.env.DATA_DIR = dataDir
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }))
}

// AI goes to a local fake of the OpenAI API: the real client code runs, nothing leaves the machine.
const { startFakeOpenAi } = await import('./fake-openai.mjs')
process.env.AI_BASE_URL = await startFakeOpenAi()
process.env.AI_API_KEY = 'e2e-fake-key'

const { register } = await import('tsx/esm/api')
register()

// Mail goes to a real SMTP server in this process, which keeps every message; the tests read them
// (and the links in them) from a small HTTP API beside it: GET /messages?to=<address>. The same API
// hands out the answers that broke the API's contract: GET /contract-failures.
// Payments go to a local stand-in of Razorpay's HTTP API and hosted checkout: the real adapter
// runs, and the stand-in's signed webhooks come back to this server's endpoint.
const { startRazorpayStandIn } = await import('../../src/server/testing/razorpay-stand-in.ts')
const { STAND_IN_KEYS } = await import('../../src/server/testing/gateway-suite.ts')
const razorpay = await startRazorpayStandIn({
  ...STAND_IN_KEYS,
  webhookUrl: `http://127.0.0.1:${process.env.PORT ?? 3100}/api/v1/payments/razorpay/webhook`,
})
Object.assign(process.env, razorpay.env)

// SMS goes to a local stand-in of MSG91's HTTP API: the real adapter runs; the tests read the codes
// it took from GET /sms?to=<E.164 number> beside the mailbox.
const { startSmsStandIn } = await import('../../src/server/testing/sms-stand-in.ts')
const sms = await startSmsStandIn()
Object.assign(process.env, sms.env('msg91'))

const { startTestSmtpServer } = await import('../../src/server/testing/smtp.ts')
const smtp = await startTestSmtpServer()
process.env.SMTP_URL = smtp.url
const { takeContractFailures } = await import('../../src/server/testing/contract-failures.ts')
/** The /api/v1 answers whose check against the OpenAPI document has not finished. */
const checking = new Set()
/** The run's answers that broke it, kept for the end of the run (global-teardown.ts). */
const everyFailure = []

/** The app's parts once it serves (onStarted below): what the contest clock's hook writes through. */
let appDeps

/**
 * A contest's clock, moved as its tests need (e2e/contest.spec.ts): its start and close set to
 * `startsIn` and `closesIn` seconds from the database's now(); once closed, the contests' round runs
 * at once rather than at its next interval. Nothing else of the app changes.
 */
async function moveContestClock(url, response) {
  const { sql } = await import('kysely')
  const { closeContests } = await import('../../src/server/contests/service.ts')
  const { finalizeExpiredAttempts } = await import('../../src/server/attempts/attempt-service.ts')
  const [id, startsIn, closesIn] = ['id', 'startsIn', 'closesIn'].map((name) => url.searchParams.get(name))
  await appDeps.db
    .updateTable('contests')
    .set({
      starts_at: sql`now() + make_interval(secs => ${Number(startsIn)})`,
      closes_at: sql`now() + make_interval(secs => ${Number(closesIn)})`,
    })
    .where('id', '=', id)
    .execute()
  // Closed: the attempt sweep's work, then the contests' round, as the server's next rounds would.
  if (Number(closesIn) <= 0) await finalizeExpiredAttempts(appDeps.db)
  const ranked = Number(closesIn) <= 0 ? await closeContests(appDeps.db) : 0
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ranked }))
}

/**
 * The codes sent to a number made older by the wait before another may be sent (e2e/phone.spec.ts),
 * as if that wait had passed; nothing else of the app changes.
 */
async function ageSmsCodes(url, response) {
  const { sql } = await import('kysely')
  const { PHONE_CODE } = await import('../../src/shared/constants.ts')
  const ms = PHONE_CODE.resendAfterMs
  await appDeps.db
    .updateTable('phone_codes')
    .set({ created_at: sql`created_at - make_interval(secs => ${ms / 1000})` })
    .where('phone', '=', url.searchParams.get('phone'))
    .execute()
  response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
}

const mailboxPort = Number(process.env.E2E_MAILBOX_PORT ?? Number(process.env.PORT ?? 3100) + 1)
const mailbox = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  if (request.method === 'POST' && url.pathname === '/contest-clock') {
    moveContestClock(url, response).catch((error) => response.writeHead(500).end(String(error)))
    return
  }
  if (request.method === 'POST' && url.pathname === '/sms-clock') {
    ageSmsCodes(url, response).catch((error) => response.writeHead(500).end(String(error)))
    return
  }
  if (request.method === 'GET' && url.pathname === '/sms') {
    const to = url.searchParams.get('to')
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(to ? sms.to(to) : sms.received))
    return
  }
  if (request.method !== 'GET' || !['/messages', '/contract-failures'].includes(url.pathname)) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('GET /messages?to=<address> or /contract-failures')
    return
  }
  if (url.pathname === '/contract-failures') {
    // Answers still being checked are waited for (a moment at most), so none slips past its test.
    // `?all` is the whole run's, for the end: each test takes the new ones, and may be charged
    // another worker's.
    const settled = Promise.allSettled([...checking])
    void Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2000))]).then(() => {
      const taken = takeContractFailures()
      everyFailure.push(...taken)
      const answer = url.searchParams.has('all') ? everyFailure : taken
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
    })
    return
  }
  const to = url.searchParams.get('to')
  const messages = to ? smtp.to(to) : smtp.received
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages))
})
await new Promise((resolve, reject) => {
  mailbox.once('error', reject)
  mailbox.listen(mailboxPort, '127.0.0.1', resolve)
})
mailbox.unref()

// The app as src/server/main.ts starts it, with every /api/v1 answer held to the OpenAPI document
// (the contract test, decision 031); the fixtures ask after each test for the answers that broke it.
const { checkContract } = await import('../../src/server/testing/contract.ts')
const { startServerFromEnvironment } = await import('../../src/server/server.ts')
await startServerFromEnvironment({
  clientDir: fileURLToPath(new URL('../../dist/client', import.meta.url)),
  onStarted: (deps) => {
    appDeps = deps
  },
  onAnswer: (request, response) => {
    const check = checkContract(request, response).finally(() => checking.delete(check))
    checking.add(check)
  },
})
