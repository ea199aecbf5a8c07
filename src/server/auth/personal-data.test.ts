import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#server/db/index'
import { openTestDatabase } from '#server/testing/harness'
import { DECLARED, PLAIN_DOWNLOADS, SHAPED_DOWNLOADS } from './personal-data'

/**
 * The list of personal data (personal-data.ts) against the migrated database's own catalog: every
 * column holding a user's id, every table hanging off rows that do, and every column named like
 * personal data must be in the list, and everything the list names must exist. What the deletion
 * and the download do with each is checked by account-data.test.ts.
 */

const LIST = 'src/server/auth/personal-data.ts'

/** Columns that hold a user's id by their name, foreign key or not (an audit log keeps none). */
const USER_ID_NAME =
  /(^|_)(user|creator|buyer|seller|owner|author|player|actor|admin|reviewer|sender|recipient)_id$|_by$/

/** Column names that hold personal data, and what each kind is, for the message. */
const PERSONAL_NAMES: Array<[RegExp, string]> = [
  [/email|address/, 'an address'],
  [/phone|mobile/, 'a phone number'],
  [/(^|_)(user|first|last|full|display)?name$|^actor$/, 'a name'],
  [/(^|_)ip$|user_agent/, 'where someone connected from'],
  [/picture|avatar|photo/, 'a picture'],
  [/password|google_sub|(^|_)upi_|payout|payment_reference/, 'an identity or a payment detail'],
  [/^(message|body|text|note|subject|details|description|title|explanation|summary)$/, 'words people write'],
  [/_(message|body|text|note|summary)$|(^|_)reason(_|$)/, 'words people write'],
  [/^key$/, 'a key, which may name an address'],
]

interface ForeignKey {
  table: string
  column: string
  parent: string
}

let database: DatabaseHandle
let columns: Map<string, Set<string>>
/** Columns of bytes (`table.column`): hashes and secrets. */
let bytes: Set<string>
/** Columns that may not be null (`table.column`). */
let notNull: Set<string>
let foreignKeys: ForeignKey[]
beforeAll(async () => {
  database = await openTestDatabase()
  const live = await sql<{ table: string; column: string; type: string; required: boolean }>`
    select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type,
           a.attnotnull as required
    from pg_class c join pg_attribute a on a.attrelid = c.oid
    where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and c.relname not like 'kysely\\_%'
      and a.attnum > 0 and not a.attisdropped
  `.execute(database.db)
  columns = new Map()
  for (const { table, column } of live.rows) columns.set(table, (columns.get(table) ?? new Set()).add(column))
  bytes = new Set(live.rows.filter((row) => row.type === 'bytea').map((row) => `${row.table}.${row.column}`))
  notNull = new Set(live.rows.filter((row) => row.required).map((row) => `${row.table}.${row.column}`))
  // Single-column foreign keys: the schema has no other kind.
  const keys = await sql<ForeignKey>`
    select k.conrelid::regclass::text as table, a.attname as column, k.confrelid::regclass::text as parent
    from pg_constraint k join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
    where k.contype = 'f' and k.connamespace = 'public'::regnamespace
  `.execute(database.db)
  foreignKeys = keys.rows
})
afterAll(() => database.close())

/** The user-id columns the list gives a table: its rows' own, and the others. */
function declaredUserColumns(table: string): string[] {
  const declared = DECLARED[table]
  const rows = declared?.rows
  return [
    ...(rows?.user ? [rows.user] : []),
    // Named like a user's id but a key to another table's rows of a person (a game's player): said
    // there, and each such key is checked below to be a foreign key to that table.
    ...(rows?.through && rows.of !== 'users' ? [rows.through] : []),
    ...Object.keys(declared?.others ?? {}),
  ]
}

describe(`the list of personal data (${LIST})`, () => {
  it('names every column that holds a user’s id', () => {
    const found = new Map<string, string>()
    for (const key of foreignKeys) {
      if (key.parent === 'users') found.set(`${key.table}.${key.column}`, 'a foreign key to users')
    }
    for (const [table, names] of columns) {
      for (const column of names) {
        if (USER_ID_NAME.test(column) && !found.has(`${table}.${column}`))
          found.set(`${table}.${column}`, 'named like a user’s id')
      }
    }
    const missing = [...found]
      .filter(([path]) => {
        const [table, column] = path.split('.') as [string, string]
        return !declaredUserColumns(table).includes(column)
      })
      .map(
        ([path, why]) =>
          `${path} holds a user's id (${why}), and ${LIST} does not say what deleting the account does to its rows or whether the download holds them: add it there, as the table's rows (erased, unlinked, kept with the reason…) or under others (an admin who acted on the row)`,
      )
    expect(missing).toEqual([])
  })

  it('names every table whose rows hang off a person’s rows, and how they are found', () => {
    // Every table with a foreign key into users or into a table holding a user's id, and so on:
    // the list must say how the person's rows of it are found (its own column, or that key).
    const holdsUserId = new Set(
      [...columns].filter(([, names]) => [...names].some((column) => USER_ID_NAME.test(column))).map(([t]) => t),
    )
    const reached = new Map<string, ForeignKey>()
    for (let grew = true; grew;) {
      grew = false
      for (const key of foreignKeys) {
        const parentIsTheirs = key.parent === 'users' || holdsUserId.has(key.parent) || reached.has(key.parent)
        if (reached.has(key.table) || !parentIsTheirs) continue
        reached.set(key.table, key)
        grew = true
      }
    }
    const missing = [...reached]
      .filter(([table]) => !DECLARED[table]?.rows)
      .map(
        ([table, key]) =>
          `${table} hangs off ${key.parent} through its ${key.column}, and ${LIST} does not say how a person's rows of it are found: add it with ${
            key.parent === 'users'
              ? `rows: { user: '${key.column}', deletion, why, download }`
              : `rows: { through: '${key.column}', of: '${key.parent}', deletion, why, download }, or by the column that holds their id`
          }`,
      )
    expect(missing).toEqual([])
  })

  it('names every column named like personal data, as personal or with what it holds instead', () => {
    const missing: string[] = []
    for (const [table, names] of columns) {
      for (const column of names) {
        const kind = PERSONAL_NAMES.find(([pattern]) => pattern.test(column))?.[1]
        if (!kind) continue
        const declared = DECLARED[table]
        if (declared?.personal?.[column] || declared?.notPersonal?.[column]) continue
        missing.push(
          `${table}.${column} looks like it holds ${kind}, and ${LIST} does not name it: add it to the personal columns of ${table} (what the download holds of it, and whether the deletion empties it), or to notPersonal with what it holds instead`,
        )
      }
    }
    expect(missing).toEqual([])
  })

  it('names only tables and columns that exist, and each foreign key it follows', () => {
    const problems: string[] = []
    for (const [table, declared = {}] of Object.entries(DECLARED)) {
      const names = columns.get(table)
      if (!names) {
        problems.push(`${LIST} names a table ${table}, which the migrated database does not have: remove it`)
        continue
      }
      const { rows } = declared
      const named = [
        ...[rows?.user, rows?.through, rows?.address, rows?.key].filter((column) => column !== undefined),
        ...Object.keys(declared.others ?? {}),
        ...Object.keys(declared.personal ?? {}),
        ...Object.keys(declared.notPersonal ?? {}),
        ...Object.keys(declared.notDownloaded ?? {}),
      ]
      for (const column of named.filter((name) => !names.has(name))) {
        problems.push(
          `${LIST} names ${table}.${column}, which the migrated database does not have: remove or rename it`,
        )
      }
      if (rows?.through) {
        const key = foreignKeys.find((k) => k.table === table && k.column === rows.through)
        if (key?.parent !== rows.of)
          problems.push(
            `${LIST} finds ${table}'s rows through ${rows.through} of ${rows.of}, but ${table}.${rows.through} is not a foreign key to ${rows.of}`,
          )
      }
    }
    expect(problems).toEqual([])
  })

  it('says what the download holds of each personal column exactly where the rows are downloaded', () => {
    const problems: string[] = []
    for (const [table, declared = {}] of Object.entries(DECLARED)) {
      const downloaded = typeof declared.rows?.download === 'string'
      const rowsDeletion = declared.rows?.deletion
      for (const [column, personal] of Object.entries(declared.personal ?? {})) {
        if (downloaded && !personal.download)
          problems.push(`${table}.${column}: the download holds ${table}'s rows; say what it holds of this column`)
        if (!downloaded && personal.download)
          problems.push(
            `${table}.${column}: the download holds none of ${table}'s rows; what it says of this column misleads`,
          )
        if (personal.deletion && rowsDeletion !== 'emptied')
          problems.push(
            `${table}.${column} is ${personal.deletion} by the deletion, but ${table}'s rows are not emptied`,
          )
      }
    }
    expect(problems).toEqual([])
  })

  it('holds a table’s rows as stored only where it finds them by the person’s id, and never a hash', () => {
    const problems: string[] = []
    const plain = new Set<string>(PLAIN_DOWNLOADS.map((download) => download.table))
    for (const [table, declared = {}] of Object.entries(DECLARED)) {
      const key = declared.rows?.download
      if (typeof key !== 'string' || key in SHAPED_DOWNLOADS) {
        if (declared.notDownloaded)
          problems.push(`${table}: notDownloaded says what the download leaves out of rows it does not hold as stored`)
        continue
      }
      if (!plain.has(table))
        problems.push(
          `the download holds ${table}'s rows as stored under ${key}, but finds them by no column holding the person's id: find them by rows: { user }, or shape ${key} in SHAPED_DOWNLOADS and data-service.ts`,
        )
    }
    for (const { key, table, leftOut } of PLAIN_DOWNLOADS) {
      const others = PLAIN_DOWNLOADS.filter((download) => download.key === key && download.table !== table)
      if (others.length > 0)
        problems.push(`${table} and ${others[0]!.table} are both held as stored under ${key}: give each its own key`)
      for (const column of columns.get(table) ?? []) {
        if (bytes.has(`${table}.${column}`) && !leftOut.includes(column))
          problems.push(
            `${table}.${column} holds bytes (a hash or a secret) and the download would hold it: add it to ${table}'s notDownloaded with why`,
          )
      }
    }
    expect(problems).toEqual([])
  })

  it('unlinks rows only by a column that may be null', () => {
    const problems = Object.entries(DECLARED).flatMap(([table, declared]) => {
      const column = declared?.rows?.deletion === 'unlinked' ? declared.rows.user : undefined
      return column && notNull.has(`${table}.${column}`)
        ? [
            `${table}.${column} may not be null, so the deletion cannot unlink ${table}'s rows: erase or keep them, or let the column be null`,
          ]
        : []
    })
    expect(problems).toEqual([])
  })
})
