// Starts the built app for the browser tests on a fresh database: a new PGlite directory, or a
// new Postgres database when E2E_DATABASE_URL is set. Playwright's webServer runs and stops it.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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
await import('../../src/server/main.ts')
