import { describe, expect, it } from 'vitest'
import { openDatabase } from '#server/db/index'
import { createHarness } from '#server/testing/harness'
import { freePort } from '#server/testing/server-processes'
import { isDatabaseUnavailable } from './connection-errors'
import { m } from '#shared/i18n'

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a backend ended by pg_terminate_backend', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['a server starting up', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a connection exception', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a reset socket', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a client that lost its connection', new Error('Client has encountered a connection error and is not queryable')],
    [
      'every address of a host refusing',
      new AggregateError([Object.assign(new Error('a'), { code: 'ECONNREFUSED' })], 'connect failed'),
    ],
    ['a lost connection as the cause', new Error('wrapped', { cause: new Error('Connection terminated') })],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a check violation', Object.assign(new Error('check'), { code: '23514' })],
    ['a bug', new TypeError('undefined is not a function')],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})

describe('a request whose database cannot be reached', () => {
  it('answers 503 in words with Retry-After over REST and tRPC, never a 500', async () => {
    // A port nothing listens on: every connection is refused, after the pool's three tries.
    const database = await openDatabase({
      kind: 'postgres',
      url: `postgres://postgres@127.0.0.1:${await freePort()}/x`,
    })
    const h = await createHarness({ database })
    try {
      const rest = await h.client().get('/api/v1/quizzes/public')
      expect(rest.status).toBe(503)
      expect(rest.json).toEqual({ success: false, message: m.server_database_unavailable() })
      expect(rest.headers.get('retry-after')).toBe('2')

      const trpc = await h.app.request('/trpc/quizzes.list?input=%7B%7D')
      expect(trpc.status).toBe(503)
      expect(trpc.headers.get('retry-after')).toBe('2')
      expect((await trpc.json()).error.message).toBe(m.server_database_unavailable())

      await expect(h.caller().quizzes.list({})).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: m.server_database_unavailable(),
      })
    } finally {
      await database.close()
    }
  })
})
