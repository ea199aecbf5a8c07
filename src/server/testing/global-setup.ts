import { randomUUID } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { rmSync, writeFileSync } from 'node:fs'
import pg from 'pg'
import { createPglite } from '#server/db/index'
import { migrateToLatest } from '#server/db/migrate'
import { Kysely, PGliteDialect } from 'kysely'
import { pgRunPrefix, pgTemplateDb, testDatabaseUrl, withDatabase } from './template'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string
    pgRunId: string
  }
}

/**
 * Migrates once, then every test file starts from a copy: a PGlite data-dir dump, or a Postgres
 * database created from a migrated template (CREATE DATABASE ... TEMPLATE is a file copy).
 */
export default async function setup(project: TestProject) {
  const url = testDatabaseUrl()
  const runId = randomUUID().replaceAll('-', '').slice(0, 10)
  project.provide('pgRunId', runId)
  if (url) {
    const templateDb = pgTemplateDb(runId)
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${templateDb}`)
    await admin.end()
    const { openDatabase } = await import('#server/db/index')
    const template = await openDatabase({ kind: 'postgres', url: withDatabase(url, templateDb), poolSize: 1 })
    await migrateToLatest(template.db)
    await template.close()
    return async () => {
      const cleanup = new pg.Client({ connectionString: url })
      await cleanup.connect()
      const stale = await cleanup.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [pgRunPrefix(runId)],
      )
      for (const { datname } of stale.rows) await cleanup.query(`drop database if exists ${datname} with (force)`)
      await cleanup.end()
    }
  }

  const templatePath = join(tmpdir(), `quizdom-test-template-${randomUUID().slice(0, 8)}.tar.gz`)
  project.provide('pgliteTemplatePath', templatePath)
  const pglite = await createPglite(undefined)
  const db = new Kysely<any>({ dialect: new PGliteDialect({ pglite }) })
  await migrateToLatest(db)
  const dump = await pglite.dumpDataDir('gzip')
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()))
  await db.destroy()
  return () => rmSync(templatePath, { force: true })
}
