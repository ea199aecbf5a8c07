import { PGlite } from '@electric-sql/pglite'
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { Database } from '#db/schema'
import { lockDataDir } from './data-dir-lock'
import { INT8_ARRAY_OID, INT8_OID, parseInt8, parseInt8Elements } from './int8'

export type DB = Kysely<Database>

export interface DatabaseHandle {
  db: DB
  driver: 'postgres' | 'pglite'
  close(): Promise<void>
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; loadDataDir?: Blob | File }

export async function createPglite(
  dataDir: string | undefined,
  loadDataDir?: Blob | File,
): Promise<PGlite> {
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    parsers: { [INT8_OID]: parseInt8 },
  })
}

function int8AwareTypeParser(oid: number, format?: 'text' | 'binary') {
  if (oid === INT8_OID) return parseInt8
  const parse = pg.types.getTypeParser(oid, format)
  // pg reads int8[] as strings, PGlite applies the int8 parser to each element: the same here.
  if (oid === INT8_ARRAY_OID) return (value: string) => parseInt8Elements(parse(value))
  return parse
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      types: { getTypeParser: int8AwareTypeParser as typeof pg.types.getTypeParser },
    })
    // An idle client whose connection dropped (a server restart, a killed backend) is replaced by
    // the pool; without a listener its error would crash the process.
    pool.on('error', () => {})
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return { db, driver: 'postgres', close: () => db.destroy() }
  }

  const release = target.kind === 'pglite' ? lockDataDir(target.dataDir) : () => {}
  try {
    const pglite = await createPglite(
      target.kind === 'pglite' ? target.dataDir : undefined,
      target.kind === 'pglite-memory' ? target.loadDataDir : undefined,
    )
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) })
    return {
      db,
      driver: 'pglite',
      close: async () => {
        try {
          await db.destroy()
        } finally {
          release()
        }
      },
    }
  } catch (error) {
    release()
    throw error
  }
}
