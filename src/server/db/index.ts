import type { PGlite } from '@electric-sql/pglite'
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely'
import type { Pool } from 'pg'
import type { Database } from '#db/schema'
import { lockDataDir } from './data-dir-lock'
import { INT8_ARRAY_OID, INT8_OID, NUMERIC_OID, parseInt8, parseInt8Elements, parseNumeric } from './int8'
import { restorePgliteTemplate } from './pglite-template'
import { preparingPool } from './prepared'

export type DB = Kysely<Database>

export interface DatabaseHandle {
  db: DB
  driver: 'postgres' | 'pglite'
  /** Postgres's pool, for what shares it outside Kysely (the rate limits' store); none on PGlite. */
  pgPool?: Pool
  /** Postgres's address, for a connection of its own outside the pool (the LISTEN of listener.ts). */
  url?: string
  /** PGlite's instance, for what Kysely does not reach (its LISTEN, listener.ts); none on Postgres. */
  pglite?: PGlite
  /**
   * Set when PGlite's directory was empty: filled from the template or from a dump, or created by
   * initdb (then templateError says why a template that exists was not used).
   */
  created?: { from: 'template' | 'dump' | 'initdb'; templateError?: unknown }
  /** Postgres: the pool's connections now (the metrics read it); PGlite has one connection, no pool. */
  poolStats?: () => PoolStats
  /**
   * PGlite on disk: a consistent copy of the whole data directory, as a gzipped tar (db/backup.ts).
   * Taken while no transaction is open, after a checkpoint, so it opens as a cleanly shut database.
   */
  dumpDataDir?: () => Promise<Blob>
  close(): Promise<void>
}

export interface PoolStats {
  total: number
  idle: number
  waiting: number
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * template: a migrated cluster an empty dataDir starts as a copy of (see pglite-template.ts);
   * loadDataDir: a dump of a data directory (PGlite's dumpDataDir) an empty dataDir starts from.
   */
  | { kind: 'pglite'; dataDir: string; template?: string | undefined; loadDataDir?: Blob | File }
  | { kind: 'pglite-memory'; loadDataDir?: Blob | File }

// Each driver is imported when it is used: a server on PGlite never loads pg, one on Postgres never
// loads PGlite (its module and WebAssembly), and neither costs the other's start-up.
export async function createPglite(dataDir: string | undefined, loadDataDir?: Blob | File): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite')
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    parsers: { [INT8_OID]: parseInt8, [NUMERIC_OID]: parseNumeric },
  })
}

type PgModule = (typeof import('pg'))['default']

/** A lost connection is seen again by the statement that uses it; the event itself needs no action. */
function ignoreConnectionError() {}

function int8AwareTypeParser(pg: PgModule) {
  return (oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID) return parseInt8
    if (oid === NUMERIC_OID) return parseNumeric
    const parse = pg.types.getTypeParser(oid, format)
    // pg reads int8[] as strings, PGlite applies the int8 parser to each element: the same here.
    if (oid === INT8_ARRAY_OID) return (value: string) => parseInt8Elements(parse(value))
    return parse
  }
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const { default: pg } = await import('pg')
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      types: { getTypeParser: int8AwareTypeParser(pg) as typeof pg.types.getTypeParser },
    })
    // Postgres ends backends on its own (a restart, a failover, idle_session_timeout,
    // pg_terminate_backend), and pg reports it as an 'error' event on the client. The pool listens on
    // idle clients only: a client checked out between two statements has no listener, and an
    // unheard 'error' event ends the process. So every client gets one for its whole life. The
    // statement that next runs on it fails instead (a 503 in words, errors.ts), and the pool, seeing
    // the client can no longer query, closes it on release and opens a new one when asked.
    pool.on('connect', (client) => client.on('error', ignoreConnectionError))
    pool.on('error', ignoreConnectionError)
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) })
    return {
      db,
      driver: 'postgres',
      pgPool: pool,
      url: target.url,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => db.destroy(),
    }
  }

  const release = target.kind === 'pglite' ? lockDataDir(target.dataDir) : () => {}
  try {
    let created: DatabaseHandle['created']
    let load = target.kind === 'pglite-memory' ? target.loadDataDir : undefined
    if (target.kind === 'pglite') {
      const { outcome, error } = restorePgliteTemplate(target.dataDir, target.template)
      if (outcome === 'empty' && target.loadDataDir) {
        load = target.loadDataDir
        created = { from: 'dump' }
      } else if (outcome !== 'opened') {
        created = { from: outcome === 'restored' ? 'template' : 'initdb', ...(error ? { templateError: error } : {}) }
      }
    }
    const pglite = await createPglite(target.kind === 'pglite' ? target.dataDir : undefined, load)
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) })
    return {
      db,
      driver: 'pglite',
      pglite,
      ...(created ? { created } : {}),
      // Kysely's PGlite driver has one connection: holding it, no transaction is open and none
      // starts until the copy is made. The checkpoint writes every change into the data files.
      dumpDataDir: () =>
        db.connection().execute(async (connection) => {
          await sql`checkpoint`.execute(connection)
          return pglite.dumpDataDir('gzip')
        }),
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
