import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { createLogger } from '#server/logger'
import { uploadImage } from '#server/images/service'
import { notifyDeps } from '#server/notifications/service'
import { approvedQuiz, signedInUser } from '#server/testing/fixtures'
import { createHarness } from '#server/testing/harness'
import { pgRunPrefix, pgTemplateDb, testDatabaseUrl, withDatabase } from '#server/testing/template'
import { checkLedger } from '#server/wallet/ledger-check'
import * as wallet from '#server/wallet/service'
import {
  BackupError,
  backupFormatOf,
  backupPglite,
  backupPostgres,
  listenForBackups,
  restorePglite,
  restorePostgres,
} from './backup'
import { type DatabaseHandle, type DB, openDatabase } from './index'
import { migrateToLatest } from './migrate'
import { pgliteTemplateDir } from './pglite-template'

const ADMIN_EMAIL = 'backup-admin@example.com'
const SLOW = 180_000

let scratch: string
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'quizdom-backup-test-'))
})
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/**
 * Users, a paid quiz, a funded wallet, an attempt bought, started and submitted: every kind of row
 * a backup must carry, money included. The harness serves the database it is given.
 */
async function populate(database: DatabaseHandle) {
  const h = await createHarness({ database, env: { ADMIN_EMAILS: ADMIN_EMAIL, PLATFORM_FEE_PERCENT: '10' } })
  const admin = await signedInUser(h, { email: ADMIN_EMAIL })
  const creator = await signedInUser(h)
  const player = await signedInUser(h)
  const request = await wallet.requestAddFunds(h.db, player.id, { amountPaise: 20_000, paymentMethod: 'upi' })
  await wallet.approveTransaction(h.db, notifyDeps(h.deps), admin.id, request.id)
  const quiz = await approvedQuiz(h.db, creator.id, { isPaid: true, pricePaise: 4900 })
  expect((await player.client.post(`/api/v1/quizzes/${quiz.id}/start`, {})).status).toBeLessThan(300)
  expect((await player.client.post(`/api/v1/quizzes/${quiz.id}/submit`, { answers: [] })).status).toBe(200)
  const free = await approvedQuiz(h.db, creator.id)
  expect((await player.client.post(`/api/v1/quizzes/${free.id}/start`, {})).status).toBeLessThan(300)
  // A picture's bytes live in the database (decision 038): the digest below holds them too.
  const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
    .png()
    .toBuffer()
  await uploadImage(
    h.db,
    { id: creator.id, username: creator.username, email: creator.email, role: 'user' },
    picture,
    'Kept',
  )
  return h
}

/** Every table's row count and a digest of its rows: equal snapshots, equal databases. */
async function snapshot(db: DB) {
  const { rows: tables } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = 'public' order by tablename
  `.execute(db)
  const result: Record<string, { rows: number; digest: string }> = {}
  for (const { name } of tables) {
    const { rows } = await sql<{ rows: string; digest: string }>`
      select count(*) as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
      from ${sql.table(name)} t
    `.execute(db)
    result[name] = { rows: Number(rows[0]!.rows), digest: rows[0]!.digest }
  }
  return result
}

describe('PGlite backups', () => {
  it(
    'are written by the running server and directly, and restore every row with a clean ledger',
    async () => {
      const source = join(scratch, 'source')
      const database = await openDatabase({ kind: 'pglite', dataDir: source, template: pgliteTemplateDir() })
      await migrateToLatest(database.db)
      const h = await populate(database)
      const before = await snapshot(h.db)
      for (const table of [
        'users',
        'quizzes',
        'attempts',
        'ledger_entries',
        'wallet_transactions',
        'question_images',
      ]) {
        expect(before[table]?.rows, table).toBeGreaterThan(0)
      }

      // While the server runs: it holds DATA_DIR, so the backup asks it (here, this very process).
      const stop = listenForBackups(database, source, createLogger('silent'))
      const live = join(scratch, 'live.tar.gz')
      try {
        expect(await backupPglite(source, live, { timeoutMs: 60_000 })).toBe('by the running server')
      } finally {
        stop()
      }
      expect(backupFormatOf(live)).toBe('pglite')
      await expect(backupPglite(source, live)).rejects.toThrow(BackupError)
      await h.close()

      // With no server: the backup opens the directory itself.
      const offline = join(scratch, 'offline.tar.gz')
      expect(await backupPglite(source, offline)).toBe('directly')

      for (const [name, file] of [
        ['from-live', live],
        ['from-offline', offline],
      ] as const) {
        const restored = await restorePglite(join(scratch, name), file)
        try {
          expect(await snapshot(restored.db)).toEqual(before)
          expect(await checkLedger(restored.db)).toEqual([])
        } finally {
          await restored.close()
        }
      }
    },
    SLOW,
  )

  it('refuse a directory that is not empty, a file of the other kind, and a stopped-looking server', async () => {
    const full = join(scratch, 'full')
    const database = await openDatabase({ kind: 'pglite', dataDir: full, template: pgliteTemplateDir() })
    try {
      const file = join(scratch, 'full.tar.gz')
      // Held by a process that does not listen for requests (no quizdom.backup beside its lock).
      await expect(backupPglite(full, file)).rejects.toThrow(/does not take backup requests/)
      expect(existsSync(file)).toBe(false)
    } finally {
      await database.close()
    }
    const file = join(scratch, 'full.tar.gz')
    await backupPglite(full, file)
    await expect(restorePglite(full, file)).rejects.toThrow(/not empty/)
    await expect(restorePostgres('postgres://nobody@127.0.0.1:1/none', file)).rejects.toThrow(/PGlite backup/)
    const junk = join(scratch, 'junk.bin')
    writeFileSync(junk, 'not a backup')
    expect(() => backupFormatOf(junk)).toThrow(/not a Quizdom backup/)
    await expect(backupPglite(join(scratch, 'nothing-here'), join(scratch, 'none.tar.gz'))).rejects.toThrow(
      /no database/,
    )
  })
})

describe.runIf(testDatabaseUrl())('Postgres backups', () => {
  const url = testDatabaseUrl()!
  const names: string[] = []
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await client.query(query)
    } finally {
      await client.end()
    }
  }
  const newDatabase = async (from: string) => {
    const name = `${pgRunPrefix(inject('pgRunId'))}bk${randomUUID().replaceAll('-', '').slice(0, 10)}`
    names.push(name)
    await admin(`create database ${name} template ${from}`)
    return withDatabase(url, name)
  }
  afterAll(async () => {
    for (const name of names) await admin(`drop database if exists ${name} with (force)`)
  })

  it(
    'pg_dump and pg_restore carry every row into an empty database, with a clean ledger',
    async () => {
      const sourceUrl = await newDatabase(pgTemplateDb(inject('pgRunId')))
      const h = await populate(await openDatabase({ kind: 'postgres', url: sourceUrl }))
      const before = await snapshot(h.db)
      const file = join(scratch, 'pg.pgdump')
      await backupPostgres(sourceUrl, file)
      await h.close()
      expect(backupFormatOf(file)).toBe('postgres')

      await expect(restorePostgres(sourceUrl, file)).rejects.toThrow(/not empty/)
      const targetUrl = await newDatabase('template0')
      await restorePostgres(targetUrl, file)
      const restored = await openDatabase({ kind: 'postgres', url: targetUrl })
      try {
        expect(await snapshot(restored.db)).toEqual(before)
        expect(await checkLedger(restored.db)).toEqual([])
      } finally {
        await restored.close()
      }
      await expect(restorePglite(join(scratch, 'pg-into-pglite'), file)).rejects.toThrow(/Postgres backup/)
    },
    SLOW,
  )
})
