import { randomUUID } from 'node:crypto'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import pg from 'pg'
import { createPglite, openDatabase } from '#server/db/index'
import { migrateToLatest } from '#server/db/migrate'
import { pgliteTemplateDir, savePgliteTemplate } from '#server/db/pglite-template'
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
  // The PGlite dump in both modes: tests of the embedded database's own (a data directory on disk,
  // a restart) run on Postgres runs too. Both templates are made at once.
  const kept = keptDumpPath()
  const templatePath = kept ?? join(tmpdir(), `quizdom-test-template-${randomUUID().slice(0, 8)}.tar.gz`)
  project.provide('pgliteTemplatePath', templatePath)
  const [dropPostgres] = await Promise.all([
    url ? postgresTemplate(url, runId) : undefined,
    kept && existsSync(kept) ? undefined : pgliteTemplate(templatePath),
  ])
  return async () => {
    if (!kept) rmSync(templatePath, { force: true })
    await dropPostgres?.()
  }
}

/** The kept dumps' names: the server's template prunes every other `pglite-` entry of the folder. */
const DUMP_PREFIX = 'test-dump-'

/**
 * Where the dump of a freshly migrated PGlite is kept between runs, beside the server's template
 * and named by the same hash of the migrations, the functions and PGlite's version: initdb and
 * every migration cost half a minute of WebAssembly on a busy host, and a second run (CI's run
 * on Postgres, any narrow run) would pay them again for the same bytes.
 */
function keptDumpPath(): string | undefined {
  const template = pgliteTemplateDir()
  return template && join(dirname(template), `${DUMP_PREFIX}${basename(template)}.tar.gz`)
}

/** The kept dumps of other migrations than these. */
function pruneDumps(current: string) {
  for (const entry of readdirSync(dirname(current))) {
    const path = join(dirname(current), entry)
    if (entry.startsWith(DUMP_PREFIX) && path !== current && !entry.endsWith('.partial')) rmSync(path, { force: true })
  }
}

async function pgliteTemplate(templatePath: string) {
  const pglite = await createPglite(undefined)
  const db = new Kysely<any>({ dialect: new PGliteDialect({ pglite }) })
  await migrateToLatest(db)
  const dump = await pglite.dumpDataDir('gzip')
  // Written whole under another name and then renamed: a run started at the same moment reads
  // either no dump or a complete one.
  const partial = `${templatePath}.${randomUUID().slice(0, 8)}.partial`
  mkdirSync(dirname(templatePath), { recursive: true })
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
  renameSync(partial, templatePath)
  if (templatePath === keptDumpPath()) pruneDumps(templatePath)
  await db.destroy()
  await keepServerTemplate(dump)
}

/**
 * The template an empty DATA_DIR starts from (decision 009), made from the dump when this checkout
 * has none yet: the tests that start the server's runtime on a new directory then copy it, as a
 * server's first start after the first does, instead of one of them paying initdb and the
 * migrations (over 30 s on a busy host).
 */
async function keepServerTemplate(dump: Blob) {
  const template = pgliteTemplateDir()
  if (!template || existsSync(template)) return
  const dataDir = mkdtempSync(join(tmpdir(), 'quizdom-template-'))
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: dump })
    try {
      await savePgliteTemplate(database.db, dataDir, template)
    } finally {
      await database.close()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** A migrated Postgres database the run's databases are copies of; resolves with its cleanup. */
async function postgresTemplate(url: string, runId: string) {
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
