import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#db/schema'
import { createApp } from '#server/app'
import { createHarness, type TestHarness } from '#server/testing/harness'
import { m } from '#shared/i18n'

/** The probes a load balancer asks: the process is up; the database answers with every migration. */
let h: TestHarness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

describe('GET /api/v1/health and /api/v1/ready', () => {
  it('answer 200 when the process is up and the database migrated', async () => {
    const health = await h.client().get('/api/v1/health')
    expect(health.status).toBe(200)
    expect(health.json).toEqual({ success: true, data: { status: 'ok' } })
    const ready = await h.client().get('/api/v1/ready')
    expect(ready.status).toBe(200)
    expect(ready.json).toEqual({ success: true, data: { status: 'ready' } })
  })

  it('ready is 503 while a migration this version needs is missing, and 200 with a later one applied', async () => {
    const [last] = await h.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .orderBy('name' as never, 'desc')
      .limit(1)
      .execute()
    const name = (last as unknown as { name: string }).name
    await h.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', name as never)
      .execute()
    try {
      const ready = await h.client().get('/api/v1/ready')
      expect(ready.status).toBe(503)
      expect(ready.json).toEqual({ success: false, message: m.readiness_texts_migrations_pending() })
      // The process itself is still up.
      expect((await h.client().get('/api/v1/health')).status).toBe(200)
    } finally {
      await h.db
        .insertInto('kysely_migration' as never)
        .values({ name, timestamp: new Date().toISOString() } as never)
        .execute()
    }
    // A newer version's migration, applied while this one still serves, does not take it out.
    await h.db
      .insertInto('kysely_migration' as never)
      .values({ name: '9999-12-31T9999_from_the_future', timestamp: new Date().toISOString() } as never)
      .execute()
    expect((await h.client().get('/api/v1/ready')).status).toBe(200)
  })

  it('ready is 503 when the database does not answer, while health stays 200', async () => {
    // Nothing listens on port 1: every query fails at once.
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' })
    pool.on('error', () => {})
    const deadDb = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    const app = createApp({ ...h.deps, db: deadDb })
    try {
      const ready = await app.request('/api/v1/ready')
      expect(ready.status).toBe(503)
      expect(await ready.json()).toEqual({ success: false, message: m.readiness_texts_database_down() })
      expect((await app.request('/api/v1/health')).status).toBe(200)
    } finally {
      await deadDb.destroy()
    }
  })
})
