import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { Migrator } from 'kysely/migration'
import pg from 'pg'
import { inject } from 'vitest'
import { migrations } from '#db/migrations/index'
import { type DatabaseHandle, openDatabase } from '#server/db/index'
import { pgRunPrefix, testDatabaseUrl, withDatabase } from './template'

/**
 * A database of its own with no migration run, for a test of what a migration does to rows written
 * before it (the template the other tests copy is migrated already): an in-memory PGlite, or a new
 * Postgres database of the run. `close` closes it and drops the Postgres one.
 */
export async function openEmptyDatabase(): Promise<DatabaseHandle> {
  const url = testDatabaseUrl()
  if (!url) return openDatabase({ kind: 'pglite-memory' })
  const name = `${pgRunPrefix(inject('pgRunId'))}${randomUUID().replaceAll('-', '').slice(0, 12)}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name} template template0`)
  await admin.end()
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 4 })
  return {
    ...database,
    async close() {
      await database.close()
      const cleanup = new pg.Client({ connectionString: url })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}

/** Runs the migrations up to and including `name`, and no further. */
export async function migrateTo(db: Kysely<any>, name: string) {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const result = await migrator.migrateTo(name)
  if (result.error) throw result.error
}
