import type { CompiledQuery, PostgresPool, PostgresPoolClient, QueryResult } from 'kysely'
import type pg from 'pg'
import { isDatabaseUnavailable } from './connection-errors'
import type { DB } from './index'

/**
 * Prepared statements for the few statements every request or every answer runs
 * (docs/decisions/011-prepared-statements.md). Kysely sends each statement unnamed, so Postgres
 * parses and plans it again on every call: 0.3 ms of its CPU for the session lookup's join, four
 * times what running it costs. A statement run through executePrepared is sent named instead,
 * so each connection parses it once and keeps it.
 *
 * Only for statements whose text does not depend on the input (the values are parameters), and
 * that are calls of plpgsql functions planned with sequential scans off (decision 012): a named
 * statement keeps its plan, and a plan of a query on tables, made while they were small, would go on
 * reading them whole as they grew. Everything else stays unnamed, so Postgres plans it for its
 * values every time.
 */
const statementNames = new Map<string, string>()
/**
 * The lengths of those texts. Every statement passes through preparedStatementName, and a Map
 * lookup hashes the whole text: a length no prepared text has rules most statements out first.
 */
const statementLengths = new Set<number>()

/** More distinct texts than the call sites could make means a text is being built from input. */
const MAX_PREPARED_STATEMENTS = 64

/** A Kysely query or a `sql` template: each compiles against the database it will run on. */
interface Compilable<R> {
  compile(db: DB): CompiledQuery<R>
}

/** Runs a query; on Postgres, as a statement each connection prepares once. */
export function executePrepared<R>(db: DB, builder: Compilable<R>): Promise<QueryResult<R>> {
  const query = builder.compile(db)
  if (!statementNames.has(query.sql)) {
    if (statementNames.size >= MAX_PREPARED_STATEMENTS) {
      throw new Error(
        `More than ${MAX_PREPARED_STATEMENTS} prepared statements: is a statement's text built from its input?`,
      )
    }
    statementNames.set(query.sql, `quizdom_${statementNames.size + 1}`)
    statementLengths.add(query.sql.length)
  }
  return db.executeQuery(query)
}

/** The name a statement's text is prepared under, if it was executed through executePrepared. */
function preparedStatementName(text: string): string | undefined {
  return statementLengths.has(text.length) ? statementNames.get(text) : undefined
}

/**
 * pg's pool as Kysely's Postgres dialect sees it, sending the statements of executePrepared named
 * (pg then parses each once per connection) and every other one as before.
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>()
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    // Kysely's dialect is given no cursor, so it only ever sends text and values.
    query: ((text: string, values: unknown[]) => {
      const name = preparedStatementName(text)
      return name ? client.query({ name, text, values }) : client.query(text, values)
    }) as unknown as PostgresPoolClient['query'],
    release: (destroy?: boolean) => client.release(destroy),
  })
  return {
    // The class Kysely opens a control connection with, to cancel a query (pg-pool sets it).
    Client: (pool as unknown as Pick<PostgresPool, 'Client'>).Client,
    options: pool.options,
    async connect() {
      const client = await connectAlive(pool)
      let wrapped = clients.get(client)
      if (!wrapped) {
        wrapped = wrap(client)
        clients.set(client, wrapped)
      }
      return wrapped
    },
    end: () => pool.end(),
  }
}

/**
 * Tries to connect this many times, waiting a little longer each time: a Postgres restart or
 * failover refuses connections (or answers "the database system is starting up") for a moment, and
 * nothing has been sent yet, so trying again is safe. Past the last wait the request answers 503.
 */
const CONNECT_WAITS_MS = [50, 150, 400]

/** Whether pg still considers the client usable (pg-pool reads the same two fields on release). */
function isQueryable(client: pg.PoolClient): boolean {
  const state = client as unknown as { _queryable?: boolean; _ending?: boolean }
  return state._queryable !== false && state._ending !== true
}

/**
 * A client from the pool that can still run a statement. A connection that died while idle in the
 * pool and was handed out before its error was heard is closed, not used: nothing was sent on it,
 * so taking another one cannot run anything twice.
 */
async function connectAlive(pool: pg.Pool): Promise<pg.PoolClient> {
  for (let attempt = 0; ; attempt++) {
    let failure: unknown
    try {
      const client = await pool.connect()
      if (isQueryable(client)) return client
      client.release(true)
      failure = new Error('Client has encountered a connection error and is not queryable')
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error
      failure = error
    }
    const wait = CONNECT_WAITS_MS[attempt]
    if (wait === undefined) throw failure
    await new Promise((resolve) => setTimeout(resolve, wait))
  }
}
