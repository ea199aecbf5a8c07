import { type Kysely, sql } from 'kysely'
import { type MigrationResultSet, Migrator } from 'kysely/migration'
import { migrations } from '#db/migrations/index'

/** Kysely's default table of applied migrations. */
const MIGRATION_TABLE = 'kysely_migration'

export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  // Every start calls this; nearly always there is nothing to do. The Migrator would first
  // introspect the catalog twice and take its lock in a transaction (about 0.2 s on PGlite), so one
  // read of the applied names decides first. Anything else (a new database, a pending or an unknown
  // migration) goes to the Migrator, which also reports what is wrong.
  if (await isUpToDate(db)) return { results: [] }
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  })
  const result = await migrator.migrateToLatest()
  if (result.error) {
    throw result.error instanceof Error ? result.error : new Error(String(result.error))
  }
  return result
}

/**
 * True when the database has every migration this version knows (the readiness probe): false on a
 * database no migration has run on, or one that lacks some. Later ones are no bar: while a new
 * version rolls out, the instances still on the old one keep serving. One query.
 */
export async function migrationsApplied(db: Kysely<any>): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(db)
    const applied = new Set(rows.map((row) => row.name))
    return Object.keys(migrations).every((name) => applied.has(name))
  } catch (error) {
    if ((error as { code?: unknown }).code === '42P01') return false
    throw error
  }
}

/** True when exactly the migrations of db/migrations have been applied. One query. */
async function isUpToDate(db: Kysely<any>): Promise<boolean> {
  // In a transaction a failed statement would abort it: leave that case to the Migrator.
  if (db.isTransaction) return false
  let applied: string[]
  try {
    const { rows } = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(db)
    applied = rows.map((row) => row.name)
  } catch (error) {
    // undefined_table: a database no migration has run on yet.
    if ((error as { code?: unknown }).code === '42P01') return false
    throw error
  }
  const expected = Object.keys(migrations)
  const appliedSet = new Set(applied)
  return applied.length === expected.length && expected.every((name) => appliedSet.has(name))
}
