import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir } from '#server/db/data-dir-lock'
import { openDatabase } from '#server/db/index'
import { migrateToLatest } from '#server/db/migrate'
import { restorePgliteTemplate, savePgliteTemplate } from '#server/db/pglite-template'
import { migrations } from '#db/migrations/index'

/** The template an empty PGlite directory starts from (decision 009). PGlite on disk in both runs. */
const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'quizdom-template-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

async function userCount(db: Parameters<typeof migrateToLatest>[0]) {
  const { rows } = await sql<{ count: number }>`select count(*)::int as count from users`.execute(db)
  return rows[0]!.count
}

describe('the PGlite template', () => {
  it('is saved by the first start on an empty directory and copied into the next one, migrated and empty', async () => {
    const template = join(tempDir(), 'pglite-test')

    const firstDir = tempDir()
    const first = await openDatabase({ kind: 'pglite', dataDir: firstDir, template })
    try {
      expect(first.created).toEqual({ from: 'initdb' })
      expect((await migrateToLatest(first.db)).results?.length).toBe(Object.keys(migrations).length)
      expect(await savePgliteTemplate(first.db, firstDir, undefined)).toBe(false)
      // Saved from the live cluster, once migrated; what is written afterwards is not in it.
      expect(await savePgliteTemplate(first.db, firstDir, template)).toBe(true)
      await sql`insert into users (username, email) values ('after_template', 'after@example.com')`.execute(first.db)
      expect(await savePgliteTemplate(first.db, firstDir, template)).toBe(false)
    } finally {
      await first.close()
    }
    expect(existsSync(join(template, 'PG_VERSION'))).toBe(true)
    for (const file of ['quizdom.pid', 'postmaster.pid', '.quizdom-restoring']) {
      expect(existsSync(join(template, file))).toBe(false)
    }

    const dataDir = tempDir()
    const second = await openDatabase({ kind: 'pglite', dataDir, template })
    try {
      expect(second.created).toEqual({ from: 'template' })
      expect(readdirSync(dataDir)).not.toContain('.quizdom-restoring')
      // The lock is this process's, and still refuses a second open.
      expect(readFileSync(join(dataDir, 'quizdom.pid'), 'utf8')).toMatch(new RegExp(`^${process.pid} `))
      await expect(openDatabase({ kind: 'pglite', dataDir, template })).rejects.toBeInstanceOf(DataDirLockedError)
      expect((await migrateToLatest(second.db)).results).toEqual([])
      expect(await userCount(second.db)).toBe(0)
      await sql`insert into users (username, email) values ('kept', 'kept@example.com')`.execute(second.db)
    } finally {
      await second.close()
    }

    // Reopened: the directory's own cluster, not the template again.
    const reopened = await openDatabase({ kind: 'pglite', dataDir, template })
    try {
      expect(reopened.created).toBeUndefined()
      expect(await userCount(reopened.db)).toBe(1)
    } finally {
      await reopened.close()
    }
  }, 90_000)

  /** A stand-in template: restoring only copies files, so no cluster is needed to test it. */
  function fakeTemplate(extra: (dir: string) => void = () => {}) {
    const dir = join(tempDir(), 'pglite-fake')
    mkdirSync(join(dir, 'base/1'), { recursive: true })
    writeFileSync(join(dir, 'base/1/1259'), 'catalog')
    writeFileSync(join(dir, 'PG_VERSION'), '18\n')
    extra(dir)
    return dir
  }

  it('leaves a directory with other files, or with a cluster, to PGlite', () => {
    const template = fakeTemplate()
    const notes = tempDir()
    writeFileSync(join(notes, 'notes.txt'), 'mine')
    expect(restorePgliteTemplate(notes, template)).toEqual({ outcome: 'opened' })
    expect(readdirSync(notes)).toEqual(['notes.txt'])

    const cluster = tempDir()
    writeFileSync(join(cluster, 'PG_VERSION'), '18\n')
    expect(restorePgliteTemplate(cluster, template)).toEqual({ outcome: 'opened' })
    expect(readdirSync(cluster)).toEqual(['PG_VERSION'])
  })

  it('copies into a directory holding only the lock, and without a template leaves it to initdb', () => {
    const template = fakeTemplate()
    const dataDir = tempDir()
    const release = lockDataDir(dataDir)
    try {
      expect(restorePgliteTemplate(dataDir, join(tempDir(), 'missing'))).toEqual({ outcome: 'empty' })
      expect(restorePgliteTemplate(dataDir, undefined)).toEqual({ outcome: 'empty' })
      expect(readdirSync(dataDir)).toEqual(['quizdom.pid'])
      expect(restorePgliteTemplate(dataDir, template)).toEqual({ outcome: 'restored' })
      expect(readdirSync(dataDir).sort()).toEqual(['PG_VERSION', 'base', 'quizdom.pid'])
      expect(readFileSync(join(dataDir, 'base/1/1259'), 'utf8')).toBe('catalog')
    } finally {
      release()
    }
  })

  it('redoes a restore that was interrupted, clearing what it left', () => {
    const template = fakeTemplate()
    const dataDir = tempDir()
    writeFileSync(join(dataDir, '.quizdom-restoring'), '')
    mkdirSync(join(dataDir, 'base/1'), { recursive: true })
    writeFileSync(join(dataDir, 'base/1/half-copied'), '')
    writeFileSync(join(dataDir, 'PG_VERSION'), '')
    expect(restorePgliteTemplate(dataDir, template)).toEqual({ outcome: 'restored' })
    expect(readdirSync(dataDir).sort()).toEqual(['PG_VERSION', 'base'])
    expect(readdirSync(join(dataDir, 'base/1'))).toEqual(['1259'])
    expect(readFileSync(join(dataDir, 'PG_VERSION'), 'utf8')).toBe('18\n')
  })

  it('leaves the directory empty for initdb when the copy fails', () => {
    // A FIFO is one thing a file copy refuses.
    const template = fakeTemplate((dir) => {
      expect(spawnSync('mkfifo', [join(dir, 'pg_fifo')]).status).toBe(0)
    })
    const dataDir = tempDir()
    const release = lockDataDir(dataDir)
    try {
      const result = restorePgliteTemplate(dataDir, template)
      expect(result.outcome).toBe('empty')
      expect(result.error).toBeInstanceOf(Error)
      expect(readdirSync(dataDir)).toEqual(['quizdom.pid'])
    } finally {
      release()
    }
  })
})
