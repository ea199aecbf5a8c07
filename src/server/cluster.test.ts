import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#server/db/index'
import { openTestDatabase } from '#server/testing/harness'
import { killStartedServers, nextIp, ORIGIN, ready, startServer } from '#server/testing/server-processes'
import { testDatabaseUrl } from '#server/testing/template'
import { KEEP_ALIVE_MS } from '#server/server'

/**
 * WEB_CONCURRENCY: one instance's workers on one port (node:cluster), a real server process
 * started as main.ts starts it. Refused on the embedded database, which is one process's.
 */

afterAll(killStartedServers)

/**
 * A request on a connection of its own (no keep-alive), so node:cluster may give it to any worker.
 * Given up after 10 s, so a lost connection fails with a reason rather than the test's timeout.
 */
function oneShot(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, agent: false, timeout: 10_000 }, (response) => {
      response.resume()
      response.once('end', () => resolve(response.statusCode ?? 0))
    })
    request.once('timeout', () => request.destroy(new Error(`no answer to ${path} in 10 s`)))
    request.once('error', reject)
    request.end()
  })
}

/**
 * A contact message whose body arrives in two halves: the first now, the rest when `finish` is
 * called. Until then it is a request in flight.
 */
function slowContact(port: number, subject: string, ip: string) {
  const body = JSON.stringify({ name: 'Slow', email: 'slow@example.com', subject, message: 'Sent in two halves.' })
  const half = Math.floor(body.length / 2)
  let settle: (status: number) => void = () => {}
  let fail: (error: Error) => void = () => {}
  const answered = new Promise<number>((resolve, reject) => {
    settle = resolve
    fail = reject
  })
  const request = httpRequest(
    {
      host: '127.0.0.1',
      port,
      path: '/api/v1/contact',
      method: 'POST',
      agent: false,
      headers: {
        origin: ORIGIN,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'x-forwarded-for': ip,
      },
    },
    (response) => {
      response.resume()
      response.once('end', () => settle(response.statusCode ?? 0))
    },
  )
  request.once('error', fail)
  request.write(body.slice(0, half))
  return { answered, finish: () => request.end(body.slice(half)) }
}

describe.skipIf(!testDatabaseUrl())('WEB_CONCURRENCY on Postgres', () => {
  let database: DatabaseHandle & { url?: string }
  beforeAll(async () => {
    database = await openTestDatabase()
  })
  afterAll(() => database?.close())

  it('serves one port from two worker processes, and drains requests in flight on SIGTERM', async () => {
    const server = await startServer({ DATABASE_URL: database.url!, WEB_CONCURRENCY: '2', TRUST_PROXY: 'on' })
    await ready(server)
    // Ready once one worker listens: wait for the other too.
    const until = Date.now() + 30_000
    while (server.log.filter((line) => line.msg === 'listening').length < 2 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const statuses = await Promise.all(Array.from({ length: 24 }, () => oneShot(server.port, '/api/v1/health')))
    expect(statuses.every((status) => status === 200)).toBe(true)
    // Idle connections are held longer than a browser's or a proxy's minute, so the other side closes them.
    const health = await fetch(`${server.base}/api/v1/health`)
    expect(health.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`)
    const servedBy = new Set(
      server.log.filter((line) => line.msg === 'request' && line.path === '/api/v1/health').map((line) => line.pid),
    )
    expect(servedBy.size).toBe(2)
    expect(servedBy.has(server.child.pid!)).toBe(false)

    // A worker that dies is replaced, and the port keeps answering meanwhile. Until the primary
    // has seen the death, node:cluster may still hand it a connection, which is then lost: a
    // request sent at that moment is the one in flight on a worker that crashed, as behind any
    // proxy. From then on, the other worker answers.
    const [victim] = servedBy
    process.kill(victim!, 'SIGKILL')
    const seen = Date.now() + 10_000
    while (!server.log.some((line) => line.msg === 'worker died; starting another') && Date.now() < seen) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const replaced = Date.now() + 30_000
    while (server.log.filter((line) => line.msg === 'listening').length < 3 && Date.now() < replaced) {
      expect(await oneShot(server.port, '/api/v1/health')).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(server.log).toContainEqual(expect.objectContaining({ msg: 'worker died; starting another', worker: victim }))
    const listening = server.log.filter((line) => line.msg === 'listening').map((line) => line.pid)
    expect(listening).toHaveLength(3)
    expect(listening[2]).not.toBe(victim)

    // Requests in flight when the signal comes are answered before the workers exit.
    const subjects = Array.from({ length: 4 }, (_, n) => `drain-${n}-${randomUUID().slice(0, 8)}`)
    const slow = subjects.map((subject) => slowContact(server.port, subject, nextIp()))
    await new Promise((resolve) => setTimeout(resolve, 500))
    server.child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 500))
    for (const request of slow) request.finish()
    expect(await Promise.all(slow.map((request) => request.answered))).toEqual(subjects.map(() => 201))
    expect(await server.exited).toBe(0)
    const stored = await database.db
      .selectFrom('contact_messages')
      .select('subject')
      .where('subject', 'in', subjects)
      .execute()
    expect(stored).toHaveLength(subjects.length)
    await expect(oneShot(server.port, '/api/v1/health')).rejects.toThrow()
  }, 60_000)
})

describe('WEB_CONCURRENCY on the embedded database', () => {
  it('is refused at start with a line that says why', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'quizdom-instances-'))
    try {
      const server = await startServer({ DATA_DIR: dataDir, WEB_CONCURRENCY: '2' })
      expect(await server.exited).toBe(1)
      expect(server.stderr.join('\n')).toContain(
        'WEB_CONCURRENCY: more than one worker needs DATABASE_URL (PostgreSQL): the embedded database serves one process.',
      )
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 30_000)
})
