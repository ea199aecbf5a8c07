import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir } from '#server/db/data-dir-lock'
import { rankOfAttempt } from '#server/attempts/leaderboard-service'
import { SESSION_TOKEN_PART_LENGTH, validateSessionToken } from '#server/identity/session'
import { openDatabase } from '#server/db/index'
import { migrateToLatest } from '#server/db/migrate'
import { executePrepared } from '#server/db/prepared'
import { autovacuumOff, newUserSession, rowsScanned } from '#server/testing/fixtures'
import { createHarness, openPgliteDirectory, openTestDatabase, type TestHarness } from '#server/testing/harness'

/**
 * The database layer on whichever driver this run uses (PGlite by default, Postgres with
 * TEST_DATABASE_URL): the suite runs on both, so each assertion holds on both.
 */
let h: TestHarness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

async function one<T>(query: string): Promise<T> {
  const { rows } = await sql<{ value: T }>`${sql.raw(query)}`.execute(h.db)
  return rows[0]!.value
}

describe('int8 (bigint)', () => {
  it.each([
    ['a small value', 'select 42::int8 as value', 42],
    ['a value above 2^31', 'select 3000000000::int8 as value', 3_000_000_000],
    ['a negative value below -2^31', 'select (-3000000000)::int8 as value', -3_000_000_000],
    ['the largest safe integer', 'select 9007199254740991::int8 as value', Number.MAX_SAFE_INTEGER],
    ['the smallest safe integer', 'select (-9007199254740991)::int8 as value', Number.MIN_SAFE_INTEGER],
  ])('reads %s back as a number', async (_name, query, expected) => {
    const value = await one<unknown>(query)
    expect(typeof value).toBe('number')
    expect(value).toBe(expected)
  })

  it('reads count(*) as a number', async () => {
    const value = await one<unknown>('select count(*) as value from generate_series(1, 3)')
    expect(value).toBe(3)
    const row = await h.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow()
    expect(typeof row.count).toBe('number')
  })

  it('reads int8 arrays as numbers, and null as null', async () => {
    expect(await one<unknown>('select array[1, 3000000000, null]::int8[] as value')).toEqual([1, 3_000_000_000, null])
    expect(await one<unknown>('select array[[1, 2], [3, 4]]::int8[] as value')).toEqual([
      [1, 2],
      [3, 4],
    ])
    expect(await one<unknown>('select null::int8 as value')).toBeNull()
  })

  it.each([
    ['2^53 + 1', 'select 9007199254740993::int8 as value'],
    ['-(2^53 + 1)', 'select (-9007199254740993)::int8 as value'],
    ['the int8 maximum', 'select 9223372036854775807::int8 as value'],
    ['2^53 + 1 in an array', 'select array[9007199254740993]::int8[] as value'],
  ])('refuses %s rather than round it', async (_name, query) => {
    await expect(one(query)).rejects.toThrow(/outside the safe integer range/)
    // The connection is still usable after the refused row.
    expect(await one<number>('select 1::int8 as value')).toBe(1)
  })
})

describe('prepared statements (docs/decisions/011-prepared-statements.md)', () => {
  const userSession = () => newUserSession(h.db)

  it('on Postgres, a connection prepares the session lookup and the attempt functions once, and nothing else', async () => {
    const { userId, token } = await userSession()
    // One transaction is one connection, so pg_prepared_statements is that connection's.
    const seen = await h.db.transaction().execute(async (trx) => {
      const lookups = [await validateSessionToken(trx, token), await validateSessionToken(trx, token)]
      await rankOfAttempt(trx, { id: randomUUID() })
      await trx.selectFrom('users').select('id').where('id', '=', userId).execute()
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx)
      return { lookups, statements: rows.map((row) => row.statement) }
    })
    expect(seen.lookups.map((session) => session?.user.id)).toEqual([userId, userId])
    if (h.driver === 'postgres') {
      expect(seen.statements.filter((text) => text.includes('from session_with_user('))).toHaveLength(1)
      expect(seen.statements.filter((text) => text.startsWith('select attempt_rank('))).toHaveLength(1)
      // The ordinary query was sent unnamed, so the connection did not keep it.
      expect(seen.statements.some((text) => text.startsWith('select "id" from "users"'))).toBe(false)
    } else {
      // PGlite is one in-process connection with no pg driver between: nothing is named.
      expect(seen.statements).toEqual([])
    }
  })

  it('keeps a session lookup that reads two rows by primary key after sessions and users have grown', async () => {
    // A named statement keeps its plan for the connection's life, after five runs a generic one
    // (decision 012). Made while sessions and users held a few rows, a join of the two was a hash
    // join over both tables read whole, kept as they grew.
    const database = await openTestDatabase()
    try {
      const { db } = database
      const { userId, token } = await newUserSession(db)
      const [sessionId] = token.split('.')
      // The lookup as decision 011 first wrote it: the control, showing the scene keeps a plan.
      const joined = db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.id', 'users.id as userId'])
        .where('sessions.id', '=', sessionId!)
      await sql`vacuum analyze`.execute(db)
      const tables = ['sessions', 'users']
      // An autovacuum analysis between the growth and the measurement would drop the kept plans.
      await autovacuumOff(db, tables)
      const scanned = await db.connection().execute(async (conn) => {
        for (let i = 0; i < 7; i++) {
          expect((await validateSessionToken(conn, token))?.user.id).toBe(userId)
          await executePrepared(conn, joined)
        }
        await sql`
          with grown as (
            insert into users (username, email)
            select 'grown_' || i, 'grown_' || i || '@example.test' from generate_series(1, 20000) as i returning id
          )
          insert into sessions (id, user_id, secret_hash) select left(md5(id::text), 24), id, decode('00', 'hex') from grown
        `.execute(conn)
        return conn.transaction().execute(async (trx) => {
          const before = await rowsScanned(trx, tables)
          const session = await validateSessionToken(trx, token)
          const afterLookup = await rowsScanned(trx, tables)
          await executePrepared(trx, joined)
          const afterJoin = await rowsScanned(trx, tables)
          const read = (from: Record<string, number>, to: Record<string, number>) =>
            tables.reduce((sum, table) => sum + to[table]! - from[table]!, 0)
          return { userId: session?.user.id, lookup: read(before, afterLookup), joined: read(afterLookup, afterJoin) }
        })
      })
      expect(scanned.userId).toBe(userId)
      expect(scanned.lookup).toBe(0)
      // Only pg names statements; on PGlite the join is planned for its value each time.
      if (database.driver === 'postgres') expect(scanned.joined).toBeGreaterThan(20_000)
    } finally {
      await database.close()
    }
  })

  it('runs a prepared statement on every connection of the pool at once, each with its own values', async () => {
    const sessions = await Promise.all(Array.from({ length: 8 }, () => userSession()))
    const lookups = await Promise.all(
      Array.from({ length: 48 }, (_, i) => validateSessionToken(h.db, sessions[i % sessions.length]!.token)),
    )
    expect(lookups.map((session) => session?.user.id)).toEqual(
      Array.from({ length: 48 }, (_, i) => sessions[i % sessions.length]!.userId),
    )
    // A wrong secret under a prepared statement is still refused.
    const [id] = sessions[0]!.token.split('.')
    expect(await validateSessionToken(h.db, `${id}.${'x'.repeat(SESSION_TOKEN_PART_LENGTH)}`)).toBeNull()
  })
})

describe('migrations', () => {
  it('run twice are a no-op', async () => {
    const tablesBefore = await sql<{
      name: string
    }>`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`.execute(h.db)
    const again = await migrateToLatest(h.db)
    expect(again.results).toEqual([])
    expect((await migrateToLatest(h.db)).results).toEqual([])
    const tablesAfter = await sql<{
      name: string
    }>`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`.execute(h.db)
    expect(tablesAfter.rows).toEqual(tablesBefore.rows)
    expect(tablesAfter.rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(['users', 'sessions', 'contact_messages']),
    )
  })

  it('leave anything but an up-to-date list to the Migrator, which reports an unknown one', async () => {
    await sql`insert into kysely_migration (name, timestamp) values ('9999_unknown', ${new Date().toISOString()})`.execute(
      h.db,
    )
    try {
      await expect(migrateToLatest(h.db)).rejects.toThrow(/9999_unknown/)
    } finally {
      await sql`delete from kysely_migration where name = '9999_unknown'`.execute(h.db)
    }
    expect((await migrateToLatest(h.db)).results).toEqual([])
  })
})

describe('the PGlite data directory lock', () => {
  const dirs: string[] = []
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'quizdom-lock-'))
    dirs.push(dir)
    return dir
  }
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  it('refuses a second open while the first is open, naming the directory, and lets go on close', async () => {
    const dataDir = tempDir()
    // From the run's template dump: initdb for a fresh directory is most of a PGlite open's time.
    const first = await openPgliteDirectory(dataDir)
    try {
      await sql`create table kept (value int8)`.execute(first.db)
      await sql`insert into kept values (3000000000)`.execute(first.db)
      const second = openDatabase({ kind: 'pglite', dataDir })
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError)
      await expect(second).rejects.toThrow(resolve(dataDir))
      // The refused open did not take the lock from the first: its pid and start time are there.
      expect(readFileSync(join(dataDir, 'quizdom.pid'), 'utf8')).toMatch(new RegExp(`^${process.pid} \\d+$`))
      expect((await sql<{ value: number }>`select value from kept`.execute(first.db)).rows).toEqual([
        { value: 3_000_000_000 },
      ])
    } finally {
      await first.close()
    }
    expect(existsSync(join(dataDir, 'quizdom.pid'))).toBe(false)

    const reopened = await openDatabase({ kind: 'pglite', dataDir })
    try {
      // The same database, written to disk on close.
      expect((await sql<{ value: number }>`select value from kept`.execute(reopened.db)).rows).toEqual([
        { value: 3_000_000_000 },
      ])
    } finally {
      await reopened.close()
    }
  })

  /** Another process that takes the lock as the server does, and holds it until killed. */
  async function otherProcessLocking(dataDir: string): Promise<ChildProcess> {
    const script = `const { lockDataDir } = await import('#server/db/data-dir-lock'); lockDataDir(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 1000)`
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    await new Promise<void>((done, fail) => {
      child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && done())
      child.on('exit', (code) => fail(new Error(`the locking process ended (${code})`)))
    })
    return child
  }
  const killed = (child: ChildProcess) => new Promise((done) => child.once('exit', done).kill('SIGKILL'))

  it('refuses a directory locked by another live process', async () => {
    const dataDir = tempDir()
    const child = await otherProcessLocking(dataDir)
    try {
      const held = readFileSync(join(dataDir, 'quizdom.pid'), 'utf8')
      const open = openDatabase({ kind: 'pglite', dataDir })
      await expect(open).rejects.toBeInstanceOf(DataDirLockedError)
      await expect(open).rejects.toThrow(`pid ${child.pid}`)
      expect(readFileSync(join(dataDir, 'quizdom.pid'), 'utf8')).toBe(held)
    } finally {
      await killed(child)
    }
  })

  it('takes over a lock whose pid, after a kill -9, names some other process now', async () => {
    const dataDir = tempDir()
    const child = await otherProcessLocking(dataDir)
    await killed(child)
    const [, startTime] = readFileSync(join(dataDir, 'quizdom.pid'), 'utf8').split(' ')
    // The kernel hands the dead server's pid to a process that is not Quizdom: this test's parent
    // stands in for it (alive, another start time).
    writeFileSync(join(dataDir, 'quizdom.pid'), `${process.ppid} ${startTime}`)
    const release = lockDataDir(dataDir)
    expect(readFileSync(join(dataDir, 'quizdom.pid'), 'utf8')).toMatch(new RegExp(`^${process.pid} `))
    release()
  })

  it('takes over a stale lock file left by a dead process', () => {
    const dataDir = tempDir()
    const { pid: deadPid } = spawnSync(process.execPath, ['-e', ''])
    expect(deadPid).toBeGreaterThan(0)
    writeFileSync(join(dataDir, 'quizdom.pid'), String(deadPid))
    // The lock openDatabase takes first; the full open and close are proven above.
    const release = lockDataDir(dataDir)
    expect(readFileSync(join(dataDir, 'quizdom.pid'), 'utf8')).toMatch(new RegExp(`^${process.pid} `))
    release()
    expect(existsSync(join(dataDir, 'quizdom.pid'))).toBe(false)
  })

  it('takes over a lock file naming this pid that this process does not hold (a restarted container)', () => {
    const dataDir = tempDir()
    writeFileSync(join(dataDir, 'quizdom.pid'), String(process.pid))
    const release = lockDataDir(dataDir)
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError)
    release()
    // Releasing twice does not remove a lock taken again since.
    const again = lockDataDir(dataDir)
    release()
    expect(existsSync(join(dataDir, 'quizdom.pid'))).toBe(true)
    again()
  })
})
