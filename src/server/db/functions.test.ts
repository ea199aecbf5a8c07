import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  applyFunctions,
  FUNCTIONS,
  functionSource,
  functionsDir,
  functionsFingerprint,
  statementsOf,
} from '#db/functions/apply'
import { migrations } from '#db/migrations/index'
import type { DatabaseHandle } from '#server/db/index'
import { openTestDatabase } from '#server/testing/harness'

/**
 * The schema's functions and triggers are the files of db/functions: what a migrated database
 * runs is what those files say, each file is one function, and the migrations apply the files
 * rather than carry bodies of their own.
 */
let database: DatabaseHandle
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

/** What one file declares: its function's name, body, settings and the triggers it creates. */
function declared(name: string) {
  const statements = statementsOf(functionSource(name as (typeof FUNCTIONS)[number]))
  const create = statements.find((statement) => /^create or replace function /i.test(statement))
  if (!create) throw new Error(`${name}.sql creates no function`)
  const header = create.slice(0, create.indexOf('$$'))
  return {
    name: /^create or replace function (\w+)\s*\(/i.exec(create)?.[1],
    body: create.slice(create.indexOf('$$') + 2, create.lastIndexOf('$$')),
    settings: [...header.matchAll(/\bset (\w+) = (\w+)/gi)].map(([, key, value]) => `${key}=${value}`),
    triggers: statements.flatMap((statement) => /^create or replace trigger (\w+)/i.exec(statement)?.[1] ?? []),
    others: statements.filter((statement) => statement !== create && !/^create or replace trigger /i.test(statement)),
  }
}

describe('db/functions', () => {
  it('holds one file for each name the list applies, and nothing else', () => {
    const files = readdirSync(functionsDir()).filter((file) => file.endsWith('.sql'))
    expect(files.sort()).toEqual(FUNCTIONS.map((name) => `${name}.sql`).sort())
    for (const name of FUNCTIONS) {
      const file = declared(name)
      expect([file.name, file.others]).toEqual([name, []])
    }
  })

  it('is what a migrated database runs: every function, its body, its planner settings and its triggers', async () => {
    const { rows: functions } = await sql<{ name: string; body: string; settings: string[] | null }>`
      select p.proname as name, p.prosrc as body, p.proconfig as settings
      from pg_proc p
      where p.pronamespace = 'public'::regnamespace
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      order by 1
    `.execute(database.db)
    expect(functions.map((fn) => fn.name)).toEqual([...FUNCTIONS].sort())
    for (const fn of functions) {
      const file = declared(fn.name)
      expect({ name: fn.name, body: fn.body, settings: fn.settings ?? [] }).toEqual({
        name: fn.name,
        body: file.body,
        settings: file.settings,
      })
    }

    const { rows: triggers } = await sql<{ name: string; fn: string }>`
      select t.tgname as name, p.proname as fn
      from pg_trigger t join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and p.pronamespace = 'public'::regnamespace
      order by 1
    `.execute(database.db)
    const fromFiles = FUNCTIONS.flatMap((name) =>
      declared(name).triggers.map((trigger) => ({ name: trigger, fn: name })),
    )
    expect(triggers).toEqual(fromFiles.sort((a, b) => a.name.localeCompare(b.name)))
  })

  it('has been applied by a migration since its files last changed', () => {
    // A file edited with no migration to apply it reaches new databases only, never existing ones.
    const applying = Object.entries(migrations).filter(([, migration]) => 'functionsFingerprint' in migration)
    const [latest, migration] = applying.at(-1)!
    expect(
      { latest, fingerprint: (migration as { functionsFingerprint?: string }).functionsFingerprint },
      'db/functions changed: add a migration that calls applyFunctions, with this fingerprint',
    ).toEqual({ latest, fingerprint: functionsFingerprint() })
  })

  it('is applied by a migration only while the files are as that migration knew them', async () => {
    const body = async () =>
      (
        await sql<{ body: string }>`select prosrc as body from pg_proc where proname = 'past_deadline'`.execute(
          database.db,
        )
      ).rows[0]!.body
    const asWritten = await body()
    await sql`create or replace function past_deadline(p_at timestamptz, p_deadline_at timestamptz) returns boolean
              language sql immutable as $$ select p_at >= p_deadline_at $$`.execute(database.db)
    // An older migration's fingerprint: a later migration applies the files, this one does nothing.
    await applyFunctions(database.db, '0000000000000000')
    expect(await body()).toContain('p_at >= p_deadline_at')
    await applyFunctions(database.db, functionsFingerprint())
    expect(await body()).toBe(asWritten)
  })

  it('is the only place a migration after it finds a function body', () => {
    const dir = join(functionsDir(), '..', 'migrations')
    const names = Object.keys(migrations)
    const first = names.findIndex((name) => 'functionsFingerprint' in migrations[name]!)
    const later = names.slice(first).filter((name) => {
      const text = readFileSync(join(dir, `${name}.ts`), 'utf8')
      return /create\s+(or\s+replace\s+)?(function|trigger)\b/i.test(text)
    })
    expect(later).toEqual([])
  })
})

describe('statementsOf', () => {
  it('splits at semicolons outside strings, bodies and comments, and drops the comments around statements', () => {
    const source = [
      "-- a comment; with a semicolon and a 'quote",
      "create or replace function f() returns text language plpgsql as $$ begin return 'a;b'; end $$;",
      '/* a block; comment */',
      "select ';' as semi, 'it''s' as quoted; select $tag$ $$; $tag$",
      '-- the end',
    ].join('\n')
    expect(statementsOf(source)).toEqual([
      "create or replace function f() returns text language plpgsql as $$ begin return 'a;b'; end $$",
      "select ';' as semi, 'it''s' as quoted",
      'select $tag$ $$; $tag$',
    ])
  })

  it('refuses a body that never closes', () => {
    expect(() => statementsOf('create function f() returns int as $$ select 1;')).toThrow(/never closes/)
  })
})
